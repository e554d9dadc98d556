package app

import (
	"maps"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	althingui "skald/app/althing"
	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/i18n"
	"skald/rules"
	"skald/rules/althing"
	"skald/tracker"
)

// althingCrawlSeed holds Althing games in every state a crawl starts from.
func althingCrawlSeed(store *tracker.Store) error {
	// The half-learned games first: every later seed teaches the whole
	// profile again, and a game keeps the profile it was set up with.
	if _, err := seed.AlthingSessionWithout(store, "Half learned", seed.AlthingNeedKeys(althing.Snekkar)); err != nil {
		return err
	}
	// Thorfinn's card c turned up, how it reads not known yet.
	if err := seed.AlthingProfile(store, seed.AlthingThorfinnKeys("c")...); err != nil {
		return err
	}
	card, err := store.NewSession(althing.Game, "Thorfinn's card", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true})
	if err != nil {
		return err
	}
	for _, c := range []althing.Command{{Kind: althing.CmdDealTrack}, {Kind: althing.CmdBegin}, {Kind: althing.CmdRevealThorfinn, Card: "c"}} {
		if err := card.Do(c); err != nil {
			return err
		}
	}
	if _, err := seed.AlthingSolo(store, "Against Thorfinn"); err != nil {
		return err
	}
	if _, err := seed.AlthingNewGame(store, "New saga"); err != nil {
		return err
	}
	if _, err := store.NewSession(althing.Game, "Deal", althing.Setup{Mode: althing.ModeNormal, Players: 2}); err != nil {
		return err
	}
	rec, err := seed.AlthingSession(store, "Recruiting")
	if err != nil {
		return err
	}
	// Player 2 recruited at the table: the empty slot waits to be named.
	if err := rec.Do(althing.Command{Kind: althing.CmdRecruit, Cards: []string{althing.Floki}, Table: true}); err != nil {
		return err
	}
	over, err := seed.AlthingSession(store, "Saga over")
	if err != nil {
		return err
	}
	if err := seed.AlthingPlayOut(over); err != nil {
		return err
	}
	if _, err := seed.AlthingSaga(store, "Saga"); err != nil {
		return err
	}
	if _, _, err := seed.AlthingCampaigns(store); err != nil {
		return err
	}
	for played, title := range []string{"Spring saga", "Summer saga", "Autumn saga", "Saga told"} {
		if _, err := seed.AlthingDiscovery(store, title, played); err != nil {
			return err
		}
	}
	return nil
}

// openSession opens the game's session titled title.
func openSession(game, title string) func(e *kittest.Env) {
	return func(e *kittest.Env) {
		infos, err := e.Store.Sessions(game)
		if err != nil {
			e.T.Fatal(err)
		}
		for _, in := range infos {
			if in.Title == title {
				if err := e.U.OpenSession(in.ID); err != nil {
					e.T.Fatal(err)
				}
				return
			}
		}
		e.T.Fatalf("no %s session %q", game, title)
	}
}

// openAlthingCampaign opens the Althing campaign titled title.
func openAlthingCampaign(title string) func(e *kittest.Env) {
	return func(e *kittest.Env) {
		cs, err := e.Store.Campaigns(althing.Game.ID())
		if err != nil {
			e.T.Fatal(err)
		}
		for _, c := range cs {
			if c.Title == title {
				althingui.ShowAlthingCampaign(e.U, c.ID)
				return
			}
		}
		e.T.Fatalf("no Althing campaign %q", title)
	}
}

func althingCrawlStarts() []kittest.CrawlStart {
	game := althing.Game.ID()
	starts := []kittest.CrawlStart{
		{Name: "Setup", Open: func(e *kittest.Env) { e.U.ShowSetup(game) }},
	}
	for _, title := range []string{"New saga", "Deal", "Half learned", "Recruiting", "Thorfinn's card", "Against Thorfinn", "Saga", "Saga over"} {
		starts = append(starts, kittest.CrawlStart{Name: title, Open: openSession(game, title)})
	}
	for _, title := range []string{"Spring saga", "Summer saga", "Winter saga", "Autumn saga", "Saga told", "Me against Thorfinn"} {
		starts = append(starts, kittest.CrawlStart{Name: title, Open: openAlthingCampaign(title)})
	}
	return starts
}

