//go:build unix

package app

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/internal/realdisk"
	"skald/rules"
	"skald/rules/althing"
	"skald/rules/cardgame"
	"skald/rules/dwarves"
	"skald/rules/qa"
	"skald/rules/thorgal"
	"skald/tracker"
)

// The Statistics screen and the story plots, over a year of heavy play:
// 1,000 sessions of 2,000 actions each. Six games are played to 2,000
// actions through the real commands (Session.Do), each a different game or
// ending; the other 994 sessions are imports of their exports, which
// decide every command again on the way in. Building that takes minutes, so
// the database is built once into realdisk's cache folder, under a name
// that says what it holds (benchData: change it when what is built
// changes), and read there by later runs.
const (
	benchData     = "stats-1000x2000-v1"
	benchSessions = 1000
	benchActions  = 2000
)

// benchGame is one of the games played to benchActions.
type benchGame struct {
	name  string
	start func(*tracker.Store) (*tracker.Session, error)
	grow  func(*tracker.Session, int) error // one more action, the i-th
	end   func(*tracker.Session) error      // nil: left being played
}

var benchGames = []benchGame{
	{name: "qa", start: func(s *tracker.Store) (*tracker.Session, error) {
		if err := seed.QaProfile(s); err != nil {
			return nil, err
		}
		return s.NewSession(qa.Game, "Bench", qa.Setup{Players: 2, Heroes: []string{qa.Thorgal, qa.Aaricia, qa.Jolan, qa.Kriss}})
	}, grow: func(sess *tracker.Session, i int) error {
		return sess.Do(qa.Command{Kind: qa.CmdPower, Used: i%2 == 0})
	}},
	{name: "thorgal", start: func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "Bench") },
		grow: func(sess *tracker.Session, i int) error {
			return sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 0, N: 1 - 2*(i%2)})
		}},
	{name: "dwarves lost", start: func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "Bench") },
		grow: dwarvesHealth, end: func(sess *tracker.Session) error {
			return sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Tungdil, N: -10})
		}},
	{name: "dwarves won", start: func(s *tracker.Store) (*tracker.Session, error) {
		if err := seed.DwarvesProfile(s); err != nil {
			return nil, err
		}
		sess, err := s.NewSession(dwarves.Game, "Bench", dwarves.Setup{Book: 1, Difficulty: dwarves.Easy, Players: 2,
			Heroes: []string{dwarves.Tungdil, dwarves.Narmora}, Council: dwarves.CouncilLearned})
		if err != nil {
			return nil, err
		}
		return sess, sess.Do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true})
	}, grow: dwarvesHealth, end: func(sess *tracker.Session) error { return seed.DwarvesWin(sess) }},
	{name: "althing", start: func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "Bench") },
		grow: func(sess *tracker.Session, _ int) error { return sess.Do(althing.Command{Kind: althing.CmdEndPhase}) }},
	{name: "cardgame", start: func(s *tracker.Store) (*tracker.Session, error) {
		return seed.CardgameSession(s, "Bench", seed.CardgameAtDawn)
	}, grow: func(sess *tracker.Session, _ int) error {
		s := sess.State().(cardgame.State)
		act := cardgame.ActBane
		if s.Turn() == s.DestinyFaction() {
			act = cardgame.ActEvent
		}
		return sess.Do(cardgame.Command{Kind: cardgame.CmdAct, Player: s.Turn(), Act: act})
	}},
}

// dwarvesHealth takes 1 Health from the hero whose turn it is, and gives
// it back the next action (a card's effect, and another's).
func dwarvesHealth(sess *tracker.Session, i int) error {
	hero := sess.State().(dwarves.State).Hero().ID
	return sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: hero, N: 1 - 2*(i%2)})
}

// benchDB is the path of the benchmark database, built when the cache has
// none of this version.
func benchDB(b *testing.B) string {
	b.Helper()
	path := filepath.Join(realdisk.CacheDir(b), benchData+".db")
	if _, err := os.Stat(path); err == nil {
		return path
	}
	start := time.Now()
	// Built under another name and renamed when whole: a run cut short
	// leaves nothing a later run would take for the real thing.
	tmp := fmt.Sprintf("%s.building-%d", path, os.Getpid())
	store, _, err := tracker.Open(tmp)
	if err != nil {
		b.Fatal(err)
	}
	defer os.Remove(tmp + ".lock")
	var exports [][]byte
	for _, g := range benchGames {
		sess, err := g.start(store)
		if err != nil {
			b.Fatalf("%s: %v", g.name, err)
		}
		last := benchActions
		if g.end != nil {
			last-- // at least one more to end it
		}
		for i := 0; sess.HistoryLen() < last; i++ {
			if err := g.grow(sess, i); err != nil {
				b.Fatalf("%s at %d actions: %v", g.name, sess.HistoryLen(), err)
			}
		}
		if g.end != nil {
			if err := g.end(sess); err != nil {
				b.Fatalf("%s: ending: %v", g.name, err)
			}
		}
		data, err := store.Export(sess.Info().ID)
		if err != nil {
			b.Fatal(err)
		}
		exports = append(exports, data)
	}
	for i := len(benchGames); i < benchSessions; i++ {
		in, err := store.Import(exports[i%len(exports)])
		if err != nil {
			b.Fatalf("import %d: %v", i, err)
		}
		// Every seventh game under way was given up.
		if i%7 == 0 && in.Outcome.Status == rules.Playing {
			if err := store.Abandon(in.ID); err != nil {
				b.Fatal(err)
			}
		}
	}
	if err := store.Close(); err != nil {
		b.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		b.Fatal(err)
	}
	b.Logf("built %s (%d sessions of %d actions) in %v", path, benchSessions, benchActions, time.Since(start).Round(time.Second))
	return path
}

