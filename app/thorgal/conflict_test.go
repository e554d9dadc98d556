package thorgal

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/thorgal"
)

// A box profile that gives an adventure the same Event deck twice is not a
// dead end: Start says why and asks the deck again, and the game starts
// once the answer differs; the profile keeps the correction.
func TestSameEventDeckTwiceAskedAgain(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.ThorgalProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	right := "thorgal.adventure.torkans_temple.right"
	if err := e.Store.SetPrinted(thorgal.Game.ID(), right, thorgal.Mountain); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup(thorgal.Game.ID())
	e.Tap("Thorgal")
	e.Tap("Aaricia")
	e.Tap(e.U.Loc.T("app.setup.start"))
	why := e.U.Loc.Msg(rules.M("thorgal.err.decks_same"))
	if !e.DialogOpen() {
		t.Fatalf("Start with the same deck twice opens no question; texts %q", e.Texts())
	}
	e.MustShow(why)
	e.Tap(e.U.Loc.Msg(thorgal.DeckName(thorgal.Village)))
	if f := e.Frame(); f == nil {
		t.Fatalf("the game did not start after the deck was corrected; texts %q", e.Texts())
	}
	if p, _ := e.Store.Profile(thorgal.Game.ID()); p[right] != thorgal.Village {
		t.Fatalf("the profile keeps %q for the right-hand deck", p[right])
	}
}
