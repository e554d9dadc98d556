package app

import (
	"bytes"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

// openErrorEnv shows the open-failure window for what opening path says, and
// returns an Env over it and what opened once a button opened a store.
func openErrorEnv(t *testing.T, e *kittest.Env, path string) (*kittest.Env, *opened) {
	t.Helper()
	_, _, err := tracker.Open(path)
	if err == nil {
		t.Fatal("the database opened")
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(kittest.PhoneSize)
	got := &opened{}
	ShowOpenError(e.A, w, path, "0.1.0", err, func(s *tracker.Store, rec *tracker.Recovered) {
		t.Cleanup(func() { s.Close() })
		got.store, got.rec = s, rec
	})
	return &kittest.Env{T: t, A: e.A, W: w}, got
}

type opened struct {
	store *tracker.Store
	rec   *tracker.Recovered
}

// A second Skald on a database in use says so in words and offers to open it
// read-only; read-only, every screen says so, and an action is refused in
// words.
func TestSecondSkaldOffersReadOnly(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess, err := seed.QaSession(e.Store, "Saturday", 1)
	if err != nil {
		t.Fatal(err)
	}
	w2, got := openErrorEnv(t, e, e.Path)
	w2.MustShow("Skald is already open")
	w2.MustShow(e.Path)
	w2.MustShow("Another Skald has the database " + e.Path + " open. Only one may write to it at a time, so that no action is lost.")
	if w2.Button("Rename it aside and start afresh") != nil {
		t.Fatal("a database in use offered to be moved aside")
	}
	w2.Tap("Open read-only")
	if got.store == nil {
		t.Fatal("nothing opened")
	}
	if ro, _ := got.store.ReadOnly(); !ro {
		t.Fatal("the second Skald opened for writing")
	}
	w3 := test.NewTempWindow(t, nil)
	w3.Resize(kittest.PhoneSize)
	e3 := &kittest.Env{T: t, A: e.A, W: w3, U: kit.New(e.A, w3, got.store), Store: got.store, Path: e.Path}
	e3.U.ShowHome()
	banner := "Read-only: another Skald has this database open. You can look, but nothing can be changed."
	e3.MustShow(banner)
	e3.MustShow("Saturday")
	if err := e3.U.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e3.MustShow(banner)
	err = e3.Frame().Sess.Undo()
	if e3.U.ErrText(err) != "This database is open read-only: nothing can be changed." {
		t.Fatalf("an action read-only: %v", err)
	}
	// A setting chosen read-only holds for this run, and leaves the settings
	// file the writing Skald reads alone.
	e3.U.SetLanguage("fr")
	if e3.U.Loc.Lang() != "fr" {
		t.Fatal("the language did not change")
	}
	if got := kit.LoadSettings(kit.SettingsPath(e.Path), nil).String(kit.PrefLanguage, ""); got != "" {
		t.Fatalf("the read-only Skald wrote the settings file: %q", got)
	}
	// The first Skald writes on, unharmed.
	if err := sess.Undo(); err != nil {
		t.Fatal(err)
	}
}

// A file that is not a Skald database is only renamed aside once the person
// says so; until then it is left as it is.
func TestNotSkaldFileAsksFirst(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	path := filepath.Join(t.TempDir(), "notes.txt")
	text := []byte("shopping list, given to --db by mistake")
	os.WriteFile(path, text, 0o644)
	w2, got := openErrorEnv(t, e, path)
	w2.MustShow("This is not a Skald database")
	if b, _ := os.ReadFile(path); !bytes.Equal(b, text) {
		t.Fatal("the file changed before anyone was asked")
	}
	w2.Tap("Rename it aside and start afresh")
	if got.store == nil || got.rec == nil {
		t.Fatal("nothing opened")
	}
	if b, _ := os.ReadFile(got.rec.MovedTo); !bytes.Equal(b, text) {
		t.Fatal("the file was not kept intact")
	}
}

// A database from a newer Skald is left alone: the window names the version
// and offers neither to move it nor to open it.
func TestNewerDatabaseWindow(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	path := filepath.Join(t.TempDir(), "skald.db")
	s, _, err := tracker.OpenWith(path, tracker.Options{Version: "9.2.0"})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	db.Exec(`PRAGMA user_version = 99`)
	db.Close()
	before, _ := os.ReadFile(path)
	w2, got := openErrorEnv(t, e, path)
	w2.MustShow("This database comes from a newer Skald")
	w2.MustShow("This database was made by Skald 9.2.0, a newer version than this one. It was left exactly as it is.")
	for _, b := range []string{"Open read-only", "Rename it aside and start afresh"} {
		if w2.Button(b) != nil {
			t.Fatalf("a newer database offers %q", b)
		}
	}
	w2.MustShow("Open another database…")
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) || got.store != nil {
		t.Fatal("the newer database was changed or opened")
	}
}

// Settings belong to their database: a second database (another --db) keeps
// its own, and neither writes the preferences they would share.
func TestSettingsBelongToTheirDatabase(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.SetLanguage("fr")
	other, _, err := tracker.Open(filepath.Join(t.TempDir(), "other.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	u2 := kit.New(e.A, test.NewTempWindow(t, nil), other)
	if u2.Loc.Lang() != "en" {
		t.Fatalf("the other database took this one's language: %s", u2.Loc.Lang())
	}
	u2.SetPref(kit.PrefTheme, "dark")
	if e.U.Pref(kit.PrefTheme, "system") != "system" {
		t.Fatal("a theme chosen for the other database changed this one's")
	}
	if again := kit.New(e.A, test.NewTempWindow(t, nil), e.Store); again.Loc.Lang() != "fr" {
		t.Fatalf("this database's language was not kept: %s", again.Loc.Lang())
	}
}

// The same game opened again (from its campaign, over the game screen that
// shows it) is the same Session: the two screens never write over each other.
func TestSameGameIsOneSession(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Open(seed.QaSession(e.Store, "Saturday", 1))
	first := e.Frame().Sess
	e.U.OpenInPlace(sess.Info().ID)
	if e.Frame().Sess != first {
		t.Fatal("the game opened in place is a second Session of the same game")
	}
	if err := e.Frame().Sess.Undo(); err != nil {
		t.Fatal(err)
	}
	e.U.Back()
	if err := e.Frame().Sess.Redo(); err != nil {
		t.Fatalf("the first screen's session is behind: %v", err)
	}
}

// An export goes to disk whole or not at all: until the writer closes, the
// file there keeps its old content, and a failed export leaves it as it was.
func TestExportWrittenWhole(t *testing.T) {
	test.NewTempApp(t)
	kit.InstallAtomicFiles()
	path := filepath.Join(t.TempDir(), "export.json")
	os.WriteFile(path, []byte("the previous export"), 0o644)
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte("the new export"))
	if b, _ := os.ReadFile(path); string(b) != "the previous export" {
		t.Fatalf("the target was changed before the writer closed: %q", b)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "the new export" {
		t.Fatalf("after Close: %q", b)
	}
	w, _ = storage.Writer(storage.NewFileURI(path))
	if err := kit.WriteAll(w, func() ([]byte, error) { return nil, errors.New("the export failed") }); err == nil {
		t.Fatal("no error")
	}
	if b, _ := os.ReadFile(path); string(b) != "the new export" {
		t.Fatalf("a failed export changed the file: %q", b)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("files left beside the export: %d", len(entries))
	}
}
