package dice

import (
	"slices"

	"skald/rules"
)

// Roll rolls each die once and returns the face names, in the dice's order. It
// calls r.IntN once per die, so a seeded r always gives the same faces.
func Roll(dice []Die, r rules.Rand) []string {
	out := make([]string, len(dice))
	for i, d := range dice {
		s := d.sides()
		out[i] = s[r.IntN(len(s))]
	}
	return out
}

// Check validates faces entered at the table for these dice: one face per die,
// in the dice's order, each a face that die has. It accepts exactly the results
// Roll can produce.
func Check(dice []Die, faces []string) error {
	if len(faces) != len(dice) {
		return &rules.Refusal{Msg: rules.M("dice.err.count", "Want", len(dice), "Got", len(faces)).WithCount(len(dice))}
	}
	for i, d := range dice {
		if !slices.Contains(d.sides(), faces[i]) {
			return rules.Refuse("dice.err.face", "Face", faces[i], "Die", i+1)
		}
	}
	return nil
}
