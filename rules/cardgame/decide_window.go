package cardgame

import "skald/rules"

// checkWindow: in a window of actions (Dawn, Journey step 2, Dusk step 1) the
// players take turns, either one opening; each plays or activates what its
// role allows, or passes.
func checkWindow(s State, e Event) error {
	if !s.InWindow() {
		return rules.Refuse("cardgame.err.no_window", "Step", StepName(s.Phase, s.Step))
	}
	if _, err := seated(s, e.Player); err != nil {
		return err
	}
	if t := s.Turn(); t != "" && t != e.Player {
		return rules.Refuse("cardgame.err.not_your_turn", "Player", s.NameOf(t))
	}
	if e.Kind == EvPassed {
		return nil
	}
	return checkAct(s, e)
}

// checkAct: the action fits the player's role and the phase.
func checkAct(s State, e Event) error {
	destiny := e.Player == s.DestinyFaction()
	switch e.Act {
	case ActCompanion, ActSupport:
		if !destiny {
			return rules.Refuse("cardgame.err.act_destiny")
		}
		if s.Phase != PhaseDawn {
			return rules.Refuse("cardgame.err.dawn_only")
		}
		if e.Act == ActCompanion && s.Seats[s.Destiny].Companions >= MaxParty {
			return &rules.Refusal{Msg: rules.M("cardgame.err.companion_count").WithCount(MaxParty)}
		}
	case ActEvent, ActActivate:
		if !destiny {
			return rules.Refuse("cardgame.err.act_destiny")
		}
	case ActBane, ActLand:
		if destiny {
			return rules.Refuse("cardgame.err.act_bane")
		}
	default:
		return rules.Refuse("cardgame.err.act")
	}
	if e.Land != "" {
		if e.Act != ActLand {
			return rules.Refuse("cardgame.err.act")
		}
		if !s.BaneEffectReady(e.Land) {
			return rules.Refuse("cardgame.err.bane_effect")
		}
		if e.Name != landText(s.Printed, e.Land) {
			return rules.Refuse("cardgame.err.land")
		}
	}
	return nil
}

// evolveWindow records an action or a pass; the second pass in a row closes
// the window and the table moves on.
func evolveWindow(s State, e Event) State {
	if !s.InWindow() {
		return s
	}
	s.Window.Last = e.Player
	if e.Kind == EvActed {
		s.Window.Passes = 0
		s.Window.Acts++
		if e.Act == ActCompanion {
			s.Seats[s.Destiny].Companions++
		}
		if i, ok := s.LandIndex(e.Land); ok {
			s.Lands[i].BaneUsed = s.Round
		}
		return s
	}
	s.Window.Passes++
	if s.Window.Passes < 2 {
		return s
	}
	s.Window = Window{}
	switch s.Phase {
	case PhaseDawn:
		s.Phase, s.Step, s.Journey = PhaseJourney, StepChoose, Journey{}
	case PhaseJourney:
		s.Step = StepResolve
	case PhaseDusk:
		s = startUpkeep(s)
	}
	return s
}
