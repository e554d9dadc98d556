package althing

import (
	"encoding/json"
	"slices"

	"skald/rules"
	"skald/rules/althing"
	"skald/tracker"
)

// statsFacets splits Althing's statistics by mode and player count, and the
// games against Thorfinn by normal or hard mode.
func statsFacets(setup []byte) tracker.Facets {
	var su althing.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	f := tracker.Facets{Players: su.Players, Part: tracker.Facet{Msg: althing.ModeName(su.Mode), Rank: slices.Index(althing.Modes, su.Mode)}}
	switch {
	case su.Solo && su.Hard:
		f.Level = tracker.Facet{Msg: rules.M("althing.campaign.solo_hard"), Rank: 1}
	case su.Solo:
		f.Level = tracker.Facet{Msg: rules.M("althing.campaign.solo_normal")}
	}
	return f
}
