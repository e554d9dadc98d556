package cardgame

import "skald/rules"

// Check reports whether a stored event could have happened in s: imports replay
// through it, so a forged or damaged log is refused.
func Check(s State, e Event) error {
	if e.Kind == EvLearned {
		return specs.CheckLearned(s.Printed, e.Key, e.Value, func(key string) bool { return fixedAtSetup(s, key) },
			rules.M("cardgame.err.printed"), rules.M("cardgame.err.printed_fixed"))
	}
	if s.Over() {
		return rules.Refuse("cardgame.err.over")
	}
	if err := checkWho(s, e); err != nil {
		return err
	}
	switch e.Kind {
	case EvFate, EvFateDone:
		return checkFate(s, e)
	case EvActed, EvPassed:
		return checkWindow(s, e)
	case EvChosen:
		return checkChosen(s, e)
	case EvOpposed:
		return checkOpposed(s, e)
	case EvResolved:
		return checkResolved(s, e)
	case EvReturned:
		return checkReturned(s, e)
	case EvJourneyEnded:
		return checkJourneyEnded(s, e)
	case EvUpkeep:
		return checkUpkeep(s, e)
	case EvCleanedUp:
		return checkStep(s, PhaseDusk, StepCleanup)
	case EvSwapped:
		if err := checkStep(s, PhaseDusk, StepSwap); err != nil {
			return err
		}
		if e.Player != s.BaneFaction() || e.N != s.Round+1 {
			return rules.Refuse("cardgame.err.swap")
		}
		return nil
	case EvDamaged:
		return checkDamaged(s, e)
	case EvCompanions:
		return checkCompanions(s, e)
	}
	return rules.Refuse("cardgame.err.event")
}

// checkWho: a player's name in an event is the one typed at setup. Events
// stored before names were kept carry none, and still replay.
func checkWho(s State, e Event) error {
	if e.Who == "" {
		return nil
	}
	i, ok := s.SeatOf(e.Player)
	if !ok || s.Seats[i].Name != e.Who {
		return rules.Refuse("cardgame.err.player")
	}
	return nil
}

// checkStep: the table is at this phase and step.
func checkStep(s State, phase, step string) error {
	if s.Phase != phase || s.Step != step {
		return rules.Refuse("cardgame.err.not_now", "Step", StepName(s.Phase, s.Step))
	}
	return nil
}

// seated: the faction plays at this table.
func seated(s State, faction string) (int, error) {
	i, ok := s.SeatOf(faction)
	if !ok {
		return 0, rules.Refuse("cardgame.err.player")
	}
	return i, nil
}

func checkDamaged(s State, e Event) error {
	if _, err := seated(s, e.Player); err != nil {
		return err
	}
	if e.N < 1 || e.N > MaxDamage {
		return rules.Refuse("cardgame.err.damage", "Max", MaxDamage)
	}
	return nil
}

func checkCompanions(s State, e Event) error {
	i, err := seated(s, e.Player)
	if err != nil {
		return err
	}
	if e.N < 0 || e.N > MaxParty {
		return &rules.Refusal{Msg: rules.M("cardgame.err.companion_count").WithCount(MaxParty)}
	}
	if s.Phase == PhaseDusk && s.Step == StepUpkeep && i == s.Destiny {
		return rules.Refuse("cardgame.err.upkeep_running")
	}
	return nil
}
