package cardgame

import (
	"skald/app/kit"
	"skald/app/kit/live"
)

// liveStatus is the live view of a card game's table in u's language: the
// status strip and each side's page (role, horns, companions, the lands
// conquered), in the words of the board's own code (a board made in u's
// language that draws nothing).
func liveStatus(u *kit.UI, st any) kit.LiveStatus {
	b := &cgBoard{u: u}
	s := b.state(st)
	rows := b.statusRows(s)
	out := kit.LiveStatus{Strip: rows}
	for i, p := range s.Seats {
		page := live.Player{Name: b.name(s, i)}
		if i < len(rows) {
			page.Lines = kit.LiveLines(rows[i])
		}
		page.Lines = append(page.Lines, live.Line{Text: u.Loc.N("app.cardgame.companions_n", p.Companions)})
		if lands := b.conquered(s, p.Faction); lands != "" {
			page.Lines = append(page.Lines, live.Line{Text: lands})
		}
		out.Players = append(out.Players, page)
	}
	return out
}
