package thorgal

import (
	"errors"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

func TestTurnsGoClockwiseAndWrap(t *testing.T) {
	for _, c := range []struct {
		su    Setup
		first []int // owners of the four turns, round 1 then round 2
	}{
		{setup(4, Thorgal, Aaricia, Jolan, Kriss), []int{0, 1, 2, 3, 1, 2, 3, 0}},
		{setup(3, Thorgal, Aaricia, Jolan), []int{0, 1, 2, 0, 1, 2, 0, 1}},
		{setup(2, Thorgal, Aaricia), []int{0, 1, 0, 1, 1, 0, 1, 0}},
		{setup(1, Thorgal, Aaricia), []int{0, 1, 0, 1, 1, 0, 1, 0}}, // solo: two characters
	} {
		g := newGame(t, c.su)
		g.start()
		var owners []int
		for round := range 2 {
			for chip := range Turns {
				slot := (g.s.Chips[chip].Slot + 1) % len(g.s.Row)
				evs := g.do(Command{Kind: CmdPlaceChip, Chip: chip, Slot: slot})
				owners = append(owners, evs[0].Char)
			}
			if round == 0 {
				g.eventPhase(false)
			}
		}
		for i := range owners {
			if owners[i] != c.first[i] {
				t.Errorf("%d players: turn owners %v, want %v", c.su.Players, owners, c.first)
				break
			}
		}
	}
}

func TestActionChips(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 0}, "thorgal.err.setup_first")
	g.start()
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 4, Slot: 0}, "thorgal.err.chip")
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 5}, "thorgal.err.slot")
	// Round 1: any card, several chips under one card.
	g.do(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 2})
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 3}, "thorgal.err.chip_inactive")
	g.do(Command{Kind: CmdPlaceChip, Chip: 1, Slot: 2})
	g.do(Command{Kind: CmdPlaceChip, Chip: 2, Slot: 0})
	g.refuse(Command{Kind: CmdAdvanceRound}, "thorgal.err.not_event_phase")
	g.do(Command{Kind: CmdPlaceChip, Chip: 3, Slot: 4})
	if g.s.Phase != PhaseEvent || g.s.EventStep != StepAdvance {
		t.Fatalf("phase %s step %d", g.s.Phase, g.s.EventStep)
	}
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 1}, "thorgal.err.not_action_phase")
	// Steps in order only.
	g.refuse(Command{Kind: CmdRefreshChips}, "thorgal.err.event_step")
	g.do(Command{Kind: CmdAdvanceRound})
	g.refuse(Command{Kind: CmdDrawEvent}, "thorgal.err.event_step")
	g.do(Command{Kind: CmdRefreshChips})
	for _, c := range g.s.Chips {
		if !c.Active {
			t.Fatal("chip not refreshed")
		}
	}
	if g.s.EventStep != StepDraw {
		t.Fatalf("no Event card yet, yet step %d", g.s.EventStep)
	}
	g.do(Command{Kind: CmdDrawEvent})
	g.learn(EventKey(g.s.Active.Deck, g.s.Active.Card), EffectThird)
	g.do(Command{Kind: CmdNoteEffect})
	g.do(Command{Kind: CmdPassFirst})
	if g.s.First != 1 || g.s.Phase != PhaseAction || g.s.Turn != 0 || g.s.RoundNumber() != 2 {
		t.Fatalf("first %d phase %s turn %d round %d", g.s.First, g.s.Phase, g.s.Turn, g.s.RoundNumber())
	}
	// After round 1 a chip must go under a different card.
	err := refusal(Decide(g.s, Command{Kind: CmdPlaceChip, Chip: 0, Slot: 2}, g.r))
	if err == nil || err.Msg.ID != "thorgal.err.same_card" || err.Msg.Args["Card"] != 15 {
		t.Fatalf("same card: %+v", err)
	}
	// Chip 1 lies under card 15: a forged log saying it came from
	// card 3 is refused; the history says where it came from.
	before := g.s
	rulestest.CheckRefused(t, Check(before, Event{Kind: EvChipPlaced, Chip: 1, Slot: 0, Char: before.TurnOwner(), N: 3, From: 3}),
		"a chip placed from a card it was not under", "thorgal.err.event")
	evs := g.do(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 3})
	if c := g.s.Chips[0]; c.Slot != 3 || c.Active {
		t.Errorf("chip %+v", c)
	}
	if evs[0].From != 15 || Label(Command{Kind: CmdPlaceChip}, evs).ID != "thorgal.label.chip_moved" {
		t.Errorf("event %+v", evs[0])
	}
	// A log written before the origin was recorded still replays.
	old := evs[0]
	old.From = 0
	if Check(before, old) != nil {
		t.Error("a chip event without its origin refused")
	}
}

