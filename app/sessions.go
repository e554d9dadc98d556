package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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
	imp := newButton(u.loc.T("common.import"), theme.DownloadIcon(), s.importFile)
	return page(u.topBar(u.loc.T("app.sessions.title")), narrow(container.NewVBox(items...)),
		narrow(container.NewVBox(widget.NewSeparator(), tall(imp))))
}

// row is one session: what it is, where it stands, and what can be done with it.
func (s *sessionsScreen) row(info tracker.SessionInfo) fyne.CanvasObject {
	u := s.u
	name, detail := u.sessionLines(info)
	title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	open := primary(u.loc.T("app.sessions.open"), theme.MediaPlayIcon(), func() { s.open(info.ID) })
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return atLeast(o, touchSize, touchSize) }
	actions := container.NewHBox(
		atLeast(open, 0, touchSize), spacer(),
		sq(iconButton(theme.DocumentCreateIcon(), func() { s.rename(info) })),
		sq(iconButton(theme.UploadIcon(), func() { s.export(info) })),
		sq(iconButton(theme.DeleteIcon(), func() { s.delete(info) })),
	)
	return card(container.NewVBox(title, quiet(detail), actions))
}

func (s *sessionsScreen) open(id int64) {
	sess, err := s.u.store.OpenSession(id)
	if err != nil {
		s.u.showError(err)
		return
	}
	s.u.push(newPlayScreen(s.u, sess))
}

// rename asks for a new title.
func (s *sessionsScreen) rename(info tracker.SessionInfo) {
	u := s.u
	e := widget.NewEntry()
	e.SetText(info.Title)
	var d *dialog.ConfirmDialog
	apply := func() {
		title := strings.TrimSpace(e.Text)
		if title == "" {
			return
		}
		if err := u.store.Rename(info.ID, title); err != nil {
			u.showError(err)
			return
		}
		u.show()
	}
	d = dialog.NewCustomConfirm(u.loc.T("app.sessions.rename_title"), u.loc.T("common.rename"), u.loc.T("common.cancel"),
		tall(e), func(ok bool) {
			if ok {
				apply()
			}
		}, u.win)
	e.OnSubmitted = func(string) { d.Confirm() }
	d.Resize(dialogSize(u.win, 420, 0))
	d.Show()
	u.win.Canvas().Focus(e)
}

// delete removes a session after asking.
func (s *sessionsScreen) delete(info tracker.SessionInfo) {
	u := s.u
	u.confirm(u.loc.T("app.sessions.delete_title"), u.loc.T("app.sessions.delete_body", "Title", info.Title),
		u.loc.T("common.delete"), true, func() {
			if err := u.store.Delete(info.ID); err != nil {
				u.showError(err)
				return
			}
			u.show()
		})
}

// export saves the session as a JSON file.
func (s *sessionsScreen) export(info tracker.SessionInfo) {
	u := s.u
	name := fmt.Sprintf("skald-%s-%d.json", info.Game, info.ID)
	u.saveFile(name, func() ([]byte, error) { return u.store.Export(info.ID) }, func(where string) {
		u.info(u.loc.T("app.files.saved_title"), u.loc.T("app.files.saved", "Path", where))
	})
}

// importFile reads an exported session; a refused file says why.
func (s *sessionsScreen) importFile() {
	s.u.openFile(func(data []byte) { s.importData(data) })
}

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
