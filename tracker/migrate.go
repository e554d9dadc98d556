package tracker

import (
	"embed"
	"fmt"
	"os"
	"path/filepath"
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
// holds data, a copy of the file is taken beside it. The app's version is
// written down with the schema it brought, so that an older Skald can name it.
func (s *Store) migrate(appVersion string) error {
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
	if appVersion != "" {
		if _, err := s.w.Exec(`INSERT INTO meta(key, value) VALUES ('made_by', ?)
			ON CONFLICT(key) DO UPDATE SET value = excluded.value`, appVersion); err != nil {
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

// partialSuffix marks a copy being written; only a finished copy bears the
// name without it.
const partialSuffix = ".partial"

// backup writes a consistent copy of the database, WAL content included, to
// dest, which must not exist (a copy is never overwritten). A byte copy of the
// file is not one: while another connection (a backup tool) holds a read
// transaction, the WAL cannot be folded in and the file alone is stale or even
// malformed. VACUUM INTO reads one snapshot. It writes to dest.partial, which
// is synced (SQLite does not sync what VACUUM INTO wrote) and only then
// renamed to dest: a copy cut short by a crash never passes for one. The lock
// file says no other Skald is at it, so what .partial files lie here are
// left by an interrupted attempt and are removed.
func (s *Store) backup(dest string) (err error) {
	old, _ := filepath.Glob(globEscape(s.path) + ".before-v*" + partialSuffix + "*") // with their journals
	for _, p := range old {
		os.Remove(p)
	}
	if exists(dest) {
		return fmt.Errorf("%s exists", dest)
	}
	tmp := dest + partialSuffix
	defer func() {
		if err != nil {
			os.Remove(tmp)
			os.Remove(tmp + "-journal")
		}
	}()
	if _, err := s.w.Exec("VACUUM INTO ?", tmp); err != nil {
		return err
	}
	f, err := os.Open(tmp)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := rename(tmp, dest); err != nil {
		return err
	}
	return syncDir(filepath.Dir(dest))
}

// globEscape quotes the pattern characters of a path for filepath.Glob.
func globEscape(p string) string {
	out := make([]rune, 0, len(p))
	for _, r := range p {
		switch r {
		case '*', '?', '[', '\\':
			out = append(out, '\\')
		}
		out = append(out, r)
	}
	return string(out)
}
