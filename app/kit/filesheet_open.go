package kit

import (
	"errors"
	"io/fs"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
)

// ShowOpenSheet asks for a file of the kinds pick names and hands open a
// reader of it. A file that cannot be read says so in the sheet, which stays
// open for another.
func (u *UI) ShowOpenSheet(pick FilePick, open func(r fyne.URIReadCloser)) {
	b := u.newFileBrowser(pick)
	var sh *Sheet
	ok := Primary(pick.Confirm, theme.FolderOpenIcon(), func() {
		if b.picked == "" {
			return
		}
		r, err := storage.Reader(storage.NewFileURI(b.picked))
		if err != nil {
			b.say(u.fileErrText(err))
			return
		}
		sh.Hide()
		open(r)
	})
	// Open waits for a file to be tapped in the folder shown.
	ok.Disable()
	b.onFile = func(string) { ok.Enable() }
	b.moved = ok.Disable
	sh = u.NewSheet(pick.Title, b)
	sh.Tall().WithCancel(ok).Show()
}

// fileErrText says why a file picked cannot be opened.
func (u *UI) fileErrText(err error) string {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return u.Loc.T("app.files.err.unreadable_file")
	case errors.Is(err, fs.ErrNotExist):
		return u.Loc.T("app.files.err.missing_file")
	}
	return u.ErrText(err)
}
