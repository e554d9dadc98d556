package cardgame

import "skald/rules"

// stepRow is one line of the round's checklist.
type stepRow struct {
	phase, step string
	msg         rules.Msg
	ref         string
}

// rows is the round in order: both players' Gods' fate, the Dawn, the
// journey's steps, the Dusk's steps. Each links to the rules reference.
func rows(s State) []stepRow {
	d, b := s.PlayerName(s.Destiny), s.PlayerName(s.Bane())
	return []stepRow{
		{PhaseFate, StepFate, rules.M("cardgame.step.fate_destiny", "Player", d), "cardgame.phase.fate"},
		{PhaseFate, StepFate, rules.M("cardgame.step.fate_bane", "Player", b), "cardgame.phase.fate"},
		{PhaseDawn, StepPlay, rules.M("cardgame.step.dawn"), "cardgame.phase.dawn"},
		{PhaseJourney, StepChoose, rules.M("cardgame.step.choose", "Player", d), "cardgame.journey.choose"},
		{PhaseJourney, StepOppose, rules.M("cardgame.step.oppose", "Player", b), "cardgame.journey.oppose"},
		{PhaseJourney, StepPlay, rules.M("cardgame.step.journey_play"), "cardgame.journey.play"},
		{PhaseJourney, StepResolve, rules.M("cardgame.step.resolve"), "cardgame.journey.resolve"},
		{PhaseJourney, StepReturn, rules.M("cardgame.step.return"), "cardgame.journey.return"},
		{PhaseJourney, StepEnd, rules.M("cardgame.step.end"), "cardgame.journey.end"},
		{PhaseDusk, StepPlay, rules.M("cardgame.step.dusk_play"), "cardgame.dusk.play"},
		{PhaseDusk, StepUpkeep, rules.M("cardgame.step.upkeep_for", "Player", d), "cardgame.dusk.upkeep"},
		{PhaseDusk, StepCleanup, rules.M("cardgame.step.cleanup"), "cardgame.dusk.cleanup"},
		{PhaseDusk, StepSwap, rules.M("cardgame.step.swap", "Player", b), "cardgame.dusk.swap"},
	}
}

// Steps is the checklist of the round as it stands. In the Gods' fate both
// players' lines can be current at once (they split their points together);
// after that exactly one line is current. Once the game is over, the line
// where it ended is done and a last line says how it ended (cardgame.victory).
func Steps(s State) []rules.Step {
	rs := rows(s)
	cur := 0
	for i, r := range rs {
		if r.phase == s.Phase && r.step == s.Step {
			cur = i
			break
		}
	}
	out := make([]rules.Step, len(rs))
	for i, r := range rs {
		st := rules.StepTodo
		switch {
		case s.Phase == PhaseFate && i < 2:
			seat := s.Destiny
			if i == 1 {
				seat = s.Bane()
			}
			st = rules.StepCurrent
			if s.Fate[seat].Done || s.Over() {
				st = rules.StepDone
			}
		case i < cur:
			st = rules.StepDone
		case i == cur && s.Over():
			st = rules.StepDone
		case i == cur:
			st = rules.StepCurrent
		}
		out[i] = rules.Step{Msg: r.msg, Ref: r.ref, State: st}
	}
	switch s.Result.Status {
	case rules.Won:
		out = append(out, rules.Step{Msg: rules.M("cardgame.step.won", "Player", s.NameOf(s.Result.Player)),
			Ref: "cardgame.victory", State: rules.StepCurrent})
	case rules.Lost:
		out = append(out, rules.Step{Msg: rules.M("cardgame.step.lost", "Reason", Outcome(s).Reason),
			Ref: "cardgame.defeat", State: rules.StepCurrent})
	}
	return out
}

// Outcome says whether the game goes on, and why it ended: a duel, won by
// one seat.
func Outcome(s State) rules.Outcome {
	if !s.Over() {
		return rules.Outcome{Status: rules.Playing}
	}
	r := s.Result
	who := s.NameOf(r.Player)
	out := rules.Outcome{Status: r.Status, Reason: rules.M("cardgame.over")}
	// The Result names the player it happened to: won by them, or lost
	// by them and so won by the other.
	if i, ok := s.SeatOf(r.Player); ok {
		if r.Status == rules.Lost {
			i = 1 - i
		}
		out.Winners = []int{i}
	}
	switch r.Reason {
	case ReasonHorns:
		out.Reason = rules.M("cardgame.won.horns", "Player", who)
	case ReasonDamage:
		out.Reason = rules.M("cardgame.lost.damage",
			"Player", who, "Winner", s.NameOf(s.Opponent(r.Player))).WithCount(r.Damage)
	}
	return out
}
