package cardgame

import (
	"encoding/json"
	"iter"
	"slices"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/cardgame"
	"skald/tracker"
)

// statsFacets splits the card game's statistics by player count. Its two
// players play against each other, so a game is counted under the one who
// won it: by name (the faction's when none was typed), by faction, and by
// the role each began in (the first destiny player, or the bane player).
func statsFacets(setup []byte) tracker.Facets {
	var su cardgame.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	f := tracker.Facets{Players: len(su.Players)}
	for i, p := range su.Players {
		side := tracker.Facet{Msg: cardgame.FactionName(p.Faction), Rank: slices.Index(cardgame.Factions, p.Faction)}
		name := side.Msg
		if who := rules.CleanName(p.Name); who != "" {
			name = rules.Name(who)
		}
		role := tracker.Facet{Msg: rules.M("app.stats.role.first_destiny")}
		if i != su.First {
			role = tracker.Facet{Msg: rules.M("app.stats.role.first_bane"), Rank: 1}
		}
		f.Rivals = append(f.Rivals, tracker.Rival{Name: tracker.Facet{Msg: name}, Side: side, Role: role})
	}
	return f
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
