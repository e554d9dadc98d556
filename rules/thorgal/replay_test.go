package thorgal

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
	"skald/rules/polyomino"
)

// scripted plays two rounds touching every part of the game.
func scripted(t *testing.T) *game {
	g := newGame(t, setup(3, Kriss, Aaricia, Thorgal))
	g.start()
	g.do(Command{Kind: CmdPlaceChip, Chip: 2, Slot: 1})
	g.do(Command{Kind: CmdDraw, Deck: Major})
	g.do(Command{Kind: CmdThreat, Char: 0, N: 2})
	g.do(Command{Kind: CmdWound, Char: 0, Size: 3})
	p := g.s.Placements(0, "L3")
	g.do(Command{Kind: CmdPlaceWound, Char: 0, Shape: "L3", Orient: p[3].Orient, At: p[3].At})
	g.do(Command{Kind: CmdDiscard, Deck: Major, Card: g.s.Decks[Major].Out[0]})
	g.do(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 4})
	g.do(Command{Kind: CmdItemGain, Char: 1, Name: "Rope", Card: g.s.Display[0]})
	g.do(Command{Kind: CmdRefill})
	g.do(Command{Kind: CmdPlaceChip, Chip: 1, Slot: 0})
	g.do(Command{Kind: CmdEntry, N: 12})
	g.do(Command{Kind: CmdExperience, Char: 2, Track: Journey, Count: 2})
	g.do(Command{Kind: CmdPlaceChip, Chip: 3, Slot: 0})
	g.eventPhase(true)
	g.actionPhase()
	// A Wound (Threat) each: Kriss holds 2 Threat, the others none.
	g.do(Command{Kind: CmdUpgrade, Enemy: Massive})
	p = g.s.Placements(0, "I2")
	g.do(Command{Kind: CmdPlaceWound, Char: 0, Shape: "I2", Orient: p[0].Orient, At: p[0].At})
	g.do(Command{Kind: CmdHeal, Char: 0, Index: 0, Max: 3})
	g.do(Command{Kind: CmdSwapAction, Slot: 2, N: 9})
	g.eventPhase(false)
	return g
}

func TestReplayEqualsLive(t *testing.T) {
	g := scripted(t)
	checkInvariants(t, g.s)
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
	if g.s.RoundNumber() != 3 || g.s.First != 2 {
		t.Errorf("round %d first %d", g.s.RoundNumber(), g.s.First)
	}
}

// TestThroughErasedGame drives the same session through the JSON interface the
// tracker uses, and replays its stored events: same state, byte for byte.
func TestThroughErasedGame(t *testing.T) {
	su, _ := json.Marshal(setup(2, Thorgal, Jolan))
	live, err := Game.New(su, profile())
	if err != nil {
		t.Fatal(err)
	}
	start := live
	r := rand.New(rand.NewPCG(5, 5))
	var stored [][]byte
	cmds := []Command{
		{Kind: CmdDraw, Deck: Terrain}, {Kind: CmdRefill},
		{Kind: CmdPlaceChip, Chip: 0, Slot: 0}, {Kind: CmdPlaceChip, Chip: 1, Slot: 1},
		{Kind: CmdWound, Char: 1, Size: 2},
		{Kind: CmdPlaceWound, Char: 1, Shape: "I2", At: polyomino.Cell{R: 0, C: 0}},
		{Kind: CmdPlaceChip, Chip: 2, Slot: 2}, {Kind: CmdPlaceChip, Chip: 3, Slot: 3},
		{Kind: CmdAdvanceRound}, {Kind: CmdRefreshChips}, {Kind: CmdDrawEvent, Met: true},
	}
	for _, c := range cmds {
		cj, _ := Game.EncodeCommand(c)
		dc, err := Game.DecodeCommand(cj)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := Game.Decide(live, dc, r)
		if err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
		if Game.Label(dc, evs).ID == "history.unknown" {
			t.Errorf("%s: no label", c.Kind)
		}
		for _, e := range evs {
			if err := Game.Check(live, e); err != nil {
				t.Fatal(err)
			}
			if live, err = Game.Evolve(live, e); err != nil {
				t.Fatal(err)
			}
		}
		stored = append(stored, evs...)
	}
	replayed := start
	for _, e := range stored {
		replayed, _ = Game.Evolve(replayed, e)
	}
	a, _ := Game.EncodeState(live)
	b, _ := Game.EncodeState(replayed)
	if string(a) != string(b) {
		t.Fatalf("erased replay differs")
	}
	// A snapshot decodes to the same state.
	snap, err := Game.DecodeState(a)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := Game.EncodeState(snap)
	if string(c) != string(a) {
		t.Fatal("snapshot round trip differs")
	}
	if !Game.Reveals(Command{Kind: CmdDrawEvent}, nil) || Game.Reveals(Command{Kind: CmdDraw, Deck: Minor, Card: "01"}, nil) {
		t.Error("Reveals")
	}
	if _, ok := rules.PrintedSpecFor(Game, TilesKey); !ok {
		t.Error("tiles key not listed")
	}
}

