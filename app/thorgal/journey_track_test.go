package thorgal

import (
	"testing"

	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// A character at level 2 of the Journey track, nothing of the track learned:
// the Journey asks level 1, then level 2, each once (as the real driver
// orders its updates), saying whose track to read; then the sheet opens.
func TestJourneyTrackAskedOncePerLevel(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", thorgal.Command{Kind: thorgal.CmdExperience, Char: 0, Track: thorgal.Journey})
	if lv := tstate(t, sess).Chars[0].Journey; lv != 2 {
		t.Fatalf("Journey level %d, want 2", lv)
	}
	flush := lagDo(e)
	e.Tap("Journey…")
	flush()
	e.MustShow("Thorgal's Journey track: which Journey tiles does level 1 show?")
	tapShapeIn(e, 1)
	e.Tap("Save")
	flush()
	if e.Shows("level 1 show?") {
		t.Fatal("level 1 asked again")
	}
	e.MustShow("Thorgal's Journey track: which Journey tiles does level 2 show?")
	tapShapeIn(e, 3)
	e.Tap("Save")
	flush()
	if e.Shows("level 2 show?") {
		t.Fatal("level 2 asked again")
	}
	e.MustShow("The Journey tile taken")
	if p := tstate(t, sess).Printed; p[thorgal.JourneyKey(1)] != "I2" || p[thorgal.JourneyKey(2)] != "L3" {
		t.Fatalf("learned %q, %q", p[thorgal.JourneyKey(1)], p[thorgal.JourneyKey(2)])
	}
}

// In French too, the question says whose track.
func TestJourneyTrackNamesWhoseInFrench(t *testing.T) {
	e, _ := openThorgal(t, kittest.PhoneSize, "fr")
	e.Frame().B.(*thorgalBoard).journeyDialog(1)
	e.MustShow("Aaricia\u00a0: quelles tuiles Voyage le niveau 1 de sa piste Voyage montre-t-il\u00a0?")
}
