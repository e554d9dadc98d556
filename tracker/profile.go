package tracker

import (
	"database/sql"
	"encoding/json"

	"skald/rules"
)

// Profile is a game's box profile: the printed values learned at the table.
func (s *Store) Profile(gameID string) (map[string]string, error) {
	rows, err := s.r.Query(`SELECT key, value FROM profile WHERE game = ?`, gameID)
	if err != nil {
		return nil, storageErr(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, storageErr(err)
		}
		out[k] = v
	}
	return out, storageErr(rows.Err())
}

func gameFor(gameID string) (rules.Game, error) {
	g, ok := lookup(gameID)
	if !ok {
		return nil, fail("tracker.err.unknown_game", nil, "Game", gameID)
	}
	return g, nil
}

// validPrinted refuses a key the game does not ask for or a value it cannot take.
func validPrinted(g rules.Game, key, value string) error {
	spec, ok := rules.PrintedSpecFor(g, key)
	if !ok {
		return fail("tracker.err.printed_key", nil, "Key", key)
	}
	if !spec.Valid(value) {
		return fail("tracker.err.printed_value", nil, "Question", spec.Prompt, "Value", value)
	}
	return nil
}

// SetPrinted keeps one value in a game's box profile.
func (s *Store) SetPrinted(gameID, key, value string) error {
	g, err := gameFor(gameID)
	if err != nil {
		return err
	}
	if err := validPrinted(g, key, value); err != nil {
		return err
	}
	return s.tx(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO profile(game, key, value, updated) VALUES (?, ?, ?, ?)
			ON CONFLICT(game, key) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
			gameID, key, value, now())
		return err
	})
}

// ClearPrinted forgets the given keys of a game's profile, or all of them.
func (s *Store) ClearPrinted(gameID string, keys ...string) error {
	return s.tx(func(tx *sql.Tx) error {
		if len(keys) == 0 {
			_, err := tx.Exec(`DELETE FROM profile WHERE game = ?`, gameID)
			return err
		}
		for _, k := range keys {
			if _, err := tx.Exec(`DELETE FROM profile WHERE game = ? AND key = ?`, gameID, k); err != nil {
				return err
			}
		}
		return nil
	})
}

const profileFormat = "skald.profile"

type profileFile struct {
	fileHeader
	Game   string            `json:"game"`
	Values map[string]string `json:"values"`
}

// ExportProfile writes a game's box profile as versioned JSON.
func (s *Store) ExportProfile(gameID string) ([]byte, error) {
	vals, err := s.Profile(gameID)
	if err != nil {
		return nil, err
	}
	return json.MarshalIndent(profileFile{fileHeader: headerOf(profileFormat), Game: gameID, Values: vals}, "", "  ")
}

// ImportProfile merges a profile file into the store, all or nothing: a wrong
// format, an unknown game, key or value refuses the whole file.
func (s *Store) ImportProfile(data []byte) (string, int, error) {
	var f profileFile
	if err := decodeFile(data, &f, profileFormat); err != nil {
		return "", 0, err
	}
	g, err := gameFor(f.Game)
	if err != nil {
		return "", 0, err
	}
	for k, v := range f.Values {
		if err := validPrinted(g, k, v); err != nil {
			return "", 0, err
		}
	}
	t := now()
	err = s.tx(func(tx *sql.Tx) error {
		for k, v := range f.Values {
			if _, err := tx.Exec(`INSERT INTO profile(game, key, value, updated) VALUES (?, ?, ?, ?)
				ON CONFLICT(game, key) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
				f.Game, k, v, t); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return "", 0, err
	}
	return f.Game, len(f.Values), nil
}
