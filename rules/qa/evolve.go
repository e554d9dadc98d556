package qa

import (
	"strconv"

	"skald/rules"
	"skald/rules/deck"
)

// Evolve applies an event. Pure and total: it never writes into s's slices or
// maps, and an event it does not know (or one Check would refuse) changes only
// what it names, never panics.
func Evolve(s State, e Event) State {
	switch e.Kind {
	case EvLearned:
		s.Printed = rules.WithPrinted(s.Printed, e.Key, e.Value)
		// Ogotaï's start space, asked at the first Ogotaï phase, places him.
		if s.Ogotai == 0 && e.Key == startKey(len(s.Heroes)) {
			s.Ogotai = atoi(e.Value)
		}
	case EvDefi:
		s.Defi = e.Defi
	case EvRolled:
		s.Destin.Rolls++
		s.Destin.White = deck.With(e.White)
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
		s.Dice, _ = deck.Without(s.Dice, e.Dice...)
		s = s.onActive(func(h *Hero) { h.Hand = deck.With(h.Hand, cards...) })
	case EvRevealed:
		if e.Lieu >= 1 && e.Lieu <= LieuCount {
			s.Lieux[e.Lieu-1].Revealed = true
		}
		s.Dice, _ = deck.Without(s.Dice, e.Dice...)
		if _, known := knownLieuChaams[e.Lieu]; !known {
			s.Printed = rules.WithPrinted(s.Printed, lieuChaamsKey(e.Lieu), strconv.Itoa(e.Chaams))
		}
		if e.Chaams > 0 {
			s.Draw = Pending{Draws: e.Chaams, Lieu: e.Lieu}
		}
	case EvMoved:
		s.Dice, _ = deck.Without(s.Dice, e.Dice...)
		s = s.onActive(func(h *Hero) { h.Lieu = e.Lieu })
	case EvStepDone:
		s.Dice, _ = deck.Without(s.Dice, e.Dice...)
		s.SkillDeck = s.SkillDeck.ToDiscard(e.Cards...)
		s = s.onActive(func(h *Hero) { h.Hand, _ = deck.Without(h.Hand, e.Cards...) })
		if e.Lieu >= LieuLabo {
			s.Result = rules.Outcome{Status: rules.Won, Reason: rules.M("qa.won")}
		} else {
			s = s.onActive(func(h *Hero) { h.Lieu = e.Lieu + 1 })
		}
	case EvChaamsRemoved:
		if e.Lieu >= 1 && e.Lieu <= LieuCount {
			left, ok := deck.Without(s.Lieux[e.Lieu-1].Chaams, e.Card)
			if ok {
				s.Lieux[e.Lieu-1].Chaams = left
				s.ChaamsDeck = s.ChaamsDeck.ToDiscard(e.Card)
				t, l, _ := ParseChaams(e.Card)
				paid := repeat(t, l)
				s.SkillDeck = s.SkillDeck.ToDiscard(paid...)
				s = s.onActive(func(h *Hero) { h.Hand, _ = deck.Without(h.Hand, paid...) })
			}
		}
	case EvPower:
		s = s.onActive(func(h *Hero) { h.Power = e.Used })
	case EvDiscarded:
		s.SkillDeck = s.SkillDeck.ToDiscard(e.Cards...)
		s = s.onActive(func(h *Hero) { h.Hand, _ = deck.Without(h.Hand, e.Cards...) })
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
	case ReasonNoFreeLieu, ReasonDeckExhausted:
		return rules.M("qa.lost." + r)
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
	me, ok1 := deck.Without(s.Heroes[s.Turn].Hand, give...)
	them, ok2 := deck.Without(s.Heroes[w].Hand, get...)
	if !ok1 || !ok2 {
		return s
	}
	s = s.withHero(s.Turn, func(h *Hero) { h.Hand = deck.With(me, get...) })
	s = s.withHero(w, func(h *Hero) { h.Hand = deck.With(them, give...) })
	s.Destin.Swap = false
	return s
}
