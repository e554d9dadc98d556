package cardgame

import "skald/rules"

// Decide validates a command against the state and returns what happens. It may
// ask for a printed value (*rules.NeedPrinted) or refuse (*rules.Refusal naming
// the rule). Every event it returns passes Check on the state it applies to.
// Nothing here is random: the table draws and plays the real cards.
func Decide(s State, c Command, _ rules.Rand) ([]Event, error) {
	if c.Kind == CmdLearn {
		return one(s, Event{Kind: EvLearned, Key: c.Key, Value: c.Value})
	}
	if s.Over() {
		return nil, rules.Refuse("cardgame.err.over")
	}
	switch c.Kind {
	case CmdFate:
		n := c.N
		if n == 0 {
			n = 1
		}
		return one(s, Event{Kind: EvFate, Player: c.Player, To: c.To, N: n})
	case CmdFateDone:
		return one(s, Event{Kind: EvFateDone, Player: c.Player})
	case CmdAct:
		e := Event{Kind: EvActed, Player: c.Player, Act: c.Act, Land: c.Land}
		if c.Land != "" {
			e.Name = landText(s.Printed, c.Land)
		}
		return one(s, e)
	case CmdPass:
		return one(s, Event{Kind: EvPassed, Player: c.Player})
	case CmdChoose:
		return decideChoose(s, c)
	case CmdOppose:
		return one(s, Event{Kind: EvOpposed, Player: s.BaneFaction(), Oppose: c.Oppose, Cost: c.Cost})
	case CmdResolve:
		return decideResolve(s, c)
	case CmdReturn:
		j := s.Journey
		return one(s, Event{Kind: EvReturned, Land: j.Land, Name: landText(s.Printed, j.Land), Success: j.Success, Oppose: j.Oppose})
	case CmdEndJourney:
		return decideEndJourney(s, c)
	case CmdUpkeep:
		return one(s, Event{Kind: EvUpkeep, Player: s.DestinyFaction(), Upkeep: c.Upkeep})
	case CmdCleanup:
		return one(s, Event{Kind: EvCleanedUp})
	case CmdSwap:
		return one(s, Event{Kind: EvSwapped, Player: s.BaneFaction(), N: s.Round + 1})
	case CmdDamage:
		return one(s, Event{Kind: EvDamaged, Player: c.Player, N: c.N, Unpaid: c.Unpaid})
	case CmdCompanions:
		return one(s, Event{Kind: EvCompanions, Player: c.Player, N: c.N})
	}
	return nil, rules.Refuse("cardgame.err.command")
}

// one is a command of a single event, checked on s. The event keeps the name
// of the player it names, for the history.
func one(s State, e Event) ([]Event, error) {
	if i, ok := s.SeatOf(e.Player); ok {
		e.Who = s.Seats[i].Name
	}
	if err := Check(s, e); err != nil {
		return nil, err
	}
	return []Event{e}, nil
}

// Check reports whether a stored event could have happened in s: imports replay
// through it, so a forged or damaged log is refused.
func Check(s State, e Event) error {
	if e.Kind == EvLearned {
		return checkLearned(s, e)
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
		return rules.Refuse("cardgame.err.companion_count", "Max", MaxParty)
	}
	if s.Phase == PhaseDusk && s.Step == StepUpkeep && i == s.Destiny {
		return rules.Refuse("cardgame.err.upkeep_running")
	}
	return nil
}
