package qa

import (
	"strings"
	"testing"
	"time"

	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// A session started with no title typed is named by its date alone: the lists
// say the game already ("Qâ · 2026-11-25"), and a date reads the same after a
// language switch. A typed title is kept as typed.
func TestDefaultSessionTitleIsTheDate(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	today := time.Now().Format("2006-01-02")
	for _, lang := range []string{"en", "fr"} {
		e.U.SetLanguage(lang)
		got := e.U.SessionTitle(qa.Game, "  ")
		if got != today || strings.Contains(got, "Qâ") {
			t.Errorf("%s: default title %q, want %q", lang, got, today)
		}
	}
	if got := e.U.SessionTitle(qa.Game, " Qâ du dimanche "); got != "Qâ du dimanche" {
		t.Errorf("typed title became %q", got)
	}
}
