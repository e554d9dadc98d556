package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// Slot holds a part of a screen that is built from a few values: it is built
// again only when those values change, so that an update which leaves the
// part as it was replaces nothing (a rebuilt part parses its icons again and
// is new work for the renderer).
type Slot struct {
	box   *fyne.Container
	key   any
	built bool
}

// NewSlot is an empty slot.
func NewSlot() *Slot { return &Slot{box: container.NewStack()} }

// Object is the slot's place on the screen.
func (s *Slot) Object() fyne.CanvasObject { return s.box }

// Show shows what build makes from the values summed up by key (a comparable
// value: a string or a struct of the values shown), building it only when
// key differs from the last one shown.
func (s *Slot) Show(key any, build func() fyne.CanvasObject) {
	if s.built && s.key == key {
		return
	}
	s.key, s.built = key, true
	s.box.RemoveAll()
	if o := build(); o != nil {
		s.box.Add(o)
	}
	canvas.Refresh(s.box)
}
