package thorgal

import (
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
	"skald/tracker"
)

// fitCases are Thorgal's screens in the states a phone must show whole.
func fitCases() []kittest.FitCase {
	var cases kittest.FitCases
	add := cases.Add

	// Thorgal: the setup, the board, a wound being placed, the Event phase.
	setup := kittest.SetupWith(thorgal.Game.ID(), seed.ThorgalProfile)
	tap := func(texts ...string) func(e *kittest.Env) {
		return func(e *kittest.Env) {
			for _, t := range texts {
				e.Tap(t)
			}
		}
	}
	add("thorgal setup", kittest.Then(setup, tap("Thorgal", "Aaricia")))
	thorgalAt := func(cmds ...thorgal.Command) func(e *kittest.Env) {
		return kittest.OpenSeeded(kittest.PlayedOn(func(s *tracker.Store) (*tracker.Session, error) {
			return seed.ThorgalSession(s, "Fit")
		}, cmds...))
	}
	add("thorgal area", kittest.Then(kittest.SetupWith(thorgal.Game.ID(), seed.ThorgalProfile, "thorgal.character.jolan.area"),
		tap("Thorgal", "Jolan"), kittest.TapMsg("app.setup.start")))
	add("thorgal board", thorgalAt())
	add("thorgal wound", kittest.Then(thorgalAt(thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 4}),
		func(e *kittest.Env) { tapGrid(e, 0, 2) }))
	add("thorgal event", eventAt)

	// Every dialog of the game, on the board or the setup: it shows its
	// content and is no wider than the phone (CheckDialogs).
	board := func(e *kittest.Env) *thorgalBoard { return e.Frame().B.(*thorgalBoard) }
	onBoard := func(name string, open func(b *thorgalBoard)) {
		add(name, kittest.Then(thorgalAt(), func(e *kittest.Env) { open(board(e)) }))
	}
	onBoard("thorgal gain wound", func(b *thorgalBoard) { b.char.wounds.gainDialog() })
	onBoard("thorgal unfulfilled", func(b *thorgalBoard) { b.char.wounds.unfulfilledDialog() })
	onBoard("thorgal forced loss", func(b *thorgalBoard) { b.char.wounds.forcedDialog() })
	onBoard("thorgal gain item", func(b *thorgalBoard) { b.char.gainItem() })
	onBoard("thorgal swap", func(b *thorgalBoard) { b.row.swapDialog() })
	onBoard("thorgal refill", func(b *thorgalBoard) {
		b.s.Display[0] = "" // an empty slot to refill
		b.decks.refillTable()
	})
	onBoard("thorgal terrain", func(b *thorgalBoard) {
		b.next.pickCard(thorgal.Terrain, b.u.Loc.T("app.thorgal.pick_terrain"), func(string) {})
	})
	add("thorgal chip", kittest.Then(thorgalAt(), func(e *kittest.Env) { e.Tap("22") }))
	add("thorgal swap refused", kittest.Then(thorgalAt(), func(e *kittest.Env) {
		board(e).row.swapDialog()
		e.Tap(e.U.Loc.T("app.thorgal.swap_do"))
	}))
	add("thorgal draw table", kittest.Then(eventAt, func(e *kittest.Env) { board(e).next.drawTable() }))
	add("thorgal draw table other deck", kittest.Then(eventAt, func(e *kittest.Env) {
		board(e).next.drawTable()
		s := board(e).s
		e.Tap(e.U.Loc.T("app.thorgal.draw_unmet", "Deck", e.U.Loc.Msg(thorgal.DeckName(s.Sheet.Right))))
	}))
	// The Event card drawn at the table, its Next Event phase effect not
	// known yet: the question and its four long answers.
	add("thorgal note effect", kittest.Then(eventAt, func(e *kittest.Env) {
		if err := e.Frame().Sess.Do(thorgal.Command{Kind: thorgal.CmdDrawEvent, Card: "05"}); err != nil {
			e.T.Fatal(err)
		}
		e.Tap(e.U.Loc.T("app.thorgal.note"))
	}))
	add("thorgal add adventure", kittest.Then(setup, kittest.TapMsg("app.thorgal.add_adventure")))
	add("thorgal add adventure refused", kittest.Then(setup, kittest.TapMsg("app.thorgal.add_adventure"), kittest.TapMsg("common.save")))
	add("thorgal add character", kittest.Then(setup, kittest.TapMsg("app.thorgal.add_character")))
	add("thorgal tiles", kittest.Then(kittest.SetupWith(thorgal.Game.ID(), seed.ThorgalProfile, thorgal.TilesKey),
		tap("Thorgal", "Aaricia"), kittest.TapMsg("app.setup.start")))
	for _, suffix := range []string{".goods", ".row", ".requirement"} {
		add("thorgal printed "+suffix, func(e *kittest.Env) {
			setup(e)
			askPrinted(e, suffix)
		})
	}
	add("thorgal printed refused", func(e *kittest.Env) {
		setup(e)
		askPrinted(e, ".row")
		e.Tap(e.U.Loc.T("common.save"))
	})
	return cases
}

// eventAt opens a session at the Event phase's draw.
func eventAt(e *kittest.Env) { e.Open(drawSession(e.Store, "Fit")) }

// drawSession is a seeded session at the Event phase's draw: the round
// advanced, the chips flipped, the last card's effect resolved.
func drawSession(s *tracker.Store, title string) (*tracker.Session, error) {
	sess, err := seed.ThorgalSession(s, title)
	if err != nil {
		return nil, err
	}
	if err := seed.ThorgalToEvent(sess); err != nil {
		return nil, err
	}
	for _, k := range []string{thorgal.CmdAdvanceRound, thorgal.CmdRefreshChips, thorgal.CmdResolveNext} {
		if err := sess.Do(thorgal.Command{Kind: k}); err != nil {
			return nil, err
		}
	}
	return sess, nil
}

// askPrinted asks the first printed value whose key ends with suffix, with
// the game's own editor, as the setup does.
func askPrinted(e *kittest.Env, suffix string) {
	e.T.Helper()
	for _, spec := range thorgal.Printed() {
		if strings.HasSuffix(spec.Key, suffix) {
			switch suffix {
			case ".goods":
				thorgalGoodsDialog(e.U, e.U.Loc.Msg(spec.Prompt), "", func(string) {})
			default:
				thorgalTextDialog(e.U, spec, "", func(string) {})
			}
			return
		}
	}
	e.T.Fatalf("no printed value %q", suffix)
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }
