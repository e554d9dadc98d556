package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/games"
	"skald/tracker"
)

// sessionsScreen lists every session, newest first, with a filter by game and,
// per session: open, rename, export and delete. Sessions are imported here too.
type sessionsScreen struct {
	u      *kit.UI
	filter string // game ID, "" = all
}

func (s *sessionsScreen) Build() fyne.CanvasObject {
	u := s.u
	all := u.Loc.T("app.sessions.all_games")
	labels := []string{all}
	ids := map[string]string{all: ""}
	for _, g := range games.All() {
		name := u.Loc.Msg(g.Name())
		labels = append(labels, name)
		ids[name] = g.ID()
	}
	filter := widget.NewSelect(labels, nil)
	filter.PlaceHolder = all
	for label, id := range ids {
		if id == s.filter {
			filter.SetSelected(label)
		}
	}
	filter.OnChanged = func(label string) {
		s.filter = ids[label]
		u.Show()
	}

	items := []fyne.CanvasObject{
		container.NewBorder(nil, nil, container.NewVBox(layout.NewSpacer(), widget.NewLabel(u.Loc.T("app.sessions.filter")), layout.NewSpacer()),
			nil, kit.Tall(filter)),
	}
	list, err := u.Store.Sessions(s.filter)
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	if err == nil && len(list) == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.sessions.none")))
	}
	for _, info := range list {
		items = append(items, s.row(info))
	}
	return u.ListPage(u.Loc.T("app.sessions.title"), items, s.importData)
}

// row is one session: what it is, where it stands, and what can be done with it.
func (s *sessionsScreen) row(info tracker.SessionInfo) fyne.CanvasObject {
	u := s.u
	name, detail := sessionLines(u, info)
	open := kit.Primary(u.Loc.T("app.sessions.open"), theme.MediaPlayIcon(), func() { u.OpenInPlace(info.ID) })
	var story func()
	if kit.HasStory(info.Game) {
		story = func() { u.ShowStory(info) }
	}
	return kit.ListRow(name, detail, open, story, func() { s.rename(info) }, func() { s.export(info) }, func() { s.delete(info) })
}

// rename asks for a new title.
func (s *sessionsScreen) rename(info tracker.SessionInfo) {
	u := s.u
	u.AskRename(u.Loc.T("app.sessions.rename_title"), info.Title, func(title string) error {
		return u.Store.Rename(info.ID, title)
	})
}

// delete removes a session after asking; for a game of a campaign the
// warning says what the campaign loses, and offers to close it as abandoned.
func (s *sessionsScreen) delete(info tracker.SessionInfo) {
	s.u.ConfirmDeleteGame(info, s.u.Show)
}

// export saves the session as a JSON file.
func (s *sessionsScreen) export(info tracker.SessionInfo) {
	u := s.u
	name := fmt.Sprintf("skald-%s-%d.json", info.Game, info.ID)
	u.SaveFile(name, func() ([]byte, error) { return u.Store.Export(info.ID) })
}

// importData stores an exported session; a refused file says why.
func (s *sessionsScreen) importData(data []byte) {
	u := s.u
	info, err := u.Store.Import(data)
	if err != nil {
		u.Info(u.Loc.T("app.sessions.import_refused"), u.ErrText(err))
		return
	}
	u.Show()
	name, _ := sessionLines(u, info)
	u.Info(u.Loc.T("app.sessions.imported_title"), u.Loc.T("app.sessions.imported", "Name", name))
}
