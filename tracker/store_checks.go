// The checks Open runs on a file before it trusts it: is it SQLite, is it
// Skald's, is it from a newer Skald, can it be written, is it damaged.

package tracker

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"skald/rules"
)

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

// checkNewer fails with ErrNewer when path holds a database of a newer
// schema. It reads only the header's version, and without a -wal beside the
// file it opens it immutable, so that SQLite makes no -shm file either: a
// newer Skald's database is left exactly as it was. Whatever else is wrong
// with the file is for the full check to find.
func checkNewer(path string) error {
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		return nil
	}
	q := dsn(path, true)
	if !exists(path+"-wal") && !exists(path+"-shm") {
		q += "&immutable=1"
	}
	db, err := sql.Open("sqlite3", q)
	if err != nil {
		return nil
	}
	defer db.Close()
	if v := schemaOf(db); v > len(migrations) {
		return newerErr(db, v)
	}
	return nil
}

// checkReadOnly runs check over a read-only connection to path. Without a
// -wal beside the file it opens it immutable: a file about to be set aside
// then gets no -shm beside it, and keeps exactly the companions it had.
func checkReadOnly(path string, full bool) (rules.Msg, error) {
	q := dsn(path, true)
	if !exists(path + "-wal") {
		q += "&immutable=1"
	}
	db, err := sql.Open("sqlite3", q)
	if err != nil {
		return rules.Msg{}, storageErr(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	return check(db, full)
}

// check reads the schema version and the schema, and with full (or before
// a migration rewrites the file) runs integrity_check, which reads every
// page. A non-empty cause means the file is damaged or not Skald's; a
// database from a newer Skald is no damage: the error says so (ErrNewer),
// and it is left alone.
func check(db *sql.DB, full bool) (rules.Msg, error) {
	var v, tables int
	if err := db.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		return damagedOr(err)
	}
	if full || (v > 0 && v < len(migrations)) {
		if cause, err := integrity(context.Background(), db); cause.ID != "" || err != nil {
			return cause, err
		}
	}
	if err := db.QueryRow(`SELECT count(*) FROM sqlite_master`).Scan(&tables); err != nil {
		return damagedOr(err)
	}
	if v > len(migrations) {
		return rules.Msg{}, newerErr(db, v)
	}
	if v == 0 && tables > 0 {
		// Skald sets the version in the transaction that creates its tables: a
		// database with tables and no version is some other program's.
		return rules.M("tracker.damaged.not_db"), errors.New("an SQLite database of another program")
	}
	return rules.Msg{}, nil
}

// integrity runs integrity_check up to its first complaint.
func integrity(ctx context.Context, db *sql.DB) (rules.Msg, error) {
	var res string
	if err := db.QueryRowContext(ctx, "PRAGMA integrity_check(1)").Scan(&res); err != nil {
		return damagedOr(err)
	}
	if res != "ok" {
		return rules.M("tracker.damaged.corrupt"), errors.New(res)
	}
	return rules.Msg{}, nil
}

// damagedOr says err as damage when SQLite found the file damaged, and as a
// plain storage failure otherwise.
func damagedOr(err error) (rules.Msg, error) {
	if damaged(err) {
		return rules.M("tracker.damaged.corrupt"), err
	}
	return rules.Msg{}, storageErr(err)
}

// newerErr says that a database of schema v comes from a newer Skald, and
// which one when the database says (a Skald since schema 4 writes it down).
func newerErr(db *sql.DB, v int) error {
	err := fmt.Errorf("%w: schema %d, this Skald reads up to %d", ErrNewer, v, len(migrations))
	var made string
	if db.QueryRow(`SELECT value FROM meta WHERE key = 'made_by'`).Scan(&made) == nil && made != "" {
		return &Error{Msg: rules.M("tracker.err.newer", "Version", made, "Schema", v), Err: err}
	}
	return &Error{Msg: rules.M("tracker.err.newer_schema", "Schema", v), Err: err}
}

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
	return dest, syncDir(filepath.Dir(path))
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
