package tracker

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"
)

// Bounds on what Skald takes in. An import is read through MaxImportBytes and
// checked against the field bounds before anything is written: nothing Skald
// accepts can make it too slow to start or to show a list. The largest real
// campaign measured (see the README) is far below every bound.
const (
	// MaxImportBytes is the largest export file Skald imports.
	MaxImportBytes = 20 << 20
	// MaxTitleLen is the longest session or campaign title, in characters.
	MaxTitleLen = 120
	// MaxTextLen is the longest text anywhere in an import (a name in a
	// setup, a value in an event, a box-profile value), in characters.
	MaxTextLen = 200
	// MaxActions is how many actions one imported game may hold.
	MaxActions = 100_000
	// MaxEvents is how many events one imported action may hold.
	MaxEvents = 500
	// MaxCampaignGames is how many games one imported campaign may hold.
	MaxCampaignGames = 200
	// MaxPrintedValues is how many box-profile values an import may hold.
	MaxPrintedValues = 2000
)

// ReadImport reads an export file through MaxImportBytes: a bigger one is
// refused before more than the bound is read.
func ReadImport(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxImportBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxImportBytes {
		return nil, tooBig()
	}
	return data, nil
}

func tooBig() error {
	return fail("tracker.err.import_too_big", nil, "Max", MaxImportBytes>>20)
}

// checkTitle refuses a title longer than MaxTitleLen.
func checkTitle(title string) error {
	if utf8.RuneCountInString(title) > MaxTitleLen {
		return failN("tracker.err.long_title", nil, MaxTitleLen)
	}
	return nil
}

// bounded checks an import file's fields against the bounds, before any of
// it is replayed.
func bounded(f any) error {
	switch f := f.(type) {
	case *sessionFile:
		return boundedSession(f)
	case *campaignFile:
		if err := checkTitle(f.Title); err != nil {
			return err
		}
		if len(f.Kind) > MaxTextLen || len(f.Players) > MaxCampaignPlayers {
			return failN("tracker.err.import_long_text", nil, MaxTextLen)
		}
		if len(f.Sessions) > MaxCampaignGames {
			return failN("tracker.err.import_many_games", nil, MaxCampaignGames)
		}
		for i := range f.Sessions {
			if err := boundedSession(&f.Sessions[i]); err != nil {
				return err
			}
		}
	case *profileFile:
		return boundedPrinted(f.Values)
	}
	return nil
}

func boundedSession(f *sessionFile) error {
	if err := checkTitle(f.Title); err != nil {
		return err
	}
	if err := boundedPrinted(f.Printed); err != nil {
		return err
	}
	if len(f.Groups) > MaxActions {
		return failN("tracker.err.import_many_actions", nil, MaxActions)
	}
	if err := boundedJSON(f.Setup); err != nil {
		return err
	}
	for _, g := range f.Groups {
		if len(g.Events) > MaxEvents {
			return failN("tracker.err.import_many_events", nil, MaxEvents, "N", g.Seq)
		}
		if g.Rolls != nil && len(*g.Rolls) > MaxEvents*16 {
			return failN("tracker.err.import_many_events", nil, MaxEvents, "N", g.Seq)
		}
		if err := boundedJSON(g.Command); err != nil {
			return err
		}
		for _, e := range g.Events {
			if err := boundedJSON(e); err != nil {
				return err
			}
		}
	}
	return nil
}

func boundedPrinted(values map[string]string) error {
	if len(values) > MaxPrintedValues {
		return failN("tracker.err.import_many_values", nil, MaxPrintedValues)
	}
	for k, v := range values {
		if utf8.RuneCountInString(k) > MaxTextLen || utf8.RuneCountInString(v) > MaxTextLen {
			return failN("tracker.err.import_long_text", nil, MaxTextLen)
		}
	}
	return nil
}

// boundedJSON refuses a JSON value holding a text (a string or a key) longer
// than MaxTextLen.
func boundedJSON(raw json.RawMessage) error {
	d := json.NewDecoder(bytes.NewReader(raw))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fail("tracker.err.import_json", err)
		}
		if s, ok := tok.(string); ok && utf8.RuneCountInString(s) > MaxTextLen {
			return failN("tracker.err.import_long_text", fmt.Errorf("a text of %d characters", utf8.RuneCountInString(s)), MaxTextLen)
		}
	}
}
