package app

import (
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/dwarves"
	"skald/tracker"
)

// fights are rolls of two dice fighting 2 Orcs, a Troll and an Élfar: any
// die of 4 or more defeats one, so each roll is expected to defeat 1 troop
// (variance 1/2).
func fights(faces ...[2]int) []seed.LuckRoll {
	var out []seed.LuckRoll
	for _, f := range faces {
		out = append(out, seed.LuckRoll{Action: dwarves.ActFight, Faces: f[:]})
	}
	return out
}

// luckGames plays three Dwarves games of five fights, counted by hand:
//
//	Lucky:    6 4, 6 5, 4 4, 1 2, 6 6 defeat 8 where 5 were expected:
//	          score 3/√(5/2) = +1.9, the best of the three
//	Even:     6 1, 5 2, 4 3, 1 1, 6 6 defeat 5: score 0
//	Unlucky:  1 1 five times defeats none: score -5/√(5/2) = -3.2
func luckGames(t testing.TB, store *tracker.Store) map[string]tracker.SessionInfo {
	t.Helper()
	out := map[string]tracker.SessionInfo{}
	for _, g := range []struct {
		title string
		rolls []seed.LuckRoll
	}{
		{"Lucky", fights([2]int{6, 4}, [2]int{6, 5}, [2]int{4, 4}, [2]int{1, 2}, [2]int{6, 6})},
		{"Even", fights([2]int{6, 1}, [2]int{5, 2}, [2]int{4, 3}, [2]int{1, 1}, [2]int{6, 6})},
		{"Unlucky", fights([2]int{1, 1}, [2]int{1, 1}, [2]int{1, 1}, [2]int{1, 1}, [2]int{1, 1})},
	} {
		sess, err := seed.DwarvesRolls(store, g.title, g.rolls)
		if err != nil {
			t.Fatal(err)
		}
		out[g.title] = sess.Info()
	}
	return out
}

// plots counts the plots on screen, dialogs included.
func plots(e *kittest.Env) int {
	n := 0
	for _, r := range e.Roots() {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
			if isPlot(o) {
				n++
			}
			return false
		})
	}
	return n
}

// Each game's story sheet says, in both languages, how its fights went
// against the odds, how many rolls that rests on, its luck score and where
// it ranks, with the spread of the three games drawn.
func TestLuckOnTheStorySheet(t *testing.T) {
	want := map[string]map[string][]string{
		"en": {
			"Lucky":   {"Fights: 3.0 more troops defeated than expected", "5 rolls counted", "Luck score +1.9", "Your luckiest game", "Among 3 games with a luck score"},
			"Even":    {"Fights: as many troops defeated as expected", "Luck score 0.0", "About as lucky as your usual game"},
			"Unlucky": {"Fights: 5.0 fewer troops defeated than expected", "Luck score -3.2", "Your least lucky game"},
		},
		"fr": {
			"Lucky":   {"Combats\u00a0: 3,0\u00a0troupes vaincues de plus que prévu", "5\u00a0jets comptés", "Score de chance +1,9", "Votre partie la plus chanceuse", "Comparée à 3\u00a0parties ayant un score de chance"},
			"Even":    {"Combats\u00a0: autant de troupes vaincues que prévu", "Score de chance 0,0", "Une chance dans la moyenne de vos parties"},
			"Unlucky": {"Combats\u00a0: 5,0\u00a0troupes vaincues de moins que prévu", "Score de chance -3,2", "Votre partie la moins chanceuse"},
		},
	}
	for lang, games := range want {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			infos := luckGames(t, e.Store)
			for title, lines := range games {
				e.U.ShowHome()
				e.U.ShowStory(infos[title])
				for _, l := range lines {
					e.MustShow(l)
				}
				// The story and the spread of the luck scores.
				if n := plots(e); n != 2 {
					t.Errorf("%s: %d plots, want the story's and the luck's", title, n)
				}
				e.MustShow(e.U.Loc.T("app.luck.explain"))
				for _, o := range e.W.Canvas().Overlays().List() {
					e.W.Canvas().Overlays().Remove(o)
				}
			}
		})
	}
}

