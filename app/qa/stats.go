package qa

import (
	"encoding/json"

	"skald/rules"
	"skald/rules/qa"
	"skald/tracker"
)

// statsFacets splits Qâ's statistics by player count and by variant (the
// level-3 Chaams are the harder game).
func statsFacets(setup []byte) tracker.Facets {
	var su qa.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	level := tracker.Facet{Msg: rules.M("app.stats.standard")}
	if su.Level3 {
		level = tracker.Facet{Msg: rules.M("app.qa.level3"), Rank: 1}
	}
	return tracker.Facets{Players: su.Players, Level: level}
}
