package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app"
	"skald/app/internal/seed"
	"skald/rules/althing"
	"skald/tracker"
)

// althingTap taps the buttons (or tiles) with these texts, in order.
func althingTap(ui *app.UI, w fyne.Window, ids ...string) error {
	for _, id := range ids {
		text := ui.Localizer().T(id)
		b := findButton(w.Canvas(), text)
		if b == nil {
			return fmt.Errorf("no button %q", text)
		}
		test.Tap(b)
	}
	return nil
}

func init() {
	screens["althing-setup"] = func(ui *app.UI, _ *tracker.Store, _ fyne.Window) error {
		ui.ShowSetup(althing.Game.ID())
		return nil
	}
	screens["althing"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.AlthingSession(store, "Saga night")
		if err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	screens["althing-solo"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.AlthingSolo(store, "Against Thorfinn")
		if err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	screens["althing-new"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.AlthingNewGame(store, "New saga")
		if err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// A normal game's setup with the table's deal being entered: two stages
	// tapped so far.
	screens["althing-deal"] = func(ui *app.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := store.NewSession(althing.Game, "Deal", althing.Setup{Mode: althing.ModeNormal, Players: 2})
		if err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return althingTap(ui, w, "app.althing.bar.deal_table", "althing.stage.snekkar", "althing.stage.drakkar")
	}
	// Thorfinn's card c turned up in a fresh box: the app asks how the cards read.
	screens["althing-ask"] = func(ui *app.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := store.NewSession(althing.Game, "Solo", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true})
		if err != nil {
			return err
		}
		for _, c := range []althing.Command{
			{Kind: althing.CmdDealTrack}, {Kind: althing.CmdBegin}, {Kind: althing.CmdRevealThorfinn, Card: "c"},
		} {
			if err := sess.Do(c); err != nil {
				return err
			}
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		b := findButton(w.Canvas(), ui.Localizer().T("app.althing.bar.thorfinn_play", "Card", "c"))
		if b == nil {
			return fmt.Errorf("no Play button")
		}
		test.Tap(b)
		return nil
	}
	// A finished three-player game: the banner names the King.
	screens["althing-over"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.AlthingSession(store, "Saga night")
		if err != nil {
			return err
		}
		if err := seed.AlthingPlayOut(sess); err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	screens["althing-campaign"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		d, _, err := seed.AlthingCampaigns(store)
		if err != nil {
			return err
		}
		ui.ShowAlthingCampaign(d.ID)
		return nil
	}
	screens["althing-record"] = func(ui *app.UI, store *tracker.Store, _ fyne.Window) error {
		_, s, err := seed.AlthingCampaigns(store)
		if err != nil {
			return err
		}
		ui.ShowAlthingCampaign(s.ID)
		return nil
	}
}
