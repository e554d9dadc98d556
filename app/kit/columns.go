package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ColumnsMinWidth is the board width from which Columns puts its two parts
// side by side.
const ColumnsMinWidth float32 = 720

// Columns is the one responsive two-column layout of a board: its two objects
// side by side (the first taking Share of the width) from ColumnsMinWidth on,
// one above the other on a phone. Each keeps its own height.
type Columns struct {
	Share float32 // the first column's share of the width, e.g. 0.5
	width float32 // the width of the last layout (the board's at first)
}

// NewColumns is a Columns for a board now w wide.
func NewColumns(share, w float32) *Columns { return &Columns{Share: share, width: w} }

// Split reports whether a board w wide shows the two columns side by side.
func (l *Columns) Split(w float32) bool { return w >= ColumnsMinWidth }

// LeftWidth is the width of the first column in a board w wide.
func (l *Columns) LeftWidth(w float32) float32 {
	if l.Split(w) {
		return w*l.Share - theme.Padding()
	}
	return w
}

func (l *Columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	pad := theme.Padding()
	if l.Split(size.Width) {
		lw := l.LeftWidth(size.Width)
		objs[0].Move(fyne.NewPos(0, 0))
		objs[0].Resize(fyne.NewSize(lw, objs[0].MinSize().Height))
		objs[1].Move(fyne.NewPos(lw+2*pad, 0))
		objs[1].Resize(fyne.NewSize(size.Width-lw-2*pad, objs[1].MinSize().Height))
		return
	}
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
}

func (l *Columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, c := objs[0].MinSize(), objs[1].MinSize()
	if l.Split(l.width) {
		// Never wider than the wider column: the board's scroll decides the width.
		return fyne.NewSize(max(a.Width, c.Width), max(a.Height, c.Height))
	}
	return fyne.NewSize(max(a.Width, c.Width), a.Height+c.Height+theme.Padding())
}
