package dwarves

import (
	"maps"
	"slices"

	"skald/rules/deck"
	"skald/rules/track"
)

// clone is a deep copy of s: Evolve works on it so that nothing it changes is
// shared with the State it was given.
func (s State) clone() State {
	out := s
	out.Setup = cloneSetup(s.Setup)
	out.Heroes = slices.Clone(s.Heroes)
	for i := range out.Heroes {
		out.Heroes[i].Equipment = slices.Clone(s.Heroes[i].Equipment)
	}
	out.Doom = track.Track{Len: s.Doom.Len, Marks: maps.Clone(s.Doom.Marks)}
	out.Council = track.Track{Len: s.Council.Len, Marks: maps.Clone(s.Council.Marks)}
	out.Board = maps.Clone(s.Board)
	out.Cards = maps.Clone(s.Cards)
	out.Perished = slices.Clone(s.Perished)
	out.Scenario.Slots = slices.Clone(s.Scenario.Slots)
	out.Display = slices.Clone(s.Display)
	out.Adventure = cloneDeck(s.Adventure)
	out.Threats = cloneDeck(s.Threats)
	out.Kept = slices.Clone(s.Kept)
	out.Equipment = cloneDeck(s.Equipment)
	out.Checks = maps.Clone(s.Checks)
	if s.Roll != nil {
		r := *s.Roll
		r.Faces = slices.Clone(s.Roll.Faces)
		out.Roll = &r
	}
	if s.Diamonds != nil {
		d := *s.Diamonds
		d.Hidden = cloneDeck(s.Diamonds.Hidden)
		d.Bislipur = slices.Clone(s.Diamonds.Bislipur)
		d.Balendilin = slices.Clone(s.Diamonds.Balendilin)
		out.Diamonds = &d
	}
	out.Dragons = slices.Clone(s.Dragons)
	out.Flown = slices.Clone(s.Flown)
	out.Printed = maps.Clone(s.Printed)
	out.Result.Reason.Args = maps.Clone(s.Result.Reason.Args)
	return out
}

func cloneDeck(d deck.Deck) deck.Deck {
	return deck.Deck{Pile: slices.Clone(d.Pile), Discard: slices.Clone(d.Discard)}
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// addSorted returns a new sorted slice with v added (once).
func addSorted(s []string, v string) []string {
	if slices.Contains(s, v) {
		return slices.Clone(s)
	}
	out := append(slices.Clone(s), v)
	slices.Sort(out)
	return out
}

// removeOne returns a new slice without the first v, nil if it is empty.
func removeOne(s []string, v string) []string {
	i := slices.Index(s, v)
	if i < 0 {
		return slices.Clone(s)
	}
	out := slices.Delete(slices.Clone(s), i, i+1)
	if len(out) == 0 {
		return nil
	}
	return out
}
