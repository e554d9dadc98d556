package tracker

import (
	"database/sql"
)

// scanner is a row to read: *sql.Row or *sql.Rows.
type scanner interface{ Scan(...any) error }

// queryAll runs q on the read pool and reads every row with scan.
func queryAll[T any](s *Store, scan func(scanner) (T, error), q string, args ...any) ([]T, error) {
	rows, err := s.r.Query(q, args...)
	if err != nil {
		return nil, storageErr(err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, storageErr(err)
		}
		out = append(out, v)
	}
	return out, storageErr(rows.Err())
}

// titleOf is a title as stored (see cleanTitle), refused when nothing is
// left.
func titleOf(title string) (string, error) {
	title, err := cleanNewTitle(title)
	if err == nil && title == "" {
		return "", fail("tracker.err.empty_title", nil)
	}
	return title, err
}

// retitle gives row id of table (sessions, campaigns) a new title.
func (s *Store) retitle(table string, id int64, title string) error {
	title, err := titleOf(title)
	if err != nil {
		return err
	}
	return s.tx(func(tx *sql.Tx) error {
		_, err := tx.Exec(`UPDATE `+table+` SET title = ? WHERE id = ?`, title, id)
		return err
	})
}

// deleteRow removes row id of table (sessions, campaigns); the schema's
// foreign keys take what hangs on it.
func (s *Store) deleteRow(table string, id int64) error {
	err := s.tx(func(tx *sql.Tx) error {
		_, err := tx.Exec(`DELETE FROM `+table+` WHERE id = ?`, id)
		return err
	})
	if err == nil && table == "sessions" {
		s.forget(id)
	}
	return err
}