// benchEnv opens the benchmark database in a UI at phone size.
func benchEnv(b *testing.B) *kittest.Env {
	b.Helper()
	return kittest.NewEnv(b, benchDB(b), kittest.PhoneSize)
}

// medianMs runs op b.N times and reports the median and 90th percentile of
// op alone, in milliseconds.
func medianMs(b *testing.B, op func()) {
	var ds []time.Duration
	for b.Loop() {
		t := time.Now()
		op()
		ds = append(ds, time.Since(t))
	}
	if len(ds) == 0 {
		return
	}
	slices.Sort(ds)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(ds[len(ds)/2]), "median-ms")
	b.ReportMetric(ms(ds[len(ds)*9/10]), "p90-ms")
}

// BenchmarkStatisticsScreen opens the Statistics screen over 1,000
// sessions of 2,000 actions: every game together, then each game alone
// (its splits and win-rate plots, and the luck of its rolls). Target:
// ≤ 300 ms. The luck of a game's rolls is counted once, in the background
// the first time (the screen says it is counting), then kept: first-ms is
// that first opening; the median and p90 are the openings after it.
func BenchmarkStatisticsScreen(b *testing.B) {
	e := benchEnv(b)
	for _, filter := range []string{"", qa.Game.ID(), thorgal.Game.ID(), dwarves.Game.ID(), althing.Game.ID(), cardgame.Game.ID()} {
		name := filter
		if name == "" {
			name = "all"
		}
		b.Run(name, func(b *testing.B) {
			e.U.ShowHome()
			t := time.Now()
			e.U.Push(&statsScreen{u: e.U, filter: filter})
			first := time.Since(t)
			counted := time.Now()
			waitCounted(b, e, filter)
			wait := time.Since(counted)
			e.U.Back()
			medianMs(b, func() {
				e.U.Push(&statsScreen{u: e.U, filter: filter})
				b.StopTimer()
				e.U.Back()
				b.StartTimer()
			})
			b.ReportMetric(float64(first.Microseconds())/1000, "first-ms")
			b.ReportMetric(wait.Seconds(), "counting-s")
		})
	}
}

// waitCounted waits while the screen says the rolls of the game's sessions
// are being counted.
func waitCounted(b *testing.B, e *kittest.Env, game string) {
	b.Helper()
	list, err := e.Store.Sessions(game)
	if err != nil {
		b.Fatal(err)
	}
	counting := e.U.Loc.N("app.luck.counting", len(list))
	for end := time.Now().Add(10 * time.Minute); e.Shows(counting); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(end) {
			b.Fatal("the luck of the rolls is still being counted after 10 minutes")
		}
	}
}

// BenchmarkStoryPlot draws the story of a session of 2,000 actions of each
// game: the whole sheet's work (replaying the session, reading its story,
// drawing the plot) and the drawing alone. Target: ≤ 100 ms a plot.
func BenchmarkStoryPlot(b *testing.B) {
	e := benchEnv(b)
	list, err := e.Store.Sessions("")
	if err != nil {
		b.Fatal(err)
	}
	// The games played through Do are the first six sessions.
	slices.SortFunc(list, func(x, y tracker.SessionInfo) int { return int(x.ID - y.ID) })
	width := e.U.SheetContentWidth()
	for i, g := range benchGames {
		info := list[i]
		b.Run(g.name, func(b *testing.B) {
			b.Run("replay+plot", func(b *testing.B) {
				medianMs(b, func() {
					st, _, err := kit.SessionStory(e.Store, info)
					if err != nil {
						b.Fatal(err)
					}
					e.U.StoryPlot(st, width)
				})
			})
			b.Run("plot", func(b *testing.B) {
				st, _, err := kit.SessionStory(e.Store, info)
				if err != nil {
					b.Fatal(err)
				}
				points := 0
				for _, l := range st.Lines {
					points += len(l.Points)
				}
				b.ReportMetric(float64(points), "points")
				medianMs(b, func() { e.U.StoryPlot(st, width) })
			})
		})
	}
}

// BenchmarkSummary makes the summary of the longest story (Althing's,
// a turn every few actions) and writes it as a PNG and as a PDF.
func BenchmarkSummary(b *testing.B) {
	e := benchEnv(b)
	list, err := e.Store.Sessions(althing.Game.ID())
	if err != nil {
		b.Fatal(err)
	}
	// The first: the one played through Do.
	info := slices.MinFunc(list, func(x, y tracker.SessionInfo) int { return int(x.ID - y.ID) })
	for _, kind := range []string{"png", "pdf"} {
		b.Run(kind, func(b *testing.B) {
			medianMs(b, func() {
				s, err := e.U.SessionSummary(info)
				if err != nil {
					b.Fatal(err)
				}
				if kind == "png" {
					_, err = e.U.SummaryPNG(s)
				} else {
					_, err = e.U.SummaryPDF(s)
				}
				if err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
