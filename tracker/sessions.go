package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"skald/rules"
)

const infoColumns = `id, game, title, created, updated, status, reason, actions, campaign_id`

func scanInfo(sc scanner) (SessionInfo, error) {
	var (
		in               SessionInfo
		created, updated int64
		status           string
		reason           []byte
		campaign         sql.NullInt64
	)
	if err := sc.Scan(&in.ID, &in.Game, &in.Title, &created, &updated, &status, &reason, &in.Actions, &campaign); err != nil {
		return in, err
	}
	in.Campaign = campaign.Int64
	in.Created, in.Updated = time.UnixMilli(created), time.UnixMilli(updated)
	in.Outcome.Status = rules.Status(status)
	_ = json.Unmarshal(reason, &in.Outcome.Reason)
	return in, nil
}

// Sessions lists the sessions of a game ("" = every game), most recently
// updated first.
func (s *Store) Sessions(gameID string) ([]SessionInfo, error) {
	q := `SELECT ` + infoColumns + ` FROM sessions`
	var args []any
	if gameID != "" {
		q += ` WHERE game = ?`
		args = append(args, gameID)
	}
	return queryAll(s, scanInfo, q+` ORDER BY updated DESC, id DESC`, args...)
}

// Last is the most recently updated session still being played.
func (s *Store) Last() (SessionInfo, bool, error) {
	in, err := scanInfo(s.r.QueryRow(`SELECT ` + infoColumns + ` FROM sessions WHERE status = 'playing'
		ORDER BY updated DESC, id DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) {
		return in, false, nil
	}
	if err != nil {
		return in, false, storageErr(err)
	}
	return in, true, nil
}

// Rename gives a session a new title.
func (s *Store) Rename(id int64, title string) error { return s.retitle("sessions", id, title) }

// Delete removes a session and its whole log (the app asks first).
func (s *Store) Delete(id int64) error { return s.deleteRow("sessions", id) }
