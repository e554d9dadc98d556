package kit

import (
	"encoding/json"
	"os"
	"sync"

	"fyne.io/fyne/v2"

	"skald/tracker"
)

// Settings are the person's choices (language, theme, text size, each
// game's table or app mode), kept in a small JSON file beside the database
// they belong to: two databases (two --db) never share one file, so two
// copies of Skald never write over each other's. A choice not made yet
// falls back to Fyne's preferences, where earlier versions kept them (read,
// never written). The file is written whole through a temporary file, synced
// and renamed, like every file Skald writes.
type Settings struct {
	path     string
	fallback fyne.Preferences

	mu     sync.Mutex
	values map[string]string
}

// SettingsPath is where the settings of the database at dbPath live.
func SettingsPath(dbPath string) string { return dbPath + ".settings.json" }

// LoadSettings reads the settings file at path (a missing or unreadable one
// holds no choice yet).
func LoadSettings(path string, fallback fyne.Preferences) *Settings {
	s := &Settings{path: path, fallback: fallback, values: map[string]string{}}
	if data, err := os.ReadFile(path); err == nil {
		json.Unmarshal(data, &s.values)
		if s.values == nil {
			s.values = map[string]string{}
		}
	}
	return s
}

// String is the choice kept for key, or def.
func (s *Settings) String(key, def string) string {
	s.mu.Lock()
	v, ok := s.values[key]
	s.mu.Unlock()
	if ok {
		return v
	}
	if s.fallback != nil {
		return s.fallback.StringWithFallback(key, def)
	}
	return def
}

// Keep holds a choice for this run only, the file untouched (a read-only
// database: another Skald may be writing it, settings file and all).
func (s *Settings) Keep(key, value string) {
	s.mu.Lock()
	s.values[key] = value
	s.mu.Unlock()
}

// Set keeps a choice: at once for this run, and in the file. The error says
// the file could not be written (a read-only folder); the choice holds for
// this run all the same.
func (s *Settings) Set(key, value string) error {
	s.mu.Lock()
	s.values[key] = value
	data, err := json.MarshalIndent(s.values, "", "  ")
	s.mu.Unlock()
	if err != nil {
		return err
	}
	return tracker.WriteFile(s.path, data, 0o644)
}
