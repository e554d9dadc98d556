package tracker

import (
	"database/sql"
	"time"
)

// CanUndo reports whether there is an active action to take back.
func (se *Session) CanUndo() bool {
	se.mu.Lock()
	defer se.mu.Unlock()
	return se.head > 0
}

// CanRedo reports whether an undone action can be brought back.
func (se *Session) CanRedo() bool {
	se.mu.Lock()
	defer se.mu.Unlock()
	return se.redoable > 0
}

// UndoReveals reports whether undoing would take back a step that uncovered
// hidden information (the app asks first).
func (se *Session) UndoReveals() bool {
	se.mu.Lock()
	defer se.mu.Unlock()
	return se.reveals
}

// Undo marks the last active action undone and rebuilds the state from the
// nearest snapshot below it. Nothing is deleted but the snapshots it passes.
func (se *Session) Undo() error { return se.write(se.undo) }

func (se *Session) undo() error {
	if se.head == 0 {
		return nil
	}
	var (
		state   any
		since   int
		head    int64
		reveals bool
	)
	t := now()
	err := se.store.tx(func(tx *sql.Tx) error {
		if err := se.guard(tx); err != nil {
			return err
		}
		if _, err := tx.Exec(`UPDATE groups SET undone = 1 WHERE session_id = ? AND seq = ?`, se.info.ID, se.head); err != nil {
			return err
		}
		if _, err := tx.Exec(`DELETE FROM snapshots WHERE session_id = ? AND grp >= ?`, se.info.ID, se.head); err != nil {
			return err
		}
		if err := tx.QueryRow(`SELECT coalesce(max(seq), 0) FROM groups WHERE session_id = ? AND undone = 0 AND seq < ?`,
			se.info.ID, se.head).Scan(&head); err != nil {
			return err
		}
		var err error
		if state, since, err = se.rebuild(txq{tx}, head); err != nil {
			return err
		}
		if reveals, err = headReveals(txq{tx}, se.info.ID, head); err != nil {
			return err
		}
		return se.writeHead(tx, head, se.last, se.info.Actions-1, se.game.Outcome(state), t)
	})
	if err != nil {
		return err
	}
	se.state, se.sinceSnap, se.head, se.reveals = state, since, head, reveals
	se.redoable++
	se.info.Actions--
	se.info.Outcome, se.info.Updated = se.game.Outcome(state), time.UnixMilli(t)
	return nil
}

// Redo brings back the most recently undone action.
func (se *Session) Redo() error { return se.write(se.redo) }

func (se *Session) redo() error {
	if se.redoable == 0 {
		return nil
	}
	var (
		seq     int64
		reveals bool
		evs     [][]byte
	)
	st := se.state
	t := now()
	err := se.store.tx(func(tx *sql.Tx) error {
		if err := se.guard(tx); err != nil {
			return err
		}
		if err := tx.QueryRow(`SELECT seq, reveals FROM groups WHERE session_id = ? AND undone = 1 AND seq > ?
			ORDER BY seq LIMIT 1`, se.info.ID, se.head).Scan(&seq, &reveals); err != nil {
			return err
		}
		rows, err := tx.Query(`SELECT data FROM events WHERE session_id = ? AND grp = ? ORDER BY n`, se.info.ID, seq)
		if err != nil {
			return err
		}
		for rows.Next() {
			var e []byte
			if err := rows.Scan(&e); err != nil {
				rows.Close()
				return err
			}
			evs = append(evs, e)
		}
		// A read that stops early must not redo half a group.
		if err := rows.Close(); err != nil {
			return err
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if len(evs) == 0 {
			return fail("tracker.err.corrupt", nil)
		}
		for _, e := range evs {
			if st, err = se.game.Evolve(st, e); err != nil {
				return fail("tracker.err.corrupt", err)
			}
		}
		if _, err := tx.Exec(`UPDATE groups SET undone = 0 WHERE session_id = ? AND seq = ?`, se.info.ID, seq); err != nil {
			return err
		}
		if se.sinceSnap+len(evs) >= SnapshotEvery {
			if err := se.writeSnapshot(tx, seq, st); err != nil {
				return err
			}
		}
		return se.writeHead(tx, seq, se.last, se.info.Actions+1, se.game.Outcome(st), t)
	})
	if err != nil {
		return err
	}
	se.sinceSnap += len(evs)
	if se.sinceSnap >= SnapshotEvery {
		se.sinceSnap = 0
	}
	se.state, se.head, se.reveals = st, seq, reveals
	se.redoable--
	se.info.Actions++
	se.info.Outcome, se.info.Updated = se.game.Outcome(st), time.UnixMilli(t)
	return nil
}

// txq lets rebuild read inside a write transaction.
type txq struct{ tx *sql.Tx }

func (q txq) QueryRow(query string, args ...any) *sql.Row { return q.tx.QueryRow(query, args...) }
func (q txq) Query(query string, args ...any) (*sql.Rows, error) {
	return q.tx.Query(query, args...)
}
