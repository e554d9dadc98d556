package app

import (
	"maps"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/i18n"
	"skald/rules/cardgame"
	"skald/tracker"
)

// cardgameAts are the points of the example game a crawl starts from: each
// phase of a round, the journey's steps, a lost and a won game.
var cardgameAts = []string{
	seed.CardgameAtFate, seed.CardgameAtDawn, seed.CardgameAtChoose, seed.CardgameAtOppose,
	seed.CardgameAtResolve, seed.CardgameAtEnd, seed.CardgameAtUpkeep, seed.CardgameAtCleanup,
	seed.CardgameAtBane, seed.CardgameAtLost, seed.CardgameAtWon,
	// Last: it forgets a land's symbols from the box profile, so the
	// setup starts half learned too.
	seed.CardgameAtNewLand,
}

// cardgameCrawlSeed holds the example game stopped at each of cardgameAts,
// each titled by its point.
func cardgameCrawlSeed(store *tracker.Store) error {
	for _, at := range cardgameAts {
		if _, err := seed.CardgameSession(store, at, at); err != nil {
			return err
		}
	}
	return nil
}

// cardgameSetupFilled opens the setup form with both factions and the first
// destiny player chosen, as the screenshot tool does: the lands to pick,
// some not named yet.
func cardgameSetupFilled(e *kittest.Env) {
	e.U.ShowSetup(cardgame.Game.ID())
	lords, vikings := e.U.Loc.Msg(cardgame.FactionName(cardgame.Lords)), e.U.Loc.Msg(cardgame.FactionName(cardgame.Vikings))
	// In form order: player 1's factions, player 2's, then the first player.
	for _, tap := range []struct {
		text string
		nth  int
	}{{lords, 0}, {vikings, 1}, {lords, 2}} {
		kittest.SettleLayout(e)
		var found []*kit.Tile
		kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
			if t, ok := o.(*kit.Tile); ok && t.Text() == tap.text {
				found = append(found, t)
			}
			return false
		})
		if tap.nth >= len(found) {
			e.T.Fatalf("no choice %q number %d", tap.text, tap.nth)
		}
		test.Tap(found[tap.nth].Button)
	}
}

func cardgameCrawlStarts() []kittest.CrawlStart {
	starts := []kittest.CrawlStart{
		{Name: "Setup", Open: func(e *kittest.Env) { e.U.ShowSetup(cardgame.Game.ID()) }},
		{Name: "Setup filled", Open: cardgameSetupFilled},
	}
	for _, at := range cardgameAts {
		starts = append(starts, kittest.CrawlStart{Name: at, Open: openSession(cardgame.Game.ID(), at)})
	}
	return starts
}

// cardgameDialogs are the dialogs the screenshot tool shows of the card
// game, as the crawler names them: each must be reached.
var cardgameDialogs = map[string]func(l *i18n.Localizer) string{
	"cardgame-damage":     func(l *i18n.Localizer) string { return cardgameFrame + l.T("app.cardgame.damage_amount") },
	"cardgame-land-attrs": func(l *i18n.Localizer) string { return cardgameFrame + l.T("app.cardgame.land_attrs_hint") },
	// The damage pictogram's glossary entry, titled as in
	// assets/reference/icons-cardgame.toml.
	"cardgame-damage-entry": func(l *i18n.Localizer) string {
		return cardgameFrame + map[string]string{"en": "Damage (skull)", "fr": "Dégâts (crâne)"}[l.Lang()]
	},
	// Not a screenshot: a land with no name yet, picked in the setup.
	"cardgame-setup (a land not named)": func(l *i18n.Localizer) string {
		return "*cardgame.cgSetup: " + printedPrompt(l, cardgame.Printed(), cardgame.LandNameKey(cardgame.LandID(cardgame.Lords, 1)))
	},
}

const cardgameFrame = "*kit.Frame cardgame: "

func TestCrawlCardgame(t *testing.T) {
	for _, c := range crawlConfigs() {
		t.Run(c.name, func(t *testing.T) {
			cr := c.crawl
			cr.Seed = cardgameCrawlSeed
			cr.Starts = onlyStarts(cardgameCrawlStarts())
			cr.MaxDepth, cr.MaxStates, cr.MaxActions = 2, 4, 40
			r := kittest.RunCrawl(t, cr)
			r.Report(t)
			want := maps.Clone(cardgameDialogs)
			if cr.Size == kittest.DesktopSize {
				// A wide window shows each seat's damage in place: the
				// dialog is the phone's.
				delete(want, "cardgame-damage")
			}
			requireDialogs(t, r, cr.Lang, want)
		})
	}
}
