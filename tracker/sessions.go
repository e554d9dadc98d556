package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"skald/rules"
)

// infoColumns read a session as the lists show it, with its campaign's title
// (every query reads them FROM sessions).
const infoColumns = `id, game, title, created, updated, status, reason, actions, campaign_id, abandoned,
	(SELECT c.title FROM campaigns c WHERE c.id = sessions.campaign_id), result`

func scanInfo(sc scanner) (SessionInfo, error) {
	var (
		in               SessionInfo
		created, updated int64
		status           string
		reason           []byte
		campaign         sql.NullInt64
		abandoned        int64
		campaignTitle    sql.NullString
		result           sql.NullString
	)
	if err := sc.Scan(&in.ID, &in.Game, &in.Title, &created, &updated, &status, &reason, &in.Actions, &campaign, &abandoned, &campaignTitle, &result); err != nil {
		return in, err
	}
	in.Campaign, in.CampaignTitle = campaign.Int64, campaignTitle.String
	if abandoned != 0 {
		in.Abandoned = time.UnixMilli(abandoned)
	}
	in.Created, in.Updated = time.UnixMilli(created), time.UnixMilli(updated)
	in.Outcome.Status = rules.Status(status)
	_ = json.Unmarshal(reason, &in.Outcome.Reason)
	readResult(result, &in.Outcome)
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

// Last is the most recently updated session still being played (an
// abandoned one is not).
func (s *Store) Last() (SessionInfo, bool, error) {
	in, err := scanInfo(s.r.QueryRow(`SELECT ` + infoColumns + ` FROM sessions WHERE status = 'playing' AND abandoned = 0
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

// SessionByID reads one session as the lists show it.
func (s *Store) SessionByID(id int64) (SessionInfo, error) {
	in, err := scanInfo(s.r.QueryRow(`SELECT `+infoColumns+` FROM sessions WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return in, fail("tracker.err.no_session", err)
	}
	return in, storageErr(err)
}

// Abandon closes a game still being played without finishing it: it stays in
// the lists and its campaign, says so, and counts for nothing. A finished game
// cannot be abandoned. Playing on (an action, an undo) takes it up again, as
// Reopen does.
func (s *Store) Abandon(id int64) error {
	in, err := s.SessionByID(id)
	if err != nil {
		return err
	}
	if in.Outcome.Status != rules.Playing {
		return fail("tracker.err.abandon_over", nil)
	}
	return s.tx(func(tx *sql.Tx) error {
		_, err := tx.Exec(`UPDATE sessions SET abandoned = ? WHERE id = ? AND status = 'playing' AND abandoned = 0`, now(), id)
		return err
	})
}

// Reopen takes an abandoned game up again.
func (s *Store) Reopen(id int64) error {
	if _, err := s.SessionByID(id); err != nil {
		return err
	}
	return s.tx(func(tx *sql.Tx) error {
		_, err := tx.Exec(`UPDATE sessions SET abandoned = 0 WHERE id = ?`, id)
		return err
	})
}
