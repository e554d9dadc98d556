package app

import (
	"html"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

// Every game's live view shows the very strip its board shows, in either
// language, and a page per player with their name and status.
func TestLiveEveryGame(t *testing.T) {
	games := []struct {
		name    string
		open    func(*tracker.Store) (*tracker.Session, error)
		players int
	}{
		{"qa", func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Live", 1) }, 4},
		{"thorgal", func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "Live") }, 2},
		{"dwarves", func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "Live") }, 0},
		{"althing", func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "Live") }, 0},
		{"cardgame", func(s *tracker.Store) (*tracker.Session, error) {
			return seed.CardgameSession(s, "Live", seed.CardgameAtResolve)
		}, 2},
	}
	for _, g := range games {
		for _, lang := range []string{"en", "fr"} {
			t.Run(g.name+"/"+lang, func(t *testing.T) {
				e := kittest.NewEnv(t, "", kittest.PhoneSize)
				e.StartIn(lang)
				e.Open(g.open(e.Store))
				f := e.Frame()
				hook := kit.GameUIs[f.Sess.Game().ID()].Live
				if hook == nil {
					t.Fatal("the game has no live view hook")
				}
				ls := hook(e.U, f.Sess.State())
				if got, want := joinLines(kit.LiveLines(ls.Strip...)), e.StripText(); got != want {
					t.Errorf("the live view's strip\n%s\nthe board's\n%s", got, want)
				}
				if len(ls.Players) == 0 || g.players > 0 && len(ls.Players) != g.players {
					t.Errorf("%d players' pages, want %d", len(ls.Players), g.players)
				}
				test.Tap(f.NextBtn.Button)
				e.Tap(e.U.Loc.T("app.live.show"))
				t.Cleanup(f.StopLive)
				s := f.Live()
				for i, p := range ls.Players {
					if p.Name == "" || len(p.Lines) == 0 {
						t.Errorf("player %d's page: %+v", i+1, p)
					}
					code, page := get(t, s.LocalURL()+"/p/"+strconv.Itoa(i+1), lang)
					if code != http.StatusOK || !strings.Contains(html.UnescapeString(page), p.Lines[0].Text) {
						t.Errorf("player %d's page: %d, lacks %q", i+1, code, p.Lines[0].Text)
					}
				}
			})
		}
	}
}
