package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
)

// Replay plays a session's active actions again from its setup, in one
// read, and hands f the state at the start and after each action: what a
// story of the game over time is drawn from. The snapshots are skipped on
// purpose: they hold the states only every SnapshotEvery actions.
func (s *Store) Replay(id int64, f func(state any)) error {
	tx, err := s.r.Begin()
	if err != nil {
		return storageErr(err)
	}
	defer tx.Rollback()
	var (
		gameID    string
		setup, pj []byte
		head      int64
		printed   map[string]string
	)
	err = tx.QueryRow(`SELECT game, setup, printed, head FROM sessions WHERE id = ?`, id).Scan(&gameID, &setup, &pj, &head)
	if errors.Is(err, sql.ErrNoRows) {
		return fail("tracker.err.no_session", err)
	}
	if err != nil {
		return storageErr(err)
	}
	g, ok := lookup(gameID)
	if !ok {
		return fail("tracker.err.unknown_game", nil, "Game", gameID)
	}
	if err := json.Unmarshal(pj, &printed); err != nil {
		return fail("tracker.err.corrupt", err)
	}
	state, err := g.New(setup, printed)
	if err != nil {
		return fail("tracker.err.corrupt", err)
	}
	f(state)
	rows, err := tx.Query(`SELECT e.grp, e.data FROM events e JOIN groups g ON g.session_id = e.session_id AND g.seq = e.grp
		WHERE e.session_id = ? AND e.grp <= ? AND g.undone = 0 ORDER BY e.grp, e.n`, id, head)
	if err != nil {
		return storageErr(err)
	}
	defer rows.Close()
	var grp int64
	for rows.Next() {
		var (
			at int64
			ev []byte
		)
		if err := rows.Scan(&at, &ev); err != nil {
			return storageErr(err)
		}
		// An action's events are applied together: f sees no state
		// halfway through one.
		if grp != 0 && at != grp {
			f(state)
		}
		grp = at
		if state, err = g.Evolve(state, ev); err != nil {
			return fail("tracker.err.corrupt", err)
		}
	}
	if err := rows.Err(); err != nil {
		return storageErr(err)
	}
	if grp != 0 {
		f(state)
	}
	return nil
}
