package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"

	"skald/rules"
)

// Replay plays a session's active actions again from its setup, in one
// read, and hands f the state at the start and after each action: what a
// story of the game over time is drawn from. The snapshots are skipped on
// purpose: they hold the states only every SnapshotEvery actions.
func (s *Store) Replay(id int64, f func(state any)) error {
	started := false
	var grp int64
	// An action's events are applied together: f sees no state halfway
	// through one.
	last, err := s.replay(id, func(before any, at int64, _ []byte) {
		if !started || at != grp {
			f(before)
		}
		started, grp = true, at
	})
	if err == nil {
		f(last)
	}
	return err
}

// ReplayEvents plays a session's active actions again from its setup, in
// one read, and hands f each event with the state it was applied to: what
// a figure that needs the events themselves reads (the dice of a roll, the
// troops a fight faced), where Replay hands only the states between actions.
func (s *Store) ReplayEvents(id int64, f func(before any, event []byte)) error {
	_, err := s.replay(id, func(before any, _ int64, ev []byte) { f(before, ev) })
	return err
}

// replay evolves the session's setup through its active events in one
// read transaction, handing f each event, its action's number and the state
// before it; it returns the state after the last.
func (s *Store) replay(id int64, f func(before any, grp int64, event []byte)) (any, error) {
	tx, err := s.r.Begin()
	if err != nil {
		return nil, storageErr(err)
	}
	defer tx.Rollback()
	g, state, head, err := replayStart(tx, id)
	if err != nil {
		return nil, err
	}
	rows, err := tx.Query(`SELECT e.grp, e.data FROM events e JOIN groups g ON g.session_id = e.session_id AND g.seq = e.grp
		WHERE e.session_id = ? AND e.grp <= ? AND g.undone = 0 ORDER BY e.grp, e.n`, id, head)
	if err != nil {
		return nil, storageErr(err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			at int64
			ev []byte
		)
		if err := rows.Scan(&at, &ev); err != nil {
			return nil, storageErr(err)
		}
		f(state, at, ev)
		if state, err = g.Evolve(state, ev); err != nil {
			return nil, fail("tracker.err.corrupt", err)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, storageErr(err)
	}
	return state, nil
}

// replayStart reads a session's game, its state at the start and its head.
func replayStart(tx *sql.Tx, id int64) (rules.Game, any, int64, error) {
	var (
		gameID    string
		setup, pj []byte
		head      int64
		printed   map[string]string
	)
	err := tx.QueryRow(`SELECT game, setup, printed, head FROM sessions WHERE id = ?`, id).Scan(&gameID, &setup, &pj, &head)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, 0, fail("tracker.err.no_session", err)
	}
	if err != nil {
		return nil, nil, 0, storageErr(err)
	}
	g, ok := lookup(gameID)
	if !ok {
		return nil, nil, 0, fail("tracker.err.unknown_game", nil, "Game", gameID)
	}
	if err := json.Unmarshal(pj, &printed); err != nil {
		return nil, nil, 0, fail("tracker.err.corrupt", err)
	}
	state, err := g.New(setup, printed)
	if err != nil {
		return nil, nil, 0, fail("tracker.err.corrupt", err)
	}
	return g, state, head, nil
}
