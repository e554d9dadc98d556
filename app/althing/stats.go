package althing

import (
	"encoding/json"
	"iter"
	"slices"

	"skald/app/kit"
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

// story is an Althing session's story: the saga race, each pawn's level
// (Kattegat 0) at the end of each turn, Thorfinn's too in a solo game.
func story(states iter.Seq[any]) kit.Story {
	b := kit.NewStory(rules.M("app.story.turn"), rules.M("app.story.althing.axis")).Race()
	for v := range states {
		s := v.(althing.State)
		if s.Turn == 0 {
			continue
		}
		for _, id := range s.Order() {
			b.At(s.Turn, id, s.Who(id), s.Level(id))
		}
	}
	return b.Story()
}
