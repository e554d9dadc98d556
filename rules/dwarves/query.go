package dwarves

import (
	"math/big"
	"slices"
)

// Pool is the dice the current hero would roll for an action (attr only for
// checks), with the hero's ability and the council text in force.
func (s State) Pool(action, attr string) Pool {
	h := s.Hero()
	attr, _ = attrFor(action, attr)
	return Pool{
		Dice:      h.Attr(attr),
		Bump:      bumps(h.ID, action, attr),
		RerollAll: rerollsAll(h.ID, action, attr),
		Reroll:    s.councilIs(CouncilReroll),
		Forced:    s.councilIs(CouncilForcedReroll),
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

// Successes counts the dice showing target or more.
func Successes(faces []int, target int) int { return successes(faces, target) }

// CanBump reports whether the current hero may still add 1 to a die of the
// roll being resolved.
func (s State) CanBump() bool {
	return s.Roll != nil && s.Roll.Bumped == 0 && bumps(s.Hero().ID, s.Roll.Action, s.Roll.Attr)
}

// CanReroll reports whether the council text in force still allows one die of
// the roll to be rolled again.
func (s State) CanReroll() bool {
	return s.Roll != nil && !s.Roll.Rerolled && s.councilIs(CouncilReroll)
}

// CanRerollAll reports whether the current hero may still roll all the dice
// of the roll again.
func (s State) CanRerollAll() bool {
	return s.Roll != nil && !s.Roll.All && rerollsAll(s.Hero().ID, s.Roll.Action, s.Roll.Attr)
}

// NextSpace is the Doom-track space the Hero marker reaches at the next
// advance, its icon if known, and whether the markers meet there (no icon
// acts then). The Doom marker's step of council position 1 comes first.
func (s State) NextSpace() (space int, icon string, known, meet bool) {
	doom := s.Doom.Pos(MarkDoom)
	if s.councilIs(CouncilDoomEachTurn) {
		doom--
	}
	space = s.Doom.Pos(MarkHero) + 1
	if space >= doom {
		return space, "", true, true
	}
	icon, known = s.Icon(space)
	return space, icon, known, false
}

// ForcedReroll reports whether the council text in force re-rolls the highest
// die of every Number-dice roll (the app does it on digital rolls; at the
// table the players do it before telling the result).
func (s State) ForcedReroll() bool { return s.councilIs(CouncilForcedReroll) }

// BlankReroll reports whether the council text in force rolls blank
// Recruitment dice again.
func (s State) BlankReroll() bool { return s.councilIs(CouncilRecruitBlank) }

// ThreatHealth is what the council text in force does to Health when a new
// Threat card is revealed: −1, +1, or 0.
func (s State) ThreatHealth() int {
	switch k, _ := s.CouncilKind(); k {
	case CouncilThreatHurts:
		return -1
	case CouncilThreatHeals:
		return 1
	}
	return 0
}

// EquipmentAction reports whether the council text in force offers its Craft
// check for an Equipment card as an action.
func (s State) EquipmentAction() bool { return s.councilIs(CouncilEquipment) }

// Places lists the places that hold troops: hexes (sorted, Blacksaddle among
// them) then cards (sorted).
func (s State) Places() []Where {
	var out []Where
	for _, h := range sortedKeys(s.Board) {
		out = append(out, InHex(h))
	}
	for _, c := range sortedKeys(s.Cards) {
		out = append(out, OnCard(c))
	}
	return out
}

// KnownHexes lists every hex the session has a name for: the Gates,
// Blacksaddle, the heroes' hexes, hexes with troops and Perished Land.
func (s State) KnownHexes() []string {
	seen := map[string]bool{}
	var out []string
	add := func(h string) {
		if h != "" && !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
	for _, g := range Gates {
		add(g)
	}
	add(Blacksaddle)
	var named []string
	for _, h := range s.Heroes {
		named = append(named, h.Hex)
	}
	named = append(named, sortedKeys(s.Board)...)
	named = append(named, s.Perished...)
	slices.Sort(named)
	for _, h := range named {
		add(h)
	}
	return out
}

// ValidName reports whether the app accepts a name the table gives a hex,
// card or piece of equipment.
func ValidName(s string) bool { return validName(s) }
