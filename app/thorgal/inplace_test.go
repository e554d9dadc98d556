package thorgal

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// The board is built once and updated in place: a tap shows its new value
// on the same widgets, and a tab shows the other character's values.
func TestThorgalUpdatesInPlace(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	b := e.Frame().B.(*thorgalBoard)
	text, pip := b.char.threatText, b.char.pip[0]
	e.MustShow("0 of 5")
	test.Tap(b.char.threatUp)
	if got := tstate(t, sess).Chars[0].Threat; got != 1 {
		t.Fatalf("Thorgal holds %d Threat", got)
	}
	if b.char.threatText != text || b.char.pip[0] != pip {
		t.Fatal("the Threat widgets were made again")
	}
	e.MustShow("1 of 5")
	if pip.FillColor != pip.StrokeColor {
		t.Error("the first Threat pip is not filled")
	}
	if b.char.pip[1].FillColor == b.char.pip[1].StrokeColor {
		t.Error("the second Threat pip is filled")
	}
	test.Tap(b.char.threatDown)
	e.MustShow("0 of 5")
	if pip.FillColor == pip.StrokeColor {
		t.Error("the first Threat pip is still filled")
	}

	// Aaricia's board: her Threat and her Item, which she then uses.
	e.Tap("Aaricia · room for Wound (5)")
	e.MustShow("2 of 5")
	e.MustShow("Rope")
	if e.Shows("No Item held.") {
		t.Error("Aaricia holds the Rope, yet no Item is said")
	}
	e.Tap("Use")
	if n := len(tstate(t, sess).Chars[1].Items); n != 0 {
		t.Fatalf("Aaricia holds %d Items", n)
	}
	e.MustShow("No Item held.")
	if e.Shows("Rope") {
		t.Error("the Rope used is still shown")
	}
}

// A closed section of the drawer is not filled at each action, and shows
// the state when it is opened.
func TestThorgalDrawerFilledWhenOpened(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	b := e.Frame().B.(*thorgalBoard)
	if b.decksPanel.Visible() {
		t.Fatal("the decks are open in the Action phase")
	}
	if err := sess.Do(thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Minor}); err != nil {
		t.Fatal(err)
	}
	if !b.decksPanel.stale {
		t.Error("the closed decks were filled")
	}
	out := tstate(t, sess).Decks[thorgal.Minor].Out
	if len(out) != 1 {
		t.Fatalf("Minor deck in play: %v", out)
	}
	in := "In play: " + e.U.Loc.Msg(thorgal.CardName(thorgal.Minor, out[0]))
	e.Tap("Decks")
	kittest.SettleLayout(e)
	e.MustShow(in)
	// Open, the decks follow each action.
	if err := sess.Do(thorgal.Command{Kind: thorgal.CmdDiscard, Deck: thorgal.Minor, Card: out[0]}); err != nil {
		t.Fatal(err)
	}
	if e.Shows(in) {
		t.Error("the card discarded is still in play")
	}
	// The Display's first slot discarded shows empty, in the same row.
	e.MustShow("Slot 1: ")
	if e.Shows("Slot 1: empty") {
		t.Fatal("the Display's first slot is empty already")
	}
	e.Tap("Discard")
	if c := tstate(t, sess).Display[0]; c != "" {
		t.Fatalf("the Display's first slot holds %q", c)
	}
	e.MustShow("Slot 1: empty")
}

// Built again (the window crossed a desktop's width), the board shows the
// state on its new widgets.
func TestThorgalBuiltAgain(t *testing.T) {
	e, _ := openThorgal(t, kittest.PhoneSize, "")
	e.U.Show()
	kittest.SettleLayout(e)
	e.MustShow("Thorgal · room for Wound (5)")
	e.MustStrip("Round 2 of 6", "Thorgal · room for Wound (5) · Threat 0")
	e.MustShow("0 of 5")
}

// Built again, the board opens its drawer on what the phase uses, as it did
// when first shown.
func TestThorgalBuiltAgainOpensTheDrawer(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	b := e.Frame().B.(*thorgalBoard)
	section := map[string]int{thorgal.PhaseAction: 0, thorgal.PhaseEvent: 1}
	i, ok := section[tstate(t, sess).Phase]
	if !ok {
		t.Fatalf("the seeded game is in phase %q", tstate(t, sess).Phase)
	}
	if !b.drawer.Items[i].Open {
		t.Fatal("the drawer is closed on first showing")
	}
	e.U.Show()
	if b = e.Frame().B.(*thorgalBoard); !b.drawer.Items[i].Open {
		t.Fatal("built again, the drawer stays closed")
	}
}

// Once the adventure is over the bottom offers nothing more to do, even when
// it ended in the middle of the Event phase.
func TestThorgalOverOffersNothing(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	if err := seed.ThorgalToEvent(sess); err != nil {
		t.Fatal(err)
	}
	e.Play(sess, thorgal.Command{Kind: thorgal.CmdLose, N: 8})
	b := e.Frame().B.(*thorgalBoard)
	kittest.Walk(b.next.object(), func(o fyne.CanvasObject) bool {
		if tl, ok := o.(*kit.Tile); ok {
			t.Errorf("the bottom still offers %q", tl.Text())
		}
		return false
	})
}
