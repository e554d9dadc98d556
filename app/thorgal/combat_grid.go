package thorgal

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// fightGrid draws the grid of the Enemy card(s) fought: each space with the
// pictogram of its kind, as the card editor paints it (each its own shape,
// not colour alone); the Wound tiles laid on it in their colours, numbered in
// a corner, the pictograms kept on top so what a tile covers stays readable;
// a tile the rules refuse as a ghost in the error colour. Merged cards lie
// side by side, a thick line between them. A tap reports the square tapped.
type fightGrid struct {
	widget.BaseWidget
	grid     polyomino.Grid
	seams    []int // the first column of each card after the first
	tiles    []polyomino.Tile
	nums     []int   // each tile's place in the sheet's list (nil: its own)
	bad      int     // index of the tile refused (-1 none)
	selected int     // the tile being laid by hand (-1 none)
	width    float32 // the room given, for the preferred size
	onTap    func(polyomino.Cell)
	label    string // what a screen reader says of the grid
	drawn    string
}

// Square sizes of a card's grid: an 8-column card fills a phone's sheet
// with squares a finger can tap; merged cards scroll sideways beyond that.
const (
	fightMinCell float32 = 30
	fightMaxCell float32 = 44
)

func newFightGrid(onTap func(polyomino.Cell)) *fightGrid {
	g := &fightGrid{bad: -1, selected: -1, onTap: onTap}
	g.ExtendBaseWidget(g)
	return g
}

func (g *fightGrid) key() string {
	return fmt.Sprint(g.grid.Format(thorgal.SpaceSymbol), g.seams, g.tiles, g.nums, g.bad, g.selected, g.width)
}

// update draws the grid again when what it shows changed.
func (g *fightGrid) update() {
	if g.key() != g.drawn {
		g.Refresh()
	}
}

func (g *fightGrid) dims() (rows, cols int) { return max(g.grid.Rows(), 1), max(g.grid.Cols(), 1) }

// AccessibilityLabel says what the grid shows.
func (g *fightGrid) AccessibilityLabel() string { return g.label }

// AccessibilityRole is a button's: a tap lays the tile chosen.
func (g *fightGrid) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// Tapped reports the square under the tap.
func (g *fightGrid) Tapped(ev *fyne.PointEvent) {
	if g.onTap == nil {
		return
	}
	rows, cols := g.dims()
	if c, ok := squareAt(ev.Position, g.Size(), rows, cols, fightMaxCell); ok {
		g.onTap(c)
	}
}

// TapSquare taps the square of row r, column c, as a finger would.
func (g *fightGrid) TapSquare(r, c int) {
	rows, cols := g.dims()
	g.Tapped(&fyne.PointEvent{Position: squareCenter(polyomino.Cell{R: r, C: c}, g.Size(), rows, cols, fightMaxCell)})
}

func (g *fightGrid) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	rows, cols := g.dims()
	cell := float32(36)
	if g.width > 0 {
		cell = min(max(g.width/float32(cols), fightMinCell), fightMaxCell)
	}
	return fyne.NewSize(cell*float32(cols), cell*float32(rows))
}

func (g *fightGrid) CreateRenderer() fyne.WidgetRenderer { return &fightGridRenderer{g: g} }

type fightGridRenderer struct {
	g    *fightGrid
	objs []fyne.CanvasObject
	size fyne.Size
}

func (r *fightGridRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *fightGridRenderer) Destroy()                     {}
func (r *fightGridRenderer) MinSize() fyne.Size           { return r.g.MinSize() }
func (r *fightGridRenderer) Layout(size fyne.Size) {
	if size != r.size || r.objs == nil {
		r.draw(size)
	}
}
func (r *fightGridRenderer) Refresh() { r.draw(r.g.Size()); canvas.Refresh(r.g) }

func (r *fightGridRenderer) draw(size fyne.Size) {
	g := r.g
	r.size, g.drawn = size, g.key()
	th := g.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	rows, cols := g.dims()
	x0, cell := fitSquares(size, rows, cols, fightMaxCell)
	at := func(c polyomino.Cell) fyne.Position {
		return fyne.NewPos(x0+float32(c.C)*cell, float32(c.R)*cell)
	}
	var good, bad []polyomino.Tile
	for i, t := range g.tiles {
		if i == g.bad {
			bad = append(bad, t)
			continue
		}
		good = append(good, t)
	}
	var objs []fyne.CanvasObject
	for _, c := range g.grid.Cells() {
		rc := canvas.NewRectangle(col(theme.ColorNameInputBackground))
		rc.StrokeColor, rc.StrokeWidth = col(theme.ColorNameForeground), 1
		rc.Move(at(c).AddXY(1, 1))
		rc.Resize(fyne.NewSize(cell-2, cell-2))
		objs = append(objs, rc)
	}
	p := tilePainter{at: at, cell: cell, col: col, th: th, see: 0xb0, corner: true, index: func(i int) int {
		if i < len(g.nums) {
			return g.nums[i]
		}
		return i
	}}
	// The tiles keep their colours and numbers when one is refused.
	objs = append(objs, p.fills(g.tiles, g.bad)...)
	covered := owners(good)
	for _, c := range g.grid.Cells() {
		k, _ := g.grid.Kind(c)
		if k == thorgal.SpacePlain {
			continue
		}
		if _, under := covered[c]; under {
			// A pale disc under the pictogram keeps it apart from the
			// tile's colour (a heart on a red tile).
			d := cell * 0.78
			disc := canvas.NewCircle(color.NRGBA{0xff, 0xff, 0xff, 0xd8})
			disc.Move(at(c).AddXY((cell-d)/2, (cell-d)/2))
			disc.Resize(fyne.NewSize(d, d))
			objs = append(objs, disc)
		}
		img := canvas.NewImageFromResource(spaceIcon(k))
		img.FillMode = canvas.ImageFillContain
		pad := cell * 0.16
		img.Move(at(c).AddXY(pad, pad))
		img.Resize(fyne.NewSize(cell-2*pad, cell-2*pad))
		objs = append(objs, img)
	}
	sel := -1
	if g.selected >= 0 && g.selected != g.bad {
		sel = g.selected
		if g.bad >= 0 && g.selected > g.bad {
			sel--
		}
	}
	objs = append(objs, p.outlines(good, sel)...)
	if len(bad) > 0 {
		objs = append(objs, p.ghost(bad[0].Cells(), false, rows, cols)...)
	}
	// A thick line where one merged card meets the next.
	for _, s := range g.seams {
		l := canvas.NewLine(col(theme.ColorNameForeground))
		l.StrokeWidth = 4
		l.Position1, l.Position2 = at(polyomino.Cell{C: s}), at(polyomino.Cell{R: rows, C: s})
		objs = append(objs, l)
	}
	objs = append(objs, p.numbers(g.tiles)...)
	r.objs = objs
}

// spaceSample is a kind of space drawn alone, its pictogram beside its name,
// for the legend under the grid.
func spaceSample(u *kit.UI, kind int) fyne.CanvasObject {
	img := canvas.NewImageFromResource(spaceIcon(kind))
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(22, 22))
	return container.NewBorder(nil, nil, container.NewCenter(img), nil, kit.WrapLabel(u.Loc.Msg(spaceName(kind))))
}
