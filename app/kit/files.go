package kit

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"skald/tracker"
)

// jsonFiles limits file dialogs to Skald's JSON exports.
var jsonFiles = []string{".json"}

// SaveFile asks where to save, writes what data returns there, then says where
// it went.
func (u *UI) SaveFile(name string, data func() ([]byte, error)) {
	u.saveFile(name, jsonFiles, data)
}

// saveFile is SaveFile for the kinds of file exts names (a JSON export, a
// summary's PNG or PDF). A desktop asks in Skald's own sheet, where a
// failure shows and another place can be picked; a phone opens the
// system's picker.
func (u *UI) saveFile(name string, exts []string, data func() ([]byte, error)) {
	pick := FilePick{Title: u.Loc.T("app.files.save_title"), Confirm: u.Loc.T("common.save"), Exts: exts}
	if !fyne.CurrentDevice().IsMobile() {
		u.ShowSaveSheet(pick, name, func(w fyne.URIWriteCloser) error { return WriteAll(w, data) }, func(path string) {
			u.Info(u.Loc.T("app.files.saved_title"), u.Loc.T("app.files.saved", "Path", path))
		})
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if !u.picked(err, w != nil) {
			return
		}
		if err := WriteAll(w, data); err != nil {
			u.ShowError(err)
			return
		}
		u.Info(u.Loc.T("app.files.saved_title"), u.Loc.T("app.files.saved", "Path", w.URI().Path()))
	}, u.Win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	u.dress(d, pick.Title, pick.Confirm)
}

// OpenFile asks for an export file and hands its content to use.
func (u *UI) OpenFile(use func(data []byte)) {
	read := func(r fyne.URIReadCloser, err error) {
		if !u.picked(err, r != nil) {
			return
		}
		data, err := tracker.ReadImport(r) // never more than an import may hold
		r.Close()
		if err != nil {
			u.ShowError(err)
			return
		}
		use(data)
	}
	pick := FilePick{Title: u.Loc.T("app.files.open_title"), Confirm: u.Loc.T("app.files.open"), Exts: jsonFiles}
	u.PickFile(pick, read)
}

// PickFile asks for a file as pick says and hands it to use, or the error
// that kept it from being opened (a cancel hands nothing): in Skald's own
// sheet on a desktop, in the system's picker on a phone.
func (u *UI) PickFile(pick FilePick, use func(r fyne.URIReadCloser, err error)) {
	if !fyne.CurrentDevice().IsMobile() {
		u.ShowOpenSheet(pick, func(r fyne.URIReadCloser) { use(r, nil) })
		return
	}
	d := dialog.NewFileOpen(use, u.Win)
	if len(pick.Exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(pick.Exts))
	}
	u.dress(d, pick.Title, pick.Confirm)
}

// picked says whether a file dialog came back with a file (got): a failure
// is shown, a cancel passes quietly.
func (u *UI) picked(err error, got bool) bool {
	if err != nil {
		u.ShowError(err)
		return false
	}
	return got
}

// dress puts the UI's language on a file dialog, shows it, and sizes it to
// the window. Fyne 2.8's FileDialog.Resize reads the dialog's own window,
// which exists only once it is shown (before, it panics); a phone shows the
// system's picker instead, which has none and sizes itself.
func (u *UI) dress(d *dialog.FileDialog, title, confirm string) {
	d.SetTitleText(title)
	d.SetConfirmText(confirm)
	d.SetDismissText(u.Loc.T("common.cancel"))
	d.Show()
	if fyne.CurrentDevice().IsMobile() {
		return
	}
	size := u.Win.Canvas().Size()
	if size.Width > 0 {
		d.Resize(dialogSize(u.Win, size.Width, size.Height))
	}
}

// WriteAll writes data's bytes to w and closes it; the first failure wins.
// When data fails, a writer that can (the atomic one for local files) drops
// everything, so the file that was there stays.
func WriteAll(w io.WriteCloser, data func() ([]byte, error)) error {
	b, err := data()
	if err != nil {
		if a, ok := w.(interface{ Abort() }); ok {
			a.Abort()
			return err
		}
		w.Close()
		return err
	}
	_, err = w.Write(b)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}
