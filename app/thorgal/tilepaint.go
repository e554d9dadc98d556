package thorgal

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"skald/rules/polyomino"
)

// What the wound grid and the Enemy card grid share: squares fitted to the
// room given, polyomino tiles drawn over them (a colour and a number each,
// outlined where they meet something else), the tile being laid as a
// see-through ghost outlined in its verdict's colour, and how a tile turns,
// flips and is anchored on the square tapped.

// fitSquares is where a rows×cols board of squares starts in size (centred
// horizontally) and the side of its squares, at most maxCell.
func fitSquares(size fyne.Size, rows, cols int, maxCell float32) (x0, cell float32) {
	cell = max(min(size.Width/float32(cols), size.Height/float32(rows), maxCell), 1)
	return (size.Width - cell*float32(cols)) / 2, cell
}

// squareAt is the square under a point of such a board (false off it).
func squareAt(p fyne.Position, size fyne.Size, rows, cols int, maxCell float32) (polyomino.Cell, bool) {
	x0, cell := fitSquares(size, rows, cols, maxCell)
	if p.X < x0 || p.Y < 0 {
		return polyomino.Cell{}, false
	}
	c, r := int((p.X-x0)/cell), int(p.Y/cell)
	if c >= cols || r >= rows {
		return polyomino.Cell{}, false
	}
	return polyomino.Cell{R: r, C: c}, true
}

// squareCenter is the middle of a square of such a board.
func squareCenter(c polyomino.Cell, size fyne.Size, rows, cols int, maxCell float32) fyne.Position {
	x0, cell := fitSquares(size, rows, cols, maxCell)
	return fyne.NewPos(x0+(float32(c.C)+0.5)*cell, (float32(c.R)+0.5)*cell)
}

// tilePainter draws tiles on a board whose squares are cell wide, square c
// at at(c).
type tilePainter struct {
	at   func(polyomino.Cell) fyne.Position
	cell float32
	col  func(fyne.ThemeColorName) color.Color
	th   fyne.Theme
	// see is how opaque the tiles' fill is (0xff: solid; less lets what
	// the squares show through, as an Enemy card's icons).
	see uint8
	// corner puts each tile's number in its first square's corner, leaving
	// the middle to what the square shows.
	corner bool
	// index is the place of tiles[i] in the list the player sees, which
	// gives its colour and number (nil: i itself).
	index func(i int) int
}

func (p tilePainter) indexOf(i int) int {
	if p.index == nil {
		return i
	}
	return p.index(i)
}

var tileDirs = []polyomino.Cell{{R: -1}, {R: 1}, {C: -1}, {C: 1}}

// edge is the line along one side (d) of square c.
func (p tilePainter) edge(c, d polyomino.Cell, clr color.Color, w float32) fyne.CanvasObject {
	at, cell := p.at(c), p.cell
	var a, b fyne.Position
	switch {
	case d.R == -1:
		a, b = at, at.AddXY(cell, 0)
	case d.R == 1:
		a, b = at.AddXY(0, cell), at.AddXY(cell, cell)
	case d.C == -1:
		a, b = at, at.AddXY(0, cell)
	default:
		a, b = at.AddXY(cell, 0), at.AddXY(cell, cell)
	}
	l := canvas.NewLine(clr)
	l.StrokeWidth = w
	l.Position1, l.Position2 = a, b
	return l
}

// owners maps each square a tile covers to the tile's index.
func owners(tiles []polyomino.Tile) map[polyomino.Cell]int {
	owner := map[polyomino.Cell]int{}
	for i, t := range tiles {
		for _, c := range t.Cells() {
			owner[c] = i
		}
	}
	return owner
}

// fills are the tiles' squares, edge to edge: one piece of colour per tile,
// the colour of its place in the list; tiles[skip] is left out.
func (p tilePainter) fills(tiles []polyomino.Tile, skip int) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for i, t := range tiles {
		if i == skip {
			continue
		}
		c := tileColors[p.indexOf(i)%len(tileColors)]
		c.A = p.see
		for _, sq := range t.Cells() {
			rc := canvas.NewRectangle(c)
			rc.Move(p.at(sq))
			rc.Resize(fyne.NewSize(p.cell, p.cell))
			objs = append(objs, rc)
		}
	}
	return objs
}

