package thorgal

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"skald/app/kit/kittest"
)

// A screen reader reads a character's wound grid: whose it is and the
// largest wound that still fits.
func TestWoundGridSpeaksToScreenReaders(t *testing.T) {
	e, _ := openThorgal(t, kittest.DesktopSize, "")
	var label string
	for _, r := range e.Roots() {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
			if g, ok := o.(*woundGrid); ok && !g.edit {
				label = fyne.Accessible(g).AccessibilityLabel()
				return true
			}
			return false
		})
	}
	if !strings.HasPrefix(label, "Wound area of ") || !strings.Contains(label, "the largest that still fits is Wound (") {
		t.Fatalf("the wound grid reads %q", label)
	}
}
