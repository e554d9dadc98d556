package dwarves

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// Table mode and digital mode produce the same kind of events; a digital roll
// reveals, and replaying its events gives the same state whatever the random
// source does later.
func TestBothDiceModes(t *testing.T) {
	for _, table := range []bool{true, false} {
		tb := newTable(t, book1(), profile(20, nil))
		tb.do(Command{Kind: CmdTroops, At: InHex(tb.s.Hero().Hex), Troops: Troops{Orcs: 2, Elfar: 1}})
		tb.startActions()
		c := Command{Kind: CmdRoll, Action: ActFight, Table: table}
		if table {
			c.Faces = []int{6, 4, 1}
		}
		if Reveals(c) == table {
			t.Fatalf("table=%v: Reveals %v", table, Reveals(c))
		}
		evs := tb.do(c)
		if len(evs) != 1 || evs[0].Kind != EvRolled || len(evs[0].Faces) != 3 {
			t.Fatalf("events %+v", evs)
		}
		tb.do(Command{Kind: CmdFight})
		tb.do(Command{Kind: CmdRoll, Action: ActMove, Table: table, Faces: []int{2, 5, 1}})
		tb.do(Command{Kind: CmdMove, To: "Porista"})
		if tb.s.Hero().Hex != "Porista" || tb.s.Actions != 2 {
			t.Fatalf("hero %+v", tb.s.Hero())
		}
		tb.do(Command{Kind: CmdEndTurn})
		tb.assertReplay()
		// A different random source later cannot change the stored past.
		tb.rnd = rand.New(rand.NewPCG(99, 99))
		tb.assertReplay()
	}
}

// The erased Game: setup and events as JSON, the same results.
func TestGameInterface(t *testing.T) {
	g := Game
	if g.ID() != "dwarves" || len(g.Printed()) == 0 {
		t.Fatal("game metadata")
	}
	setup, _ := json.Marshal(book1(Narmora, Xamtys, Furgas))
	prof := profile(20, map[int]string{2: IconTroopsV})
	st, err := g.New(setup, prof)
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(5, 6))
	cmd, err := g.DecodeCommand([]byte(`{"kind":"advance"}`))
	if err != nil {
		t.Fatal(err)
	}
	if !g.Reveals(cmd, nil) {
		t.Fatal("a digital advance may roll the Recruitment dice")
	}
	evs, err := g.Decide(st, cmd, rnd)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if err := g.Check(st, e); err != nil {
			t.Fatal(err)
		}
		if st, err = g.Evolve(st, e); err != nil {
			t.Fatal(err)
		}
	}
	if l := g.Label(cmd, evs); l.ID != "dwarves.label.recruit" {
		t.Fatalf("label %s", l.ID)
	}
	data, _ := g.EncodeState(st)
	back, _ := g.DecodeState(data)
	again, _ := g.EncodeState(back)
	if string(again) != string(data) {
		t.Fatal("state JSON not stable")
	}
	if o := g.Outcome(st); o.Status != rules.Playing {
		t.Fatalf("outcome %+v", o)
	}
	steps := g.Steps(st)
	cur := 0
	for _, s := range steps {
		if s.State == rules.StepCurrent {
			cur++
		}
		if s.Ref == "" || s.Msg.ID == "" {
			t.Fatalf("step %+v", s)
		}
	}
	if cur != 1 {
		t.Fatalf("%d current steps", cur)
	}
	learn := g.Learn(doomSpaceKey(3), IconCouncil)
	if _, err := g.Decide(st, learn, rnd); err != nil {
		t.Fatal(err)
	}
	if spec, ok := rules.PrintedSpecFor(g, heroKey(Narmora, "start")); !ok || spec.Kind != rules.PrintedText {
		t.Fatal("start location spec")
	}
}

// A forged or damaged event is refused by Check.
func TestCheckRefusesForgeries(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	tb.do(Command{Kind: CmdTroops, At: InHex("h1"), Troops: Troops{Orcs: 2}})
	s := tb.s
	for _, c := range []struct {
		e    Event
		want string // the refusal Check must give
	}{
		{Event{Kind: EvHeroAdvanced, Pos: 3, Icon: IconNone}, "dwarves.err.phase_advance"},
		{Event{Kind: EvTroopsRemoved, From: ptr(InHex("h1")), Troops: ptr(Troops{Orcs: 3})}, "dwarves.err.not_there"},
		{Event{Kind: EvTroopsPlaced, At: ptr(InHex("h1")), Troops: ptr(Troops{Orcs: 31})}, "dwarves.err.supply"},
		{Event{Kind: EvBlacksaddle, Troops: ptr(Troops{Orcs: 1})}, "dwarves.err.blacksaddle"},
		{Event{Kind: EvRolled, Hero: Tungdil, Action: ActFight, Attr: AttrBattle, Faces: []int{7}}, "dwarves.err.not_advanced"},
		{Event{Kind: EvCouncilMoved, Pos: 7, Why: WhyDispatch}, "dwarves.err.council_step"},
		{Event{Kind: EvTurnEnded, N: 1}, "dwarves.err.end_turn"},
		{Event{Kind: EvLearned, Key: doomLengthKey, Value: "21"}, "dwarves.err.printed"},
		{Event{Kind: "nonsense"}, "dwarves.err.event"},
	} {
		rulestest.CheckRefused(t, Check(s, c.e), c.e.Kind, c.want)
	}
}

func TestStepsFollowTheTurn(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	current := func() string {
		for _, s := range Steps(tb.s) {
			if s.State == rules.StepCurrent {
				return s.Ref
			}
		}
		return ""
	}
	if current() != "dwarves.doom" {
		t.Fatalf("start: %s", current())
	}
	tb.startActions()
	if current() != "dwarves.actions" {
		t.Fatalf("after advance: %s", current())
	}
	tb.roll(ActDispatch, "", 1, 1)
	if current() != "dwarves.dispatch" {
		t.Fatalf("rolled: %s", current())
	}
	tb.do(Command{Kind: CmdDispatch})
	tb.do(Command{Kind: CmdCardDone, Slot: 0})
	tb.do(Command{Kind: CmdAction, Name: "Spell"})
	if current() != "dwarves.turn" {
		t.Fatalf("two actions: %s", current())
	}
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions()
	if current() != "dwarves.reveal" {
		t.Fatalf("display has space: %s", current())
	}
}
