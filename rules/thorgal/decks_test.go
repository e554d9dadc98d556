package thorgal

import (
	"slices"
	"testing"

	"skald/rules/internal/rulestest"
)

func TestEnemyDeckReshuffles(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.do(Command{Kind: CmdDraw, Deck: Massive, Card: "02"})
	g.refuse(Command{Kind: CmdDraw, Deck: Massive, Card: "02"}, "deck.err.not_in_pile")
	g.do(Command{Kind: CmdDraw, Deck: Massive}) // digital: the other one
	if p := g.s.Decks[Massive]; p.Size() != 0 || len(p.Out) != 2 {
		t.Fatalf("massive %+v", p)
	}
	// Both cards in play, nothing to reshuffle.
	g.refuse(Command{Kind: CmdDraw, Deck: Massive}, "deck.err.empty")
	g.refuse(Command{Kind: CmdDiscard, Deck: Massive, Card: "03"}, "thorgal.err.not_out")
	g.do(Command{Kind: CmdDiscard, Deck: Massive, Card: "01"})
	evs := g.do(Command{Kind: CmdDraw, Deck: Massive})
	if !evs[0].Reshuffled || evs[0].Card != "01" {
		t.Fatalf("events %+v", evs)
	}
	checkInvariants(t, g.s)
	g.refuse(Command{Kind: CmdDraw, Deck: Mountain}, "thorgal.err.draw_deck")
	g.refuse(Command{Kind: CmdDraw, Deck: Items}, "thorgal.err.draw_deck")
	g.refuse(Command{Kind: CmdDiscard, Deck: Sea, Card: "01"}, "thorgal.err.no_deck")
}

func TestTerrainDoesNotReshuffle(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	for range 15 {
		g.do(Command{Kind: CmdDraw, Deck: Terrain})
	}
	// The Journey Path keeps its cards: an exhausted Terrain deck stays empty.
	g.refuse(Command{Kind: CmdDraw, Deck: Terrain}, "deck.err.empty")
	if len(g.s.Decks[Terrain].Out) != 15 {
		t.Errorf("path %v", g.s.Decks[Terrain].Out)
	}
}

func TestEventDeckReshufflesOverManyRounds(t *testing.T) {
	p := profile()
	p[adventureKey(TorkansTemple, "rounds")] = "30"
	for _, d := range []string{Mountain, Village} {
		for _, c := range Cards(d) {
			p[EventKey(d, c)] = EffectSecond
		}
	}
	su := setup(2, Thorgal, Jolan)
	s, err := New(su, p)
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, su)
	g.s = s
	g.start()
	reshuffles := 0
	for range 12 {
		g.actionPhase()
		g.do(Command{Kind: CmdAdvanceRound})
		g.do(Command{Kind: CmdRefreshChips})
		if g.s.Active.Deck != "" {
			g.do(Command{Kind: CmdResolveNext})
		}
		evs := g.do(Command{Kind: CmdDrawEvent, Met: true})
		last := evs[len(evs)-1]
		if last.Effect != EffectSecond || g.s.EventStep != StepPass {
			t.Fatalf("known icon not used: %+v", last)
		}
		if last.Reshuffled {
			reshuffles++
		}
		g.do(Command{Kind: CmdPassFirst})
		checkInvariants(t, g.s)
	}
	// Ten cards: the 11th draw takes the nine discarded ones (the active card
	// goes to the discard first, so ten are reshuffled).
	if reshuffles != 1 {
		t.Errorf("%d reshuffles in 12 draws of a 10-card deck", reshuffles)
	}
}

func TestItemDisplay(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.refuse(Command{Kind: CmdRefill, Cards: []string{"01", "02", "03", "04", "05", "06"}}, "thorgal.err.display_room")
	g.refuse(Command{Kind: CmdRefill, Cards: []string{"31"}}, "thorgal.err.card")
	g.do(Command{Kind: CmdRefill, Cards: []string{"07", "12"}}) // table mode, left to right
	if g.s.Display[0] != "07" || g.s.Display[1] != "12" || g.s.Display[2] != "" {
		t.Fatalf("display %v", g.s.Display)
	}
	g.refuse(Command{Kind: CmdRefill, Cards: []string{"07"}}, "deck.err.not_in_pile")
	evs := g.do(Command{Kind: CmdRefill})
	if len(evs) != 3 || !Reveals(Command{Kind: CmdRefill}) || Reveals(Command{Kind: CmdRefill, Cards: []string{"01"}}) {
		t.Fatalf("events %+v", evs)
	}
	g.refuse(Command{Kind: CmdRefill}, "thorgal.err.display_full")
	// Craft may discard one card of the Display.
	g.do(Command{Kind: CmdDiscard, Deck: Items, Card: "12"})
	if g.s.Display[1] != "" || g.s.Decks[Items].DiscardCount("12") != 1 {
		t.Errorf("display %v", g.s.Display)
	}
	checkInvariants(t, g.s)
}

