package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/rules"
	"skald/rules/thorgal"
	"skald/tracker"
)

func init() {
	// The setup form with two characters chosen.
	screens["thorgal-setup"] = setupShot(nil, false, "Thorgal", "Aaricia")
	// The area editor: starting without Jolan's wound area in the profile
	// asks for it on the grid.
	screens["thorgal-area"] = setupShot([]string{"thorgal.character.jolan.area"}, true, "Thorgal", "Jolan")
	// Round 2, Action phase: Thorgal's board with two wounds.
	screens["thorgal"] = seeded(seed.ThorgalSession, "Torkan's Temple")
	// A wound of 4 to place: the tiles of 4, and the ghost of the chosen one
	// where the table tapped.
	screens["thorgal-wounds"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.ThorgalSession(store, "Torkan's Temple")
		if err != nil {
			return err
		}
		if err := sess.Do(thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 4}); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		g := findGrid(w.Canvas())
		if g == nil {
			return fmt.Errorf("no wound grid")
		}
		g.TapSquare(0, 2)
		return nil
	}
	// An effect not fulfilled, for the character shown and one more.
	screens["thorgal-unfulfilled"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["thorgal"](ui, store, w); err != nil {
			return err
		}
		if err := tapMsgs(ui, w, "app.thorgal.unfulfilled"); err != nil {
			return err
		}
		return tap(w, "Aaricia")
	}
	// The Event phase at its draw: the adventure's rule and the two decks.
	screens["thorgal-event"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := seed.ThorgalSession(store, "Torkan's Temple")
		if err != nil {
			return err
		}
		if err := seed.ThorgalToEvent(sess); err != nil {
			return err
		}
		for _, k := range []string{thorgal.CmdAdvanceRound, thorgal.CmdRefreshChips, thorgal.CmdResolveNext} {
			if err := sess.Do(thorgal.Command{Kind: k}); err != nil {
				return err
			}
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// The game's other dialogs, each opened by its button.
	for name, ids := range map[string][]string{
		"thorgal-gain":   {"app.thorgal.gain_wound"},
		"thorgal-forced": {"app.thorgal.forced_loss"},
		"thorgal-item":   {"app.thorgal.item_gain"},
		"thorgal-swap":   {"app.thorgal.swap", "app.thorgal.swap_do"}, // refused: no card chosen
		"thorgal-fight":  {"app.thorgal.combat_action"},
		// The Journey track's tiles are not known yet: asked by their pictures.
		"thorgal-journey-track": {"app.thorgal.journey_action"},
	} {
		screens[name] = thenTap("thorgal", ids...)
	}
	// A Combat under way against Moderate Enemy 4: the sheet that resolves it.
	screens["thorgal-combat"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		return combatScreen(ui, store, w, nil)
	}
	// The Combat sheet with the dice helper: the dial's dice and the faces
	// taught for this example, rolled by the app. The placement helper has
	// no grid yet: it offers to learn it.
	screens["thorgal-combat-dice"] = combatShot(false, false, "app.thorgal.dice_roll")
	// The same Combat with the card's grid taught: the tiles rolled laid
	// where the solver proposes, and why.
	screens["thorgal-combat-place"] = combatShot(true, true, "app.thorgal.dice_roll")
	// The faces rolled at the table, each die's six faces by their pictures.
	screens["thorgal-combat-faces"] = combatShot(false, false, "app.thorgal.dice_table")
	// The placement laid by hand, the tools under the card.
	screens["thorgal-combat-hand"] = combatShot(true, true, "app.thorgal.dice_roll", "app.thorgal.place_hand")
	scrolled("thorgal-combat-dice", "thorgal-combat-place", "thorgal-combat-hand")
	// A Journey, the track's tiles known: the tiles it allows and what they cover.
	screens["thorgal-journey"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.ThorgalSession(store, "Torkan's Temple")
		if err != nil {
			return err
		}
		for level, tiles := range map[int]string{1: "I2,L3", 2: "I3"} {
			if err := sess.Learn(thorgal.JourneyKey(level), tiles); err != nil {
				return err
			}
		}
		if err := sess.Do(thorgal.Command{Kind: thorgal.CmdExperience, Char: 0, Track: thorgal.Journey}); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tapMsgs(ui, w, "app.thorgal.journey_action")
	}
	// Two chips may go under card 22: which did the player take?
	screens["thorgal-chip"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["thorgal"](ui, store, w); err != nil {
			return err
		}
		return tap(w, "22")
	}
	// The Event card the table drew.
	screens["thorgal-draw"] = thenTap("thorgal-event", "app.thorgal.draw_table")
	// The setup's first step at the table: which Terrain card was revealed.
	screens["thorgal-terrain"] = thenTap("thorgal-setup", "app.setup.start", "app.thorgal.setup_terrain_table")
	// An adventure of one's own added to the box, Save tapped too soon.
	screens["thorgal-add-adventure"] = thenTap("thorgal-setup", "app.thorgal.add_adventure", "common.save")
	// Printed values the profile lacks, asked at the start with the game's
	// own editors: the tiles of the box, the Action Row (a text), a
	// character's starting Goods.
	for name, key := range map[string]string{
		"thorgal-tiles": thorgal.TilesKey,
		"thorgal-row":   "thorgal.adventure.torkans_temple.row",
		"thorgal-goods": "thorgal.character.aaricia.goods",
	} {
		screens[name] = setupShot([]string{key}, true, "Thorgal", "Aaricia")
	}
}

// thorgalCombatPrinted are the box profile's editors of the Combat values,
// each opened with a value in it (the dice named as a table might).
func init() {
	for name, kv := range map[string][2]string{
		"thorgal-die-name":  {thorgal.DieNameKey(1), ""},
		"thorgal-die-faces": {thorgal.DieFacesKey(2), "O1/I2,I2,I2/L3,I3,L3,T4/P5"},
		// The tiles offered for face 1's black squares: larger than its white one.
		"thorgal-die-faces-pick": {thorgal.DieFacesKey(2), "O1/I2,I2,I2/L3,I3,L3,T4/P5"},
		"thorgal-dial":           {thorgal.DialKey(5), "2,3,3"},
		"thorgal-enemy-grid":     {thorgal.EnemyGridKey(thorgal.Major, "03"), "#hh#..../#xh#e#../.#!#m#../..#d#hh./..####j#/...s#a.."},
		"thorgal-enemy-grid-8":   {thorgal.EnemyGridKey(thorgal.Massive, "01"), "hhhhhhhh/#xjsmoga/pfed!#.#/########/########/########/########/#######h"},
		"thorgal-enemy-special":  {thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:2,wound:L3,discard:ore,die:3"},
		// The same, scrolled to the buttons that add a part.
		"thorgal-enemy-special-add": {thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:2,wound:L3,discard:ore,die:3"},
	} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			if err := seed.ThorgalProfile(store); err != nil {
				return err
			}
			for die, colour := range map[int]string{2: "green", 3: "blue"} {
				if err := store.SetPrinted(thorgal.Game.ID(), thorgal.DieNameKey(die), colour); err != nil {
					return err
				}
			}
			spec, ok := rules.PrintedSpecFor(thorgal.Game, kv[0])
			if !ok {
				return fmt.Errorf("no printed value %s", kv[0])
			}
			ui.ShowHome()
			ui.AskPrinted(spec, kv[1], func(string) {})
			if name == "thorgal-die-faces-pick" {
				return tapMsgs(ui, w, "app.thorgal.die_critical")
			}
			if name == "thorgal-enemy-grid-8" || name == "thorgal-enemy-special-add" { // scrolled to the end
				settleCanvas(w.Canvas())
				scrollDialogToEnd(w.Canvas())
			}
			return nil
		}
	}
}

// The end of Thorgal's box profile: the Enemy cards' values, one card's
// known (said in words), the last one not yet.
func init() {
	screens["thorgal-profile-combat"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.ThorgalProfile(store); err != nil {
			return err
		}
		for k, v := range map[string]string{
			thorgal.EnemyGridKey(thorgal.Massive, "01"):    "hhhhhhhh/#xjsmoga/pfed!#.#",
			thorgal.EnemySpecialKey(thorgal.Massive, "01"): "threat:2,wound:L3,discard:ore,die:3",
			thorgal.DieNameKey(3):                          "blue",
		} {
			if err := store.SetPrinted(thorgal.Game.ID(), k, v); err != nil {
				return err
			}
		}
		app.ShowProfile(ui, thorgal.Game.ID())
		settleCanvas(w.Canvas())
		scrollToEnd(w.Canvas().Content())
		return nil
	}
}

// scrollDialogToEnd scrolls the dialog on top to the end of its content.
func scrollDialogToEnd(c fyne.Canvas) {
	overlays := c.Overlays().List()
	if len(overlays) == 0 {
		return
	}
	scrollToEnd(overlays[len(overlays)-1])
}

// squareTapper is the wound grid, seen from outside the app package.
type squareTapper interface{ TapSquare(r, c int) }

// findGrid finds the first wound grid on the canvas.
func findGrid(c fyne.Canvas) squareTapper {
	var found squareTapper
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if found != nil || o == nil || !o.Visible() {
			return
		}
		if g, ok := o.(squareTapper); ok {
			found = g
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, ch := range x.Objects {
				visit(ch)
			}
		case fyne.Widget:
			for _, ch := range test.WidgetRenderer(x).Objects() {
				visit(ch)
			}
		}
	}
	visit(c.Content())
	return found
}

