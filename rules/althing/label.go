package althing

import "skald/rules"

// Label says in words what a command did, for the history, from its events:
// "Player 2 completes Drakkar", "Thorfinn plays card c: recruits 2, Axe (card
// 3 of your hand)". Players are named by seat (a label has no state).
func Label(c Command, evs []Event) rules.Msg {
	if len(evs) == 0 {
		return rules.M("history.unknown")
	}
	m := label(evs[0])
	var shown []rules.Msg
	for _, e := range evs[1:] {
		if e.Kind == EvVikingRevealed {
			shown = append(shown, VikingName(e.Card))
		}
	}
	if evs[0].Kind == EvVikingRevealed {
		shown = append([]rules.Msg{VikingName(evs[0].Card)}, shown...)
		return rules.M("althing.label.revealed", "Vikings", shown).WithCount(len(shown))
	}
	if len(shown) > 0 {
		return rules.M("althing.label.then_revealed", "Action", m, "Vikings", shown)
	}
	return m
}

func vikings(cards []string) []rules.Msg {
	out := make([]rules.Msg, len(cards))
	for i, c := range cards {
		out[i] = VikingName(c)
	}
	return out
}

func label(e Event) rules.Msg {
	who := ActorName(e.Who)
	switch e.Kind {
	case EvLearned:
		return learnedLabel(e.Key, e.Value)
	case EvTrackDealt:
		names := make([]rules.Msg, len(e.Stages))
		for i, st := range e.Stages {
			names[i] = rules.M("althing.stage_side", "Stage", StageName(st.Card), "Side", SideName(st.Side))
		}
		return rules.M("althing.label.dealt", "Stages", names)
	case EvFlipped:
		return rules.M("althing.label.flipped", "Stage", StageName(e.Card), "Side", SideName(e.Side))
	case EvBegun:
		return rules.M("althing.label.begun")
	case EvThorfinnRevealed:
		if e.Reshuffled {
			return rules.M("althing.label.thorfinn_reshuffled", "Card", e.Card)
		}
		return rules.M("althing.label.thorfinn_revealed", "Card", e.Card)
	case EvThorfinnPlayed:
		if e.Pick > 0 {
			return rules.M("althing.label.thorfinn_axe", "Card", e.Card, "N", e.N, "Pick", e.Pick)
		}
		action := ActionName(e.Action)
		if e.NoTroll {
			action = rules.M("althing.act.troll_none_home")
		}
		return rules.M("althing.label.thorfinn_played", "Card", e.Card, "N", e.N, "Action", action)
	case EvRecruited:
		if len(e.Cards) > 0 {
			return rules.M("althing.label.recruited_named", "Player", who, "Vikings", vikings(e.Cards))
		}
		return rules.M("althing.label.recruited", "Player", who).WithCount(e.N)
	case EvCompleted:
		if e.Card == Thing || e.Card == Althing {
			return rules.M("althing.label.completed_final", "Player", who, "Stage", StageName(e.Card))
		}
		return rules.M("althing.label.completed", "Player", who, "Stage", StageName(e.Card))
	case EvTricked:
		if e.Pick > 0 {
			return rules.M("althing.label.axe_pick", "Player", who, "Target", ActorName(e.Target), "Pick", e.Pick)
		}
		return rules.M("althing.label.tricked", "Player", who, "Trick", SymbolName(e.Trick), "Target", ActorName(e.Target))
	case EvDodged:
		if e.Trick == TrickShortage {
			return rules.M("althing.label.dodged_shortage", "Player", who)
		}
		return rules.M("althing.label.parried", "Player", who, "Dodge", SymbolName(Dodge(e.Trick)), "Trick", SymbolName(e.Trick))
	case EvUntrolled:
		return rules.M("althing.label.untrolled", "Player", who, "Owner", ActorName(e.Owner))
	case EvPlotted:
		if len(e.Cards) > 0 {
			return rules.M("althing.label.plotted_named", "Player", who, "Vikings", vikings(e.Cards))
		}
		return rules.M("althing.label.plotted", "Player", who)
	case EvPhaseEnded:
		return rules.M("althing.label.phase_ended", "Player", who)
	case EvVikingRevealed:
		return rules.M("althing.label.revealed", "Vikings", []rules.Msg{VikingName(e.Card)}).WithCount(1)
	}
	return rules.M("history.unknown")
}

// learnedLabel says what was read off the box: the question asked and its
// answer ("What does Kernelyd (side B) ask for in gold? 2").
func learnedLabel(key, value string) rules.Msg {
	q, answer, ok := specs.Learned(key, value)
	if !ok {
		return rules.M("althing.label.learn", "Value", value)
	}
	return rules.M("althing.label.learned", "Question", q, "Answer", answer)
}
