package dwarves

import (
	"slices"

	"skald/rules"
)

// The checks of a hero's actions (see decide_action.go): rolls and re-rolls,
// fights, checks and Equipment.
func checkRolled(s State, e Event) error {
	if err := s.canAct(); err != nil {
		return err
	}
	attr, ok := attrFor(e.Action, e.Attr)
	if !ok || attr != e.Attr || e.Hero != s.Hero().ID {
		return rules.Refuse("dwarves.err.action")
	}
	if e.Action == ActDispatch {
		if _, ok := CouncilNeed(s.CouncilPos()); !ok {
			return rules.Refuse("dwarves.err.council_end")
		}
	}
	return checkPool(s, e.Faces, e.Before, len(e.Faces))
}

// checkPool checks a roll of n dice, and the roll before the council's forced
// re-roll when there is one: the same dice but for one of the highest.
func checkPool(s State, faces, before []int, n int) error {
	if n < 1 || n > MaxDice {
		return rules.Refuse("dwarves.err.dice", "N", n)
	}
	if err := validFaces(faces, n); err != nil {
		return err
	}
	if before == nil {
		return nil
	}
	if !s.councilIs(CouncilForcedReroll) {
		return rules.Refuse("dwarves.err.forced")
	}
	if err := validFaces(before, n); err != nil {
		return err
	}
	i := slices.Index(before, slices.Max(before))
	for j := range faces {
		if j != i && faces[j] != before[j] {
			return rules.Refuse("dwarves.err.forced")
		}
	}
	return nil
}

func checkRerolled(s State, e Event) error {
	if s.Roll == nil {
		return rules.Refuse("dwarves.err.no_roll")
	}
	n := len(s.Roll.Faces)
	if e.Die == 0 {
		if !rerollsAll(s.Hero().ID, s.Roll.Action, s.Roll.Attr) {
			return rules.Refuse("dwarves.err.no_reroll_all")
		}
		if s.Roll.All {
			return rules.Refuse("dwarves.err.reroll_used")
		}
		return checkPool(s, e.Faces, e.Before, n)
	}
	if !s.councilIs(CouncilReroll) {
		return rules.Refuse("dwarves.err.no_council_reroll")
	}
	if s.Roll.Rerolled {
		return rules.Refuse("dwarves.err.reroll_used")
	}
	if e.Die < 1 || e.Die > n || e.Before != nil {
		return rules.Refuse("dwarves.err.die", "Die", e.Die)
	}
	if err := validFaces(e.Faces, n); err != nil {
		return err
	}
	for j := range e.Faces {
		if j != e.Die-1 && e.Faces[j] != s.Roll.Faces[j] {
			return rules.Refuse("dwarves.err.die", "Die", e.Die)
		}
	}
	return nil
}

// validPlaces checks the places of a fight: the hero's hex first, its cards,
// and hexes beside it only for Gandogar; no place twice.
func (s State) validPlaces(places []Where) error {
	if len(places) == 0 || places[0].Hex == "" {
		return rules.Refuse("dwarves.err.fight_hex")
	}
	seen := map[Where]bool{}
	for i, p := range places {
		if !p.valid() || seen[p] {
			return rules.Refuse("dwarves.err.fight_hex")
		}
		seen[p] = true
		if i > 0 && p.Hex != "" && s.Hero().ID != Gandogar {
			return rules.Refuse("dwarves.err.adjacent")
		}
	}
	return nil
}

func checkFought(s State, e Event) error {
	if s.Roll == nil || s.Roll.Action != ActFight || e.Hero != s.Hero().ID {
		return rules.Refuse("dwarves.err.no_roll")
	}
	if err := s.validPlaces(e.Places); err != nil {
		return err
	}
	avail := s.sumAt(e.Places)
	if avail.Zero() {
		return rules.Refuse("dwarves.err.no_troops")
	}
	var total Troops
	taken := map[Where]Troops{}
	for _, r := range e.Removals {
		if !slices.Contains(e.Places, r.At) || !r.Troops.Valid() || r.Troops.Zero() {
			return rules.Refuse("dwarves.err.fight_plan")
		}
		taken[r.At] = taken[r.At].Add(r.Troops)
		if !s.At(r.At).Covers(taken[r.At]) {
			return rules.Refuse("dwarves.err.fight_plan")
		}
		total = total.Add(r.Troops)
	}
	if !FightRemoves(s.Roll.Faces, total, avail) {
		return rules.Refuse("dwarves.err.fight_plan")
	}
	return nil
}

func checkChecked(s State, e Event) error {
	if s.Roll == nil || s.Roll.Action != ActCheck || e.Hero != s.Hero().ID || e.Attr != s.Roll.Attr {
		return rules.Refuse("dwarves.err.no_roll")
	}
	if !validName(e.Card) {
		return rules.Refuse("dwarves.err.name")
	}
	if e.Target < 1 || e.Target > 6 || e.Need < 1 || e.Need > 20 {
		return rules.Refuse("dwarves.err.check_values")
	}
	if e.Card == CouncilEquipmentCard && (!s.councilIs(CouncilEquipment) || e.Attr != AttrCraft ||
		e.Target != CouncilEquipmentTarget || e.Need != 1) {
		return rules.Refuse("dwarves.err.council_equipment")
	}
	if e.Card == DiamondCard && (!s.DiamondCheck() || e.Attr != AttrCraft || e.Target != DiamondTarget || e.Need != 1) {
		return rules.Refuse("dwarves.err.diamond_check")
	}
	if p, ok := s.Checks[e.Card]; ok && (p.Attr != e.Attr || p.Target != e.Target || p.Need != e.Need || p.Persist != e.Persist) {
		return rules.Refuse("dwarves.err.check_mismatch")
	}
	if e.N != successes(s.Roll.Faces, e.Target) {
		return rules.Refuse("dwarves.err.check_values")
	}
	return nil
}

func checkEquipment(s State, e Event) error {
	i := s.heroIndex(e.Hero)
	if i < 0 {
		return rules.Refuse("dwarves.err.hero_unknown")
	}
	if !validName(e.Name) {
		return rules.Refuse("dwarves.err.name")
	}
	has := s.Heroes[i].HasEquipment(e.Name)
	switch e.N {
	case 1:
		if has {
			return rules.Refuse("dwarves.err.equip_twice", "Name", e.Name)
		}
		switch e.Why {
		case "":
		case WhyDeck:
			if !s.Equipment.CanDraw() {
				return rules.Refuse("dwarves.err.equip_empty")
			}
		case WhySpecial:
			if s.Special <= 0 {
				return rules.Refuse("dwarves.err.equip_empty")
			}
		default:
			return rules.Refuse("dwarves.err.equip_from")
		}
	case -1:
		if !has {
			return rules.Refuse("dwarves.err.equip_missing", "Name", e.Name)
		}
		if e.Why != WhyDiscard && e.Why != WhyBox {
			return rules.Refuse("dwarves.err.equip_into")
		}
	default:
		return rules.Refuse("dwarves.err.equip_from")
	}
	return nil
}
