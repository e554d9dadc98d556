package thorgal

import "testing"

// The rulebook's Journey action ("Revealing new Terrain cards"): a tile
// placed first in the marked column of the rightmost card reveals a new one,
// and then the character gains the bonus in its corner. The bonus is part of
// the Journey, not a choice: the round cannot end with it untaken.
func TestTerrainBonusBeforeRoundAdvance(t *testing.T) {
	g := journeyGame(t)
	g.do(Command{Kind: CmdExperience, Char: 1, Track: Journey})
	g.do(Command{Kind: CmdJourney, Char: 1, Shape: "L3", Reveal: true, Card: "05"})
	if n := g.s.Chars[1].TerrainBonus; n != 1 {
		t.Fatalf("bonus owed %d, want 1", n)
	}
	for g.s.Phase == PhaseAction {
		chip := -1
		for k, c := range g.s.Chips {
			if c.Active {
				chip = k
				break
			}
		}
		g.do(Command{Kind: CmdPlaceChip, Chip: chip, Slot: (g.s.Chips[chip].Slot + 1) % len(g.s.Row)})
	}
	round := g.s.RoundNumber()
	g.refuse(Command{Kind: CmdAdvanceRound}, "thorgal.err.terrain_bonus_owed")
	g.do(Command{Kind: CmdTerrainBonus, Char: 1, Cover: Covered{Goods: Goods{Magic: 1}}})
	g.do(Command{Kind: CmdAdvanceRound})
	if g.s.RoundNumber() != round+1 {
		t.Fatalf("round %d after the advance, want %d", g.s.RoundNumber(), round+1)
	}
	checkInvariants(t, g.s)
}
