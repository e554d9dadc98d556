package tracker

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"reflect"
)

// A campaign exported, deleted (its games stay, as the app warns) and
// imported again must take its own games back rather than store each a
// second time, which would count every game twice. A game is recognised by
// its origin (game, start time to the millisecond, setup) and its log:
// actions are never rewritten, only appended and flagged, so two copies of
// one game agree on every action both hold, and the one holding more is the
// later. Copies that disagree were played on in two places: neither can be
// kept for the other, and the import is refused.

// storedCopy is how a game of a file stands to the sessions stored here.
type storedCopy struct {
	id       int64         // the stored session; 0 when there is none
	campaign sql.NullInt64 // the campaign it is in
	behind   bool          // the file holds more of it: bring it up to the file
	differs  bool          // the same start, played otherwise since
}

// findStored looks among the stored sessions for the game f holds.
func findStored(tx *sql.Tx, f *sessionFile) (storedCopy, error) {
	rows, err := tx.Query(`SELECT id, setup, campaign_id FROM sessions WHERE game = ? AND created = ?`,
		f.Game, f.Created.UnixMilli())
	if err != nil {
		return storedCopy{}, err
	}
	var cands []storedCopy
	for rows.Next() {
		var (
			c     storedCopy
			setup []byte
		)
		if err := rows.Scan(&c.id, &setup, &c.campaign); err != nil {
			rows.Close()
			return storedCopy{}, err
		}
		if sameJSON(setup, f.Setup) {
			cands = append(cands, c)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return storedCopy{}, err
	}
	var differs storedCopy
	for _, c := range cands {
		have, err := readSessionFile(txq{tx}, c.id)
		if err != nil {
			return storedCopy{}, err
		}
		if !sameActions(have.Groups, f.Groups) {
			c.differs = true
			differs = c
			continue
		}
		c.behind = len(have.Groups) < len(f.Groups)
		return c, nil
	}
	return differs, nil
}

// sameActions reports whether two logs agree on every action both hold.
func sameActions(a, b []groupFile) bool {
	for i := range min(len(a), len(b)) {
		if a[i].Seq != b[i].Seq || !sameJSON(a[i].Command, b[i].Command) || !sameEvents(compacted(a[i].Events), b[i].Events) {
			return false
		}
	}
	return true
}

// sameJSON compares two JSON values, spacing and the order of keys aside.
func sameJSON(a, b []byte) bool {
	if bytes.Equal(compact(a), compact(b)) {
		return true
	}
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && reflect.DeepEqual(x, y)
}
