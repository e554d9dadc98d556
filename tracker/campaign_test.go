package tracker

import (
	"encoding/json"
	"errors"
	"testing"

	"skald/rules"
)

func wantErr(t *testing.T, err error, id string) {
	t.Helper()
	var te *Error
	if !errors.As(err, &te) || te.Msg.ID != id {
		t.Fatalf("got %v, want %s", err, id)
	}
}

// A campaign gathers its sessions in play order; deleting it keeps them.
func TestCampaignGroupsSessions(t *testing.T) {
	s, path := openTemp(t)
	c, err := s.NewCampaign("test", "books", " Winter campaign ")
	if err != nil {
		t.Fatal(err)
	}
	if c.Title != "Winter campaign" || c.Kind != "books" || c.Sessions != 0 {
		t.Fatalf("campaign %+v", c)
	}
	first, err := s.NewSessionIn(c.ID, testGame, "Book 1", tgSetup{Start: 1})
	if err != nil {
		t.Fatal(err)
	}
	mustDo(t, first, tgCmd{Add: 2})
	loose := newTestSession(t, s)
	second, err := s.NewSessionIn(c.ID, testGame, "Book 2", tgSetup{Start: 2})
	if err != nil {
		t.Fatal(err)
	}
	if first.Info().Campaign != c.ID || loose.Info().Campaign != 0 {
		t.Fatalf("infos %+v %+v", first.Info(), loose.Info())
	}
	s.Close()

	s, _, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, err := s.CampaignSessions(c.ID)
	if err != nil || len(list) != 2 || list[0].ID != first.Info().ID || list[1].ID != second.Info().ID {
		t.Fatalf("campaign sessions %+v %v", list, err)
	}
	again, err := s.OpenSession(first.Info().ID)
	if err != nil || again.Info().Campaign != c.ID {
		t.Fatalf("reopened %+v %v", again.Info(), err)
	}
	all, _ := s.Campaigns("")
	mine, _ := s.Campaigns("test")
	other, _ := s.Campaigns("qa")
	if len(all) != 1 || len(mine) != 1 || len(other) != 0 || all[0].Sessions != 2 {
		t.Fatalf("lists %+v %+v %+v", all, mine, other)
	}

	if err := s.SetSessionCampaign(loose.Info().ID, c.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.SetSessionCampaign(second.Info().ID, 0); err != nil {
		t.Fatal(err)
	}
	list, _ = s.CampaignSessions(c.ID)
	if len(list) != 2 || list[1].ID != loose.Info().ID {
		t.Fatalf("after moves %+v", list)
	}
	if err := s.RenameCampaign(c.ID, "Spring"); err != nil {
		t.Fatal(err)
	}
	wantErr(t, s.RenameCampaign(c.ID, "  "), "tracker.err.empty_title")
	if got, _ := s.CampaignByID(c.ID); got.Title != "Spring" {
		t.Fatalf("renamed %+v", got)
	}

	if err := s.DeleteCampaign(c.ID); err != nil {
		t.Fatal(err)
	}
	_, err = s.CampaignByID(c.ID)
	wantErr(t, err, "tracker.err.no_campaign")
	sessions, _ := s.Sessions("")
	if len(sessions) != 3 {
		t.Fatalf("deleting the campaign lost sessions: %d left", len(sessions))
	}
	for _, in := range sessions {
		if in.Campaign != 0 {
			t.Fatalf("session still in a deleted campaign: %+v", in)
		}
	}
}

// A session only joins a campaign of its own game, and only an existing one.
func TestCampaignRefusesOtherGames(t *testing.T) {
	s, _ := openTemp(t)
	qa, err := s.NewCampaign("qa", "defis", "Qâ défis")
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.NewSessionIn(qa.ID, testGame, "x", tgSetup{Start: 1})
	wantErr(t, err, "tracker.err.campaign_game")
	_, err = s.NewSessionIn(999, testGame, "x", tgSetup{Start: 1})
	wantErr(t, err, "tracker.err.no_campaign")
	se := newTestSession(t, s)
	wantErr(t, s.SetSessionCampaign(se.Info().ID, qa.ID), "tracker.err.campaign_game")
	wantErr(t, s.SetSessionCampaign(12345, 0), "tracker.err.no_session")
	_, err = s.NewCampaign("chess", "x", "y")
	wantErr(t, err, "tracker.err.unknown_game")
	_, err = s.NewCampaign("test", "x", "")
	wantErr(t, err, "tracker.err.empty_title")
	if n, _ := s.Sessions(""); len(n) != 1 {
		t.Fatalf("a refused session was stored: %d", len(n))
	}
}

// exportToFresh exports a campaign of s and imports the file into a fresh
// store. It returns the file, that store and the campaign it imported.
func exportToFresh(t testing.TB, s *Store, id int64) ([]byte, *Store, Campaign) {
	t.Helper()
	data, err := s.ExportCampaign(id)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := openTemp(t)
	back, err := other.ImportCampaign(data)
	if err != nil {
		t.Fatal(err)
	}
	return data, other, back
}

// A campaign travels whole: exported and imported, every session replays to
// the same state; a file with one bad session is refused whole.
func TestCampaignExportImport(t *testing.T) {
	s, _ := openTemp(t)
	c, _ := s.NewCampaign("test", "books", "Saga")
	a, _ := s.NewSessionIn(c.ID, testGame, "one", tgSetup{Start: 10})
	mustDo(t, a, tgCmd{Add: 1})
	mustDo(t, a, tgCmd{Add: 2})
	if err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	b, _ := s.NewSessionIn(c.ID, testGame, "two", tgSetup{Start: 20})
	mustDo(t, b, tgCmd{Add: 5})
	data, other, got := exportToFresh(t, s, c.ID)
	if got.Title != "Saga" || got.Kind != "books" || got.Sessions != 2 {
		t.Fatalf("imported %+v", got)
	}
	list, _ := other.CampaignSessions(got.ID)
	for i, orig := range []*Session{a, b} {
		se, err := other.OpenSession(list[i].ID)
		if err != nil {
			t.Fatal(err)
		}
		sameState(t, orig, se)
		if se.CanRedo() != orig.CanRedo() {
			t.Fatalf("session %d redo %v", i, se.CanRedo())
		}
	}

	var m map[string]any
	json.Unmarshal(data, &m)
	sessions := m["sessions"].([]any)
	groups := sessions[1].(map[string]any)["groups"].([]any)
	groups[0].(map[string]any)["events"] = []any{map[string]any{"add": 50}}
	bad, _ := json.Marshal(m)
	before, _ := other.Sessions("")
	_, err := other.ImportCampaign(bad)
	wantErr(t, err, "tracker.err.import_campaign_game")
	var te *Error
	errors.As(err, &te)
	if te.Msg.Args["N"] != 2 || te.Msg.Args["Title"] != "two" {
		t.Fatalf("the refusal does not name the second game: %+v", te.Msg.Args)
	}
	if r, ok := te.Msg.Args["Reason"].(rules.Msg); !ok || r.ID != "tracker.err.import_event" {
		t.Fatalf("the refusal does not say why: %+v", te.Msg.Args["Reason"])
	}
	_, err = other.ImportCampaign([]byte(`{"format":"skald.session","version":1}`))
	wantErr(t, err, "tracker.err.import_format")
	_, err = other.ImportCampaign(data[:len(data)/3])
	wantErr(t, err, "tracker.err.import_json")
	after, _ := other.Sessions("")
	camps, _ := other.Campaigns("")
	if len(after) != len(before) || len(camps) != 1 {
		t.Fatalf("a refused campaign stored something: %d sessions, %d campaigns", len(after), len(camps))
	}
}

// A database written by the first schema opens under the current one with its
// sessions intact and outside any campaign.
func TestMigrationFromFirstSchema(t *testing.T) {
	s, _ := oldSchema(t, 1,
		`INSERT INTO sessions(id, game, title, setup, printed, created, updated, head, last, actions)
			VALUES (1, 'test', 'old', '{"start":7}', '{}', 0, 0, 1, 1, 1)`,
		`INSERT INTO groups(session_id, seq, command, label, at) VALUES (1, 1, '{"add":3}', '{}', 0)`,
		`INSERT INTO events(session_id, grp, n, data) VALUES (1, 1, 0, '{"add":3}')`)
	if v, _ := s.version(); v != len(migrations) {
		t.Fatalf("schema %d", v)
	}
	again, err := s.OpenSession(1)
	if err != nil || again.State().(tgState).Sum != 10 || again.Info().Campaign != 0 {
		t.Fatalf("migrated session %v", err)
	}
}
