package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"skald/rules"
)

const sessionFormat = "skald.session"

// fileHeader opens every export file (session, campaign, profile): what it
// holds and in which version of its format.
type fileHeader struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
}

// headerOf is the header this version writes for a format.
func headerOf(format string) fileHeader { return fileHeader{Format: format, Version: 1} }

func (h fileHeader) header() fileHeader { return h }

// decodeFile reads an export file into f and refuses it unless it is a file
// of format in version 1.
func decodeFile(data []byte, f interface{ header() fileHeader }, format string) error {
	if err := json.Unmarshal(data, f); err != nil {
		return fail("tracker.err.import_json", err)
	}
	h := f.header()
	if h.Format != format {
		return fail("tracker.err.import_format", nil)
	}
	if h.Version != 1 {
		return fail("tracker.err.import_version", nil, "Version", h.Version)
	}
	return nil
}

// sessionFile is the versioned export of one session: its setup and every
// action ever taken, undone ones included.
type sessionFile struct {
	fileHeader
	Game    string            `json:"game"`
	Title   string            `json:"title"`
	Created time.Time         `json:"created"`
	Setup   json.RawMessage   `json:"setup"`
	Printed map[string]string `json:"printed"`
	Groups  []groupFile       `json:"groups"`
}

type groupFile struct {
	Seq     int64             `json:"seq"`
	Status  string            `json:"status"` // active, undone or dropped
	At      time.Time         `json:"at"`
	Command json.RawMessage   `json:"command"`
	Events  []json.RawMessage `json:"events"`
}

var statusNames = []string{Active: "active", Undone: "undone", Dropped: "dropped"}

// Export writes a session as versioned JSON.
func (s *Store) Export(id int64) ([]byte, error) {
	f, err := s.sessionFile(id)
	if err != nil {
		return nil, err
	}
	return json.MarshalIndent(f, "", " ")
}

// sessionFile reads a session's whole log into its export form.
func (s *Store) sessionFile(id int64) (sessionFile, error) {
	f := sessionFile{fileHeader: headerOf(sessionFormat)}
	var (
		created int64
		pj      []byte
		setup   []byte
	)
	err := s.r.QueryRow(`SELECT game, title, created, setup, printed FROM sessions WHERE id = ?`, id).
		Scan(&f.Game, &f.Title, &created, &setup, &pj)
	if errors.Is(err, sql.ErrNoRows) {
		return f, fail("tracker.err.no_session", err)
	}
	if err != nil {
		return f, storageErr(err)
	}
	f.Created, f.Setup = time.UnixMilli(created).UTC(), setup
	if err := json.Unmarshal(pj, &f.Printed); err != nil {
		return f, fail("tracker.err.corrupt", err)
	}
	rows, err := s.r.Query(`SELECT g.seq, g.undone, g.at, g.command, e.data FROM groups g
		JOIN events e ON e.session_id = g.session_id AND e.grp = g.seq
		WHERE g.session_id = ? ORDER BY g.seq, e.n`, id)
	if err != nil {
		return f, storageErr(err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			seq, at   int64
			status    int
			cmd, data []byte
		)
		if err := rows.Scan(&seq, &status, &at, &cmd, &data); err != nil {
			return f, storageErr(err)
		}
		if n := len(f.Groups); n == 0 || f.Groups[n-1].Seq != seq {
			f.Groups = append(f.Groups, groupFile{Seq: seq, Status: statusNames[status],
				At: time.UnixMilli(at).UTC(), Command: cmd})
		}
		g := &f.Groups[len(f.Groups)-1]
		g.Events = append(g.Events, data)
	}
	if err := rows.Err(); err != nil {
		return f, storageErr(err)
	}
	return f, nil
}

// importErr wraps a game's refusal of an imported group.
func importErr(id string, seq int64, err error) error {
	reason := rules.M("tracker.err.import_invalid")
	var r *rules.Refusal
	var np *rules.NeedPrinted
	switch {
	case errors.As(err, &r):
		reason = r.Msg
	case errors.As(err, &np):
		reason = rules.M("tracker.err.import_printed", "Key", np.Key)
	}
	return fail(id, err, "N", seq, "Reason", reason)
}

// Import checks a session file event by event through the game's own rules and
// stores it as a new session, or refuses the whole file with the reason.
func (s *Store) Import(data []byte) (SessionInfo, error) {
	var f sessionFile
	if err := decodeFile(data, &f, sessionFormat); err != nil {
		return SessionInfo{}, err
	}
	p, err := checkImport(&f)
	if err != nil {
		return SessionInfo{}, err
	}
	var id int64
	err = s.tx(func(tx *sql.Tx) error {
		id, err = insertImport(tx, f, p, nil)
		return err
	})
	if err != nil {
		return SessionInfo{}, err
	}
	return scanInfo(s.r.QueryRow(`SELECT `+infoColumns+` FROM sessions WHERE id = ?`, id))
}

