package althing

import (
	"skald/app/kit"
	"skald/app/kit/live"
)

// liveStatus is the live view of an Althing table in u's language: the
// status strip and each player's page (where their pawn stands, their
// hand), in the words of the board's own code (a board made in u's
// language that draws nothing).
func liveStatus(u *kit.UI, st any) kit.LiveStatus {
	b := &althingBoard{u: u}
	s := b.state(st)
	out := kit.LiveStatus{Strip: b.statusRows(s)}
	for _, p := range s.Players {
		active := s.ActiveID() == p.ID
		name := u.Loc.Msg(s.Who(p.ID))
		page := live.Player{Name: name}
		if active {
			page.Lines = append(page.Lines, live.Line{Text: u.Loc.T("app.althing.race.playing", "Player", name)})
		}
		if len(s.Track) > 0 {
			page.Lines = append(page.Lines, live.Line{Text: althingWhere(u, s, p.ID)})
		}
		page.Lines = append(page.Lines, live.Line{Text: althingHand(u, s, p, active)})
		out.Players = append(out.Players, page)
	}
	return out
}
