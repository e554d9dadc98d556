package kit

import (
	"strings"

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

// AccessibilityLabel is the text the area shows, for a screen reader.
func (t *TapArea) AccessibilityLabel() string {
	var parts []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *widget.Label:
			if x.Text != "" {
				parts = append(parts, x.Text)
			}
		case fyne.Accessible:
			if l := x.AccessibilityLabel(); l != "" {
				parts = append(parts, l)
			}
		}
	}
	walk(t.content)
	return strings.Join(parts, "; ")
}

// AccessibilityRole is a button's: a tap opens the detail.
func (t *TapArea) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

func (t *TapArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.content) }