// checkImport replays a session file through its game's rules.
func checkImport(f *sessionFile) (replayed, error) {
	g, err := gameFor(f.Game)
	if err != nil {
		return replayed{}, err
	}
	if f.Printed == nil {
		f.Printed = map[string]string{}
	}
	state, err := g.New(f.Setup, f.Printed)
	if err != nil {
		return replayed{}, importErr("tracker.err.import_setup", 0, err)
	}
	p, err := replayImport(g, state, f.Groups)
	p.game = g
	return p, err
}

// insertImport stores a checked session file as a new session (in campaign,
// when not nil) and returns its ID.
func insertImport(tx *sql.Tx, f sessionFile, p replayed, campaign any) (int64, error) {
	title := f.Title
	if title == "" {
		title = "—"
	}
	pj, _ := json.Marshal(f.Printed)
	res, err := tx.Exec(`INSERT INTO sessions(game, title, setup, printed, created, updated, campaign_id) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		f.Game, title, []byte(f.Setup), pj, f.Created.UnixMilli(), now(), campaign)
	if err != nil {
		return 0, err
	}
	id, _ := res.LastInsertId()
	for i, gr := range f.Groups {
		if _, err := tx.Exec(`INSERT INTO groups(session_id, seq, command, label, reveals, undone, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			id, gr.Seq, []byte(gr.Command), p.labels[i], p.reveals[i], p.status[i], gr.At.UnixMilli()); err != nil {
			return 0, err
		}
		for n, e := range gr.Events {
			if _, err := tx.Exec(`INSERT INTO events(session_id, grp, n, data) VALUES (?, ?, ?, ?)`, id, gr.Seq, n, []byte(e)); err != nil {
				return 0, err
			}
		}
	}
	for seq, st := range p.snapshots {
		data, err := p.game.EncodeState(st)
		if err != nil {
			return 0, err
		}
		if _, err := tx.Exec(`INSERT INTO snapshots(session_id, grp, state) VALUES (?, ?, ?)`, id, seq, data); err != nil {
			return 0, err
		}
	}
	rj, _ := json.Marshal(p.outcome.Reason)
	_, err = tx.Exec(`UPDATE sessions SET head = ?, last = ?, actions = ?, status = ?, reason = ? WHERE id = ?`,
		p.head, len(f.Groups), p.actions, string(p.outcome.Status), rj, id)
	return id, err
}

// replayed is what checking an imported log produced.
type replayed struct {
	game      rules.Game
	labels    [][]byte
	reveals   []bool
	status    []EntryStatus
	snapshots map[int64]any
	head      int64
	actions   int
	outcome   rules.Outcome
}

// replayImport validates the groups: dense numbering, a status order undo and redo
// can produce, every active event legal where it stands, and the undone events
// legal as a redo from the end.
func replayImport(g rules.Game, state any, groups []groupFile) (replayed, error) {
	p := replayed{snapshots: map[int64]any{}}
	var head int64
	for i, gr := range groups {
		if gr.Seq != int64(i+1) {
			return p, fail("tracker.err.import_sequence", nil, "N", i+1)
		}
		if len(gr.Events) == 0 {
			return p, fail("tracker.err.import_empty", nil, "N", gr.Seq)
		}
		st := EntryStatus(-1)
		for k, name := range statusNames {
			if gr.Status == name {
				st = EntryStatus(k)
			}
		}
		if st < 0 {
			return p, fail("tracker.err.import_status", nil, "N", gr.Seq)
		}
		if st == Active {
			head = gr.Seq
		}
		p.status = append(p.status, st)
	}
	since := 0
	var redo []int
	for i, gr := range groups {
		cmd, err := g.DecodeCommand(gr.Command)
		if err != nil {
			return p, importErr("tracker.err.import_command", gr.Seq, err)
		}
		evs := make([][]byte, len(gr.Events))
		for n, e := range gr.Events {
			evs[n] = e
		}
		lj, _ := json.Marshal(g.Label(cmd, evs))
		p.labels = append(p.labels, lj)
		p.reveals = append(p.reveals, g.Reveals(cmd, evs))
		switch p.status[i] {
		case Undone:
			if gr.Seq < head {
				return p, fail("tracker.err.import_status", nil, "N", gr.Seq)
			}
			redo = append(redo, i)
			continue
		case Dropped:
			continue
		}
		if state, err = applyChecked(g, state, gr); err != nil {
			return p, err
		}
		p.actions++
		if since += len(evs); since >= SnapshotEvery {
			p.snapshots[gr.Seq], since = state, 0
		}
	}
	p.head, p.outcome = head, g.Outcome(state)
	// Undone groups must still replay as a redo would bring them back.
	scratch := state
	for _, i := range redo {
		var err error
		if scratch, err = applyChecked(g, scratch, groups[i]); err != nil {
			return p, err
		}
	}
	return p, nil
}

func applyChecked(g rules.Game, state any, gr groupFile) (any, error) {
	for _, e := range gr.Events {
		if err := g.Check(state, e); err != nil {
			return state, importErr("tracker.err.import_event", gr.Seq, err)
		}
		var err error
		if state, err = g.Evolve(state, e); err != nil {
			return state, importErr("tracker.err.import_event", gr.Seq, err)
		}
	}
	return state, nil
}
