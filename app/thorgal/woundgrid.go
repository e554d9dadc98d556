package thorgal

import (
	"cmp"
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/polyomino"
)

// woundGrid draws a Thorgal wound area as a grid of squares: empty squares,
// wound tiles as coloured polyominoes with outlines and a number (so colour is
// never the only sign), the tile being placed as a see-through ghost, and dots
// where the chosen tile could lie. A tap reports the square tapped. In edit
// mode the whole 8×8 frame is drawn and a tap toggles a square of the area:
// that is how a character's printed shape is drawn once for the profile.
type woundGrid struct {
	widget.BaseWidget
	area     polyomino.Area
	wounds   []polyomino.Tile
	ghost    []polyomino.Cell
	ghostOK  bool
	hints    map[polyomino.Cell]bool
	selected int // index of the wound tile chosen (to heal), -1 for none
	edit     bool
	width    float32 // the width the grid may take, for its preferred size
	onTap    func(polyomino.Cell)
	label    string // what a screen reader says of the grid, set by its owner
	drawn    string // what the grid shows as last drawn (see key)
}

// key says what the grid shows: the same key draws the same picture.
func (g *woundGrid) key() string {
	hints := make([]polyomino.Cell, 0, len(g.hints))
	for c, on := range g.hints {
		if on {
			hints = append(hints, c)
		}
	}
	slices.SortFunc(hints, func(a, b polyomino.Cell) int { return cmp.Or(a.R-b.R, a.C-b.C) })
	return fmt.Sprint(g.area, g.wounds, g.ghost, g.ghostOK, hints, g.selected, g.edit, g.width)
}

// update draws the grid again when what it shows changed: drawing makes
// every square anew.
func (g *woundGrid) update() {
	if g.key() != g.drawn {
		g.Refresh()
	}
}

// AccessibilityLabel says whose grid it is and how much room is left.
func (g *woundGrid) AccessibilityLabel() string { return g.label }

// AccessibilityRole is a button's: a tap places or picks a wound.
func (g *woundGrid) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// Square sizes of the grid: never smaller than a finger needs on a phone,
// never so big that an area of four squares fills a desktop.
const (
	gridMinCell float32 = 30
	gridMaxCell float32 = 56
)

// tileColors tell wound tiles apart; each tile also carries its number.
var tileColors = []color.NRGBA{
	{0xc0, 0x39, 0x2b, 0xff}, {0x29, 0x80, 0xb9, 0xff}, {0x27, 0xae, 0x60, 0xff}, {0xd3, 0x54, 0x00, 0xff},
	{0x8e, 0x44, 0xad, 0xff}, {0x16, 0xa0, 0x85, 0xff}, {0xb7, 0x95, 0x0b, 0xff}, {0x7f, 0x8c, 0x8d, 0xff},
}

func newWoundGrid(onTap func(polyomino.Cell)) *woundGrid {
	g := &woundGrid{selected: -1, onTap: onTap}
	g.ExtendBaseWidget(g)
	return g
}

// dims is how many rows and columns the grid draws.
func (g *woundGrid) dims() (rows, cols int) {
	if g.edit {
		return polyomino.Side, polyomino.Side
	}
	if g.area.Empty() {
		return 1, 1
	}
	return g.area.Rows(), g.area.Cols()
}

// offset is where the squares start (centred horizontally) and their side.
func (g *woundGrid) offset(size fyne.Size) (x float32, cell float32) {
	rows, cols := g.dims()
	return fitSquares(size, rows, cols, gridMaxCell)
}

// Tapped reports the square under the tap.
func (g *woundGrid) Tapped(ev *fyne.PointEvent) {
	if g.onTap == nil {
		return
	}
	rows, cols := g.dims()
	if c, ok := squareAt(ev.Position, g.Size(), rows, cols, gridMaxCell); ok {
		g.onTap(c)
	}
}

// TapSquare taps the square of row r, column c, as a finger would (the
// screenshot tool and tests use it).
func (g *woundGrid) TapSquare(r, c int) {
	g.Tapped(&fyne.PointEvent{Position: g.cellCenter(polyomino.Cell{R: r, C: c})})
}

