package tracker

import (
	"testing"
	"time"

	"skald/rules"
)

// The games between players, counted by hand: each seat's name, side and
// role once a game (a name typed at two seats counts once, won if either
// seat won), a shared win a tie for each who shared it, the abandoned and
// unfinished games nobody's; the games alone against the game's own
// opponent are counted apart, a tie against him neither won nor lost, and
// it ends a winning streak that the games between players leave alone.
func TestComputeStatsVersus(t *testing.T) {
	name := func(n string) Facet { return Facet{Msg: rules.Name(n)} }
	side := func(id string, rank int) Facet { return Facet{Msg: rules.M(id), Rank: rank} }
	seats := func(names ...string) []Rival {
		var out []Rival
		for i, n := range names {
			r := Rival{Name: name(n), Side: side("side.b", 2), Role: Facet{Msg: rules.M("role.second"), Rank: 1}}
			if i == 0 {
				r.Side, r.Role = side("side.a", 1), Facet{Msg: rules.M("role.first")}
			}
			out = append(out, r)
		}
		return out
	}
	type game struct {
		setup     string // a key into the facets below
		out       rules.Outcome
		abandoned bool
	}
	won := func(seats ...int) rules.Outcome { return rules.Outcome{Status: rules.Won, Winners: seats} }
	facets := map[string]Facets{
		"AB":   {Players: 2, Rivals: seats("Anna", "Ben")},
		"BA":   {Players: 2, Rivals: seats("Ben", "Anna")},
		"AA":   {Players: 2, Rivals: seats("Anna", "Anna")},
		"solo": {Players: 1, Opponent: rules.M("opponent")},
	}
	games := []game{
		{"AB", won(0), false},         // Anna (side a, first)
		{"BA", won(0), false},         // Ben (side a, first)
		{"AB", won(0, 1), false},      // a tie: both, both sides, both roles
		{"AB", won(1), false},         // Ben (side b, second)
		{"AB", rules.Outcome{}, true}, // abandoned: nobody's
		{"BA", rules.Outcome{Status: rules.Playing}, false},
		{"AA", won(1), false}, // Anna once, and won
		{"solo", rules.Outcome{Status: rules.Won}, false},
		{"solo", rules.Outcome{Status: rules.Won}, false},
		{"solo", rules.Outcome{Status: rules.Lost, Tie: true}, false}, // ends the streak of 2
		{"solo", rules.Outcome{Status: rules.Won}, false},
		{"solo", rules.Outcome{Status: rules.Lost}, false},
	}
	var rows []StatsRow
	for _, g := range games {
		r := StatsRow{SessionInfo: SessionInfo{Game: "g", Title: g.setup, Outcome: g.out, Actions: 1}, Setup: []byte(g.setup)}
		if g.abandoned {
			r.Abandoned = time.UnixMilli(1)
		}
		rows = append(rows, r)
	}
	st := ComputeStats(rows, func(_ string, setup []byte) Facets { return facets[string(setup)] })
	g, _ := st.Game("g")
	if want := (Tally{Won: 3, Lost: 1, Tied: 1, Between: 5, Abandoned: 1, Playing: 1}); g.Tally != want {
		t.Errorf("tally %+v, want %+v", g.Tally, want)
	}
	if g.Decided() != 5 || g.Finished() != 10 {
		t.Errorf("decided %d, finished %d; want 5 and 10", g.Decided(), g.Finished())
	}
	if want := (Tally{Won: 3, Lost: 1, Tied: 1}); g.Solo != want || g.Opponent.ID != "opponent" {
		t.Errorf("against the opponent %+v (%v), want %+v", g.Solo, g.Opponent, want)
	}
	if g.BestStreak != 2 {
		t.Errorf("best streak %d, want 2 (the tie ends it)", g.BestStreak)
	}
	v := g.Versus
	if want := (Tally{Between: 5, Abandoned: 1, Playing: 1}); v.Tally != want || v.Ties != 1 {
		t.Errorf("between players %+v, %d ties; want %+v, 1 tie", v.Tally, v.Ties, want)
	}
	type st3 struct{ played, won, tied int }
	check := func(what string, got []Standing, ids []string, want []st3) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s: %+v", what, got)
		}
		for i, w := range want {
			id := got[i].Msg.ID
			if n, ok := got[i].Msg.Args["Name"]; ok {
				id = n.(string)
			}
			if id != ids[i] || got[i].Played != w.played || got[i].Won != w.won || got[i].Tied != w.tied {
				t.Errorf("%s %d: %s %+v, want %s %+v", what, i, id, got[i], ids[i], w)
			}
		}
	}
	// Anna: 5 played (AA once), won games 1 and 7, tied game 3; Ben: 4
	// played, won 2 and 4, tied 3. Level on wins, more ties first, then
	// the order they first played.
	check("players", v.Players, []string{"Anna", "Ben"}, []st3{{5, 2, 1}, {4, 2, 1}})
	if v.Players[1].Lost() != 1 {
		t.Errorf("Ben lost %d, want 1 (game 1)", v.Players[1].Lost())
	}
	// Side a won games 1 and 2, b games 4 and 7 (AA's second seat), both
	// tied game 3; roles the same.
	check("sides", v.Sides, []string{"side.a", "side.b"}, []st3{{5, 2, 1}, {5, 2, 1}})
	check("roles", v.Roles, []string{"role.first", "role.second"}, []st3{{5, 2, 1}, {5, 2, 1}})
}
