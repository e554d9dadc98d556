package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"skald/tracker"
)

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
	return u.listPage(u.loc.T("app.campaigns.title"), items, s.importData)
}

// row is one campaign: its title, game, size and last play, and its actions.
func (s *campaignsScreen) row(c tracker.Campaign) fyne.CanvasObject {
	u := s.u
	detail := u.loc.T("app.campaigns.detail", "Game", u.gameName(c.Game),
		"Games", u.loc.N("app.campaigns.sessions", c.Sessions), "When", formatTime(c.Updated))
	open := primary(u.loc.T("app.campaigns.open"), theme.MediaPlayIcon(), func() { s.open(c) })
	if g, ok := gameUIs[c.Game]; !ok || g.campaign == nil {
		open.Disable()
	}
	return listRow(c.Title, detail, open, func() { s.rename(c) }, func() { s.export(c) }, func() { s.delete(c) })
}

func (s *campaignsScreen) open(c tracker.Campaign) {
	if g, ok := gameUIs[c.Game]; ok && g.campaign != nil {
		s.u.push(g.campaign(s.u, c))
	}
}

// rename asks for a new title.
func (s *campaignsScreen) rename(c tracker.Campaign) {
	u := s.u
	u.askRename(u.loc.T("app.campaigns.rename_title"), c.Title, func(title string) error {
		return u.store.RenameCampaign(c.ID, title)
	})
}

// delete removes a campaign after asking; its games stay in the session list.
func (s *campaignsScreen) delete(c tracker.Campaign) {
	u := s.u
	u.confirmDelete(u.loc.T("app.campaigns.delete_title"), u.loc.T("app.campaigns.delete_body", "Title", c.Title),
		func() error { return u.store.DeleteCampaign(c.ID) })
}

// export saves the campaign and all its games as one JSON file.
func (s *campaignsScreen) export(c tracker.Campaign) {
	u := s.u
	name := fmt.Sprintf("skald-campaign-%s-%d.json", c.Game, c.ID)
	u.saveFile(name, func() ([]byte, error) { return u.store.ExportCampaign(c.ID) })
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
