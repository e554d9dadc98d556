package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/games"
	"skald/tracker"
)

// campaignsScreen lists the campaigns of every game, most recently played
// first. Each says where it stands ("Book 2 in progress · Book 1 won") and
// offers its one next thing (resume the game in progress, or play the next
// chapter); each opens its game's own campaign screen, and is renamed,
// exported or deleted here. A campaign is started here or from a game's
// setup, and imported here.
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
	add := kit.NewTile(u.Loc.T("app.campaigns.new"), theme.ContentAddIcon(), s.create)
	add.SetImportance(widget.HighImportance)
	add.SetAlignment(fyne.TextAlignCenter)
	imp := kit.NewTile(u.Loc.T("common.import"), theme.DownloadIcon(), func() { u.OpenFile(s.importData) })
	imp.SetAlignment(fyne.TextAlignCenter)
	if len(s.kinds()) == 0 {
		add.Disable()
	}
	bottom := container.NewVBox(widget.NewSeparator(),
		container.New(&kit.FitGrid{Max: 2}, kit.AtLeast(add, 0, kit.TouchSize), kit.AtLeast(imp, 0, kit.TouchSize)))
	return kit.Page(u.TopBar(u.Loc.T("app.campaigns.title")), kit.Narrow(container.NewVBox(items...)), kit.Narrow(bottom))
}

// row is one campaign: its title, game, size and last play, where it stands,
// its next thing, and its actions.
func (s *campaignsScreen) row(c tracker.Campaign) fyne.CanvasObject {
	u := s.u
	detail := u.Loc.T("app.campaigns.detail", "Game", u.GameName(c.Game),
		"Games", u.Loc.N("app.campaigns.sessions", c.Sessions), "When", kit.FormatTime(c.Updated))
	name := widget.NewLabelWithStyle(c.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(name, kit.Quiet(detail))
	plan, ok, err := u.PlanOf(c)
	switch {
	case err != nil:
		box.Add(kit.WrapLabel(u.ErrText(err)))
	case ok:
		box.Add(kit.WrapLabel(plan.Status))
		icon := theme.MediaPlayIcon()
		if !plan.Resume {
			icon = theme.ContentAddIcon()
		}
		next := kit.NewTile(plan.Next, icon, plan.Go)
		if plan.Resume {
			next.SetImportance(widget.HighImportance)
		}
		box.Add(kit.Tall(next))
	}
	open := kit.NewButton(u.Loc.T("app.campaigns.open"), theme.ListIcon(), func() { s.open(c) })
	if g, ok := kit.GameUIs[c.Game]; !ok || g.Campaign == nil {
		open.Disable()
	}
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return kit.AtLeast(o, kit.TouchSize, kit.TouchSize) }
	box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(
		sq(kit.IconButton(theme.DocumentCreateIcon(), func() { s.rename(c) })),
		sq(kit.IconButton(theme.UploadIcon(), func() { s.export(c) })),
		sq(kit.IconButton(theme.DeleteIcon(), func() { s.delete(c) })),
	), kit.AtLeast(open, 0, kit.TouchSize)))
	return kit.Card(box)
}

func (s *campaignsScreen) open(c tracker.Campaign) {
	if g, ok := kit.GameUIs[c.Game]; ok && g.Campaign != nil {
		s.u.Push(g.Campaign(s.u, c))
	}
}

// kinds are the campaigns the games offer to start, in the games' order.
func (s *campaignsScreen) kinds() []kit.CampaignKind {
	var out []kit.CampaignKind
	for _, g := range games.All() {
		if ui, ok := kit.GameUIs[g.ID()]; ok && ui.Kinds != nil {
			out = append(out, ui.Kinds(s.u)...)
		}
	}
	return out
}

// create starts a campaign: which game and kind, and its name (the group,
// the season…), then opens it.
func (s *campaignsScreen) create() {
	u := s.u
	kinds := s.kinds()
	if len(kinds) == 0 {
		return
	}
	chosen := 0
	name := widget.NewEntry()
	name.SetPlaceHolder(kinds[0].Default)
	choice := container.NewVBox()
	var fill func()
	// Tiles, one under the other, the chosen one marked: a long kind ("the
	// discovery campaign and the games after it") wraps at a large text size
	// instead of widening the sheet.
	fill = func() {
		choice.Objects = nil
		for i, k := range kinds {
			t := kit.NewTile(u.Loc.T("app.campaigns.kind", "Game", u.GameName(k.Game), "Kind", k.Label), nil, func() {
				chosen = i
				name.SetPlaceHolder(kinds[chosen].Default)
				fill()
			})
			t.Mark(i == chosen)
			choice.Add(kit.Tall(t))
		}
		choice.Refresh()
	}
	fill()
	content := container.NewVBox(kit.Subheading(u.Loc.T("app.campaigns.new_which")), choice,
		kit.Subheading(u.Loc.T("app.campaigns.new_name")), kit.Tall(name))
	d := u.NewSheet(u.Loc.T("app.campaigns.new"), content)
	d.WithCancelOK(u.Loc.T("app.campaigns.create"), func() {
		k := kinds[chosen]
		title := strings.TrimSpace(name.Text)
		if title == "" {
			title = k.Default
		}
		c, err := u.Store.NewCampaign(k.Game, k.Kind, title)
		if err != nil {
			u.ShowError(err)
			return
		}
		u.Show()
		s.open(c)
	})
	d.Show()
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
