package tracker

import (
	"testing"
	"time"

	"skald/rules"
)

// A streak runs over games won in the order they were started: an abandoned
// or unfinished game neither breaks nor extends it, a lost one ends it. The
// average time counts only finished games with actions.
func TestComputeStatsStreakAndTime(t *testing.T) {
	t0 := time.UnixMilli(1_700_000_000_000)
	row := func(status rules.Status, abandoned bool, actions int, minutes int) StatsRow {
		r := StatsRow{SessionInfo: SessionInfo{Game: "g", Outcome: rules.Outcome{Status: status}, Actions: actions}}
		if abandoned {
			r.Abandoned = t0
		}
		if actions > 0 {
			r.First, r.Last = t0, t0.Add(time.Duration(minutes)*time.Minute)
		}
		return r
	}
	rows := []StatsRow{
		row(rules.Won, false, 10, 30),
		row(rules.Playing, true, 3, 5),    // abandoned: counts for nothing
		row(rules.Won, false, 20, 90),     // the streak goes on: 2
		row(rules.Playing, false, 4, 100), // under way
		row(rules.Won, false, 30, 0),      // 3
		row(rules.Lost, false, 0, 0),      // ends it; no action, so not timed
		row(rules.Won, false, 40, 60),
	}
	st := ComputeStats(rows, nil)
	g, ok := st.Game("g")
	if !ok {
		t.Fatal("no figures for g")
	}
	if want := (Tally{Won: 4, Lost: 1, Abandoned: 1, Playing: 1}); g.Tally != want {
		t.Errorf("tally %+v, want %+v", g.Tally, want)
	}
	if g.BestStreak != 3 {
		t.Errorf("best streak %d, want 3", g.BestStreak)
	}
	if avg, ok := g.AvgActions(); !ok || avg != 20 {
		t.Errorf("average actions %v %v, want 20 ((10+20+30+0+40)/5)", avg, ok)
	}
	if avg, ok := g.AvgTime(); !ok || avg != 45*time.Minute {
		t.Errorf("average time %v %v, want 45m ((30+90+0+60)/4)", avg, ok)
	}
	if len(g.Players)+len(g.Parts)+len(g.Levels) != 0 {
		t.Error("splits without facets")
	}
	if empty := ComputeStats(nil, nil); empty.All.Games() != 0 || len(empty.Games) != 0 {
		t.Errorf("no rows gave %+v", empty)
	}
	var none GameStats
	if _, ok := none.AvgActions(); ok {
		t.Error("an average over no finished game")
	}
	if _, ok := none.AvgTime(); ok {
		t.Error("an average time over no finished game")
	}
}
