package thorgal

import (
	"encoding/json"
	"iter"
	"slices"

	"skald/app/kit"
	"skald/rules"
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

// story is a Thorgal session's story: each character's Threat at the end of
// each round.
func story(states iter.Seq[any]) kit.Story {
	b := kit.NewStory(rules.M("app.story.round"), rules.M("app.story.thorgal.axis"))
	for v := range states {
		s := v.(thorgal.State)
		for _, ch := range s.Chars {
			b.At(s.RoundNumber(), ch.ID, thorgal.CharacterName(ch.ID, ch.Name), ch.Threat)
		}
	}
	return b.Story()
}