// "Draw Item cards" takes them from the top of the Item deck, not from the
// Display (rulebook, ITEMS): the deck's count follows, the card is held, and
// using it discards it, so a later reshuffle finds it.
func TestItemDrawnFromTheDeck(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.start()
	display := slices.Clone(g.s.Display)
	before := g.s.Decks[Items].Size()
	g.do(Command{Kind: CmdItemGain, Char: 1, Deck: Items, Card: "30"}) // table mode
	g.refuse(Command{Kind: CmdItemGain, Char: 1, Deck: Items, Card: "30"}, "deck.err.not_in_pile")
	g.refuse(Command{Kind: CmdItemGain, Char: 1, Deck: Items, Card: "31"}, "thorgal.err.card")
	digital := Command{Kind: CmdItemGain, Char: 0, Deck: Items, Name: "Bow"}
	if !Reveals(digital) || Reveals(Command{Kind: CmdItemGain, Char: 0, Deck: Items, Card: "02"}) {
		t.Error("a digital Item draw must ask before undo, a table one not")
	}
	evs := g.do(digital)
	if len(evs) != 1 || evs[0].Kind != EvItemDrawn || slices.Contains(display, evs[0].Card) {
		t.Fatalf("events %+v", evs)
	}
	if g.s.Decks[Items].Size() != before-2 || !slices.Equal(g.s.Display, display) {
		t.Fatalf("deck %d (was %d), display %v", g.s.Decks[Items].Size(), before, g.s.Display)
	}
	if it := g.s.Chars[1].Items; len(it) != 1 || it[0].Card != "30" {
		t.Fatalf("Jolan holds %+v", it)
	}
	if it := g.s.Chars[0].Items; len(it) != 1 || it[0].Name != "Bow" {
		t.Fatalf("Thorgal holds %+v", it)
	}
	if l := Label(digital, evs); l.ID != "thorgal.label.item_drawn" {
		t.Errorf("label %s", l.ID)
	}
	g.do(Command{Kind: CmdItemUse, Char: 1, Index: 0})
	if g.s.Decks[Items].DiscardCount("30") != 1 {
		t.Error("the used Item was not discarded")
	}
	checkInvariants(t, g.s)
	if encode(t, g.replay()) != encode(t, g.s) {
		t.Error("replay differs")
	}
}

func TestEntries(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.do(Command{Kind: CmdEntry, N: 19})
	g.do(Command{Kind: CmdEntry, N: 6})
	g.refuse(Command{Kind: CmdEntry, N: 19}, "thorgal.err.entry_read")
	g.refuse(Command{Kind: CmdEntry, N: 0}, "thorgal.err.entry_number")
	evs := g.do(Command{Kind: CmdEntry, N: 19, Force: true})
	if !evs[0].Again || len(g.s.Entries) != 2 || g.s.Entries[0] != 6 {
		t.Fatalf("events %+v entries %v", evs, g.s.Entries)
	}
	if l := Label(Command{Kind: CmdEntry}, evs); l.ID != "thorgal.label.entry_again" {
		t.Errorf("label %s", l.ID)
	}
	// A forged "first reading" of an entry already read is refused.
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvEntryRead, N: 6}), "a forged re-read", "thorgal.err.entry_read")
}

func TestEndings(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.refuse(Command{Kind: CmdWin}, "thorgal.err.entry_number")
	g.do(Command{Kind: CmdWin, N: 3})
	if o := Outcome(g.s); o.Status != "won" || o.Reason.ID != "thorgal.won.goal" || o.Reason.Args["N"] != 3 {
		t.Fatalf("outcome %+v", o)
	}
	g = newGame(t, setup(2, Thorgal, Jolan))
	g.do(Command{Kind: CmdLose, N: 8})
	if o := Outcome(g.s); o.Status != "lost" || o.Reason.ID != "thorgal.lost.adventure" {
		t.Fatalf("outcome %+v", o)
	}
	// A learned value is still taken after the end (it belongs to the box).
	g.do(Learn(EventKey(Village, "03"), EffectOther))
}
