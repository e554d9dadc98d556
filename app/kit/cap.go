package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// CapHeight shows content at its own height up to max() (a share of the
// window, say), scrolling inside beyond that: a long list of actions never
// pushes the board off a phone screen.
func CapHeight(content fyne.CanvasObject, max func() float32) fyne.CanvasObject {
	return container.New(&capLayout{content: content, max: max}, container.NewVScroll(content))
}

type capLayout struct {
	content fyne.CanvasObject
	max     func() float32
}

func (l *capLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *capLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.content.MinSize()
	if limit := l.max(); limit > 0 && m.Height > limit {
		m.Height = limit
	}
	return m
}
