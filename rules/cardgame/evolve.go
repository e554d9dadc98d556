package cardgame

import "skald/rules"

// Evolve applies an event. Pure and total: it never writes into s's map (it
// replaces it), and an event it does not know, or one Check would refuse,
// changes at most what it names and never panics.
func Evolve(s State, e Event) State {
	switch e.Kind {
	case EvLearned:
		s.Printed = rules.WithPrinted(s.Printed, e.Key, e.Value)
	case EvFate, EvFateDone:
		s = evolveFate(s, e)
	case EvActed, EvPassed:
		s = evolveWindow(s, e)
	case EvChosen:
		s.Journey = Journey{Land: e.Land}
		s.Step = StepOppose
	case EvOpposed:
		s.Journey.Oppose, s.Journey.Cost = e.Oppose, e.Cost
		s.Step, s.Window = StepPlay, Window{}
	case EvResolved:
		j := &s.Journey
		j.Resolved = true
		j.Party, j.LandAttrs, j.Bane, j.Opponent = e.Party, e.LandAttrs, e.Bane, e.Opponent
		j.Success = e.Success
		s.Step = StepReturn
	case EvReturned:
		// The opposing companion is destroyed by a successful journey and goes
		// back to its party after a failed one.
		if e.Success && (e.Oppose == OpposeFree || e.Oppose == OpposePaid) {
			b := s.Bane()
			s.Seats[b].Companions = max(0, s.Seats[b].Companions-1)
		}
		s.Step = StepEnd
	case EvJourneyEnded:
		s = evolveJourneyEnded(s, e)
	case EvUpkeep:
		s = evolveUpkeep(s, e)
	case EvCleanedUp:
		s.Step = StepSwap
	case EvSwapped:
		s = evolveSwapped(s, e)
	case EvDamaged:
		if e.Unpaid {
			if _, ok := s.SeatOf(e.Player); ok {
				s.Result = Result{Status: rules.Lost, Reason: ReasonDamage, Player: e.Player, Damage: e.N}
			}
		}
	case EvCompanions:
		if i, ok := s.SeatOf(e.Player); ok && e.N >= 0 {
			s.Seats[i].Companions = e.N
			if i == s.Destiny && s.Step == StepUpkeep {
				s.Upkeep = min(s.Upkeep, e.N)
				if s.Upkeep == 0 {
					s.Step = StepCleanup
				}
			}
		}
	}
	return s
}
