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
