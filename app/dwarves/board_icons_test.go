package dwarves

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// The Dwarves: the Doom track's key (markers, Council, Threat, Troops), the
// Council marker, the turn's Health and checks under way, and on the heroes'
// boards Health and the three checks.
func TestDwarvesBoardIconsOpenTheirEntries(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "Icons"))
	kittest.CheckBoardIcons(e, map[string]string{
		"dwarves-hero-marker":    "dwarves.icon.hero_marker",
		"dwarves-doom-marker":    "dwarves.icon.doom_marker",
		"dwarves-icon-council":   "dwarves.icon.council",
		"dwarves-icon-threat":    "dwarves.icon.threat",
		"dwarves-icon-troops":    "dwarves.icon.troops",
		"dwarves-council-marker": "dwarves.icon.council_marker",
		// The turn section: the hero's Health, the check under way (Craft).
		"dwarves-health":      "dwarves.icon.health",
		"dwarves-check-craft": "dwarves.icon.craft",
	})
	e.Tap("Heroes")
	kittest.CheckBoardIcons(e, map[string]string{
		"dwarves-health":       "dwarves.icon.health",
		"dwarves-check-battle": "dwarves.icon.battle",
		"dwarves-check-craft":  "dwarves.icon.craft",
		"dwarves-check-speed":  "dwarves.icon.speed",
	})
}
