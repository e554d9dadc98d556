package tracker

import (
	"encoding/json"
	"time"

	"skald/rules"
)

// EntryStatus is how an action stands in the history.
type EntryStatus int

const (
	Active  EntryStatus = iota
	Undone              // taken back; redo can bring it again
	Dropped             // taken back, then replaced by a new action
)

// Entry is one action in the history.
type Entry struct {
	Seq    int64
	Label  rules.Msg
	Status EntryStatus
	At     time.Time
}

// HistoryLen is how many actions were ever done in the session.
func (se *Session) HistoryLen() int {
	se.mu.Lock()
	defer se.mu.Unlock()
	return int(se.last)
}

// History returns up to n entries, newest first, starting offset entries from the
// newest. Group numbers are dense, so a page is an index range, not an OFFSET scan.
func (se *Session) History(offset, n int) ([]Entry, error) {
	se.mu.Lock()
	top := se.last - int64(offset)
	se.mu.Unlock()
	if n <= 0 || top <= 0 {
		return nil, nil
	}
	return queryAll(se.store, scanEntry, `SELECT seq, label, undone, at FROM groups WHERE session_id = ? AND seq <= ? AND seq > ?
		ORDER BY seq DESC`, se.info.ID, top, top-int64(n))
}

func scanEntry(sc scanner) (Entry, error) {
	var (
		e     Entry
		label []byte
		at    int64
	)
	if err := sc.Scan(&e.Seq, &label, &e.Status, &at); err != nil {
		return e, err
	}
	if json.Unmarshal(label, &e.Label) != nil {
		e.Label = rules.M("history.unknown")
	}
	e.At = time.UnixMilli(at)
	return e, nil
}
