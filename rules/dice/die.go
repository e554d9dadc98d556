// Package dice rolls dice with named faces and computes exact odds.
//
// A die is the list of its sides; a face name may appear on several sides to
// weight it. Rolls return face names, so a table-mode entry ("black die shows
// Ogotaï") and a digital roll are the same kind of value and can be stored as an
// event as they are. Odds are exact fractions (math/big.Rat), so the UI can show
// "11/36" and tests can compare without tolerances.
package dice

import (
	"slices"
	"strconv"
)

// Die is one die: the face name on each of its sides, each side equally likely.
// A die with no sides behaves as a die with one blank side "", so nothing panics
// on a malformed definition.
type Die struct {
	Faces []string `json:"faces"`
}

// NewDie builds a die from its sides; the slice is copied.
func NewDie(faces ...string) Die { return Die{Faces: slices.Clone(faces)} }

// Numbered is a die with sides "1".."n", the usual dN.
func Numbered(n int) Die {
	faces := make([]string, 0, max(n, 0))
	for i := 1; i <= n; i++ {
		faces = append(faces, strconv.Itoa(i))
	}
	return Die{Faces: faces}
}

// D6 is a fresh six-sided die with faces "1".."6". It is a function, not a
// variable, so no caller can change the die another caller uses.
func D6() Die { return Numbered(6) }

// Many is n copies of a die, each with its own faces slice.
func Many(n int, d Die) []Die {
	out := make([]Die, 0, max(n, 0))
	for range n {
		out = append(out, NewDie(d.Faces...))
	}
	return out
}

// Value reads a numeric face ("4" → 4). A face that is not a whole number is 0.
func Value(face string) int {
	n, err := strconv.Atoi(face)
	if err != nil {
		return 0
	}
	return n
}

// sides is the die's sides, with a faceless die read as one blank side.
func (d Die) sides() []string {
	if len(d.Faces) == 0 {
		return blank
	}
	return d.Faces
}

var blank = []string{""}
