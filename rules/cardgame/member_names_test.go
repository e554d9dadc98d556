package cardgame

import (
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// Every attribute, faction, phase, step and action has its name in both
// languages.
func TestEveryMemberIsNamed(t *testing.T) {
	rulestest.Named(t, AttrName, Attributes...)
	rulestest.Named(t, FactionName, Factions...)
	rulestest.Named(t, PhaseName, PhaseFate, PhaseDawn, PhaseJourney, PhaseDusk)
	step := func(st string) rules.Msg { return StepName(PhaseDusk, st) }
	rulestest.Named(t, step, StepFate, StepPlay, StepChoose, StepOppose, StepResolve, StepReturn, StepEnd, StepUpkeep, StepCleanup, StepSwap)
	rulestest.Named(t, ActName, ActCompanion, ActSupport, ActEvent, ActActivate, ActBane, ActLand)
}
