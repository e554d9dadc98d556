package cardgame

import (
	"slices"

	"skald/rules"
)

// The four factions. Each brings its own destiny deck, bane deck and five land
// cards.
const (
	Outlaws  = "outlaws"
	Visitors = "visitors"
	Lords    = "lords"
	Vikings  = "vikings"
)

// Factions in the rulebook's order.
var Factions = []string{Outlaws, Visitors, Lords, Vikings}

// LandsPerFaction is how many land cards a faction brings.
const LandsPerFaction = 5

// ValidFaction reports whether f is one of the four factions.
func ValidFaction(f string) bool { return slices.Contains(Factions, f) }

// FactionName is a faction's name as a message.
func FactionName(f string) rules.Msg {
	if ValidFaction(f) {
		return rules.M("cardgame.faction." + f)
	}
	return rules.M("cardgame.faction.unknown")
}

// LandID names a faction's land card by its place in the faction's set of
// five (1..5): "vikings.3". The card's printed name is learned at the table.
func LandID(faction string, n int) string { return rules.NumberedID(faction, n) }

// ParseLand splits a land ID into its faction and number.
func ParseLand(id string) (faction string, n int, ok bool) {
	return rules.ParseNumbered(id, ValidFaction, LandsPerFaction)
}

// FactionLands lists a faction's five land IDs.
func FactionLands(faction string) []string {
	out := make([]string, LandsPerFaction)
	for i := range out {
		out[i] = LandID(faction, i+1)
	}
	return out
}
