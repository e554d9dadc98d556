package tracker

import (
	crand "crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"sync"
	"time"

	"skald/rules"
)

// SnapshotEvery is how many active events may pile up after the last snapshot
// before a new one is written, so opening and undo replay at most this many.
const SnapshotEvery = 64

// SessionInfo is a session as the lists show it.
type SessionInfo struct {
	ID      int64
	Game    string
	Title   string
	Created time.Time
	Updated time.Time
	Outcome rules.Outcome
	Actions int
	// Campaign is the campaign the session belongs to, 0 for none, and
	// CampaignTitle its title (the lists read it; a Session leaves it empty).
	Campaign      int64
	CampaignTitle string
	// Abandoned is when the table closed the game without finishing it
	// (zero: it is not abandoned). Playing on clears it.
	Abandoned time.Time
}

// Session is one game being played: its state is the replay of its active groups.
type Session struct {
	store *Store
	game  rules.Game
	rand  *rand.Rand

	mu        sync.Mutex
	info      SessionInfo
	setup     []byte
	printed   map[string]string
	state     any
	head      int64 // last active group
	last      int64 // highest group seq
	redoable  int   // undone groups above head that redo can bring back
	reveals   bool  // the head group uncovered hidden information
	sinceSnap int   // active events after the newest snapshot
	watchers  map[int]func()
	nextWatch int
}

func newRand() *rand.Rand {
	var b [16]byte
	if _, err := crand.Read(b[:]); err != nil {
		panic(err)
	}
	return rand.New(rand.NewPCG(binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])))
}

// NewSession starts a session of g. The box profile's known values go into it;
// the game may answer *rules.NeedPrinted or a *rules.Refusal.
func (s *Store) NewSession(g rules.Game, title string, setup any) (*Session, error) {
	return s.NewSessionIn(0, g, title, setup)
}

