package kit

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/tracker"
)

// What every game's campaign screen shares: the players named once for the
// campaign, a game's own actions (open, close as abandoned, reopen, delete
// after a warning that says what the campaign loses), and the plan the
// Campaigns list shows.

// CampaignPlan is where a campaign stands and its one next thing.
type CampaignPlan struct {
	// Status is where it stands, in a line: "Book 2 in progress · Book 1 won".
	Status string
	// Next is the next thing's label ("Resume Book 2", "Play Book 3"), and
	// Go what a tap does; Resume says Next carries on a game in progress.
	Next   string
	Resume bool
	Go     func()
}

// CampaignKind is one kind of campaign a game offers to start: its kind in
// the tracker, its name, and the title a new one gets when none is typed.
type CampaignKind struct {
	Game    string
	Kind    string
	Label   string
	Default string
}

// PlanOf is the plan of a campaign, from its game (false when the game has
// no campaign screens).
func (u *UI) PlanOf(c tracker.Campaign) (CampaignPlan, bool, error) {
	g, ok := GameUIs[c.Game]
	if !ok || g.Plan == nil {
		return CampaignPlan{}, false, nil
	}
	p, err := g.Plan(u, c)
	return p, err == nil, err
}

// PlayersLine says who the campaign's players are, with a button that names
// them (up to most).
func (u *UI) PlayersLine(c tracker.Campaign, most int) fyne.CanvasObject {
	text := u.Loc.T("app.campaign.players_none")
	if len(c.Players) > 0 {
		text = u.Loc.T("app.campaign.players", "Names", strings.Join(c.Players, ", "))
	}
	edit := NewButton(u.Loc.T("app.campaign.players_edit"), theme.AccountIcon(), func() { u.EditPlayers(c, most) })
	return container.NewVBox(WrapLabel(text), Tall(edit))
}

// EditPlayers asks for the campaign's players' names, one field per seat;
// empty fields are dropped. A refusal (a name too long) shows in the sheet.
func (u *UI) EditPlayers(c tracker.Campaign, most int) {
	entries := make([]*widget.Entry, most)
	box := container.NewVBox(Quiet(u.Loc.T("app.campaign.players_hint")))
	for i := range entries {
		e := widget.NewEntry()
		e.SetPlaceHolder(u.Loc.T("app.campaign.player_n", "N", i+1))
		e.SetText(rules.NameAt(c.Players, i))
		entries[i] = e
		box.Add(Tall(e))
	}
	status := WrapLabel("")
	status.Importance = widget.DangerImportance
	box.Add(status)
	d := u.NewSheet(u.Loc.T("app.campaign.players_edit"), box)
	ok := Primary(u.Loc.T("common.save"), theme.ConfirmIcon(), func() {
		names := make([]string, len(entries))
		for i, e := range entries {
			names[i] = e.Text
		}
		if err := u.Store.SetCampaignPlayers(c.ID, names); err != nil {
			status.SetText(u.ErrText(err))
			return
		}
		d.Hide()
		u.Show()
	})
	d.WithCancel(ok).ReserveLines(2).Show()
}

// PlayerChoice is a field for who plays a seat: typed, or picked from the
// campaign's players; changed hears every change.
func (u *UI) PlayerChoice(label string, players []string, name string, changed func(string)) fyne.CanvasObject {
	var field fyne.CanvasObject
	if len(players) > 0 {
		e := widget.NewSelectEntry(players)
		e.SetPlaceHolder(u.Loc.T("app.campaign.player_unnamed"))
		e.SetText(name)
		e.OnChanged = changed
		field = e
	} else {
		e := widget.NewEntry()
		e.SetPlaceHolder(u.Loc.T("app.campaign.player_unnamed"))
		e.SetText(name)
		e.OnChanged = changed
		field = e
	}
	return container.NewVBox(WrapLabel(label), Tall(field))
}

