package althing

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The board is built once and each update changes its widgets in place:
// these helpers leave alone what already shows the new state, since a
// refresh for nothing redraws (and a new icon parses its SVG again).

// setText shows s in l.
func setText(l *widget.Label, s string) {
	if l.Text != s {
		l.SetText(s)
	}
}

// setShown shows or hides o (both are no-ops when nothing changes).
func setShown(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// setObjects puts objs in c if it holds others, and lays it out again; the
// objects are not refreshed (they already show their state), c alone is
// marked for painting.
func setObjects(c *fyne.Container, objs []fyne.CanvasObject) {
	if slices.Equal(c.Objects, objs) {
		return
	}
	c.Objects = objs
	if c.Layout != nil {
		c.Layout.Layout(objs, c.Size())
	}
	canvas.Refresh(c)
}

// althingPanel is kit.Card with a thick primary border when marked (the
// active player's pawn stands here, or it is their card): the border and
// the words say it, not colour alone.
type althingPanel struct {
	obj    fyne.CanvasObject
	bg     *canvas.Rectangle
	marked bool
}

func newAlthingPanel(o fyne.CanvasObject) *althingPanel {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	return &althingPanel{obj: container.NewStack(bg, container.NewPadded(o)), bg: bg}
}

func (p *althingPanel) mark(on bool) {
	if on == p.marked {
		return
	}
	p.marked = on
	p.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	p.bg.StrokeWidth = 1
	if on {
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		p.bg.StrokeWidth = 3
	}
	p.bg.Refresh()
}
