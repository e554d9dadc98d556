package app

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// jsonFiles limits file dialogs to Skald's JSON exports.
var jsonFiles = storage.NewExtensionFileFilter([]string{".json"})

// saveFile asks where to save, writes what data returns there, then says where
// it went.
func (u *UI) saveFile(name string, data func() ([]byte, error)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		if err := writeAll(w, data); err != nil {
			u.showError(err)
			return
		}
		u.info(u.loc.T("app.files.saved_title"), u.loc.T("app.files.saved", "Path", w.URI().Path()))
	}, u.win)
	d.SetFileName(name)
	d.SetFilter(jsonFiles)
	u.dress(d, u.loc.T("app.files.save_title"), u.loc.T("common.save"))
	d.Show()
}

// openFile asks for a file and hands its content to use.
func (u *UI) openFile(use func(data []byte)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError(err)
			return
		}
		if r == nil {
			return // cancelled
		}
		data, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			u.showError(err)
			return
		}
		use(data)
	}, u.win)
	d.SetFilter(jsonFiles)
	u.dress(d, u.loc.T("app.files.open_title"), u.loc.T("app.files.open"))
	d.Show()
}

// dress puts the UI's language and the window's size on a file dialog.
func (u *UI) dress(d *dialog.FileDialog, title, confirm string) {
	d.SetTitleText(title)
	d.SetConfirmText(confirm)
	d.SetDismissText(u.loc.T("common.cancel"))
	size := u.win.Canvas().Size()
	if size.Width > 0 {
		d.Resize(dialogSize(u.win, size.Width, size.Height))
	}
}

// writeAll writes data's bytes to w and closes it; the first failure wins.
func writeAll(w io.WriteCloser, data func() ([]byte, error)) error {
	b, err := data()
	if err != nil {
		w.Close()
		return err
	}
	_, err = w.Write(b)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}
