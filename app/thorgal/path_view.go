package thorgal

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// pathWindow is the part of the Journey Path the Journey sheet shows, whole
// cards side by side: from the card where the last tile starts (or an
// earlier one, while a tile lies across its edge) to the card the next tile
// can reach (a tile spans five columns at most, from the rightmost column
// on). off is the path column of its first column.
type pathWindow struct {
	grid  polyomino.Grid
	seams []int
	off   int
	// penalty and mark are the colours of its squares and the column of the
	// rightmost card's mark (-1: not in view, or none), in its columns.
	penalty map[polyomino.Cell]int
	mark    int
}

func colRange(t polyomino.Tile) (lo, hi int) {
	lo, hi = 1<<30, -1
	for _, c := range t.Cells() {
		lo, hi = min(lo, c.C), max(hi, c.C)
	}
	return lo, hi
}

// newPathWindow picks the cards to show of a path laid out as l with tiles
// on it (false when l has no card).
func newPathWindow(l thorgal.PathLayout, tiles []polyomino.Tile) (pathWindow, bool) {
	if len(l.Cards) == 0 {
		return pathWindow{}, false
	}
	first, right := 0, 0
	if n := len(tiles); n > 0 {
		lo, _ := colRange(tiles[n-1])
		first = max(l.CardAt(lo), 0)
		for _, t := range tiles {
			right = max(right, lastCol(t))
		}
	}
	for again := true; again; {
		again = false
		for _, t := range tiles {
			if lo, hi := colRange(t); hi >= l.Start[first] && lo < l.Start[first] && l.CardAt(lo) >= 0 {
				first, again = l.CardAt(lo), true
			}
		}
	}
	last := max(l.CardAt(min(right+polyomino.MaxSize-1, l.Cols-1)), first)
	width := func() int {
		end := l.Cols
		if last+1 < len(l.Start) {
			end = l.Start[last+1]
		}
		return end - l.Start[first]
	}
	// Too wide for one grid: the path's head matters, so drop cards from the
	// left first (tiles cut by the window's edge are not drawn), down to the
	// card of the last tile, and only then from the right.
	for head := max(l.CardAt(lastTileCol(tiles)), 0); width() > polyomino.GridCols && first < head; {
		first++
	}
	for width() > polyomino.GridCols && last > first {
		last--
	}
	var cards []polyomino.Grid
	for _, c := range l.Cards[first : last+1] {
		cards = append(cards, c.Spaces)
	}
	g, err := polyomino.Join(cards...)
	if err != nil {
		return pathWindow{}, false
	}
	w := pathWindow{grid: g, off: l.Start[first], penalty: map[polyomino.Cell]int{}, mark: -1}
	for k := first + 1; k <= last; k++ {
		w.seams = append(w.seams, l.Start[k]-w.off)
	}
	for _, c := range g.Cells() {
		if _, p, _, ok := l.Space(polyomino.Cell{R: c.R, C: c.C + w.off}); ok && p != thorgal.PenaltyNone {
			w.penalty[c] = p
		}
	}
	if m := l.Mark() - w.off; l.Mark() >= 0 && m >= 0 && m < g.Cols() {
		w.mark = m
	}
	return w, true
}

func lastCol(t polyomino.Tile) int { _, hi := colRange(t); return hi }

// lastTileCol is the leftmost column of the last tile placed (-1: none).
func lastTileCol(tiles []polyomino.Tile) int {
	if len(tiles) == 0 {
		return -1
	}
	lo, _ := colRange(tiles[len(tiles)-1])
	return lo
}

// shift is tile t in the window's columns (false when a square of it lies
// left or right of the window).
func (w pathWindow) shift(t polyomino.Tile) (polyomino.Tile, bool) {
	t.At.C -= w.off
	lo, hi := colRange(t)
	return t, lo >= 0 && hi < w.grid.Cols()
}

