package dwarves

import (
	"slices"

	"skald/rules"
)

// Doom-track icons (printed per space, learned at the table).
const (
	IconNone     = "none"
	IconCouncil  = "council"
	IconThreat   = "threat"
	IconTroopsI  = "troops_i"
	IconTroopsII = "troops_ii"
	IconTroopsIV = "troops_iv"
	IconTroopsV  = "troops_v"
)

// Icons lists every icon a Doom-track space can show.
var Icons = []string{IconNone, IconCouncil, IconThreat, IconTroopsI, IconTroopsII, IconTroopsIV, IconTroopsV}

// IconName is the translatable name of an icon.
func IconName(icon string) rules.Msg { return rules.ListedName("dwarves.icon", Icons, icon) }

// GateOf is the Gate a troops icon sends troops to, or "".
func GateOf(icon string) string {
	switch icon {
	case IconTroopsI:
		return GateI
	case IconTroopsII:
		return GateII
	case IconTroopsIV:
		return GateIV
	case IconTroopsV:
		return GateV
	}
	return ""
}

// HexName is the translatable name of a hex: the Gates and Blacksaddle by
// their names, any other hex by the name the table gave it.
func HexName(hex string) rules.Msg {
	if hex == Blacksaddle || slices.Contains(Gates, hex) {
		return rules.M("dwarves.hex." + hex)
	}
	return rules.M("dwarves.hex.named", "Name", hex)
}

// Icon is the icon printed on a Doom-track space, if the table has told us.
func (s State) Icon(space int) (string, bool) {
	v, ok := s.Printed[doomSpaceKey(space)]
	return v, ok
}
