package kit

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/tracker"
)

// fileUI is a UI over a real store in a temporary folder, in lang at size,
// the text at the size given (normal when "").
func fileUI(t *testing.T, lang, text string, size fyne.Size) *UI {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(PrefLanguage, lang)
	if text != "" {
		a.Preferences().SetString(PrefTextSize, text)
	}
	store, _, err := tracker.Open(filepath.Join(t.TempDir(), "skald.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	w := test.NewTempWindow(t, nil)
	w.Resize(size)
	return New(a, w, store)
}

// walkAll visits everything under o, widgets through their renderers.
func walkAll(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walkAll(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walkAll(c, visit)
		}
	}
}

// browserOnTop is the file sheet's content in the dialog on top.
func browserOnTop(t *testing.T, u *UI) *fileBrowser {
	t.Helper()
	var b *fileBrowser
	for _, o := range u.Win.Canvas().Overlays().List() {
		walkAll(o, func(o fyne.CanvasObject) {
			if x, ok := o.(*fileBrowser); ok {
				b = x
			}
		})
	}
	if b == nil {
		t.Fatal("no file sheet open")
	}
	return b
}

// rowTexts are the names the sheet lists, in order, with what stands in
// for entries (an empty folder, one that cannot be read).
func rowTexts(b *fileBrowser) []string {
	var out []string
	for _, o := range b.rows.Objects {
		switch x := o.(type) {
		case *fileRow:
			out = append(out, x.Text())
		case *widget.Label:
			out = append(out, x.Text)
		case *Label:
			out = append(out, x.Text)
		}
	}
	return out
}

// tapRow taps the sheet's row named name.
func tapRow(t *testing.T, b *fileBrowser, name string) {
	t.Helper()
	for _, o := range b.rows.Objects {
		if r, ok := o.(*fileRow); ok && r.Text() == name {
			test.Tap(r.button)
			return
		}
	}
	t.Fatalf("no row %q in %q", name, rowTexts(b))
}

// tapText taps the button saying text in the dialog on top.
func tapText(t *testing.T, u *UI, text string) {
	t.Helper()
	top := u.Win.Canvas().Overlays().Top()
	var found *widget.Button
	walkAll(top, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q in the dialog on top", text)
	}
	if found.Disabled() {
		t.Fatalf("button %q is disabled", text)
	}
	test.Tap(found)
}

// shows reports whether the dialog on top shows text.
func shows(u *UI, text string) bool {
	found := false
	walkAll(u.Win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			found = found || x.Text == text
		case *Label:
			found = found || x.Text == text
		case *widget.Button:
			found = found || x.Text == text
		}
	})
	return found
}

