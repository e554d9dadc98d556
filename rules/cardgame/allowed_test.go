package cardgame

import (
	"slices"
	"testing"

	"skald/rules"
)

// Each step of the journey and the dusk waits for its one command; the Gods'
// fate and an open window take theirs; a game over takes none.
func TestAllowedStepByStep(t *testing.T) {
	for _, tc := range []struct {
		phase, step string
		want        []string
	}{
		{PhaseFate, StepFate, []string{CmdFate, CmdFateDone}},
		{PhaseDawn, StepPlay, []string{CmdAct, CmdPass}},
		{PhaseJourney, StepChoose, []string{CmdChoose}},
		{PhaseJourney, StepOppose, []string{CmdOppose}},
		{PhaseJourney, StepPlay, []string{CmdAct, CmdPass}},
		{PhaseJourney, StepResolve, []string{CmdResolve}},
		{PhaseJourney, StepReturn, []string{CmdReturn}},
		{PhaseJourney, StepEnd, []string{CmdEndJourney}},
		{PhaseDusk, StepPlay, []string{CmdAct, CmdPass}},
		{PhaseDusk, StepUpkeep, []string{CmdUpkeep}},
		{PhaseDusk, StepCleanup, []string{CmdCleanup}},
		{PhaseDusk, StepSwap, []string{CmdSwap}},
		{PhaseDusk, "", nil},
	} {
		if got := Allowed(State{Phase: tc.phase, Step: tc.step}); !slices.Equal(got, tc.want) {
			t.Errorf("%s/%s: %v, want %v", tc.phase, tc.step, got, tc.want)
		}
	}
	over := State{Phase: PhaseJourney, Step: StepEnd}
	over.Result.Status = rules.Won
	if got := Allowed(over); got != nil {
		t.Errorf("a game over allows %v", got)
	}
}
