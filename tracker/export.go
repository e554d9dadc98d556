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
	if len(data) > MaxImportBytes {
		return tooBig()
	}
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
	return bounded(f)
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
	// Abandoned: the table closed the game unfinished (since schema 3).
	Abandoned bool `json:"abandoned,omitempty"`
}

type groupFile struct {
	Seq     int64             `json:"seq"`
	Status  string            `json:"status"` // active, undone or dropped
	At      time.Time         `json:"at"`
	Command json.RawMessage   `json:"command"`
	Events  []json.RawMessage `json:"events"`
	// Parent is the action this one was done after (0: the start), and
	// Rolls the random draws deciding it took ([] for none); files written
	// before they were kept have neither.
	Parent *int64 `json:"parent,omitempty"`
	Rolls  *[]int `json:"rolls,omitempty"`
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
func (s *Store) sessionFile(id int64) (sessionFile, error) { return readSessionFile(s.r, id) }

// readSessionFile reads a session's whole log through q (the read pool, or
// a write transaction that must see its own rows).
func readSessionFile(q querier, id int64) (sessionFile, error) {
	f := sessionFile{fileHeader: headerOf(sessionFormat)}
	var (
		created int64
		pj      []byte
		setup   []byte
	)
	var abandoned int64
	err := q.QueryRow(`SELECT game, title, created, setup, printed, abandoned FROM sessions WHERE id = ?`, id).
		Scan(&f.Game, &f.Title, &created, &setup, &pj, &abandoned)
	f.Abandoned = abandoned != 0
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
	rows, err := q.Query(`SELECT g.seq, g.undone, g.at, g.command, g.parent, g.rolls, e.data FROM groups g
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
			parent    sql.NullInt64
			rolls     []byte
		)
		if err := rows.Scan(&seq, &status, &at, &cmd, &parent, &rolls, &data); err != nil {
			return f, storageErr(err)
		}
		if n := len(f.Groups); n == 0 || f.Groups[n-1].Seq != seq {
			gf := groupFile{Seq: seq, Status: statusNames[status], At: time.UnixMilli(at).UTC(), Command: cmd}
			if parent.Valid {
				gf.Parent = &parent.Int64
			}
			if rolls != nil {
				var r []int
				if json.Unmarshal(rolls, &r) == nil && r != nil {
					gf.Rolls = &r
				}
			}
			f.Groups = append(f.Groups, gf)
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
		id, err = insertImport(tx, f, p, nil, nil)
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
// when not nil) and returns its ID; under the ID id when not nil (a stored
// copy the file brings up to date, deleted just before).
func insertImport(tx *sql.Tx, f sessionFile, p replayed, campaign, keepID any) (int64, error) {
	title := importedTitle(f.Title)
	pj, _ := json.Marshal(f.Printed)
	// Last played when the file says so: its last action, else its start.
	played := f.Created
	for _, gr := range f.Groups {
		if gr.At.After(played) {
			played = gr.At
		}
	}
	var abandoned int64
	if f.Abandoned && p.outcome.Status == rules.Playing {
		abandoned = played.UnixMilli()
	}
	res, err := tx.Exec(`INSERT INTO sessions(id, game, title, setup, printed, created, updated, campaign_id, abandoned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		keepID, f.Game, title, []byte(f.Setup), pj, f.Created.UnixMilli(), played.UnixMilli(), campaign, abandoned)
	if err != nil {
		return 0, err
	}
	id, _ := res.LastInsertId()
	for i, gr := range f.Groups {
		var rolls []byte
		if gr.Rolls != nil {
			rolls, _ = json.Marshal(*gr.Rolls)
		}
		if _, err := tx.Exec(`INSERT INTO groups(session_id, seq, command, label, reveals, undone, at, parent, rolls) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, gr.Seq, compact(gr.Command), p.labels[i], p.reveals[i], p.status[i], gr.At.UnixMilli(), p.parents[i], rolls); err != nil {
			return 0, err
		}
		for n, e := range p.events[i] {
			if _, err := tx.Exec(`INSERT INTO events(session_id, grp, n, data) VALUES (?, ?, ?, ?)`, id, gr.Seq, n, e); err != nil {
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
	_, err = tx.Exec(`UPDATE sessions SET head = ?, last = ?, actions = ?, status = ?, reason = ?, result = ? WHERE id = ?`,
		p.head, len(f.Groups), p.actions, string(p.outcome.Status), rj, resultJSON(p.outcome), id)
	return id, err
}
