package althing

import (
	"skald/rules"
	"skald/rules/deck"
)

// decideRevealThorfinn turns up his next card, named or drawn; an empty pile
// is reshuffled first (the rulebook reshuffles at the end of the turn that
// emptied it, which comes to the same).
func decideRevealThorfinn(s State, c Command, r rules.Rand) ([]Event, error) {
	if err := revealable(s); err != nil {
		return nil, err
	}
	var dr deck.Draw
	var err error
	if c.Card == "" {
		dr, err = s.Thorfinn.Deck.Pick(r)
	} else {
		dr, err = s.Thorfinn.Deck.Named(c.Card)
	}
	if err != nil {
		return nil, err
	}
	return one(s, Event{Kind: EvThorfinnRevealed, Card: dr.Card, Reshuffled: dr.Reshuffled})
}

// decidePlayThorfinn carries out the card revealed, as the table said it
// reads (asked once). An Axe makes the player discard a random card: the app
// names which unless the table picks.
func decidePlayThorfinn(s State, c Command, r rules.Rand) ([]Event, error) {
	if err := thorfinnTurn(s); err != nil {
		return nil, err
	}
	if s.Thorfinn.Card == "" {
		return nil, rules.Refuse("althing.err.reveal_first")
	}
	if s.Thorfinn.Played {
		return nil, rules.Refuse("althing.err.thorfinn_played")
	}
	plan, err := ThorfinnPlan(s)
	if err != nil {
		return nil, err
	}
	e := Event{Kind: EvThorfinnPlayed, Card: plan.Card, N: plan.Recruit, Action: plan.Action, NoTroll: ThorfinnTrollBlocked(s, plan)}
	if plan.Action == ActAxe && !c.Table {
		if n := HandOf(s, s.Players[0].ID); n > 0 {
			e.Pick = 1 + r.IntN(n)
		}
	}
	return one(s, e)
}

// ThorfinnTrollBlocked reports whether his card shows a Troll while both his
// Trolls are already out: he must wait for one to come home, so the card
// only recruits.
func ThorfinnTrollBlocked(s State, plan Plan) bool {
	return plan.Action == ActTroll && s.TrollsHome(ThorfinnID) == 0
}

// ActiveIsThorfinn reports whether it is Thorfinn's phase.
func ActiveIsThorfinn(s State) bool { return s.ActiveID() == ThorfinnID }

// revealable: it is Thorfinn's phase and no card of his is up yet.
func revealable(s State) error {
	if err := thorfinnTurn(s); err != nil {
		return err
	}
	if s.Thorfinn.Card != "" {
		return rules.Refuse("althing.err.thorfinn_revealed")
	}
	return nil
}

func thorfinnTurn(s State) error {
	if s.Thorfinn == nil {
		return rules.Refuse("althing.err.not_solo")
	}
	if s.Phase != PhasePlay {
		return rules.Refuse("althing.err.not_started")
	}
	if !ActiveIsThorfinn(s) {
		return rules.Refuse("althing.err.not_thorfinn")
	}
	return nil
}
