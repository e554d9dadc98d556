package qa

import (
	"strconv"

	"skald/rules"
	"skald/rules/deck"
)

// Decide validates a command against the state and returns what happens. It may
// ask for a printed value (*rules.NeedPrinted) or refuse (*rules.Refusal naming
// the rule). Every event it returns passes Check on the state it applies to.
func Decide(s State, c Command, r rules.Rand) ([]Event, error) {
	switch c.Kind {
	case CmdLearn:
		return one(s, Event{Kind: EvLearned, Key: c.Key, Value: c.Value})
	case CmdDefi:
		return decideDefi(s, c)
	}
	if s.Over() {
		return nil, rules.Refuse("qa.err.over")
	}
	switch c.Kind {
	case CmdAdvanceOgotai:
		return decideAdvance(s, c, r)
	case CmdDrawChaams:
		return decideDrawChaams(s, c, r)
	case CmdPlaceChaams:
		hero := ""
		if h, ok := s.Active(); ok {
			hero = h.ID
		}
		return one(s, Event{Kind: EvChaamsPlaced, Hero: hero, Card: s.Draw.Card, Lieu: c.Lieu})
	}
	h, ok := s.Active()
	if !ok {
		return nil, rules.Refuse("qa.err.not_hero_phase")
	}
	switch c.Kind {
	case CmdRoll:
		return decideRoll(s, h, c, r)
	case CmdTake:
		return one(s, Event{Kind: EvTaken, Hero: h.ID, Dice: deck.With(c.Dice)})
	case CmdSwap:
		return one(s, Event{Kind: EvSwapped, Hero: h.ID, With: c.Hero, Give: c.Give, Get: c.Get, N: c.N})
	case CmdStopDestin:
		return one(s, Event{Kind: EvDestinEnded, Hero: h.ID})
	case CmdDrawSkills:
		if err := actionReady(s, h.ID); err != nil {
			return nil, err
		}
		return decideDrawSkills(s, h, c, r)
	case CmdReveal:
		if err := actionReady(s, h.ID); err != nil {
			return nil, err
		}
		return decideReveal(s, h, c, r)
	case CmdMove:
		return decideMove(s, h, c)
	case CmdStep:
		if err := actionReady(s, h.ID); err != nil {
			return nil, err
		}
		return decideStep(s, h, c)
	case CmdRemoveChaams:
		return decideRemove(s, h, c)
	case CmdPower:
		return one(s, Event{Kind: EvPower, Hero: h.ID, Used: c.Used})
	case CmdDiscard:
		return one(s, Event{Kind: EvDiscarded, Hero: h.ID, Cards: deck.With(c.Cards)})
	case CmdEndTurn:
		return one(s, Event{Kind: EvTurnEnded, Hero: h.ID})
	case CmdPowerCards, CmdPowerChaams, CmdPowerMove, CmdPowerDice:
		return decidePower(s, h, c, r)
	}
	return nil, rules.Refuse("qa.err.command")
}

// decideDrawChaams draws one Chaams owed (see CmdDrawChaams).
func decideDrawChaams(s State, c Command, r rules.Rand) ([]Event, error) {
	if s.Draw.Card != "" {
		return nil, rules.Refuse("qa.err.place_first")
	}
	if s.Draw.Draws <= 0 {
		return nil, rules.Refuse("qa.err.no_draw")
	}
	x := newRun(s)
	x.drawChaams(c.Card, c.Lieu, r)
	return x.Done()
}

// run builds a command's events (see rules.Run); the game's own steps are
// its methods.
type run struct{ rules.Run[State, Event] }

func newRun(s State) *run { return &run{rules.NewRun(s, Check, Evolve, withNames)} }

// one is a command of a single event.
func one(s State, e Event) ([]Event, error) { return newRun(s).Only(e) }

func itoa(n int) string { return strconv.Itoa(n) }
