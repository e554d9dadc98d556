package tracker

import (
	"bytes"
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
		"newer schema": {func(t *testing.T, path string) []byte {
			s, _, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			s.w.Exec(`PRAGMA user_version = 99`)
			s.Close()
			b, _ := os.ReadFile(path)
			return b
		}, "tracker.damaged.newer"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "skald.db")
			orig := c.make(t, path)
			s, rec, err := Open(path)
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
	path := filepath.Join(t.TempDir(), "skald.db")
	s, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 5})
	s.Close()

	saved := migrations
	defer func() { migrations = saved }()
	migrations = append(append([]string{}, saved...), `CREATE TABLE later_feature (x INTEGER);`)

	s2, rec, err := Open(path)
	if err != nil || rec != nil {
		t.Fatal(err, rec)
	}
	defer s2.Close()
	if v, _ := s2.version(); v != len(migrations) {
		t.Fatalf("schema %d", v)
	}
	backup := path + ".before-v" + strconv.Itoa(len(migrations))
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
	again, err := s2.OpenSession(se.Info().ID)
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
	again, err := s.OpenSession(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	if string(stateJSON(t, again)) != string(before) || again.HistoryLen() != n {
		t.Fatal("the refused action left a trace or lost one")
	}
}
