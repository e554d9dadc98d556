package polyomino

import (
	"slices"
	"strings"
)

// MaxSize is the largest polyomino the catalogue generates.
const MaxSize = 5

// Generate returns every free polyomino of n squares (1 ≤ n ≤ 8), each as its
// canonical shape, sorted by rows encoding. It grows them: every free polyomino
// of n-1 squares with one square added against one of its edges, keeping one
// shape per free class. No shape is written down by hand.
func Generate(n int) []Shape {
	if n < 1 || n > Side {
		return nil
	}
	level := []Shape{{bits: 1}}
	for size := 2; size <= n; size++ {
		seen := map[Shape]bool{}
		var next []Shape
		for _, p := range level {
			cells := p.Cells()
			for _, c := range cells {
				for _, d := range []Cell{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					add := Cell{R: c.R + d.R, C: c.C + d.C}
					if slices.Contains(cells, add) {
						continue
					}
					grown, err := ShapeOf(append(slices.Clone(cells), add)...)
					if err != nil {
						continue
					}
					canon := grown.Canonical()
					if !seen[canon] {
						seen[canon] = true
						next = append(next, canon)
					}
				}
			}
		}
		slices.SortFunc(next, func(a, b Shape) int { return strings.Compare(a.String(), b.String()) })
		level = next
	}
	return level
}
