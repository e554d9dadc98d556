package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"skald/rules"
	"skald/tracker"
)

// A campaign's log: its games read once, each with what it came to, which
// the campaign screen, the Campaigns list's plan and the warning before a
// delete read.

// CampaignEntry is what a game's campaign keeps of one of its games; Open
// says the game goes on (neither over nor abandoned).
type CampaignEntry interface{ Open() bool }

// CampaignGame is one session of a campaign as its screen shows it.
type CampaignGame[E CampaignEntry] struct {
	Info  tracker.SessionInfo
	Entry E
}

// CampaignLog is a campaign with its games read once: what the campaign
// screen, the Campaigns list's plan and the warning before a delete read.
type CampaignLog[E CampaignEntry] struct {
	C       tracker.Campaign
	Games   []CampaignGame[E]
	Entries []E
}

// ReadCampaignLog reads a campaign's sessions in order; entry says what a
// session's state came to (false for a state not of the game, which the
// log skips).
func ReadCampaignLog[E CampaignEntry](u *UI, c tracker.Campaign, entry func(state any, info tracker.SessionInfo) (E, bool)) (CampaignLog[E], error) {
	l := CampaignLog[E]{C: c}
	infos, err := u.Store.CampaignSessions(c.ID)
	if err != nil {
		return l, err
	}
	for _, info := range infos {
		sess, err := u.Store.OpenSession(info.ID)
		if err != nil {
			return l, err
		}
		if e, ok := entry(sess.State(), info); ok {
			l.Games = append(l.Games, CampaignGame[E]{Info: info, Entry: e})
			l.Entries = append(l.Entries, e)
		}
	}
	return l, nil
}

// EntryOf is a log's entry function for a game whose states are of type S:
// of says what a state came to, abandoned that the table closed the session
// without finishing it (the tracker keeps that, not the rules).
func EntryOf[S any, E CampaignEntry](of func(st S, abandoned bool) E) func(state any, info tracker.SessionInfo) (E, bool) {
	return func(state any, info tracker.SessionInfo) (E, bool) {
		st, ok := state.(S)
		if !ok {
			var none E
			return none, false
		}
		return of(st, !info.Abandoned.IsZero()), true
	}
}

// LogPlan is a game's Plan: read the campaign's log, then plan from it.
func LogPlan[L any](read func(*UI, tracker.Campaign) (L, error), plan func(L, *UI) CampaignPlan) func(*UI, tracker.Campaign) (CampaignPlan, error) {
	return func(u *UI, c tracker.Campaign) (CampaignPlan, error) {
		l, err := read(u, c)
		if err != nil {
			return CampaignPlan{}, err
		}
		return plan(l, u), nil
	}
}

// Current is the game to carry on: the last one still open.
func (l CampaignLog[E]) Current() (CampaignGame[E], bool) {
	return l.LastOpen(func(E) bool { return true })
}

// Resume makes p carry on the game in progress, its button labelled by
// label; false when no game is open.
func (l CampaignLog[E]) Resume(u *UI, p *CampaignPlan, label func(CampaignGame[E]) string) bool {
	g, ok := l.Current()
	if !ok {
		return false
	}
	id := g.Info.ID
	p.Next, p.Resume, p.Go = label(g), true, func() { u.OpenInPlace(id) }
	return true
}

// GameResult says how a game of a campaign stands, with its icon: closed as
// abandoned (and when), still open (playing says how far), or over (ended
// says how; a loss shows a cross).
func (u *UI) GameResult(info tracker.SessionInfo, open bool, status rules.Status, playing, ended string) (string, fyne.Resource) {
	switch {
	case !info.Abandoned.IsZero():
		return u.Loc.T("app.campaign.abandoned", "Date", FormatTime(info.Abandoned)), theme.MediaStopIcon()
	case open:
		return playing, theme.MediaPlayIcon()
	case status == rules.Lost:
		return ended, theme.CancelIcon()
	}
	return ended, theme.ConfirmIcon()
}

// LastOpen is the last game still open among those fits keeps.
func (l CampaignLog[E]) LastOpen(fits func(E) bool) (CampaignGame[E], bool) {
	for i := len(l.Games) - 1; i >= 0; i-- {
		if g := l.Games[i]; g.Entry.Open() && fits(g.Entry) {
			return g, true
		}
	}
	return CampaignGame[E]{}, false
}

// Game is the log's game of a session (nil when the session is not in it).
func (l CampaignLog[E]) Game(id int64) *CampaignGame[E] {
	for i := range l.Games {
		if l.Games[i].Info.ID == id {
			return &l.Games[i]
		}
	}
	return nil
}

// LogOfGame is the log of the campaign a game belongs to, and the game in
// it; nil when either cannot be read (a warning then says less, no more).
func LogOfGame[E CampaignEntry](u *UI, info tracker.SessionInfo, entry func(state any, info tracker.SessionInfo) (E, bool)) (CampaignLog[E], *CampaignGame[E]) {
	c, err := u.Store.CampaignByID(info.Campaign)
	if err != nil {
		return CampaignLog[E]{}, nil
	}
	l, err := ReadCampaignLog(u, c, entry)
	if err != nil {
		return l, nil
	}
	return l, l.Game(info.ID)
}
