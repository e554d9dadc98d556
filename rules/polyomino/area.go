package polyomino

import "math/bits"

// Area is a set of squares of the 8×8 frame, of any shape: a character's wound
// area as the players drew it. Squares keep their place (an area is not moved
// to the corner), so tiles placed in it keep theirs. In JSON an area is its rows
// encoding, "###./####" — rows 0..last, each as wide as the widest.
type Area struct{ bits uint64 }

// AreaOf builds an area from cells of the frame; a cell outside rows and
// columns 0..7 is refused (ErrTooBig), no cell at all too (ErrEmpty).
func AreaOf(cells ...Cell) (Area, error) {
	var m uint64
	for _, c := range cells {
		if !c.in() {
			return Area{}, ErrTooBig
		}
		m |= c.bit()
	}
	if m == 0 {
		return Area{}, ErrEmpty
	}
	return Area{m}, nil
}

// ParseArea reads the rows encoding: '#' a square of the area, '.' a square
// outside it, '/' between rows; at most 8 rows of at most 8 squares, rows may
// be of different lengths, at least one '#'.
func ParseArea(s string) (Area, error) {
	m, err := parseRows(s)
	return Area{m}, err
}

// String is the rows encoding; ParseArea(a.String()) == a.
func (a Area) String() string { return rowsText(a.bits) }

// MarshalText writes the rows encoding (JSON uses it).
func (a Area) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads the rows encoding; an empty text is the empty area.
func (a *Area) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*a = Area{}
		return nil
	}
	v, err := ParseArea(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// Cells lists the squares in row-major order.
func (a Area) Cells() []Cell { return cellsOf(a.bits) }

// Size is the number of squares.
func (a Area) Size() int { return bits.OnesCount64(a.bits) }

// Empty reports whether the area has no square.
func (a Area) Empty() bool { return a.bits == 0 }

// Has reports whether a cell belongs to the area.
func (a Area) Has(c Cell) bool { return c.in() && a.bits&c.bit() != 0 }

// Rows and Cols are how many rows and columns the encoding spans (from row and
// column 0), which is what a grid editor draws.
func (a Area) Rows() int { r, _ := bounds(a.bits); return r + 1 }

// Cols: see Rows.
func (a Area) Cols() int { _, c := bounds(a.bits); return c + 1 }

// Connected reports whether the area is one piece through shared edges.
func (a Area) Connected() bool { return Shape(a).Connected() }

// Without is the area less the squares of b.
func (a Area) Without(b Area) Area { return Area{a.bits &^ b.bits} }