// NewSessionIn starts a session of g inside a campaign of the same game and
// kind (0 for none): a solo Althing game never joins a discovery campaign.
func (s *Store) NewSessionIn(campaignID int64, g rules.Game, title string, setup any) (*Session, error) {
	title, err := cleanNewTitle(title)
	if err != nil {
		return nil, err
	}
	sj, err := json.Marshal(setup)
	if err != nil {
		return nil, err
	}
	var campaign any
	if campaignID != 0 {
		c, err := s.CampaignByID(campaignID)
		if err != nil {
			return nil, err
		}
		if err := fitsCampaign(g, c, sj); err != nil {
			return nil, err
		}
		campaign = campaignID
	}
	printed, err := s.Profile(g.ID())
	if err != nil {
		return nil, err
	}
	st, err := g.New(sj, printed)
	if err != nil {
		return nil, err
	}
	pj, _ := json.Marshal(printed)
	out := g.Outcome(st)
	rj, _ := json.Marshal(out.Reason)
	t := now()
	var id int64
	err = s.tx(func(tx *sql.Tx) error {
		res, err := tx.Exec(`INSERT INTO sessions(game, title, setup, printed, created, updated, status, reason, result, campaign_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, g.ID(), title, sj, pj, t, t, string(out.Status), rj, resultJSON(out), campaign)
		if err != nil {
			return err
		}
		id, _ = res.LastInsertId()
		return touchCampaign(tx, campaignID, t)
	})
	if err != nil {
		return nil, err
	}
	return s.keep(&Session{
		store: s, game: g, rand: newRand(), setup: sj, printed: printed, state: st,
		info: SessionInfo{ID: id, Game: g.ID(), Title: title, Created: time.UnixMilli(t), Updated: time.UnixMilli(t),
			Outcome: out, Campaign: campaignID},
	}), nil
}

// OpenSession gives the session with that ID: the one already open (the
// same *Session wherever it is used, so that two screens never write over
// each other), or loads it from the newest snapshot plus the events after it.
func (s *Store) OpenSession(id int64) (*Session, error) {
	if se, err := s.openedInfo(id); se != nil || err != nil {
		return se, err
	}
	se, err := s.load(id)
	if err != nil {
		return nil, err
	}
	return s.keep(se), nil
}

// load reads a session afresh from the database: the newest snapshot plus the
// events after it.
func (s *Store) load(id int64) (*Session, error) {
	se := &Session{store: s, rand: newRand()}
	var (
		gameID, status, reason string
		pj                     []byte
		created, updated       int64
		campaign               sql.NullInt64
		abandoned              int64
	)
	// One read transaction: the row, the snapshot and the events must come
	// from the same moment, or an undo committed in between would leave the
	// state one action behind its head.
	tx, err := s.r.Begin()
	if err != nil {
		return nil, storageErr(err)
	}
	defer tx.Rollback()
	q := txq{tx}
	err = q.QueryRow(`SELECT game, title, setup, printed, created, updated, status, reason, head, last, actions, campaign_id, abandoned
		FROM sessions WHERE id = ?`, id).Scan(&gameID, &se.info.Title, &se.setup, &pj, &created, &updated,
		&status, &reason, &se.head, &se.last, &se.info.Actions, &campaign, &abandoned)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fail("tracker.err.no_session", err)
	}
	if err != nil {
		return nil, storageErr(err)
	}
	g, ok := lookup(gameID)
	if !ok {
		return nil, fail("tracker.err.unknown_game", nil, "Game", gameID)
	}
	se.game = g
	if err := json.Unmarshal(pj, &se.printed); err != nil {
		return nil, fail("tracker.err.corrupt", err)
	}
	se.info.ID, se.info.Game, se.info.Campaign = id, gameID, campaign.Int64
	se.info.Created, se.info.Updated = time.UnixMilli(created), time.UnixMilli(updated)
	if abandoned != 0 {
		se.info.Abandoned = time.UnixMilli(abandoned)
	}
	if se.state, se.sinceSnap, err = se.rebuild(q, se.head); err != nil {
		return nil, err
	}
	se.info.Outcome = g.Outcome(se.state)
	if err := q.QueryRow(`SELECT count(*) FROM groups WHERE session_id = ? AND undone = 1 AND seq > ?`,
		id, se.head).Scan(&se.redoable); err != nil {
		return nil, storageErr(err)
	}
	if se.reveals, err = headReveals(q, id, se.head); err != nil {
		return nil, err
	}
	return se, nil
}

type querier interface {
	QueryRow(query string, args ...any) *sql.Row
	Query(query string, args ...any) (*sql.Rows, error)
}

// rebuild computes the state after group head from the newest snapshot at or
// below it, replaying the active events after that snapshot.
func (se *Session) rebuild(q querier, head int64) (any, int, error) {
	var (
		from  int64
		data  []byte
		state any
	)
	err := q.QueryRow(`SELECT grp, state FROM snapshots WHERE session_id = ? AND grp <= ?
		ORDER BY grp DESC LIMIT 1`, se.info.ID, head).Scan(&from, &data)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if state, err = se.game.New(se.setup, se.printed); err != nil {
			return nil, 0, fail("tracker.err.corrupt", err)
		}
	case err != nil:
		return nil, 0, storageErr(err)
	default:
		if state, err = se.game.DecodeState(data); err != nil {
			return nil, 0, fail("tracker.err.corrupt", err)
		}
	}
	rows, err := q.Query(`SELECT e.data FROM events e JOIN groups g ON g.session_id = e.session_id AND g.seq = e.grp
		WHERE e.session_id = ? AND e.grp > ? AND e.grp <= ? AND g.undone = 0 ORDER BY e.grp, e.n`, se.info.ID, from, head)
	if err != nil {
		return nil, 0, storageErr(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var ev []byte
		if err := rows.Scan(&ev); err != nil {
			return nil, 0, storageErr(err)
		}
		if state, err = se.game.Evolve(state, ev); err != nil {
			return nil, 0, fail("tracker.err.corrupt", err)
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, 0, storageErr(err)
	}
	return state, n, nil
}

func headReveals(q querier, id, head int64) (bool, error) {
	if head == 0 {
		return false, nil
	}
	var r bool
	if err := q.QueryRow(`SELECT reveals FROM groups WHERE session_id = ? AND seq = ?`, id, head).Scan(&r); err != nil {
		return false, storageErr(err)
	}
	return r, nil
}

// Info is the session as lists show it.
func (se *Session) Info() SessionInfo {
	se.mu.Lock()
	defer se.mu.Unlock()
	return se.info
}

// Game is the session's game.
func (se *Session) Game() rules.Game { return se.game }

// State is the current state, of the game's own State type.
func (se *Session) State() any {
	se.mu.Lock()
	defer se.mu.Unlock()
	return se.state
}

// Do decides a command, commits its events, then applies them. It returns only
// after the commit; a refused or failed command changes nothing.
func (se *Session) Do(cmd any) error {
	return se.write(func() error { return se.do(cmd) })
}

// locked runs f under the session's lock, released even if f panics (a bug
// in a game's rules must not freeze the session for good).
func (se *Session) locked(f func() error) error {
	se.mu.Lock()
	defer se.mu.Unlock()
	return f()
}

func (se *Session) do(cmd any) error {
	draws := &recordRand{r: se.rand, vals: []int{}}
	evs, err := se.game.Decide(se.state, cmd, draws)
	if err != nil {
		return err
	}
	if len(evs) == 0 {
		return nil
	}
	st := se.state
	for _, e := range evs {
		if st, err = se.game.Evolve(st, e); err != nil {
			return err
		}
	}
	cj, err := se.game.EncodeCommand(cmd)
	if err != nil {
		return err
	}
	lj, _ := json.Marshal(se.game.Label(cmd, evs))
	rolls, _ := json.Marshal(draws.vals)
	seq := se.last + 1
	snap := se.sinceSnap+len(evs) >= SnapshotEvery
	out := se.game.Outcome(st)
	t := now()
	reveals := se.game.Reveals(cmd, evs)
	err = se.store.tx(func(tx *sql.Tx) error {
		if err := se.advance(tx, seq, seq, se.info.Actions+1, out, t); err != nil {
			return err
		}
		if se.redoable > 0 {
			if _, err := tx.Exec(`UPDATE groups SET undone = 2 WHERE session_id = ? AND undone = 1 AND seq > ?`,
				se.info.ID, se.head); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(`INSERT INTO groups(session_id, seq, command, label, reveals, at, parent, rolls) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			se.info.ID, seq, cj, lj, reveals, t, se.head, rolls); err != nil {
			return err
		}
		for i, e := range evs {
			if _, err := tx.Exec(`INSERT INTO events(session_id, grp, n, data) VALUES (?, ?, ?, ?)`,
				se.info.ID, seq, i, e); err != nil {
				return err
			}
		}
		if snap {
			return se.writeSnapshot(tx, seq, st)
		}
		return nil
	})
	if err != nil {
		return err
	}
	se.state, se.head, se.last, se.redoable = st, seq, seq, 0
	se.info.Abandoned = time.Time{}
	se.reveals = reveals
	se.sinceSnap += len(evs)
	if snap {
		se.sinceSnap = 0
	}
	se.info.Actions++
	se.info.Outcome, se.info.Updated = out, time.UnixMilli(t)
	return nil
}

