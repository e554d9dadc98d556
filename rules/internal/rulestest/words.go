package rulestest

import (
	"sync"
	"testing"

	"skald/i18n"
	"skald/rules"
)

// localizers are the two languages a message must read in, loaded once.
var localizers = sync.OnceValues(func() (*i18n.Localizer, *i18n.Localizer) { return i18n.New("en"), i18n.New("fr") })

// Says fails unless m reads wantEN in English and wantFR in French (""
// leaves the French unchecked).
func Says(t testing.TB, m rules.Msg, wantEN, wantFR string) {
	t.Helper()
	en, fr := localizers()
	if got := en.Msg(m); got != wantEN {
		t.Errorf("en: %q\nwant %q", got, wantEN)
	}
	if got := fr.Msg(m); wantFR != "" && got != wantFR {
		t.Errorf("fr: %q\nwant %q", got, wantFR)
	}
}

// Named fails unless name gives each of ids a message both languages hold:
// the names built from a set's prefix and a member's ID ("qa.hero." + id)
// escape i18n's check that every ID the code uses exists.
func Named[T any](t testing.TB, name func(T) rules.Msg, ids ...T) {
	t.Helper()
	for _, id := range ids {
		m := name(id)
		for _, lang := range []string{"en", "fr"} {
			if !i18n.HasMessage(lang, m.ID) {
				t.Errorf("%v: %s has no %s message", id, m.ID, lang)
			}
		}
	}
}
