package kittest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// CheckDialogs fails when a dialog on screen is wider than the window, or cuts
// its content short while the window has room for more: a scroll inside it
// shows less than its content needs and the dialog takes less than 85% of
// the window's height (a dialog that opens one line tall).
func (e *Env) CheckDialogs(what string) {
	e.T.Helper()
	win := e.W.Canvas().Size()
	for _, o := range e.W.Canvas().Overlays().List() {
		box := DialogBox(o)
		if box.Width > win.Width+0.5 {
			e.T.Errorf("%s: a dialog is %.0f wide in a window %.0f wide", what, box.Width, win.Width)
		}
		Walk(o, func(c fyne.CanvasObject) bool {
			s, ok := c.(*container.Scroll)
			if !ok || !s.Visible() || s.Content == nil {
				return false
			}
			need, shown := s.Content.MinSize().Height, s.Size().Height
			if need > shown+0.5 && box.Height < win.Height*0.85 {
				e.T.Errorf("%s: a dialog %.0f tall shows %.0f of its %.0f-high content in a window %.0f tall", what, box.Height, shown, need, win.Height)
				return true
			}
			return false
		})
	}
}

// DialogBox is the size of the dialog an overlay shows: the overlay (a modal
// pop-up) covers the window; the dialog is the part of it that does not.
func DialogBox(o fyne.CanvasObject) fyne.Size {
	w, ok := o.(fyne.Widget)
	if !ok {
		return o.Size()
	}
	var best fyne.Size
	for _, c := range test.WidgetRenderer(w).Objects() {
		sz := c.Size()
		if (sz.Width < o.Size().Width-1 || sz.Height < o.Size().Height-1) && sz.Width*sz.Height > best.Width*best.Height {
			best = sz
		}
	}
	return best
}
