package cardgame

import (
	"encoding/json"

	"skald/rules/cardgame"
	"skald/tracker"
)

// statsFacets splits the card game's statistics by player count.
func statsFacets(setup []byte) tracker.Facets {
	var su cardgame.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	return tracker.Facets{Players: len(su.Players)}
}
