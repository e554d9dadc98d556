package kit

import (
	"time"

	"skald/rules"
	"skald/rules/games"
)

// GameName is a game's translated name, or its ID when this build does not know it.
func (u *UI) GameName(id string) string {
	if g, ok := games.ByID(id); ok {
		return u.Loc.Msg(g.Name())
	}
	return id
}

// OutcomeText says in words where a game stands.
func (u *UI) OutcomeText(o rules.Outcome) string {
	switch o.Status {
	case rules.Won:
		if o.Reason.ID != "" {
			return u.Loc.T("app.status.won_reason", "Reason", u.Loc.Msg(o.Reason))
		}
		return u.Loc.T("app.status.won")
	case rules.Lost:
		if o.Reason.ID != "" {
			return u.Loc.T("app.status.lost_reason", "Reason", u.Loc.Msg(o.Reason))
		}
		return u.Loc.T("app.status.lost")
	}
	return u.Loc.T("app.status.playing")
}

// FormatTime shows a moment in local time, the same in every language.
func FormatTime(t time.Time) string {
	if t.IsZero() {
		return "—"
	}
	return t.Local().Format("2006-01-02 15:04")
}
