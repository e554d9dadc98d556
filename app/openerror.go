package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/i18n"
	"skald/tracker"
)

// Start opens the database at path and runs Skald over it until its window
// closes. version is the app's own, written into the database. When the
// database does not open as it is, a window of its own says why in words and
// offers what can be done: look at it read-only while another Skald has it,
// move aside a file that is not a Skald database (only when the person says
// so), or open another file; or quit.
func Start(a fyne.App, path, version string) {
	kit.InstallAtomicFiles()
	store, rec, err := tracker.OpenWith(path, tracker.Options{Version: version})
	if err == nil {
		Run(a, store, rec)
		return
	}
	w := a.NewWindow("Skald")
	w.SetMaster()
	w.Resize(fyne.NewSize(640, 420))
	ShowOpenError(a, w, path, version, err, func(store *tracker.Store, rec *tracker.Recovered) {
		showMain(a, store, rec)
		w.Close()
	})
	w.ShowAndRun()
}

// ShowOpenError fills w with what went wrong opening the database at path,
// and the ways on. Once a database opens, opened gets it.
func ShowOpenError(a fyne.App, w fyne.Window, path, version string, err error, opened func(*tracker.Store, *tracker.Recovered)) {
	// Said on the console too: for the logs, and the smoke test.
	fmt.Fprintf(os.Stderr, "skald: the database did not open: %s: %v\n", path, err)
	u := &kit.UI{App: a, Win: w, Settings: kit.LoadSettings(kit.SettingsPath(path), a.Preferences())}
	u.Loc = i18n.New(i18n.Resolve(u.Pref(kit.PrefLanguage, "system"), kit.SystemLocale()))
	u.ApplyTheme()
	w.SetTitle(u.Loc.T("app.open_failed.window"))
	try := func(p string, o tracker.Options) {
		o.Version = version
		store, rec, err := tracker.OpenWith(p, o)
		if err != nil {
			ShowOpenError(a, w, p, version, err, opened)
			return
		}
		opened(store, rec)
	}
	another := kit.NewButton(u.Loc.T("app.open_failed.another"), theme.FolderOpenIcon(), func() {
		pick := kit.FilePick{Title: u.Loc.T("app.files.open_db_title"), Confirm: u.Loc.T("app.files.open"), Folder: filepath.Dir(path), Base: path}
		u.PickFile(pick, func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				return
			}
			p := r.URI().Path()
			r.Close()
			try(p, tracker.Options{})
		})
	})
	quit := kit.NewButton(u.Loc.T("app.open_failed.quit"), theme.WindowCloseIcon(), a.Quit)

	title, hint := "app.open_failed.title", "app.open_failed.hint"
	var actions []fyne.CanvasObject
	switch {
	case errors.Is(err, tracker.ErrLocked):
		title, hint = "app.open_failed.locked_title", "app.open_failed.locked_hint"
		actions = append(actions, kit.Primary(u.Loc.T("app.open_failed.read_only"), theme.VisibilityIcon(), func() {
			try(path, tracker.Options{ReadOnly: true})
		}))
	case errors.Is(err, tracker.ErrNotSkald):
		title, hint = "app.open_failed.not_skald_title", "app.open_failed.not_skald_hint"
		aside := kit.NewButton(u.Loc.T("app.open_failed.set_aside"), theme.DocumentCreateIcon(), func() {
			try(path, tracker.Options{SetAside: true})
		})
		aside.Importance = widget.DangerImportance
		actions = append(actions, another, aside)
	case errors.Is(err, tracker.ErrNewer):
		title, hint = "app.open_failed.newer_title", "app.open_failed.newer_hint"
		actions = append(actions, another)
	default:
		actions = append(actions, another)
	}
	actions = append(actions, quit)
	items := []fyne.CanvasObject{
		container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, kit.Heading(u.Loc.T(title))),
		kit.WrapLabel(u.Loc.T("app.open_failed.body", "Path", path)),
		kit.WrapLabel(u.ErrText(err)),
		kit.Quiet(u.Loc.T(hint)),
	}
	for _, b := range actions {
		items = append(items, kit.Tall(b))
	}
	w.SetContent(container.NewVScroll(container.NewPadded(container.NewVBox(items...))))
}
