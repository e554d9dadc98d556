// Package settle lays a canvas out the way a real window does frame after
// frame, for Fyne's software driver (tests and the screenshot tool): the GL
// driver re-lays a parent out whenever a child's minimum size changes; the
// software canvas lays out only when asked, so text that wraps would keep its
// one-line height.
package settle

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Roots lays every object under roots out again, a few times over, until
// wrapped text has taken its height and rows that fold have folded.
func Roots(roots ...fyne.CanvasObject) {
	for range 4 {
		for _, r := range roots {
			relayout(r)
		}
	}
}

func relayout(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			relayout(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		r.Layout(x.Size())
		for _, c := range r.Objects() {
			relayout(c)
		}
	}
}
