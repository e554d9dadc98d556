package cardgame

import "skald/rules"

// checkFate: in the Gods' fate phase, a player who has not finished spends
// points they still have; cards go to the hand first and then to the pool,
// never back to the hand once the pool was started.
func checkFate(s State, e Event) error {
	if err := checkStep(s, PhaseFate, StepFate); err != nil {
		return err
	}
	i, err := seated(s, e.Player)
	if err != nil {
		return err
	}
	f := s.Fate[i]
	if f.Done {
		return rules.Refuse("cardgame.err.fate_done")
	}
	if e.Kind == EvFateDone {
		return nil
	}
	switch e.To {
	case FateHand:
		if f.Pool > 0 {
			return rules.Refuse("cardgame.err.fate_order")
		}
	case FatePool:
	default:
		return rules.Refuse("cardgame.err.fate_to")
	}
	if e.N < 1 || e.N > f.Left() {
		return rules.Refuse("cardgame.err.fate_points", "Left", f.Left())
	}
	return nil
}

// evolveFate spends the points; a split that used all seven ends by itself,
// and the Dawn begins when both players are done.
func evolveFate(s State, e Event) State {
	i, ok := s.SeatOf(e.Player)
	if !ok {
		return s
	}
	f := s.Fate[i]
	switch {
	case e.Kind == EvFateDone:
		f.Done = true
	case e.To == FateHand:
		f.Hand += e.N
	case e.To == FatePool:
		f.Pool += e.N
	}
	if f.Left() <= 0 {
		f.Done = true
	}
	s.Fate[i] = f
	if s.Fate[0].Done && s.Fate[1].Done && s.Phase == PhaseFate {
		s.Phase, s.Step, s.Window = PhaseDawn, StepPlay, Window{}
	}
	return s
}
