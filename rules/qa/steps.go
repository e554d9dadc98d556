package qa

import "skald/rules"

// Steps is the checklist of the round as it stands: the Remise en forme, each
// hero's Destin, Chaams and Action phases in turn order, then the Ogotaï phase;
// once the game is over, a last step says how it ended. Each step links to the
// rules reference (qa.round, qa.destin, qa.chaams, qa.action, qa.ogotai,
// qa.victory).
func Steps(s State) []rules.Step {
	cur := stepIndex(s)
	var out []rules.Step
	add := func(m rules.Msg, ref string) {
		st := rules.StepTodo
		switch i := len(out); {
		case i < cur:
			st = rules.StepDone
		case i == cur && !s.Over():
			st = rules.StepCurrent
		case i == cur:
			st = rules.StepDone
		}
		out = append(out, rules.Step{Msg: m, Ref: ref, State: st})
	}
	add(rules.M("qa.step.remise"), "qa.round")
	for _, h := range s.Heroes {
		name := HeroName(h.ID)
		add(rules.M("qa.step.destin", "Hero", name), "qa.destin")
		add(rules.M("qa.step.chaams", "Hero", name), "qa.chaams")
		add(rules.M("qa.step.action", "Hero", name), "qa.action")
	}
	add(rules.M("qa.step.ogotai"), "qa.ogotai")
	switch s.Result.Status {
	case rules.Won:
		out = append(out, rules.Step{Msg: rules.M("qa.step.won"), Ref: "qa.victory", State: rules.StepCurrent})
	case rules.Lost:
		out = append(out, rules.Step{Msg: rules.M("qa.step.lost", "Reason", s.Result.Reason), Ref: "qa.victory", State: rules.StepCurrent})
	}
	return out
}

// stepIndex is the position of the current step in Steps' list.
func stepIndex(s State) int {
	switch s.Phase {
	case PhaseDestin:
		return 1 + 3*s.Turn
	case PhaseChaams:
		return 2 + 3*s.Turn
	case PhaseAction:
		return 3 + 3*s.Turn
	case PhaseOgotai:
		return 1 + 3*len(s.Heroes)
	}
	return 0
}

// Outcome says whether the game goes on, and why it ended.
func Outcome(s State) rules.Outcome {
	if s.Over() {
		return s.Result
	}
	return rules.Outcome{Status: rules.Playing}
}
