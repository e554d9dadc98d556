package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// What the list of sessions and the list of campaigns share: the page with
// Import under the rows, a row with its actions, and the rename and delete
// those actions ask for.

// ListPage is a list under heading, with an Import button under it that
// hands the file read to importData.
func (u *UI) ListPage(heading string, items []fyne.CanvasObject, importData func(data []byte)) fyne.CanvasObject {
	imp := NewButton(u.Loc.T("common.import"), theme.DownloadIcon(), func() { u.OpenFile(importData) })
	return Page(u.TopBar(heading), Narrow(container.NewVBox(items...)),
		Narrow(container.NewVBox(widget.NewSeparator(), Tall(imp))))
}

// ListRow is one row of a list: its title in bold, a line of detail, and its
// actions: open, then its story (when story is not nil), rename, export and
// delete as square icon buttons.
func ListRow(title, detail string, open *widget.Button, story, rename, export, del func()) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return AtLeast(o, TouchSize, TouchSize) }
	actions := []fyne.CanvasObject{AtLeast(open, 0, TouchSize), spacer()}
	if story != nil {
		actions = append(actions, sq(IconButton(theme.HistoryIcon(), story)))
	}
	actions = append(actions,
		sq(IconButton(theme.DocumentCreateIcon(), rename)),
		sq(IconButton(theme.UploadIcon(), export)),
		sq(IconButton(theme.DeleteIcon(), del)),
	)
	return Card(container.NewVBox(name, Quiet(detail), container.NewHBox(actions...)))
}

// AskRename asks for a new title, starting from current, and saves it; an
// empty title is ignored, a failure shown.
func (u *UI) AskRename(heading, current string, save func(title string) error) {
	e := widget.NewEntry()
	e.SetText(current)
	d := u.NewSheet(heading, Tall(e))
	ok := d.WithCancelOK(u.Loc.T("common.rename"), func() {
		title := strings.TrimSpace(e.Text)
		if title == "" {
			return
		}
		if err := save(title); err != nil {
			u.ShowError(err)
			return
		}
		u.Show()
	})
	e.OnSubmitted = func(string) { ok.OnTapped() }
	d.Show()
	u.Win.Canvas().Focus(e)
}

// ConfirmDelete asks before del removes a row; a failure is shown.
func (u *UI) ConfirmDelete(heading, body string, del func() error) {
	u.Confirm(heading, body, u.Loc.T("common.delete"), true, func() {
		if err := del(); err != nil {
			u.ShowError(err)
			return
		}
		u.Show()
	})
}
