package main

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"skald/app"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

// Skald's own file sheets (a desktop's; a phone opens the system's picker),
// over a home folder seeded beside the database: Documents with two
// folders, two exports and a text file the sheets do not list, and
// Downloads.
func init() {
	// Export: the save sheet, the export's name suggested.
	screens["files-save"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		return showSave(ui, store, "skald-session-4.json")
	}
	// Saving over an export that is there: asked first.
	screens["files-replace"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := showSave(ui, store, "skald-session-3.json"); err != nil {
			return err
		}
		settleCanvas(w.Canvas())
		return tap(w, ui.Localizer().T("common.save"))
	}
	// A name that cannot be a file's: the reason in the sheet.
	screens["files-error"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := showSave(ui, store, "partie/3"); err != nil {
			return err
		}
		settleCanvas(w.Canvas())
		return tap(w, ui.Localizer().T("common.save"))
	}
	// Import: the open sheet, an export picked.
	screens["files-open"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seedHome(store); err != nil {
			return err
		}
		app.ShowSessions(ui)
		ui.OpenFile(func([]byte) {})
		settleCanvas(w.Canvas())
		return tap(w, "skald-session-3.json")
	}
}

// showSave seeds the home folder and a session, and asks where to export
// it as name, as the sessions list does.
func showSave(ui *kit.UI, store *tracker.Store, name string) error {
	if err := seedHome(store); err != nil {
		return err
	}
	id, err := seedQa(store, "Mardi soir")
	if err != nil {
		return err
	}
	app.ShowSessions(ui)
	ui.SaveFile(name, func() ([]byte, error) { return store.Export(id) })
	if entryOnTop(ui) == nil {
		return fmt.Errorf("no file-name field")
	}
	return nil
}

// seedHome makes a home folder beside the store (removed with it) and
// makes it this process's home.
func seedHome(store *tracker.Store) error {
	home := filepath.Join(filepath.Dir(store.Path()), "home")
	docs := filepath.Join(home, "Documents")
	for _, d := range []string{"Campagnes", "Soirées de jeu"} {
		if err := os.MkdirAll(filepath.Join(docs, d), 0o755); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(filepath.Join(home, "Downloads"), 0o755); err != nil {
		return err
	}
	for _, f := range []string{"skald-session-3.json", "skald-campaign-althing-12.json", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(docs, f), []byte("{}"), 0o644); err != nil {
			return err
		}
	}
	os.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	return os.Setenv("HOME", home)
}

// entryOnTop is the first text field of the dialog on top.
func entryOnTop(ui *kit.UI) *widget.Entry {
	var e *widget.Entry
	top := ui.Window().Canvas().Overlays().Top()
	kittest.Walk(top, func(o fyne.CanvasObject) bool {
		e, _ = o.(*widget.Entry)
		return e != nil
	})
	return e
}