// A game of three rolls says, kind by kind and in all, that there are too
// few to say, in both languages, and draws no spread of scores.
func TestLuckTooFewRolls(t *testing.T) {
	for lang, lines := range map[string][]string{
		"en": {"Fights: too few rolls to say", "Dispatches: too few rolls to say", "Attribute checks: too few rolls to say",
			"1 roll counted", "Too few rolls to say: 3 rolls with known odds, and a figure needs 5."},
		"fr": {"Combats\u00a0: trop peu de jets pour le dire", "Messages au Conseil\u00a0: trop peu de jets pour le dire",
			"Tests de caractéristique\u00a0: trop peu de jets pour le dire", "1\u00a0jet compté",
			"Trop peu de jets pour le dire\u00a0: 3\u00a0jets aux chances connues, il en faut 5."},
	} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			if _, err := seed.DwarvesSession(e.Store, 0, "Book 1"); err != nil {
				t.Fatal(err)
			}
			openStory(e)
			for _, l := range lines {
				e.MustShow(l)
			}
			if e.Shows(e.U.Loc.T("app.luck.explain")) || plots(e) != 1 {
				t.Errorf("a spread of scores drawn for a game without one (%d plots)", plots(e))
			}
		})
	}
}

// A game's Statistics add up every game's rolls and rank the latest game
// with a score; with none scored they say what a score needs.
func TestLuckOnStatistics(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.StatsGames(e.Store); err != nil {
		t.Fatal(err)
	}
	e.U.ShowHome()
	e.U.Push(&statsScreen{u: e.U, filter: dwarves.Game.ID()})
	e.MustShow(e.U.Loc.T("app.luck.title"))
	// The seeded games roll no dice: nothing to weigh.
	e.MustShow("No roll whose odds the app knows yet.")
	if _, err := seed.DwarvesSession(e.Store, 0, "Three rolls"); err != nil {
		t.Fatal(err)
	}
	e.U.Show()
	e.MustShow("Fights: too few rolls to say")
	e.MustShow("No game has enough rolls for a luck score yet: it takes 5 rolls with known odds.")
	// The win rates by Book and by difficulty; no spread of luck scores.
	if n := plots(e); n != 2 {
		t.Errorf("%d plots with no luck score, want the 2 win rates", n)
	}

	luckGames(t, e.Store)
	e.U.Show()
	// 16 fights defeated 15 troops where 16 were expected (the game of
	// three rolls adds a 6 and a 4); the latest game played is Unlucky, the
	// least lucky of the three scored.
	for _, l := range []string{"Fights: 1.0 fewer troops defeated than expected", "16 rolls counted",
		"Latest game with a luck score: Unlucky", "Luck score -3.2", "Your least lucky game"} {
		e.MustShow(l)
	}
	if n := plots(e); n != 3 {
		t.Errorf("%d plots, want the 2 win rates and the spread of the luck scores", n)
	}
}

// A long history is counted in the background: the card says so, then
// fills in with the same figures.
func TestLuckCountedInTheBackground(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	luckGames(t, e.Store)
	defer func(n int, onUI func(func())) { luckSyncActions, luckOnUI = n, onUI }(luckSyncActions, luckOnUI)
	luckSyncActions = 0
	// The test's goroutine stands for the UI's: what the count shows runs
	// here, once it is done.
	fill := make(chan func())
	luckOnUI = func(f func()) { fill <- f }
	e.U.ShowHome()
	e.U.Push(&statsScreen{u: e.U, filter: dwarves.Game.ID()})
	e.MustShow("Counting the rolls of 3 games…")
	(<-fill)()
	e.MustShow("Fights: 2.0 fewer troops defeated than expected")
	if e.Shows("Counting the rolls") {
		t.Error("still counting once filled in")
	}
}

// The luck on the story sheet and on the Statistics fits a phone at the
// largest text, in both languages.
func TestLuckPhoneFit(t *testing.T) {
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "story sheet with luck", Open: func(e *kittest.Env) {
			infos := luckGames(e.T, e.Store)
			e.U.ShowHome()
			e.U.ShowStory(infos["Lucky"])
		}},
		{Name: "statistics with luck", Open: func(e *kittest.Env) {
			luckGames(e.T, e.Store)
			e.U.ShowHome()
			e.U.Push(&statsScreen{u: e.U, filter: dwarves.Game.ID()})
		}},
	})
}

