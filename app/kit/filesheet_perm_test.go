//go:build linux

package kit

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
)

// asNobody runs f with the file permissions of an ordinary user: as root
// (a CI container), through this thread's file-system user, which a
// folder's mode then binds; otherwise as it is. f must not start
// goroutines that touch files.
func asNobody(t *testing.T, f func()) {
	t.Helper()
	if os.Geteuid() != 0 {
		f()
		return
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	syscall.RawSyscall(syscall.SYS_SETFSUID, 65534, 0, 0)
	defer syscall.RawSyscall(syscall.SYS_SETFSUID, 0, 0, 0)
	f()
}

// openFolder makes dir and its parents up to the test's temporary root
// open to an ordinary user, as a home folder is.
func openFolder(t *testing.T, dir string) {
	t.Helper()
	for d := dir; d != "/" && d != os.TempDir(); d = filepath.Dir(d) {
		os.Chmod(d, 0o755)
	}
}

// A folder Skald may not read says so in its place, in words; the way up
// and the places stay.
func TestFileSheetUnreadableFolder(t *testing.T) {
	u := fileUI(t, "fr", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	mkdirs(t, dir, "fermé")
	openFolder(t, dir)
	if err := os.Chmod(filepath.Join(dir, "fermé"), 0o000); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(filepath.Join(dir, "fermé"), 0o755) })
	asNobody(t, func() {
		u.ShowOpenSheet(FilePick{Title: "t", Confirm: "Ouvrir", Exts: []string{".json"}, Folder: dir}, func(fyne.URIReadCloser) {})
		b := browserOnTop(t, u)
		tapRow(t, b, "fermé")
		up := u.Loc.T("app.files.up")
		if want := []string{up, u.Loc.T("app.files.err.unreadable_folder")}; !slices.Equal(rowTexts(b), want) {
			t.Fatalf("an unreadable folder lists %q, want %q", rowTexts(b), want)
		}
		tapRow(t, b, up)
		if b.dir != dir {
			t.Errorf("Up from the unreadable folder shows %s", b.dir)
		}
	})
}

// A save into a folder Skald may not write says why in the sheet, which
// stays open, and leaves the folder as it was: the old file whole, nothing
// beside it.
func TestSaveSheetWriteError(t *testing.T) {
	u := fileUI(t, "fr", "", fyne.NewSize(1280, 800))
	dir := t.TempDir()
	writeFiles(t, dir, "partie.json")
	openFolder(t, dir)
	os.Chmod(filepath.Join(dir, "partie.json"), 0o666)
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	asNobody(t, func() {
		u.ShowSaveSheet(FilePick{Title: "t", Confirm: "Enregistrer", Exts: []string{".json"}, Folder: dir}, "partie.json", func(w fyne.URIWriteCloser) error {
			return WriteAll(w, func() ([]byte, error) { return []byte("new"), nil })
		}, nil)
		tapText(t, u, "Enregistrer")
		tapText(t, u, u.Loc.T("app.files.replace"))
		b := browserOnTop(t, u)
		if want := u.Loc.T("app.files.err.unwritable"); b.status.Text != want || !b.status.Visible() {
			t.Errorf("the sheet says %q (shown: %v), want %q", b.status.Text, b.status.Visible(), want)
		}
	})
	if b, _ := os.ReadFile(filepath.Join(dir, "partie.json")); string(b) != "old partie.json" {
		t.Errorf("the old file holds %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d entries, want 1", len(entries))
	}
}
