package tracker

import (
	"errors"

	sqlite3 "github.com/mattn/go-sqlite3"

	"skald/rules"
)

// Error is a tracker failure the person can read: Msg is translated by the app;
// Err keeps the cause for logs.
type Error struct {
	Msg rules.Msg
	Err error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Msg.ID + ": " + e.Err.Error()
	}
	return e.Msg.ID
}

func (e *Error) Unwrap() error { return e.Err }

func fail(id string, err error, kv ...any) error {
	return &Error{Msg: rules.M(id, kv...), Err: err}
}

// failN is fail for a message whose plural form follows count (a limit).
func failN(id string, err error, count int, kv ...any) error {
	return &Error{Msg: rules.M(id, kv...).WithCount(count), Err: err}
}

// storageErr turns an SQLite failure into a message: a full disk and a read-only
// file are named; anything else is a generic write failure.
func storageErr(err error) error {
	if err == nil {
		return nil
	}
	var te *Error
	if errors.As(err, &te) {
		return err
	}
	var se sqlite3.Error
	if errors.As(err, &se) {
		switch se.Code {
		case sqlite3.ErrFull:
			return fail("tracker.err.disk_full", err)
		case sqlite3.ErrReadonly, sqlite3.ErrPerm, sqlite3.ErrCantOpen:
			return fail("tracker.err.readonly", err)
		case sqlite3.ErrCorrupt, sqlite3.ErrNotADB:
			return fail("tracker.err.corrupt", err)
		}
	}
	return fail("tracker.err.storage", err)
}

// damaged reports whether an error means the file is not a sound database.
func damaged(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrNotADB || se.Code == sqlite3.ErrCorrupt
	}
	return false
}
