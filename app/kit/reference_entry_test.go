package kit_test

import (
	"testing"

	"skald/app/kit"
	"skald/app/kit/kittest"
)

// An entry's screen says, under its text, where the rulebook gives the rule,
// in the interface language.
func TestRefEntryShowsItsSource(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.SetLanguage("en")
	e.U.Push(&kit.RefEntryScreen{U: e.U, ID: "thorgal.combat.effects"})
	e.MustShow("Rulebook: “Action: Combat” › “Combat Dice” and “Combat Effects”, p. 21")

	e.U.SetLanguage("fr")
	e.MustShow("Livre de règles\u00a0: «\u00a0Action: Combat\u00a0» › «\u00a0Combat Dice\u00a0» et «\u00a0Combat Effects\u00a0» (dés de Combat, effets de Combat), p.\u00a021")

	// An entry about the app itself says so rather than cite a page.
	e.U.Push(&kit.RefEntryScreen{U: e.U, ID: "general.undo"})
	e.MustShow("Livre de règles\u00a0: aucun — cette page décrit Skald lui-même")
}
