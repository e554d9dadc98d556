package althing

import "skald/rules"

// Steps is the checklist of where the table is. Before play: lay out the
// track, reveal the Assembly (if tracked), deal the hands and start. In play,
// each seat of the turn in order; the active player's phase opens into its
// four parts (recruit, complete a stage, trick/dodge/event, discard and
// draw), ticked as they are done and marked when a Storm or a shortage forbids
// one; Thorfinn's phase is his card revealed, then played. Once over, a last
// step says who became King. Each step links to the rules reference.
func Steps(s State) []rules.Step {
	var out []rules.Step
	cur := -1
	add := func(m rules.Msg, ref string, done bool) {
		st := rules.StepTodo
		if done {
			st = rules.StepDone
		} else if cur < 0 && !s.Over() {
			st, cur = rules.StepCurrent, len(out)
		}
		out = append(out, rules.Step{Msg: m, Ref: ref, State: st})
	}
	if s.Phase == PhaseSetup {
		add(rules.M("althing.step.track", "Mode", ModeName(s.Setup.Mode)), setupRef(s.Setup), len(s.Track) > 0)
		if s.Assembly != nil {
			add(rules.M("althing.step.assembly").WithCount(len(s.Assembly.Row)), "althing.setup.assembly", s.Assembly.Waiting() == 0)
		}
		add(handsStep(s.Setup), "althing.setup.decks", false)
		return out
	}
	if s.Phase == PhasePlay && s.Assembly.Waiting() > 0 {
		add(rules.M("althing.step.refill").WithCount(s.Assembly.Waiting()), "althing.action.recruit", false)
	}
	for i, id := range s.Order() {
		past := s.Over() || i < s.Active
		if id == ThorfinnID {
			t := s.Thorfinn
			now := i == s.Active && !s.Over()
			add(rules.M("althing.step.thorfinn_reveal"), "althing.solo.turn", past || (now && t.Card != ""))
			card := rules.M("althing.step.thorfinn_play_any")
			if t.Card != "" {
				card = rules.M("althing.step.thorfinn_play", "Card", t.Card)
			}
			add(card, "althing.solo.turn", past || (now && t.Played))
			if t.Owed > 0 {
				add(rules.M("althing.step.thorfinn_takes").WithCount(t.Owed), "althing.solo.turn", false)
			}
			continue
		}
		name := s.Who(id)
		if i != s.Active || s.Over() {
			add(rules.M("althing.step.phase", "Player", name), "althing.round", past)
			continue
		}
		out = append(out, phaseSteps(s, id, &cur)...)
	}
	if s.Ending && !s.Over() {
		out = append(out, rules.Step{Msg: rules.M("althing.step.ending"), Ref: "althing.victory", State: rules.StepTodo})
	}
	if s.Over() {
		out = append(out, rules.Step{Msg: resultMsg(s), Ref: "althing.victory", State: rules.StepCurrent})
	}
	return out
}

// phaseSteps are the four parts of the active player's phase. The current one
// is the part after the last one done, so the checklist moves forward however
// the player orders their actions.
func phaseSteps(s State, id string, cur *int) []rules.Step {
	p, _ := s.Player(id)
	name := s.Who(id)
	// A part a rule forbids this phase (blocked) stays listed with the
	// reason but is never the current step: the next thing is something the
	// player can do.
	type part struct {
		m       rules.Msg
		ref     string
		done    bool
		blocked bool
	}
	recruit := part{m: rules.M("althing.step.recruit", "Player", name), ref: "althing.action.recruit", done: p.Recruited}
	switch {
	case s.StormFace(id) == Stormur:
		recruit.m = rules.M("althing.step.recruit_stormur", "Player", name)
		recruit.ref, recruit.blocked = "althing.edge.storm", true
	case s.StormFace(id) == Ovedur:
		recruit.m = rules.M("althing.step.recruit_ovedur", "Player", name)
		recruit.ref, recruit.blocked = "althing.edge.storm", true
	case s.Shortage == Gold:
		recruit.m = rules.M("althing.step.recruit_shortage", "Player", name)
		recruit.ref, recruit.blocked = "althing.solo.turn", true
	}
	stage := part{m: stageStepMsg(s, id), ref: "althing.action.stage", done: p.Completed}
	switch {
	case p.Completed:
	case s.StormFace(id) == Stormur:
		stage.m = rules.M("althing.step.stage_stormur", "Player", name)
		stage.ref, stage.blocked = "althing.edge.storm", true
	case s.Race.AtEnd(id):
		stage.m = rules.M("althing.step.stage_end", "Player", name)
		stage.blocked = true
	}
	trick := part{m: rules.M("althing.step.tricks", "Player", name), ref: "althing.action.tricks", done: p.Tricked}
	end := rules.M("althing.step.end", "Player", name, "N", p.HandSize)
	if p.Veteran5 {
		end = rules.M("althing.step.end_veteran", "Player", name, "N", VeteranHand)
	}
	parts := []part{recruit, stage, trick, {m: end, ref: "althing.phase.end"}}
	last := -1
	for i, pt := range parts {
		if pt.done {
			last = i
		}
	}
	out := make([]rules.Step, len(parts))
	for i, pt := range parts {
		st := rules.StepTodo
		switch {
		case pt.done:
			st = rules.StepDone
		case i > last && !pt.blocked && *cur < 0:
			st, *cur = rules.StepCurrent, i
		}
		out[i] = rules.Step{Msg: pt.m, Ref: pt.ref, State: st}
	}
	return out
}

