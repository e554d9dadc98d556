package thorgal

import (
	"encoding/json"
	"slices"

	"skald/rules/thorgal"
	"skald/tracker"
)

// statsFacets splits Thorgal's statistics by adventure and player count.
func statsFacets(setup []byte) tracker.Facets {
	var su thorgal.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	custom := ""
	if su.Custom != nil {
		custom = su.Custom.Name
	}
	rank := slices.Index(thorgal.AdventureIDs, su.Adventure)
	if rank < 0 {
		rank = len(thorgal.AdventureIDs) + slices.Index(thorgal.OwnAdventureIDs, su.Adventure) + 1
	}
	return tracker.Facets{Players: su.Players, Part: tracker.Facet{Msg: thorgal.AdventureName(su.Adventure, custom), Rank: rank}}
}
