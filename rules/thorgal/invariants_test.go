package thorgal

import (
	"fmt"
	"slices"
	"testing"

	"skald/rules/polyomino"
)

// checkInvariants fails unless the invariants hold.
func checkInvariants(t testing.TB, s State) {
	t.Helper()
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
}

// invariants are what must hold in every state.
func invariants(s State) error {
	for i, c := range s.Chars {
		if err := polyomino.Consistent(c.Area, c.Wounds); err != nil {
			return fmt.Errorf("character %d wounds %+v: %v", i, c.Wounds, err)
		}
		if c.Threat < 0 || c.Threat > MaxThreat {
			return fmt.Errorf("character %d threat %d", i, c.Threat)
		}
		if c.Combat < 1 || c.Combat > MaxLevel || c.Journey < 1 || c.Journey > MaxLevel {
			return fmt.Errorf("character %d experience %d/%d", i, c.Combat, c.Journey)
		}
		for _, g := range GoodIDs {
			if c.Goods.Get(g) < 0 {
				return fmt.Errorf("character %d has %d %s", i, c.Goods.Get(g), g)
			}
		}
		for _, w := range c.Pending {
			if w.Size < 1 || w.Size > 5 {
				return fmt.Errorf("pending wound %+v", w)
			}
		}
	}
	// Deck conservation: every deck's cards are in its pile, discard or play.
	for id, p := range s.Decks {
		all := append(append(slices.Clone(p.Pile), p.Discard...), p.Out...)
		slices.Sort(all)
		if !slices.Equal(all, Cards(id)) {
			return fmt.Errorf("deck %s holds %v", id, all)
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
		return fmt.Errorf("items in play %v, held or displayed %v", s.Decks[Items].Out, held)
	}
	for _, d := range []string{s.Sheet.Left, s.Sheet.Right} {
		var want []string
		if s.Active.Deck == d {
			want = []string{s.Active.Card}
		}
		if !slices.Equal(s.Decks[d].Out, want) {
			return fmt.Errorf("event deck %s in play %v, active %+v", d, s.Decks[d].Out, s.Active)
		}
	}
	// The cards of a fight under way are in play, its character seated.
	if f := s.Fight; f != nil {
		if f.Char < 0 || f.Char >= len(s.Chars) || (f.Enemy == Mystical) != (len(f.Cards) == 0) {
			return fmt.Errorf("fight %+v", *f)
		}
		for k, card := range f.Cards {
			if !s.Decks[f.DeckOf(k)].isOut(card) {
				return fmt.Errorf("fight card %s %s not in play", f.DeckOf(k), card)
			}
		}
	}
	for i, c := range s.Chars {
		if c.TerrainBonus < 0 {
			return fmt.Errorf("character %d owes %d Terrain bonuses", i, c.TerrainBonus)
		}
	}
	if s.Turn < 0 || s.Turn > Turns || s.First < 0 || s.First >= len(s.Chars) {
		return fmt.Errorf("turn %d first %d", s.Turn, s.First)
	}
	if r := s.RoundNumber(); r < 1 || r > s.Round.Len {
		return fmt.Errorf("round %d of %d", r, s.Round.Len)
	}
	if !slices.IsSorted(s.Row) || len(s.Row) != len(s.Sheet.Row) {
		return fmt.Errorf("row %v", s.Row)
	}
	return nil
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
