package dwarves

import "math/big"

// Pool is the dice the current hero would roll for an action (attr only for
// checks), with the hero's ability and the council text in force.
func (s State) Pool(action, attr string) Pool {
	h := s.Hero()
	attr, _ = attrFor(action, attr)
	pos := s.CouncilPos()
	return Pool{
		Dice:      h.Attr(attr),
		Bump:      bumps(h.ID, action, attr),
		RerollAll: rerollsAll(h.ID, action, attr),
		Reroll:    pos == councilReroll,
		Forced:    pos == councilForcedReroll,
	}
}

// TroopsAt is the troops at several places together (a hex and its cards).
func (s State) TroopsAt(places ...Where) Troops { return s.sumAt(places) }

// FightOddsAt is FightOdds for the current hero against the troops in a hex
// and on the named cards.
func (s State) FightOddsAt(hex string, cards ...string) []*big.Rat {
	places := []Where{InHex(hex)}
	for _, c := range cards {
		places = append(places, OnCard(c))
	}
	return FightOdds(s.Pool(ActFight, ""), s.sumAt(places))
}

// DispatchOddsNow is the current hero's chance to move the Council marker,
// and false at the right end.
func (s State) DispatchOddsNow() (*big.Rat, bool) {
	need, ok := CouncilNeed(s.CouncilPos())
	if !ok {
		return new(big.Rat), false
	}
	return DispatchOdds(s.Pool(ActDispatch, ""), need), true
}

// ThreatChance is the exact chance that the next Adventure-deck card revealed
// is a Threat card (Books 1, 5), as a fraction num/den.
func (s State) ThreatChance() (num, den int) {
	return s.Adventure.Chance(func(c string) bool { return c == CardThreat })
}

// ThreatsInDeck is the number of Threat cards in the Adventure deck's draw
// pile (Books 1, 5).
func (s State) ThreatsInDeck() int { return s.Adventure.Count(CardThreat) }
