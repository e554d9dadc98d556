package dwarves

import (
	"slices"
	"strings"

	"skald/rules"
)

// AttrName is the translatable name of an attribute.
func AttrName(attr string) rules.Msg {
	if slices.Contains(attributes, attr) {
		return rules.M("dwarves.attr." + attr)
	}
	return rules.M("dwarves.attr.unknown")
}

// ActionName is the translatable name of an action that rolls dice.
func ActionName(action string) rules.Msg {
	if slices.Contains(rollActions, action) {
		return rules.M("dwarves.action." + action)
	}
	return rules.M("dwarves.action.unknown")
}

// DragonName is the translatable name of a Book 4 dragon.
func DragonName(id string) rules.Msg {
	if id == Lohasbrand || id == Kordrion {
		return rules.M("dwarves.dragon." + id)
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