func refusal(_ []Event, err error) *rules.Refusal {
	var r *rules.Refusal
	if errors.As(err, &r) {
		return r
	}
	return nil
}

func TestSwapActionCardKeepsChips(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.start()
	g.do(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 3}) // under card 22
	// Swap Collect card 22 for card 8: the row stays ascending, the chip stays put.
	g.do(Command{Kind: CmdSwapAction, Slot: 3, N: 8})
	if want := []int{3, 8, 8, 15, 30}; !slices.Equal(g.s.Row, want) {
		t.Fatalf("row %v, want %v", g.s.Row, want)
	}
	if g.s.Chips[0].Slot != 3 {
		t.Errorf("chip moved to %d", g.s.Chips[0].Slot)
	}
	g.refuse(Command{Kind: CmdSwapAction, Slot: 1, N: 100}, "thorgal.err.action_card")
	g.refuse(Command{Kind: CmdSwapAction, Slot: 5, N: 1}, "thorgal.err.slot")
}

func TestRoundTrackRunsOut(t *testing.T) {
	p := profile()
	p[adventureKey(TorkansTemple, "rounds")] = "2"
	s, err := New(setup(2, Thorgal, Jolan), p)
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, setup: setup(2, Thorgal, Jolan), s: s, r: newGame(t, setup(2, Thorgal, Jolan)).r}
	g.start()
	g.actionPhase()
	g.eventPhase(true) // round 1 → 2
	if g.s.RoundNumber() != 2 || Outcome(g.s).Status != rules.Playing {
		t.Fatalf("round %d", g.s.RoundNumber())
	}
	g.actionPhase()
	evs := g.do(Command{Kind: CmdAdvanceRound})
	if evs[0].Kind != EvOutOfTime {
		t.Fatalf("events %+v", evs)
	}
	out := Outcome(g.s)
	if out.Status != rules.Lost || out.Reason.ID != "thorgal.lost.time" {
		t.Fatalf("outcome %+v", out)
	}
	g.refuse(Command{Kind: CmdRefreshChips}, "thorgal.err.over")
	if st := Steps(g.s); len(st) != 1 || st[0].Msg.ID != "thorgal.lost.time" {
		t.Errorf("steps %+v", st)
	}
	// Torkan's Temple's sheet: "if you run out of time, read" its ending
	// Entry. The table records which, once.
	g.refuse(Command{Kind: CmdEndingEntry, N: 0}, "thorgal.err.entry_number")
	g.do(Command{Kind: CmdEndingEntry, N: 8})
	if out := Outcome(g.s); out.Status != rules.Lost || out.Reason.ID != "thorgal.lost.time_entry" || out.Reason.Args["N"] != 8 {
		t.Fatalf("outcome %+v", out)
	}
	g.refuse(Command{Kind: CmdEndingEntry, N: 9}, "thorgal.err.ending_entry")
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvEndingEntry, N: 9}), "a second ending Entry on import", "thorgal.err.ending_entry")
	// Not while playing, nor after an ending that named its Entry already.
	p2 := newGame(t, setup(2, Thorgal, Jolan))
	p2.refuse(Command{Kind: CmdEndingEntry, N: 8}, "thorgal.err.ending_entry")
	p2.do(Command{Kind: CmdLose, N: 7})
	p2.refuse(Command{Kind: CmdEndingEntry, N: 8}, "thorgal.err.ending_entry")
}

