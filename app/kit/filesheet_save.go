package kit

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ShowSaveSheet asks where to save a file, name suggested, and hands write
// a writer for it that puts the file on disk whole or not at all; once it
// is written the sheet closes and saved (if any) hears where it went. A
// file there already is replaced only once the person says so. When write
// fails the reason shows in the sheet, which stays open for another place,
// and the place is left as it was.
func (u *UI) ShowSaveSheet(pick FilePick, name string, write func(w fyne.URIWriteCloser) error, saved func(path string)) {
	entry := widget.NewEntry()
	entry.SetText(name)
	b := u.newFileBrowser(pick, Quiet(u.Loc.T("app.files.name")), Tall(entry))
	var sh *Sheet
	save := func() {
		target, why := u.saveTarget(b.dir, entry.Text, pick.Exts)
		if why != "" {
			b.say(why)
			return
		}
		put := func() {
			// The kit's own all-or-nothing writer, whatever the "file"
			// repository is: a failure leaves the old file whole.
			if err := write(&atomicWriter{uri: storage.NewFileURI(target)}); err != nil {
				b.say(u.ErrText(err))
				return
			}
			// Closed first: a dialog that closes takes those above it along.
			sh.Hide()
			if saved != nil {
				saved(target)
			}
		}
		if st, err := os.Stat(target); err == nil && !st.IsDir() {
			u.Confirm(u.Loc.T("app.files.replace_title"), u.Loc.T("app.files.replace_body", "Name", filepath.Base(target)),
				u.Loc.T("app.files.replace"), true, put)
			return
		}
		put()
	}
	b.onFile = func(path string) { entry.SetText(filepath.Base(path)) }
	entry.OnSubmitted = func(string) { save() }
	sh = u.NewSheet(pick.Title, b)
	sh.Tall().WithCancel(Primary(pick.Confirm, theme.DocumentSaveIcon(), save)).Show()
	u.Win.Canvas().Focus(entry)
}

// saveTarget is the file name typed, in dir, given the first of exts when
// it has none of them; or why it cannot be saved under that name.
func (u *UI) saveTarget(dir, name string, exts []string) (target, why string) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", u.Loc.T("app.files.err.no_name")
	case strings.ContainsAny(name, "/\\\x00"):
		return "", u.Loc.T("app.files.err.bad_name")
	}
	if !hasExt(name, exts) {
		name += exts[0]
	}
	target = filepath.Join(dir, name)
	if isFolder(target) {
		return "", u.Loc.T("app.files.err.is_folder")
	}
	return target, ""
}
