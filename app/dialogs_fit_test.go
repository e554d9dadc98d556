package app

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/games"
	"skald/tracker"
)

// At the largest text size, in English and in French, every dialog of the
// shell and of the game frame opens showing its content, no wider than a
// phone: rename, delete, an error, a damaged database set aside, a printed
// value asked (buttons, a number typed or stepped, text), the checklist and
// the history of a game, a glossary entry over a dialog.
func TestShellDialogsFitPhone(t *testing.T) {
	session := func(e *kittest.Env) {
		if _, err := seed.QaSession(e.Store, "A long evening with the cousins from Trondheim", 2); err != nil {
			e.T.Fatal(err)
		}
		ShowSessions(e.U)
	}
	printed := func(pick func(rules.PrintedSpec) bool) func(e *kittest.Env) {
		return func(e *kittest.Env) {
			e.U.ShowHome()
			for _, g := range games.All() {
				for _, spec := range g.Printed() {
					if pick(spec) {
						e.U.AskPrinted(spec, "", func(string) {})
						return
					}
				}
			}
			e.T.Fatal("no printed value of that kind")
		}
	}
	game := func(e *kittest.Env) {
		e.Open(seed.QaSession(e.Store, "Dialogs", 2))
	}
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "rename a session", Open: kittest.Then(session, func(e *kittest.Env) { test.Tap(e.IconButton(theme.DocumentCreateIcon())) })},
		{Name: "delete a session", Open: kittest.Then(session, func(e *kittest.Env) { test.Tap(e.IconButton(theme.DeleteIcon())) })},
		{Name: "an error", Open: func(e *kittest.Env) {
			e.U.ShowHome()
			e.U.ShowError(errors.New("the disk is full: nothing was written, the session is as it was before the last tap"))
		}},
		{Name: "damaged database", Open: func(e *kittest.Env) {
			e.U.ShowHome()
			e.U.ShowRecovered(&tracker.Recovered{MovedTo: "/home/player/.local/share/skald/skald.db.damaged-2026-11-25T20-30-00"})
		}},
		{Name: "printed choice", Open: printed(func(s rules.PrintedSpec) bool { return s.Kind == rules.PrintedChoice && len(s.Choices) > 4 })},
		{Name: "printed number", Open: printed(func(s rules.PrintedSpec) bool { return s.Kind == rules.PrintedInt && s.Max-s.Min > 20 })},
		{Name: "printed text", Open: printed(func(s rules.PrintedSpec) bool { return s.Kind == rules.PrintedText })},
		{Name: "checklist", Open: kittest.Then(game, func(e *kittest.Env) { test.Tap(e.Frame().NextBtn.Button) })},
		{Name: "history", Open: kittest.Then(game, func(e *kittest.Env) { test.Tap(e.Frame().HistoryBtn) })},
		{Name: "live view", Open: kittest.Then(game, func(e *kittest.Env) {
			test.Tap(e.Frame().NextBtn.Button)
			e.Tap(e.U.Loc.T("app.live.show"))
			e.T.Cleanup(e.Frame().StopLive)
		})},
		{Name: "glossary entry over a dialog", Open: kittest.Then(game, func(e *kittest.Env) {
			test.Tap(e.Frame().HistoryBtn)
			e.U.OpenIcon("qa-die-goddess")
		})},
	})
}
