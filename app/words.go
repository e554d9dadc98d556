package app

import (
	"time"

	"skald/rules"
	"skald/rules/games"
)

// gameName is a game's translated name, or its ID when this build does not know it.
func (u *UI) gameName(id string) string {
	if g, ok := games.ByID(id); ok {
		return u.loc.Msg(g.Name())
	}
	return id
}

// outcomeText says in words where a game stands.
func (u *UI) outcomeText(o rules.Outcome) string {
	switch o.Status {
	case rules.Won:
		if o.Reason.ID != "" {
			return u.loc.T("app.status.won_reason", "Reason", u.loc.Msg(o.Reason))
		}
		return u.loc.T("app.status.won")
	case rules.Lost:
		if o.Reason.ID != "" {
			return u.loc.T("app.status.lost_reason", "Reason", u.loc.Msg(o.Reason))
		}
		return u.loc.T("app.status.lost")
	}
	return u.loc.T("app.status.playing")
}

// formatTime shows a moment in local time, the same in every language.
func formatTime(t time.Time) string {
	if t.IsZero() {
		return "—"
	}
	return t.Local().Format("2006-01-02 15:04")
}
