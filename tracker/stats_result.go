package tracker

import (
	"database/sql"
	"encoding/json"

	"skald/rules"
)

// A session's result column keeps who won a game the players play against
// each other (and a tie against the game's own opponent), written with its
// status at every action, so that the statistics read it in their one
// query, never by replaying a game.

// resultCol is the result column as stored.
type resultCol struct {
	Winners []int `json:"winners,omitempty"`
	Tie     bool  `json:"tie,omitempty"`
}

// resultJSON is what the result column keeps of out: "{}" for nothing.
func resultJSON(out rules.Outcome) string {
	b, _ := json.Marshal(resultCol{Winners: out.Winners, Tie: out.Tie})
	return string(b)
}

// readResult puts a stored result into out; false for a game that ended
// before the column was kept (NULL), whose result is not known yet.
func readResult(col sql.NullString, out *rules.Outcome) bool {
	if !col.Valid {
		return false
	}
	var r resultCol
	_ = json.Unmarshal([]byte(col.String), &r)
	out.Winners, out.Tie = r.Winners, r.Tie
	return true
}

// fillResults finds the result of each row whose result is not known (a
// game that ended before schema 6) from its state, loaded as a game screen
// loads it, and stores them in one transaction, once: the next reading
// finds them in the column. A read-only store only puts them in the rows.
// A row still being played always has its result (the migration wrote it).
func (s *Store) fillResults(rows []StatsRow) {
	type found struct {
		id, head int64
		result   string
	}
	var fill []found
	for i := range rows {
		r := &rows[i]
		if r.resultKnown {
			continue
		}
		se, err := s.load(r.ID)
		if err != nil {
			// A game this build does not know, a damaged log: counted by
			// its status alone, as before the column.
			continue
		}
		out := se.game.Outcome(se.state)
		r.Outcome.Winners, r.Outcome.Tie = out.Winners, out.Tie
		r.resultKnown = true
		fill = append(fill, found{r.ID, se.head, resultJSON(out)})
	}
	if len(fill) == 0 || s.w == nil {
		return
	}
	// Only where nothing has written it since: an action writes its own
	// result with its head. A write that fails (a full disk) loses
	// nothing: the next reading finds the results again.
	_ = s.tx(func(tx *sql.Tx) error {
		for _, f := range fill {
			if _, err := tx.Exec(`UPDATE sessions SET result = ? WHERE id = ? AND result IS NULL AND head = ?`,
				f.result, f.id, f.head); err != nil {
				return err
			}
		}
		return nil
	})
}
