// Package gen is test support: random commands of Thorgal: The Board Game for
// the rules' fuzz tests and the tracker's walkers, valid or not, from bytes a
// fuzzer gives or from a random source. Production code never imports it.
package gen

import (
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// ScriptBytes is how many bytes FromBytes reads at most.
const ScriptBytes = 7

// Command is FromBytes with random bytes.
func Command(s thorgal.State, r rules.Rand) thorgal.Command {
	b := make([]byte, ScriptBytes)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return FromBytes(s, b)
}

// FromBytes builds a command for s from a few bytes (a script reads seven a
// command), valid or not. Wound placements are chosen
// among the legal ones most of the time, so the fuzzer reaches full grids.
func FromBytes(s thorgal.State, b []byte) thorgal.Command {
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
		thorgal.CmdPlaceChip, thorgal.CmdPlaceChip, thorgal.CmdPlaceChip, thorgal.CmdSwapAction,
		thorgal.CmdAdvanceRound, thorgal.CmdRefreshChips, thorgal.CmdResolveNext, thorgal.CmdDrawEvent, thorgal.CmdNoteEffect, thorgal.CmdPassFirst,
		thorgal.CmdWound, thorgal.CmdPlaceWound, thorgal.CmdPlaceWound, thorgal.CmdPlaceWound, thorgal.CmdHeal, thorgal.CmdUnfulfilled,
		thorgal.CmdThreat, thorgal.CmdGoods, thorgal.CmdExperience, thorgal.CmdBonusTaken, thorgal.CmdSkill, thorgal.CmdItemGain, thorgal.CmdItemUse,
		thorgal.CmdDraw, thorgal.CmdDiscard, thorgal.CmdRefill, thorgal.CmdUpgrade, thorgal.CmdDegrade, thorgal.CmdEntry, thorgal.CmdWin, thorgal.CmdLose, thorgal.CmdLearn, thorgal.CmdEndingEntry,
	}
	if at(0) >= 128 {
		return sensible(s, at(2), at(3))
	}
	c := thorgal.Command{Kind: kinds[at(0)%len(kinds)], Char: ch}
	decks := []string{thorgal.Mountain, thorgal.Village, thorgal.Minor, thorgal.Moderate, thorgal.Major, thorgal.Massive, thorgal.Discovery, thorgal.Terrain, thorgal.Items, "x"}
	switch c.Kind {
	case thorgal.CmdPlaceChip:
		c.Chip, c.Slot = at(2)%5, at(3)%6
	case thorgal.CmdSwapAction:
		c.Slot, c.N = at(2)%6, at(3)%40
	case thorgal.CmdDrawEvent:
		c.Met = at(2)%2 == 0
		if at(3)%3 == 0 {
			c.Card = thorgal.Cards(thorgal.Mountain)[at(4)%10]
		}
	case thorgal.CmdWound:
		switch at(2) % 4 {
		case 0:
			c.Shape = polyomino.IDs()[at(3)%21]
		case 1:
			c.Threat = true
		default:
			c.Size = at(3)%6 + 1
		}
		c.Count = at(4) % 3
	case thorgal.CmdPlaceWound:
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
	case thorgal.CmdHeal:
		c.Index, c.Max = at(2)%4, at(3)%6
	case thorgal.CmdUnfulfilled:
		for i := range at(2) % 3 {
			c.Chars = append(c.Chars, (ch+i)%max(n, 1))
		}
	case thorgal.CmdThreat:
		c.N = signed * 2
	case thorgal.CmdGoods:
		c.Good, c.N, c.Penalty = thorgal.GoodIDs[at(3)%6], signed, at(4)%2 == 0
	case thorgal.CmdExperience, thorgal.CmdBonusTaken:
		c.Track, c.Count = []string{thorgal.Combat, thorgal.Journey, "x"}[at(2)%3], at(3)%4
	case thorgal.CmdSkill:
		c.Active = at(2)%2 == 0
	case thorgal.CmdItemGain:
		c.Name = "item"
		switch at(2) % 3 {
		case 0:
			if len(s.Display) > 0 {
				c.Card = s.Display[at(3)%len(s.Display)]
			}
		case 1:
			// From the top of the Item deck: digital, or a named card.
			c.Deck = thorgal.Items
			if at(3)%2 == 0 {
				c.Card = thorgal.Cards(thorgal.Items)[at(4)%thorgal.DeckSize(thorgal.Items)]
			}
		}
	case thorgal.CmdItemUse:
		c.Index = at(2) % 3
	case thorgal.CmdDraw, thorgal.CmdDiscard:
		c.Deck = decks[at(2)%len(decks)]
		if p, ok := s.Decks[c.Deck]; ok && c.Kind == thorgal.CmdDiscard && len(p.Out) > 0 {
			c.Card = p.Out[at(3)%len(p.Out)]
		} else if at(3)%2 == 0 {
			c.Card = thorgal.Cards(thorgal.Minor)[at(4)%10]
		}
	case thorgal.CmdRefill:
		if at(2)%2 == 0 {
			c.Cards = []string{thorgal.Cards(thorgal.Items)[at(3)%30]}
		}
	case thorgal.CmdUpgrade, thorgal.CmdDegrade:
		c.Enemy = append(thorgal.EnemyIDs, "x")[at(2)%5]
	case thorgal.CmdEntry:
		c.N, c.Force = at(2)%6, at(3)%4 == 0
	case thorgal.CmdEndingEntry:
		c.N = at(2) % 4
	case thorgal.CmdWin, thorgal.CmdLose:
		c.N = at(2) % 3
		if at(3)%8 != 0 {
			c.Kind = thorgal.CmdEntry // rarely end the game
		}
	case thorgal.CmdLearn:
		c.Key, c.Value = thorgal.EventKey(thorgal.Mountain, thorgal.Cards(thorgal.Mountain)[at(2)%10]), []string{"1", "2", "3", "other", "4"}[at(3)%5]
		if at(4)%4 == 0 {
			c.Key, c.Value = thorgal.TilesKey, "T4,P5,I4"
		}
	}
	return c
}

