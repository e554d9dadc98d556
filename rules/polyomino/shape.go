package polyomino

import "math/bits"

// Shape is a set of squares pushed to the top-left corner of the frame (its
// topmost square is in row 0, its leftmost in column 0). Equal shapes are equal
// values; in JSON a shape is its rows encoding, "##/#." for an L of three.
type Shape struct{ bits uint64 }

// ShapeOf builds the shape of the given cells, wherever they lie: it is moved to
// the top-left corner. It refuses no cells (ErrEmpty) and cells spanning more
// than 8 rows or columns (ErrTooBig). Repeated cells count once.
func ShapeOf(cells ...Cell) (Shape, error) {
	if len(cells) == 0 {
		return Shape{}, ErrEmpty
	}
	minR, minC := cells[0].R, cells[0].C
	for _, c := range cells {
		minR, minC = min(minR, c.R), min(minC, c.C)
	}
	var m uint64
	for _, c := range cells {
		n := Cell{R: c.R - minR, C: c.C - minC}
		if !n.in() {
			return Shape{}, ErrTooBig
		}
		m |= n.bit()
	}
	return Shape{m}, nil
}

// ParseShape reads the rows encoding ("##/#."), moving the shape to the corner.
func ParseShape(s string) (Shape, error) {
	m, err := parseRows(s)
	if err != nil {
		return Shape{}, err
	}
	return ShapeOf(cellsOf(m)...)
}

// Cells lists the squares in row-major order.
func (s Shape) Cells() []Cell { return cellsOf(s.bits) }

// Size is the number of squares.
func (s Shape) Size() int { return bits.OnesCount64(s.bits) }

// Height and Width are the number of rows and columns the shape spans.
func (s Shape) Height() int { r, _ := bounds(s.bits); return r + 1 }

// Width: see Height.
func (s Shape) Width() int { _, c := bounds(s.bits); return c + 1 }

// String is the rows encoding: '#' for a square, '.' for a gap, '/' between rows.
func (s Shape) String() string { return rowsText(s.bits) }

// MarshalText writes the rows encoding (JSON uses it).
func (s Shape) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads the rows encoding.
func (s *Shape) UnmarshalText(b []byte) error {
	v, err := ParseShape(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Rotate turns the shape a quarter turn clockwise.
func (s Shape) Rotate() Shape {
	h := s.Height()
	return s.moved(func(c Cell) Cell { return Cell{R: c.C, C: h - 1 - c.R} })
}

// Flip mirrors the shape left to right.
func (s Shape) Flip() Shape {
	w := s.Width()
	return s.moved(func(c Cell) Cell { return Cell{R: c.R, C: w - 1 - c.C} })
}

// moved is the shape with each square sent where move says.
func (s Shape) moved(move func(Cell) Cell) Shape {
	cells := s.Cells()
	for i, c := range cells {
		cells[i] = move(c)
	}
	out, _ := ShapeOf(cells...)
	return out
}

// Orient is how a tile lies: mirrored first if Flip, then turned Rot quarter
// turns clockwise (0..3).
type Orient struct {
	Rot  int  `json:"rot,omitempty"`
	Flip bool `json:"flip,omitempty"`
}

// Orients lists the eight ways a tile can lie, in the order Orientations and
// Placements try them.
func Orients() []Orient {
	out := make([]Orient, 0, 8)
	for _, f := range []bool{false, true} {
		for r := range 4 {
			out = append(out, Orient{Rot: r, Flip: f})
		}
	}
	return out
}

// Orient returns the shape lying as o says. A rotation outside 0..3 is taken
// modulo 4.
func (s Shape) Orient(o Orient) Shape {
	if o.Flip {
		s = s.Flip()
	}
	for range ((o.Rot % 4) + 4) % 4 {
		s = s.Rotate()
	}
	return s
}

// Orientations lists the distinct fixed shapes the shape takes under rotation and
// flip (1 for a square of one, 8 for an asymmetric pentomino), in Orients order,
// each with the first Orient that produces it.
func (s Shape) Orientations() ([]Shape, []Orient) {
	var shapes []Shape
	var orients []Orient
	for _, o := range Orients() {
		f := s.Orient(o)
		seen := false
		for _, g := range shapes {
			seen = seen || g == f
		}
		if !seen {
			shapes, orients = append(shapes, f), append(orients, o)
		}
	}
	return shapes, orients
}

// Canonical is the representative of the shape's free class: of its fixed
// orientations, the one whose rows encoding sorts first. Two shapes are the same
// free polyomino exactly when their canonical shapes are equal.
func (s Shape) Canonical() Shape {
	shapes, _ := s.Orientations()
	best := shapes[0]
	for _, f := range shapes[1:] {
		if f.String() < best.String() {
			best = f
		}
	}
	return best
}

// Connected reports whether every square can be reached from every other
// through shared edges (a polyomino).
func (s Shape) Connected() bool {
	if s.bits == 0 {
		return false
	}
	reach := s.bits & -s.bits // lowest square
	for {
		next := (reach | neighbours(reach)) & s.bits
		if next == reach {
			return reach == s.bits
		}
		reach = next
	}
}
