package dwarves

import (
	"errors"
	"testing"

	"skald/rules"
)

// blankCouncil is the test profile with no council text told yet.
func blankCouncil() map[string]string {
	p := profile(20, nil)
	for pos := 1; pos <= CouncilPositions; pos++ {
		delete(p, CouncilKey(pos, 1))
	}
	delete(p, councilTileKey)
	return p
}

// needs asserts that deciding c asks for the printed key.
func needs(t *testing.T, tb *table, c Command, key string) {
	t.Helper()
	_, err := Decide(tb.s, c, tb.rnd)
	var np *rules.NeedPrinted
	if !errors.As(err, &np) || np.Key != key {
		t.Fatalf("%s: want a question for %s, got %v", c.Kind, key, err)
	}
}

// A space's text is asked when the marker first stands on it, and applies
// only once told; until then the board says it is printed there.
func TestCouncilAskedWhenReached(t *testing.T) {
	tb := newTable(t, book1(), blankCouncil())
	if ask := tb.s.CouncilAsk(); ask == nil || ask.Key != "dwarves.council.5" {
		t.Fatalf("start: %v", ask)
	}
	if tb.s.InForce().ID != "dwarves.council.printed" {
		t.Fatalf("in force %s", tb.s.InForce().ID)
	}
	// The start of a turn must know whether the Doom marker moves.
	needs(t, tb, Command{Kind: CmdAdvance, Table: true}, "dwarves.council.5")
	tb.do(Learn("dwarves.council.5", CouncilNothing))
	if tb.s.CouncilAsk() != nil || tb.s.InForce().ID != "dwarves.council.kind.nothing" {
		t.Fatalf("told: %v %s", tb.s.CouncilAsk(), tb.s.InForce().ID)
	}
	tb.startActions()
	// A digital roll must know whether the highest die is rolled again; a
	// roll told by the table need not.
	tb.roll(ActDispatch, "", 6)
	if ask := tb.s.CouncilAsk(); ask != nil {
		t.Fatalf("asked before the marker moved: %v", ask)
	}
	tb.do(Command{Kind: CmdDispatch})
	if ask := tb.s.CouncilAsk(); ask == nil || ask.Key != "dwarves.council.6" {
		t.Fatalf("on space 6: %v", ask)
	}
	needs(t, tb, Command{Kind: CmdRoll, Action: ActFight}, "dwarves.council.6")
	tb.roll(ActFight, "", 1)
	if tb.s.CanReroll() {
		t.Fatal("a re-roll offered by an untold text")
	}
	tb.assertReplay()
}

// The kind told drives the mechanics, wherever the space is; "other" leaves
// the text to the table.
func TestCouncilKindDrivesEffects(t *testing.T) {
	p := blankCouncil()
	p["dwarves.council.5"] = CouncilDoomEachTurn
	tb := newTable(t, book1(), p)
	doom := tb.s.Doom.Pos(MarkDoom)
	evs := tb.do(Command{Kind: CmdAdvance, Table: true})
	if evs[1].Kind != EvDoomMoved || tb.s.Doom.Pos(MarkDoom) != doom-1 {
		t.Fatalf("Doom did not move: %+v", evs)
	}

	p["dwarves.council.5"] = CouncilReroll
	tb = newTable(t, book1(), p)
	tb.startActions()
	tb.roll(ActFight, "", 1, 2)
	if !tb.s.CanReroll() {
		t.Fatal("no re-roll on a re-roll space")
	}
	tb.do(Command{Kind: CmdReroll, Die: 1, Table: true, Faces: []int{4}})

	p["dwarves.council.5"] = CouncilOther
	tb = newTable(t, book1(), p)
	evs = tb.do(Command{Kind: CmdAdvance, Table: true})
	if len(evs) != 2 || tb.s.Doom.Pos(MarkDoom) != doom {
		t.Fatalf("other moved Doom: %+v", evs)
	}
	evs = tb.do(Command{Kind: CmdRoll, Action: ActFight})
	if evs[0].Before != nil || tb.s.CanReroll() || tb.s.ForcedReroll() || tb.s.BlankReroll() ||
		tb.s.EquipmentAction() || tb.s.ThreatHealth() != 0 {
		t.Fatalf("other applied an effect: %+v", evs[0])
	}
	if tb.s.InForce().ID != "dwarves.council.kind.other" {
		t.Fatal(tb.s.InForce().ID)
	}
	tb.refused(Command{Kind: CmdReroll, Die: 1, Table: true, Faces: []int{4}}, "dwarves.err.no_council_reroll")
	tb.assertReplay()

	// Not by position: space 1 told as nothing moves no Doom.
	p["dwarves.council.1"] = CouncilNothing
	tb = newTable(t, book1(), p)
	tb.s.Council, _ = tb.s.Council.Place(MarkCouncil, 1)
	if evs := tb.do(Command{Kind: CmdAdvance, Table: true}); len(evs) != 2 || tb.s.Doom.Pos(MarkDoom) != doom {
		t.Fatalf("space 1 applied by position: %+v", evs)
	}
}

// In Books 2–4 the Council tile's own text is asked for the space it covers.
func TestCouncilTile(t *testing.T) {
	su := book1()
	su.Book = 2
	tb := newTable(t, su, blankCouncil())
	tb.s.Council, _ = tb.s.Council.Place(MarkCouncil, 7)
	if ask := tb.s.CouncilAsk(); ask == nil || ask.Key != councilTileKey {
		t.Fatalf("tile: %v", ask)
	}
	tb.do(Learn(councilTileKey, CouncilReroll))
	if k, _ := tb.s.CouncilKind(); k != CouncilReroll || CouncilKey(7, 1) != "dwarves.council.7" {
		t.Fatalf("tile kind %q", k)
	}
}

// A session set up before the texts were learned keeps the app's former
// reading by position, so its stored commands decide the same way again.
func TestCouncilOldSessionsDecideAsBefore(t *testing.T) {
	su := book1()
	su.Council = ""
	tb := newTable(t, su, blankCouncil())
	tb.s.Council, _ = tb.s.Council.Place(MarkCouncil, 1)
	doom := tb.s.Doom.Pos(MarkDoom)
	tb.do(Command{Kind: CmdAdvance, Table: true})
	if tb.s.Doom.Pos(MarkDoom) != doom-1 {
		t.Fatal("an old session's position 1 no longer moves Doom")
	}
	if _, err := New(Setup{Book: 1, Difficulty: Normal, Players: 2, Heroes: []string{Tungdil, Narmora}, Council: "x"}, profile(20, nil)); err == nil {
		t.Fatal("an unknown council reading accepted")
	}
}