// sensible is what a table would most likely do next, so scripts reach
// later rounds: place a pending wound, finish setup, play a chip, take the next
// Event phase step.
func sensible(s thorgal.State, a, b int) thorgal.Command {
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
		return thorgal.Command{Kind: thorgal.CmdPlaceWound, Char: i, Shape: p.Shape, Orient: p.Orient, At: p.At}
	}
	switch s.Phase {
	case thorgal.PhaseSetup:
		if len(s.Decks[thorgal.Terrain].Out) == 0 {
			return thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain}
		}
		return thorgal.Command{Kind: thorgal.CmdRefill}
	case thorgal.PhaseAction:
		for chip, c := range s.Chips {
			if c.Active {
				return thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: chip, Slot: (c.Slot + 1 + a%(len(s.Row)-1)) % len(s.Row)}
			}
		}
	case thorgal.PhaseEvent:
		switch s.EventStep {
		case thorgal.StepAdvance:
			return thorgal.Command{Kind: thorgal.CmdAdvanceRound}
		case thorgal.StepRefresh:
			return thorgal.Command{Kind: thorgal.CmdRefreshChips}
		case thorgal.StepResolve:
			return thorgal.Command{Kind: thorgal.CmdResolveNext}
		case thorgal.StepDraw:
			return thorgal.Command{Kind: thorgal.CmdDrawEvent, Met: a%2 == 0}
		case thorgal.StepNote:
			if key := thorgal.EventKey(s.Active.Deck, s.Active.Card); s.Printed[key] == "" {
				return thorgal.Learn(key, []string{"1", "2", "3", "other"}[b%4])
			}
			return thorgal.Command{Kind: thorgal.CmdNoteEffect}
		}
		return thorgal.Command{Kind: thorgal.CmdPassFirst}
	}
	return thorgal.Command{Kind: thorgal.CmdEntry, N: a%50 + 1}
}
