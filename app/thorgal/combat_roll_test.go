package thorgal

import (
	"slices"
	"testing"

	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// rollShown checks that the Combat sheet shows dice rolled: the timing
// after the roll, no second roll offered, and each die's tile.
func rollShown(t *testing.T, e *kittest.Env, dice []thorgal.CombatDie, printed map[string]string) {
	t.Helper()
	e.MustShow("Rolled: no more dice or upgrades.")
	if !enabled(e, "Roll for me", false) || !enabled(e, "Enter the faces rolled", false) {
		t.Error("the dice can be rolled again")
	}
	tiles, _ := thorgal.RolledTiles(printed, dice)
	for _, id := range tiles {
		e.MustShow(id)
	}
}

// "Roll for me" is an action stored before the dice show: Cancel and open
// the sheet again, or a restart of the app, shows the same dice and offers
// no second roll; undoing it asks first, as for every digital draw.
func TestDigitalRollKeptAfterCancelAndRestart(t *testing.T) {
	e, sess := openCombat(t, kittest.PhoneSize, "", combatValues...)
	e.Tap("Roll for me")
	s := tstate(t, sess)
	if s.Fight == nil || !s.Fight.Rolled() {
		t.Fatalf("the roll is not stored: %+v", s.Fight)
	}
	dice := slices.Clone(s.Fight.Dice)
	rollShown(t, e, dice, s.Printed)

	e.Tap("Cancel")
	e.TapPrefix("Resolve the Combat")
	rollShown(t, e, dice, s.Printed)
	if got := tstate(t, sess).Fight.Dice; !slices.Equal(got, dice) {
		t.Fatalf("after Cancel the dice are %+v, were %+v", got, dice)
	}

	// The app stopped and started again on the same file.
	id := sess.Info().ID
	e.Tap("Cancel")
	e.Store.Close()
	again := kittest.NewEnv(t, e.Path, kittest.PhoneSize)
	if err := again.U.OpenSession(id); err != nil {
		t.Fatal(err)
	}
	again.TapPrefix("Resolve the Combat")
	rollShown(t, again, dice, s.Printed)
	again.Tap("Cancel")

	again.Frame().Undo()
	again.MustShow("Undo a reveal?")
}

// With the card's grid learned, the ♥ on the card are the grid's (2 on
// testCard): the sheet shows them and does not let the table count
// another number, which the rules would refuse.
func TestCombatHeartsFromTheLearnedGrid(t *testing.T) {
	e, _ := openCombat(t, kittest.PhoneSize, "", thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), testCard))
	name := "♥ on the card, from its learned grid"
	if got := counterValue(e, name); got != "2" {
		t.Fatalf("%s: %s, want 2", name, got)
	}
	stepper(e, name, 1, true)
	if got := counterValue(e, name); got != "2" {
		t.Fatalf("%s counted down to %s", name, got)
	}
	stepper(e, "♥ covered", 1, false)
	e.MustShow("Lost: 1 ♥ left uncovered gives 1 Threat; the Enemy token stays.")
}

// As the real driver orders its updates (after the tap returns), the dice
// rolled show in the sheet at once, not "not rolled yet" until reopened.
func TestDigitalRollShownAtOnce(t *testing.T) {
	e, sess := openCombat(t, kittest.PhoneSize, "", combatValues...)
	flush := lagDo(e)
	e.Tap("Roll for me")
	s := tstate(t, sess)
	rollShown(t, e, s.Fight.Dice, s.Printed)
	flush()
}
