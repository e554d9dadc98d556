package app

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/althing"
	"skald/rules/cardgame"
	"skald/rules/dwarves"
	"skald/rules/qa"
	"skald/tracker"
)

// seedStats plays the games seed.StatsGames describes and returns the
// actions of each game finished, by game, as the sessions list them.
func seedStats(t testing.TB, store *tracker.Store) map[string][]int {
	t.Helper()
	if err := seed.StatsGames(store); err != nil {
		t.Fatal(err)
	}
	list, err := store.Sessions("")
	if err != nil {
		t.Fatal(err)
	}
	actions := map[string][]int{}
	for _, in := range list {
		if in.Abandoned.IsZero() && in.Outcome.Status != rules.Playing {
			actions[in.Game] = append(actions[in.Game], in.Actions)
		}
	}
	return actions
}

// The figures match the games counted by hand: tallies, splits by Book,
// difficulty, mode and player count, average lengths and streaks.
func TestStatisticsCountedByHand(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	actions := seedStats(t, e.Store)
	st, err := e.Store.Stats("", kit.StatsFacets)
	if err != nil {
		t.Fatal(err)
	}
	if want := (tracker.Tally{Won: 5, Lost: 3, Abandoned: 2, Playing: 2}); st.All != want {
		t.Errorf("all games: %+v, want %+v", st.All, want)
	}

	cg, _ := st.Game(cardgame.Game.ID())
	if want := (tracker.Tally{Won: 3, Lost: 1}); cg.Tally != want {
		t.Errorf("card game: %+v, want %+v", cg.Tally, want)
	}
	if cg.BestStreak != 2 {
		t.Errorf("card game streak %d, want 2 (won, won, lost, won)", cg.BestStreak)
	}
	checkSplits(t, "card game players", cg.Players, []tracker.Split{{Players: 2, Tally: tracker.Tally{Won: 3, Lost: 1}}})
	if avg, ok := cg.AvgActions(); !ok || avg != mean(actions[cardgame.Game.ID()]) {
		t.Errorf("card game average %v %v, want %v", avg, ok, mean(actions[cardgame.Game.ID()]))
	}
	if cg.Timed != 4 {
		t.Errorf("card game: %d games timed, want the 4 finished", cg.Timed)
	}

	dw, _ := st.Game(dwarves.Game.ID())
	if want := (tracker.Tally{Lost: 2, Abandoned: 1, Playing: 1}); dw.Tally != want {
		t.Errorf("Dwarves: %+v, want %+v", dw.Tally, want)
	}
	if dw.BestStreak != 0 {
		t.Errorf("Dwarves streak %d with no game won", dw.BestStreak)
	}
	checkSplits(t, "Dwarves Books", dw.Parts, []tracker.Split{
		{Msg: dwarves.BookName(1), Tally: tracker.Tally{Lost: 1}},
		{Msg: dwarves.BookName(2), Tally: tracker.Tally{Lost: 1}},
		{Msg: dwarves.BookName(3), Tally: tracker.Tally{Playing: 1}},
		{Msg: dwarves.BookName(4), Tally: tracker.Tally{Abandoned: 1}},
	})
	checkSplits(t, "Dwarves difficulties", dw.Levels, []tracker.Split{
		{Msg: rules.M("dwarves.difficulty.normal"), Tally: tracker.Tally{Lost: 1, Abandoned: 1, Playing: 1}},
		{Msg: rules.M("dwarves.difficulty.heroic"), Tally: tracker.Tally{Lost: 1}},
	})
	checkSplits(t, "Dwarves players", dw.Players, []tracker.Split{
		{Players: 2, Tally: tracker.Tally{Lost: 1, Abandoned: 1, Playing: 1}},
		{Players: 3, Tally: tracker.Tally{Lost: 1}},
	})
	if avg, _ := dw.AvgActions(); avg != 1 {
		t.Errorf("Dwarves average %v actions, want 1 (each lost game is one action)", avg)
	}

	al, _ := st.Game(althing.Game.ID())
	if want := (tracker.Tally{Won: 2, Playing: 1}); al.Tally != want || al.BestStreak != 2 {
		t.Errorf("Althing: %+v streak %d, want %+v streak 2", al.Tally, al.BestStreak, want)
	}
	checkSplits(t, "Althing players", al.Players, []tracker.Split{
		{Players: 1, Tally: tracker.Tally{Playing: 1}},
		{Players: 3, Tally: tracker.Tally{Won: 2}},
	})
	checkSplits(t, "Althing solo", al.Levels, []tracker.Split{{Msg: rules.M("althing.campaign.solo_normal"), Tally: tracker.Tally{Playing: 1}}})

	q, _ := st.Game(qa.Game.ID())
	if want := (tracker.Tally{Abandoned: 1}); q.Tally != want {
		t.Errorf("Qâ: %+v, want %+v", q.Tally, want)
	}
	if _, ok := q.AvgActions(); ok {
		t.Error("Qâ has an average length with no game finished")
	}
	if _, ok := st.Game("thorgal"); ok {
		t.Error("Thorgal has figures with no game played")
	}

	// One game's figures are the same read alone.
	only, err := e.Store.Stats(dwarves.Game.ID(), kit.StatsFacets)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := only.Game(dwarves.Game.ID()); g.Tally != dw.Tally || len(only.Games) != 1 {
		t.Errorf("Dwarves alone: %+v over %d games", g.Tally, len(only.Games))
	}
}

