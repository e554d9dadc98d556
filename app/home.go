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

func (h *homeScreen) Build() fyne.CanvasObject {
	u := h.u
	items := []fyne.CanvasObject{Heading(u.Loc.T("app.title")), Quiet(u.Loc.T("app.home.tagline"))}

	last, ok, err := u.Store.Last()
	if err != nil {
		items = append(items, WrapLabel(u.ErrText(err)))
	}
	newBtn := NewButton(u.Loc.T("app.home.new"), theme.ContentAddIcon(), func() { u.Push(&PickGameScreen{U: u}) })
	if ok {
		name, detail := u.sessionLines(last)
		resume := Primary(u.Loc.T("app.home.resume"), theme.MediaPlayIcon(), func() { u.OpenInPlace(last.ID) })
		items = append(items, Card(container.NewVBox(
			Subheading(u.Loc.T("app.home.resume_title")),
			WrapLabel(name),
			Quiet(detail),
			AtLeast(resume, 0, BigSize),
		)))
	} else {
		newBtn.Importance = widget.HighImportance
	}
	items = append(items,
		AtLeast(newBtn, 0, BigSize),
		Tall(NewButton(u.Loc.T("app.home.sessions"), theme.ListIcon(), func() { u.Push(&sessionsScreen{u: u}) })),
		Tall(NewButton(u.Loc.T("app.campaigns.title"), theme.FolderIcon(), func() { u.Push(&campaignsScreen{u: u}) })),
		Tall(NewButton(u.Loc.T("app.home.profiles"), theme.StorageIcon(), func() { u.Push(&profilesScreen{u: u}) })),
		Tall(NewButton(u.Loc.T("app.ref.title"), theme.HelpIcon(), func() { u.OpenReference("", "") })),
		Tall(NewButton(u.Loc.T("app.home.settings"), theme.SettingsIcon(), func() { u.Push(&settingsScreen{u: u}) })),
	)
	return Page(nil, Narrow(container.NewVBox(items...)), nil)
}

// sessionLines says what a session is (game · title) and where it stands
// (outcome in words, when it was last played, how many actions).
func (u *UI) sessionLines(info tracker.SessionInfo) (name, detail string) {
	name = u.Loc.T("app.session.name", "Game", u.GameName(info.Game), "Title", info.Title)
	detail = u.Loc.T("app.session.detail",
		"Status", u.OutcomeText(info.Outcome),
		"Date", FormatTime(info.Updated),
		"Actions", u.Loc.N("app.session.actions", info.Actions))
	return name, detail
}
