package thorgal

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/thorgal"
)

// cardGrid draws an Enemy or a Terrain card's grid as the editor paints it:
// rows×cols squares of the 8×8 frame, each a space of some kind (its
// pictogram on a square) or no space (a dashed outline); on a Terrain card,
// the red and yellow spaces and the reveal mark's column too. A tap reports
// the square tapped.
type cardGrid struct {
	widget.BaseWidget
	rows, cols int
	kinds      [thorgal.MaxCardSide][thorgal.MaxCardSide]int // spaceNone or a thorgal.Space... kind
	penalty    [thorgal.MaxCardSide][thorgal.MaxCardSide]int // thorgal.Penalty...
	mark       int                                           // the marked column (-1 none)
	width      float32                                       // the width the grid may take, for its preferred size
	onTap      func(r, c int)
	label      string // what a screen reader says of the grid, set by its owner
}

// Square sizes of a card's grid: 36 points at least, a finger's width on a
// phone (a phone's sheet gives the grid 312 points: 8 columns of 39), and
// never so big that a small card fills a desktop. The side is the width over
// 8 whatever the card's columns, so squares keep their size as it changes.
const (
	cardMinCell float32 = 36
	cardMaxCell float32 = 48
)

func newCardGrid(onTap func(r, c int)) *cardGrid {
	g := &cardGrid{onTap: onTap, rows: 1, cols: 1, mark: -1}
	g.ExtendBaseWidget(g)
	return g
}

// AccessibilityLabel says the card's size and hearts.
func (g *cardGrid) AccessibilityLabel() string { return g.label }

// AccessibilityRole is a button's: a tap paints a square.
func (g *cardGrid) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// cell is the side of a square at size, and where the squares start (the
// grid is centred).
func (g *cardGrid) cell(size fyne.Size) (x0, cell float32) {
	cell = max(min(size.Width/float32(g.cols), size.Height/float32(g.rows), cardMaxCell), 1)
	return (size.Width - cell*float32(g.cols)) / 2, cell
}

// Tapped reports the square under the tap.
func (g *cardGrid) Tapped(ev *fyne.PointEvent) {
	if g.onTap == nil {
		return
	}
	x0, cell := g.cell(g.Size())
	if ev.Position.X < x0 || ev.Position.Y < 0 {
		return
	}
	c, r := int((ev.Position.X-x0)/cell), int(ev.Position.Y/cell)
	if r < g.rows && c < g.cols {
		g.onTap(r, c)
	}
}

// TapSquare taps the square of row r, column c as a finger would (tests and
// the screenshot tool use it).
func (g *cardGrid) TapSquare(r, c int) {
	x0, cell := g.cell(g.Size())
	g.Tapped(&fyne.PointEvent{Position: fyne.NewPos(x0+(float32(c)+0.5)*cell, (float32(r)+0.5)*cell)})
}

func (g *cardGrid) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	cell := float32(40)
	if g.width > 0 {
		cell = min(max(g.width/float32(thorgal.MaxCardSide), cardMinCell), cardMaxCell)
	}
	return fyne.NewSize(cell*float32(g.cols), cell*float32(g.rows))
}

func (g *cardGrid) CreateRenderer() fyne.WidgetRenderer { return &cardGridRenderer{g: g} }

type cardGridRenderer struct {
	g    *cardGrid
	objs []fyne.CanvasObject
}

func (r *cardGridRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *cardGridRenderer) Destroy()                     {}
func (r *cardGridRenderer) MinSize() fyne.Size           { return r.g.MinSize() }
func (r *cardGridRenderer) Layout(size fyne.Size)        { r.draw(size) }
func (r *cardGridRenderer) Refresh()                     { r.draw(r.g.Size()); canvas.Refresh(r.g) }

// draw rebuilds the picture: at most 64 squares, simpler drawn again than
// patched.
func (r *cardGridRenderer) draw(size fyne.Size) {
	g := r.g
	th := g.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	x0, cell := g.cell(size)
	objs := make([]fyne.CanvasObject, 0, 2*g.rows*g.cols)
	for rr := range g.rows {
		for cc := range g.cols {
			at := fyne.NewPos(x0+float32(cc)*cell+1, float32(rr)*cell+1)
			side := fyne.NewSize(cell-2, cell-2)
			kind := g.kinds[rr][cc]
			sq := canvas.NewRectangle(col(theme.ColorNameInputBackground))
			sq.StrokeColor, sq.StrokeWidth = col(theme.ColorNameForeground), 1
			if kind == spaceNone {
				sq.FillColor, sq.StrokeColor = color.Transparent, col(theme.ColorNamePlaceHolder)
			}
			sq.Move(at)
			sq.Resize(side)
			objs = append(objs, sq)
			if kind == spaceNone || kind == thorgal.SpacePlain {
				continue
			}
			img := canvas.NewImageFromResource(spaceIcon(kind))
			img.FillMode = canvas.ImageFillContain
			pad := cell * 0.12
			img.Move(at.AddXY(pad, pad))
			img.Resize(fyne.NewSize(side.Width-2*pad, side.Height-2*pad))
			objs = append(objs, img)
		}
	}
	for rr := range g.rows {
		for cc := range g.cols {
			if sign := penaltySign(g.penalty[rr][cc], fyne.NewPos(x0+float32(cc)*cell, float32(rr)*cell), cell); sign != nil && g.kinds[rr][cc] != spaceNone {
				objs = append(objs, sign)
			}
		}
	}
	if g.mark >= 0 && g.mark < g.cols {
		objs = append(objs, markSigns(x0+float32(g.mark)*cell, cell, g.rows, col)...)
	}
	// No space is drawn as the palette draws it too: a dashed square, crossed.
	for rr := range g.rows {
		for cc := range g.cols {
			if g.kinds[rr][cc] != spaceNone {
				continue
			}
			p := fyne.NewPos(x0+float32(cc)*cell, float32(rr)*cell)
			l := canvas.NewLine(col(theme.ColorNamePlaceHolder))
			l.StrokeWidth = 1
			l.Position1, l.Position2 = p.AddXY(cell*0.3, cell*0.7), p.AddXY(cell*0.7, cell*0.3)
			objs = append(objs, l)
		}
	}
	r.objs = objs
}
