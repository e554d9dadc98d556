package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/tracker"
)

// ShowCampaigns shows the list of every campaign over Home.
func (u *UI) ShowCampaigns() {
	u.ShowHome()
	u.push(&campaignsScreen{u: u})
}

// campaignsScreen lists the campaigns of every game, most recently played
// first; each opens its game's own campaign screen. Campaigns are started from
// a game's setup; here they are renamed, exported, imported and deleted.
type campaignsScreen struct{ u *UI }

func (s *campaignsScreen) build() fyne.CanvasObject {
	u := s.u
	items := []fyne.CanvasObject{quiet(u.loc.T("app.campaigns.hint"))}
	list, err := u.store.Campaigns("")
	if err != nil {
		items = append(items, wrapLabel(u.errText(err)))
	}
	if err == nil && len(list) == 0 {
		items = append(items, quiet(u.loc.T("app.campaigns.none")))
	}
	for _, c := range list {
		items = append(items, s.row(c))
	}
	imp := newButton(u.loc.T("common.import"), theme.DownloadIcon(), func() { u.openFile(s.importData) })
	return page(u.topBar(u.loc.T("app.campaigns.title")), narrow(container.NewVBox(items...)),
		narrow(container.NewVBox(widget.NewSeparator(), tall(imp))))
}

// row is one campaign: its title, game, size and last play, and its actions.
func (s *campaignsScreen) row(c tracker.Campaign) fyne.CanvasObject {
	u := s.u
	title := widget.NewLabelWithStyle(c.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	detail := u.loc.T("app.campaigns.detail", "Game", u.gameName(c.Game),
		"Games", u.loc.N("app.campaigns.sessions", c.Sessions), "When", formatTime(c.Updated))
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return atLeast(o, touchSize, touchSize) }
	open := primary(u.loc.T("app.campaigns.open"), theme.MediaPlayIcon(), func() { s.open(c) })
	if g, ok := gameUIs[c.Game]; !ok || g.campaign == nil {
		open.Disable()
	}
	actions := container.NewHBox(
		atLeast(open, 0, touchSize), spacer(),
		sq(iconButton(theme.DocumentCreateIcon(), func() { s.rename(c) })),
		sq(iconButton(theme.UploadIcon(), func() { s.export(c) })),
		sq(iconButton(theme.DeleteIcon(), func() { s.delete(c) })),
	)
	return card(container.NewVBox(title, quiet(detail), actions))
}

func (s *campaignsScreen) open(c tracker.Campaign) {
	if g, ok := gameUIs[c.Game]; ok && g.campaign != nil {
		s.u.push(g.campaign(s.u, c))
	}
}

// rename asks for a new title.
func (s *campaignsScreen) rename(c tracker.Campaign) {
	u := s.u
	e := widget.NewEntry()
	e.SetText(c.Title)
	d := dialog.NewCustomConfirm(u.loc.T("app.campaigns.rename_title"), u.loc.T("common.rename"), u.loc.T("common.cancel"),
		tall(e), func(ok bool) {
			if !ok || strings.TrimSpace(e.Text) == "" {
				return
			}
			if err := u.store.RenameCampaign(c.ID, e.Text); err != nil {
				u.showError(err)
				return
			}
			u.show()
		}, u.win)
	e.OnSubmitted = func(string) { d.Confirm() }
	d.Resize(dialogSize(u.win, 420, 0))
	d.Show()
	u.win.Canvas().Focus(e)
}

// delete removes a campaign after asking; its games stay in the session list.
func (s *campaignsScreen) delete(c tracker.Campaign) {
	u := s.u
	u.confirm(u.loc.T("app.campaigns.delete_title"), u.loc.T("app.campaigns.delete_body", "Title", c.Title),
		u.loc.T("common.delete"), true, func() {
			if err := u.store.DeleteCampaign(c.ID); err != nil {
				u.showError(err)
				return
			}
			u.show()
		})
}

// export saves the campaign and all its games as one JSON file.
func (s *campaignsScreen) export(c tracker.Campaign) {
	u := s.u
	name := fmt.Sprintf("skald-campaign-%s-%d.json", c.Game, c.ID)
	u.saveFile(name, func() ([]byte, error) { return u.store.ExportCampaign(c.ID) }, func(where string) {
		u.info(u.loc.T("app.files.saved_title"), u.loc.T("app.files.saved", "Path", where))
	})
}

// importData stores an exported campaign; a refused file says why.
func (s *campaignsScreen) importData(data []byte) {
	u := s.u
	c, err := u.store.ImportCampaign(data)
	if err != nil {
		u.info(u.loc.T("app.campaigns.import_refused"), u.errText(err))
		return
	}
	u.show()
	u.info(u.loc.T("app.campaigns.imported_title"), u.loc.T("app.campaigns.imported", "Title", c.Title))
}
