package kittest

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/i18n"
)

// The checks a crawl holds in every state it reaches. Each returns the
// defects it finds, in words a failure can print.

// checkWidth: nothing wider than the window.
func checkWidth(e *Env, win fyne.Size) []string {
	var out []string
	if w := e.W.Canvas().Size().Width; w > win.Width+0.5 {
		out = append(out, fmt.Sprintf("the window grew to %.0f wide (it is %.0f): %s", w, win.Width, strings.Join(Widest(e.W.Canvas().Content(), win.Width-8), "; ")))
	} else if w := e.W.Canvas().Content().MinSize().Width; w > win.Width+0.5 {
		out = append(out, fmt.Sprintf("the screen is %.0f wide in a window %.0f wide: %s", w, win.Width, strings.Join(Widest(e.W.Canvas().Content(), win.Width-8), "; ")))
	}
	for _, o := range e.W.Canvas().Overlays().List() {
		if w := DialogBox(o).Width; w > win.Width+0.5 {
			out = append(out, fmt.Sprintf("a dialog is %.0f wide in a window %.0f wide: %s", w, win.Width, strings.Join(Widest(o, win.Width-8), "; ")))
		}
	}
	return out
}

// checkText: no text cut off, pushed past the window's edge or broken in
// the middle of a word; returned with the text it concerns.
func checkText(ps []placed, win fyne.Size) []string {
	var out []string
	window := rect{0, 0, win.Width, win.Height}
	skip := map[fyne.CanvasObject]bool{}
	for _, p := range ps {
		if skip[p.o] {
			continue
		}
		sz, min := p.o.Size(), p.o.MinSize()
		if sz.Width <= 0 || sz.Height <= 0 {
			continue
		}
		text, words := "", []measured(nil)
		cutWide, cutTall := false, false
		switch x := p.o.(type) {
		case *widget.Entry, *widget.Select, *widget.SelectEntry:
			// Their text scrolls or ends in "…" by design.
			skipUnder(x, skip)
			continue
		case *widget.Label:
			text = x.Text
			if x.Truncation != fyne.TextTruncateOff {
				continue
			}
			size := theme.Size(x.SizeName)
			if x.SizeName == "" {
				size = theme.TextSize()
			}
			switch x.Wrapping {
			case fyne.TextWrapOff:
				cutWide = sz.Width+0.5 < min.Width
			case fyne.TextWrapBreak:
				// Broken anywhere on purpose (a file's path).
				cutTall = sz.Height+0.5 < min.Height
			default:
				words = wordsOf(x.Text, size, x.TextStyle)
				cutTall = sz.Height+0.5 < min.Height
			}
			skipUnder(x, skip)
		case *kit.Label:
			// It breaks only between kept words (non-breaking spaces hold).
			text = x.Text
			size := theme.Size(x.SizeName)
			if x.SizeName == "" {
				size = theme.TextSize()
			}
			for _, w := range kit.KeptWords(x.Text) {
				words = append(words, measured{w, fyne.MeasureText(w, size, x.TextStyle).Width})
			}
			cutTall = sz.Height+0.5 < min.Height
			skipUnder(x, skip)
		case *widget.RichText:
			text = x.String()
			if x.Truncation != fyne.TextTruncateOff {
				continue
			}
			if x.Wrapping == fyne.TextWrapOff {
				cutWide = sz.Width+0.5 < min.Width
			} else {
				for _, s := range x.Segments {
					if ts, ok := s.(*widget.TextSegment); ok {
						size := theme.Size(ts.Style.SizeName)
						if ts.Style.SizeName == "" {
							size = theme.TextSize()
						}
						words = append(words, wordsOf(ts.Text, size, ts.Style.TextStyle)...)
					}
				}
				cutTall = sz.Height+0.5 < min.Height
			}
			skipUnder(x, skip)
		case *widget.Button:
			text = x.Text
			cutWide = text != "" && sz.Width+0.5 < min.Width
		case *canvas.Text:
			text = x.Text
		default:
			continue
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		short := shorten(text)
		room := sz.Width - 2*theme.InnerPadding()
		for _, w := range words {
			if w.width > room+1 {
				out = append(out, fmt.Sprintf("the word %q is broken to fit %.0f px (it needs %.0f) in %q", w.word, room, w.width, short))
				break
			}
		}
		switch {
		case cutWide:
			out = append(out, fmt.Sprintf("%q is cut: %.0f px shown of %.0f", short, sz.Width, min.Width))
		case cutTall:
			out = append(out, fmt.Sprintf("%q is cut below: %.0f px high shown of %.0f", short, sz.Height, min.Height))
		case !p.hscroll && (p.at.x1 > window.x1+1 || p.at.x0 < window.x0-1):
			out = append(out, fmt.Sprintf("%q %s (%.0f to %.0f of %.0f)", short, pastEdge, p.at.x0, p.at.x1, win.Width))
		}
	}
	return out
}

const pastEdge = "runs past the window's edge"

// skipUnder marks what is inside o, so a label's own text is checked once.
func skipUnder(o fyne.CanvasObject, skip map[fyne.CanvasObject]bool) {
	Walk(o, func(c fyne.CanvasObject) bool {
		if c != o {
			skip[c] = true
		}
		return false
	})
}

type measured struct {
	word  string
	width float32
}

// wordsOf measures each word of text as Fyne wraps it (at spaces only).
func wordsOf(text string, size float32, style fyne.TextStyle) []measured {
	var out []measured
	for _, w := range strings.FieldsFunc(text, unicode.IsSpace) {
		out = append(out, measured{w, fyne.MeasureText(w, size, style).Width})
	}
	return out
}

func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 70 {
		return string(r[:70]) + "…"
	}
	return s
}

