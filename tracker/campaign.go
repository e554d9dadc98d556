package tracker

import (
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"skald/rules"
)

// Campaign groups sessions of one game across chapters: The Dwarves' Books,
// Althing's discovery campaign, a solo record. Each game reads its chapters'
// results from the states of the campaign's sessions.
type Campaign struct {
	ID    int64
	Game  string
	Kind  string // the game's own name for the campaign type
	Title string
	// Players are the group's names, as typed once for the campaign; each
	// game's setup keeps who played it.
	Players []string
	Created time.Time
	// Updated is when the campaign was last played: the last action in any
	// of its games (or when a game joined it, or it was started).
	Updated  time.Time
	Sessions int
}

// campaignColumns read a campaign; its last play is the latest of its own
// mark and its games' last actions, so it is never stale.
const campaignColumns = `c.id, c.game, c.kind, c.title, c.players, c.created,
	max(c.updated, coalesce((SELECT max(s.updated) FROM sessions s WHERE s.campaign_id = c.id), 0)) AS played,
	(SELECT count(*) FROM sessions s WHERE s.campaign_id = c.id)`

func scanCampaign(sc scanner) (Campaign, error) {
	var (
		c                Campaign
		players          []byte
		created, updated int64
	)
	if err := sc.Scan(&c.ID, &c.Game, &c.Kind, &c.Title, &players, &created, &updated, &c.Sessions); err != nil {
		return c, err
	}
	_ = json.Unmarshal(players, &c.Players) // a damaged list reads as no names
	c.Created, c.Updated = time.UnixMilli(created), time.UnixMilli(updated)
	return c, nil
}

// MaxCampaignPlayers is how many names a campaign keeps.
const MaxCampaignPlayers = 8

// cleanPlayers is a list of names as kept: each cleaned, the empty ones
// dropped; refused when a name is too long or there are too many.
func cleanPlayers(names []string) ([]string, error) {
	out := []string{}
	for _, n := range names {
		if n = rules.CleanName(n); n != "" {
			out = append(out, n)
		}
	}
	if !rules.ValidNames(out, MaxCampaignPlayers) {
		return nil, failN("tracker.err.player_names", nil, MaxCampaignPlayers, "Len", rules.MaxNameLen)
	}
	return out, nil
}

// SetCampaignPlayers names the campaign's players (empty names are dropped).
func (s *Store) SetCampaignPlayers(id int64, names []string) error {
	names, err := cleanPlayers(names)
	if err != nil {
		return err
	}
	if _, err := s.CampaignByID(id); err != nil {
		return err
	}
	pj, _ := json.Marshal(names)
	return s.tx(func(tx *sql.Tx) error {
		_, err := tx.Exec(`UPDATE campaigns SET players = ? WHERE id = ?`, pj, id)
		return err
	})
}

// campaignKinds are the kinds of campaign a game has, nil when its campaigns
// take any of its games.
func campaignKinds(g rules.Game) []string {
	if c, ok := g.(rules.Campaigner); ok {
		return c.CampaignKinds()
	}
	return nil
}

// checkKind refuses a campaign kind the game does not have.
func checkKind(g rules.Game, kind string) error {
	if kinds := campaignKinds(g); kinds != nil && !slices.Contains(kinds, kind) {
		return fail("tracker.err.campaign_kind", nil, "Kind", kind)
	}
	return nil
}

// fitsCampaign refuses a game whose setup is of another kind than the
// campaign (a solo Althing game in a discovery campaign).
func fitsCampaign(g rules.Game, c Campaign, setup []byte) error {
	if g.ID() != c.Game {
		return fail("tracker.err.campaign_game", nil)
	}
	cg, ok := g.(rules.Campaigner)
	if !ok || cg.CampaignKinds() == nil {
		return nil
	}
	kind, err := cg.CampaignKind(setup)
	if err != nil {
		return fail("tracker.err.corrupt", err)
	}
	if kind != c.Kind {
		return fail("tracker.err.campaign_wrong_kind", nil)
	}
	return nil
}