// stageStepMsg names the stage (or the two stages) the player may complete next.
func stageStepMsg(s State, id string) rules.Msg {
	next := NextStages(s, id)
	var names []rules.Msg
	for _, i := range next {
		names = append(names, StageName(s.Track[i].Card))
	}
	return rules.M("althing.step.stage", "Player", s.Who(id), "Stages", names)
}

func setupRef(su Setup) string {
	if su.Solo {
		return "althing.solo.setup"
	}
	switch su.Mode {
	case ModeCampaign1:
		return "althing.setup.campaign1"
	case ModeCampaign2:
		return "althing.setup.campaign2"
	case ModeCampaign3:
		return "althing.setup.campaign3"
	case ModeNew:
		return "althing.setup.new"
	case ModeSaga:
		return "althing.setup.saga"
	}
	return "althing.setup.normal"
}

func handsStep(su Setup) rules.Msg {
	switch {
	case su.Solo && su.Hard:
		return rules.M("althing.step.hands_solo_hard")
	case su.Solo:
		return rules.M("althing.step.hands_solo")
	case su.Mode == ModeCampaign1: // Troll and Untroll only: no Storm Troll
		return rules.M("althing.step.hands_part1")
	case su.Mode == ModeCampaign2:
		return rules.M("althing.step.hands_campaign")
	}
	return rules.M("althing.step.hands")
}

// Outcome says whether the game goes on, and how it ended: a King alone on
// the last card, or a tie, and who (the seats). Against Thorfinn only the
// player alone on the last card wins; both on it is a tie.
func Outcome(s State) rules.Outcome {
	if !s.Over() {
		return rules.Outcome{Status: rules.Playing}
	}
	st := rules.Won
	if s.Thorfinn != nil && (len(s.Result.Kings) != 1 || s.Result.Kings[0] == ThorfinnID) {
		st = rules.Lost
	}
	out := rules.Outcome{Status: st, Reason: resultMsg(s)}
	if s.Thorfinn != nil {
		out.Tie = len(s.Result.Kings) > 1
		return out
	}
	// A race between players: whoever stands on the last card won it.
	for _, id := range s.Result.Kings {
		if n, ok := seatOf(id); ok {
			out.Winners = append(out.Winners, n-1)
		}
	}
	return out
}

// resultMsg says who is King, or who tie, and in how many turns.
func resultMsg(s State) rules.Msg {
	k := s.Result.Kings
	switch {
	case len(k) == 1 && k[0] == ThorfinnID:
		return rules.M("althing.result.thorfinn", "Turn", s.Result.Turn)
	case len(k) == 1 && s.Thorfinn != nil:
		return rules.M("althing.result.beat_thorfinn", "Turn", s.Result.Turn)
	case len(k) == 1:
		return rules.M("althing.result.king", "Player", s.Who(k[0]), "Turn", s.Result.Turn)
	case len(k) > 1 && s.Thorfinn != nil:
		return rules.M("althing.result.tie_thorfinn", "Turn", s.Result.Turn)
	}
	names := make([]rules.Msg, len(k))
	for i, id := range k {
		names[i] = s.Who(id)
	}
	return rules.M("althing.result.tie", "Players", names, "Turn", s.Result.Turn)
}
