package qa

import (
	"encoding/json"
	"iter"
	"slices"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/qa"
	"skald/tracker"
)

// statsFacets splits Qâ's statistics by player count, by variant (the
// level-3 Chaams are the harder game) and by hero.
func statsFacets(setup []byte) tracker.Facets {
	var su qa.Setup
	if json.Unmarshal(setup, &su) != nil {
		return tracker.Facets{}
	}
	level := tracker.Facet{Msg: rules.M("app.stats.standard")}
	if su.Level3 {
		level = tracker.Facet{Msg: rules.M("app.qa.level3"), Rank: 1}
	}
	heroes := make([]tracker.Facet, 0, len(su.Heroes))
	for _, h := range su.Heroes {
		heroes = append(heroes, tracker.Facet{Msg: qa.HeroName(h), Rank: slices.Index(qa.HeroIDs, h)})
	}
	return tracker.Facets{Players: su.Players, Level: level, Heroes: heroes}
}

// story is a Qâ session's story: Ogotaï's space on the war track in each
// round, as the round's last action left it (his advance in the Ogotaï phase
// begins the next round, so it shows there).
func story(states iter.Seq[any]) kit.Story {
	b := kit.NewStory(rules.M("app.story.round"), rules.M("app.story.qa.axis"))
	for v := range states {
		if s := v.(qa.State); s.Round > 0 && s.Ogotai > 0 {
			b.At(s.Round, "ogotai", rules.M("app.story.qa.ogotai"), s.Ogotai)
		}
	}
	return b.Story()
}