// Qâ's story sheet weighs each roll of the white dice by its Chaams
// symbols: the seeded game rolls twelve times five "1 compétence" faces,
// none of them a Chaams, where 5/2 a roll were expected (variance 35/12):
// 30 fewer, a score of 30/√35 = +5.1; alone, it is not ranked.
func TestLuckOfQa(t *testing.T) {
	for lang, lines := range map[string][]string{
		"en": {"White dice: 30.0 fewer Chaams symbols than expected", "12 rolls counted", "Luck score +5.1",
			"Ranked among your games once there are 3 with a luck score."},
		"fr": {"Dés blancs\u00a0: 30,0\u00a0symboles Chaams de moins que prévu", "12\u00a0jets comptés", "Score de chance +5,1",
			"Classée parmi vos parties quand il y en aura 3 avec un score de chance."},
	} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			if _, err := seed.QaSession(e.Store, "Qâ", 2); err != nil {
				t.Fatal(err)
			}
			openStory(e)
			for _, l := range lines {
				e.MustShow(l)
			}
		})
	}
}

// A game changed since it was counted is counted again: with the last
// fight of Unlucky undone (and the Health it cost), 14 fights defeated 13
// troops where 14 were expected.
func TestLuckFollowsUndo(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	infos := luckGames(t, e.Store)
	e.U.ShowHome()
	e.U.Push(&statsScreen{u: e.U, filter: dwarves.Game.ID()})
	e.MustShow("15 rolls counted")
	sess, err := e.Store.OpenSession(infos["Unlucky"].ID)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := sess.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	e.U.Show()
	e.MustShow("14 rolls counted")
	e.MustShow("Fights: 1.0 fewer troops defeated than expected")
}

// The Statistics opened twice while a count runs: the second waits for the
// first and each session is replayed once, not once per opening.
func TestLuckCountedOnceAtATime(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	games := luckGames(t, e.Store)
	list, err := e.Store.Sessions(dwarves.Game.ID())
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	replays := 0
	gate := make(chan struct{})
	defer func(f func(*tracker.Store, tracker.SessionInfo) (rules.Luck, bool, error)) { replayLuck = f }(replayLuck)
	real := replayLuck
	replayLuck = func(s *tracker.Store, in tracker.SessionInfo) (rules.Luck, bool, error) {
		<-gate // both counts are started before the first replay ends
		mu.Lock()
		replays++
		mu.Unlock()
		return real(s, in)
	}
	done := make(chan error, 2)
	for range 2 {
		go func() {
			_, err := countLuckOnce(e.Store, dwarves.Game.ID(), list)
			done <- err
		}()
	}
	time.Sleep(50 * time.Millisecond)
	close(gate)
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if replays != len(games) {
		t.Errorf("%d replays for %d sessions", replays, len(games))
	}
}

// Where a game ranks, worked by hand: the ends of the range in words (the
// least lucky of 3 is not "the bottom 34%"), a share rounded up otherwise
// (2nd of 10: the top 20%), the middle past half, and a range with every
// game level says nothing of ends.
func TestLuckRank(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	v := luckView{u: e.U}
	ten := []float64{5, 4, 3, 2, 1, 0, -1, -2, -3, -4}
	for _, c := range []struct {
		scores []float64
		score  float64
		want   string
	}{
		{[]float64{1, 0, -1}, -1, "Your least lucky game"},
		{[]float64{1, 0, -1}, 1, "Your luckiest game"},
		{[]float64{1, 0, -1}, 0, "About as lucky as your usual game"},
		{ten, 4, "Top 20% of your games for luck"},
		{ten, -3, "Bottom 20% of your games for luck"},
		{[]float64{2, 1, 0, -1, -2}, 0, "About as lucky as your usual game"}, // 3rd of 5 either way: 60%
		{[]float64{2, 2, 2}, 2, "About as lucky as your usual game"},
		{[]float64{2, 2, 1}, 2, "Top 34% of your games for luck"}, // level for the top: not alone at it
	} {
		if got := v.rank(c.scores, c.score); got != c.want {
			t.Errorf("%v among %v: %q, want %q", c.score, c.scores, got, c.want)
		}
	}
}
