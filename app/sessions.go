package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/games"
	"skald/tracker"
)

// sessionsScreen lists every session, newest first, with a filter by game and,
// per session: open, rename, export and delete. Sessions are imported here too.
type sessionsScreen struct {
	u      *UI
	filter string // game ID, "" = all
}

func (s *sessionsScreen) build() fyne.CanvasObject {
	u := s.u
	all := u.loc.T("app.sessions.all_games")
	labels := []string{all}
	ids := map[string]string{all: ""}
	for _, g := range games.All() {
		name := u.loc.Msg(g.Name())
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
		u.show()
	}

	items := []fyne.CanvasObject{
		container.NewBorder(nil, nil, container.NewVBox(layout.NewSpacer(), widget.NewLabel(u.loc.T("app.sessions.filter")), layout.NewSpacer()),
			nil, tall(filter)),
	}
	list, err := u.store.Sessions(s.filter)
	if err != nil {
		items = append(items, wrapLabel(u.errText(err)))
	}
	if err == nil && len(list) == 0 {
		items = append(items, quiet(u.loc.T("app.sessions.none")))
	}
	for _, info := range list {
		items = append(items, s.row(info))
	}
	return u.listPage(u.loc.T("app.sessions.title"), items, s.importData)
}

// row is one session: what it is, where it stands, and what can be done with it.
func (s *sessionsScreen) row(info tracker.SessionInfo) fyne.CanvasObject {
	u := s.u
	name, detail := u.sessionLines(info)
	open := primary(u.loc.T("app.sessions.open"), theme.MediaPlayIcon(), func() { u.openInPlace(info.ID) })
	return listRow(name, detail, open, func() { s.rename(info) }, func() { s.export(info) }, func() { s.delete(info) })
}

// rename asks for a new title.
func (s *sessionsScreen) rename(info tracker.SessionInfo) {
	u := s.u
	u.askRename(u.loc.T("app.sessions.rename_title"), info.Title, func(title string) error {
		return u.store.Rename(info.ID, title)
	})
}

// delete removes a session after asking.
func (s *sessionsScreen) delete(info tracker.SessionInfo) {
	u := s.u
	u.confirmDelete(u.loc.T("app.sessions.delete_title"), u.loc.T("app.sessions.delete_body", "Title", info.Title),
		func() error { return u.store.Delete(info.ID) })
}

// export saves the session as a JSON file.
func (s *sessionsScreen) export(info tracker.SessionInfo) {
	u := s.u
	name := fmt.Sprintf("skald-%s-%d.json", info.Game, info.ID)
	u.saveFile(name, func() ([]byte, error) { return u.store.Export(info.ID) })
}

// importData stores an exported session; a refused file says why.
func (s *sessionsScreen) importData(data []byte) {
	u := s.u
	info, err := u.store.Import(data)
	if err != nil {
		u.info(u.loc.T("app.sessions.import_refused"), u.errText(err))
		return
	}
	u.show()
	name, _ := u.sessionLines(info)
	u.info(u.loc.T("app.sessions.imported_title"), u.loc.T("app.sessions.imported", "Name", name))
}
