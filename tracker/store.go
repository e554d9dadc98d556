// Package tracker keeps sessions as append-only event logs in SQLite: one writer
// connection, a read-only pool, WAL, immediate write transactions. An action is
// committed before the screen shows it; undo only flips flags. One Skald at a
// time writes a database: a lock file beside it says which.
package tracker

import (
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"weak"

	_ "github.com/mattn/go-sqlite3" // the SQLite driver

	"skald/rules"
	"skald/rules/games"
)

// lookup finds a game by ID; tests swap it to add games of their own.
var lookup = games.ByID

// Store is one Skald database file.
type Store struct {
	path     string
	w        *sql.DB    // the one writer; nil when read-only
	r        *sql.DB    // read-only pool
	unlock   func()     // releases the lock file; nil when no lock is held
	unlockDB func()     // releases the lock on the database file itself
	readOnly rules.Msg  // why nothing can be written (zero: it can)
	prefill  prefill    // gives the WAL its size in the background (wal.go)
	later    laterCheck // the full check, in the background (fullcheck.go)

	mu       sync.Mutex
	sessions map[int64]weak.Pointer[Session] // the sessions open now, one per ID
}

// Recovered says that the file found at the path was not usable and was set
// aside, untouched, before a fresh database was started.
type Recovered struct {
	MovedTo string
	Cause   rules.Msg
}

// Options say how to open a database.
type Options struct {
	// ReadOnly opens it for reading only: nothing is written, locked,
	// migrated or set aside (another Skald has it open, and the person chose
	// to look without writing).
	ReadOnly bool
	// SetAside lets Open rename aside a file that is not a Skald database
	// (the person agreed); without it such a file is left alone and Open
	// fails with ErrNotSkald.
	SetAside bool
	// Version is the app's version, kept in the database so that an older
	// Skald can say which version made it.
	Version string
}

// What Open can fail with besides a plain failure; the error is a *Error whose
// message says it in words, and errors.Is finds these in it.
var (
	// ErrLocked: another Skald has the database open for writing.
	ErrLocked = errors.New("the database is open in another Skald")
	// ErrNewer: the database was made by a newer Skald; it was not touched.
	ErrNewer = errors.New("the database comes from a newer Skald")
	// ErrNotSkald: the file is not a Skald database; it was not touched.
	ErrNotSkald = errors.New("the file is not a Skald database")
)

// errLockHeld is lockFile's answer when another holds the lock.
var errLockHeld = errors.New("lock held")

// Open opens the database at path for reading and writing, creating it if
// needed; see OpenWith.
func Open(path string) (*Store, *Recovered, error) { return OpenWith(path, Options{}) }

// OpenWith opens the database at path, creating it if needed.
//
// It first takes the lock file beside it (ErrLocked when another Skald holds
// it). A database that cannot be written (the file or its folder is read-only)
// opens read-only: ReadOnly says why. A file found damaged (fully checked
// only when that is likely: see fullcheck.go) is renamed aside (with its
// -wal and -shm files) and a fresh database is started:
// the returned Recovered says where the old one went; when the fresh one then
// fails to start, the error says where the damaged one went (and Recovered is
// set too). A file that is not a Skald database is only renamed aside when
// o.SetAside says the person agreed (ErrNotSkald otherwise). A database from
// a newer Skald is never moved or changed (ErrNewer).
func OpenWith(path string, o Options) (*Store, *Recovered, error) {
	if strings.TrimSpace(path) == "" {
		return nil, nil, fail("tracker.err.no_path", nil)
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		// Before anything is made beside it: not even a lock file.
		return nil, nil, fail("tracker.err.is_folder", nil, "Path", path)
	}
	s := &Store{path: path, sessions: map[int64]weak.Pointer[Session]{}}
	if notDB, err := checkHeader(path); notDB && !o.SetAside {
		// Not even a lock file goes beside a file that is not Skald's.
		return nil, nil, &Error{Msg: rules.M("tracker.err.not_skald", "Path", path, "Cause", rules.M("tracker.damaged.not_db")),
			Err: fmt.Errorf("%w: %v", ErrNotSkald, err)}
	}
	if o.ReadOnly {
		s.readOnly = rules.M("tracker.readonly.asked")
	} else if err := s.claim(); err != nil {
		return nil, nil, err
	}
	if s.readOnly.ID != "" {
		if err := s.openReadOnly(); err != nil {
			return nil, nil, err
		}
		return s, nil, nil
	}
	cause, err := s.open(o)
	if err == nil {
		return s, nil, nil
	}
	if cause.ID == "" {
		s.release()
		return nil, nil, atOpen(path, err)
	}
	if cause.ID == "tracker.damaged.not_db" && !o.SetAside {
		s.release()
		return nil, nil, &Error{Msg: rules.M("tracker.err.not_skald", "Path", path, "Cause", cause),
			Err: fmt.Errorf("%w: %v", ErrNotSkald, err)}
	}
	moved, merr := setAside(path)
	if merr != nil {
		s.release()
		return nil, nil, fail("tracker.err.set_aside", merr, "Path", path)
	}
	rec := &Recovered{MovedTo: moved, Cause: cause}
	// The lock on the database file went aside with it: take it on the file
	// the fresh database starts in (the lock file keeps the place meanwhile).
	s.releaseDB()
	if err = s.lockDB(); err == nil {
		_, err = s.open(o)
	}
	if err != nil {
		s.release()
		// The damaged file is already aside: the error must say where, or
		// the next start would begin afresh and nobody would know.
		reason := rules.M("tracker.err.open", "Path", path)
		var te *Error
		if errors.As(atOpen(path, err), &te) {
			reason = te.Msg
		}
		return nil, rec, fail("tracker.err.set_aside_fresh", err, "Path", moved, "Reason", reason)
	}
	return s, rec, nil
}

