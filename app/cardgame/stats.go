package cardgame

import (
	"encoding/json"
	"iter"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/cardgame"
	"skald/tracker"
)

// statsFacets splits the card game's statistics by player count. Its two
// sides play against each other, so a game's outcome is no side's own:
// it is counted under no hero.
func statsFacets(setup []byte) tracker.Facets {
	var su cardgame.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	return tracker.Facets{Players: len(su.Players)}
}

// story is a card game session's story: each player's victory horns at the
// end of each round.
func story(states iter.Seq[any]) kit.Story {
	b := kit.NewStory(rules.M("app.story.round"), rules.M("app.story.cardgame.axis")).Race()
	for v := range states {
		s := v.(cardgame.State)
		if s.Round == 0 {
			continue
		}
		for i, seat := range s.Seats {
			b.At(s.Round, seat.Faction, s.PlayerName(i), s.HornsOf(seat.Faction))
		}
	}
	return b.Story()
}