// althingDialogs are the dialogs the screenshot tool shows of Althing (by
// its screen's name), as the crawler names them in the UI's language: each
// must be reached.
var althingDialogs = map[string]func(l *i18n.Localizer) string{
	"althing-deal": func(l *i18n.Localizer) string {
		return althingFrame + l.N("app.althing.pick.deal_hint", 4)
	},
	"althing-viking": func(l *i18n.Localizer) string { return althingFrame + l.T("app.althing.pick.viking_hint") },
	"althing-ask": func(l *i18n.Localizer) string {
		return althingFrame + printedPrompt(l, althing.Printed(), "althing.thorfinn.c.shield")
	},
	// Not a screenshot: a stage asked for in a game half learned.
	"althing (half learned)": func(l *i18n.Localizer) string {
		return althingFrame + printedPrompt(l, althing.Printed(), seed.AlthingNeedKeys(althing.Snekkar)[0])
	},
	"campaign-players (Althing)": func(l *i18n.Localizer) string { return althingCampaign + l.T("app.campaign.players_hint") },
	"campaign-game (Althing)":    func(l *i18n.Localizer) string { return althingCampaign + l.T("app.campaign.open_game") },
}

const (
	althingFrame    = "*kit.Frame althing: "
	althingCampaign = "*althing.althingCampaignScreen: "
)

// printedPrompt is the question the app asks for the printed value key.
func printedPrompt(l *i18n.Localizer, specs []rules.PrintedSpec, key string) string {
	for _, s := range specs {
		if s.Key == key {
			return l.Msg(s.Prompt)
		}
	}
	return "(no printed value " + key + ")"
}

// althingKnown are the defects still open (#26), by config: the saga's two
// branches side by side are wider than a French phone at the largest text,
// and so is the "Compléter" sheet reached from it; the campaign's delete
// warning opens with its question out of view.
var althingKnown = map[string][]string{
	"phone fr": {
		"a dialog is 362 wide in a window 360 wide",
		"opens with its question (« Part 1 »",
		"the window grew to 370 wide",
	},
}

func TestCrawlAlthing(t *testing.T) {
	for _, c := range crawlConfigs() {
		t.Run(c.name, func(t *testing.T) {
			cr := c.crawl
			cr.Seed = althingCrawlSeed
			cr.Starts = onlyStarts(althingCrawlStarts())
			cr.MaxDepth, cr.MaxStates, cr.MaxActions = 2, 4, 40
			r := kittest.RunCrawl(t, cr)
			r.Report(t, althingKnown[c.name]...)
			want := althingDialogs
			if c.name == "desktop en" {
				// Open (#26): the desktop crawl does not yet get to the
				// Viking question within its bounds.
				want = maps.Clone(want)
				delete(want, "althing-viking")
			}
			requireDialogs(t, r, cr.Lang, want)
		})
	}
}

// onlyStarts keeps the starts whose name holds $CRAWL_START, to iterate on
// one; all when it is not set.
func onlyStarts(starts []kittest.CrawlStart) []kittest.CrawlStart {
	only := os.Getenv("CRAWL_START")
	if only == "" {
		return starts
	}
	var out []kittest.CrawlStart
	for _, s := range starts {
		if strings.Contains(s.Name, only) {
			out = append(out, s)
		}
	}
	return out
}

// requireDialogs fails naming each dialog of want (by the screenshot screen
// that shows it) the crawl did not reach.
func requireDialogs(t *testing.T, r kittest.CrawlResult, lang string, want map[string]func(*i18n.Localizer) string) {
	t.Helper()
	if os.Getenv("CRAWL_DIALOGS") != "" {
		var all []string
		for d := range r.Dialogs {
			all = append(all, d)
		}
		sort.Strings(all)
		t.Log("dialogs reached:\n" + strings.Join(all, "\n"))
	}
	l := i18n.New(lang)
	for screen, name := range want {
		// As the crawler names a dialog: its first text, shortened, with
		// its numbers as #.
		// The screen's name comes first, up to ": ".
		screenName, text, _ := strings.Cut(name(l), ": ")
		d := []rune(strings.Join(strings.Fields(text), " "))
		if len(d) > 70 {
			d = append(d[:70], '…')
		}
		if d := screenName + ": " + regexp.MustCompile(`[0-9]+`).ReplaceAllString(string(d), "#"); !r.Dialogs[d] {
			t.Errorf("the crawl never reached %q (screenshot %s)", d, screen)
		}
	}
}
