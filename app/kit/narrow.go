package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// narrowLayout centres its content with a maximum width so that forms and
// lists stay readable on a wide desktop window.
type narrowLayout struct{ max float32 }

func (l narrowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := size.Width
	if w > l.max {
		w = l.max
	}
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

func (l narrowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// NarrowWidth is the most Narrow lets its content take.
const NarrowWidth = 720

// Narrow keeps o at most NarrowWidth wide, centred.
func Narrow(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(narrowLayout{NarrowWidth}, o)
}
