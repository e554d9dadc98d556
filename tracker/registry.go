package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
	"runtime"
	"weak"

	"skald/rules"
)

// One Session per session ID while it is in use: OpenSession answers the one
// already open, so the game screen and a campaign screen that open the same
// game share it, and every write is also a compare-and-set on the session's
// head and last (guard, advance), so a Session that fell behind is refused,
// never written over.

// ErrStale: the session was changed by another writer since this Session
// read it; the write was refused and nothing was lost.
var ErrStale = errors.New("the session changed since it was read")

// openedInfo is the Session open for id, its list facts (title, campaign,
// abandoned) read again; nil when none is open.
func (s *Store) openedInfo(id int64) (*Session, error) {
	se := s.opened(id)
	if se == nil {
		return nil, nil
	}
	var head, last int64
	err := s.r.QueryRow(`SELECT head, last FROM sessions WHERE id = ?`, id).Scan(&head, &last)
	var in SessionInfo
	if err == nil {
		in, err = scanInfo(s.r.QueryRow(`SELECT `+infoColumns+` FROM sessions WHERE id = ?`, id))
	}
	if errors.Is(err, sql.ErrNoRows) {
		s.forget(id)
		return nil, fail("tracker.err.no_session", err)
	}
	if err != nil {
		return nil, storageErr(err)
	}
	se.mu.Lock()
	moved := head != se.head || last != se.last
	se.mu.Unlock()
	if moved {
		// Another writer moved the log on (this Store reads beside another
		// Skald, or an import brought the game up to a file): the Session
		// kept would show the state of when it was loaded.
		fresh, err := s.load(id)
		if err != nil {
			return nil, err
		}
		se.mu.Lock()
		se.adopt(fresh)
		se.mu.Unlock()
		se.notify()
		return se, nil
	}
	// The row is what this Session wrote, and what was changed around it
	// (a title, a campaign, the game abandoned).
	se.mu.Lock()
	se.info = in
	se.mu.Unlock()
	return se, nil
}

// opened is the Session open for id, nil when none is.
func (s *Store) opened(id int64) *Session {
	s.mu.Lock()
	defer s.mu.Unlock()
	if wp, ok := s.sessions[id]; ok {
		if se := wp.Value(); se != nil {
			return se
		}
		delete(s.sessions, id)
	}
	return nil
}

// keep makes se the Session open for its ID, unless another got there
// first: the one to use is returned. Once nothing holds it any more, the
// garbage collector lets it go and the next OpenSession loads it afresh.
func (s *Store) keep(se *Session) *Session {
	id := se.info.ID
	s.mu.Lock()
	defer s.mu.Unlock()
	if wp, ok := s.sessions[id]; ok {
		if old := wp.Value(); old != nil {
			return old
		}
	}
	wp := weak.Make(se)
	s.sessions[id] = wp
	runtime.AddCleanup(se, func(id int64) {
		s.mu.Lock()
		defer s.mu.Unlock()
		if cur, ok := s.sessions[id]; ok && cur == wp {
			delete(s.sessions, id)
		}
	}, id)
	return se
}

// forget drops the Session kept for id (the session was deleted).
func (s *Store) forget(id int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.sessions, id)
}

// guard (advance, for an action) is the first statement of every write to a
// session: it claims the session's row only if its head and last are still
// the ones this Session holds. Otherwise another writer got there first, and writing would number
// an action twice or build on a state that is no more.
func (se *Session) guard(tx *sql.Tx) error {
	res, err := tx.Exec(`UPDATE sessions SET head = head WHERE id = ? AND head = ? AND last = ?`,
		se.info.ID, se.head, se.last)
	return se.claimed(tx, res, err)
}

// advance is guard and writeHead in one statement, for a write that knows the
// row's new values before it starts (an action): one statement fewer on the
// path every tap takes. Playing on takes an abandoned game up again.
func (se *Session) advance(tx *sql.Tx, head, last int64, actions int, out rules.Outcome, t int64) error {
	rj, _ := json.Marshal(out.Reason)
	res, err := tx.Exec(`UPDATE sessions SET head = ?, last = ?, actions = ?, status = ?, reason = ?, result = ?, updated = ?, abandoned = 0
		WHERE id = ? AND head = ? AND last = ?`,
		head, last, actions, string(out.Status), rj, resultJSON(out), t, se.info.ID, se.head, se.last)
	return se.claimed(tx, res, err)
}

// claimed answers a compare-and-set on the session's row: nil when it held,
// ErrStale when another writer moved the head first.
func (se *Session) claimed(tx *sql.Tx, res sql.Result, err error) error {
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	var one int
	if err := tx.QueryRow(`SELECT 1 FROM sessions WHERE id = ?`, se.info.ID).Scan(&one); errors.Is(err, sql.ErrNoRows) {
		return fail("tracker.err.no_session", err)
	}
	return &Error{Msg: rules.M("tracker.err.stale"), Err: ErrStale}
}

// write runs a change (do, undo, redo) under the session's lock and tells the
// watchers. When the change was refused because the Session had fallen
// behind, the Session reads what is stored, so that the screen shows it and
// the next try builds on it; the watchers hear of that too.
func (se *Session) write(f func() error) error {
	err := se.locked(func() error {
		err := f()
		if errors.Is(err, ErrStale) {
			if fresh, lerr := se.store.load(se.info.ID); lerr == nil {
				se.adopt(fresh)
			}
		}
		return err
	})
	if err == nil || errors.Is(err, ErrStale) {
		se.notify()
	}
	return err
}

// adopt takes what fresh read from the database (se.mu is held).
func (se *Session) adopt(fresh *Session) {
	se.info, se.setup, se.printed, se.state = fresh.info, fresh.setup, fresh.printed, fresh.state
	se.head, se.last, se.redoable = fresh.head, fresh.last, fresh.redoable
	se.reveals, se.sinceSnap = fresh.reveals, fresh.sinceSnap
}

// recordRand draws from r and writes down every draw, so that the decision
// can be taken again from the same draws (an import checks it so).
type recordRand struct {
	r    rules.Rand
	vals []int
}

func (x *recordRand) IntN(n int) int {
	v := x.r.IntN(n)
	x.vals = append(x.vals, v)
	return v
}
