package assets

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// digits finds the numbers written in figures in a text.
var digits = regexp.MustCompile(`[0-9]+`)

// numbersIn is the sorted multiset of the numbers written in figures in s.
func numbersIn(s string) []string {
	n := digits.FindAllString(s, -1)
	for i, x := range n {
		if t := strings.TrimLeft(x, "0"); t != "" {
			n[i] = t
		} else {
			n[i] = "0"
		}
	}
	sort.Strings(n)
	return n
}

// numberMismatch says how the numbers of two texts differ, "" when they hold
// the same numbers as often.
func numberMismatch(en, fr string) string {
	a, b := numbersIn(en), numbersIn(fr)
	if strings.Join(a, " ") == strings.Join(b, " ") {
		return ""
	}
	return "EN has [" + strings.Join(a, " ") + "], FR has [" + strings.Join(b, " ") + "]"
}

// TestReferenceSources demands that every entry says, in both languages, where
// its rule stands in the rulebook (or that it is about Skald itself).
func TestReferenceSources(t *testing.T) {
	entries, _ := LoadReference()
	for _, e := range entries {
		for _, lang := range RefLangs {
			if strings.TrimSpace(e.Text(lang).Source) == "" {
				t.Errorf("%s (%s): no %s source", e.ID, e.File, lang)
			}
		}
	}
}

// TestReferenceNumbersParity demands that the English and the French of an
// entry give the same figures: a number changed in one language only is a
// rule stated two ways. The sources (pages) are held to the same.
func TestReferenceNumbersParity(t *testing.T) {
	entries, _ := LoadReference()
	for _, e := range entries {
		if d := numberMismatch(e.EN.Body, e.FR.Body); d != "" {
			t.Errorf("%s (%s): the bodies differ in numbers: %s", e.ID, e.File, d)
		}
		if d := numberMismatch(e.EN.Source, e.FR.Source); d != "" {
			t.Errorf("%s (%s): the sources differ in numbers: %s", e.ID, e.File, d)
		}
	}
}

// TestNumberMismatch checks the comparison itself on texts made to differ.
func TestNumberMismatch(t *testing.T) {
	for _, c := range []struct {
		en, fr string
		differ bool
	}{
		{"Take 3, then 10 and 3.", "Prenez 3, puis 3 et 10.", false},
		{"no number", "aucun nombre", false},
		{"p. 07", "p. 7", false},
		{"5+ on 2 dice", "5+ sur 2\u00a0dés", false},
		{"Take 3 dice.", "Prenez 4 dés.", true},
		{"3 and 3", "3", true},
		{"pp. 20–21", "p. 20", true},
		{"1 Wound", "une Blessure", true},
	} {
		if d := numberMismatch(c.en, c.fr); (d != "") != c.differ {
			t.Errorf("%q / %q: reported %q, want a difference %v", c.en, c.fr, d, c.differ)
		}
	}
}
