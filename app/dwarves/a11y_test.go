package dwarves

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// A screen reader reads the Doom track's spaces in words, with the markers
// that stand on them, not the cells' short codes.
func TestDoomTrackSpeaksToScreenReaders(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "A11y"))
	var labels []string
	for _, r := range e.Roots() {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
			if c, ok := o.(*trackCell); ok {
				labels = append(labels, fyne.Accessible(c).AccessibilityLabel())
			}
			return false
		})
	}
	all := strings.Join(labels, "\n")
	for _, want := range []string{"Doom track, space 1: the Hero marker's start", "; the Hero marker here", "; the Council marker here", "Council, position 1"} {
		if !strings.Contains(all, want) {
			t.Errorf("no cell reads %q; cells read:\n%s", want, all)
		}
	}
	for _, l := range labels {
		if l == "" {
			t.Fatalf("a cell has no label; cells read:\n%s", all)
		}
	}
}
