package tracker

import (
	"embed"
	"fmt"
	"io"
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

// backup copies the database, with its WAL folded in, to dest.
func (s *Store) backup(dest string) error {
	if _, err := s.w.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return err
	}
	in, err := os.Open(s.path)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dest, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
