package dwarves

import (
	"skald/app/kit"
	"skald/app/kit/live"
	"skald/rules"
	"skald/rules/dwarves"
)

// liveStatus is the live view of a Dwarves table in u's language: the
// status strip and each hero's page, in the words of the board's own code
// (a board made in u's language that draws nothing).
func liveStatus(u *kit.UI, st any) kit.LiveStatus {
	b := &dwarvesBoard{u: u}
	s := b.state(st)
	out := kit.LiveStatus{Strip: b.statusRows(s)}
	for _, h := range s.Heroes {
		name := u.Loc.Msg(dwarves.HeroName(h.ID))
		if who := dwarves.PlayedBy(s.Setup, h.ID); who != "" {
			name = u.Loc.T("app.dwarves.campaign.played_by", "Hero", dwarves.HeroName(h.ID), "Name", rules.Name(who))
		}
		p := live.Player{Name: name, Lines: []live.Line{
			{Text: hearts(u, h)},
			{Text: u.Loc.T("app.dwarves.hero.at", "Hex", hexText(u, h.Hex))},
			{Text: attrsText(u, h)},
			{Text: u.Loc.Msg(dwarves.Ability(h.ID))},
		}}
		for _, e := range h.Equipment {
			p.Lines = append(p.Lines, live.Line{Text: e})
		}
		out.Players = append(out.Players, p)
	}
	return out
}