// AdoptPlayers names a campaign's players from the first game that names
// them, when the campaign has none yet: named once, offered to every game.
func (u *UI) AdoptPlayers(campaign int64, names []string) {
	if campaign <= 0 || len(names) == 0 {
		return
	}
	c, err := u.Store.CampaignByID(campaign)
	if err != nil || len(c.Players) > 0 {
		return
	}
	_ = u.Store.SetCampaignPlayers(campaign, names) // a failure leaves the campaign unnamed, as before
}

// CampaignPlayers are the players of a campaign chosen on a setup form (none
// for no campaign or a new one).
func (u *UI) CampaignPlayers(campaign int64) []string {
	if campaign <= 0 {
		return nil
	}
	c, err := u.Store.CampaignByID(campaign)
	if err != nil {
		return nil
	}
	return c.Players
}

// Names are the names typed on a setup form, seat by seat, cleaned: nil when
// none is given, so an unnamed game's setup stays as it was.
func Names(typed []string) []string {
	out := make([]string, len(typed))
	named := false
	for i, n := range typed {
		out[i] = rules.CleanName(n)
		named = named || out[i] != ""
	}
	if !named {
		return nil
	}
	return out
}

// SeatNames are the names a new game of a campaign starts with: the
// campaign's players in order, as many as there are seats.
func SeatNames(players []string, seats int) []string {
	out := make([]string, seats)
	copy(out, players)
	return out
}

// GameRow is one game in a campaign's log: its tile (a tap opens the game),
// with a button beside it for the game's own actions.
func (u *UI) GameRow(tile fyne.CanvasObject, info tracker.SessionInfo) fyne.CanvasObject {
	more := IconButton(theme.MoreVerticalIcon(), func() { u.GameActions(info) })
	return container.NewBorder(nil, nil, nil, AtLeast(more, TouchSize, TouchSize), tile)
}

// OpenGame opens a game of a campaign's log over it; an abandoned one first
// offers its actions (reopen it, or look at it as it was left).
func (u *UI) OpenGame(info tracker.SessionInfo) {
	if !info.Abandoned.IsZero() {
		u.GameActions(info)
		return
	}
	u.OpenInPlace(info.ID)
}

// GameActions are a game's own actions: open it, close it as abandoned (or
// reopen it), delete it after a warning.
func (u *UI) GameActions(info tracker.SessionInfo) {
	var d *Sheet
	box := container.NewVBox()
	if !info.Abandoned.IsZero() {
		box.Add(WrapLabel(u.Loc.T("app.campaign.abandoned", "Date", FormatTime(info.Abandoned))))
	}
	open := NewTile(u.Loc.T("app.campaign.open_game"), theme.MediaPlayIcon(), func() {
		d.Hide()
		u.OpenInPlace(info.ID)
	})
	box.Add(Tall(open))
	switch {
	case !info.Abandoned.IsZero():
		box.Add(Tall(NewTile(u.Loc.T("app.campaign.reopen"), theme.MediaReplayIcon(), func() {
			d.Hide()
			if err := u.Store.Reopen(info.ID); err != nil {
				u.ShowError(err)
				return
			}
			u.OpenInPlace(info.ID)
		})))
	case info.Outcome.Status == rules.Playing:
		box.Add(Tall(NewTile(u.Loc.T("app.campaign.abandon"), theme.MediaStopIcon(), func() {
			d.Hide()
			u.abandon(info)
		})))
		box.Add(Quiet(u.Loc.T("app.campaign.abandon_hint")))
	}
	del := NewTile(u.Loc.T("app.campaign.delete_game"), theme.DeleteIcon(), func() {
		d.Hide()
		u.ConfirmDeleteGame(info, func() { u.Show() })
	})
	del.SetImportance(widget.DangerImportance)
	box.Add(Tall(del))
	d = u.NewSheet(info.Title, box)
	d.WithClose(u.Loc.T("common.close")).Show()
}

func (u *UI) abandon(info tracker.SessionInfo) {
	if err := u.Store.Abandon(info.ID); err != nil {
		u.ShowError(err)
		return
	}
	u.Show()
}

