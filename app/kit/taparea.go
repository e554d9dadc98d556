package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TapArea makes any content answer a tap, for a strip or a card that is read
// at a glance and opens its detail when touched.
type TapArea struct {
	widget.BaseWidget
	content fyne.CanvasObject
	tap     func()
}

// NewTapArea wraps content; tap runs on a tap anywhere on it.
func NewTapArea(content fyne.CanvasObject, tap func()) *TapArea {
	t := &TapArea{content: content, tap: tap}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped runs the area's action.
func (t *TapArea) Tapped(*fyne.PointEvent) {
	if t.tap != nil {
		t.tap()
	}
}

func (t *TapArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.content) }
