package qa

import (
	"strconv"

	"skald/rules"
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
		return one(s, Event{Kind: EvTaken, Hero: h.ID, Dice: msAdd(c.Dice)})
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
		return one(s, Event{Kind: EvDiscarded, Hero: h.ID, Cards: msAdd(c.Cards)})
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
func one(s State, e Event) ([]Event, error) {
	x := newRun(s)
	x.Add(e)
	return x.Done()
}

// Check reports whether a stored event could have happened in s: imports replay
// through it, so a forged or damaged log is refused.
func Check(s State, e Event) error {
	if err := checkNames(s, e); err != nil {
		return err
	}
	switch e.Kind {
	case EvLearned:
		return checkLearned(s, e)
	case EvDefi:
		return checkDefi(s, e)
	case EvRolled:
		return checkRoll(s, e)
	case EvTaken:
		return checkTake(s, e)
	case EvSwapped:
		return checkSwap(s, e)
	case EvDestinEnded:
		return checkStop(s, e)
	case EvChaamsDrawn:
		return checkChaamsDrawn(s, e)
	case EvChaamsPlaced:
		return checkChaamsPlaced(s, e)
	case EvSkillsDrawn:
		return checkSkillsDrawn(s, e)
	case EvRevealed:
		return checkRevealed(s, e)
	case EvMoved:
		return checkMoved(s, e)
	case EvStepDone:
		return checkStepDone(s, e)
	case EvChaamsRemoved:
		return checkChaamsRemoved(s, e)
	case EvPower:
		return checkPower(s, e)
	case EvDiscarded:
		return checkDiscarded(s, e)
	case EvTurnEnded:
		return checkTurnEnded(s, e)
	case EvOgotaiAdvanced:
		return checkAdvanced(s, e)
	case EvLost:
		return checkLost(s, e)
	case EvPowerCards:
		return checkPowerCards(s, e)
	case EvPowerChaams:
		return checkPowerChaams(s, e)
	case EvPowerMoved:
		return checkPowerMoved(s, e)
	case EvPowerDice:
		return checkPowerDice(s, e)
	}
	return rules.Refuse("qa.err.event")
}

// Evolve applies an event. Pure and total: it never writes into s's slices or
// maps, and an event it does not know (or one Check would refuse) changes only
// what it names, never panics.
func Evolve(s State, e Event) State {
	switch e.Kind {
	case EvLearned:
		s.Printed = rules.WithPrinted(s.Printed, e.Key, e.Value)
	case EvDefi:
		s.Defi = e.Defi
	case EvRolled:
		s.Destin.Rolls++
		s.Destin.White = msAdd(e.White)
		s.Destin.Black = e.Black
		s.Destin.Pick = true
		s.Destin.Swap = e.Black == BlackTanatloc
	case EvTaken:
		s = evolveTaken(s, e)
	case EvSwapped:
		s = evolveSwapped(s, e)
	case EvDestinEnded:
		s = endDestin(s)
	case EvChaamsDrawn:
		s.ChaamsDeck = s.ChaamsDeck.Apply(drawOf(e))
		s.Draw.Draws--
		s.Draw.Card = e.Card
	case EvChaamsPlaced:
		s = evolvePlaced(s, e)
	case EvSkillsDrawn:
		var cards []string
		for _, dr := range e.Draws {
			s.SkillDeck = s.SkillDeck.Apply(dr)
			cards = append(cards, dr.Card)
		}
		s.Dice, _ = msRemove(s.Dice, e.Dice...)
		s = s.onActive(func(h *Hero) { h.Hand = msAdd(h.Hand, cards...) })
	case EvRevealed:
		if e.Lieu >= 1 && e.Lieu <= LieuCount {
			s.Lieux[e.Lieu-1].Revealed = true
		}
		s.Dice, _ = msRemove(s.Dice, e.Dice...)
		if _, known := knownLieuChaams[e.Lieu]; !known {
			s.Printed = rules.WithPrinted(s.Printed, lieuChaamsKey(e.Lieu), strconv.Itoa(e.Chaams))
		}
		if e.Chaams > 0 {
			s.Draw = Pending{Draws: e.Chaams, Lieu: e.Lieu}
		}
	case EvMoved:
		s.Dice, _ = msRemove(s.Dice, e.Dice...)
		s = s.onActive(func(h *Hero) { h.Lieu = e.Lieu })
	case EvStepDone:
		s.Dice, _ = msRemove(s.Dice, e.Dice...)
		s.SkillDeck = s.SkillDeck.ToDiscard(e.Cards...)
		s = s.onActive(func(h *Hero) { h.Hand, _ = msRemove(h.Hand, e.Cards...) })
		if e.Lieu >= LieuLabo {
			s.Result = rules.Outcome{Status: rules.Won, Reason: rules.M("qa.won")}
		} else {
			s = s.onActive(func(h *Hero) { h.Lieu = e.Lieu + 1 })
		}
	case EvChaamsRemoved:
		if e.Lieu >= 1 && e.Lieu <= LieuCount {
			left, ok := msRemove(s.Lieux[e.Lieu-1].Chaams, e.Card)
			if ok {
				s.Lieux[e.Lieu-1].Chaams = left
				s.ChaamsDeck = s.ChaamsDeck.ToDiscard(e.Card)
				t, l, _ := ParseChaams(e.Card)
				paid := repeat(t, l)
				s.SkillDeck = s.SkillDeck.ToDiscard(paid...)
				s = s.onActive(func(h *Hero) { h.Hand, _ = msRemove(h.Hand, paid...) })
			}
		}
	case EvPower:
		s = s.onActive(func(h *Hero) { h.Power = e.Used })
	case EvDiscarded:
		s.SkillDeck = s.SkillDeck.ToDiscard(e.Cards...)
		s = s.onActive(func(h *Hero) { h.Hand, _ = msRemove(h.Hand, e.Cards...) })
	case EvTurnEnded:
		if _, ok := s.Active(); ok {
			s = evolveTurnEnded(s)
		}
	case EvOgotaiAdvanced:
		s = evolveAdvanced(s, e)
	case EvLost:
		s.Result = rules.Outcome{Status: rules.Lost, Reason: lostReason(e.Reason)}
	case EvPowerCards, EvPowerChaams, EvPowerMoved, EvPowerDice:
		s = evolvePower(s, e)
	}
	return s
}

func lostReason(r string) rules.Msg {
	switch r {
	case ReasonNoFreeLieu:
		return rules.M("qa.lost.no_free_lieu")
	case ReasonDeckExhausted:
		return rules.M("qa.lost.deck_exhausted")
	}
	return rules.M("qa.lost.unknown")
}

// onActive changes the active hero; nothing when no hero is playing.
func (s State) onActive(f func(h *Hero)) State {
	if _, ok := s.Active(); !ok {
		return s
	}
	return s.withHero(s.Turn, f)
}

func evolveSwapped(s State, e Event) State {
	w, ok := s.heroIndex(e.With)
	if _, active := s.Active(); !ok || !active || w == s.Turn {
		return s
	}
	give, get := repeat(e.Give, e.N), repeat(e.Get, e.N)
	me, ok1 := msRemove(s.Heroes[s.Turn].Hand, give...)
	them, ok2 := msRemove(s.Heroes[w].Hand, get...)
	if !ok1 || !ok2 {
		return s
	}
	s = s.withHero(s.Turn, func(h *Hero) { h.Hand = msAdd(me, get...) })
	s = s.withHero(w, func(h *Hero) { h.Hand = msAdd(them, give...) })
	s.Destin.Swap = false
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }
