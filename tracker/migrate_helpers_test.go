package tracker

import (
	"database/sql"
	"path/filepath"
	"strconv"
	"testing"
)

// storeWithSession opens a database at path holding one test session that has
// taken one action (+add).
func storeWithSession(t testing.TB, path string, add int) (*Store, *Session) {
	t.Helper()
	s, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: add})
	return s, se
}

// addLaterMigration adds a migration for the next Open to run; the test's end
// takes it away.
func addLaterMigration(t testing.TB) {
	saved := migrations
	t.Cleanup(func() { migrations = saved })
	migrations = append(append([]string{}, saved...), `CREATE TABLE later_feature (x INTEGER);`)
}

// migrationCopy is the name of the copy the next Open takes of the database
// at path before migrating it.
func migrationCopy(path string) string {
	return path + ".before-v" + strconv.Itoa(len(migrations))
}

// sessionActions reads, without changing the file, how many actions the
// database at path counts for a session.
func sessionActions(t testing.TB, path string, id int64) int {
	t.Helper()
	db, err := sql.Open("sqlite3", dsn(path, true))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT actions FROM sessions WHERE id = ?`, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// beforeMigration leaves a database with one session of one action (+5), and
// a later migration for the next Open to run. It returns the database's path
// and the session's ID.
func beforeMigration(t *testing.T) (string, int64) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "skald.db")
	s, se := storeWithSession(t, path, 5)
	s.Close()
	addLaterMigration(t)
	return path, se.Info().ID
}

// oldSchema writes a database under the first n migrations only, with rows
// inserted the way that schema's code wrote them, then opens it under the
// current schema. It returns the store (closed at the test's end) and its path.
func oldSchema(t *testing.T, n int, rows ...string) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "skald.db")
	saved := migrations
	migrations = saved[:n]
	s, _, err := Open(path)
	if err == nil {
		for _, q := range rows {
			if _, err = s.w.Exec(q); err != nil {
				break
			}
		}
		s.Close()
	}
	migrations = saved
	if err != nil {
		t.Fatal(err)
	}
	return reopen(t, path), path
}