// pathMarks draws, over the path's squares (the fightGrid under it, whose
// squares it matches), the red and yellow spaces and the reveal mark.
type pathMarks struct {
	widget.BaseWidget
	w pathWindow
}

func newPathMarks() *pathMarks {
	m := &pathMarks{}
	m.ExtendBaseWidget(m)
	return m
}

func (m *pathMarks) CreateRenderer() fyne.WidgetRenderer {
	return &pathMarksRenderer{m: m}
}

type pathMarksRenderer struct {
	m    *pathMarks
	objs []fyne.CanvasObject
}

func (r *pathMarksRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *pathMarksRenderer) Destroy()                     {}
func (r *pathMarksRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (r *pathMarksRenderer) Layout(size fyne.Size)        { r.draw(size) }
func (r *pathMarksRenderer) Refresh()                     { r.draw(r.m.Size()); canvas.Refresh(r.m) }

func (r *pathMarksRenderer) draw(size fyne.Size) {
	w := r.m.w
	th := r.m.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	rows, cols := max(w.grid.Rows(), 1), max(w.grid.Cols(), 1)
	x0, cell := fitSquares(size, rows, cols, fightMaxCell)
	var objs []fyne.CanvasObject
	for c, p := range w.penalty {
		if sign := penaltySign(p, fyne.NewPos(x0+float32(c.C)*cell, float32(c.R)*cell), cell); sign != nil {
			objs = append(objs, sign)
		}
	}
	if w.mark >= 0 {
		objs = append(objs, markSigns(x0+float32(w.mark)*cell, cell, rows, func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) })...)
	}
	r.objs = objs
}

// pathView is the path's picture: the squares and tiles (a fightGrid, as
// on an Enemy card), the colours and the mark over them, scrolled sideways
// when wider than the sheet, the rightmost column in view.
type pathView struct {
	grid  *fightGrid
	marks *pathMarks
	box   *fyne.Container
	shown string
}

func newPathView(width float32, onTap func(polyomino.Cell)) *pathView {
	v := &pathView{grid: newFightGrid(onTap), marks: newPathMarks(), box: container.NewStack()}
	v.grid.width = width
	return v
}

// set shows window w with the tiles (nums: their numbers), the one refused
// (bad) and the one being laid (selected); right is the window column to
// keep in view.
func (v *pathView) set(w pathWindow, tiles []polyomino.Tile, nums []int, bad, selected, right int) {
	g := v.grid
	g.grid, g.seams, g.tiles, g.nums, g.bad, g.selected = w.grid, w.seams, tiles, nums, bad, selected
	g.update()
	v.marks.w = w
	v.marks.Refresh()
	key := fmt.Sprint(w.grid.Format(thorgal.SpaceSymbol), w.off)
	if key == v.shown {
		return
	}
	v.shown = key
	pic := container.NewStack(g, v.marks)
	if g.MinSize().Width <= g.width {
		v.box.Objects = []fyne.CanvasObject{container.NewCenter(pic)}
		v.box.Refresh()
		return
	}
	scroll := container.NewHScroll(pic)
	v.box.Objects = []fyne.CanvasObject{container.New(&scrollTo{s: scroll, col: right, cols: w.grid.Cols()}, scroll)}
	v.box.Refresh()
}

// scrollTo lays out a sideways scroll, and each time its size changes
// scrolls it so that column col of cols (and two before it) is in view; a
// scroll by the player stays as it is.
type scrollTo struct {
	s         *container.Scroll
	col, cols int
	size      fyne.Size
}

func (l *scrollTo) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l *scrollTo) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.Position{})
	if size == l.size || size.Width <= 0 {
		return
	}
	l.size = size
	content := l.s.Content.MinSize().Width
	cell := content / float32(max(l.cols, 1))
	x := min(max(cell*float32(l.col-2), 0), max(content-size.Width, 0))
	l.s.ScrollToOffset(fyne.NewPos(x, 0))
}
