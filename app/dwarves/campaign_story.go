package dwarves

import (
	"strings"

	"fyne.io/fyne/v2"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
)

// story is the campaign's story: each game in play order, how it ended, and
// what it leaves the group. The Books share no pieces: heroes, troops and
// cards start afresh; what carries over is which Book comes next and what
// a win opens (the expert variant, Book 5).
func (l dwarvesLog) story(u *kit.UI) kit.CampaignStory {
	cs := kit.CampaignStory{C: l.C, Status: l.status(u), Intro: u.Loc.T("app.dwarves.campaign.story_intro")}
	for i, g := range l.Games {
		ch := kit.Chapter{Info: g.Info, What: u.Loc.Msg(dwarves.CampaignTitle(g.Entry))}
		ch.Result, _ = gameResult(u, g)
		if e := g.Entry; !e.Abandoned && e.Status != rules.Playing {
			ch.Carry = carryOn(u, l.Entries[:i], l.Entries[:i+1])
		}
		cs.Chapters = append(cs.Chapters, ch)
	}
	return cs
}

// gameResult says how a game of the campaign stands, with its icon: won or
// lost after so many turns, still being played, or abandoned.
func gameResult(u *kit.UI, g campaignGame) (string, fyne.Resource) {
	e := g.Entry
	ended := u.OutcomeText(rules.Outcome{Status: e.Status, Reason: e.Reason}) + " · " + u.Loc.N("app.dwarves.campaign.turns", e.Turns)
	return u.GameResult(g.Info, e.Open(), e.Status, u.Loc.T("app.dwarves.campaign.playing", "Turn", max(e.Turns, 1)), ended)
}

// carryOn says what a finished game leaves the group, from the games before
// it and those up to it: the Book to play next, and what it opened.
func carryOn(u *kit.UI, before, upto []dwarves.CampaignEntry) string {
	var parts []string
	if next := dwarves.NextBook(upto); next == 0 {
		parts = append(parts, u.Loc.T("app.dwarves.campaign.all_won"))
	} else {
		parts = append(parts, u.Loc.T("app.dwarves.campaign.next", "Book", u.Loc.Msg(dwarves.BookName(next)))+".")
	}
	if dwarves.HeroicWon(upto) && !dwarves.HeroicWon(before) {
		parts = append(parts, u.Loc.T("app.dwarves.campaign.expert_open"))
	}
	if dwarves.Book5Ready(upto) && !dwarves.Book5Ready(before) {
		parts = append(parts, u.Loc.T("app.dwarves.campaign.book5_ready"))
	}
	return strings.Join(parts, " ")
}
