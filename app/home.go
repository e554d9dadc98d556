package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
