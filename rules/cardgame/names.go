package cardgame

import "skald/rules"

// PlayerName names the player in a seat: "Anna (Vikings)", or the faction alone
// when no name was given.
func (s State) PlayerName(seat int) rules.Msg {
	if seat < 0 || seat >= len(s.Seats) {
		return rules.M("cardgame.faction.unknown")
	}
	p := s.Seats[seat]
	if p.Name == "" {
		return FactionName(p.Faction)
	}
	return rules.M("cardgame.player.named", "Name", p.Name, "Faction", FactionName(p.Faction))
}

// NameOf names the player of a faction.
func (s State) NameOf(faction string) rules.Msg {
	i, ok := s.SeatOf(faction)
	if !ok {
		return FactionName(faction)
	}
	return s.PlayerName(i)
}

// PhaseName is a phase's name as a message.
func PhaseName(phase string) rules.Msg {
	switch phase {
	case PhaseFate:
		return rules.M("cardgame.phase.fate")
	case PhaseDawn:
		return rules.M("cardgame.phase.dawn")
	case PhaseJourney:
		return rules.M("cardgame.phase.journey")
	case PhaseDusk:
		return rules.M("cardgame.phase.dusk")
	}
	return rules.M("cardgame.phase.unknown")
}

// StepName says where the table is, for a refusal ("not now: we are at …").
func StepName(phase, step string) rules.Msg {
	switch step {
	case StepFate:
		return rules.M("cardgame.phase.fate")
	case StepPlay:
		return rules.M("cardgame.where.play", "Phase", PhaseName(phase))
	case StepChoose:
		return rules.M("cardgame.where.choose")
	case StepOppose:
		return rules.M("cardgame.where.oppose")
	case StepResolve:
		return rules.M("cardgame.where.resolve")
	case StepReturn:
		return rules.M("cardgame.where.return")
	case StepEnd:
		return rules.M("cardgame.where.end")
	case StepUpkeep:
		return rules.M("cardgame.where.upkeep")
	case StepCleanup:
		return rules.M("cardgame.where.cleanup")
	case StepSwap:
		return rules.M("cardgame.where.swap")
	}
	return PhaseName(phase)
}

// ActName says an action in words, for the buttons and the history.
func ActName(act string) rules.Msg {
	switch act {
	case ActCompanion:
		return rules.M("cardgame.act.companion")
	case ActSupport:
		return rules.M("cardgame.act.support")
	case ActEvent:
		return rules.M("cardgame.act.event")
	case ActActivate:
		return rules.M("cardgame.act.activate")
	case ActBane:
		return rules.M("cardgame.act.bane")
	case ActLand:
		return rules.M("cardgame.act.land")
	}
	return rules.M("cardgame.act.unknown")
}
