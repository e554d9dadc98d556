package polyomino

import (
	"errors"
	"math/bits"
)

// A Grid is where tiles are laid as one group: an Enemy card's printed grid, or
// several cards side by side (merged Enemies). It spans up to GridRows rows and
// GridCols columns; each of its spaces has a kind, a small number whose meaning
// is the caller's (a heart, an Experience icon, a plain space...).
//
// Spaces are kept as a 256-bit set, 32 columns a row, so a placement check is
// four word operations whatever the grid's shape.
type Grid struct {
	spaces set
	kinds  [GridRows * GridCols]uint8
	rows   int
	cols   int
}

// Grid limits: 8 rows (a card's height) and 32 columns (four 8-column cards
// side by side); kinds are 0..MaxKinds-1.
const (
	GridRows = 8
	GridCols = 32
	MaxKinds = 32
)

// ErrKind refuses a space kind outside 0..MaxKinds-1.
var ErrKind = errors.New("polyomino: space kind out of range")

// NewGrid builds a grid from rows of kinds: a negative kind is no space (a gap
// of the printed grid). Rows may differ in length; the grid is as wide as the
// longest. It refuses more than GridRows rows or GridCols columns (ErrTooBig),
// a kind of MaxKinds or more (ErrKind) and a grid without a space (ErrEmpty).
func NewGrid(rows [][]int) (Grid, error) {
	var g Grid
	if len(rows) > GridRows {
		return Grid{}, ErrTooBig
	}
	g.rows = len(rows)
	for r, row := range rows {
		if len(row) > GridCols {
			return Grid{}, ErrTooBig
		}
		g.cols = max(g.cols, len(row))
		for c, k := range row {
			if k >= MaxKinds {
				return Grid{}, ErrKind
			}
			if k >= 0 {
				g.set(r, c, k)
			}
		}
	}
	if !g.spaces.any() {
		return Grid{}, ErrEmpty
	}
	return g, nil
}

// ParseGrid reads a grid written as rows separated by '/', one byte a square:
// '.' is no space, any other byte a space whose kind the caller's kind
// function gives (false: not a valid byte, ErrEncoding).
func ParseGrid(s string, kind func(b byte) (int, bool)) (Grid, error) {
	if s == "" {
		return Grid{}, ErrEncoding
	}
	var rows [][]int
	row := []int{}
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b == '/':
			rows, row = append(rows, row), []int{}
			continue
		case b == '.':
			row = append(row, -1)
			continue
		}
		k, ok := kind(b)
		if !ok {
			return Grid{}, ErrEncoding
		}
		if k < 0 {
			return Grid{}, ErrKind
		}
		row = append(row, k)
	}
	return NewGrid(append(rows, row))
}

// Join lays grids side by side, left to right, tops aligned, as merged Enemy
// cards make one grid: each keeps its full width (gaps at its edges too), and
// spaces of neighbouring grids that meet across the seam share an edge.
func Join(grids ...Grid) (Grid, error) {
	if len(grids) == 0 {
		return Grid{}, ErrEmpty
	}
	var out Grid
	for _, g := range grids {
		if out.cols+g.cols > GridCols {
			return Grid{}, ErrTooBig
		}
		for r := range g.rows {
			for c := range g.cols {
				if k, ok := g.Kind(Cell{R: r, C: c}); ok {
					out.set(r, out.cols+c, k)
				}
			}
		}
		out.rows = max(out.rows, g.rows)
		out.cols += g.cols
	}
	if !out.spaces.any() {
		return Grid{}, ErrEmpty
	}
	return out, nil
}

func (g *Grid) set(r, c, k int) {
	g.spaces = g.spaces.with(r, c)
	g.kinds[r*GridCols+c] = uint8(k)
}

// Rows and Cols are the grid's extent as written (a row or column of gaps
// counts), which is what an editor draws.
func (g Grid) Rows() int { return g.rows }

// Cols: see Rows.
func (g Grid) Cols() int { return g.cols }

// Has reports whether the cell is a space of the grid.
func (g Grid) Has(c Cell) bool { return inGrid(c) && g.spaces.has(c.R, c.C) }

