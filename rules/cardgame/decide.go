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
