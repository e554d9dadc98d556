package qa

import "slices"

// Hands, kept dice and the Chaams on a Lieu are multisets kept as sorted string
// slices: equal multisets encode to the same JSON, and every helper returns a new
// slice, so a State handed to Evolve is never written through.

// msAdd returns a new sorted slice holding s plus items, or nil if that is empty.
func msAdd(s []string, items ...string) []string {
	if len(s)+len(items) == 0 {
		return nil
	}
	out := make([]string, 0, len(s)+len(items))
	out = append(append(out, s...), items...)
	slices.Sort(out)
	return out
}

// msRemove returns a new sorted slice holding s less one copy of each item, and
// false (with a copy of s) if s does not hold them all.
func msRemove(s []string, items ...string) ([]string, bool) {
	out := slices.Clone(s)
	for _, it := range items {
		i := slices.Index(out, it)
		if i < 0 {
			return msAdd(s), false
		}
		out = slices.Delete(out, i, i+1)
	}
	return msAdd(out), true
}

// msHas reports whether s holds every item (with multiplicity).
func msHas(s []string, items ...string) bool {
	_, ok := msRemove(s, items...)
	return ok
}

// msCount is how many copies of x s holds.
func msCount(s []string, x string) int {
	n := 0
	for _, v := range s {
		if v == x {
			n++
		}
	}
	return n
}

// repeat is n copies of x.
func repeat(x string, n int) []string {
	out := make([]string, 0, max(n, 0))
	for range n {
		out = append(out, x)
	}
	return out
}
