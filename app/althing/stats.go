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
// games against Thorfinn by normal or hard mode and by the player named. A
// game between players is won by one of them, not by all: it is counted
// under each player as won, tied or not (its rivals, by the names typed or
// by seat), never as the table's win.
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
	if who := rules.CleanName(rules.NameAt(su.Names, 0)); su.Solo && who != "" {
		f.Heroes = []tracker.Facet{{Msg: rules.Name(who)}}
	}
	if su.Solo {
		f.Opponent = althing.ActorName(althing.ThorfinnID)
		return f
	}
	for n := 1; n <= su.Players; n++ {
		name := althing.ActorName(althing.PlayerID(n)) // "Player 2"
		if who := rules.CleanName(rules.NameAt(su.Names, n-1)); who != "" {
			name = rules.Name(who)
		}
		f.Rivals = append(f.Rivals, tracker.Rival{Name: tracker.Facet{Msg: name}})
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
