package dwarves

import (
	"strings"

	"skald/rules"
)

// AttrName is the translatable name of an attribute.
func AttrName(attr string) rules.Msg { return rules.ListedName("dwarves.attr", attributes, attr) }

// ActionName is the translatable name of an action that rolls dice.
func ActionName(action string) rules.Msg {
	return rules.ListedName("dwarves.action", rollActions, action)
}

// DragonName is the translatable name of a Book 4 dragon.
func DragonName(id string) rules.Msg { return rules.ListedName("dwarves.dragon", Dragons, id) }

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
