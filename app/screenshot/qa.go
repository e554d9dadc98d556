package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app"
	"skald/app/internal/seed"
	"skald/rules/qa"
	"skald/tracker"
)

func init() {
	screens["qa-setup"] = func(ui *app.UI, _ *tracker.Store, w fyne.Window) error {
		ui.ShowSetup(qa.Game.ID())
		for _, name := range []string{"Thorgal", "Aaricia", "Jolan"} {
			if b := findButton(w.Canvas(), name); b != nil {
				test.Tap(b)
			}
		}
		return nil
	}
	screens["qa"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		id, err := seedQa(store, "Tuesday night")
		if err != nil {
			return err
		}
		return ui.OpenSession(id)
	}
	// Ogotaï is on 5 and space 6 is not known yet: the app asks.
	screens["qa-printed"] = func(ui *app.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa"](ui, store, w); err != nil {
			return err
		}
		b := findButton(w.Canvas(), ui.Localizer().T("app.qa.advance"))
		if b == nil {
			return fmt.Errorf("no Advance button")
		}
		test.Tap(b)
		return nil
	}
}

// seedQa starts the example session at the Ogotaï phase of round 3; its last
// action was undone and done again, so the history shows a dropped entry.
func seedQa(store *tracker.Store, title string) (int64, error) {
	sess, err := seed.QaSession(store, title, 2)
	if err != nil {
		return 0, err
	}
	if err := sess.Undo(); err != nil {
		return 0, err
	}
	if err := sess.Do(qa.Command{Kind: qa.CmdEndTurn}); err != nil {
		return 0, err
	}
	return sess.Info().ID, nil
}

// seedSessions makes a few sessions: two in progress, one lost.
func seedSessions(store *tracker.Store) error {
	if _, err := seedQa(store, "Tuesday night"); err != nil {
		return err
	}
	lost, err := seed.QaSession(store, "Solo evening", 0)
	if err != nil {
		return err
	}
	for i := 1; i < qa.WarSpaces; i++ {
		if _, ok := lost.State().(qa.State).War(i); !ok {
			if err := store.SetPrinted(qa.Game.ID(), fmt.Sprintf("qa.war.%d", i), "0"); err != nil {
				return err
			}
		}
	}
	for !lost.State().(qa.State).Over() {
		st := lost.State().(qa.State)
		if _, ok := st.War(st.Ogotai + 1); !ok && st.Ogotai+1 < qa.WarSpaces {
			if err := lost.Learn(fmt.Sprintf("qa.war.%d", st.Ogotai+1), "0"); err != nil {
				return err
			}
		}
		if err := lost.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			return err
		}
		if err := seed.QaHeroTurns(lost); err != nil {
			return err
		}
	}
	_, err = seed.QaSession(store, "Family game", 0)
	return err
}
