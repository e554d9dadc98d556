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
	case PhaseFate, PhaseDawn, PhaseJourney, PhaseDusk:
		return rules.M("cardgame.phase." + phase)
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
	case StepChoose, StepOppose, StepResolve, StepReturn, StepEnd, StepUpkeep, StepCleanup, StepSwap:
		return rules.M("cardgame.where." + step)
	}
	return PhaseName(phase)
}

// ActName says an action in words, for the buttons and the history.
func ActName(act string) rules.Msg {
	switch act {
	case ActCompanion, ActSupport, ActEvent, ActActivate, ActBane, ActLand:
		return rules.M("cardgame.act." + act)
	}
	return rules.M("cardgame.act.unknown")
}
