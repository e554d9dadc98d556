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

// statsFacets splits Thorgal's statistics by adventure, player count and
// character (an added one by the name the setup gives it).
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
	chars := make([]tracker.Facet, 0, len(su.Characters))
	for _, c := range su.Characters {
		// The base characters first, then the box's added ones, then those
		// named in the setup alone.
		r := slices.Index(thorgal.CharacterIDs, c.Character)
		if r < 0 {
			r = len(thorgal.CharacterIDs) + slices.Index(thorgal.OwnCharacterIDs, c.Character) + 1
		}
		if c.Character == thorgal.CustomCharacter {
			r = len(thorgal.CharacterIDs) + len(thorgal.OwnCharacterIDs)
		}
		chars = append(chars, tracker.Facet{Msg: thorgal.CharacterName(c.Character, c.Name), Rank: r})
	}
	return tracker.Facets{Players: su.Players, Part: tracker.Facet{Msg: thorgal.AdventureName(su.Adventure, custom), Rank: rank}, Heroes: chars}
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
