package thorgal

import (
	"testing"

	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// A Journey that reveals a Terrain card owes its bonus: the bottom panel
// gives that the one next action (not the next turn's cards) until it is
// taken, then goes on with the turn.
func TestTerrainBonusHasItsAction(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "",
		thorgal.Learn(thorgal.JourneyKey(1), "I2,L3"),
		thorgal.Command{Kind: thorgal.CmdJourney, Char: 0, Shape: "I2", Reveal: true})
	if tstate(t, sess).Chars[0].TerrainBonus != 1 {
		t.Fatal("no bonus owed after the reveal")
	}
	e.MustShow("Now: Thorgal takes the bonus printed on the Terrain card just revealed.")
	cards := func() bool {
		return e.Button(e.U.Loc.T("app.thorgal.combat_action")) != nil && len(e.Buttons("30")) > 0
	}
	if cards() {
		t.Error("the next turn's cards are offered while the bonus is owed")
	}
	e.Tap("Take the Terrain bonus: Thorgal")
	e.Tap("Goods")
	stepper(e, "Ore", 1, false)
	e.Tap("Take the bonus")
	if tstate(t, sess).Chars[0].TerrainBonus != 0 {
		t.Fatal("the bonus is still owed")
	}
	if e.Shows("Take the Terrain bonus: Thorgal") || !cards() {
		t.Error("the panel did not go back to the turn")
	}
}
