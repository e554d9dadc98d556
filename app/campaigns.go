package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/tracker"
)

// campaignsScreen lists the campaigns of every game, most recently played
// first; each opens its game's own campaign screen. Campaigns are started from
// a game's setup; here they are renamed, exported, imported and deleted.
type campaignsScreen struct{ u *kit.UI }

func (s *campaignsScreen) Build() fyne.CanvasObject {
	u := s.u
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.campaigns.hint"))}
	list, err := u.Store.Campaigns("")
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	if err == nil && len(list) == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.campaigns.none")))
	}
	for _, c := range list {
		items = append(items, s.row(c))
	}
	return u.ListPage(u.Loc.T("app.campaigns.title"), items, s.importData)
}

// row is one campaign: its title, game, size and last play, and its actions.
func (s *campaignsScreen) row(c tracker.Campaign) fyne.CanvasObject {
	u := s.u
	detail := u.Loc.T("app.campaigns.detail", "Game", u.GameName(c.Game),
		"Games", u.Loc.N("app.campaigns.sessions", c.Sessions), "When", kit.FormatTime(c.Updated))
	open := kit.Primary(u.Loc.T("app.campaigns.open"), theme.MediaPlayIcon(), func() { s.open(c) })
	if g, ok := kit.GameUIs[c.Game]; !ok || g.Campaign == nil {
		open.Disable()
	}
	return kit.ListRow(c.Title, detail, open, func() { s.rename(c) }, func() { s.export(c) }, func() { s.delete(c) })
}

func (s *campaignsScreen) open(c tracker.Campaign) {
	if g, ok := kit.GameUIs[c.Game]; ok && g.Campaign != nil {
		s.u.Push(g.Campaign(s.u, c))
	}
}

// rename asks for a new title.
func (s *campaignsScreen) rename(c tracker.Campaign) {
	u := s.u
	u.AskRename(u.Loc.T("app.campaigns.rename_title"), c.Title, func(title string) error {
		return u.Store.RenameCampaign(c.ID, title)
	})
}

// delete removes a campaign after asking; its games stay in the session list.
func (s *campaignsScreen) delete(c tracker.Campaign) {
	u := s.u
	u.ConfirmDelete(u.Loc.T("app.campaigns.delete_title"), u.Loc.T("app.campaigns.delete_body", "Title", c.Title),
		func() error { return u.Store.DeleteCampaign(c.ID) })
}

// export saves the campaign and all its games as one JSON file.
func (s *campaignsScreen) export(c tracker.Campaign) {
	u := s.u
	name := fmt.Sprintf("skald-campaign-%s-%d.json", c.Game, c.ID)
	u.SaveFile(name, func() ([]byte, error) { return u.Store.ExportCampaign(c.ID) })
}

// importData stores an exported campaign; a refused file says why.
func (s *campaignsScreen) importData(data []byte) {
	u := s.u
	c, err := u.Store.ImportCampaign(data)
	if err != nil {
		u.Info(u.Loc.T("app.campaigns.import_refused"), u.ErrText(err))
		return
	}
	u.Show()
	u.Info(u.Loc.T("app.campaigns.imported_title"), u.Loc.T("app.campaigns.imported", "Title", c.Title))
}
