package tracker

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Marking found words happens here rather than in SQLite: the index only
// ranks, and the few entries shown are marked in Go, which costs far less
// than FTS5's highlight() over every matching row.

// snippetWords is how many words of the body a result shows.
const snippetWords = 16

// fold lowercases s and strips its accents, as the index's tokenizer does.
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// piece is a run of letters and digits in a text, or the text between two.
type piece struct {
	text string
	word bool
}

func pieces(s string) []piece {
	var out []piece
	start, inWord := 0, false
	for i, r := range s {
		w := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
		if i > 0 && w != inWord {
			out = append(out, piece{s[start:i], inWord})
			start = i
		}
		inWord = w
	}
	if start < len(s) {
		out = append(out, piece{s[start:], inWord})
	}
	return out
}

// found reports whether a word of the text starts with one of the query's
// (folded) words, as a prefix query matches it.
func found(word string, words []string) bool {
	f := fold(word)
	for _, w := range words {
		if strings.HasPrefix(f, w) {
			return true
		}
	}
	return false
}

// mark cuts text into spans, the found words marked.
func mark(text string, words []string) []Span { return markPieces(pieces(text), words) }

func markPieces(ps []piece, words []string) []Span {
	var out []Span
	for _, t := range ps {
		m := t.word && found(t.text, words)
		if n := len(out); n > 0 && out[n-1].Match == m && !m {
			out[n-1].Text += t.text
			continue
		}
		out = append(out, Span{Text: t.text, Match: m})
	}
	return out
}

// snippet is about n words of text around the first found word, cut with
// "…" where the text goes on.
func snippet(text string, words []string, n int) []Span {
	ts := pieces(text)
	first, count := -1, 0
	var wordAt []int // index in ts of each word
	for i, t := range ts {
		if t.word {
			if first < 0 && found(t.text, words) {
				first = len(wordAt)
			}
			wordAt = append(wordAt, i)
			count++
		}
	}
	if count == 0 {
		return nil
	}
	// A few words before the found one give it context.
	from := max(0, first-min(3, n-1))
	if from+n > count {
		from = max(0, count-n)
	}
	to := min(count, from+n)
	lo, hi := wordAt[from], wordAt[to-1]+1
	if to == count {
		hi = len(ts)
	}
	s := markPieces(ts[lo:hi], words)
	if lo > 0 {
		s = append([]Span{{Text: "…"}}, s...)
	}
	if hi < len(ts) {
		s = append(s, Span{Text: "…"})
	}
	return s
}
