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
		thorgal.CmdFight, thorgal.CmdCombat, thorgal.CmdJourney, thorgal.CmdJourney, thorgal.CmdTerrainBonus,
		thorgal.CmdCombatRoll, thorgal.CmdCombatReroll,
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
	case thorgal.CmdFight:
		return fight(s, c, at)
	case thorgal.CmdCombat:
		return combat(s, at)
	case thorgal.CmdCombatRoll:
		// The app's roll or the table's, now and then out of order or
		// with a Critical before the roll (refused).
		for k := range at(2)%3 + 1 {
			d := thorgal.CombatDie{Die: (at(3)+k)%4 + 1, Added: k == 2, Crit: at(5)%11 == 0}
			if at(4)%2 == 0 {
				d.Face = (at(4)+k)%6 + 1
			}
			c.Dice = append(c.Dice, d)
		}
	case thorgal.CmdCombatReroll:
		c.Index, c.N = at(2)%3, at(3)%7
	case thorgal.CmdJourney:
		return journey(s, c, at)
	case thorgal.CmdTerrainBonus:
		c.Cover = cover(s, ch, at(2), at(3))
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
	// A fight drawn is fought, a Terrain bonus owed taken.
	if f := s.Fight; f != nil {
		switch {
		case !f.Rolled() && a%3 == 0:
			return thorgal.Command{Kind: thorgal.CmdCombatRoll, Dice: []thorgal.CombatDie{{Die: b%4 + 1}, {Die: a%4 + 1, Added: b%2 == 0}}}
		case f.Rolled() && b%4 == 0:
			return thorgal.Command{Kind: thorgal.CmdCombatReroll, Index: a % len(f.Dice), N: b % 7}
		}
		return combat(s, func(i int) int { return []int{0, 0, a, b, a + b, a ^ b, a * b, 1}[i%8] })
	}
	for i, c := range s.Chars {
		if c.TerrainBonus > 0 {
			return thorgal.Command{Kind: thorgal.CmdTerrainBonus, Char: i, Cover: cover(s, i, a, b)}
		}
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

// fight begins a Combat: mostly one digital draw, sometimes a named card, a
// merged group, a mixed group or a Mystical Enemy.
func fight(s thorgal.State, c thorgal.Command, at func(int) int) thorgal.Command {
	kinds := append(append([]string{}, thorgal.EnemyIDs...), thorgal.Mystical, "x")
	c.Enemy = kinds[at(2)%len(kinds)]
	switch at(3) % 6 {
	case 0:
		if p, ok := s.Decks[c.Enemy]; ok && len(p.Pile) > 0 {
			c.Cards = []string{p.Pile[at(4)%len(p.Pile)]}
		}
	case 1:
		c.Count = at(4)%3 + 1
	case 2:
		c.Enemies = []string{thorgal.Minor, thorgal.EnemyIDs[at(4)%len(thorgal.EnemyIDs)]}
		c.Enemy = ""
	}
	return c
}

// combat records the fight under way (or is refused without one).
func combat(s thorgal.State, at func(int) int) thorgal.Command {
	c := thorgal.Command{Kind: thorgal.CmdCombat, Total: at(2)%4 + 1, Rerolls: at(5) % 2}
	c.Hearts = at(3) % (c.Total + 1)
	if at(4)%9 == 0 {
		c.Hearts = c.Total + 1 // refused
	}
	if f := s.Fight; f != nil && f.Rolled() && at(7)%4 != 0 {
		// The roll recorded, as it stands (else, sometimes, dice that are
		// not the roll's: refused).
		c.Rerolls = 0
		c.Tiles = polyomino.IDs()[:len(f.Dice)%8]
		c.Cover = cover(s, f.Char, at(4), at(6))
		return c
	}
	for k := range at(5)%3 + 1 {
		c.Dice = append(c.Dice, thorgal.CombatDie{Die: (at(6)+k)%4 + 1, Face: (at(4)+k)%6 + 1, Crit: k == 1, Added: k == 2})
		c.Tiles = append(c.Tiles, polyomino.IDs()[(at(6)+k)%8])
	}
	ch := 0
	if s.Fight != nil {
		ch = s.Fight.Char
	}
	c.Cover = cover(s, ch, at(4), at(6))
	return c
}

// journey takes a tile the Journey track allows, after teaching the track's
// tiles when a level is not known yet.
func journey(s thorgal.State, c thorgal.Command, at func(int) int) thorgal.Command {
	if c.Char >= len(s.Chars) {
		c.Shape = "I2"
		return c
	}
	tiles, need := s.JourneyTiles(s.Chars[c.Char].Journey)
	if need != "" {
		return thorgal.Learn(need, []string{"I2,L3", "I3", "L4,T4", "0", "P5"}[at(2)%5])
	}
	if len(tiles) == 0 || at(2)%10 == 0 {
		c.Shape = polyomino.IDs()[at(3)%21] // maybe not allowed
	} else {
		c.Shape = tiles[at(3)%len(tiles)]
	}
	c.Reveal = at(4)%3 == 0
	if c.Reveal && at(4)%2 == 0 {
		if p := s.Decks[thorgal.Terrain]; len(p.Pile) > 0 {
			c.Card = p.Pile[at(5)%len(p.Pile)]
		}
	}
	c.Cover = cover(s, c.Char, at(5), at(6))
	return c
}

// cover is a small placement's covering effects for character ch: mostly
// Experience, Goods and Discovery, now and then a heal, a special space or
// an impossible discard.
func cover(s thorgal.State, ch, a, b int) thorgal.Covered {
	var cv thorgal.Covered
	g := thorgal.GoodIDs[a%len(thorgal.GoodIDs)]
	switch b % 8 {
	case 0:
		cv.Combat = a%2 + 1
	case 1:
		cv.Journey = 1
		cv.Goods = cv.Goods.With(g, 1)
	case 2:
		cv.Source, cv.SourceGood = a%3+1, g
	case 3:
		cv.Discovery = 1
	case 4:
		if ch < len(s.Chars) && len(s.Chars[ch].Wounds) > 0 {
			cv.Heal = []int{a % len(s.Chars[ch].Wounds)}
		}
	case 5:
		cv.Special.Threat = a%3 + 1
	case 6:
		cv.Special.Wounds = []string{[]string{"O1", "I2", "L3", "T4"}[a%4]}
	case 7:
		cv.Special.Discard = cv.Special.Discard.With(g, a%2+1)
	}
	return cv
}
