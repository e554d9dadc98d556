package thorgal

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"skald/rules/polyomino"
)

// checkInvariants is what must hold in every state.
func checkInvariants(t testing.TB, s State) {
	t.Helper()
	for i, c := range s.Chars {
		if err := polyomino.Consistent(c.Area, c.Wounds); err != nil {
			t.Fatalf("character %d wounds %+v: %v", i, c.Wounds, err)
		}
		if c.Threat < 0 || c.Threat > MaxThreat {
			t.Fatalf("character %d threat %d", i, c.Threat)
		}
		if c.Combat < 1 || c.Combat > MaxLevel || c.Journey < 1 || c.Journey > MaxLevel {
			t.Fatalf("character %d experience %d/%d", i, c.Combat, c.Journey)
		}
		for _, g := range GoodIDs {
			if c.Goods.Get(g) < 0 {
				t.Fatalf("character %d has %d %s", i, c.Goods.Get(g), g)
			}
		}
		for _, w := range c.Pending {
			if w.Size < 1 || w.Size > 5 {
				t.Fatalf("pending wound %+v", w)
			}
		}
	}
	// Deck conservation: every deck's cards are in its pile, discard or play.
	for id, p := range s.Decks {
		all := append(append(slices.Clone(p.Pile), p.Discard...), p.Out...)
		slices.Sort(all)
		if !slices.Equal(all, Cards(id)) {
			t.Fatalf("deck %s holds %v", id, all)
		}
	}
	// Cards in play are where the table says.
	held := slices.Clone(nonEmpty(s.Display))
	for _, c := range s.Chars {
		for _, it := range c.Items {
			if it.Card != "" {
				held = append(held, it.Card)
			}
		}
	}
	slices.Sort(held)
	if !slices.Equal(held, s.Decks[Items].Out) {
		t.Fatalf("items in play %v, held or displayed %v", s.Decks[Items].Out, held)
	}
	for _, d := range []string{s.Sheet.Left, s.Sheet.Right} {
		var want []string
		if s.Active.Deck == d {
			want = []string{s.Active.Card}
		}
		if !slices.Equal(s.Decks[d].Out, want) {
			t.Fatalf("event deck %s in play %v, active %+v", d, s.Decks[d].Out, s.Active)
		}
	}
	if s.Turn < 0 || s.Turn > Turns || s.First < 0 || s.First >= len(s.Chars) {
		t.Fatalf("turn %d first %d", s.Turn, s.First)
	}
	if r := s.RoundNumber(); r < 1 || r > s.Round.Len {
		t.Fatalf("round %d of %d", r, s.Round.Len)
	}
	if !slices.IsSorted(s.Row) || len(s.Row) != len(s.Sheet.Row) {
		t.Fatalf("row %v", s.Row)
	}
}

func nonEmpty(s []string) []string {
	var out []string
	for _, c := range s {
		if c != "" {
			out = append(out, c)
		}
	}
	return out
}

