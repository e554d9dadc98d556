package dwarves

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The board is made once per screen and shown again with each new state:
// these helpers change only what differs, since a widget refreshed for
// nothing redoes its work (a button parses its icon again) and a container's
// Refresh refreshes everything under it.

// setObjects makes objs what c holds, laying it out again (no refresh) only
// when they differ.
func setObjects(c *fyne.Container, objs ...fyne.CanvasObject) {
	if slices.Equal(c.Objects, objs) {
		return
	}
	c.Objects = slices.Clone(objs)
	if c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
	}
}

// setText shows text in l when it says something else.
func setText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// showIf shows o when on, else hides it, when it is not so already.
func showIf(o fyne.CanvasObject, on bool) {
	switch {
	case on && !o.Visible():
		o.Show()
	case !on && o.Visible():
		o.Hide()
	}
}

// pool keeps rows made once, to show again with new values.
type pool[R any] struct {
	make func() R
	rows []R
}

// get is row i, made when first needed.
func (p *pool[R]) get(i int) R {
	for len(p.rows) <= i {
		p.rows = append(p.rows, p.make())
	}
	return p.rows[i]
}
