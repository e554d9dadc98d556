package deck

import (
	"slices"

	"skald/rules"
)

// Shuffle returns the cards in a random order (Fisher–Yates), for the few decks
// whose order matters (a display dealt face up, a stack read from the top). The
// order depends only on r's outputs, so a seeded r gives the same order every
// time; the input slice is left alone.
func Shuffle(cards []string, r rules.Rand) []string {
	out := slices.Clone(cards)
	for i := len(out) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}