// NewCampaign starts an empty campaign of a game.
func (s *Store) NewCampaign(gameID, kind, title string) (Campaign, error) {
	title, err := titleOf(title)
	if err != nil {
		return Campaign{}, err
	}
	g, err := gameFor(gameID)
	if err != nil {
		return Campaign{}, err
	}
	if err := checkKind(g, kind); err != nil {
		return Campaign{}, err
	}
	var id int64
	err = s.tx(func(tx *sql.Tx) error {
		t := now()
		res, err := tx.Exec(`INSERT INTO campaigns(game, kind, title, created, updated) VALUES (?, ?, ?, ?, ?)`,
			gameID, kind, title, t, t)
		if err != nil {
			return err
		}
		id, _ = res.LastInsertId()
		return nil
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.CampaignByID(id)
}

// Campaigns lists a game's campaigns ("" = every game), most recently played
// first.
func (s *Store) Campaigns(gameID string) ([]Campaign, error) {
	q := `SELECT ` + campaignColumns + ` FROM campaigns c`
	var args []any
	if gameID != "" {
		q += ` WHERE c.game = ?`
		args = append(args, gameID)
	}
	return queryAll(s, scanCampaign, q+` ORDER BY played DESC, c.id DESC`, args...)
}

// CampaignByID reads one campaign.
func (s *Store) CampaignByID(id int64) (Campaign, error) {
	c, err := scanCampaign(s.r.QueryRow(`SELECT `+campaignColumns+` FROM campaigns c WHERE c.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, fail("tracker.err.no_campaign", err)
	}
	return c, storageErr(err)
}

// RenameCampaign gives a campaign a new title.
func (s *Store) RenameCampaign(id int64, title string) error {
	return s.retitle("campaigns", id, title)
}

// DeleteCampaign removes a campaign; its sessions are kept, on their own.
func (s *Store) DeleteCampaign(id int64) error { return s.deleteRow("campaigns", id) }

// CampaignSessions lists a campaign's sessions in the order they were played.
func (s *Store) CampaignSessions(id int64) ([]SessionInfo, error) {
	return queryAll(s, scanInfo, `SELECT `+infoColumns+` FROM sessions WHERE campaign_id = ? ORDER BY created, id`, id)
}

// SetSessionCampaign moves a session into a campaign of its game and kind (0
// takes it out of any).
func (s *Store) SetSessionCampaign(sessionID, campaignID int64) error {
	var (
		gameID string
		setup  []byte
	)
	if err := s.r.QueryRow(`SELECT game, setup FROM sessions WHERE id = ?`, sessionID).Scan(&gameID, &setup); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return fail("tracker.err.no_session", err)
		}
		return storageErr(err)
	}
	var campaign any
	if campaignID != 0 {
		c, err := s.CampaignByID(campaignID)
		if err != nil {
			return err
		}
		if c.Game != gameID {
			return fail("tracker.err.campaign_game", nil)
		}
		g, err := gameFor(gameID)
		if err != nil {
			return err
		}
		if err := fitsCampaign(g, c, setup); err != nil {
			return err
		}
		campaign = campaignID
	}
	return s.tx(func(tx *sql.Tx) error {
		if _, err := tx.Exec(`UPDATE sessions SET campaign_id = ? WHERE id = ?`, campaign, sessionID); err != nil {
			return err
		}
		return touchCampaign(tx, campaignID, now())
	})
}

// touchCampaign marks a campaign as played at t (nothing for 0).
func touchCampaign(tx *sql.Tx, id, t int64) error {
	if id == 0 {
		return nil
	}
	_, err := tx.Exec(`UPDATE campaigns SET updated = ? WHERE id = ?`, t, id)
	return err
}

const campaignFormat = "skald.campaign"

// campaignFile is the versioned export of a campaign with all its sessions.
type campaignFile struct {
	fileHeader
	Game     string        `json:"game"`
	Kind     string        `json:"kind"`
	Title    string        `json:"title"`
	Players  []string      `json:"players,omitempty"` // since schema 3; older files have none
	Created  time.Time     `json:"created"`
	Sessions []sessionFile `json:"sessions"`
}

// ExportCampaign writes a campaign and every session in it as versioned JSON.
func (s *Store) ExportCampaign(id int64) ([]byte, error) {
	c, err := s.CampaignByID(id)
	if err != nil {
		return nil, err
	}
	list, err := s.CampaignSessions(id)
	if err != nil {
		return nil, err
	}
	f := campaignFile{fileHeader: headerOf(campaignFormat), Game: c.Game, Kind: c.Kind, Title: c.Title,
		Players: c.Players, Created: c.Created.UTC(), Sessions: []sessionFile{}}
	for _, in := range list {
		sf, err := s.sessionFile(in.ID)
		if err != nil {
			return nil, err
		}
		f.Sessions = append(f.Sessions, sf)
	}
	return json.MarshalIndent(f, "", " ")
}

// ImportCampaign checks every session of a campaign file through its game's
// rules and stores the campaign as a new one, or refuses the whole file.
func (s *Store) ImportCampaign(data []byte) (Campaign, error) {
	var f campaignFile
	if err := decodeFile(data, &f, campaignFormat); err != nil {
		return Campaign{}, err
	}
	g, err := gameFor(f.Game)
	if err != nil {
		return Campaign{}, err
	}
	if err := checkKind(g, f.Kind); err != nil {
		return Campaign{}, err
	}
	players, err := cleanPlayers(f.Players)
	if err != nil {
		return Campaign{}, err
	}
	pj, _ := json.Marshal(players)
	title := importedTitle(f.Title)
	camp := Campaign{Game: f.Game, Kind: f.Kind}
	checked := make([]replayed, len(f.Sessions))
	for i := range f.Sessions {
		sf := &f.Sessions[i]
		if sf.Format != sessionFormat || sf.Version != 1 {
			return Campaign{}, fail("tracker.err.import_format", nil)
		}
		if sf.Game != f.Game {
			return Campaign{}, fail("tracker.err.campaign_game", nil)
		}
		if err := fitsCampaign(g, camp, sf.Setup); err != nil {
			var te *Error
			if errors.As(err, &te) {
				return Campaign{}, fail("tracker.err.import_campaign_game", err, "N", i+1, "Title", sf.Title, "Reason", te.Msg)
			}
			return Campaign{}, err
		}
		p, err := checkImport(sf)
		if err != nil {
			// Say which game of the campaign is wrong, and why.
			var te *Error
			if errors.As(err, &te) {
				return Campaign{}, fail("tracker.err.import_campaign_game", err, "N", i+1, "Title", sf.Title, "Reason", te.Msg)
			}
			return Campaign{}, err
		}
		checked[i] = p
	}
	var (
		id       int64
		replaced []int64
	)
	err = s.tx(func(tx *sql.Tx) error {
		res, err := tx.Exec(`INSERT INTO campaigns(game, kind, title, players, created, updated) VALUES (?, ?, ?, ?, ?, ?)`,
			f.Game, f.Kind, title, pj, f.Created.UnixMilli(), f.Created.UnixMilli())
		if err != nil {
			return err
		}
		id, _ = res.LastInsertId()
		replaced, err = importGames(tx, f.Sessions, checked, id)
		return err
	})
	if err != nil {
		return Campaign{}, err
	}
	for _, old := range replaced {
		s.forget(old) // read afresh when next opened
	}
	return s.CampaignByID(id)
}

// importGames stores the checked games of a campaign file in campaign id: a
// game already stored goes back into the campaign as it is, or brought up to
// the file when the file holds more of it (those IDs are returned); a game
// still in a campaign here, or played otherwise since, refuses the import.
func importGames(tx *sql.Tx, games []sessionFile, checked []replayed, id int64) (replaced []int64, err error) {
	taken := map[int64]bool{}
	for i := range games {
		sf := &games[i]
		st, err := findStored(tx, sf)
		if err != nil {
			return nil, err
		}
		switch {
		case st.differs:
			return nil, fail("tracker.err.import_campaign_differs", nil, "N", i+1, "Title", sf.Title)
		case st.id != 0 && taken[st.id]:
			continue // the file holds one game twice: it is stored once
		case st.campaign.Valid:
			var title string
			if err := tx.QueryRow(`SELECT title FROM campaigns WHERE id = ?`, st.campaign.Int64).Scan(&title); err != nil {
				return nil, err
			}
			return nil, fail("tracker.err.import_campaign_here", nil, "N", i+1, "Title", sf.Title, "Campaign", title)
		case st.id != 0 && !st.behind:
			if _, err := tx.Exec(`UPDATE sessions SET campaign_id = ? WHERE id = ?`, id, st.id); err != nil {
				return nil, err
			}
		case st.id != 0:
			if _, err := tx.Exec(`DELETE FROM sessions WHERE id = ?`, st.id); err != nil {
				return nil, err
			}
			if _, err := insertImport(tx, *sf, checked[i], id, st.id); err != nil {
				return nil, err
			}
			replaced = append(replaced, st.id)
		default:
			if _, err := insertImport(tx, *sf, checked[i], id, nil); err != nil {
				return nil, err
			}
		}
		if st.id != 0 {
			taken[st.id] = true
		}
	}
	return replaced, nil
}
