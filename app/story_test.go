package app

import (
	"fmt"
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/cardgame"
	"skald/rules/dwarves"
	"skald/rules/qa"
	"skald/tracker"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// storyText writes a story's data as lines "name: x=y x=y", in English, for
// tests to compare with what was counted by hand.
func storyText(e *kittest.Env, st kit.Story) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s by %s\n", e.U.Loc.Msg(st.Y), e.U.Loc.Msg(st.X))
	for _, l := range st.Lines {
		fmt.Fprintf(&b, "%s:", e.U.Loc.Msg(l.Name))
		for _, p := range l.Points {
			fmt.Fprintf(&b, " %d=%d", p.X, p.Y)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func sessionStory(t *testing.T, e *kittest.Env, sess *tracker.Session, err error) kit.Story {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	st, ok, err := kit.SessionStory(e.Store, sess.Info())
	if err != nil || !ok {
		t.Fatalf("story of %s: %v %v", sess.Info().Game, ok, err)
	}
	return st
}

// Each game's story, replayed from sessions played through the real
// commands, is the one counted by hand from the seeds' moves.
func TestStoryData(t *testing.T) {
	for _, c := range []struct {
		name string
		mk   func(*tracker.Store) (*tracker.Session, error)
		want string
	}{
		{"qa", func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Qâ", 2) },
			// Four heroes: Ogotaï starts on 3 and advances once a round.
			"Ogotaï's space by Round\nOgotaï: 1=3 2=4 3=5\n"},
		{"thorgal", func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "T") },
			// Aaricia takes 2 Threat in round 1; Thorgal none.
			"Threat by Round\nThorgal: 1=0 2=0\nAaricia: 1=2 2=2\n"},
		{"dwarves", func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "D") },
			// A 20-space track (gap 19); each turn's advance takes one.
			"Spaces left by Turn\nHero marker to Doom: 1=18 2=17 3=16 4=15 5=14\n"},
		{"althing", func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "A") },
			// Everyone reaches Eldaskali in turn 1; Player 3 climbs to Drakkar in turn 2.
			"Saga stage (Kattegat 0) by Turn\nPlayer 1: 1=1 2=1 3=1\nPlayer 2: 1=1 2=1 3=1\nPlayer 3: 1=1 2=2 3=2\n"},
		{"althing-solo", func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSolo(s, "S") },
			// Thorfinn starts a stage ahead and his card a climbs one more.
			"Saga stage (Kattegat 0) by Turn\nThorfinn: 1=2 2=2 3=2\nPlayer 1: 1=1 2=1 3=1\n"},
		{"cardgame", func(s *tracker.Store) (*tracker.Session, error) {
			return seed.CardgameSession(s, "C", seed.CardgameAtWon)
		},
			// Anna conquers in rounds 1, 3 and 5; Ben's journeys fail.
			"Victory horns by Round\nAnna (Lords): 1=1 2=1 3=2 4=2 5=3\nBen (Vikings): 1=0 2=0 3=0 4=0 5=0\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			sess, err := c.mk(e.Store)
			st := sessionStory(t, e, sess, err)
			if got := storyText(e, st); got != c.want {
				t.Errorf("story:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// storySeeds are a session of each game long enough for a story.
var storySeeds = []struct {
	name string
	mk   func(*tracker.Store) (*tracker.Session, error)
}{
	{"qa", func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Qâ", 2) }},
	{"thorgal", func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "Torkan") }},
	{"dwarves", func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "Book 1") }},
	{"althing", func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "Saga night") }},
	{"cardgame", func(s *tracker.Store) (*tracker.Session, error) {
		return seed.CardgameSession(s, "Anna and Ben", seed.CardgameAtWon)
	}},
}

// isPlot reports whether o is a drawn plot: an image at least as tall as
// the smallest plot (the screens' other images are icons).
func isPlot(o fyne.CanvasObject) bool {
	i, ok := o.(*canvas.Image)
	return ok && i.Image != nil && i.FillMode == canvas.ImageFillContain && i.MinSize().Height >= 100
}

// storyImage is the plot image of the sheet open, nil when none.
func storyImage(e *kittest.Env) *canvas.Image {
	var img *canvas.Image
	for _, o := range e.W.Canvas().Overlays().List() {
		kittest.Walk(o, func(o fyne.CanvasObject) bool {
			if isPlot(o) {
				img = o.(*canvas.Image)
			}
			return img != nil
		})
	}
	return img
}

// openStory lists the sessions and taps the story of the only one.
func openStory(e *kittest.Env) {
	ShowSessions(e.U)
	test.Tap(e.IconButton(theme.HistoryIcon()))
}

// The story action of a session row opens a sheet with its plot, as wide
// as the sheet; a session just begun says in words there is not enough yet.
func TestStorySheet(t *testing.T) {
	for _, c := range storySeeds {
		t.Run(c.name, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			if _, err := c.mk(e.Store); err != nil {
				t.Fatal(err)
			}
			openStory(e)
			img := storyImage(e)
			if img == nil {
				t.Fatalf("no plot in the story sheet: %q", e.Texts())
			}
			if w, want := img.MinSize().Width, e.U.SheetContentWidth(); w != want {
				t.Errorf("plot %.0f wide, want the sheet's %.0f", w, want)
			}
			if e.Shows(e.U.Loc.T("app.story.not_enough")) {
				t.Error("a plot and not enough data both shown")
			}
		})
	}
	t.Run("fresh", func(t *testing.T) {
		e := kittest.NewEnv(t, "", kittest.PhoneSize)
		if _, err := seed.CardgameSession(e.Store, "Just begun", seed.CardgameAtDawn); err != nil {
			t.Fatal(err)
		}
		openStory(e)
		e.MustShow(e.U.Loc.T("app.story.not_enough"))
		if storyImage(e) != nil {
			t.Error("a plot drawn from a single round")
		}
	})
}

// The story sheet and the sessions list with its story action fit a phone
// at the largest text, in both languages.
func TestStoryPhoneFit(t *testing.T) {
	var cases []kittest.FitCase
	for _, c := range storySeeds {
		cases = append(cases, kittest.FitCase{Name: "story " + c.name, Open: func(e *kittest.Env) {
			if _, err := c.mk(e.Store); err != nil {
				e.T.Fatal(err)
			}
			openStory(e)
		}})
	}
	kittest.CheckPhoneFit(t, cases)
}

// The Statistics screen of a game draws the win rate by Book and by
// difficulty when two of them have a game finished, and no plot for a game
// split by nothing (the card game) or with no game finished (Qâ).
func TestStatisticsWinRatePlot(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	seedStats(t, e.Store)
	for game, want := range map[string]int{dwarves.Game.ID(): 2, cardgame.Game.ID(): 0, qa.Game.ID(): 0} {
		e.U.ShowHome()
		e.U.Push(&statsScreen{u: e.U, filter: game})
		n := 0
		kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
			if isPlot(o) {
				n++
			}
			return false
		})
		if n != want {
			t.Errorf("%s: %d plots, want %d", game, n, want)
		}
		if want > 0 {
			// Book 1 Heroic and Book 2 Normal, both lost.
			e.MustShow(e.U.Loc.N("app.stats.plot_based", 2))
		}
	}
}
