// Package tracker keeps sessions as append-only event logs in SQLite: one writer
// connection, a read-only pool, WAL, immediate write transactions. An action is
// committed before the screen shows it; undo only flips flags.
package tracker

import (
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"time"

	_ "github.com/mattn/go-sqlite3" // the SQLite driver

	"skald/rules"
	"skald/rules/games"
)

// lookup finds a game by ID; tests swap it to add games of their own.
var lookup = games.ByID

// Store is one Skald database file.
type Store struct {
	path string
	w    *sql.DB // the one writer
	r    *sql.DB // read-only pool
}

// Recovered says that the file found at the path was not usable and was set
// aside, untouched, before a fresh database was started.
type Recovered struct {
	MovedTo string
	Cause   rules.Msg
}

// Open opens the database at path, creating it if needed. A file that is not a
// database, fails integrity_check or comes from a newer Skald is renamed aside
// (with its -wal and -shm files) and a fresh one is started: the returned
// Recovered says where the old one went. When the fresh one then fails to
// start, the error says where the damaged one went (and Recovered is set too).
func Open(path string) (*Store, *Recovered, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, nil, fail("tracker.err.folder", err, "Path", filepath.Dir(path))
	}
	s, cause, err := open(path)
	if err == nil {
		return s, nil, nil
	}
	if cause.ID == "" {
		return nil, nil, err
	}
	moved, merr := setAside(path)
	if merr != nil {
		return nil, nil, fail("tracker.err.set_aside", merr, "Path", path)
	}
	rec := &Recovered{MovedTo: moved, Cause: cause}
	s, _, err = open(path)
	if err != nil {
		// The damaged file is already aside: the error must say where, or
		// the next start would begin afresh and nobody would know.
		reason := rules.M("tracker.err.storage")
		var te *Error
		if errors.As(err, &te) {
			reason = te.Msg
		}
		return nil, rec, fail("tracker.err.set_aside_fresh", err, "Path", moved, "Reason", reason)
	}
	return s, rec, nil
}

// open tries the file as it is. A non-empty cause means the file is damaged
// (set it aside); otherwise err is a plain failure.
func open(path string) (*Store, rules.Msg, error) {
	if notDB, err := checkHeader(path); notDB {
		return nil, rules.M("tracker.damaged.not_db"), err
	} else if err != nil {
		// An unreadable file is not a damaged one: say so, and leave it alone.
		return nil, rules.Msg{}, fail("tracker.err.unreadable", err, "Path", path)
	}
	// Look at an existing file read-only first: opening it for writing turns
	// on WAL, which rewrites the header of a file in another journal mode, and
	// a file set aside must keep its bytes.
	checked := false
	if fi, err := os.Stat(path); err == nil && fi.Size() > 0 {
		cause, err := checkReadOnly(path)
		if cause.ID != "" {
			return nil, cause, err
		}
		checked = err == nil
	}
	w, err := sql.Open("sqlite3", dsn(path, false))
	if err != nil {
		return nil, rules.Msg{}, storageErr(err)
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxLifetime(0)
	s := &Store{path: path, w: w}
	if !checked {
		cause, err := check(w)
		if err != nil {
			w.Close()
			return nil, cause, err
		}
	}
	if err := s.migrate(); err != nil {
		w.Close()
		return nil, rules.Msg{}, err
	}
	s.r, err = sql.Open("sqlite3", dsn(path, true))
	if err != nil {
		w.Close()
		return nil, rules.Msg{}, storageErr(err)
	}
	s.r.SetMaxOpenConns(4)
	return s, rules.Msg{}, nil
}

func dsn(path string, readOnly bool) string {
	q := url.Values{}
	q.Set("_foreign_keys", "on")
	q.Set("_busy_timeout", "5000")
	if readOnly {
		q.Set("mode", "ro")
	} else {
		q.Set("_journal_mode", "WAL")
		q.Set("_synchronous", "FULL") // every acknowledged action survives power loss too
		q.Set("_txlock", "immediate")
	}
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// checkHeader reports a non-empty file that does not start like SQLite
// (notDB); err alone means the file could not be read at all.
func checkHeader(path string) (notDB bool, err error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	defer f.Close()
	head := make([]byte, 16)
	n, err := io.ReadFull(f, head)
	if n == 0 && (err == io.EOF || err == nil) {
		return false, nil
	}
	if err != nil && err != io.ErrUnexpectedEOF {
		return false, err
	}
	if n < 16 || string(head) != "SQLite format 3\x00" {
		return true, errors.New("not an SQLite file")
	}
	return false, nil
}

// checkReadOnly runs check over a read-only connection to path.
func checkReadOnly(path string) (rules.Msg, error) {
	db, err := sql.Open("sqlite3", dsn(path, true))
	if err != nil {
		return rules.Msg{}, storageErr(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	return check(db)
}

// check runs integrity_check and compares the schema version. A non-empty
// cause means the file is damaged or not Skald's.
func check(db *sql.DB) (rules.Msg, error) {
	var res string
	if err := db.QueryRow("PRAGMA integrity_check(1)").Scan(&res); err != nil {
		if damaged(err) {
			return rules.M("tracker.damaged.corrupt"), err
		}
		return rules.Msg{}, storageErr(err)
	}
	if res != "ok" {
		return rules.M("tracker.damaged.corrupt"), errors.New(res)
	}
	var v int
	if err := db.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		return rules.Msg{}, storageErr(err)
	}
	if v > len(migrations) {
		return rules.M("tracker.damaged.newer", "Version", v), fmt.Errorf("schema %d is newer than %d", v, len(migrations))
	}
	if v == 0 {
		// Skald sets the version in the transaction that creates its tables: a
		// database with tables and no version is some other program's.
		var tables int
		if err := db.QueryRow(`SELECT count(*) FROM sqlite_master`).Scan(&tables); err != nil {
			return rules.Msg{}, storageErr(err)
		}
		if tables > 0 {
			return rules.M("tracker.damaged.not_db"), errors.New("an SQLite database of another program")
		}
	}
	return rules.Msg{}, nil
}

// rename is os.Rename; tests make it fail.
var rename = os.Rename

// setAside renames the database and its WAL companions to a dated name.
func setAside(path string) (string, error) {
	stamp := time.Now().Format("20060102-150405")
	dest := path + ".damaged-" + stamp
	taken := func(d string) bool { return exists(d) || exists(d+"-wal") || exists(d+"-shm") }
	for i := 2; taken(dest); i++ {
		dest = fmt.Sprintf("%s.damaged-%s-%d", path, stamp, i)
	}
	// All three files move, or none: SQLite deletes a WAL it finds beside an
	// empty database (the fresh one), so a WAL left behind would be lost to the
	// copy set aside.
	var moved []string
	undo := func() {
		for i := len(moved) - 1; i >= 0; i-- {
			rename(dest+moved[i], path+moved[i])
		}
	}
	for _, ext := range []string{"", "-wal", "-shm"} {
		if ext != "" && !exists(path+ext) {
			continue
		}
		if err := rename(path+ext, dest+ext); err != nil {
			undo()
			return "", err
		}
		moved = append(moved, ext)
	}
	return dest, nil
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Close closes both pools.
func (s *Store) Close() error {
	err := s.r.Close()
	if werr := s.w.Close(); err == nil {
		err = werr
	}
	return err
}

func now() int64 { return time.Now().UnixMilli() }
