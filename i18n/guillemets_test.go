package i18n

import (
	"regexp"
	"sort"
	"testing"

	"skald/assets"
)

// looseGuillemet finds a « followed, or a » preceded, by a space a line may
// break at (an ordinary space, a tab or a newline): the quote then ends one
// line and its words start the next. Inside guillemets French takes a
// non-breaking space (U+00A0) or a narrow one (U+202F).
var looseGuillemet = regexp.MustCompile(`«[ \t\r\n]|[ \t\r\n]»`)

// guillemetSlips lists, for each text, where a guillemet stands loose.
func guillemetSlips(where string, s string) []string {
	var out []string
	for _, loc := range looseGuillemet.FindAllStringIndex(s, -1) {
		lo, hi := max(loc[0]-20, 0), min(loc[1]+20, len(s))
		out = append(out, where+": "+quoteRunes(s[lo:hi]))
	}
	return out
}

// quoteRunes shows a snippet with its spaces told apart.
func quoteRunes(s string) string {
	return regexp.MustCompile(`\x{00a0}`).ReplaceAllString(regexp.MustCompile(` `).ReplaceAllString(s, "␠"), "⍽")
}

// TestGuillemetsHoldTheirSpace demands non-breaking spaces inside « » in every
// message (every plural form) and every reference entry, in both languages.
func TestGuillemetsHoldTheirSpace(t *testing.T) {
	var slips []string
	for _, lang := range []string{"en", "fr"} {
		for id, m := range parseLang(t, lang) {
			for form, s := range forms(m) {
				slips = append(slips, guillemetSlips(lang+" "+id+" ("+form+")", s)...)
			}
		}
	}
	entries, err := assets.LoadReference()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		for _, lang := range assets.RefLangs {
			x := e.Text(lang)
			for part, s := range map[string]string{"title": x.Title, "body": x.Body, "source": x.Source, "keywords": x.Keywords} {
				slips = append(slips, guillemetSlips(e.ID+" "+lang+" "+part, s)...)
			}
		}
	}
	sort.Strings(slips)
	for _, s := range slips {
		t.Errorf("a guillemet beside a breaking space (␠; use ⍽ U+00A0 or U+202F): %s", s)
	}
}

// TestLooseGuillemetFound keeps the pattern honest on texts of known form.
func TestLooseGuillemetFound(t *testing.T) {
	for s, loose := range map[string]bool{
		"« Thorgal »":             true,
		"«\u00a0Thorgal »":        true,
		"«\nThorgal\u00a0»":       true,
		"«\u00a0Thorgal\u00a0»":   false,
		"«\u202fThorgal\u202f»":   false,
		"pas de guillemets ici !": false,
	} {
		if got := len(guillemetSlips("t", s)) > 0; got != loose {
			t.Errorf("%q: loose = %v, want %v", s, got, loose)
		}
	}
}
