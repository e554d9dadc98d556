package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/polyomino"
)

// PathCover is what a Journey tile placed on the path covers (COVERING
// EFFECTS): what the spaces give whatever the player chooses, and what is
// left to the player's choice or to the table.
type PathCover struct {
	// Fixed is what the spaces give: the Source spaces (the Good is the
	// player's), Goods, Combat and Journey Experience, Discovery cards, and
	// the effects of the red and yellow spaces (Threat, Wound tiles, Goods
	// discarded), once per space, each card its own.
	Fixed Covered
	// Experience counts the spaces of 1 Experience on either track: the
	// player splits them.
	Experience int
	// Heal counts the Heal spaces: a wound tile of the player's choice each.
	Heal int
	// Rolls are the dice the red and yellow spaces say to roll, one entry a
	// die (its rank): each gives the Wound its face shows, told by the table.
	Rolls []int
	// Kinds counts the spaces covered by kind, Red and Yellow the coloured
	// ones (for a reader of the placement).
	Kinds       [polyomino.MaxKinds]int
	Red, Yellow int
	// Reveal: the tile is the first in the marked column of the rightmost
	// card, so a Terrain card is revealed.
	Reveal bool
}

// JourneyPlacement checks t as the next Journey tile on the path and says
// what it covers. err is a refusal naming the rule broken, or
// *rules.NeedPrinted for the grid of a card of the path, or the effect of a
// red or yellow space the tile covers, that the profile does not know yet.
func (s State) JourneyPlacement(t polyomino.Tile) (PathCover, error) {
	l, reveal, err := s.placeOnPath(t)
	if err != nil {
		return PathCover{}, err
	}
	pc := PathCover{Reveal: reveal}
	for _, c := range t.Cells() {
		kind, penalty, card, _ := l.Space(c)
		pc.Kinds[kind]++
		pc.add(kind)
		if penalty == PenaltyNone {
			continue
		}
		if penalty == PenaltyRed {
			pc.Red++
		} else {
			pc.Yellow++
		}
		parts, ok := TerrainEffect(s.Printed, s.Path.Cards[card], penalty)
		if !ok {
			return PathCover{}, &rules.NeedPrinted{Key: TerrainEffectKey(s.Path.Cards[card], penalty)}
		}
		pc.resolve(parts)
	}
	return pc, nil
}

// add counts what one space of a kind gives.
func (pc *PathCover) add(kind int) {
	f := &pc.Fixed
	switch kind {
	case SpaceCombatXP:
		f.Combat++
	case SpaceJourneyXP:
		f.Journey++
	case SpaceExperience:
		pc.Experience++
	case SpaceSource:
		f.Source++
	case SpaceHeal:
		pc.Heal++
	case SpaceDiscovery:
		f.Discovery++
	}
	if g, ok := SpaceGood(kind); ok {
		f.Goods = f.Goods.With(g, f.Goods.Get(g)+1)
	}
}

// resolve adds a red or yellow space's effect, once.
func (pc *PathCover) resolve(parts []SpecialPart) {
	sp := &pc.Fixed.Special
	for _, p := range parts {
		switch p.Kind {
		case SpecialThreat:
			sp.Threat += p.Threat
		case SpecialWound:
			sp.Wounds = append(sp.Wounds, p.Tile)
		case SpecialDiscard:
			sp.Discard = sp.Discard.With(p.Good, sp.Discard.Get(p.Good)+1)
		case SpecialDie:
			pc.Rolls = append(pc.Rolls, p.Die)
		}
	}
}

// Covered is what the placement gives character ch before the player's
// choices: the Experience of either track put on the Journey track (the
// player may move it), no wound healed yet, no die read yet, and no more
// Goods discarded than ch will hold.
func (pc PathCover) Covered(ch Character) Covered {
	c := pc.Fixed
	c.Journey += pc.Experience
	c.Special.Wounds = slices.Clone(c.Special.Wounds)
	for _, g := range GoodIDs {
		c.Special.Discard = c.Special.Discard.With(g, pc.discard(ch, c, g))
	}
	return c
}

// discard is how many of Good g the coloured spaces make ch discard, after
// the Goods cv gains: as many as they say, or all ch holds if fewer (an
// effect resolved as far as it goes; the table says if it was unfulfilled).
func (pc PathCover) discard(ch Character, cv Covered, g string) int {
	return min(pc.Fixed.Special.Discard.Get(g), ch.Goods.Get(g)+cv.gained(g))
}

// Check refuses a Covered the placement cannot give character ch: what the
// spaces fix must be as they give it, but for the Source spaces, which give
// nothing in an Area without a Source, and the Goods to discard, no more
// than ch holds; the Experience of either track split between the two; as
// many wounds healed as there are Heal spaces (or wounds held, if fewer);
// the Wound tiles of the spaces, plus one per die to roll.
func (pc PathCover) Check(cv Covered, ch Character) error {
	f := pc.Fixed
	discards := true
	for _, g := range GoodIDs {
		discards = discards && cv.Special.Discard.Get(g) == pc.discard(ch, cv, g)
	}
	fixedWounds := true
	rest := slices.Clone(cv.Special.Wounds)
	for _, w := range f.Special.Wounds {
		i := slices.Index(rest, w)
		if i < 0 {
			fixedWounds = false
			break
		}
		rest = slices.Delete(rest, i, i+1)
	}
	if (cv.Source != f.Source && cv.Source != 0) || cv.Goods != f.Goods || cv.discoveries() != f.Discovery ||
		cv.Special.Threat != f.Special.Threat || !discards || !fixedWounds ||
		cv.Combat < f.Combat || cv.Journey < f.Journey || cv.Combat+cv.Journey != f.Combat+f.Journey+pc.Experience {
		return rules.Refuse("thorgal.err.path_cover")
	}
	if heal := min(pc.Heal, len(ch.Wounds)); len(cv.Heal) != heal {
		return &rules.Refusal{Msg: rules.M("thorgal.err.path_heal").WithCount(heal)}
	}
	if len(rest) != len(pc.Rolls) {
		return &rules.Refusal{Msg: rules.M("thorgal.err.path_rolls").WithCount(len(pc.Rolls))}
	}
	return nil
}
