package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// FitGrid lays its objects out in equal columns, as many as fit side by side
// at the widest object's minimum width, or at least cell (a tile whose text
// wraps has almost no minimum width of its own), at most max and at least
// one, in rows
// as tall as their tallest object. Its own minimum is one column wide, so a
// row of cards folds on a phone instead of widening the screen. A generic
// layout: any board may use it for a row of cards or tiles.
type FitGrid struct {
	Max   int
	CellW float32
	width float32 // the width of the last layout: the rows depend on it
}

// NewFitGrid makes a container of objs in a fitGrid of at most max columns
// (0 = as many as there are objects), each at least cell wide.
func NewFitGrid(max int, cell float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&FitGrid{Max: max, CellW: cell}, objs...)
}

func (g *FitGrid) cell(objs []fyne.CanvasObject) float32 {
	w := g.CellW
	for _, o := range objs {
		if o.Visible() {
			w = fyne.Max(w, o.MinSize().Width)
		}
	}
	return w
}

// cols is how many columns fit in width.
func (g *FitGrid) cols(objs []fyne.CanvasObject, width float32) int {
	pad := theme.Padding()
	cw := g.cell(objs)
	n := len(objs)
	if g.Max > 0 && g.Max < n {
		n = g.Max
	}
	cols := 1
	for c := n; c > 1; c-- {
		if float32(c)*cw+float32(c-1)*pad <= width {
			cols = c
			break
		}
	}
	return cols
}

func (g *FitGrid) rows(objs []fyne.CanvasObject, cols int) []float32 {
	var hs []float32
	for i, o := range objs {
		if i%cols == 0 {
			hs = append(hs, 0)
		}
		hs[len(hs)-1] = fyne.Max(hs[len(hs)-1], o.MinSize().Height)
	}
	return hs
}

func (g *FitGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	g.width = size.Width
	pad := theme.Padding()
	cols := g.cols(objs, size.Width)
	w := (size.Width - float32(cols-1)*pad) / float32(cols)
	hs := g.rows(objs, cols)
	var y float32
	for i, o := range objs {
		r, c := i/cols, i%cols
		if c == 0 && r > 0 {
			y += hs[r-1] + pad
		}
		o.Move(fyne.NewPos(float32(c)*(w+pad), y))
		o.Resize(fyne.NewSize(w, hs[r]))
	}
}

// MinSize is one column wide; its height is that of the rows at the width
// of the last layout (one column before the first).
func (g *FitGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	pad := theme.Padding()
	cw := g.cell(objs)
	cols := g.cols(objs, fyne.Max(g.width, cw))
	var h float32
	for i, rh := range g.rows(objs, cols) {
		if i > 0 {
			h += pad
		}
		h += rh
	}
	return fyne.NewSize(cw, h)
}