// fuzzCommand builds a command from a few bytes. Wound placements are chosen
// among the legal ones most of the time, so the fuzzer reaches full grids.
func fuzzCommand(s State, b []byte) Command {
	at := func(i int) int {
		if i < len(b) {
			return int(b[i])
		}
		return 0
	}
	n := len(s.Chars)
	ch := at(1) % (n + 1) // sometimes out of range
	signed := at(2)%9 - 4
	kinds := []string{
		CmdPlaceChip, CmdPlaceChip, CmdPlaceChip, CmdSwapAction,
		CmdAdvanceRound, CmdRefreshChips, CmdResolveNext, CmdDrawEvent, CmdNoteEffect, CmdPassFirst,
		CmdWound, CmdPlaceWound, CmdPlaceWound, CmdPlaceWound, CmdHeal, CmdUnfulfilled,
		CmdThreat, CmdGoods, CmdExperience, CmdBonusTaken, CmdSkill, CmdItemGain, CmdItemUse,
		CmdDraw, CmdDiscard, CmdRefill, CmdUpgrade, CmdDegrade, CmdEntry, CmdWin, CmdLose, CmdLearn, CmdEndingEntry,
	}
	if at(0) >= 128 {
		return nextSensible(s, at(2), at(3))
	}
	c := Command{Kind: kinds[at(0)%len(kinds)], Char: ch}
	decks := []string{Mountain, Village, Minor, Moderate, Major, Massive, Discovery, Terrain, Items, "x"}
	switch c.Kind {
	case CmdPlaceChip:
		c.Chip, c.Slot = at(2)%5, at(3)%6
	case CmdSwapAction:
		c.Slot, c.N = at(2)%6, at(3)%40
	case CmdDrawEvent:
		c.Met = at(2)%2 == 0
		if at(3)%3 == 0 {
			c.Card = Cards(Mountain)[at(4)%10]
		}
	case CmdWound:
		switch at(2) % 4 {
		case 0:
			c.Shape = polyomino.IDs()[at(3)%21]
		case 1:
			c.Threat = true
		default:
			c.Size = at(3)%6 + 1
		}
		c.Count = at(4) % 3
	case CmdPlaceWound:
		if ch < n && len(s.Chars[ch].Pending) > 0 && at(2)%8 != 0 {
			var opts []polyomino.Tile
			for _, id := range s.TilesFor(s.Chars[ch].Pending[0]) {
				opts = append(opts, s.Placements(ch, id)...)
			}
			if len(opts) > 0 {
				p := opts[at(3)%len(opts)]
				c.Shape, c.Orient, c.At = p.Shape, p.Orient, p.At
				return c
			}
		}
		c.Shape = polyomino.IDs()[at(3)%21]
		c.Orient = polyomino.Orient{Rot: at(4) % 5, Flip: at(4)%2 == 1}
		c.At = polyomino.Cell{R: at(5)%7 - 1, C: at(6)%7 - 1}
	case CmdHeal:
		c.Index, c.Max = at(2)%4, at(3)%6
	case CmdUnfulfilled:
		for i := range at(2) % 3 {
			c.Chars = append(c.Chars, (ch+i)%max(n, 1))
		}
	case CmdThreat:
		c.N = signed * 2
	case CmdGoods:
		c.Good, c.N, c.Penalty = GoodIDs[at(3)%6], signed, at(4)%2 == 0
	case CmdExperience, CmdBonusTaken:
		c.Track, c.Count = []string{Combat, Journey, "x"}[at(2)%3], at(3)%4
	case CmdSkill:
		c.Active = at(2)%2 == 0
	case CmdItemGain:
		c.Name = "item"
		switch at(2) % 3 {
		case 0:
			if len(s.Display) > 0 {
				c.Card = s.Display[at(3)%len(s.Display)]
			}
		case 1:
			// From the top of the Item deck: digital, or a named card.
			c.Deck = Items
			if at(3)%2 == 0 {
				c.Card = Cards(Items)[at(4)%DeckSize(Items)]
			}
		}
	case CmdItemUse:
		c.Index = at(2) % 3
	case CmdDraw, CmdDiscard:
		c.Deck = decks[at(2)%len(decks)]
		if p, ok := s.Decks[c.Deck]; ok && c.Kind == CmdDiscard && len(p.Out) > 0 {
			c.Card = p.Out[at(3)%len(p.Out)]
		} else if at(3)%2 == 0 {
			c.Card = Cards(Minor)[at(4)%10]
		}
	case CmdRefill:
		if at(2)%2 == 0 {
			c.Cards = []string{Cards(Items)[at(3)%30]}
		}
	case CmdUpgrade, CmdDegrade:
		c.Enemy = append(EnemyIDs, "x")[at(2)%5]
	case CmdEntry:
		c.N, c.Force = at(2)%6, at(3)%4 == 0
	case CmdEndingEntry:
		c.N = at(2) % 4
	case CmdWin, CmdLose:
		c.N = at(2) % 3
		if at(3)%8 != 0 {
			c.Kind = CmdEntry // rarely end the game
		}
	case CmdLearn:
		c.Key, c.Value = EventKey(Mountain, Cards(Mountain)[at(2)%10]), []string{"1", "2", "3", "other", "4"}[at(3)%5]
		if at(4)%4 == 0 {
			c.Key, c.Value = TilesKey, "T4,P5,I4"
		}
	}
	return c
}

// nextSensible is what a table would most likely do next, so scripts reach
// later rounds: place a pending wound, finish setup, play a chip, take the next
// Event phase step.
func nextSensible(s State, a, b int) Command {
	for i, c := range s.Chars {
		if len(c.Pending) == 0 {
			continue
		}
		var opts []polyomino.Tile
		for _, id := range s.TilesFor(c.Pending[0]) {
			opts = append(opts, s.Placements(i, id)...)
		}
		if len(opts) == 0 {
			break
		}
		p := opts[(a*256+b)%len(opts)]
		return Command{Kind: CmdPlaceWound, Char: i, Shape: p.Shape, Orient: p.Orient, At: p.At}
	}
	switch s.Phase {
	case PhaseSetup:
		if len(s.Decks[Terrain].Out) == 0 {
			return Command{Kind: CmdDraw, Deck: Terrain}
		}
		return Command{Kind: CmdRefill}
	case PhaseAction:
		for chip, c := range s.Chips {
			if c.Active {
				return Command{Kind: CmdPlaceChip, Chip: chip, Slot: (c.Slot + 1 + a%(len(s.Row)-1)) % len(s.Row)}
			}
		}
	case PhaseEvent:
		switch s.EventStep {
		case StepAdvance:
			return Command{Kind: CmdAdvanceRound}
		case StepRefresh:
			return Command{Kind: CmdRefreshChips}
		case StepResolve:
			return Command{Kind: CmdResolveNext}
		case StepDraw:
			return Command{Kind: CmdDrawEvent, Met: a%2 == 0}
		case StepNote:
			if key := EventKey(s.Active.Deck, s.Active.Card); s.Printed[key] == "" {
				return Learn(key, []string{"1", "2", "3", "other"}[b%4])
			}
			return Command{Kind: CmdNoteEffect}
		}
		return Command{Kind: CmdPassFirst}
	}
	return Command{Kind: CmdEntry, N: a%50 + 1}
}

