package dwarves

import (
	"encoding/json"
	"iter"
	"slices"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
	"skald/tracker"
)

// statsFacets splits The Dwarves' statistics by Book, by difficulty (Book
// 5's level-A cards removed rank after the named ones) and by hero.
func statsFacets(setup []byte) tracker.Facets {
	var su dwarves.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	level := slices.Index(dwarves.Difficulties, su.Difficulty)
	if su.Book == 5 {
		level = len(dwarves.Difficulties) + su.Easier
	}
	return tracker.Facets{
		Players: su.Players,
		Part:    tracker.Facet{Msg: dwarves.BookName(su.Book), Rank: su.Book},
		Level:   tracker.Facet{Msg: dwarves.DifficultyName(su), Rank: level},
		Heroes:  heroFacets(su.Heroes, dwarves.HeroIDs, dwarves.HeroName),
	}
}

// story is a Dwarves session's story: the spaces left between the Hero and
// Doom markers at the end of each hero's turn.
func story(states iter.Seq[any]) kit.Story {
	b := kit.NewStory(rules.M("app.story.turn"), rules.M("app.story.dwarves.axis"))
	for v := range states {
		if s := v.(dwarves.State); s.Turn > 0 {
			b.At(s.Turn, "gap", rules.M("app.story.dwarves.gap"), s.GapToDoom())
		}
	}
	return b.Story()
}

// heroFacets are the heroes of a setup, each ranked by its place in the
// game's list.
func heroFacets(heroes, order []string, name func(string) rules.Msg) []tracker.Facet {
	out := make([]tracker.Facet, 0, len(heroes))
	for _, h := range heroes {
		out = append(out, tracker.Facet{Msg: name(h), Rank: slices.Index(order, h)})
	}
	return out
}
