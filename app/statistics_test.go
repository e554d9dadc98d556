package app

import (
	"reflect"
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
// difficulty, mode and player count, average lengths and streaks, and who
// won the games played against each other (the card game: Anna, the
// Lords, first destiny player, won games 1, 2 and 4, Ben game 3; Althing:
// Player 3 reached the last card alone both times).
func TestStatisticsCountedByHand(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	actions := seedStats(t, e.Store)
	st, err := e.Store.Stats("", kit.StatsFacets)
	if err != nil {
		t.Fatal(err)
	}
	// The duels and races are no one's win or loss at the table: 2 Dwarves
	// games lost, 6 between players.
	if want := (tracker.Tally{Lost: 2, Abandoned: 2, Playing: 2, Between: 6}); st.All != want {
		t.Errorf("all games: %+v, want %+v", st.All, want)
	}

	cg, _ := st.Game(cardgame.Game.ID())
	if want := (tracker.Tally{Between: 4}); cg.Tally != want {
		t.Errorf("card game: %+v, want %+v", cg.Tally, want)
	}
	if cg.BestStreak != 0 {
		t.Errorf("card game streak %d: a duel is no winning streak of the table's", cg.BestStreak)
	}
	checkSplits(t, "card game players", cg.Players, []tracker.Split{{Players: 2, Tally: tracker.Tally{Between: 4}}})
	if cg.Versus.Between != 4 || cg.Versus.Ties != 0 {
		t.Errorf("card game between players: %+v", cg.Versus.Tally)
	}
	checkStandings(t, "card game players", cg.Versus.Players, []standing{{rules.Name("Anna"), 4, 3, 0}, {rules.Name("Ben"), 4, 1, 0}})
	checkStandings(t, "card game factions", cg.Versus.Sides, []standing{
		{cardgame.FactionName(cardgame.Lords), 4, 3, 0}, {cardgame.FactionName(cardgame.Vikings), 4, 1, 0}})
	checkStandings(t, "card game roles", cg.Versus.Roles, []standing{
		{rules.M("app.stats.role.first_destiny"), 4, 3, 0}, {rules.M("app.stats.role.first_bane"), 4, 1, 0}})
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
	if want := (tracker.Tally{Playing: 1, Between: 2}); al.Tally != want || al.BestStreak != 0 {
		t.Errorf("Althing: %+v streak %d, want %+v streak 0", al.Tally, al.BestStreak, want)
	}
	checkSplits(t, "Althing players", al.Players, []tracker.Split{
		{Players: 1, Tally: tracker.Tally{Playing: 1}},
		{Players: 3, Tally: tracker.Tally{Between: 2}},
	})
	checkSplits(t, "Althing solo", al.Levels, []tracker.Split{{Msg: rules.M("althing.campaign.solo_normal"), Tally: tracker.Tally{Playing: 1}}})
	// The game against Thorfinn, under way, is counted apart; the seats
	// unnamed are named as the table sees them.
	if want := (tracker.Tally{Playing: 1}); al.Solo != want || al.Opponent.ID != althing.ActorName(althing.ThorfinnID).ID {
		t.Errorf("Althing against Thorfinn: %+v against %v", al.Solo, al.Opponent)
	}
	checkStandings(t, "Althing players", al.Versus.Players, []standing{
		{althing.ActorName(althing.PlayerID(3)), 2, 2, 0}, {althing.ActorName(althing.PlayerID(1)), 2, 0, 0}, {althing.ActorName(althing.PlayerID(2)), 2, 0, 0}})
	if len(al.Versus.Sides)+len(al.Versus.Roles) != 0 {
		t.Errorf("Althing has factions or roles: %+v %+v", al.Versus.Sides, al.Versus.Roles)
	}

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

// standing is what a test expects of a tracker.Standing.
type standing struct {
	msg               rules.Msg
	played, won, tied int
}

func checkStandings(t *testing.T, what string, got []tracker.Standing, want []standing) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d standings %+v, want %d", what, len(got), got, len(want))
		return
	}
	for i, w := range want {
		g := got[i]
		if !reflect.DeepEqual(g.Msg, w.msg) || g.Played != w.played || g.Won != w.won || g.Tied != w.tied {
			t.Errorf("%s %d: %v played %d won %d tied %d, want %v %d %d %d", what, i, g.Msg, g.Played, g.Won, g.Tied, w.msg, w.played, w.won, w.tied)
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

			// A duel: who won, by name, faction and starting role; no win
			// rate or streak of the table's.
			e.Tap(e.U.GameName(cardgame.Game.ID()))
			e.MustShow(T("app.stats.tally", "Games", e.U.Loc.N("app.stats.games", 4), "Detail", e.U.Loc.N("app.stats.between", 4)))
			e.MustShow(e.U.Loc.N("app.stats.most_wins", 3, "Name", "Anna", "Played", 4))
			for _, h := range []string{"app.stats.versus_players", "app.stats.versus_sides", "app.stats.versus_roles"} {
				e.MustShow(T(h))
			}
			for _, name := range []string{"Ben", e.U.Loc.Msg(cardgame.FactionName(cardgame.Vikings)), T("app.stats.role.first_bane")} {
				e.MustShow(name)
			}
			e.MustShow(T("app.stats.tally", "Games", e.U.Loc.N("app.stats.games", 4),
				"Detail", e.U.Loc.N("app.stats.won", 3)+" · "+e.U.Loc.N("app.stats.lost", 1)+" · "+T("app.stats.split_win_rate", "Percent", 75)))
			e.MustShow(T("app.stats.tally", "Games", e.U.Loc.N("app.stats.games", 4),
				"Detail", e.U.Loc.N("app.stats.won", 1)+" · "+e.U.Loc.N("app.stats.lost", 3)+" · "+T("app.stats.split_win_rate", "Percent", 25)))
			for _, not := range []string{T("app.stats.win_rate", "Percent", 75), T("app.stats.win_rate", "Percent", 0), e.U.Loc.N("app.stats.streak", 2)} {
				if e.Shows(not) {
					t.Errorf("the duels show %q", not)
				}
			}

			// Althing: the races by player, the game against Thorfinn apart.
			e.Tap(e.U.GameName(althing.Game.ID()))
			e.MustShow(e.U.Loc.N("app.stats.most_wins", 2, "Name", e.U.Loc.Msg(althing.ActorName(althing.PlayerID(3))), "Played", 2))
			e.MustShow(T("app.stats.tally", "Games", e.U.Loc.N("app.stats.games", 3),
				"Detail", e.U.Loc.N("app.stats.between", 2)+" · "+e.U.Loc.N("app.stats.playing", 1)))

			e.Tap(T("app.sessions.all_games"))
			e.MustShow(T("app.stats.tally", "Games", e.U.Loc.N("app.stats.games", 13),
				"Detail", e.U.Loc.N("app.stats.won", 0)+" · "+e.U.Loc.N("app.stats.lost", 2)+" · "+e.U.Loc.N("app.stats.between", 6)+" · "+
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
