package dwarves

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// trackCell is one space of a Dwarves track (the Doom track, the Dwarven
// Council): a number, a short code under it (the space's icon, a threshold),
// and a tag at the bottom naming the markers on it. A marker's space is drawn
// with a thick border and a filled disc, and its tag says which marker: the
// colour is never the only sign. Tapping calls onTap, when set.
type trackCell struct {
	widget.BaseWidget
	num, code, tag string
	marked         bool // a marker stands here
	danger         bool // the Doom marker (or a defeat) is here
	faint          bool // the code is not known yet
	onTap          func()
	label          string // the space in words, for a screen reader
}

// AccessibilityLabel says the space in words (its short code spelled out).
func (c *trackCell) AccessibilityLabel() string { return c.label }

// AccessibilityRole is a button's when a tap corrects the space.
func (c *trackCell) AccessibilityRole() fyne.AccessibleRole {
	if c.onTap != nil {
		return fyne.AccessibleRoleButton
	}
	return fyne.AccessibleRoleText
}

func newTrackCell() *trackCell {
	c := &trackCell{}
	c.ExtendBaseWidget(c)
	return c
}

// set shows new values (a cell whose values are the same is left alone).
func (c *trackCell) set(num, code, tag string, marked, danger, faint bool) {
	if c.num == num && c.code == code && c.tag == tag && c.marked == marked && c.danger == danger && c.faint == faint {
		return
	}
	c.num, c.code, c.tag, c.marked, c.danger, c.faint = num, code, tag, marked, danger, faint
	c.Refresh()
}

// Tapped lets the table correct what a space shows.
func (c *trackCell) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

func (c *trackCell) CreateRenderer() fyne.WidgetRenderer {
	r := &trackCellRenderer{c: c, bg: canvas.NewRectangle(nil), disc: canvas.NewCircle(nil),
		num: canvas.NewText("", nil), code: canvas.NewText("", nil), tag: canvas.NewText("", nil)}
	r.num.TextStyle.Bold = true
	r.tag.TextStyle.Bold = true
	r.num.Alignment, r.code.Alignment, r.tag.Alignment = fyne.TextAlignCenter, fyne.TextAlignCenter, fyne.TextAlignCenter
	r.objs = []fyne.CanvasObject{r.bg, r.disc, r.num, r.code, r.tag}
	r.Refresh()
	return r
}

type trackCellRenderer struct {
	c              *trackCell
	bg             *canvas.Rectangle
	disc           *canvas.Circle
	num, code, tag *canvas.Text
	objs           []fyne.CanvasObject
}

func (r *trackCellRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *trackCellRenderer) Destroy()                     {}

// Cells are at least this big, so that a track of 30 spaces still folds into
// a few rows on a phone.
const (
	trackCellMinW float32 = 34
	trackCellMinH float32 = 50
)

func (r *trackCellRenderer) MinSize() fyne.Size {
	pad := theme.Padding() / 2
	w := max(r.num.MinSize().Width, r.code.MinSize().Width, r.tag.MinSize().Width) + 2*pad
	h := r.num.MinSize().Height + r.code.MinSize().Height + r.tag.MinSize().Height + 2*pad
	return fyne.NewSize(max(w, trackCellMinW), max(h, trackCellMinH))
}

func (r *trackCellRenderer) Layout(size fyne.Size) {
	pad := theme.Padding() / 2
	r.bg.Move(fyne.NewPos(0, 0))
	r.bg.Resize(size)
	y := pad
	for _, t := range []*canvas.Text{r.num, r.code} {
		t.Move(fyne.NewPos(0, y))
		t.Resize(fyne.NewSize(size.Width, t.MinSize().Height))
		y += t.MinSize().Height
	}
	th := r.tag.MinSize().Height
	r.tag.Move(fyne.NewPos(0, size.Height-pad-th))
	r.tag.Resize(fyne.NewSize(size.Width, th))
	d := float32(8)
	r.disc.Move(fyne.NewPos(size.Width-d-pad, pad))
	r.disc.Resize(fyne.NewSize(d, d))
}

func (r *trackCellRenderer) Refresh() {
	c := r.c
	th := c.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	caption := th.Size(theme.SizeNameCaptionText)

	r.num.Text, r.num.TextSize, r.num.Color = c.num, th.Size(theme.SizeNameText), col(theme.ColorNameForeground)
	r.code.Text, r.code.TextSize, r.code.Color = c.code, caption, col(theme.ColorNameForeground)
	if c.faint {
		r.code.Color = col(theme.ColorNamePlaceHolder)
	}
	r.tag.Text, r.tag.TextSize, r.tag.Color = c.tag, caption, col(theme.ColorNameForeground)

	r.bg.FillColor = col(theme.ColorNameInputBackground)
	r.bg.StrokeColor = col(theme.ColorNameSeparator)
	r.bg.StrokeWidth = 1
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.disc.Hidden = !c.marked
	if c.marked {
		r.bg.FillColor = col(theme.ColorNameSelection)
		r.bg.StrokeColor = col(theme.ColorNamePrimary)
		r.bg.StrokeWidth = 3
		r.disc.FillColor = col(theme.ColorNamePrimary)
	}
	if c.danger {
		r.bg.StrokeColor = col(theme.ColorNameError)
		r.bg.StrokeWidth = 3
		r.disc.FillColor = col(theme.ColorNameError)
	}
	for _, o := range r.objs {
		o.Refresh()
	}
}

// stripLayout lays cells out in rows as wide as the space allows, every cell
// the same size (as big as the biggest needs).
type stripLayout struct{ cols int }

func (l *stripLayout) cell(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(trackCellMinW, trackCellMinH)
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (l *stripLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	pad := theme.Padding() / 2
	cell := l.cell(objs)
	l.cols = max(1, min(len(objs), int((size.Width+pad)/(cell.Width+pad))))
	w := (size.Width - float32(l.cols-1)*pad) / float32(l.cols)
	for i, o := range objs {
		r, c := i/l.cols, i%l.cols
		o.Move(fyne.NewPos(float32(c)*(w+pad), float32(r)*(cell.Height+pad)))
		o.Resize(fyne.NewSize(w, cell.Height))
	}
}

// MinSize is a few cells wide, and as tall as the rows the last layout made.
func (l *stripLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	pad := theme.Padding() / 2
	cell := l.cell(objs)
	cols := l.cols
	if cols <= 0 {
		cols = min(len(objs), 9)
	}
	rows := (len(objs) + cols - 1) / cols
	w := float32(min(len(objs), 5))*(cell.Width+pad) - pad
	return fyne.NewSize(w, float32(rows)*(cell.Height+pad)-pad)
}
