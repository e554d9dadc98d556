package althing

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"skald/app/kit"
	"skald/rules/althing"
)

// story is the campaign's story: each game in play order, how it ended, and
// what it leaves the next. Nothing on the table carries over between games:
// in the discovery campaign each part brings new symbols (and part 3 a
// dealt track and shuffled hands); against Thorfinn, the record is what
// carries on.
func (l althingLog) story(u *kit.UI) kit.CampaignStory {
	cs := kit.CampaignStory{C: l.C, Status: l.status(u), Intro: u.Loc.T("app.althing.campaign.story_intro")}
	if l.C.Kind == althing.KindSolo {
		cs.Intro = u.Loc.T("app.althing.campaign.story_intro_solo")
	}
	for i, g := range l.Games {
		e := g.Entry
		ch := kit.Chapter{Info: g.Info, What: u.Loc.Msg(althing.EntryTitle(e))}
		ch.Result, _ = gameResult(u, g)
		switch {
		case !e.Over || e.Abandoned:
		case l.C.Kind == althing.KindSolo:
			ch.Carry = soloCarry(u, e, l.Entries[:i+1])
		case althing.Part(e.Mode) > 0:
			ch.Carry = partCarry(u, e, l.Entries[:i+1])
		}
		cs.Chapters = append(cs.Chapters, ch)
	}
	return cs
}

// gameResult says how a game stands, with its icon: who was crowned (or
// the tie), the turn it is at, or that it was abandoned.
func gameResult(u *kit.UI, g althingGame) (string, fyne.Resource) {
	e := g.Entry
	return u.GameResult(g.Info, e.Open(), e.Status, u.Loc.N("app.althing.campaign.playing", max(e.Turn, 1)), u.Loc.Msg(e.Reason))
}

// partCarry says what a finished part leaves the group: the next part and
// what it brings that this one did not, or that the campaign is complete.
func partCarry(u *kit.UI, e althing.CampaignEntry, upto []althing.CampaignEntry) string {
	next := althing.NextPart(upto)
	if althing.Part(next) == 0 {
		return u.Loc.T("app.althing.campaign.done")
	}
	parts := []string{u.Loc.T("app.althing.campaign.carry_next", "Mode", u.Loc.Msg(althing.ModeName(next)))}
	var added []string
	for _, sym := range althing.Symbols(next) {
		if !slices.Contains(althing.Symbols(e.Mode), sym) {
			added = append(added, u.Loc.Msg(althing.SymbolName(sym)))
		}
	}
	if len(added) > 0 {
		parts = append(parts, u.Loc.T("app.althing.campaign.carry_symbols", "Symbols", strings.Join(added, ", ")))
	}
	if althing.Dealt(next) && !althing.Dealt(e.Mode) {
		parts = append(parts, u.Loc.T("app.althing.campaign.carry_dealt"))
	}
	if hand := althing.StartHand(next); hand.ID != althing.StartHand(e.Mode).ID {
		parts = append(parts, u.Loc.T("app.althing.campaign.carry_hand", "Text", u.Loc.Msg(hand)))
	}
	return strings.Join(parts, " ")
}

// soloCarry is the record against Thorfinn after a game, at its difficulty.
func soloCarry(u *kit.UI, e althing.CampaignEntry, upto []althing.CampaignEntry) string {
	normal, hard := althing.SoloRecords(upto)
	r := normal
	if e.Hard {
		r = hard
	}
	return u.Loc.N("app.althing.campaign.carry_record", r.Won, "Played", r.Played)
}