func (se *Session) writeSnapshot(tx *sql.Tx, seq int64, st any) error {
	data, err := se.game.EncodeState(st)
	if err != nil {
		return err
	}
	_, err = tx.Exec(`INSERT OR REPLACE INTO snapshots(session_id, grp, state) VALUES (?, ?, ?)`, se.info.ID, seq, data)
	return err
}

func (se *Session) writeHead(tx *sql.Tx, head, last int64, actions int, out rules.Outcome, t int64) error {
	rj, _ := json.Marshal(out.Reason)
	// Playing on (an action, an undo, a redo) takes an abandoned game up again.
	_, err := tx.Exec(`UPDATE sessions SET head = ?, last = ?, actions = ?, status = ?, reason = ?, result = ?, updated = ?, abandoned = 0 WHERE id = ?`,
		head, last, actions, string(out.Status), rj, resultJSON(out), t, se.info.ID)
	if err == nil {
		se.info.Abandoned = time.Time{}
	}
	return err
}

// tx runs f in one immediate write transaction.
func (s *Store) tx(f func(*sql.Tx) error) error {
	if s.w == nil {
		return fail("tracker.err.readonly_mode", nil)
	}
	tx, err := s.w.Begin()
	if err != nil {
		return storageErr(err)
	}
	// Roll back on every way out but a commit, a panic in f included: an open
	// transaction would hold the one writer connection for good.
	committed := false
	defer func() {
		if !committed {
			tx.Rollback()
		}
	}()
	if err := f(tx); err != nil {
		return storageErr(err)
	}
	committed = true
	return storageErr(tx.Commit())
}

// Learn teaches this session a printed value and, once it accepts it, keeps
// it in the box profile.
func (se *Session) Learn(key, value string) error {
	// The session checks the value first: one it refuses (a conflict with
	// the value it was set up with) leaves the box profile as it was.
	if err := se.Do(se.game.Learn(key, value)); err != nil {
		return err
	}
	return se.store.SetPrinted(se.game.ID(), key, value)
}

// OnChange registers f to run after every Do, Undo, Redo and Learn.
func (se *Session) OnChange(f func()) (cancel func()) {
	se.mu.Lock()
	defer se.mu.Unlock()
	if se.watchers == nil {
		se.watchers = map[int]func(){}
	}
	id := se.nextWatch
	se.nextWatch++
	se.watchers[id] = f
	return func() {
		se.mu.Lock()
		defer se.mu.Unlock()
		delete(se.watchers, id)
	}
}

func (se *Session) notify() {
	se.mu.Lock()
	fs := make([]func(), 0, len(se.watchers))
	for _, f := range se.watchers {
		fs = append(fs, f)
	}
	se.mu.Unlock()
	for _, f := range fs {
		f()
	}
}