// ConfirmDeleteGame asks before deleting a game and its whole history. For a
// game of a campaign the warning says what the campaign loses, and a game
// still being played can be closed as abandoned instead. after runs once it
// is gone (or abandoned).
func (u *UI) ConfirmDeleteGame(info tracker.SessionInfo, after func()) {
	lines := []string{u.Loc.T("app.sessions.delete_body", "Title", info.Title)}
	canAbandon := false
	if info.Campaign != 0 {
		loses := ""
		if g, ok := GameUIs[info.Game]; ok && g.Loses != nil {
			loses = g.Loses(u, info)
		}
		if loses == "" {
			loses = u.Loc.T("app.campaign.loses_game")
		}
		lines = append(lines, u.Loc.T("app.campaign.delete_campaign", "Campaign", info.CampaignTitle, "Loses", loses))
		canAbandon = info.Outcome.Status == rules.Playing && info.Abandoned.IsZero()
		if canAbandon {
			lines = append(lines, u.Loc.T("app.campaign.delete_instead"))
		}
	}
	d := u.NewSheet(u.Loc.T("app.sessions.delete_title"), WrapLabel(strings.Join(lines, "\n\n")))
	del := widget.NewButtonWithIcon(u.Loc.T("common.delete"), theme.DeleteIcon(), func() {
		d.Hide()
		if err := u.Store.Delete(info.ID); err != nil {
			u.ShowError(err)
			return
		}
		after()
	})
	del.Importance = widget.DangerImportance
	buttons := []fyne.CanvasObject{AtLeast(widget.NewButton(u.Loc.T("common.cancel"), d.Hide), 110, TouchSize)}
	if canAbandon {
		buttons = append(buttons, AtLeast(widget.NewButton(u.Loc.T("app.campaign.abandon"), func() {
			d.Hide()
			if err := u.Store.Abandon(info.ID); err != nil {
				u.ShowError(err)
				return
			}
			after()
		}), 140, TouchSize))
	}
	buttons = append(buttons, AtLeast(del, 110, TouchSize))
	d.WithButtons(buttons...).Show()
}

// PlayedAt says when a game of a campaign was started, to the minute (two
// games of one evening differ), and, once it was played on, when last.
func (u *UI) PlayedAt(info tracker.SessionInfo) string {
	start, last := FormatTime(info.Created), FormatTime(info.Updated)
	if info.Actions == 0 || last == start {
		return start
	}
	if a, b := info.Created.Local(), info.Updated.Local(); a.Format("2006-01-02") == b.Format("2006-01-02") {
		last = b.Format("15:04") // the same evening: the hour says enough
	}
	return u.Loc.T("app.campaign.played_at", "Start", start, "Last", last)
}

// PrimaryTile is a campaign's big button: highlighted, its text wrapping at
// a large text size instead of widening the screen.
func PrimaryTile(text string, icon fyne.Resource, tap func()) fyne.CanvasObject {
	t := NewTile(text, icon, tap)
	t.SetImportance(widget.HighImportance)
	t.SetAlignment(fyne.TextAlignCenter)
	return AtLeast(t, 0, BigSize)
}

// Today is today's date as titles name it.
func Today() string { return time.Now().Format("2006-01-02") }

// CampaignHead is the top of a campaign screen: what went wrong reading its
// games (err, if any), where it stands and when it was last played.
func (u *UI) CampaignHead(c tracker.Campaign, err error, plan CampaignPlan) []fyne.CanvasObject {
	var items []fyne.CanvasObject
	if err != nil {
		items = append(items, WrapLabel(u.ErrText(err)))
	}
	items = append(items, Subheading(plan.Status))
	if c.Sessions > 0 {
		items = append(items, Quiet(u.Loc.T("app.campaign.last_played", "When", FormatTime(c.Updated))))
	}
	return items
}

// CampaignStatsButton opens the Statistics of the campaign's games alone.
func (u *UI) CampaignStatsButton(c tracker.Campaign) fyne.CanvasObject {
	return Tall(NewButton(u.Loc.T("app.campaign.stats"), theme.GridIcon(), func() {
		if ShellCampaignStats != nil {
			u.Push(ShellCampaignStats(u, c.ID))
		}
	}))
}
