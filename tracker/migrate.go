package tracker

import (
	"embed"
	"fmt"
	"os"
	"sort"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// migrations are the embedded schema steps, in order; user_version counts how
// many have run.
var migrations = loadMigrations()

func loadMigrations() []string {
	names, err := migrationFS.ReadDir("migrations")
	if err != nil {
		panic(err)
	}
	sort.Slice(names, func(i, j int) bool { return names[i].Name() < names[j].Name() })
	out := make([]string, 0, len(names))
	for _, n := range names {
		b, err := migrationFS.ReadFile("migrations/" + n.Name())
		if err != nil {
			panic(err)
		}
		out = append(out, string(b))
	}
	return out
}

func (s *Store) version() (int, error) {
	var v int
	err := s.w.QueryRow("PRAGMA user_version").Scan(&v)
	return v, err
}

// migrate brings the schema up to date. Before touching a database that already
// holds data, a copy of the file is taken beside it.
func (s *Store) migrate() error {
	v, err := s.version()
	if err != nil {
		return storageErr(err)
	}
	if v == len(migrations) {
		return nil
	}
	if v > 0 {
		if err := s.backup(backupName(s.path, len(migrations))); err != nil {
			return fail("tracker.err.backup", err)
		}
	}
	for i := v; i < len(migrations); i++ {
		tx, err := s.w.Begin()
		if err != nil {
			return storageErr(err)
		}
		if _, err := tx.Exec(migrations[i]); err != nil {
			tx.Rollback()
			return fail("tracker.err.migrate", err, "Version", i+1)
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", i+1)); err != nil {
			tx.Rollback()
			return storageErr(err)
		}
		if err := tx.Commit(); err != nil {
			return storageErr(err)
		}
	}
	return nil
}

// backupName is where the copy taken before migrating path to schema version
// lands: path.before-vN, or path.before-vN-2, -3… when an earlier attempt left
// one there (a copy is never overwritten).
func backupName(path string, version int) string {
	name := fmt.Sprintf("%s.before-v%d", path, version)
	for i := 2; exists(name); i++ {
		name = fmt.Sprintf("%s.before-v%d-%d", path, version, i)
	}
	return name
}

// backup writes a consistent copy of the database, WAL content included, to
// dest. A byte copy of the file is not one: while another connection (a second
// copy of the app, a backup tool) holds a read transaction, the WAL cannot be
// folded in and the file alone is stale or even malformed. VACUUM INTO reads one
// snapshot. dest is claimed first (it must not exist: a copy is never
// overwritten), and a copy that could not be finished is removed rather than
// left to pass for one. SQLite does not sync what VACUUM INTO wrote, so the
// copy is synced here before the migration may start.
func (s *Store) backup(dest string) (err error) {
	f, err := os.OpenFile(dest, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(dest)
		}
	}()
	if _, err := s.w.Exec("VACUUM INTO ?", dest); err != nil {
		return err
	}
	return f.Sync()
}
