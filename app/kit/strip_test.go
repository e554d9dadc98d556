package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// A strip's row goes on to a new line between two facts, never inside one;
// a fact longer than the whole width is drawn smaller, whole, and never
// widens the window; Set changes the texts already drawn.
func TestStripFlowsBetweenFacts(t *testing.T) {
	test.NewTempApp(t)
	s := NewStrip(200)
	long := "Kriss de Valnor · tient 5, pas 3, 4" // longer than 200 at 14
	s.Set(Row("Tungdil ♥ 4/5", "Boëndal ♥ 3/4", "Narmora ♥ 6/6"), StripRow{Facts: []string{long}, Warn: true})
	w := test.NewTempWindow(t, s)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(200, 300))
	s.Resize(fyne.NewSize(200, s.MinSize().Height))

	if got, want := s.Text(), "Tungdil ♥ 4/5 · Boëndal ♥ 3/4 · Narmora ♥ 6/6\n"+long; got != want {
		t.Fatalf("the strip reads %q, want %q", got, want)
	}
	if w.Canvas().Size().Width > 200 {
		t.Errorf("a long fact widened the window to %.0f", w.Canvas().Size().Width)
	}
	texts := s.texts
	var ys []float32
	for _, c := range texts[0] {
		if c.Position().X+c.Size().Width > 200+0.5 {
			t.Errorf("%q ends at %.0f, past the width", c.Text, c.Position().X+c.Size().Width)
		}
		ys = append(ys, c.Position().Y)
	}
	if ys[1] == ys[0] && ys[2] == ys[0] {
		t.Errorf("three facts on one line 200 wide: %v", ys)
	}
	if fyne.MeasureText(long, s.size, texts[1][0].TextStyle).Width <= 200 {
		t.Fatal("the long fact is not longer than the width")
	}
	if l := texts[1][0]; l.Size().Width > 200+0.5 || l.TextSize >= s.size {
		t.Errorf("the long fact is %.0f wide at size %.1f (the strip's %.1f)", l.Size().Width, l.TextSize, s.size)
	}
	if texts[1][0].Position().Y < ys[2]+texts[0][2].Size().Height {
		t.Error("the second row does not start below the first")
	}

	// Fewer facts: the texts drawn change in place.
	before := texts[0][0]
	s.Set(Row("Tungdil ♥ 3/5"))
	if got := s.Text(); got != "Tungdil ♥ 3/5" {
		t.Fatalf("after Set the strip reads %q", got)
	}
	if s.texts[0][0] != before {
		t.Error("Set made a new text instead of changing the one drawn")
	}
	var shown []*canvas.Text
	for _, o := range s.box.Objects {
		if c := o.(*canvas.Text); c.Visible() {
			shown = append(shown, c)
		}
	}
	if len(shown) != 1 {
		t.Errorf("%d texts drawn, want 1", len(shown))
	}
}
