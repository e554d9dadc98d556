package deck

import "slices"

// with returns a new sorted slice holding s plus cards, or nil if that is empty.
// It never writes into s, and sorting also repairs a pile decoded out of order.
func with(s []string, cards ...string) []string {
	if len(s)+len(cards) == 0 {
		return nil
	}
	out := make([]string, 0, len(s)+len(cards))
	out = append(append(out, s...), cards...)
	slices.Sort(out)
	return out
}

// without returns a new sorted slice holding s less one copy of card, and false
// (with s untouched) if card is not in s.
func without(s []string, card string) ([]string, bool) {
	i := slices.Index(s, card)
	if i < 0 {
		return s, false
	}
	out := make([]string, 0, len(s)-1)
	out = append(append(out, s[:i]...), s[i+1:]...)
	return with(out), true
}

func count(s []string, card string) int {
	n := 0
	for _, c := range s {
		if c == card {
			n++
		}
	}
	return n
}

func tally(s []string) map[string]int {
	m := make(map[string]int)
	for _, c := range s {
		m[c]++
	}
	return m
}
