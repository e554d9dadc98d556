package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/polyomino"
)

// Path is the Journey Path as the app knows it: the Terrain cards in the
// order they were laid, left to right (the first at setup, then each one
// revealed, by a Journey or any other effect), and the Journey tiles placed
// on it with the placement helper, in order, in path coordinates (row 0 the
// top of the cards, column 0 the first card's leftmost column, each card's
// columns after those of the cards to its left).
//
// Loose counts the Journey tiles recorded without their place (said by
// hand): from the first one on, the app no longer knows where the path
// runs. Not tracked at all: the Collect tokens (the app records no Collect
// action), so a space one covers is not known to be taken.
type Path struct {
	Cards []string         `json:"cards,omitempty"`
	Tiles []polyomino.Tile `json:"tiles,omitempty"`
	Loose int              `json:"loose,omitempty"`
}

func (p Path) clone() Path {
	p.Cards, p.Tiles = slices.Clone(p.Cards), slices.Clone(p.Tiles)
	return p
}

// PathTracked reports whether the app knows the path as the table lays it:
// no Journey tile recorded without its place, and the cards laid are the
// Terrain cards in play. A session recorded before the app kept the path,
// or a Terrain card discarded from it, leaves it unknown for the rest of
// the adventure.
func (s State) PathTracked() bool {
	if s.Path.Loose > 0 {
		return false
	}
	laid := slices.Sorted(slices.Values(s.Path.Cards))
	return slices.Equal(laid, s.Decks[Terrain].Out)
}

// PathLayout is the path's grid: the cards' grids side by side, tops
// aligned, each as wide as written.
type PathLayout struct {
	Cards []TerrainCard
	Start []int // the first column of each card
	Rows  int
	Cols  int
}

// PathLayout lays out the cards of the path from their grids; need is the
// key of the first grid the profile does not know ("" when all are).
func (s State) PathLayout() (l PathLayout, need string) {
	for _, card := range s.Path.Cards {
		t, ok := TerrainGrid(s.Printed, card)
		if !ok {
			return PathLayout{}, TerrainGridKey(card)
		}
		l.Cards, l.Start = append(l.Cards, t), append(l.Start, l.Cols)
		l.Rows, l.Cols = max(l.Rows, t.Spaces.Rows()), l.Cols+t.Spaces.Cols()
	}
	return l, ""
}

// CardAt is the index of the card holding column col (-1 off the path).
func (l PathLayout) CardAt(col int) int {
	if col < 0 || col >= l.Cols {
		return -1
	}
	k, _ := slices.BinarySearch(l.Start, col+1)
	return k - 1
}

// Space is the square c of the path: its kind, its colour and its card
// (false when c is no space).
func (l PathLayout) Space(c polyomino.Cell) (kind, penalty, card int, ok bool) {
	card = l.CardAt(c.C)
	if card < 0 {
		return 0, 0, -1, false
	}
	in := polyomino.Cell{R: c.R, C: c.C - l.Start[card]}
	t := l.Cards[card]
	if kind, ok = t.Spaces.Kind(in); !ok {
		return 0, 0, -1, false
	}
	return kind, t.PenaltyAt(in), card, true
}

// Mark is the path column of the rightmost card's reveal mark (-1: none).
func (l PathLayout) Mark() int {
	n := len(l.Cards)
	if n == 0 || l.Cards[n-1].Mark < 0 {
		return -1
	}
	return l.Start[n-1] + l.Cards[n-1].Mark
}

// firstColumn is the leftmost column holding a space.
func (l PathLayout) firstColumn() int {
	for c := range l.Cols {
		for r := range l.Rows {
			if _, _, _, ok := l.Space(polyomino.Cell{R: r, C: c}); ok {
				return c
			}
		}
	}
	return -1
}

func lastColumn(t polyomino.Tile) int {
	last := -1
	for _, c := range t.Cells() {
		last = max(last, c.C)
	}
	return last
}

// rightmost is the rightmost column the path's tiles cover (-1: none yet).
func (p Path) rightmost() int {
	r := -1
	for _, t := range p.Tiles {
		r = max(r, lastColumn(t))
	}
	return r
}