// play runs a byte script of commands (7 bytes each) from a fresh game and
// checks the invariants after every accepted command, Check on every event,
// and that a replay of the events gives the same state.
func play(t testing.TB, seed uint64, script []byte) {
	su := setup(2, Thorgal, Aaricia)
	if seed%3 == 0 {
		su = customSetup("###/###/##.")
	}
	s := newState(t, su)
	start := encode(t, s)
	r := rand.New(rand.NewPCG(seed, 7))
	var log []Event
	for len(script) >= 7 {
		c := fuzzCommand(s, script[:7])
		script = script[7:]
		before := encode(t, s)
		evs, err := Decide(s, c, r)
		if err != nil {
			continue
		}
		if len(evs) == 0 {
			t.Fatalf("%s accepted with no event", c.Kind)
		}
		for _, e := range evs {
			if err := Check(s, e); err != nil {
				t.Fatalf("%s: its own event %s fails Check: %v", c.Kind, e.Kind, err)
			}
			next := Evolve(s, e)
			if encode(t, s) != before {
				t.Fatalf("Evolve(%s) changed its input", e.Kind)
			}
			s, before = next, encode(t, next)
		}
		log = append(log, evs...)
		checkInvariants(t, s)
		if Label(c, evs).ID == "" || len(Steps(s)) == 0 || Outcome(s).Status == "" {
			t.Fatalf("%s: no label, steps or outcome", c.Kind)
		}
	}
	var rs State
	if err := json.Unmarshal([]byte(start), &rs); err != nil {
		t.Fatal(err)
	}
	for _, e := range log {
		b, _ := json.Marshal(e)
		var back Event
		_ = json.Unmarshal(b, &back)
		rs = Evolve(rs, back)
	}
	if encode(t, rs) != encode(t, s) {
		t.Fatalf("replay differs from live:\n%s\n%s", encode(t, rs), encode(t, s))
	}
}

func FuzzDecide(f *testing.F) {
	// Seeds: setup then a round; wounds piled up; threat past five; decks drained.
	f.Add(uint64(1), []byte{23, 0, 7, 0, 0, 0, 0, 25, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 7, 0, 1, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(3), []byte{10, 0, 2, 2, 1, 0, 0, 11, 0, 1, 5, 0, 0, 0, 11, 0, 1, 9, 0, 0, 0, 10, 0, 3, 4, 2, 0, 0, 12, 0, 1, 2, 0, 0, 0, 14, 0, 1, 0, 0, 0, 0, 13, 0, 1, 1, 0, 0, 0})
	f.Add(uint64(2), []byte{16, 1, 8, 0, 0, 0, 0, 16, 1, 8, 0, 0, 0, 0, 11, 1, 1, 0, 0, 0, 0, 11, 1, 1, 3, 0, 0, 0, 15, 0, 2, 0, 0, 0, 0})
	f.Add(uint64(4), []byte{23, 0, 5, 1, 0, 0, 0, 24, 0, 5, 0, 0, 0, 0, 23, 0, 5, 1, 0, 0, 0, 24, 0, 5, 0, 0, 0, 0, 23, 0, 5, 1, 0, 0, 0, 26, 0, 4, 0, 0, 0, 0, 28, 0, 2, 0, 0, 0, 0, 28, 0, 2, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, script []byte) {
		if len(script) > 7*400 {
			script = script[:7*400]
		}
		play(t, seed, script)
	})
}

// TestRandomGames plays long random scripts: the fuzz invariants on every run
// of go test, not only under -fuzz.
func TestRandomGames(t *testing.T) {
	for seed := range uint64(40) {
		r := rand.New(rand.NewPCG(seed, 99))
		script := make([]byte, 7*300)
		for i := range script {
			script[i] = byte(r.IntN(256))
		}
		play(t, seed, script)
	}
}
