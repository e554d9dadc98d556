package tracker

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"
)

// closedIndexes lists the indexes of a closed database file, read without
// touching it.
func closedIndexes(t *testing.T, path string) map[string]bool {
	t.Helper()
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro&immutable=1")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	return indexesOf(t, db)
}

// indexesOf lists the indexes a database holds.
func indexesOf(t *testing.T, db *sql.DB) map[string]bool {
	t.Helper()
	rows, err := db.Query(`SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	got := map[string]bool{}
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		got[n] = true
	}
	return got
}

// A database that the fourth schema's code wrote (played, undone, redone,
// with actions dropped by a new one) opens under the fifth: a copy is taken
// first, the indexes every action paid for are gone, and the sessions, their
// order, undo and redo are as they were.
func TestMigrationToLeanWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	saved := migrations
	t.Cleanup(func() { migrations = saved })
	// Today's code writes the result column schema 6 added: the file is
	// played with it there for the while, then it is taken away again, so
	// the file reopened is the fourth schema's, shape and version.
	migrations = append(saved[:4:4], `ALTER TABLE sessions ADD COLUMN result TEXT`)
	s, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	older := newTestSession(t, s)
	mustDo(t, older, tgCmd{Add: 1})
	time.Sleep(2 * time.Millisecond) // updated is in milliseconds
	se := newTestSession(t, s)
	for i := 1; i <= 5; i++ {
		mustDo(t, se, tgCmd{Add: i})
	}
	for range 2 {
		if err := se.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	mustDo(t, se, tgCmd{Add: 9}) // drops the two undone actions
	if err := se.Undo(); err != nil {
		t.Fatal(err)
	}
	want := stateJSON(t, se)
	s.Close()
	asFourthSchema(t, path)
	migrations = saved
	if ix := closedIndexes(t, path); !ix["groups_status"] || !ix["sessions_updated"] {
		t.Fatalf("the fourth schema's file lacks its indexes: %v", ix)
	}

	s = reopen(t, path)
	copyPath := migrationCopy(path)
	if ix := closedIndexes(t, copyPath); !ix["groups_status"] {
		t.Fatalf("no copy of the fourth schema's file before migrating: %v", ix)
	}
	if ix := indexesOf(t, s.r); ix["groups_status"] || ix["sessions_updated"] || !ix["sessions_campaign"] {
		t.Fatalf("migrated file still keeps %v", ix)
	}
	// Schema 6 then gives the games under way their empty result.
	var results []string
	rows, err := s.r.Query(`SELECT coalesce(result, 'NULL') FROM sessions ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var r string
		if err := rows.Scan(&r); err != nil {
			t.Fatal(err)
		}
		results = append(results, r)
	}
	rows.Close()
	if len(results) != 2 || results[0] != "{}" || results[1] != "{}" {
		t.Fatalf("results after migrating: %q, want {} for both games under way", results)
	}
	list, err := s.Sessions("")
	if err != nil || len(list) != 2 || list[0].ID != se.Info().ID || list[1].ID != older.Info().ID {
		t.Fatalf("sessions after migrating: %+v, %v", list, err)
	}
	again := fresh(t, s, se.Info().ID)
	if got := stateJSON(t, again); string(got) != string(want) || !again.CanRedo() || again.Info().Actions != 3 {
		t.Fatalf("migrated session: %s (want %s), redo %v, %d actions", got, want, again.CanRedo(), again.Info().Actions)
	}
	if err := again.Redo(); err != nil || again.State().(tgState).Sum != 100+1+2+3+9 || again.CanRedo() {
		t.Fatalf("redo after migrating: %+v, %v", again.State(), err)
	}
	for again.CanUndo() {
		if err := again.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if again.State().(tgState).Sum != 100 {
		t.Fatalf("undone to the start: %+v", again.State())
	}
}

// asFourthSchema takes the result column away from the closed database at
// path, played under the fourth schema and that column, and sets its version
// back to 4.
func asFourthSchema(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite3", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{`ALTER TABLE sessions DROP COLUMN result`, `PRAGMA user_version = 4`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
}

// walFrames is how many pages the store's WAL holds: what a checkpoint that
// copies nothing back says of it.
func walFrames(t *testing.T, s *Store) int {
	t.Helper()
	var busy, frames, copied int
	if err := s.w.QueryRow(`PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied); err != nil {
		t.Fatal(err)
	}
	return frames
}

// An action writes few pages: its session's row, its group and its event,
// and a b-tree split now and then. Each page more is written and made durable
// before the action is acknowledged, so an index added to the tables an action
// writes shows here.
func TestActionWritesFewPages(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	for range 20 {
		mustDo(t, se, tgCmd{Add: 1})
	}
	if _, err := s.w.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	const n = 40
	for range n {
		mustDo(t, se, tgCmd{Add: 1})
	}
	if got := walFrames(t, s); got < n || got > n*7/2 {
		t.Fatalf("%d actions wrote %d pages (%.1f each); want at most 3.5 each", n, got, float64(got)/n)
	}
}
