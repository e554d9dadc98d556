package thorgal

import (
	"maps"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// Every Good, deck, base character, named adventure, next-phase effect and
// Event phase step has its name in both languages.
func TestEveryMemberIsNamed(t *testing.T) {
	rulestest.Named(t, GoodName, GoodIDs...)
	rulestest.Named(t, DeckName, append(slices.Collect(maps.Keys(deckSizes)), Mystical)...)
	rulestest.Named(t, func(id string) rules.Msg { return CharacterName(id, "") }, CharacterIDs...)
	rulestest.Named(t, func(id string) rules.Msg { return AdventureName(id, "") }, AdventureIDs...)
	rulestest.Named(t, EffectName, EffectFirst, EffectSecond, EffectThird, EffectOther)
	rulestest.Named(t, stepName, StepAdvance, StepRefresh, StepResolve, StepDraw, StepNote, StepPass)
	if first, last := stepName(StepAdvance).ID, stepName(StepPass).ID; first != "thorgal.event_step.advance" || last != "thorgal.event_step.pass" {
		t.Errorf("the steps are named %s … %s", first, last)
	}
}
