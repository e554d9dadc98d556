package polyomino

import (
	"slices"
	"sync"
)

// names gives the generated free polyominoes their usual letter names (a letter
// for the look, then the size). It only names: the shapes come from Generate,
// and a test checks that the two agree one to one.
var names = map[string]string{
	"#":           "O1",
	"##":          "I2",
	"###":         "I3",
	"##/#.":       "L3",
	"####":        "I4",
	"###/#..":     "L4",
	"###/.#.":     "T4",
	"##./.##":     "S4",
	"##/##":       "O4",
	"#####":       "I5",
	"####/#...":   "L5",
	"####/.#..":   "Y5",
	"###./..##":   "N5",
	"###/##.":     "P5",
	"###/#.#":     "U5",
	"###/#../#..": "V5",
	"###/.#./.#.": "T5",
	"##./.##/.#.": "F5",
	"##./.##/..#": "W5",
	"##./.#./.##": "Z5",
	".#./###/.#.": "X5",
}

// Free is one free polyomino of the catalogue: its stable ID ("L3", "P5"), its
// canonical shape, and its distinct fixed orientations with the Orient that
// gives each (Fixed[i] == Shape.Orient(Orients[i])).
type Free struct {
	ID      string   `json:"id"`
	Shape   Shape    `json:"shape"`
	Fixed   []Shape  `json:"fixed"`
	Orients []Orient `json:"orients"`
}

// Size is the number of squares.
func (f Free) Size() int { return f.Shape.Size() }

type catalogue struct {
	all  []Free
	byID map[string]int
}

var catalog = sync.OnceValue(func() catalogue {
	c := catalogue{byID: map[string]int{}}
	for n := 1; n <= MaxSize; n++ {
		for _, s := range Generate(n) {
			id, ok := names[s.String()]
			if !ok {
				id = "P" + s.String() // unnamed: cannot happen for sizes 1..5
			}
			fixed, orients := s.Orientations()
			c.byID[id] = len(c.all)
			c.all = append(c.all, Free{ID: id, Shape: s, Fixed: fixed, Orients: orients})
		}
	}
	return c
})

// All lists the 21 free polyominoes of sizes 1 to 5: by size, then by the rows
// encoding of their canonical shape. The slice is the caller's own.
func All() []Free {
	out := slices.Clone(catalog().all)
	for i := range out {
		out[i].Fixed = slices.Clone(out[i].Fixed)
		out[i].Orients = slices.Clone(out[i].Orients)
	}
	return out
}

// IDs lists the catalogue's IDs in All's order.
func IDs() []string {
	out := make([]string, 0, len(catalog().all))
	for _, f := range catalog().all {
		out = append(out, f.ID)
	}
	return out
}

// OfSize lists the free polyominoes of n squares.
func OfSize(n int) []Free {
	var out []Free
	for _, f := range All() {
		if f.Size() == n {
			out = append(out, f)
		}
	}
	return out
}

// Lookup finds a free polyomino by ID.
func Lookup(id string) (Free, bool) {
	i, ok := catalog().byID[id]
	if !ok {
		return Free{}, false
	}
	f := catalog().all[i]
	f.Fixed, f.Orients = slices.Clone(f.Fixed), slices.Clone(f.Orients)
	return f, true
}

// SizeOf is the number of squares of the polyomino with this ID (0 if unknown).
func SizeOf(id string) int {
	i, ok := catalog().byID[id]
	if !ok {
		return 0
	}
	return catalog().all[i].Shape.Size()
}

// Identify names the free polyomino a shape is, in any orientation.
func Identify(s Shape) (string, bool) {
	if s.bits == 0 || s.Size() > MaxSize || !s.Connected() {
		return "", false
	}
	id, ok := names[s.Canonical().String()]
	return id, ok
}

// fixedOf is the catalogue entry's fixed shapes without copying (internal use).
func fixedOf(id string) (Free, bool) {
	i, ok := catalog().byID[id]
	if !ok {
		return Free{}, false
	}
	return catalog().all[i], true
}