// Kind is the kind of a space (false if the cell is no space).
func (g Grid) Kind(c Cell) (int, bool) {
	if !g.Has(c) {
		return 0, false
	}
	return int(g.kinds[c.R*GridCols+c.C]), true
}

// Size is the number of spaces.
func (g Grid) Size() int { return g.spaces.count() }

// Count is the number of spaces of a kind: the hearts of a card.
func (g Grid) Count(kind int) int {
	n := 0
	for _, c := range g.Cells() {
		if k, _ := g.Kind(c); k == kind {
			n++
		}
	}
	return n
}

// Cells lists the spaces in row-major order.
func (g Grid) Cells() []Cell {
	var out []Cell
	for r := range g.rows {
		for c := range g.cols {
			if g.spaces.has(r, c) {
				out = append(out, Cell{R: r, C: c})
			}
		}
	}
	return out
}

// Format writes the grid as ParseGrid reads it, each space as the byte symbol
// gives its kind; ParseGrid(g.Format(s), k) == g when k undoes s.
func (g Grid) Format(symbol func(kind int) byte) string {
	b := make([]byte, 0, g.rows*(g.cols+1))
	for r := range g.rows {
		if r > 0 {
			b = append(b, '/')
		}
		for c := range g.cols {
			if k, ok := g.Kind(Cell{R: r, C: c}); ok {
				b = append(b, symbol(k))
			} else {
				b = append(b, '.')
			}
		}
	}
	return string(b)
}

func inGrid(c Cell) bool { return c.R >= 0 && c.R < GridRows && c.C >= 0 && c.C < GridCols }

// set is a set of cells of the 8×32 grid frame: cell (r, c) is bit 32r+c,
// two rows a word.
type set [4]uint64

func (s set) with(r, c int) set {
	i := r*GridCols + c
	s[i>>6] |= 1 << (i & 63)
	return s
}

func (s set) has(r, c int) bool {
	i := r*GridCols + c
	return s[i>>6]&(1<<(i&63)) != 0
}

// lowest is the set of s's first cell alone (empty if s is).
func (s set) lowest() set {
	for i, w := range s {
		if w != 0 {
			var o set
			o[i] = w & -w
			return o
		}
	}
	return set{}
}

func (s set) any() bool { return s[0]|s[1]|s[2]|s[3] != 0 }

func (s set) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

func (s set) and(o set) set    { return set{s[0] & o[0], s[1] & o[1], s[2] & o[2], s[3] & o[3]} }
func (s set) or(o set) set     { return set{s[0] | o[0], s[1] | o[1], s[2] | o[2], s[3] | o[3]} }
func (s set) andNot(o set) set { return set{s[0] &^ o[0], s[1] &^ o[1], s[2] &^ o[2], s[3] &^ o[3]} }

// meets reports whether s and o share a cell; inside whether s lies in o.
// (By pointer: these are the placement checks, and copying two sets of four
// words each time costs more than the check.)
func (s *set) meets(o *set) bool {
	return s[0]&o[0]|s[1]&o[1]|s[2]&o[2]|s[3]&o[3] != 0
}

func (s *set) inside(o *set) bool {
	return s[0]&^o[0]|s[1]&^o[1]|s[2]&^o[2]|s[3]&^o[3] == 0
}

// Columns 0 and 31 of both rows of a word: a sideways shift must not carry a
// square from one row's edge to the other row.
const (
	firstCols uint64 = 1 | 1<<32
	lastCols  uint64 = 1<<31 | 1<<63
)

// nbr is every cell sharing an edge with a cell of s (cells of s included
// where they touch each other).
func (s set) nbr() set {
	var o set
	for i, w := range s {
		o[i] = (w&^lastCols)<<1 | (w&^firstCols)>>1 | w<<32 | w>>32
	}
	// Between words: the lower row of word i+1 sits under the upper row of
	// word i.
	o[1] |= s[0]>>32 | s[2]<<32
	o[2] |= s[1]>>32 | s[3]<<32
	o[3] |= s[2] >> 32
	o[0] |= s[1] << 32
	return o
}

// cells lists the cells of s in row-major order.
func (s set) cells() []Cell {
	var out []Cell
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			w &= w - 1
			n := i*64 + b
			out = append(out, Cell{R: n / GridCols, C: n % GridCols})
		}
	}
	return out
}
