package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules"
	"skald/tracker"
)

// The games the players play against each other (Althing's race, the card
// game's duel) are won by one of them, not by the table: their figures say
// who won how often, by player, and by faction and starting role where the
// game has them.

// mostWins names who won the most games between players, and how many of
// those they played; all of them when level at the top. "" when no one
// has won one yet.
func (s *statsScreen) mostWins(players []tracker.Standing) string {
	u := s.u
	if len(players) == 0 || players[0].Won == 0 {
		return ""
	}
	top := players[0]
	var level []rules.Msg
	for _, p := range players {
		if p.Won == top.Won {
			level = append(level, p.Msg)
		}
	}
	if len(level) > 1 {
		return u.Loc.N("app.stats.most_wins_level", top.Won, "Names", u.Loc.List(level))
	}
	return u.Loc.N("app.stats.most_wins", top.Won, "Name", u.Loc.Msg(top.Msg), "Played", top.Played)
}

// versusCards are a card of who won by player, then by faction and by
// starting role when the game has them; none without a game between
// players finished.
func (s *statsScreen) versusCards(v tracker.Versus) []fyne.CanvasObject {
	u := s.u
	if v.Between == 0 {
		return nil
	}
	var cards []fyne.CanvasObject
	for _, c := range []struct {
		heading string
		list    []tracker.Standing
	}{{"app.stats.versus_players", v.Players}, {"app.stats.versus_sides", v.Sides}, {"app.stats.versus_roles", v.Roles}} {
		if len(c.list) == 0 {
			continue
		}
		rows := []fyne.CanvasObject{kit.Subheading(u.Loc.T(c.heading))}
		for _, st := range c.list {
			rows = append(rows, kit.WrapLabel(u.Loc.Msg(st.Msg)), kit.Quiet(s.standingLine(st)))
		}
		if c.heading == "app.stats.versus_players" && v.Ties > 0 {
			rows = append(rows, kit.Quiet(u.Loc.N("app.stats.versus_ties", v.Ties)))
		}
		cards = append(cards, kit.Card(container.NewVBox(rows...)))
	}
	return cards
}

// standingLine says how one player (faction, role) fared: the games they
// finished, won, shared (only when some were) and lost, and the share won.
func (s *statsScreen) standingLine(st tracker.Standing) string {
	u := s.u
	detail := u.Loc.N("app.stats.won", st.Won)
	if st.Tied > 0 {
		detail += " · " + u.Loc.N("app.stats.tied", st.Tied)
	}
	detail += " · " + u.Loc.N("app.stats.lost", st.Lost())
	if st.Played > 0 {
		detail += " · " + u.Loc.T("app.stats.split_win_rate", "Percent", percent(st.Won, st.Played))
	}
	return u.Loc.T("app.stats.tally", "Games", u.Loc.N("app.stats.games", st.Played), "Detail", detail)
}
