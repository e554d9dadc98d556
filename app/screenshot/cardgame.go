package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/cardgame"
	"skald/tracker"
)

func init() {
	// The setup form filled in: factions, the first destiny player, lands.
	screens["cardgame-setup"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.CardgameProfile(store); err != nil {
			return err
		}
		ui.ShowSetup(cardgame.Game.ID())
		loc := ui.Localizer()
		taps := []string{
			loc.Msg(cardgame.FactionName(cardgame.Lords)),
			loc.Msg(cardgame.FactionName(cardgame.Vikings)),
		}
		// The two factions: the first "Lords" is player 1's, the second
		// "Vikings" player 2's (their buttons come in form order).
		if err := tapNth(w.Canvas(), taps[0], 0); err != nil {
			return err
		}
		if err := tapNth(w.Canvas(), taps[1], 1); err != nil {
			return err
		}
		if err := tapNth(w.Canvas(), loc.Msg(cardgame.FactionName(cardgame.Lords)), 2); err != nil {
			return err
		}
		tapShown(w, "Example land A", "Example land B", "Fortified Port", "Example land D")
		return nil
	}
	// The same form scrolled to its end: the lands in play.
	screens["cardgame-setup-lands"] = atEnd("cardgame-setup")
	// Round 1, Gods' fate: both splitters.
	screens["cardgame"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		return openCardgame(ui, store, seed.CardgameAtFate)
	}
	// Round 1, Dawn: the seats taking turns.
	screens["cardgame-dawn"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		return openCardgame(ui, store, seed.CardgameAtDawn)
	}
	// The same on a phone lying flat between the players, facing Anna: Ben's
	// seat turned upside down at the top.
	screens["cardgame-flat"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := openCardgame(ui, store, seed.CardgameAtDawn); err != nil {
			return err
		}
		return tapMsgs(ui, w, "app.cardgame.flat")
	}
	// The same scrolled to its end: the switch and the side the phone faces.
	screens["cardgame-flat-end"] = atEnd("cardgame-flat")
	// Round 2, the journey calculator with the rulebook's numbers: a party of
	// 5/3/3 against Fortified Port (4/0/0) and an opposing companion (1/1/1).
	screens["cardgame-journey"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := openCardgame(ui, store, seed.CardgameAtResolve); err != nil {
			return err
		}
		// The steppers set one side at a time: Bravery, Cunning, Power.
		loc := ui.Localizer()
		for _, side := range []struct {
			name string
			n    []int
		}{{"app.cardgame.side_opponent", []int{1, 1, 1}}, {"app.cardgame.calc_party", []int{5, 3, 3}}} {
			b := findButton(w.Canvas(), loc.T(side.name))
			if b == nil {
				return fmt.Errorf("no side %s", side.name)
			}
			test.Tap(b)
			for i, n := range side.n {
				for range n {
					if err := tapPlus(w.Canvas(), i); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	// Round 1, the journey's first steps and its end: the choice of land, the
	// bane player's opposing choice, the conquest with its one-time effect.
	for name, at := range map[string]string{
		"cardgame-choose":  seed.CardgameAtChoose,
		"cardgame-oppose":  seed.CardgameAtOppose,
		"cardgame-end":     seed.CardgameAtEnd,
		"cardgame-cleanup": seed.CardgameAtCleanup,
		"cardgame-bane":    seed.CardgameAtBane,
		"cardgame-lost":    seed.CardgameAtLost,
	} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
			return openCardgame(ui, store, at)
		}
	}
	// Round 1, a land chosen whose symbols are not known yet: the one dialog
	// that asks all three.
	screens["cardgame-land-attrs"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := openCardgame(ui, store, seed.CardgameAtNewLand); err != nil {
			return err
		}
		return tap(w, "Example land A\n"+ui.Localizer().T("app.cardgame.attrs_unknown"))
	}
	// The journey calculator scrolled to its end: the comparison and the gaps.
	screens["cardgame-journey-end"] = atEnd("cardgame-journey")
	// Round 1, Dusk: the upkeep of Anna's companions.
	screens["cardgame-upkeep"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		return openCardgame(ui, store, seed.CardgameAtUpkeep)
	}
	// The end: Anna's third horn.
	screens["cardgame-won"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		return openCardgame(ui, store, seed.CardgameAtWon)
	}
}

func openCardgame(ui *kit.UI, store *tracker.Store, at string) error {
	sess, err := seed.CardgameSession(store, "Duel", at)
	if err != nil {
		return err
	}
	return ui.OpenSession(sess.Info().ID)
}

// tapNth taps the n-th button (0-based, in screen order) whose text is text.
func tapNth(c fyne.Canvas, text string, n int) error {
	var found []*widget.Button
	collect(c.Content(), func(b *widget.Button) bool { return b.Text == text }, &found)
	if n >= len(found) {
		return fmt.Errorf("no button %q number %d (%d found)", text, n, len(found))
	}
	test.Tap(found[n])
	return nil
}

// tapPlus taps the n-th enabled "+" stepper button on the screen.
func tapPlus(c fyne.Canvas, n int) error {
	var found []*widget.Button
	add := theme.ContentAddIcon().Name()
	collect(c.Content(), func(b *widget.Button) bool {
		return b.Text == "" && b.Icon != nil && b.Icon.Name() == add
	}, &found)
	if n >= len(found) {
		return fmt.Errorf("no stepper + number %d (%d found)", n, len(found))
	}
	test.Tap(found[n])
	return nil
}

// scrollToEnd scrolls the first scrolling area under o to its end.
func scrollToEnd(o fyne.CanvasObject) bool {
	return kittest.Walk(o, func(o fyne.CanvasObject) bool {
		if s, ok := o.(*container.Scroll); ok {
			s.ScrollToBottom()
			return true
		}
		return false
	})
}

// collect adds the buttons under o that match to out, in screen order.
func collect(o fyne.CanvasObject, match func(*widget.Button) bool, out *[]*widget.Button) {
	kittest.Walk(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && match(b) {
			*out = append(*out, b)
		}
		return false
	})
}
