package polyomino

import "fmt"

// GroupError says which tile of a group breaks which rule: Err is one of
// ErrUnknownShape, ErrOrient, ErrOutside (a square off the grid's spaces),
// ErrOverlap (a square another tile of the group covers) or ErrApart (the
// tile is not joined to the first tile through tiles touching edge to edge).
// errors.Is sees Err through it.
type GroupError struct {
	Tile int // index in the tiles given
	Err  error
}

func (e *GroupError) Error() string { return fmt.Sprintf("tile %d: %v", e.Tile, e.Err) }

func (e *GroupError) Unwrap() error { return e.Err }

// gridMask is the cells tile t covers in the grid frame, or why it cannot.
func gridMask(t Tile) (set, error) {
	f, ok := fixedOf(t.Shape)
	if !ok {
		return set{}, ErrUnknownShape
	}
	if t.Orient.Rot < 0 || t.Orient.Rot > 3 {
		return set{}, ErrOrient
	}
	var m set
	for _, c := range f.Shape.Orient(t.Orient).Cells() {
		c = Cell{R: c.R + t.At.R, C: c.C + t.At.C}
		if !inGrid(c) {
			return set{}, ErrOutside
		}
		m = m.with(c.R, c.C)
	}
	return m, nil
}

// CheckGroup checks tiles laid on a grid as one group, as a Combat roll's
// Wound tiles on an Enemy card: every tile on the grid's spaces, no two
// covering the same space, and all joined edge to edge into one group (each
// touching another is not enough: two pairs apart are two groups). It returns
// nil or a *GroupError naming the first tile found breaking a rule: shape,
// then spaces and overlap in the order given, then the group. No tile at all
// is a group.
func CheckGroup(g Grid, tiles []Tile) error {
	masks := make([]set, len(tiles))
	var all set
	for i, t := range tiles {
		m, err := gridMask(t)
		switch {
		case err != nil:
			return &GroupError{Tile: i, Err: err}
		case !m.inside(&g.spaces):
			return &GroupError{Tile: i, Err: ErrOutside}
		case m.meets(&all):
			return &GroupError{Tile: i, Err: ErrOverlap}
		}
		masks[i], all = m, all.or(m)
	}
	if len(tiles) == 0 {
		return nil
	}
	// Spread from the first tile over the covered squares: tiles are
	// connected shapes, so each is reached whole or not at all.
	reach := masks[0]
	for {
		next := reach.or(reach.nbr().and(all))
		if next == reach {
			break
		}
		reach = next
	}
	for i, m := range masks {
		if !m.meets(&reach) {
			return &GroupError{Tile: i, Err: ErrApart}
		}
	}
	return nil
}