// ended reports the EXHAUSTED TERRAIN DECK rule: no Terrain card left to
// reveal (deck and discard empty) and a tile already in the path's last
// column, so no Journey may be resolved any more.
func (s State) ended(l PathLayout) bool {
	return l.Cols > 0 && !s.Decks[Terrain].CanDraw() && s.Path.rightmost() == l.Cols-1
}

// checkPathTile checks t as the next Journey tile on a tracked path laid
// out as l, and says whether it reveals a Terrain card. The rules, from
// the JOURNEY section (step 3, the summary's JOURNEY paragraph, and the two
// "you may not place the tile as shown" pictures):
//   - every square on a space of the cards (no gap, nothing off the path);
//   - no square on another Journey tile (the Collect tokens are not known);
//   - never toward the left: every square in the rightmost column the tiles
//     cover so far or farther right (the first picture: a square left of a
//     tile placed before is refused, one column farther right is fine);
//   - at least one edge against the previously placed tile, which is the
//     rightmost one: each tile starts at or right of the rightmost column
//     and so reaches it or goes beyond (the second picture);
//   - the EXHAUSTED TERRAIN DECK note: with no Terrain card left and a tile
//     in the last column, no Journey at all.
//
// The rulebook does not say where the first tile of an adventure goes. The
// app's assumption: the path starts at the left edge of the first card, so
// the first tile covers a space of the leftmost column that has one.
//
// It reveals when it is the first tile in the column of the reveal mark of
// the rightmost card (REVEALING NEW TERRAIN CARDS).
func (s State) checkPathTile(l PathLayout, t polyomino.Tile) (reveal bool, err error) {
	cells := t.Cells()
	if len(cells) == 0 {
		return false, rules.Refuse("thorgal.err.path_outside")
	}
	if s.ended(l) {
		return false, rules.Refuse("thorgal.err.path_end")
	}
	taken := map[polyomino.Cell]bool{}
	for _, p := range s.Path.Tiles {
		for _, c := range p.Cells() {
			taken[c] = true
		}
	}
	for _, c := range cells {
		if _, _, _, ok := l.Space(c); !ok {
			return false, rules.Refuse("thorgal.err.path_outside")
		}
	}
	for _, c := range cells {
		if taken[c] {
			return false, rules.Refuse("thorgal.err.path_overlap")
		}
	}
	mark, markTaken, covers := l.Mark(), false, false
	for c := range taken {
		markTaken = markTaken || c.C == mark
	}
	for _, c := range cells {
		covers = covers || c.C == mark
	}
	reveal = mark >= 0 && covers && !markTaken
	n := len(s.Path.Tiles)
	if n == 0 {
		first := l.firstColumn()
		if !slices.ContainsFunc(cells, func(c polyomino.Cell) bool { return c.C == first }) {
			return false, rules.Refuse("thorgal.err.path_start")
		}
		return reveal, nil
	}
	right := s.Path.rightmost()
	for _, c := range cells {
		if c.C < right {
			return false, rules.Refuse("thorgal.err.path_left")
		}
	}
	prev := map[polyomino.Cell]bool{}
	for _, c := range s.Path.Tiles[n-1].Cells() {
		prev[c] = true
	}
	for _, c := range cells {
		for _, d := range []polyomino.Cell{{R: -1}, {R: 1}, {C: -1}, {C: 1}} {
			if prev[polyomino.Cell{R: c.R + d.R, C: c.C + d.C}] {
				return reveal, nil
			}
		}
	}
	return false, rules.Refuse("thorgal.err.path_apart")
}

// placeOnPath checks t as the next Journey tile: the path must be tracked
// and every card's grid known (else *rules.NeedPrinted for the first one).
func (s State) placeOnPath(t polyomino.Tile) (PathLayout, bool, error) {
	if !s.PathTracked() {
		return PathLayout{}, false, rules.Refuse("thorgal.err.path_untracked")
	}
	l, need := s.PathLayout()
	if need != "" {
		return l, false, &rules.NeedPrinted{Key: need}
	}
	reveal, err := s.checkPathTile(l, t)
	return l, reveal, err
}
