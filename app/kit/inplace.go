package kit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// Boards are built once and shown again with each new state: these change a
// widget only when what it shows changes, since a refresh for nothing is
// work (a label measures its text again, a button parses its icon again) and
// a container's Refresh refreshes everything under it.

// TextLabel is a label of either kind: Fyne's, or the kit's that wraps.
type TextLabel interface{ *widget.Label | *Label }

// labelFields are the fields both kinds of label share.
func labelFields[L TextLabel](l L) (text *string, imp *widget.Importance) {
	switch x := any(l).(type) {
	case *widget.Label:
		return &x.Text, &x.Importance
	case *Label:
		return &x.Text, &x.Importance
	}
	panic("unreachable")
}

// SetText shows text in l.
func SetText[L TextLabel](l L, text string) {
	_, imp := labelFields(l)
	SetLabel(l, text, *imp)
}

// SetLabel shows text in l at importance imp.
func SetLabel[L TextLabel](l L, text string, imp widget.Importance) {
	t, i := labelFields(l)
	if *t == text && *i == imp {
		return
	}
	*t, *i = text, imp
	any(l).(fyne.Widget).Refresh()
}

// SetShown shows or hides o, and reports whether that changed.
func SetShown(o fyne.CanvasObject, on bool) bool {
	if o.Visible() == on {
		return false
	}
	if on {
		o.Show()
	} else {
		o.Hide()
	}
	return true
}

// SetObjects makes objs what c holds, laying c out again (its objects are
// not refreshed: they already show their state) only when they differ.
func SetObjects(c *fyne.Container, objs ...fyne.CanvasObject) {
	if slices.Equal(c.Objects, objs) {
		return
	}
	c.Objects = slices.Clone(objs)
	Relayout(c)
	canvas.Refresh(c)
}

// ShowOnly makes o the only object of box (none when nil).
func ShowOnly(box *fyne.Container, o fyne.CanvasObject) {
	if o == nil {
		SetObjects(box)
		return
	}
	SetObjects(box, o)
}

// Relayout lays box out again after one of its objects was shown or hidden:
// a window lays a parent out when a child's minimum size changes, which a
// child swapped for another of the same size does not do.
func Relayout(box *fyne.Container) {
	if box.Layout != nil {
		box.Layout.Layout(box.Objects, box.Size())
	}
}
