package main

import (
	"bytes"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mattn/go-sqlite3"

	"skald/tracker"
)

// Every edge case of --db: what the command line makes of it, then what
// opening it does. Nothing is ever renamed or changed without asking.
func TestDBFlagEdgeCases(t *testing.T) {
	t.Setenv("LC_ALL", "en_US.UTF-8")
	dir := t.TempDir()
	t.Chdir(dir)
	def := filepath.Join(dir, "default", "skald.db")
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	other := filepath.Join(dir, "other.sqlite")
	db, err := sql.Open("sqlite3", other)
	if err != nil {
		t.Fatal(err)
	}
	db.Exec(`CREATE TABLE notes (text TEXT)`)
	db.Close()
	newer := filepath.Join(dir, "newer.db")
	if s, _, err := tracker.Open(newer); err == nil {
		s.Close()
	}
	db, _ = sql.Open("sqlite3", newer)
	db.Exec(`PRAGMA user_version = 99`)
	db.Close()
	inUse := filepath.Join(dir, "in-use.db")
	holder, _, err := tracker.Open(inUse)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	os.Mkdir(filepath.Join(dir, "a-folder"), 0o755)

	for _, c := range []struct {
		name    string
		args    []string
		refused string // what the command line says when it refuses
		path    string // the path it gives otherwise
		open    error  // what opening it gives (nil: it opens)
		openID  string // or the message of a plain failure
	}{
		{name: "no --db: the usual file, its folder made", args: nil, path: def},
		{name: "--db \"\"", args: []string{"--db", ""}, refused: "--db needs the path of a database file"},
		{name: "--db=\"  \"", args: []string{"--db=  "}, refused: "--db needs the path of a database file"},
		{name: "--db with no value", args: []string{"--db"}, refused: "flag needs an argument"},
		{name: "a stray argument", args: []string{"--db", "x.db", "y.db"}, refused: "Unexpected argument “y.db”"},
		{name: "a relative path is made absolute", args: []string{"--db", "rel.db"}, path: filepath.Join(dir, "rel.db")},
		{name: "a path in a folder that does not exist yet", args: []string{"--db", filepath.Join(dir, "new", "deep", "s.db")},
			path: filepath.Join(dir, "new", "deep", "s.db")},
		{name: "a folder", args: []string{"--db", filepath.Join(dir, "a-folder")}, path: filepath.Join(dir, "a-folder"),
			openID: "tracker.err.is_folder"},
		{name: "a text file", args: []string{"--db", write("notes.txt", []byte("my notes"))}, path: filepath.Join(dir, "notes.txt"),
			open: tracker.ErrNotSkald},
		{name: "another program's SQLite database", args: []string{"--db", other}, path: other, open: tracker.ErrNotSkald},
		{name: "an empty file", args: []string{"--db", write("empty.db", nil)}, path: filepath.Join(dir, "empty.db")},
		{name: "a database from a newer Skald", args: []string{"--db", newer}, path: newer, open: tracker.ErrNewer},
		{name: "a database another Skald has open", args: []string{"--db", inUse}, path: inUse, open: tracker.ErrLocked},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			got, ok := dbPath(c.args, def, &out)
			if c.refused != "" {
				if ok || !strings.Contains(out.String(), c.refused) {
					t.Fatalf("not refused as it should be: %q, %v; said %q", got, ok, out.String())
				}
				return
			}
			if !ok || got != c.path {
				t.Fatalf("path %q (%v), want %q; said %q", got, ok, c.path, out.String())
			}
			before := snapshot(t, dir)
			s, rec, err := tracker.OpenWith(got, tracker.Options{Version: "0.1.0"})
			if err == nil {
				s.Close()
			}
			if rec != nil {
				t.Fatalf("something was set aside: %+v", rec)
			}
			var te *tracker.Error
			switch {
			case c.open != nil:
				if !errors.Is(err, c.open) {
					t.Fatalf("open: %v, want %v", err, c.open)
				}
			case c.openID != "":
				if !errors.As(err, &te) || te.Msg.ID != c.openID {
					t.Fatalf("open: %v, want %s", err, c.openID)
				}
			case err != nil:
				t.Fatalf("open: %v", err)
			}
			if c.openID == "tracker.err.is_folder" {
				if _, err := os.Stat(got + ".lock"); err == nil {
					t.Fatal("a lock file was made beside the folder")
				}
			}
			if err != nil {
				// Whatever was there is as it was.
				after := snapshot(t, dir)
				for name, data := range before {
					if !bytes.Equal(after[name], data) {
						t.Fatalf("%s changed", name)
					}
				}
			}
		})
	}
}

// snapshot is every regular file under dir with its content (the lock
// files, which only ever exist empty, aside).
func snapshot(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && !strings.HasSuffix(p, ".lock") {
			b, _ := os.ReadFile(p)
			out[p] = b
		}
		return nil
	})
	return out
}

func TestVersionFromFyneApp(t *testing.T) {
	if v := version(fyneApp); v == "" || strings.ContainsAny(v, `" `) {
		t.Fatalf("version %q", v)
	}
}
