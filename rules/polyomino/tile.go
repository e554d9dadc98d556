package polyomino

import "slices"

// Tile is a tile placed in an area: which free polyomino, how it lies, and At,
// the top-left corner of the box around the oriented shape (so the tile covers
// Shape.Orient(Orient) moved by At).
type Tile struct {
	Shape  string `json:"shape"`
	Orient Orient `json:"orient"`
	At     Cell   `json:"at"`
}

// Size is the number of squares of the tile's shape (0 if the ID is unknown).
func (t Tile) Size() int { return SizeOf(t.Shape) }

// Cells lists the squares the tile covers, row-major; nil if its shape is
// unknown. Cells may lie outside the frame for a tile that does not fit.
func (t Tile) Cells() []Cell {
	f, ok := fixedOf(t.Shape)
	if !ok {
		return nil
	}
	cells := f.Shape.Orient(t.Orient).Cells()
	for i, c := range cells {
		cells[i] = Cell{R: c.R + t.At.R, C: c.C + t.At.C}
	}
	return cells
}

// mask is the tile's squares as a set, or why it cannot be one.
func (t Tile) mask() (uint64, error) {
	f, ok := fixedOf(t.Shape)
	if !ok {
		return 0, ErrUnknownShape
	}
	if t.Orient.Rot < 0 || t.Orient.Rot > 3 {
		return 0, ErrOrient
	}
	var m uint64
	for _, c := range f.Shape.Orient(t.Orient).Cells() {
		c = Cell{R: c.R + t.At.R, C: c.C + t.At.C}
		if !c.in() {
			return 0, ErrOutside
		}
		m |= c.bit()
	}
	return m, nil
}

// Occupied is every square covered by the placed tiles (tiles that are not
// valid tiles of the frame are left out).
func Occupied(placed []Tile) Area {
	var m uint64
	for _, t := range placed {
		if tm, err := t.mask(); err == nil {
			m |= tm
		}
	}
	return Area{m}
}

// Fits says whether tile t may be placed in area a holding the placed tiles:
// nil, or the first broken rule of ErrUnknownShape, ErrOrient, ErrOutside (a
// square outside the area), ErrOverlap (a square already covered) and ErrApart
// (tiles are already there and t shares an edge with none of them; the first
// tile goes anywhere). After healing the placed tiles may lie apart: touching
// any one of them is enough.
func Fits(a Area, placed []Tile, t Tile) error {
	m, err := t.mask()
	if err != nil {
		return err
	}
	return fitsMask(a.bits, Occupied(placed).bits, m)
}

func fitsMask(area, occ, m uint64) error {
	switch {
	case m&^area != 0:
		return ErrOutside
	case m&occ != 0:
		return ErrOverlap
	case occ != 0 && m&neighbours(occ) == 0:
		return ErrApart
	}
	return nil
}

// legal reports whether m may go in area over occ (fitsMask == nil, faster).
func legal(area, occ, m uint64) bool {
	return m&^area == 0 && m&occ == 0 && (occ == 0 || m&neighbours(occ) != 0)
}

// each calls f with every legal placement of the free polyomino id, in a fixed
// order (orientation, then row, then column), until f returns false.
func each(a Area, occ uint64, id string, f func(Tile) bool) {
	p, ok := fixedOf(id)
	if !ok || a.bits == 0 {
		return
	}
	lastR, lastC := bounds(a.bits)
	for i, s := range p.Fixed {
		h, w := s.Height(), s.Width()
		for r := 0; r+h-1 <= lastR; r++ {
			for c := 0; c+w-1 <= lastC; c++ {
				m := s.bits << (uint(r)*Side + uint(c))
				if legal(a.bits, occ, m) && !f(Tile{Shape: id, Orient: p.Orients[i], At: Cell{R: r, C: c}}) {
					return
				}
			}
		}
	}
}

// Placements lists every legal placement of the free polyomino id in a, one per
// distinct set of covered squares (symmetric shapes are not repeated).
func Placements(a Area, placed []Tile, id string) []Tile {
	var out []Tile
	each(a, Occupied(placed).bits, id, func(t Tile) bool { out = append(out, t); return true })
	return out
}

// CanPlace reports whether the free polyomino id can be placed somewhere in a.
func CanPlace(a Area, placed []Tile, id string) bool {
	return canPlace(a, Occupied(placed).bits, id)
}

func canPlace(a Area, occ uint64, id string) bool {
	found := false
	each(a, occ, id, func(Tile) bool { found = true; return false })
	return found
}

// CanPlaceSize reports whether some tile of n squares among ids can be placed:
// whether a "Wound (n)" can still be taken.
func CanPlaceSize(a Area, placed []Tile, n int, ids []string) bool {
	occ := Occupied(placed).bits
	for _, id := range ids {
		if SizeOf(id) == n && canPlace(a, occ, id) {
			return true
		}
	}
	return false
}

// LargestFit is the largest n such that some tile of n squares among ids can be
// placed in a, or 0 if none can: the largest wound the area can still take.
func LargestFit(a Area, placed []Tile, ids []string) int {
	occ := Occupied(placed).bits
	best := 0
	for _, id := range ids {
		if n := SizeOf(id); n > best && canPlace(a, occ, id) {
			best = n
		}
	}
	return best
}

// Remove returns the placed tiles without the i-th, as healing discards a whole
// tile. The input is left alone; an index out of range removes nothing.
func Remove(placed []Tile, i int) []Tile {
	if i < 0 || i >= len(placed) {
		return slices.Clone(placed)
	}
	out := make([]Tile, 0, len(placed)-1)
	return append(append(out, placed[:i]...), placed[i+1:]...)
}

// Place returns the placed tiles with t added, if it fits (the input is left
// alone either way).
func Place(a Area, placed []Tile, t Tile) ([]Tile, error) {
	if err := Fits(a, placed, t); err != nil {
		return slices.Clone(placed), err
	}
	return append(slices.Clone(placed), t), nil
}

// Consistent checks what must always hold of an area's tiles, whatever was
// healed: every tile is a known shape, lies inside the area and covers no other
// tile. (Tiles need not touch: healing may leave them apart.)
func Consistent(a Area, placed []Tile) error {
	var occ uint64
	for _, t := range placed {
		m, err := t.mask()
		if err != nil {
			return err
		}
		if m&^a.bits != 0 {
			return ErrOutside
		}
		if m&occ != 0 {
			return ErrOverlap
		}
		occ |= m
	}
	return nil
}

// TileOf is tile id lying so that it covers exactly the given cells, which
// may lie anywhere (a Journey Path runs past the 8×8 frame): false when they
// are not that shape in any orientation, or a cell is given twice.
func TileOf(id string, cells []Cell) (Tile, bool) {
	f, ok := fixedOf(id)
	if !ok || len(cells) != f.Size() {
		return Tile{}, false
	}
	s, err := ShapeOf(cells...)
	if err != nil || s.Size() != len(cells) {
		return Tile{}, false
	}
	i := slices.Index(f.Fixed, s)
	if i < 0 {
		return Tile{}, false
	}
	at := cells[0]
	for _, c := range cells {
		at = Cell{R: min(at.R, c.R), C: min(at.C, c.C)}
	}
	return Tile{Shape: id, Orient: f.Orients[i], At: at}, true
}