// combatShot is the Combat sheet of combatScreen (with the card's grid
// taught or not) with the buttons saying these messages tapped; placed
// scrolls the placement, below the dice, into view.
func combatShot(grid, placed bool, ids ...string) shot {
	return func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := combatScreen(ui, store, w, combatTaught(grid)); err != nil {
			return err
		}
		if err := tapMsgs(ui, w, ids...); err != nil {
			return err
		}
		if placed {
			settleCanvas(w.Canvas())
			scrollDown(w.Canvas(), 740)
		}
		return nil
	}
}

// combatTaught are the dice and the dial as a table would teach them
// (example values for the screenshot, not the box's), and Moderate Enemy 4's
// grid too when grid.
func combatTaught(grid bool) map[string]string {
	learn := map[string]string{
		thorgal.DieNameKey(1): "Yellow", thorgal.DieFacesKey(1): "O1,I2,I2,L3,O1/I2,I2/L3",
		thorgal.DieNameKey(2): "Orange", thorgal.DieFacesKey(2): "I2,L3,L3,I3,O1/L3,I2/T4",
		thorgal.DialKey(3): "1,2",
	}
	if grid {
		learn[thorgal.EnemyGridKey(thorgal.Moderate, "04")] = "hhx#./#!o#./##h#e/.#j#d"
		learn[thorgal.EnemySpecialKey(thorgal.Moderate, "04")] = "threat:1"
	}
	return learn
}

// combatScreen opens the Combat sheet of Thorgal against Moderate Enemy 4,
// the printed values in learn taught first.
func combatScreen(ui *kit.UI, store *tracker.Store, w fyne.Window, learn map[string]string) error {
	sess, err := seed.ThorgalSession(store, "Torkan's Temple")
	if err != nil {
		return err
	}
	for k, v := range learn {
		if err := sess.Learn(k, v); err != nil {
			return err
		}
	}
	if err := sess.Do(thorgal.Command{Kind: thorgal.CmdFight, Char: 0, Enemy: thorgal.Moderate, Cards: []string{"04"}}); err != nil {
		return err
	}
	if err := ui.OpenSession(sess.Info().ID); err != nil {
		return err
	}
	return tapMsgs(ui, w, "app.thorgal.combat_resolve")
}

// setupShot is the setup form, the box profile lacking the printed values
// skip, with these characters chosen and, with start, Start tapped.
func setupShot(skip []string, start bool, chars ...string) shot {
	return func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.ThorgalProfile(store, skip...); err != nil {
			return err
		}
		ui.ShowSetup(thorgal.Game.ID())
		tapShown(w, chars...)
		if !start {
			return nil
		}
		return tapMsgs(ui, w, "app.setup.start")
	}
}