// claim takes the lock file beside the database, and finds out whether the
// database can be written: when the file, or the folder SQLite keeps its -wal
// and -shm files in, is read-only, the store opens read-only (and holds no
// lock). It fails when another Skald holds the lock.
func (s *Store) claim() error {
	dir := filepath.Dir(s.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		if readOnlyErr(err) && exists(s.path) {
			s.readOnly = rules.M("tracker.readonly.folder")
			return nil
		}
		return fail("tracker.err.folder", err, "Path", dir)
	}
	unlock, err := lockFile(s.path + ".lock")
	switch {
	case errors.Is(err, errLockHeld):
		return &Error{Msg: rules.M("tracker.err.locked", "Path", s.path), Err: ErrLocked}
	case err != nil && readOnlyErr(err):
		s.readOnly = rules.M("tracker.readonly.folder")
		return nil
	case err != nil:
		return fail("tracker.err.lock", err, "Path", s.path+".lock")
	}
	s.unlock = unlock
	switch err := s.lockDB(); {
	case errors.Is(err, errLockHeld):
		s.release()
		return &Error{Msg: rules.M("tracker.err.locked", "Path", s.path), Err: ErrLocked}
	case err != nil && readOnlyErr(err) && exists(s.path):
		s.readOnly = rules.M("tracker.readonly.file")
	case err != nil && readOnlyErr(err):
		s.readOnly = rules.M("tracker.readonly.folder")
	case err != nil:
		s.release()
		return fail("tracker.err.lock", err, "Path", s.path)
	}
	if s.readOnly.ID == "" && !writable(dir) {
		s.readOnly = rules.M("tracker.readonly.folder")
	}
	if s.readOnly.ID != "" {
		s.release()
	}
	return nil
}

// writable reports whether a file can be made in dir.
func writable(dir string) bool {
	f, err := os.CreateTemp(dir, ".skald-probe-*")
	if err != nil {
		return !readOnlyErr(err)
	}
	f.Close()
	os.Remove(f.Name())
	return true
}

// lockDB takes the writer's lock on the database file itself too (created
// empty if needed, which SQLite takes for a new database), beside the lock
// file that older Skalds look at: deleting the lock file does not touch the
// database's inode, so no second writer gets in. It is released only once
// every SQLite connection to the file is closed, since closing any
// descriptor of a file drops the POSIX locks SQLite holds on it in this
// process (flock and those locks do not see each other).
func (s *Store) lockDB() error {
	unlock, err := lockFile(s.path)
	if err != nil {
		return err
	}
	s.unlockDB = unlock
	return nil
}

// release lets both locks go.
func (s *Store) release() {
	s.releaseDB()
	if s.unlock != nil {
		s.unlock()
		s.unlock = nil
	}
}

// releaseDB lets the lock on the database file go.
func (s *Store) releaseDB() {
	if s.unlockDB != nil {
		s.unlockDB()
		s.unlockDB = nil
	}
}

// openReadOnly opens the database for reading only. A file that cannot be
// written is opened immutable, so that SQLite makes no -shm file beside it,
// unless a -wal holds actions not yet folded into the file.
func (s *Store) openReadOnly() error {
	path := s.path
	notDB, err := checkHeader(path)
	switch {
	case notDB:
		return &Error{Msg: rules.M("tracker.err.not_skald", "Path", path, "Cause", rules.M("tracker.damaged.not_db")),
			Err: fmt.Errorf("%w: %v", ErrNotSkald, err)}
	case err != nil:
		return fail("tracker.err.unreadable", err, "Path", path)
	case !exists(path):
		return fail("tracker.err.readonly_missing", nil, "Path", path)
	}
	if err := checkNewer(path); err != nil {
		return err
	}
	immutable := s.readOnly.ID != "tracker.readonly.asked"
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() > 0 {
		immutable = false
	}
	q := dsn(path, true)
	if immutable {
		q += "&immutable=1"
	}
	r, err := sql.Open("sqlite3", q)
	if err != nil {
		return atOpen(path, storageErr(err))
	}
	r.SetMaxOpenConns(4)
	cause, err := check(r, fullCheckDue(path))
	if cause.ID != "" {
		r.Close()
		return fail("tracker.err.readonly_damaged", err, "Path", path, "Cause", cause)
	}
	if err == nil && schemaOf(r) < len(migrations) {
		err = fail("tracker.err.readonly_old", nil, "Path", path)
	}
	if err != nil {
		r.Close()
		return atOpen(path, err)
	}
	s.r = r
	return nil
}

