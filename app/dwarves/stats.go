package dwarves

import (
	"encoding/json"
	"slices"

	"skald/rules/dwarves"
	"skald/tracker"
)

// statsFacets splits The Dwarves' statistics by Book and by difficulty
// (Book 5's level-A cards removed rank after the named ones).
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
	}
}
