package cardgame

import "skald/rules"

// startUpkeep begins the upkeep with each of the destiny player's companions
// to check; with none, the clean-up follows at once.
func startUpkeep(s State) State {
	s.Upkeep = s.Seats[s.Destiny].Companions
	if s.Upkeep > 0 {
		s.Step = StepUpkeep
	} else {
		s.Step = StepCleanup
	}
	return s
}

// checkUpkeep: one companion at a time, in the order the destiny player likes;
// a condition not met costs the companion or 2 damage.
func checkUpkeep(s State, e Event) error {
	if err := checkStep(s, PhaseDusk, StepUpkeep); err != nil {
		return err
	}
	if e.Player != s.DestinyFaction() || s.Upkeep < 1 {
		return rules.Refuse("cardgame.err.upkeep_player")
	}
	switch e.Upkeep {
	case UpkeepMet, UpkeepDestroy, UpkeepDamage, UpkeepUnpaid:
		return nil
	}
	return rules.Refuse("cardgame.err.upkeep")
}

func evolveUpkeep(s State, e Event) State {
	if s.Upkeep < 1 {
		return s
	}
	s.Upkeep--
	switch e.Upkeep {
	case UpkeepDestroy:
		s.Seats[s.Destiny].Companions = max(0, s.Seats[s.Destiny].Companions-1)
	case UpkeepUnpaid:
		s.Result = Result{Status: rules.Lost, Reason: ReasonDamage, Player: s.DestinyFaction(), Damage: UpkeepCost}
	}
	if s.Upkeep == 0 {
		s.Step = StepCleanup
	}
	return s
}

// evolveSwapped ends the round: the bane player becomes the destiny player
// and the next round starts with the Gods' fate.
func evolveSwapped(s State, e Event) State {
	i, ok := s.SeatOf(e.Player)
	if !ok {
		return s
	}
	s.Round = e.N
	s.Destiny = i
	s.Phase, s.Step = PhaseFate, StepFate
	s.Fate = [2]Fate{}
	s.Window = Window{}
	s.Journey = Journey{}
	s.Upkeep = 0
	return s
}