// outlines are a line on each side of a tile that borders something else;
// the selected tile's is thick and in the primary colour.
func (p tilePainter) outlines(tiles []polyomino.Tile, selected int) []fyne.CanvasObject {
	owner := owners(tiles)
	var objs []fyne.CanvasObject
	for i, t := range tiles {
		clr, w := p.col(theme.ColorNameForeground), float32(2)
		if i == selected {
			clr, w = p.col(theme.ColorNamePrimary), 6
		}
		for _, c := range t.Cells() {
			for _, d := range tileDirs {
				if k, ok := owner[polyomino.Cell{R: c.R + d.R, C: c.C + d.C}]; !ok || k != i {
					objs = append(objs, p.edge(c, d, clr, w))
				}
			}
		}
	}
	return objs
}

// ghost is a tile being laid, see-through, outlined in the colour of its
// verdict (success or error); squares off the rows×cols board are left out.
func (p tilePainter) ghost(cells []polyomino.Cell, ok bool, rows, cols int) []fyne.CanvasObject {
	in := map[polyomino.Cell]bool{}
	for _, c := range cells {
		in[c] = true
	}
	name := theme.ColorNameSuccess
	if !ok {
		name = theme.ColorNameError
	}
	base := p.col(name)
	cr, cg, cb, _ := base.RGBA()
	fill := color.NRGBA{uint8(cr >> 8), uint8(cg >> 8), uint8(cb >> 8), 0x90}
	var objs []fyne.CanvasObject
	for _, c := range cells {
		if c.R < 0 || c.C < 0 || c.R >= rows || c.C >= cols {
			continue
		}
		rc := canvas.NewRectangle(fill)
		rc.Move(p.at(c))
		rc.Resize(fyne.NewSize(p.cell, p.cell))
		objs = append(objs, rc)
		for _, d := range tileDirs {
			if !in[polyomino.Cell{R: c.R + d.R, C: c.C + d.C}] {
				objs = append(objs, p.edge(c, d, base, 4))
			}
		}
	}
	return objs
}

// numbers are each tile's number in its first square, so colour is never
// the only way to tell tiles apart.
func (p tilePainter) numbers(tiles []polyomino.Tile) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for i, t := range tiles {
		cs := t.Cells()
		if len(cs) == 0 {
			continue
		}
		txt := canvas.NewText(strconv.Itoa(p.indexOf(i)+1), color.White)
		txt.TextStyle.Bold = true
		size := min(p.cell*0.45, p.th.Size(theme.SizeNameText)*1.2)
		if p.corner {
			size = min(p.cell*0.36, p.th.Size(theme.SizeNameText))
		}
		txt.TextSize = size
		ts := txt.MinSize()
		pos := p.at(cs[0]).AddXY((p.cell-ts.Width)/2, (p.cell-ts.Height)/2)
		if p.corner {
			pos = p.at(cs[0]).AddXY(2, 0)
			// A dark disc under the number keeps it readable over any icon.
			disc := canvas.NewCircle(color.NRGBA{0, 0, 0, 0xa0})
			d := max(ts.Width, ts.Height)
			disc.Move(pos.AddXY((ts.Width-d)/2, (ts.Height-d)/2))
			disc.Resize(fyne.NewSize(d, d))
			objs = append(objs, disc)
		}
		txt.Move(pos)
		objs = append(objs, txt)
	}
	return objs
}

// turned is an orientation a quarter turn further; flipped mirrors a tile as
// it lies now, left to right.
func turned(o polyomino.Orient) polyomino.Orient {
	return polyomino.Orient{Rot: (o.Rot + 1) % 4, Flip: o.Flip}
}

func flipped(o polyomino.Orient) polyomino.Orient {
	return polyomino.Orient{Rot: (4 - o.Rot) % 4, Flip: !o.Flip}
}

// anchored lists the ways tile id, lying as o says, covers square at: one
// per square of the shape laid on it.
func anchored(id string, o polyomino.Orient, at polyomino.Cell) []polyomino.Tile {
	var out []polyomino.Tile
	for _, sc := range shapeOf(id, o).Cells() {
		out = append(out, polyomino.Tile{Shape: id, Orient: o, At: polyomino.Cell{R: at.R - sc.R, C: at.C - sc.C}})
	}
	return out
}