func TestEvolveLeavesItsInputAlone(t *testing.T) {
	g := scripted(t)
	before := encode(t, g.s)
	s := g.s
	for _, e := range []Event{
		{Kind: EvWoundGained, Char: 0, Size: 2},
		{Kind: EvItemGained, Char: 1, Name: "x", Card: s.Display[1]},
		{Kind: EvDrawn, Deck: Minor, Card: s.Decks[Minor].Pile[0]},
		{Kind: EvHealed, Char: 0, Index: 0},
		{Kind: EvActionSwapped, Slot: 0, N: 40, From: s.Row[0]},
		{Kind: EvEntryRead, N: 40},
		{Kind: EvLearned, Key: TilesKey, Value: "T4,P5"},
		{Kind: EvChipPlaced, Chip: 0, Slot: 1},
		{Kind: EvExperience, Char: 2, Track: Combat, To: 2},
	} {
		_ = Evolve(s, e)
		if encode(t, s) != before {
			t.Fatalf("Evolve(%s) changed its input", e.Kind)
		}
	}
	// An unknown event changes nothing.
	if encode(t, Evolve(s, Event{Kind: "comet"})) != before {
		t.Error("unknown event changed the state")
	}
	rulestest.CheckRefused(t, Check(s, Event{Kind: "comet"}), "an unknown event", "thorgal.err.event")
}

func TestStepsFollowThePhase(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	st := Steps(g.s)
	if len(st) != 2 || st[0].State != rules.StepCurrent || st[0].Ref != RefSetup {
		t.Fatalf("setup steps %+v", st)
	}
	g.start()
	g.do(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 0})
	st = Steps(g.s)
	if len(st) != 4 || st[0].State != rules.StepDone || st[1].State != rules.StepCurrent || st[1].Ref != RefAction {
		t.Fatalf("action steps %+v", st)
	}
	g.do(Command{Kind: CmdWound, Char: 1, Shape: "T4"})
	st = Steps(g.s)
	if st[0].Ref != RefWounds || st[0].State != rules.StepCurrent || st[0].Msg.ID != "thorgal.step.wound_tile" || st[2].State != rules.StepTodo {
		t.Fatalf("steps with a wound %+v", st)
	}
	g.do(place(1, "T4", 0, false, 0, 0))
	for chip := 1; chip < Turns; chip++ {
		g.do(Command{Kind: CmdPlaceChip, Chip: chip, Slot: chip})
	}
	st = Steps(g.s)
	if len(st) != 5 || st[0].State != rules.StepCurrent || st[0].Ref != "thorgal.event.advance" || st[2].Msg.ID != "thorgal.step.resolve_none" {
		t.Fatalf("event steps %+v", st)
	}
}
