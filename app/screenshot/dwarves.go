package main

import (
	"fmt"

	"fyne.io/fyne/v2"

	dwarvesui "skald/app/dwarves"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/rules/dwarves"
	"skald/tracker"
)

func init() {
	// The setup form with two heroes chosen (their boards known) and the
	// table's setup guide below.
	screens["dwarves-setup"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.DwarvesProfile(store); err != nil {
			return err
		}
		ui.ShowSetup(dwarves.Game.ID())
		for _, id := range []string{dwarves.Tungdil, dwarves.Narmora} {
			if err := tap(w, ui.Localizer().Msg(dwarves.HeroName(id))+"\n"+boardLine(ui, id)); err != nil {
				return err
			}
		}
		return nil
	}
	// The setup of the next Book from a campaign, heroes chosen: who plays
	// each, offered from the campaign's players (scrolled down to them).
	screens["dwarves-setup-players"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		id, err := seedDwarvesCampaign(store)
		if err != nil {
			return err
		}
		ui.ShowCampaigns()
		dwarvesui.ShowDwarvesCampaign(ui, id)
		if err := tap(w, ui.Localizer().T("app.dwarves.campaign.play_book", "N", 3)); err != nil {
			return err
		}
		for _, h := range []string{dwarves.Tungdil, dwarves.Narmora} {
			if err := tap(w, ui.Localizer().Msg(dwarves.HeroName(h))+"\n"+boardLine(ui, h)); err != nil {
				return err
			}
		}
		settleCanvas(w.Canvas())
		return scrollToLabel(w.Canvas(), ui.Localizer().T("app.dwarves.setup.players"))
	}
	// Starting a game whose hero board is not known yet: the app asks for
	// the whole board at once.
	screens["dwarves-heroboard"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		var skip []string
		for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
			skip = append(skip, dwarves.HeroKey(dwarves.Narmora, k))
		}
		if err := seed.DwarvesProfile(store, skip...); err != nil {
			return err
		}
		ui.ShowSetup(dwarves.Game.ID())
		for _, id := range []string{dwarves.Tungdil, dwarves.Narmora} {
			if err := tap(w, ui.Localizer().Msg(dwarves.HeroName(id))+"\n"+boardLine(ui, id)); err != nil {
				return err
			}
		}
		return tap(w, ui.Localizer().T("app.setup.start"))
	}
	// The game at Boëndal's actions: Doom track, Council, the turn.
	screens["dwarves"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.DwarvesSession(store, 0, "Saturday")
		if err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// The fight sheet before the roll: the troops and the exact odds.
	screens["dwarves-fight"] = thenTap("dwarves", "app.dwarves.act.fight")
	// The fight sheet after a roll entered at the table: what it defeats and
	// Boëndal's +1.
	screens["dwarves-fight-roll"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.DwarvesSession(store, 0, "Saturday")
		if err != nil {
			return err
		}
		if err := sess.Do(dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 3, Faces: []int{6, 4, 3}}); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.dwarves.bar.resolve", "Action", ui.Localizer().Msg(dwarves.ActionName(dwarves.ActFight))))
	}
	// A big fight roll: six die buttons for Boëndal's +1 on a phone.
	screens["dwarves-fight-roll6"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.DwarvesSession(store, 0, "Saturday")
		if err != nil {
			return err
		}
		if err := sess.Do(dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 6, Faces: []int{6, 5, 4, 4, 3, 1}}); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.dwarves.bar.resolve", "Action", ui.Localizer().Msg(dwarves.ActionName(dwarves.ActFight))))
	}
	// Book 4: Kordrion has flown at the end of the turn; who does it hurt?
	screens["dwarves-dragon"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.DwarvesBook(store, 4)
		if err != nil {
			return err
		}
		st := sess.State().(dwarves.State)
		for _, c := range []dwarves.Command{
			{Kind: dwarves.CmdMoveTroops, Moves: []dwarves.TroopMove{
				{From: dwarves.InHex(dwarves.GateI), To: dwarves.InHex("Porista"), Troops: st.Board[dwarves.GateI].Plain()},
				{From: dwarves.InHex(dwarves.GateI), To: dwarves.InHex("Roodacre"), Troops: st.Board[dwarves.GateI].Leaders()}}},
			{Kind: dwarves.CmdEquip, Hero: dwarves.Tungdil, Name: "Keenfire", From: dwarves.WhyDeck},
			{Kind: dwarves.CmdAction, Name: "Spell"}, {Kind: dwarves.CmdAction, Name: "Spell"},
		} {
			if err := sess.Do(c); err != nil {
				return fmt.Errorf("%s: %w", c.Kind, err)
			}
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		if err := tap(w, ui.Localizer().T("app.dwarves.bar.dragon_enter")); err != nil {
			return err
		}
		return tap(w, "3")
	}
	// The first digital Recruitment roll: the app asks one die's six sides.
	// The Council marker reaches a space whose printed text the table has
	// not told yet: the app asks what it does, with Later.
	screens["dwarves-council"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		key := dwarves.CouncilKey(6, 1)
		if err := seed.DwarvesProfile(store, key); err != nil {
			return err
		}
		sess, err := store.NewSessionIn(0, dwarves.Game, "Council", seed.DwarvesSetup)
		if err != nil {
			return err
		}
		for _, c := range []dwarves.Command{{Kind: dwarves.CmdAdvance, Table: true},
			{Kind: dwarves.CmdRoll, Action: dwarves.ActDispatch, Table: true, Dice: 1, Faces: []int{6}}, {Kind: dwarves.CmdDispatch}} {
			if err := sess.Do(c); err != nil {
				return err
			}
		}
		return ui.OpenSession(sess.Info().ID)
	}
	screens["dwarves-recruitdie"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		var skip []string
		for _, die := range dwarves.RecruitDice {
			for side := 1; side <= 6; side++ {
				skip = append(skip, dwarves.RecruitKey(die, side))
			}
		}
		if err := seed.DwarvesProfile(store, skip...); err != nil {
			return err
		}
		sess, err := store.NewSessionIn(0, dwarves.Game, "Dice", seed.DwarvesSetup)
		if err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.dwarves.bar.recruit_roll"))
	}
	// The other action sheets before the roll: dispatch and check odds.
	for name, act := range map[string]string{"dwarves-dispatch": "app.dwarves.act.dispatch", "dwarves-check": "app.dwarves.act.check"} {
		screens[name] = thenTap("dwarves", act)
	}
	// A move rolled at the table: where to, and the Perished Land entered.
	screens["dwarves-move-roll"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.DwarvesSession(store, 0, "Saturday")
		if err != nil {
			return err
		}
		for _, c := range []dwarves.Command{{Kind: dwarves.CmdPerish, Hex: "Porista"},
			{Kind: dwarves.CmdRoll, Action: dwarves.ActMove, Table: true, Dice: 4, Faces: []int{5, 2, 3, 1}}} {
			if err := sess.Do(c); err != nil {
				return err
			}
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.dwarves.bar.resolve", "Action", ui.Localizer().Msg(dwarves.ActionName(dwarves.ActMove))))
	}
	for name, sec := range map[string]string{"dwarves-heroes": "app.dwarves.sec.heroes", "dwarves-army": "app.dwarves.sec.army",
		"dwarves-cards": "app.dwarves.sec.cards"} {
		screens[name] = thenTap("dwarves", sec)
	}
	// The next turn's start: a Troops space, Recruitment dice entered.
	screens["dwarves-recruit"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.DwarvesSession(store, 0, "Saturday")
		if err != nil {
			return err
		}
		for _, c := range []dwarves.Command{{Kind: dwarves.CmdEndTurn}, {Kind: dwarves.CmdAdvance, Table: true}, {Kind: dwarves.CmdEndTurn}} {
			if err := sess.Do(c); err != nil {
				return err
			}
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.dwarves.bar.recruit_enter"))
	}
	// Books 3, 4 and 5 at their first actions, on the cards section.
	for _, book := range []int{3, 4, 5} {
		screens[fmt.Sprintf("dwarves-book%d", book)] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			sess, err := seed.DwarvesBook(store, book)
			if err != nil {
				return err
			}
			if err := ui.OpenSession(sess.Info().ID); err != nil {
				return err
			}
			return tap(w, ui.Localizer().T("app.dwarves.sec.cards"))
		}
	}
	// A campaign with Book 1 won and lost and Book 2 under way.
	screens["dwarves-campaign"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		id, err := seedDwarvesCampaign(store)
		if err != nil {
			return err
		}
		ui.ShowCampaigns()
		dwarvesui.ShowDwarvesCampaign(ui, id)
		return nil
	}
}

// boardLine is the second line of a hero's setup tile, as the profile knows it.
func boardLine(ui *kit.UI, id string) string { return dwarvesui.DwarvesBoardLine(ui, id) }

// seedDwarvesCampaign makes a campaign of three games: Book 1 lost at
// Normal, Book 1 won at Easy with Élfar, Book 2 being played.
func seedDwarvesCampaign(store *tracker.Store) (int64, error) { return seed.DwarvesCampaign(store) }

// The Dwarves' long screens, also scrolled down.
func init() {
	scrolled("dwarves-setup", "dwarves", "dwarves-fight", "dwarves-fight-roll", "dwarves-heroes",
		"dwarves-army", "dwarves-cards", "dwarves-campaign", "dwarves-book3", "dwarves-book4", "dwarves-book5",
		"dwarves-dispatch", "dwarves-check", "dwarves-move-roll")
}
