package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/tracker"
)

// homeScreen is the first screen: resume, start, browse, configure.
type homeScreen struct{ u *kit.UI }

func (h *homeScreen) Build() fyne.CanvasObject {
	u := h.u
	items := []fyne.CanvasObject{kit.Heading(u.Loc.T("app.title")), kit.Quiet(u.Loc.T("app.home.tagline"))}

	last, ok, err := u.Store.Last()
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	newBtn := kit.NewButton(u.Loc.T("app.home.new"), theme.ContentAddIcon(), func() { u.Push(&kit.PickGameScreen{U: u}) })
	if ok {
		name, detail := sessionLines(u, last)
		resume := kit.Primary(u.Loc.T("app.home.resume"), theme.MediaPlayIcon(), func() { u.OpenInPlace(last.ID) })
		items = append(items, kit.Card(container.NewVBox(
			kit.Subheading(u.Loc.T("app.home.resume_title")),
			kit.WrapLabel(name),
			kit.Quiet(detail),
			kit.AtLeast(resume, 0, kit.BigSize),
		)))
	} else {
		newBtn.Importance = widget.HighImportance
	}
	items = append(items,
		kit.AtLeast(newBtn, 0, kit.BigSize),
		kit.Tall(kit.NewButton(u.Loc.T("app.home.sessions"), theme.ListIcon(), func() { u.Push(&sessionsScreen{u: u}) })),
		kit.Tall(kit.NewButton(u.Loc.T("app.campaigns.title"), theme.FolderIcon(), func() { u.Push(&campaignsScreen{u: u}) })),
		kit.Tall(kit.NewButton(u.Loc.T("app.home.stats"), theme.GridIcon(), func() { u.Push(&statsScreen{u: u}) })),
		kit.Tall(kit.NewButton(u.Loc.T("app.home.profiles"), theme.StorageIcon(), func() { u.Push(&profilesScreen{u: u}) })),
		kit.Tall(kit.NewButton(u.Loc.T("app.ref.title"), theme.HelpIcon(), func() { u.OpenReference("", "") })),
		kit.Tall(kit.NewButton(u.Loc.T("app.home.settings"), theme.SettingsIcon(), func() { u.Push(&settingsScreen{u: u}) })),
	)
	return kit.Page(nil, kit.Narrow(container.NewVBox(items...)), nil)
}

// sessionLines says what a session is (game · title) and where it stands
// (outcome in words, when it was last played, how many actions).
// A game of a campaign says which; an abandoned one says so.
func sessionLines(u *kit.UI, info tracker.SessionInfo) (name, detail string) {
	name = u.Loc.T("app.session.name", "Game", u.GameName(info.Game), "Title", info.Title)
	status := u.OutcomeText(info.Outcome)
	if !info.Abandoned.IsZero() {
		status = u.Loc.T("app.campaign.abandoned", "Date", kit.FormatTime(info.Abandoned))
	}
	detail = u.Loc.T("app.session.detail",
		"Status", status,
		"Date", kit.FormatTime(info.Updated),
		"Actions", u.Loc.N("app.session.actions", info.Actions))
	if info.Campaign != 0 {
		detail += "\n" + u.Loc.T("app.session.in_campaign", "Title", info.CampaignTitle)
	}
	return name, detail
}
