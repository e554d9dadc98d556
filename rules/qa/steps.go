package qa

import "skald/rules"

// Steps is the checklist of the round as it stands.
func Steps(s State) []rules.Step {
	st := []rules.Step{{Msg: rules.M("qa.step.refresh"), Ref: "qa.round", State: rules.StepDone}}
	for _, h := range s.Heroes {
		st = append(st, rules.Step{Msg: rules.M("qa.step.hero_turn", "Hero", HeroName(h.ID)), Ref: "qa.hero_turn", State: rules.StepDone})
	}
	og := rules.Step{Msg: rules.M("qa.step.ogotai"), Ref: "qa.ogotai", State: rules.StepCurrent}
	if s.Over() {
		og.State = rules.StepDone
	}
	return append(st, og)
}

// Outcome says whether the game goes on, and why it ended.
func Outcome(s State) rules.Outcome {
	if s.Over() {
		return s.Result
	}
	return rules.Outcome{Status: rules.Playing}
}
