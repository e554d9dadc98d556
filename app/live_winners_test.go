package app

import (
	"html"
	"net/http"
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/tracker"
)

// A duel's live view says who won it, not "Won" or "Lost": the example game
// Anna (Lords) wins with her third horn, and the one she loses for 3
// damage is Ben's (Vikings), in both languages.
func TestLiveViewSaysWhoWonADuel(t *testing.T) {
	for _, c := range []struct{ at, lang, want string }{
		{seed.CardgameAtWon, "en", "Anna (Lords) wins with three horns"},
		{seed.CardgameAtLost, "en", "Anna (Lords) could not pay 3 damage and loses: Ben (Vikings) wins."},
		{seed.CardgameAtWon, "fr", "Anna (Seigneurs) gagne avec trois cors"},
	} {
		t.Run(c.at+"/"+c.lang, func(t *testing.T) {
			_, f := startLive(t, c.lang, func(s *tracker.Store) (*tracker.Session, error) {
				return seed.CardgameSession(s, "Duel", c.at)
			})
			code, page := get(t, f.Live().LocalURL(), c.lang)
			if code != http.StatusOK {
				t.Fatalf("page: %d", code)
			}
			text := strings.ReplaceAll(html.UnescapeString(page), "\u00a0", " ")
			if !strings.Contains(text, c.want) {
				t.Errorf("the page does not say %q: %.300s", c.want, text[strings.Index(text, `id="now"`):])
			}
			noVerdict(t, text)
		})
	}
}

// noVerdict fails when a page says a game between players was won or lost.
func noVerdict(t *testing.T, text string) {
	t.Helper()
	for _, bad := range []string{"Won: ", "Lost: ", "Gagnée : ", "Perdue : "} {
		if strings.Contains(text, bad) {
			t.Errorf("the page says %q of a game between players", bad)
		}
	}
}

// A race's live view, once a King is crowned, says who (the first part of
// the discovery campaign: Anne, by hand), not "Won".
func TestLiveViewSaysWhoWonARace(t *testing.T) {
	_, f := startLive(t, "en", func(s *tracker.Store) (*tracker.Session, error) {
		c, err := seed.AlthingDiscovery(s, "Race", 1)
		if err != nil {
			return nil, err
		}
		infos, err := s.CampaignSessions(c.ID)
		if err != nil {
			return nil, err
		}
		return s.OpenSession(infos[0].ID)
	})
	_, page := get(t, f.Live().LocalURL(), "en")
	text := strings.ReplaceAll(html.UnescapeString(page), "\u00a0", " ")
	if want := "Anne is King of the Vikings (turn 4)."; !strings.Contains(text, want) {
		t.Errorf("the page does not say %q: %s", want, text[strings.Index(text, "<body"):])
	}
	noVerdict(t, text)
}
