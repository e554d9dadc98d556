package tracker

import (
	"bytes"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A file that is not a sound database is set aside byte for byte and a fresh
// database starts in its place.
func TestDamagedDatabaseIsSetAside(t *testing.T) {
	cases := map[string]struct {
		make  func(t *testing.T, path string) []byte
		cause string
	}{
		"garbage": {func(t *testing.T, path string) []byte {
			b := bytes.Repeat([]byte("not a database at all "), 500)
			os.WriteFile(path, b, 0o644)
			return b
		}, "tracker.damaged.not_db"},
		"truncated": {func(t *testing.T, path string) []byte {
			s, _, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			se := newTestSession(t, s)
			for i := 0; i < 300; i++ {
				mustDo(t, se, tgCmd{Add: 2})
			}
			s.w.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
			s.Close()
			b, _ := os.ReadFile(path)
			b = b[:len(b)/2+100] // cut mid-page
			os.WriteFile(path, b, 0o644)
			return b
		}, "tracker.damaged.corrupt"},
		"another program's database": {func(t *testing.T, path string) []byte {
			db, err := sql.Open("sqlite3", path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec(`CREATE TABLE sessions (name TEXT); INSERT INTO sessions VALUES ('not ours')`); err != nil {
				t.Fatal(err)
			}
			db.Close()
			b, _ := os.ReadFile(path)
			return b
		}, "tracker.damaged.not_db"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "skald.db")
			orig := c.make(t, path)
			// A file that is not Skald's moves only once the person agreed.
			s, rec, err := OpenWith(path, Options{SetAside: true})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if rec == nil {
				t.Fatal("damaged file not reported")
			}
			if rec.Cause.ID != c.cause {
				t.Fatalf("cause %s, want %s", rec.Cause.ID, c.cause)
			}
			if !strings.HasPrefix(rec.MovedTo, path+".damaged-") {
				t.Fatalf("moved to %s", rec.MovedTo)
			}
			kept, err := os.ReadFile(rec.MovedTo)
			if err != nil || !bytes.Equal(kept, orig) {
				t.Fatalf("original bytes not preserved (%v)", err)
			}
			// Checking it made nothing beside it: it had no -wal or -shm.
			if m, _ := filepath.Glob(rec.MovedTo + "-*"); len(m) != 0 {
				t.Fatalf("made beside the file set aside: %v", m)
			}
			// The fresh database works.
			se := newTestSession(t, s)
			mustDo(t, se, tgCmd{Add: 1})
			if list, _ := s.Sessions(""); len(list) != 1 {
				t.Fatalf("fresh database has %d sessions", len(list))
			}
		})
	}
}

// A database from an earlier schema is copied aside before a migration runs.
func TestMigrationTakesACopyFirst(t *testing.T) {
	path, id := beforeMigration(t)

	s2 := reopen(t, path)
	if v, _ := s2.version(); v != len(migrations) {
		t.Fatalf("schema %d", v)
	}
	backup := migrationCopy(path)
	b, _, err := Open(backup)
	if err != nil {
		t.Fatalf("no backup: %v", err)
	}
	// The copy is the old schema with the data in it (opening it migrates a copy of
	// the copy, so check the data only).
	list, _ := b.Sessions("")
	if len(list) != 1 || list[0].Actions != 1 {
		t.Fatalf("backup content %+v", list)
	}
	b.Close()
	again, err := s2.OpenSession(id)
	if err != nil || again.State().(tgState).Sum != 105 {
		t.Fatalf("migrated session: %v", err)
	}
}

// A full disk refuses the action with a clear message and leaves the log intact.
func TestDiskFullLeavesDataIntact(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 1})
	var pages int
	s.w.QueryRow(`PRAGMA page_count`).Scan(&pages)
	if _, err := s.w.Exec(`PRAGMA max_page_count = ` + strconv.Itoa(pages)); err != nil {
		t.Fatal(err)
	}
	var full error
	for i := 0; i < 5000 && full == nil; i++ {
		full = se.Do(tgCmd{Add: 1})
	}
	te, ok := full.(*Error)
	if !ok || te.Msg.ID != "tracker.err.disk_full" {
		t.Fatalf("want disk-full error, got %v", full)
	}
	before := stateJSON(t, se)
	n := se.HistoryLen()
	again := fresh(t, s, se.Info().ID)
	if string(stateJSON(t, again)) != string(before) || again.HistoryLen() != n {
		t.Fatal("the refused action left a trace or lost one")
	}
}

