package thorgal

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// The dice helper taught from nothing but the dice's faces, as the real
// driver orders its updates: the dial first, then the colour of each die
// the dial names (the dial learned says which), then the helper shows the
// dice by the names just taught, not "Die 1" nor its first button again.
func TestDiceHelperGoesOnAfterTheDial(t *testing.T) {
	faces := []thorgal.Command{combatValues[2], combatValues[4]} // dice 1 and 2: faces only
	e, sess := openCombat(t, kittest.PhoneSize, "", faces...)
	flush := lagDo(e)
	e.Tap("Use the dice helper")
	flush()
	e.MustShow("level 3")
	stepper(e, "Die 1", 1, false)
	stepper(e, "Die 2", 1, false)
	e.Tap("Save")
	flush()
	for _, name := range []string{"yellow", "orange"} {
		test.Type(e.DialogEntry(), name)
		e.Tap("Save")
		flush()
	}
	if p := tstate(t, sess).Printed; p[thorgal.DialKey(3)] != "1,2" || p[thorgal.DieNameKey(2)] != "orange" {
		t.Fatalf("learned %v", p)
	}
	if e.Shows("Use the dice helper") || e.DialogOpen() && !e.Shows("Roll for me") {
		t.Fatalf("the helper went back to its start; texts %q", e.Texts())
	}
	e.MustShow("Roll for me")
	e.MustShow("yellow")
	e.MustShow("orange")
}