func checkSplits(t *testing.T, what string, got, want []tracker.Split) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d splits %+v, want %d", what, len(got), got, len(want))
		return
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Msg.ID != w.Msg.ID || g.Players != w.Players || g.Tally != w.Tally {
			t.Errorf("%s %d: %s/%d %+v, want %s/%d %+v", what, i, g.Msg.ID, g.Players, g.Tally, w.Msg.ID, w.Players, w.Tally)
		}
	}
}

func mean(ns []int) float64 {
	sum := 0
	for _, n := range ns {
		sum += n
	}
	return float64(sum) / float64(len(ns))
}

// Statistics are one tap from Home; with nothing played, and with nothing
// finished, they say so in words; a game's own figures are one tap more.
func TestStatisticsScreen(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.A.Preferences().SetString(kit.PrefLanguage, lang)
			e.U = kit.New(e.A, e.W, e.Store)
			T := e.U.Loc.T
			e.U.ShowHome()
			e.Tap(T("app.home.stats"))
			e.MustShow(T("app.stats.none"))

			// A game under way is counted, and nothing is finished yet.
			if _, err := seed.QaSession(e.Store, "Qâ", 1); err != nil {
				t.Fatal(err)
			}
			e.U.Show()
			e.MustShow(e.U.Loc.N("app.stats.playing", 1))
			e.MustShow(T("app.stats.none_finished"))
			e.Tap(e.U.GameName(dwarves.Game.ID()))
			e.MustShow(T("app.stats.none_game", "Game", e.U.GameName(dwarves.Game.ID())))

			seedStats(t, e.Store)
			e.U.Show()
			e.MustShow(T("app.stats.by_part.dwarves"))
			e.MustShow(T("app.stats.by_level.dwarves"))
			e.MustShow(e.U.Loc.Msg(dwarves.BookName(4)))
			e.MustShow(T("app.stats.win_rate", "Percent", 0))

			e.Tap(e.U.GameName(cardgame.Game.ID()))
			e.MustShow(T("app.stats.win_rate", "Percent", 75))
			e.MustShow(e.U.Loc.N("app.stats.streak", 2))
			e.Tap(T("app.sessions.all_games"))
			e.MustShow(T("app.stats.tally", "Games", e.U.Loc.N("app.stats.games", 13),
				"Detail", e.U.Loc.N("app.stats.won", 5)+" · "+e.U.Loc.N("app.stats.lost", 3)+" · "+
					e.U.Loc.N("app.stats.abandoned", 2)+" · "+e.U.Loc.N("app.stats.playing", 3)))
		})
	}
}

// At the largest text size, in English and in French, the statistics fit a
// phone: all games, and one game with its splits.
func TestStatisticsFitPhone(t *testing.T) {
	open := func(game string) func(e *kittest.Env) {
		return func(e *kittest.Env) {
			seedStats(e.T, e.Store)
			e.U.ShowHome()
			e.U.Push(&statsScreen{u: e.U, filter: game})
		}
	}
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "statistics, nothing played", Open: func(e *kittest.Env) {
			e.U.ShowHome()
			e.U.Push(&statsScreen{u: e.U})
		}},
		{Name: "statistics, all games", Open: open("")},
		{Name: "statistics, The Dwarves", Open: open(dwarves.Game.ID())},
		{Name: "statistics, Althing", Open: open(althing.Game.ID())},
	})
}