// A second damaged file never replaces the first one set aside, WAL
// companions go with their database, and both keep their bytes.
func TestSetAsideNeverOverwrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	var kept []string
	for i, junk := range []string{"first broken file", "second broken file"} {
		b := bytes.Repeat([]byte(junk), 100)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		wal := []byte("wal of " + junk)
		if err := os.WriteFile(path+"-wal", wal, 0o644); err != nil {
			t.Fatal(err)
		}
		s, rec, err := OpenWith(path, Options{SetAside: true})
		if err != nil || rec == nil {
			t.Fatalf("file %d: %v, %+v", i, err, rec)
		}
		s.Close()
		if got, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(got, b) {
			t.Fatalf("file %d: bytes not kept at %s", i, rec.MovedTo)
		}
		if got, _ := os.ReadFile(rec.MovedTo + "-wal"); !bytes.Equal(got, wal) {
			t.Fatalf("file %d: WAL not kept beside %s", i, rec.MovedTo)
		}
		kept = append(kept, rec.MovedTo)
		// The fresh database must not be taken for damaged next time.
		os.Remove(path)
		os.Remove(path + "-wal")
		os.Remove(path + "-shm")
	}
	if kept[0] == kept[1] {
		t.Fatalf("both damaged files set aside to %s", kept[0])
	}
	if got, _ := os.ReadFile(kept[0]); !bytes.HasPrefix(got, []byte("first broken file")) {
		t.Fatal("the first damaged file was overwritten")
	}
}

// A folder given as the database is not damaged: it is refused first, in
// words, and nothing is moved or made beside it (no lock file either).
func TestUnreadableDatabaseIsLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	s, rec, err := Open(path)
	if err == nil {
		s.Close()
		t.Fatal("a folder opened as a database")
	}
	if rec != nil {
		t.Fatalf("set aside: %+v", rec)
	}
	var te *Error
	if !errors.As(err, &te) || te.Msg.ID != "tracker.err.is_folder" {
		t.Fatalf("error %v", err)
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Fatal("the folder was moved")
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
		t.Fatalf("files made beside the folder: %v", entries)
	}
	// Read-only too.
	if s, _, err := OpenWith(path, Options{ReadOnly: true}); !errors.As(err, &te) || te.Msg.ID != "tracker.err.is_folder" {
		if err == nil {
			s.Close()
		}
		t.Fatalf("read-only: %v", err)
	}
	matches, _ := filepath.Glob(path + ".damaged-*")
	if len(matches) != 0 {
		t.Fatalf("something was set aside: %v", matches)
	}
}

// A copy left by an earlier migration attempt is never overwritten: the next
// copy takes a new name.
func TestMigrationCopyNeverOverwrites(t *testing.T) {
	path, _ := beforeMigration(t)
	first := migrationCopy(path)
	old := []byte("a copy an earlier attempt left")
	if err := os.WriteFile(first, old, 0o644); err != nil {
		t.Fatal(err)
	}

	reopen(t, path)
	if got, _ := os.ReadFile(first); !bytes.Equal(got, old) {
		t.Fatal("the earlier copy was overwritten")
	}
	second, err := os.ReadFile(first + "-2")
	if err != nil || !bytes.HasPrefix(second, []byte("SQLite format 3\x00")) {
		t.Fatalf("no new copy beside the old one (%v)", err)
	}
}

// A sound database is checked read-only before the writer opens it, so that
// a file found damaged is set aside as it was.
func TestSoundDatabaseChecksReadOnly(t *testing.T) {
	s, path := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 3})
	s.Close()
	cause, err := checkReadOnly(path, true)
	if err != nil || cause.ID != "" {
		t.Fatalf("a sound database fails the read-only check: %v %v", cause, err)
	}
	s2 := reopen(t, path)
	if got, err := s2.OpenSession(se.Info().ID); err != nil || got.State().(tgState).Sum != 103 {
		t.Fatalf("reopened: %v", err)
	}
}
