package dwarves

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// The rulebook ("Movement through Perished Land"): each Perished Land hex a
// hero enters costs 1 Health or 1 space of the Doom marker toward the Hero
// marker, the hero's choice; the same when a card moves a hero there; nothing
// for the hex a hero starts the turn on, or one that perishes under them.
func TestEnteringPerishedLandHasItsPrice(t *testing.T) {
	tb := newTable(t, book1(Tungdil, Balyndis), profile(10, nil))
	tb.startActions()
	tb.do(Command{Kind: CmdPerish, Hex: "h1"})
	tb.do(Command{Kind: CmdPerish, Hex: "h2"})
	health := func(i int) int { return tb.s.Heroes[i].Health }
	doom := func() int { return tb.s.Doom.Pos(MarkDoom) }

	// A Move that ends on Perished Land entered it: without a price it is
	// refused, in words.
	tb.roll(ActMove, "", 3)
	bare := Command{Kind: CmdMove, To: "h1"}
	_, err := Decide(tb.s, bare, tb.rnd)
	rulestest.Refused(t, err, bare, "dwarves.err.enter_perished")
	rulestest.Says(t, rulestest.RefusalOf(t, err).Msg,
		"The hero ends on Perished Land (h1), so they entered it. Choose: lose 1 Health or advance the Doom marker 1 space.",
		"Le héros s'arrête sur une Terre Morte (h1)\u00a0: il y est donc entré. Choisissez\u00a0: perdre 1 point de Vie ou avancer le marqueur Fatalité d'une case.")
	// Naming another hex crossed is not the price of the last one.
	tb.refused(Command{Kind: CmdMove, To: "h1", Entered: []Entry{{Hex: "h2", Pay: PayDoom}}}, "dwarves.err.enter_perished")
	// With a price it must be one of the two.
	tb.refused(Command{Kind: CmdMove, To: "h1", Entered: []Entry{{Hex: "h1"}}}, "dwarves.err.pay")
	// Crossing h2 and ending on h1: one price each, as chosen.
	tb.do(Command{Kind: CmdMove, To: "h1", Entered: []Entry{{Hex: "h2", Pay: PayDoom}, {Hex: "h1", Pay: PayHealth}}})
	if health(0) != 4 || doom() != 9 {
		t.Fatalf("after two hexes: Health %d (want 4), Doom at %d (want 9)", health(0), doom())
	}

	// A Move that ends where it began entered nothing the app can see.
	tb.roll(ActMove, "", 2)
	tb.do(Command{Kind: CmdMove, To: "h1"})
	if health(0) != 4 || doom() != 9 {
		t.Fatalf("staying on Perished Land was charged: Health %d, Doom at %d", health(0), doom())
	}
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions() // Balyndis
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions() // Tungdil again, starting the turn on h1

	// Moving off the Perished Land hex the hero stands on costs nothing.
	tb.roll(ActMove, "", 2)
	tb.do(Command{Kind: CmdMove, To: "h5"})
	if health(0) != 4 || doom() != 9 {
		t.Fatalf("leaving Perished Land was charged: Health %d, Doom at %d", health(0), doom())
	}
	// A hex that perishes under a hero costs nothing either.
	tb.do(Command{Kind: CmdPerish, Hex: "h5"})
	if health(0) != 4 || doom() != 9 {
		t.Fatalf("a hex perishing under the hero was charged: Health %d, Doom at %d", health(0), doom())
	}

	// A card that moves a hero onto Perished Land: the same price.
	place := Command{Kind: CmdPlace, Hero: Balyndis, To: "h2"}
	_, err = Decide(tb.s, place, tb.rnd)
	rulestest.Refused(t, err, place, "dwarves.err.enter_perished")
	rulestest.Says(t, rulestest.RefusalOf(t, err).Msg,
		"The hero ends on Perished Land (h2), so they entered it. Choose: lose 1 Health or advance the Doom marker 1 space.", "")
	place.Entered = []Entry{{Hex: "h2", Pay: PayDoom}}
	tb.do(place)
	if health(1) != 5 || doom() != 8 {
		t.Fatalf("placed on Perished Land: Health %d (want 5), Doom at %d (want 8)", health(1), doom())
	}
	tb.assertReplay()
}

// Bavragor crosses and ends on Perished Land for nothing: no price is asked.
func TestBavragorEntersPerishedLandFree(t *testing.T) {
	tb := newTable(t, book1(Bavragor, Tungdil), profile(10, nil))
	tb.startActions()
	tb.do(Command{Kind: CmdPerish, Hex: "h1"})
	tb.roll(ActMove, "", 2)
	tb.do(Command{Kind: CmdMove, To: "h1"})
	tb.do(Command{Kind: CmdPerish, Hex: "h2"})
	tb.do(Command{Kind: CmdPlace, Hero: Bavragor, To: "h2"})
	if tb.s.Heroes[0].Health != 5 || tb.s.Doom.Pos(MarkDoom) != 10 {
		t.Fatalf("Bavragor paid: Health %d, Doom at %d", tb.s.Heroes[0].Health, tb.s.Doom.Pos(MarkDoom))
	}
}
