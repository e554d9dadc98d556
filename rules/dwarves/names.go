package dwarves

import (
	"strings"

	"skald/rules"
)

// AttrName is the translatable name of an attribute.
func AttrName(attr string) rules.Msg {
	switch attr {
	case AttrBattle:
		return rules.M("dwarves.attr.battle")
	case AttrCraft:
		return rules.M("dwarves.attr.craft")
	case AttrSpeed:
		return rules.M("dwarves.attr.speed")
	}
	return rules.M("dwarves.attr.unknown")
}

// ActionName is the translatable name of an action that rolls dice.
func ActionName(action string) rules.Msg {
	switch action {
	case ActMove:
		return rules.M("dwarves.action.move")
	case ActFight:
		return rules.M("dwarves.action.fight")
	case ActDispatch:
		return rules.M("dwarves.action.dispatch")
	case ActCheck:
		return rules.M("dwarves.action.check")
	}
	return rules.M("dwarves.action.unknown")
}

// DragonName is the translatable name of a Book 4 dragon.
func DragonName(id string) rules.Msg {
	switch id {
	case Lohasbrand:
		return rules.M("dwarves.dragon.lohasbrand")
	case Kordrion:
		return rules.M("dwarves.dragon.kordrion")
	}
	return rules.M("dwarves.dragon.unknown")
}

// SideName is the translatable name of a side of the diamond hunt.
func SideName(side string) rules.Msg {
	if side == SideHeroes {
		return rules.M("dwarves.side.heroes")
	}
	return rules.M("dwarves.side.evil")
}

// PlaceName is a place in words: a hex or a card.
func PlaceName(w Where) rules.Msg {
	if w.Card != "" {
		return rules.M("dwarves.place.card", "Name", w.Card)
	}
	return HexName(w.Hex)
}

// facesText writes dice faces for a label: "6 4 4".
func facesText(faces []int) string {
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = itoa(f)
	}
	return strings.Join(parts, " ")
}
