package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
)

// ReplayEvents plays a session's active actions again from its setup, in
// one read, and hands f each event with the state it was applied to: what
// a figure that needs the events themselves reads (the dice of a roll, the
// troops a fight faced), where Replay hands only the states between actions.
func (s *Store) ReplayEvents(id int64, f func(before any, event []byte)) error {
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
	rows, err := tx.Query(`SELECT e.data FROM events e JOIN groups g ON g.session_id = e.session_id AND g.seq = e.grp
		WHERE e.session_id = ? AND e.grp <= ? AND g.undone = 0 ORDER BY e.grp, e.n`, id, head)
	if err != nil {
		return storageErr(err)
	}
	defer rows.Close()
	for rows.Next() {
		var ev []byte
		if err := rows.Scan(&ev); err != nil {
			return storageErr(err)
		}
		f(state, ev)
		if state, err = g.Evolve(state, ev); err != nil {
			return fail("tracker.err.corrupt", err)
		}
	}
	if err := rows.Err(); err != nil {
		return storageErr(err)
	}
	return nil
}
