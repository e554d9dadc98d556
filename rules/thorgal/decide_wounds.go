package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/polyomino"
)

// MaxCount bounds how many wounds or Experience one command gives.
const MaxCount = 9

func decideWounds(em *emitter, c Command) error {
	s := em.State
	if c.Kind == CmdUnfulfilled {
		if len(c.Chars) == 0 {
			return rules.Refuse("thorgal.err.no_character")
		}
		for i, ch := range c.Chars {
			if _, err := s.char(ch); err != nil {
				return err
			}
			if slices.Contains(c.Chars[:i], ch) {
				return rules.Refuse("thorgal.err.character_twice", "Character", s.Chars[ch].NameMsg())
			}
		}
		// Resolved as far as possible (at the table), then each affected
		// character gains 1 Wound (Threat).
		for _, ch := range c.Chars {
			em.threatWound(ch, CauseUnfulfilled)
		}
		em.deaths()
		return nil
	}
	ch, err := s.char(c.Char)
	if err != nil {
		return err
	}
	switch c.Kind {
	case CmdWound:
		w, err := s.woundOf(ch, c)
		if err != nil {
			return err
		}
		n := max(c.Count, 1)
		if n > MaxCount {
			return rules.Refuse("thorgal.err.count", "Max", MaxCount)
		}
		for range n {
			em.Add(Event{Kind: EvWoundGained, Char: c.Char, Size: w.Size, Shape: w.Shape})
		}
		em.deaths()
	case CmdPlaceWound:
		em.Add(Event{Kind: EvWoundPlaced, Char: c.Char, Tile: polyomino.Tile{Shape: c.Shape, Orient: c.Orient, At: c.At}})
		em.deaths()
	case CmdHeal:
		if len(ch.Pending) > 0 {
			return rules.Refuse("thorgal.err.place_first", "Character", ch.NameMsg())
		}
		if c.Index < 0 || c.Index >= len(ch.Wounds) {
			return rules.Refuse("thorgal.err.no_such_wound")
		}
		t := ch.Wounds[c.Index]
		if c.Max > 0 && t.Size() > c.Max {
			return &rules.Refusal{Msg: rules.M("thorgal.err.heal_too_small", "Size", t.Size(), "Max", c.Max).WithCount(c.Max)}
		}
		em.Add(Event{Kind: EvHealed, Char: c.Char, Index: c.Index, Shape: t.Shape})
	}
	return nil
}

// threatWound gives character i the Unfulfilled effect's wound, 1 Wound
// (Threat): any tile of as many squares as the Threat the character holds
// (rulebook, UNFULFILLED EFFECTS p. 11: the character gains 1 Wound (Threat);
// THREATS p. 27: such a wound is a tile whose size is the Threat the character
// holds; WOUNDS, Example C: 2 Threat, a Wound of size 2). A character holding
// no Threat owes a tile of no squares; no tile is that small (WOUNDS names the
// tile to place), so nothing is placed: not a death, which the rulebook ties
// to a tile that does not fit. EvWoundSpared records it for the history.
func (em *emitter) threatWound(i int, cause string) {
	if n := em.State.Chars[i].Threat; n > 0 {
		em.Add(Event{Kind: EvWoundGained, Char: i, Size: n, Cause: cause})
		return
	}
	em.Add(Event{Kind: EvWoundSpared, Char: i, Cause: cause})
}

// woundOf reads which wound a wound command gives: an exact tile, a size, or
// "Wound (Threat)" — any tile of as many squares as the character's Threat.
func (s State) woundOf(ch Character, c Command) (Wound, error) {
	given := 0
	for _, b := range []bool{c.Shape != "", c.Size != 0, c.Threat} {
		if b {
			given++
		}
	}
	if given != 1 {
		return Wound{}, rules.Refuse("thorgal.err.wound_kind")
	}
	switch {
	case c.Shape != "":
		if !slices.Contains(s.Tiles, c.Shape) {
			return Wound{}, rules.Refuse("thorgal.err.tile_not_in_box", "Tile", c.Shape)
		}
		return Wound{Size: polyomino.SizeOf(c.Shape), Shape: c.Shape}, nil
	case c.Threat:
		if ch.Threat == 0 {
			return Wound{}, rules.Refuse("thorgal.err.threat_wound_zero")
		}
		return Wound{Size: ch.Threat}, nil
	}
	if c.Size < 1 || c.Size > polyomino.MaxSize {
		return Wound{}, &rules.Refusal{Msg: rules.M("thorgal.err.wound_size").WithCount(polyomino.MaxSize)}
	}
	return Wound{Size: c.Size}, nil
}