func TestEventDeckChoice(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.start()
	g.actionPhase()
	g.do(Command{Kind: CmdAdvanceRound})
	g.do(Command{Kind: CmdRefreshChips})
	// Requirement met: the left deck (Mountain in the test profile).
	g.refuse(Command{Kind: CmdDrawEvent, Met: true, Card: "11"}, "thorgal.err.card")
	evs := g.do(Command{Kind: CmdDrawEvent, Met: true, Card: "04"})
	if evs[0].Deck != Mountain || g.s.Active != (EventCard{Deck: Mountain, Card: "04"}) {
		t.Fatalf("drew %+v", evs)
	}
	if g.s.EventStep != StepNote {
		t.Fatalf("step %d", g.s.EventStep)
	}
	// The icon is unknown: the app asks once, and remembers.
	_, err := Decide(g.s, Command{Kind: CmdNoteEffect}, g.r)
	var need *rules.NeedPrinted
	if !errors.As(err, &need) || need.Key != "thorgal.event.mountain.04" {
		t.Fatalf("note: %v", err)
	}
	g.refuse(Command{Kind: CmdPassFirst}, "thorgal.err.event_step")
	g.learn(need.Key, EffectFirst)
	g.do(Command{Kind: CmdNoteEffect})
	g.do(Command{Kind: CmdPassFirst})

	// Next Event phase: the active card's effect is resolved, then the old card
	// is discarded as the new one is drawn; requirement not met: the right deck.
	g.actionPhase()
	g.do(Command{Kind: CmdAdvanceRound})
	g.do(Command{Kind: CmdRefreshChips})
	if g.s.EventStep != StepResolve {
		t.Fatalf("step %d", g.s.EventStep)
	}
	steps := Steps(g.s)
	if steps[2].State != rules.StepCurrent || steps[2].Msg.ID != "thorgal.step.resolve" {
		t.Fatalf("steps %+v", steps)
	}
	evs = g.do(Command{Kind: CmdResolveNext})
	if evs[0].Effect != EffectFirst {
		t.Errorf("resolved %+v", evs[0])
	}
	forged := Event{Kind: EvEventDrawn, Deck: Mountain, Card: "05"}
	rulestest.CheckRefused(t, Check(Evolve(g.s, Event{Kind: EvDiscarded, Deck: Mountain, Card: "04"}), forged),
		"a Mountain draw with the requirement unmet", "thorgal.err.event_deck_rule")
	evs = g.do(Command{Kind: CmdDrawEvent, Met: false})
	if len(evs) != 2 || evs[0].Kind != EvDiscarded || evs[1].Deck != Village || g.s.Active.Deck != Village {
		t.Fatalf("events %+v", evs)
	}
	if g.s.Decks[Mountain].DiscardCount("04") != 1 || len(g.s.Decks[Mountain].Out) != 0 {
		t.Errorf("old Event card not discarded: %+v", g.s.Decks[Mountain])
	}
	if l := Label(Command{Kind: CmdDrawEvent}, evs); l.ID != "thorgal.label.event_drawn" {
		t.Errorf("label %s", l.ID)
	}
	checkInvariants(t, g.s)
}

// Some Round track spaces carry a special effect resolved during that round
// (rulebook, ADVENTURE SHEET). Which ones is printed: the profile may know it
// (optional, never asked by New), or the table tells it mid-game.
func TestMarkedRounds(t *testing.T) {
	p := profile()
	p[adventureKey(TorkansTemple, "special")] = "2, 5, 9" // 9 lies past a track of 6
	s, err := New(setup(2, Thorgal, Jolan), p)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Sheet.Special, []int{2, 5}) || !s.Sheet.Marked(5) || s.Sheet.Marked(3) {
		t.Fatalf("special %v", s.Sheet.Special)
	}
	if m := Missing(setup(2, Thorgal, Jolan), profile()); slices.Contains(m, adventureKey(TorkansTemple, "special")) {
		t.Error("the marked rounds are asked before play")
	}
	// Told at the table: the sheet follows, and a replay gives the same.
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.learn(adventureKey(TorkansTemple, "special"), "3")
	if !slices.Equal(g.s.Sheet.Special, []int{3}) {
		t.Fatalf("special %v", g.s.Sheet.Special)
	}
	g.learn(adventureKey(TorkansTemple, "special"), "0")
	if len(g.s.Sheet.Special) != 0 {
		t.Fatalf("special %v after none", g.s.Sheet.Special)
	}
	if encode(t, g.replay()) != encode(t, g.s) {
		t.Error("replay differs")
	}
	// A custom adventure's marks must lie on its track.
	sh := &Sheet{Name: "Fjord", Rounds: 4, Left: Sea, Right: MagicDeck, Requirement: "x", Row: []int{1, 2}, Special: []int{5}}
	if _, err := New(Setup{Adventure: CustomAdventure, Custom: sh, Players: 1, Characters: []Seat{{Character: Thorgal}, {Character: Jolan}}}, profile()); err == nil {
		t.Error("a mark past the track accepted")
	}
}