// A message ID shown raw: words joined by dots, as the message files name them.
var rawID = regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$`)

// words is what the crawler knows of the messages: every text of the other
// language that the UI's language never says.
type words struct {
	lang  string
	other map[string]bool
	// own is every text of the UI's language, which may quote a name in
	// the other (Qâ's French card names in the English UI).
	own    []string
	quoted map[string]bool
}

// foreign reports whether line is the other language's and no message of
// the UI's language quotes it.
func (w *words) foreign(line string) bool {
	if !w.other[line] {
		return false
	}
	q, ok := w.quoted[line]
	if !ok {
		for _, t := range w.own {
			if strings.Contains(t, line) {
				q = true
				break
			}
		}
		w.quoted[line] = q
	}
	return !q
}

// fyneEnglish are Fyne's own dialog words, which a French screen must not show.
var fyneEnglish = []string{"Cancel", "Confirm", "Yes", "No", "OK", "Open", "Save", "Overwrite?", "Home", "Computer", "Create Folder", "Show Hidden Files", "Name", "Folder", "Error", "Information"}

func newWords(lang string) *words {
	w := &words{lang: lang, other: map[string]bool{}, quoted: map[string]bool{}}
	otherLang := "fr"
	if lang == "fr" {
		otherLang = "en"
	}
	own := map[string]bool{}
	mine, theirs := i18n.New(lang), i18n.New(otherLang)
	for _, id := range i18n.IDs(lang) {
		t := mine.T(id)
		own[t] = true
		w.own = append(w.own, t)
	}
	for _, id := range i18n.IDs(otherLang) {
		t := theirs.T(id)
		if !own[t] && len([]rune(t)) >= 4 && !strings.Contains(t, "<no value>") && strings.ContainsFunc(t, unicode.IsLetter) {
			w.other[t] = true
		}
	}
	if lang == "fr" {
		for _, t := range fyneEnglish {
			if !own[t] {
				w.other[t] = true
			}
		}
	}
	return w
}

// checkWords: no raw message ID, no placeholder left unfilled, nothing in the
// other language.
func (w *words) check(ps []placed) []string {
	var out []string
	for _, p := range ps {
		var text string
		switch x := p.o.(type) {
		case *widget.Label:
			text = x.Text
		case *widget.Button:
			text = x.Text
		case *widget.RichText:
			text = x.String()
		case *canvas.Text:
			text = x.Text
		case *kit.Tile:
			text = x.Text()
		default:
			continue
		}
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			switch {
			case line == "":
			case strings.Contains(line, "{{") || strings.Contains(line, "<no value>") || strings.Contains(line, "%!"):
				out = append(out, fmt.Sprintf("a placeholder is left unfilled: %q", shorten(line)))
			case rawID.MatchString(line) && (i18n.HasMessage("en", line) || i18n.HasMessage("fr", line)):
				out = append(out, fmt.Sprintf("a message ID is shown raw: %q", line))
			case w.foreign(line):
				out = append(out, fmt.Sprintf("%q is not in the UI's language (%s)", shorten(line), w.lang))
			}
		}
	}
	return out
}
