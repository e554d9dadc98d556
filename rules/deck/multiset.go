package deck

import "slices"

// A pile, a hand, kept dice, the Chaams on a Lieu, the cards in play: each game
// keeps such a multiset as a sorted string slice (duplicates allowed), so equal
// multisets encode to the same JSON and a replayed state compares equal byte
// for byte. Every function here returns a new slice and never writes into the
// one it is given, so a State handed to Evolve is never written through; an
// empty result is nil, left out of JSON whichever way it became empty.

// With returns a new sorted slice holding s plus items, or nil if that is
// empty. Sorting also repairs a slice decoded out of order.
func With(s []string, items ...string) []string {
	if len(s)+len(items) == 0 {
		return nil
	}
	out := make([]string, 0, len(s)+len(items))
	out = append(append(out, s...), items...)
	slices.Sort(out)
	return out
}

// Without returns a new sorted slice holding s less one copy of each item, and
// false (with a sorted copy of s) if s does not hold them all.
func Without(s []string, items ...string) ([]string, bool) {
	out := slices.Clone(s)
	for _, it := range items {
		i := slices.Index(out, it)
		if i < 0 {
			return With(s), false
		}
		out = slices.Delete(out, i, i+1)
	}
	return With(out), true
}

// Has reports whether s holds every item, with multiplicity.
func Has(s []string, items ...string) bool {
	_, ok := Without(s, items...)
	return ok
}

// Count is how many copies of item s holds.
func Count(s []string, item string) int {
	n := 0
	for _, v := range s {
		if v == item {
			n++
		}
	}
	return n
}

// Tally maps each item of s to its number of copies (a new map).
func Tally(s []string) map[string]int {
	m := make(map[string]int)
	for _, c := range s {
		m[c]++
	}
	return m
}
