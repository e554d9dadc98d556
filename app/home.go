package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/rules/games"
	"skald/tracker"
)

// homeScreen is the first screen: resume, start, browse, configure.
type homeScreen struct{ u *UI }

func (h *homeScreen) build() fyne.CanvasObject {
	u := h.u
	items := []fyne.CanvasObject{heading(u.loc.T("app.title")), quiet(u.loc.T("app.home.tagline"))}

	last, ok, err := u.store.Last()
	if err != nil {
		items = append(items, wrapLabel(u.errText(err)))
	}
	newBtn := newButton(u.loc.T("app.home.new"), theme.ContentAddIcon(), func() { u.push(&pickGameScreen{u: u}) })
	if ok {
		name, detail := u.sessionLines(last)
		resume := primary(u.loc.T("app.home.resume"), theme.MediaPlayIcon(), func() { u.openInPlace(last.ID) })
		items = append(items, card(container.NewVBox(
			subheading(u.loc.T("app.home.resume_title")),
			wrapLabel(name),
			quiet(detail),
			atLeast(resume, 0, bigSize),
		)))
	} else {
		newBtn.Importance = widget.HighImportance
	}
	items = append(items,
		atLeast(newBtn, 0, bigSize),
		tall(newButton(u.loc.T("app.home.sessions"), theme.ListIcon(), func() { u.push(&sessionsScreen{u: u}) })),
		tall(newButton(u.loc.T("app.campaigns.title"), theme.FolderIcon(), func() { u.push(&campaignsScreen{u: u}) })),
		tall(newButton(u.loc.T("app.home.profiles"), theme.StorageIcon(), func() { u.push(&profilesScreen{u: u}) })),
		tall(newButton(u.loc.T("app.ref.title"), theme.HelpIcon(), func() { u.openReference("", "") })),
		tall(newButton(u.loc.T("app.home.settings"), theme.SettingsIcon(), func() { u.push(&settingsScreen{u: u}) })),
	)
	return page(nil, narrow(container.NewVBox(items...)), nil)
}

// sessionLines says what a session is (game · title) and where it stands
// (outcome in words, when it was last played, how many actions).
func (u *UI) sessionLines(info tracker.SessionInfo) (name, detail string) {
	name = u.loc.T("app.session.name", "Game", u.gameName(info.Game), "Title", info.Title)
	detail = u.loc.T("app.session.detail",
		"Status", u.outcomeText(info.Outcome),
		"Date", formatTime(info.Updated),
		"Actions", u.loc.N("app.session.actions", info.Actions))
	return name, detail
}

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

// narrowLayout centres its content with a maximum width so that forms and
// lists stay readable on a wide desktop window.
type narrowLayout struct{ max float32 }

func (l narrowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := size.Width
	if w > l.max {
		w = l.max
	}
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

func (l narrowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// narrow keeps o at most 720 wide, centred.
func narrow(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(narrowLayout{720}, o)
}