// schemaOf is the database's schema version (0 when it cannot be read).
func schemaOf(db *sql.DB) int {
	var v int
	db.QueryRow("PRAGMA user_version").Scan(&v)
	return v
}

// open tries the file as it is, for writing. A non-empty cause means the file
// is damaged (set it aside); otherwise err is a plain failure.
func (s *Store) open(o Options) (rules.Msg, error) {
	path := s.path
	if notDB, err := checkHeader(path); notDB {
		return rules.M("tracker.damaged.not_db"), err
	} else if err != nil {
		// An unreadable file is not a damaged one: say so, and leave it alone.
		return rules.Msg{}, fail("tracker.err.unreadable", err, "Path", path)
	}
	// Look at an existing file read-only first: opening it for writing turns
	// on WAL, which rewrites the header of a file in another journal mode, and
	// a file set aside (or made by a newer Skald) must keep its bytes.
	if err := checkNewer(path); err != nil {
		return rules.Msg{}, err
	}
	checked, full := false, fullCheckDue(path)
	if fi, err := os.Stat(path); err == nil && fi.Size() > 0 {
		cause, err := checkReadOnly(path, full)
		if cause.ID != "" || errors.Is(err, ErrNewer) {
			return cause, err
		}
		checked = err == nil
	}
	w, err := sql.Open("sqlite3", dsn(path, false))
	if err != nil {
		return rules.Msg{}, storageErr(err)
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxLifetime(0)
	s.w = w
	if !checked {
		if cause, err := check(w, full); err != nil {
			w.Close()
			s.w = nil
			return cause, err
		}
	}
	if err := s.migrate(o.Version); err != nil {
		w.Close()
		s.w = nil
		return rules.Msg{}, err
	}
	if s.r, err = sql.Open("sqlite3", dsn(path, true)); err != nil {
		w.Close()
		s.w = nil
		return rules.Msg{}, storageErr(err)
	}
	s.r.SetMaxOpenConns(4)
	removeLeftovers(filepath.Dir(path)) // the settings' or a migration copy's, cut short
	s.prefill.start(s)
	if full {
		os.Remove(path + recheckSuffix) // checked fully, and sound
	} else {
		s.later.start(s)
	}
	return rules.Msg{}, nil
}

// atOpen says a failure while opening as one: the messages of a failed action
// ("the action was not saved") do not fit a database that did not open.
func atOpen(path string, err error) error {
	var te *Error
	if !errors.As(err, &te) {
		return fail("tracker.err.open", err, "Path", path)
	}
	switch te.Msg.ID {
	case "tracker.err.storage", "tracker.err.corrupt":
		return fail("tracker.err.open", te.Err, "Path", path)
	case "tracker.err.disk_full":
		return fail("tracker.err.open_full", te.Err, "Path", path)
	case "tracker.err.readonly":
		return fail("tracker.err.open_readonly", te.Err, "Path", path)
	}
	return err
}

func dsn(path string, readOnly bool) string {
	q := url.Values{}
	q.Set("_foreign_keys", "on")
	q.Set("_busy_timeout", "5000")
	q.Set("_stmt_cache_size", "32") // the statements every action runs are parsed once
	if readOnly {
		q.Set("mode", "ro")
	} else {
		q.Set("_journal_mode", "WAL")
		q.Set("_synchronous", "FULL") // every acknowledged action survives power loss too
		q.Set("_txlock", "immediate")
	}
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// rename is os.Rename; tests make it fail.
var rename = os.Rename

// Path is the database file.
func (s *Store) Path() string { return s.path }

// ReadOnly reports whether the store can only be read, and why (the person
// chose it, or the file or its folder cannot be written).
func (s *Store) ReadOnly() (bool, rules.Msg) { return s.readOnly.ID != "", s.readOnly }

// Close closes both pools and lets the lock file go.
func (s *Store) Close() error {
	s.prefill.stop()
	s.later.stop()
	err := s.r.Close()
	if s.w != nil {
		if werr := s.w.Close(); err == nil {
			err = werr
		}
	}
	s.release()
	return err
}

func now() int64 { return time.Now().UnixMilli() }
