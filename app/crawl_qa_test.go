package app

import (
	"sort"
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/i18n"
	"skald/rules/qa"
)

// qaCrawlDialogs are the Qâ dialogs of the screenshot tool the crawl must
// reach, by the start of their first text in the UI's language: the swap
// sheet (qa-swap), the Défi to record (qa-defi-pick), a hero's power asked
// (qa-power).
func qaCrawlDialogs(lang string) []string {
	loc := i18n.New(lang)
	return []string{
		loc.T("app.qa.swap_with"),
		loc.T("app.qa.defi_hint"),
		loc.T("qa.printed.power", "Hero", loc.Msg(qa.HeroName(qa.Thorgal))),
	}
}

// missingDialogs are the wanted dialogs no name in reached starts with.
func missingDialogs(reached map[string]bool, want []string) []string {
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	var out []string
	for _, w := range want {
		w = norm(w)
		if r := []rune(w); len(r) > 40 {
			w = string(r[:40])
		}
		found := false
		for d := range reached {
			if _, name, ok := strings.Cut(d, ": "); ok && strings.HasPrefix(norm(name), w) {
				found = true
				break
			}
		}
		if !found {
			out = append(out, w)
		}
	}
	return out
}

// qaCrawlStarts open Qâ's setup and each seeded session (seed.QaCrawl).
func qaCrawlStarts() []kittest.CrawlStart {
	starts := []kittest.CrawlStart{{Name: "Qâ setup", Open: func(e *kittest.Env) { e.U.ShowSetup(qa.Game.ID()) }}}
	marks := make([]string, 0, len(seed.QaCrawlTitles))
	for m := range seed.QaCrawlTitles {
		marks = append(marks, m)
	}
	sort.Strings(marks)
	for _, m := range marks {
		title := seed.QaCrawlTitles[m]
		starts = append(starts, kittest.CrawlStart{Name: "Qâ " + m, Open: openSession(qa.Game.ID(), title)})
	}
	return starts
}

func TestCrawlQa(t *testing.T) {
	for _, c := range crawlConfigs() {
		t.Run(c.name, func(t *testing.T) {
			cr := c.crawl
			cr.Seed = seed.QaCrawl
			cr.Starts = qaCrawlStarts()
			cr.MaxDepth, cr.MaxStates, cr.MaxActions = 2, 3, 70
			if cr.Size == kittest.DesktopSize {
				// The side panel's checklist comes before the bar's choices.
				cr.MaxActions = 110
			}
			r := kittest.RunCrawl(t, cr)
			names := make([]string, 0, len(r.Dialogs))
			for d := range r.Dialogs {
				names = append(names, d)
			}
			sort.Strings(names)
			for _, d := range names {
				t.Log("dialog:", d)
			}
			for _, d := range missingDialogs(r.Dialogs, qaCrawlDialogs(cr.Lang)) {
				t.Errorf("the crawl did not reach the dialog %q", d)
			}
			r.Report(t)
		})
	}
}