func mkdirs(t *testing.T, root string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.MkdirAll(filepath.Join(root, n), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

func writeFiles(t *testing.T, root string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(root, n), []byte("old "+n), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// The open sheet lists a real folder: the way up, its folders, then its
// files of the kinds asked, each by name as a person sorts them, hidden
// ones left out; a folder tapped is listed in turn, and the Up row goes
// back. Open waits for a file, and hands it over.
func TestFileSheetListsAndGoesUp(t *testing.T) {
	u := fileUI(t, "en", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	mkdirs(t, dir, "beta", "Alpha", ".hidden")
	writeFiles(t, dir, "x.json", "notes.txt", "Z.JSON", ".secret.json")
	var got string
	u.ShowOpenSheet(FilePick{Title: "Import a file", Confirm: "Open", Exts: []string{".json"}, Folder: dir}, func(r fyne.URIReadCloser) {
		got = r.URI().Path()
		r.Close()
	})
	b := browserOnTop(t, u)
	up := u.Loc.T("app.files.up")
	if want := []string{up, "Alpha", "beta", "x.json", "Z.JSON"}; !slices.Equal(rowTexts(b), want) {
		t.Fatalf("rows %q, want %q", rowTexts(b), want)
	}
	if !strings.HasSuffix(b.path.Text, " / "+filepath.Base(dir)) {
		t.Errorf("path %q does not end in the folder's name", b.path.Text)
	}
	tapRow(t, b, "Alpha")
	if b.dir != filepath.Join(dir, "Alpha") {
		t.Fatalf("tapping Alpha shows %s", b.dir)
	}
	if want := []string{up, u.Loc.T("app.files.empty", "Kinds", ".json")}; !slices.Equal(rowTexts(b), want) {
		t.Errorf("an empty folder lists %q, want %q", rowTexts(b), want)
	}
	tapRow(t, b, up)
	if b.dir != dir {
		t.Fatalf("Up from Alpha shows %s, want %s", b.dir, dir)
	}
	open := func() *widget.Button {
		var ok *widget.Button
		walkAll(u.Win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
			if x, is := o.(*widget.Button); is && x.Text == "Open" {
				ok = x
			}
		})
		return ok
	}
	if !open().Disabled() {
		t.Error("Open is enabled before a file is picked")
	}
	tapRow(t, b, "x.json")
	tapText(t, u, "Open")
	if want := filepath.Join(dir, "x.json"); got != want {
		t.Errorf("opened %q, want %q", got, want)
	}
	if u.Win.Canvas().Overlays().Top() != nil {
		t.Error("the sheet stays open after Open")
	}
}

// A file that is there already is replaced only once the person says so:
// "no" keeps the old file and the sheet, "Replace" writes the new one
// whole and closes the sheet. A name typed without its kind gets it.
func TestSaveSheetAsksBeforeReplacing(t *testing.T) {
	u := fileUI(t, "fr", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	writeFiles(t, dir, "partie.json")
	target := filepath.Join(dir, "partie.json")
	writes := 0
	u.ShowSaveSheet(FilePick{Title: "t", Confirm: "Enregistrer", Exts: []string{".json"}, Folder: dir}, "partie", func(w fyne.URIWriteCloser) error {
		writes++
		return WriteAll(w, func() ([]byte, error) { return []byte("new"), nil })
	}, nil)
	tapText(t, u, "Enregistrer")
	if !shows(u, u.Loc.T("app.files.replace_body", "Name", "partie.json")) {
		t.Fatal("saving over a file asks nothing")
	}
	tapText(t, u, u.Loc.T("common.cancel"))
	if b, _ := os.ReadFile(target); string(b) != "old partie.json" || writes != 0 {
		t.Fatalf("after « Annuler »: %d writes, the file holds %q", writes, b)
	}
	if browserOnTop(t, u) == nil {
		t.Fatal("the save sheet closed on « Annuler »")
	}
	tapText(t, u, "Enregistrer")
	tapText(t, u, u.Loc.T("app.files.replace"))
	if b, _ := os.ReadFile(target); string(b) != "new" {
		t.Fatalf("after « Remplacer » the file holds %q", b)
	}
	if u.Win.Canvas().Overlays().Top() != nil {
		t.Error("the sheet stays open after a save")
	}
}

// A new file is saved at once; a tapped file gives its name; an empty name
// or one naming a folder is refused in the sheet, in words.
func TestSaveSheetNames(t *testing.T) {
	u := fileUI(t, "en", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	mkdirs(t, dir, "old.json")
	writeFiles(t, dir, "game.json")
	var saved []string
	u.ShowSaveSheet(FilePick{Title: "t", Confirm: "Save", Exts: []string{".json"}, Folder: dir}, "", func(w fyne.URIWriteCloser) error {
		saved = append(saved, w.URI().Path())
		return WriteAll(w, func() ([]byte, error) { return []byte("x"), nil })
	}, nil)
	b := browserOnTop(t, u)
	var entry *widget.Entry
	walkAll(b, func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			entry = e
		}
	})
	tapText(t, u, "Save")
	if !b.status.Visible() || b.status.Text != u.Loc.T("app.files.err.no_name") {
		t.Errorf("an empty name says %q", b.status.Text)
	}
	entry.SetText("old")
	tapText(t, u, "Save")
	if b.status.Text != u.Loc.T("app.files.err.is_folder") {
		t.Errorf("a folder's name says %q", b.status.Text)
	}
	tapRow(t, b, "game.json")
	if entry.Text != "game.json" {
		t.Errorf("tapping a file gives the name %q", entry.Text)
	}
	entry.SetText("new game")
	tapText(t, u, "Save")
	if want := []string{filepath.Join(dir, "new game.json")}; !slices.Equal(saved, want) {
		t.Errorf("saved %q, want %q", saved, want)
	}
}

// The export goes through the sheet on a desktop: written where it was
// asked, then said; a failure to make the export shows in the sheet and
// leaves the file there as it was.
func TestExportThroughSheet(t *testing.T) {
	u := fileUI(t, "en", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	writeFiles(t, dir, "skald-1.json")
	lastFolders[u] = dir
	u.SaveFile("skald-1.json", func() ([]byte, error) { return nil, errors.New("the store is gone") })
	tapText(t, u, "Save")
	tapText(t, u, u.Loc.T("app.files.replace"))
	b := browserOnTop(t, u)
	if want := u.ErrText(errors.New("the store is gone")); b.status.Text != want {
		t.Errorf("a failed export says %q, want %q", b.status.Text, want)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "skald-1.json")); string(got) != "old skald-1.json" {
		t.Errorf("a failed export left %q", got)
	}
	tapText(t, u, "Cancel")
	u.SaveFile("skald-2.json", func() ([]byte, error) { return []byte("export"), nil })
	tapText(t, u, "Save")
	if got, _ := os.ReadFile(filepath.Join(dir, "skald-2.json")); string(got) != "export" {
		t.Errorf("the export wrote %q", got)
	}
	if !shows(u, u.Loc.T("app.files.saved", "Path", filepath.Join(dir, "skald-2.json"))) {
		var texts []string
		for _, o := range u.Win.Canvas().Overlays().List() {
			walkAll(o, func(o fyne.CanvasObject) {
				if l, ok := o.(*widget.Label); ok {
					texts = append(texts, l.Text)
				}
			})
		}
		t.Errorf("the export does not say where it went: %q", texts)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("the folder holds %d files, want 2", len(entries))
	}
}

// Import through the sheet hands the file's content over.
func TestImportThroughSheet(t *testing.T) {
	u := fileUI(t, "en", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	writeFiles(t, dir, "a.json", "b.txt")
	lastFolders[u] = dir
	var got string
	u.OpenFile(func(data []byte) { got = string(data) })
	b := browserOnTop(t, u)
	if want := []string{u.Loc.T("app.files.up"), "a.json"}; !slices.Equal(rowTexts(b), want) {
		t.Fatalf("import lists %q, want %q", rowTexts(b), want)
	}
	tapRow(t, b, "a.json")
	tapText(t, u, u.Loc.T("app.files.open"))
	if got != "old a.json" {
		t.Errorf("imported %q", got)
	}
}

// At a phone's width with the largest text, in French, each sheet is no
// wider than the phone, its title wraps whole, its file-name field takes
// the sheet's width, its places do not crowd the folder's entries, and
// nothing says a word of English.
func TestFileSheetsFitAPhone(t *testing.T) {
	phone := fyne.NewSize(360, 640)
	for _, save := range []bool{true, false} {
		u := fileUI(t, "fr", "xlarge", phone)
		dir := t.TempDir()
		mkdirs(t, dir, "Campagnes")
		writeFiles(t, dir, "skald-campaign-althing-12.json")
		pick := FilePick{Exts: []string{".json"}, Folder: dir}
		if save {
			pick.Title, pick.Confirm = u.Loc.T("app.files.save_title"), u.Loc.T("common.save")
			u.ShowSaveSheet(pick, "skald-session-4.json", func(fyne.URIWriteCloser) error { return nil }, nil)
		} else {
			pick.Title, pick.Confirm = u.Loc.T("app.files.open_title"), u.Loc.T("app.files.open")
			u.ShowOpenSheet(pick, func(fyne.URIReadCloser) {})
		}
		top := u.Win.Canvas().Overlays().Top()
		walkAll(top, func(o fyne.CanvasObject) {
			if c, ok := o.(*fyne.Container); ok && c.Layout != nil {
				c.Layout.Layout(c.Objects, c.Size())
			}
		})
		if w := top.MinSize().Width; w > phone.Width {
			t.Errorf("save=%v: the sheet is %.0f wide on a %.0f phone", save, w, phone.Width)
		}
		b := browserOnTop(t, u)
		if b.Size().Width < phone.Width-60 {
			t.Errorf("save=%v: the sheet's content is %.0f wide", save, b.Size().Width)
		}
		if !shows(u, pick.Title) {
			t.Errorf("save=%v: the title is not shown whole", save)
		}
		walkAll(b, func(o fyne.CanvasObject) {
			if e, ok := o.(*widget.Entry); ok && e.Size().Width < b.Size().Width-10 {
				t.Errorf("the file-name field is %.0f wide in a sheet %.0f wide", e.Size().Width, b.Size().Width)
			}
		})
		if h := b.scroll.Size().Height; h < 3*TouchSize {
			t.Errorf("save=%v: the entries have %.0f px", save, h)
		}
		// The entries are in view whole, above the sheet's buttons: the
		// parts above them leave them the room, so the sheet itself need
		// not scroll (rows would then show under its buttons).
		d := fyne.CurrentApp().Driver()
		list := d.AbsolutePositionForObject(b.scroll).Y + b.scroll.Size().Height
		for _, label := range []string{u.Loc.T("common.cancel"), pick.Confirm} {
			walkAll(top, func(o fyne.CanvasObject) {
				if bt, ok := o.(*widget.Button); ok && bt.Text == label {
					if y := d.AbsolutePositionForObject(bt).Y; list > y+0.5 {
						t.Errorf("save=%v: the entries end at %.0f, below the top of %q at %.0f", save, list, label, y)
					}
				}
			})
		}
		for _, english := range []string{"Home", "Computer", "Overwrite?", "Parent folder", "Cancel", "Save", "Open"} {
			if shows(u, english) {
				t.Errorf("save=%v: the French sheet says %q", save, english)
			}
		}
	}
}
