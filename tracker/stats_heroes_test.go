package tracker

import (
	"testing"

	"skald/rules"
)

// A game counts under every hero who played it, once however often its
// setup names them, ranked as the game ranks its heroes.
func TestComputeStatsByHero(t *testing.T) {
	heroes := map[string][]string{"1": {"b", "a"}, "2": {"a", "a"}, "3": {"c"}}
	facets := func(_ string, setup []byte) Facets {
		var f Facets
		for _, h := range heroes[string(setup)] {
			f.Heroes = append(f.Heroes, Facet{Msg: rules.M("hero." + h), Rank: int(h[0])})
		}
		f.Heroes = append(f.Heroes, Facet{}) // a hero the setup does not name
		return f
	}
	row := func(setup string, status rules.Status) StatsRow {
		return StatsRow{SessionInfo: SessionInfo{Game: "g", Outcome: rules.Outcome{Status: status}}, Setup: []byte(setup)}
	}
	g, _ := ComputeStats([]StatsRow{row("1", rules.Won), row("2", rules.Lost), row("3", rules.Playing)}, facets).Game("g")
	want := []Split{
		{Msg: rules.M("hero.a"), Tally: Tally{Won: 1, Lost: 1}},
		{Msg: rules.M("hero.b"), Tally: Tally{Won: 1}},
		{Msg: rules.M("hero.c"), Tally: Tally{Playing: 1}},
	}
	if len(g.Heroes) != len(want) {
		t.Fatalf("heroes %+v, want %+v", g.Heroes, want)
	}
	for i, w := range want {
		if g.Heroes[i].Msg.ID != w.Msg.ID || g.Heroes[i].Tally != w.Tally {
			t.Errorf("hero %d: %s %+v, want %s %+v", i, g.Heroes[i].Msg.ID, g.Heroes[i].Tally, w.Msg.ID, w.Tally)
		}
	}
}
