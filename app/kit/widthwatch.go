package kit

import "fyne.io/fyne/v2"

// widthWatch lays a screen out over the whole window and builds it again
// when the window crosses DesktopWidth (a resize, a phone turned on its
// side): screens choose their phone or desktop layout when they are built.
// What the screen holds lives in the session and the screen's own fields, so
// nothing is lost; dialogs stay open over it.
type widthWatch struct {
	u     *UI
	s     Screen // the screen built into this content
	wide  bool
	known bool
}

func (w *widthWatch) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size.Width <= 0 {
		return
	}
	wide := size.Width >= DesktopWidth
	if w.known && wide != w.wide && w.u.Top() == w.s {
		// Not from inside a layout pass: the next frame builds the screen
		// again at its new width.
		go fyne.Do(w.u.Show)
	}
	w.wide, w.known = wide, true
}

func (w *widthWatch) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
