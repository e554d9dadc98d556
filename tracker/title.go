package tracker

import (
	"strings"
	"unicode"
)

// A title is shown in lists, headers and file names: what it holds must be
// what it shows. cleanTitle writes line breaks and tabs as spaces, squeezes
// runs of spaces, and drops what would print nothing or turn the text
// around it: control characters (NUL, ESC…), the marks that override the
// direction of the text (a title could then show reversed, and the rest of
// a row with it) and the zero-width spaces. Joiners stay: emoji and some
// scripts need them between visible characters.
func cleanTitle(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r) || r == '\u2028' || r == '\u2029':
			return ' '
		case unicode.IsControl(r), dropped(r):
			return -1
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// dropped is a character a title never keeps: direction overrides and
// isolates, direction marks, zero-width spaces, the byte-order mark.
func dropped(r rune) bool {
	switch {
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069':
		return true
	}
	switch r {
	case '\u061C', '\u200E', '\u200F', '\u200B', '\u2060', '\uFEFF', '\u00AD', '\u180E':
		return true
	}
	return false
}

// visible reports whether s shows anything: a letter, digit, sign or symbol.
func visible(s string) bool {
	for _, r := range s {
		if unicode.IsGraphic(r) && !unicode.IsSpace(r) && !unicode.IsMark(r) {
			return true
		}
	}
	return false
}

// cleanNewTitle is title as a new session or campaign stores it: cleaned,
// empty when nothing was given, and refused in words when all it held was
// invisible.
func cleanNewTitle(title string) (string, error) {
	clean := cleanTitle(title)
	if clean != "" && !visible(clean) || clean == "" && strings.TrimSpace(title) != "" {
		return "", fail("tracker.err.invisible_title", nil)
	}
	return clean, checkTitle(clean)
}

// importedTitle is a title read from a file: cleaned, and "—" when nothing
// visible is left.
func importedTitle(title string) string {
	if clean := cleanTitle(title); visible(clean) {
		return clean
	}
	return "—"
}
