package main

import (
	"fyne.io/fyne/v2"

	althingui "skald/app/althing"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/rules/althing"
	"skald/tracker"
)

func init() {
	screens["althing-setup"] = func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error {
		ui.ShowSetup(althing.Game.ID())
		return nil
	}
	screens["althing"] = seeded(seed.AlthingSession, "Saga night")
	screens["althing-solo"] = seeded(seed.AlthingSolo, "Against Thorfinn")
	screens["althing-new"] = seeded(seed.AlthingNewGame, "New saga")
	// A normal game's setup with the table's deal being entered: two stages
	// tapped so far.
	screens["althing-deal"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := store.NewSession(althing.Game, "Deal", althing.Setup{Mode: althing.ModeNormal, Players: 2})
		if err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tapMsgs(ui, w, "app.althing.bar.deal_table", "althing.stage.snekkar", "althing.stage.drakkar")
	}
	// Thorfinn's card c turned up in a fresh box: the app asks how the cards read.
	screens["althing-ask"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
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
		return tap(w, ui.Localizer().T("app.althing.bar.thorfinn_play", "Card", "c"))
	}
	// A finished three-player game: the banner names the King.
	screens["althing-over"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.AlthingSession(store, "Saga night")
		if err != nil {
			return err
		}
		if err := seed.AlthingPlayOut(sess); err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// The saga alternative: six stages in two branches; Player 1 took the
	// left branch and must climb it once more, Player 2 plays.
	screens["althing-saga"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if err := seed.AlthingProfile(store); err != nil {
			return err
		}
		sess, err := store.NewSession(althing.Game, "Saga", althing.Setup{Mode: althing.ModeSaga, Players: 2, Kattegat: althing.SideB})
		if err != nil {
			return err
		}
		for _, c := range []althing.Command{
			{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
				{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideB},
				{Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Kernelyd, Side: althing.SideA},
				{Card: althing.Vegvisir, Side: althing.SideB}, {Card: althing.Knorrer, Side: althing.SideA}}},
			{Kind: althing.CmdBegin},
			{Kind: althing.CmdComplete, Stage: 1},
			{Kind: althing.CmdEndPhase},
		} {
			if err := sess.Do(c); err != nil {
				return err
			}
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// At the table, Player 2 recruited Hild: the app asks which Viking came up
	// in the empty slot, with how many of each are left.
	screens["althing-viking"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.AlthingSession(store, "Saga night")
		if err != nil {
			return err
		}
		if err := sess.Do(althing.Command{Kind: althing.CmdRecruit, Cards: []string{althing.Floki}, Table: true}); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().N("app.althing.bar.fill_table", 1))
	}
	// The two seeded campaigns: the discovery one and the solo record.
	for name, record := range map[string]bool{"althing-campaign": false, "althing-record": true} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
			shown, solo, err := seed.AlthingCampaigns(store)
			if err != nil {
				return err
			}
			if record {
				shown = solo
			}
			althingui.ShowAlthingCampaign(ui, shown.ID)
			return nil
		}
	}
}

// The game's long screens, also scrolled down.
func init() {
	scrolled("althing", "althing-solo", "althing-new", "althing-over", "althing-setup",
		"althing-campaign", "althing-record", "althing-ask", "althing-deal", "althing-saga")
}
