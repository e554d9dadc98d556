package thorgal

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// At the largest text on a phone, in French, the Journey sheet's "Noter le
// voyage" reads on at most two lines, not one word a line beside Cancel.
func TestJourneyButtonAtMostTwoLines(t *testing.T) {
	e := kittest.NewLargestText(t, "fr")
	sess, err := seed.ThorgalSession(e.Store, "Voyage")
	if err == nil {
		err = sess.Do(thorgal.Learn(thorgal.JourneyKey(1), "I2,L3"))
	}
	e.Open(sess, err)
	e.Frame().B.(*thorgalBoard).journeyDialog(0)
	kittest.SettleLayout(e)
	text := e.U.Loc.T("app.thorgal.journey_do")
	o := e.Find(func(o fyne.CanvasObject) bool { x, ok := o.(*kit.Tile); return ok && x.Text() == text })
	if o == nil {
		t.Fatalf("no %q tile", text)
	}
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
	if h := o.Size().Height; h >= 3*line {
		t.Errorf("%q is %.0f tall, %.1f lines of %.0f", text, h, h/line, line)
	}
}
