package app

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/tracker"
)

// The crawls start from Home over a database holding a session of every game.
func crawlSeed(store *tracker.Store) error {
	if _, err := seed.QaSession(store, "Tuesday night", 2); err != nil {
		return err
	}
	return nil
}

func TestCrawlShell(t *testing.T) {
	for _, c := range crawlConfigs() {
		t.Run(c.name, func(t *testing.T) {
			cr := c.crawl
			cr.Seed = crawlSeed
			cr.Starts = []kittest.CrawlStart{{Name: "Home", Open: func(e *kittest.Env) { e.U.ShowHome() }}}
			cr.MaxDepth, cr.MaxStates, cr.MaxActions = 3, 15, 30
			r := kittest.RunCrawl(t, cr)
			r.Report(t)
		})
	}
}

type crawlConfig struct {
	name  string
	crawl kittest.Crawl
}

// crawlConfigs are the three ways every crawl runs: a phone at the largest
// text in both languages, and a desktop window in English.
func crawlConfigs() []crawlConfig {
	return []crawlConfig{
		{"phone en", kittest.Crawl{Lang: "en", Size: kittest.PhoneSize, Text: "xlarge"}},
		{"phone fr", kittest.Crawl{Lang: "fr", Size: kittest.PhoneSize, Text: "xlarge"}},
		{"desktop en", kittest.Crawl{Lang: "en", Size: kittest.DesktopSize, Text: "normal"}},
	}
}
