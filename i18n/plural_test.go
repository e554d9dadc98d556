package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// countBeforeNounRe finds a placeholder right before a plural noun or
// participle of the word lists in natural_test.go ("{{.N}} cartes"): when the
// placeholder holds a number, the message needs go-i18n plural forms, or
// "1 cartes" shows.
var countBeforeNounRe = func() *regexp.Regexp {
	var words []string
	for w := range frPlural {
		words = append(words, w)
	}
	for w := range enPlural {
		words = append(words, w)
	}
	sort.Strings(words)
	return regexp.MustCompile(`(?i)(^|[^-])\{\{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*-?\}\}[\s\x{00a0}]+(` + strings.Join(words, "|") + `)\b`)
}()

// countBeforeNoun returns the first "{{.X}} noun" of s where X holds a
// number in message id (not a name: "{{.Skill}} cards"), "" if none.
func countBeforeNoun(id, s string) string {
	for _, m := range countBeforeNounRe.FindAllStringSubmatch(s, -1) {
		if holderKind(id, m[2]) == kindNumber {
			return strings.TrimPrefix(m[0], m[1])
		}
	}
	return ""
}

// stillSingularOnly are the messages known to print a count before a plural
// noun without plural forms: none are left, and none may come back.
var stillSingularOnly = map[string]bool{}

// A count printed before a plural noun has plural forms, and the "one" form
// does not keep the plural noun.
func TestCountsHavePluralForms(t *testing.T) {
	flagged := map[string]bool{}
	for _, lang := range supported {
		msgs := parseLang(t, lang)
		ids := make([]string, 0, len(msgs))
		for id := range msgs {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			fs := forms(msgs[id])
			if len(fs) == 1 {
				m := countBeforeNoun(id, fs["other"])
				if m != "" {
					flagged[id] = true
					if !stillSingularOnly[id] {
						t.Errorf("%s %s: %q without plural forms (one/other)", lang, id, m)
					}
				}
				continue
			}
			// In the singular form only the count itself matters: another
			// number ("{{.Hero}} holds {{.N}} cards: discard {{.Count}}") may
			// well be plural.
			if m := countBeforeNoun(id, fs["one"]); strings.HasPrefix(m, "{{.Count}}") {
				t.Errorf("%s %s: the \"one\" form says %q", lang, id, m)
			}
		}
	}
	for id := range stillSingularOnly {
		if !flagged[id] {
			t.Errorf("%s: fixed, take it off stillSingularOnly", id)
		}
	}
}

// Every plural message renders its one and other forms with a count of 1
// and 2 and its placeholders filled, in both languages.
func TestPluralMessagesRender(t *testing.T) {
	for _, lang := range supported {
		loc := New(lang)
		for id, m := range parseLang(t, lang) {
			fs := forms(m)
			if len(fs) < 2 {
				continue
			}
			var kv []any
			for _, p := range placeholders(m) {
				kv = append(kv, p, "X")
			}
			one, two := loc.N(id, 1, kv...), loc.N(id, 2, kv...)
			if one == id || two == id || strings.Contains(one, "<no value>") || strings.Contains(two, "<no value>") {
				t.Errorf("%s %s: renders %q / %q", lang, id, one, two)
			}
			if one == two && fs["one"] != fs["other"] {
				t.Errorf("%s %s: 1 and 2 render the same: %q", lang, id, one)
			}
		}
	}
}
