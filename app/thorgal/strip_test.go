package thorgal

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// On a phone the status strip, pinned under the top bar, says the round and,
// a line per character, the largest wound that fits and the Threat held; it
// follows the Threat counter and a wound waiting to be placed (said in words,
// and drawn in the error colour). The round track leaves the round to it.
func TestThorgalStatusStrip(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	if got, want := e.StripText(), "Round 2 of 6\nThorgal · room for Wound (5) · Threat 0\nAaricia · room for Wound (5) · Threat 2"; got != want {
		t.Fatalf("the strip says %q, want %q", got, want)
	}
	e.MustShow("First player: Aaricia")
	if e.Shows("Round 2 of 6 · First player") {
		t.Error("the round track repeats the round the strip gives")
	}
	e.CheckStripPinned()

	// Thorgal's board is shown: its Threat counter's +.
	test.Tap(e.Frame().B.(*thorgalBoard).char.threatUp)
	if got := tstate(t, sess).Chars[0].Threat; got != 1 {
		t.Fatalf("Thorgal holds %d Threat", got)
	}
	e.MustStrip("Thorgal · room for Wound (5) · Threat 1")

	e.Tap("Gain a wound")
	e.Tap("Wound (2)")
	e.MustStrip("Thorgal · wound to place · Threat 1", "Aaricia · room for Wound (5) · Threat 2")
	if r := e.Strip().Rows(); !r[1].Warn || r[2].Warn {
		t.Errorf("the rows' warnings are %v, %v: want the wound to place only", r[1].Warn, r[2].Warn)
	}

	d, _ := openThorgal(t, kittest.DesktopSize, "")
	if d.Strip() != nil {
		t.Errorf("a desktop window shows a status strip: %q", d.Strip().Text())
	}
	d.MustShow("Round 2 of 6 · First player: Aaricia")
}

// In French at the largest text, where each line still fits the phone.
func TestThorgalStatusStripInFrench(t *testing.T) {
	e := kittest.NewLargestText(t, "fr")
	e.Open(seed.ThorgalSession(e.Store, "Bande"))
	e.MustStrip("Manche 2 sur 6", "Thorgal · place pour Blessure (5) · Menace 0", "Aaricia · place pour Blessure (5) · Menace 2")
	e.CheckStripPinned()
	if err := e.Frame().Sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 1, N: 1}); err != nil {
		t.Fatal(err)
	}
	e.MustStrip("Aaricia · place pour Blessure (5) · Menace 3")
}
