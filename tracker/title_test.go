package tracker

import (
	"encoding/json"
	"testing"
)

// Titles keep only what they show: a line break or a tab is a space, NUL,
// ESC, direction overrides and zero-width spaces go; a title of nothing but
// invisible characters is refused in words, wherever a title is given.
func TestTitlesKeepOnlyWhatTheyShow(t *testing.T) {
	s, _ := openTemp(t)
	for _, c := range []struct{ in, want string }{
		{"Saga\nof the\tNorth", "Saga of the North"},
		{"  Aaricia\r\n ", "Aaricia"},
		{"Book\x00 1\x1b[31m", "Book 1[31m"},
		{"\u202Eevil\u202C.json", "evil.json"},
		{"Odin\u2066\u2069\u200F\u200E", "Odin"},
		{"Jol\u200Bnir\uFEFF", "Jolnir"},
		{"Frère\u2028Louve", "Frère Louve"},
		{"👨\u200D👩\u200D👧 game night", "👨\u200D👩\u200D👧 game night"}, // joiners stay
	} {
		se, err := s.NewSession(testGame, c.in, tgSetup{Start: 1})
		if err != nil {
			t.Fatalf("%q: %v", c.in, err)
		}
		if got := se.Info().Title; got != c.want {
			t.Errorf("new session %q: stored %q, want %q", c.in, got, c.want)
		}
		if err := s.Rename(se.Info().ID, c.in); err != nil {
			t.Fatal(err)
		}
		if in, _ := s.SessionByID(se.Info().ID); in.Title != c.want {
			t.Errorf("renamed %q: stored %q, want %q", c.in, in.Title, c.want)
		}
		camp, err := s.NewCampaign("test", "books", c.in)
		if err != nil || camp.Title != c.want {
			t.Errorf("campaign %q: %q %v, want %q", c.in, camp.Title, err, c.want)
		}
	}

	for _, in := range []string{"\u200B", "\u200B\u200D\u2060", "\x00\x1b", "\u202E \u202C", "\u0301"} {
		_, err := s.NewSession(testGame, in, tgSetup{Start: 1})
		wantErr(t, err, "tracker.err.invisible_title")
		_, err = s.NewCampaign("test", "books", in)
		wantErr(t, err, "tracker.err.invisible_title")
	}
	_, err := s.NewCampaign("test", "books", " \n\t")
	wantErr(t, err, "tracker.err.empty_title")

	// A file's titles are cleaned as they are imported; nothing visible left
	// reads "—".
	se, _ := s.NewSession(testGame, "plain", tgSetup{Start: 1})
	mustDo(t, se, tgCmd{Add: 1})
	data, err := s.Export(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{"Raid\n\u202Eon Jorvik": "Raid on Jorvik", "\u200B\u200B": "—"} {
		var f map[string]any
		json.Unmarshal(data, &f)
		f["title"] = in
		edited, _ := json.Marshal(f)
		got, err := s.Import(edited)
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != want {
			t.Errorf("imported %q: stored %q, want %q", in, got.Title, want)
		}
	}
}
