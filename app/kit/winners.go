package kit

import (
	"strings"

	"skald/rules"
	"skald/tracker"
)

// A game the players play against each other (Althing's race, the card
// game's duel) is won by one of them, not by the table: its result names
// who won, and a campaign of them counts who won how often, never "won" or
// "lost". A game played alone against the game's own opponent (Thorfinn)
// is won, lost or tied against him, counted apart. Co-operative games keep
// won and lost.

// ResultText says how a game ended as its summary and the live view say
// it: a game between players by its winner (the reason names them), a
// game level with the game's opponent as a tie, any other as OutcomeText.
func (u *UI) ResultText(o rules.Outcome) string {
	switch {
	case o.Status == rules.Playing:
	case o.Versus() && o.Reason.ID != "":
		return u.Loc.T("app.status.over_reason", "Reason", u.Loc.Msg(o.Reason))
	case o.Tie && o.Reason.ID != "":
		return u.Loc.T("app.status.tied_reason", "Reason", u.Loc.Msg(o.Reason))
	}
	return u.OutcomeText(o)
}

// WinnersFacts are who won how often among the games f keeps: by player
// with the ties, by side and by starting role where the game has them,
// and the games against the game's own opponent apart. None for a
// co-operative game, or before any game between players is finished.
func (u *UI) WinnersFacts(f tracker.StatsFilter) ([]SummaryFact, error) {
	st, err := u.Store.StatsOf(f, StatsFacets)
	if err != nil {
		return nil, err
	}
	var out []SummaryFact
	for _, g := range st.Games {
		v := g.Versus
		if v.Between > 0 {
			for _, k := range []struct {
				label string
				list  []tracker.Standing
			}{{"app.summary.wins", v.Players}, {"app.summary.wins_sides", v.Sides}, {"app.summary.wins_roles", v.Roles}} {
				if len(k.list) == 0 {
					continue
				}
				var parts []string
				for _, s := range k.list {
					parts = append(parts, u.Loc.N("app.summary.wins_of", s.Won, "Name", u.Loc.Msg(s.Msg)))
				}
				if k.label == "app.summary.wins" && v.Ties > 0 {
					parts = append(parts, u.Loc.N("app.summary.ties", v.Ties))
				}
				out = append(out, SummaryFact{Label: u.Loc.T(k.label), Value: strings.Join(parts, " · ")})
			}
		}
		if g.Opponent.ID != "" && g.Solo.Finished() > 0 {
			parts := []string{u.Loc.N("app.stats.won", g.Solo.Won), u.Loc.N("app.stats.lost", g.Solo.Lost)}
			if g.Solo.Tied > 0 {
				parts = append(parts, u.Loc.N("app.stats.tied", g.Solo.Tied))
			}
			out = append(out, SummaryFact{Label: u.Loc.T("app.summary.against", "Opponent", u.Loc.Msg(g.Opponent)),
				Value: strings.Join(parts, " · ")})
		}
	}
	return out, nil
}