// cellCenter is where a square's middle lies on the widget.
func (g *woundGrid) cellCenter(c polyomino.Cell) fyne.Position {
	rows, cols := g.dims()
	return squareCenter(c, g.Size(), rows, cols, gridMaxCell)
}

func (g *woundGrid) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	rows, cols := g.dims()
	cell := float32(40)
	if g.width > 0 {
		cell = min(max(g.width/float32(cols), gridMinCell), gridMaxCell)
	}
	return fyne.NewSize(cell*float32(cols), cell*float32(rows))
}

func (g *woundGrid) CreateRenderer() fyne.WidgetRenderer {
	return &woundGridRenderer{g: g}
}

type woundGridRenderer struct {
	g    *woundGrid
	objs []fyne.CanvasObject
	size fyne.Size // of the last drawing
}

func (r *woundGridRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *woundGridRenderer) Destroy()                     {}
func (r *woundGridRenderer) MinSize() fyne.Size           { return r.g.MinSize() }
func (r *woundGridRenderer) Layout(size fyne.Size) {
	// Laid out again at the same size, the picture is the same.
	if size != r.size || r.objs == nil {
		r.draw(size)
	}
}
func (r *woundGridRenderer) Refresh() { r.draw(r.g.Size()); canvas.Refresh(r.g) }

// draw rebuilds the picture for size: few enough objects (at most 64 squares)
// that drawing everything again is simpler than patching.
func (r *woundGridRenderer) draw(size fyne.Size) {
	g := r.g
	r.size, g.drawn = size, g.key()
	th := g.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	x0, cell := g.offset(size)
	rows, cols := g.dims()
	at := func(c polyomino.Cell) fyne.Position {
		return fyne.NewPos(x0+float32(c.C)*cell, float32(c.R)*cell)
	}
	owner := owners(g.wounds)
	p := tilePainter{at: at, cell: cell, col: col, th: th, see: 0xff}
	var objs []fyne.CanvasObject
	rect := func(c polyomino.Cell, fill, stroke color.Color, w float32) {
		rc := canvas.NewRectangle(fill)
		rc.StrokeColor, rc.StrokeWidth = stroke, w
		rc.Move(at(c).AddXY(1, 1))
		rc.Resize(fyne.NewSize(cell-2, cell-2))
		objs = append(objs, rc)
	}
	for rr := range rows {
		for cc := range cols {
			c := polyomino.Cell{R: rr, C: cc}
			in := g.area.Has(c)
			_, wounded := owner[c]
			switch {
			case g.edit && in:
				rect(c, col(theme.ColorNamePrimary), col(theme.ColorNameForeground), 1)
			case g.edit:
				rect(c, color.Transparent, col(theme.ColorNamePlaceHolder), 1)
			case !in, wounded:
			default:
				rect(c, col(theme.ColorNameInputBackground), col(theme.ColorNameForeground), 1)
			}
		}
	}
	// A wound fills its squares edge to edge: one piece per tile.
	objs = append(objs, p.fills(g.wounds, -1)...)
	// Hints: a dot where the chosen tile could cover.
	for c := range g.hints {
		if _, wounded := owner[c]; !g.area.Has(c) || wounded {
			continue
		}
		d := cell / 5
		dot := canvas.NewCircle(col(theme.ColorNamePlaceHolder))
		dot.Move(at(c).AddXY(cell/2-d/2, cell/2-d/2))
		dot.Resize(fyne.NewSize(d, d))
		objs = append(objs, dot)
	}
	objs = append(objs, p.outlines(g.wounds, g.selected)...)
	// The tile being placed, see-through, outlined in the colour of its verdict.
	if len(g.ghost) > 0 {
		objs = append(objs, p.ghost(g.ghost, g.ghostOK, rows, cols)...)
	}
	objs = append(objs, p.numbers(g.wounds)...)
	r.objs = objs
}
