package thorgal

import (
	"skald/app/kit"
	"skald/app/kit/live"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// liveStatus is the live view of a Thorgal table in u's language: the
// status strip, and each character's page with their wound grid, Threat,
// Goods, experience and Items. The words come from the board's own code,
// through a board made in u's language that draws nothing.
func liveStatus(u *kit.UI, st any) kit.LiveStatus {
	b := newThorgalBoard(u)
	s := b.state(st)
	rows := b.statusRows(s)
	out := kit.LiveStatus{Strip: rows}
	for i, ch := range s.Chars {
		p := live.Player{Name: b.name(s, i)}
		if i+1 < len(rows) {
			p.Lines = kit.LiveLines(rows[i+1])
		}
		caption, care := b.fitLine(s, i, ch)
		p.Grid = liveGrid(ch, caption, care != careNone)
		p.Groups = append(p.Groups, liveThreat(u, ch), liveGoods(u, ch), liveExperience(u, ch), liveItems(u, ch))
		out.Players = append(out.Players, p)
	}
	return out
}

// liveGrid is a character's wound area and the wounds placed in it.
func liveGrid(ch thorgal.Character, caption string, warn bool) *live.Grid {
	cells := func(cs []polyomino.Cell) []live.Cell {
		out := make([]live.Cell, len(cs))
		for k, c := range cs {
			out[k] = live.Cell{R: c.R, C: c.C}
		}
		return out
	}
	g := &live.Grid{Label: caption, Warn: warn}
	if !ch.Area.Empty() {
		g.Rows, g.Cols = ch.Area.Rows(), ch.Area.Cols()
		g.Area = cells(ch.Area.Cells())
	}
	for _, w := range ch.Wounds {
		g.Pieces = append(g.Pieces, cells(w.Cells()))
	}
	return g
}

func liveThreat(u *kit.UI, ch thorgal.Character) live.Group {
	g := live.Group{Title: u.Loc.T("app.thorgal.threat"),
		Lines: []live.Line{{Text: u.Loc.T("app.thorgal.threat_count", "N", ch.Threat, "Max", thorgal.MaxThreat)}}}
	if ch.Threat == thorgal.MaxThreat {
		g.Lines = append(g.Lines, live.Line{Text: u.Loc.T("app.thorgal.threat_full"), Warn: true})
	}
	return g
}

func liveGoods(u *kit.UI, ch thorgal.Character) live.Group {
	g := live.Group{Title: u.Loc.T("app.thorgal.goods")}
	for _, id := range thorgal.GoodIDs {
		g.Lines = append(g.Lines, live.Line{Text: u.Loc.T("app.thorgal.live_good", "Good", u.Loc.Msg(thorgal.GoodName(id)), "N", ch.Goods.Get(id))})
	}
	return g
}

func liveExperience(u *kit.UI, ch thorgal.Character) live.Group {
	xp := func(track string, n int) live.Line {
		return live.Line{Text: u.Loc.T("app.thorgal.xp", "Track", u.Loc.Msg(thorgal.TrackName(track)), "N", n, "Max", thorgal.MaxLevel)}
	}
	return live.Group{Title: u.Loc.T("app.thorgal.experience"),
		Lines: []live.Line{xp(thorgal.Combat, ch.Combat), xp(thorgal.Journey, ch.Journey)}}
}

func liveItems(u *kit.UI, ch thorgal.Character) live.Group {
	g := live.Group{Title: u.Loc.T("app.thorgal.items")}
	for _, it := range ch.Items {
		name := it.Name
		if name == "" && it.Card != "" {
			name = u.Loc.Msg(thorgal.CardName(thorgal.Items, it.Card))
		}
		g.Lines = append(g.Lines, live.Line{Text: name})
	}
	if len(g.Lines) == 0 {
		g.Lines = []live.Line{{Text: u.Loc.T("app.thorgal.items_none")}}
	}
	return g
}
