package dwarves

import "skald/rules"

// Steps is the checklist of the turn as it stands: the council text in force,
// then (1) advance the Hero marker, (2) reveal new cards, (3) two actions,
// with the troops, dragons and time markers that need the table's attention,
// and the end of the turn. Exactly one step is current while the game goes on.
func Steps(s State) []rules.Step {
	var st []rules.Step
	add := func(m rules.Msg, ref string, state rules.StepState) {
		st = append(st, rules.Step{Msg: m, Ref: ref, State: state})
	}
	add(rules.M("dwarves.step.council", "Pos", s.CouncilPos(), "Effect", s.InForce()), "dwarves.council", rules.StepDone)
	if s.Over() {
		add(rules.M("dwarves.step.over"), "dwarves.goal", rules.StepCurrent)
		return st
	}
	hero := HeroName(s.Hero().ID)
	current := false
	mark := func(now bool) rules.StepState {
		switch {
		case current:
			return rules.StepTodo
		case now:
			current = true
			return rules.StepCurrent
		}
		return rules.StepDone
	}
	advancing := s.Phase == PhaseAdvance
	add(rules.M("dwarves.step.advance", "Hero", hero), "dwarves.doom", mark(advancing))
	if advancing {
		current = true
	}

	reveal := s.Phase == PhaseReveal && s.CanReveal()
	if saga(s.Setup.Book) {
		add(rules.M("dwarves.step.reveal_saga"), "dwarves.saga", mark(reveal))
	} else {
		add(rules.M("dwarves.step.reveal"), "dwarves.reveal", mark(reveal))
	}
	if unsettled := s.Unsettled(); len(unsettled) > 0 {
		add(rules.M("dwarves.step.troops_move", "Hex", HexName(unsettled[0])), "dwarves.perished", mark(true))
	}
	if s.Roll != nil {
		ref := "dwarves." + s.Roll.Action
		add(rules.M("dwarves.step.resolve", "Action", ActionName(s.Roll.Action)), ref, mark(true))
	}
	left := ActionsPerTurn - s.Actions
	add(rules.M("dwarves.step.actions", "N", left), "dwarves.actions", mark(left > 0))
	for _, d := range s.Dragons {
		flown := false
		for _, f := range s.Flown {
			flown = flown || f == d
		}
		add(rules.M("dwarves.step.dragon", "Dragon", DragonName(d)), "dwarves.dragons", mark(!flown))
	}
	for _, sl := range s.Scenario.Slots {
		if sl.Timed && sl.Time == 0 {
			add(rules.M("dwarves.step.time_out"), "dwarves.book5", rules.StepTodo)
		}
	}
	add(rules.M("dwarves.step.end"), "dwarves.turn", mark(true))
	return st
}

// CanReveal reports whether the reveal step has something left to do: a
// Scenario card or Adventure cards to reveal, or Saga cards to turn up or draw.
func (s State) CanReveal() bool {
	sc := s.Scenario
	if !saga(s.Setup.Book) {
		return (len(sc.Slots) == 0 && sc.Left.Sum() > 0 && !s.Completed) || (len(s.Display) < DisplaySize && s.Adventure.CanDraw())
	}
	if s.Completed {
		return false
	}
	for i, sl := range sc.Slots {
		if sl.FaceDown && sc.canFlip(i) {
			return true
		}
	}
	return len(sc.Slots) < SlotsMax(s.Setup.Book) && sc.Left.Sum() > 0
}

// Outcome says whether the game goes on, and why it ended.
func Outcome(s State) rules.Outcome {
	if s.Over() {
		return s.Result
	}
	return rules.Outcome{Status: rules.Playing}
}
