package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// What the list of sessions and the list of campaigns share: the page with
// Import under the rows, a row with its actions, and the rename and delete
// those actions ask for.

// listPage is a list under heading, with an Import button under it that
// hands the file read to importData.
func (u *UI) listPage(heading string, items []fyne.CanvasObject, importData func(data []byte)) fyne.CanvasObject {
	imp := newButton(u.loc.T("common.import"), theme.DownloadIcon(), func() { u.openFile(importData) })
	return page(u.topBar(heading), narrow(container.NewVBox(items...)),
		narrow(container.NewVBox(widget.NewSeparator(), tall(imp))))
}

// listRow is one row of a list: its title in bold, a line of detail, and its
// actions: open, then rename, export and delete as square icon buttons.
func listRow(title, detail string, open *widget.Button, rename, export, del func()) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return atLeast(o, touchSize, touchSize) }
	actions := container.NewHBox(
		atLeast(open, 0, touchSize), spacer(),
		sq(iconButton(theme.DocumentCreateIcon(), rename)),
		sq(iconButton(theme.UploadIcon(), export)),
		sq(iconButton(theme.DeleteIcon(), del)),
	)
	return card(container.NewVBox(name, quiet(detail), actions))
}

// askRename asks for a new title, starting from current, and saves it; an
// empty title is ignored, a failure shown.
func (u *UI) askRename(heading, current string, save func(title string) error) {
	e := widget.NewEntry()
	e.SetText(current)
	d := dialog.NewCustomConfirm(heading, u.loc.T("common.rename"), u.loc.T("common.cancel"),
		tall(e), func(ok bool) {
			title := strings.TrimSpace(e.Text)
			if !ok || title == "" {
				return
			}
			if err := save(title); err != nil {
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

// confirmDelete asks before del removes a row; a failure is shown.
func (u *UI) confirmDelete(heading, body string, del func() error) {
	u.confirm(heading, body, u.loc.T("common.delete"), true, func() {
		if err := del(); err != nil {
			u.showError(err)
			return
		}
		u.show()
	})
}
