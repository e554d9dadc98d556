package cardgame

import "skald/rules"

// decideChoose: the destiny player names an unconquered land; the app asks for
// the land's printed symbols the first time it is chosen.
func decideChoose(s State, c Command) ([]Event, error) {
	if err := checkStep(s, PhaseJourney, StepChoose); err != nil {
		return nil, err
	}
	if err := checkDestination(s, c.Land); err != nil {
		return nil, err
	}
	if err := needLandAttrs(s.Printed, c.Land); err != nil {
		return nil, err
	}
	return one(s, Event{Kind: EvChosen, Player: s.DestinyFaction(), Land: c.Land, Name: landText(s.Printed, c.Land)})
}

// checkDestination: one of the six lands, not conquered yet (whoever's faction
// it belongs to).
func checkDestination(s State, id string) error {
	i, ok := s.LandIndex(id)
	if !ok {
		return rules.Refuse("cardgame.err.land")
	}
	if s.Lands[i].By != "" {
		return rules.Refuse("cardgame.err.land_conquered", "Land", LandName(s.Printed, id))
	}
	return nil
}

func checkChosen(s State, e Event) error {
	if err := checkStep(s, PhaseJourney, StepChoose); err != nil {
		return err
	}
	if e.Player != s.DestinyFaction() {
		return rules.Refuse("cardgame.err.destiny_chooses")
	}
	if err := checkDestination(s, e.Land); err != nil {
		return err
	}
	if _, ok := LandAttrs(s.Printed, e.Land); !ok {
		return rules.Refuse("cardgame.err.land_unknown")
	}
	if e.Name != landText(s.Printed, e.Land) {
		return rules.Refuse("cardgame.err.land")
	}
	return nil
}

// checkOpposed: the bane player opposes with a companion of their party, free
// when its subtype matches one of the land's, else paying its cost from the
// bane pool; or does not oppose.
func checkOpposed(s State, e Event) error {
	if err := checkStep(s, PhaseJourney, StepOppose); err != nil {
		return err
	}
	if e.Player != s.BaneFaction() {
		return rules.Refuse("cardgame.err.bane_opposes")
	}
	switch e.Oppose {
	case OpposeNone, OpposeFree:
		if e.Cost != 0 {
			return rules.Refuse("cardgame.err.oppose_cost", "Max", MaxCost)
		}
	case OpposePaid:
		if e.Cost < 0 || e.Cost > MaxCost {
			return rules.Refuse("cardgame.err.oppose_cost", "Max", MaxCost)
		}
	default:
		return rules.Refuse("cardgame.err.oppose")
	}
	if e.Oppose != OpposeNone && s.Seats[s.Bane()].Companions < 1 {
		return rules.Refuse("cardgame.err.no_companion")
	}
	return nil
}

// decideResolve compares the party with the difficulty: the land's printed
// symbols plus what the table entered.
func decideResolve(s State, c Command) ([]Event, error) {
	if err := checkStep(s, PhaseJourney, StepResolve); err != nil {
		return nil, err
	}
	land, ok := s.JourneyAttrs()
	if !ok {
		return nil, needLandAttrs(s.Printed, s.Journey.Land)
	}
	e := Event{Kind: EvResolved, Land: s.Journey.Land, Name: landText(s.Printed, s.Journey.Land),
		Party: c.Party, LandAttrs: land, Bane: c.Bane, Opponent: c.Opponent}
	e.Success = Compare(e.Party, Difficulty(land, e.Bane, e.Opponent)).Success()
	return one(s, e)
}

func checkResolved(s State, e Event) error {
	if err := checkStep(s, PhaseJourney, StepResolve); err != nil {
		return err
	}
	j := s.Journey
	land, ok := s.JourneyAttrs()
	if e.Land != j.Land || !ok || e.LandAttrs != land || e.Name != landText(s.Printed, j.Land) {
		return rules.Refuse("cardgame.err.land_unknown")
	}
	if !e.Party.valid() || !e.Bane.valid() || !e.Opponent.valid() {
		return rules.Refuse("cardgame.err.attr", "Max", AttrMax)
	}
	if !j.Opposed() && e.Opponent != (Attrs{}) {
		return rules.Refuse("cardgame.err.no_opponent")
	}
	if e.Success != Compare(e.Party, Difficulty(e.LandAttrs, e.Bane, e.Opponent)).Success() {
		return rules.Refuse("cardgame.err.verdict")
	}
	return nil
}

func checkReturned(s State, e Event) error {
	if err := checkStep(s, PhaseJourney, StepReturn); err != nil {
		return err
	}
	j := s.Journey
	if e.Land != j.Land || e.Success != j.Success || e.Oppose != j.Oppose || e.Name != landText(s.Printed, j.Land) {
		return rules.Refuse("cardgame.err.journey")
	}
	return nil
}

// decideEndJourney: after a success the land's effect is used or declined
// (EffectOwed), unless the horn is the third, which wins before any effect.
func decideEndJourney(s State, c Command) ([]Event, error) {
	if err := checkStep(s, PhaseJourney, StepEnd); err != nil {
		return nil, err
	}
	j := s.Journey
	return one(s, Event{Kind: EvJourneyEnded, Player: s.DestinyFaction(), Land: j.Land,
		Name: landText(s.Printed, j.Land), Success: j.Success, Effect: c.Effect})
}

// EffectOwed reports whether the journey ending now leaves the destiny player
// the land's one-time effect to use or decline: a success that is not their
// third horn.
func EffectOwed(s State) bool {
	return s.Journey.Success && s.HornsOf(s.DestinyFaction())+1 < HornsToWin
}

func checkJourneyEnded(s State, e Event) error {
	if err := checkStep(s, PhaseJourney, StepEnd); err != nil {
		return err
	}
	j := s.Journey
	if e.Player != s.DestinyFaction() || e.Land != j.Land || e.Success != j.Success || e.Name != landText(s.Printed, j.Land) {
		return rules.Refuse("cardgame.err.journey")
	}
	switch {
	case !EffectOwed(s) && e.Effect != "":
		return rules.Refuse("cardgame.err.effect_none")
	case EffectOwed(s) && e.Effect != EffectUsed && e.Effect != EffectDeclined:
		return rules.Refuse("cardgame.err.effect")
	}
	return nil
}

// evolveJourneyEnded: a success conquers the land and gives its horn; the
// third horn wins. Either way the Dusk begins.
func evolveJourneyEnded(s State, e Event) State {
	if e.Success {
		if i, ok := s.LandIndex(e.Land); ok && s.Lands[i].By == "" {
			s.Lands[i].By = e.Player
			if s.Horns.Has(e.Player) {
				s.Horns, _ = s.Horns.Move(e.Player, 1)
			} else {
				s.Horns, _ = s.Horns.Place(e.Player, 1)
			}
			if s.Horns.AtEnd(e.Player) {
				s.Result = Result{Status: rules.Won, Reason: ReasonHorns, Player: e.Player}
			}
		}
	}
	s.Phase, s.Step, s.Window = PhaseDusk, StepPlay, Window{}
	return s
}
