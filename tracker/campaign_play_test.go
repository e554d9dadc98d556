package tracker

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"skald/rules"
	"skald/rules/althing"
)

// A campaign holds one kind of its game's games: a solo Althing game never
// joins a discovery campaign, whether started in it, moved into it or
// imported with it; a kind the game does not have is refused.
func TestCampaignRefusesTheWrongKind(t *testing.T) {
	s, _ := openTemp(t)
	disc, err := s.NewCampaign(althing.Game.ID(), althing.KindDiscovery, "Winter saga")
	if err != nil {
		t.Fatal(err)
	}
	solo := althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true}
	part1 := althing.Setup{Mode: althing.ModeCampaign1, Players: 2}
	_, err = s.NewSessionIn(disc.ID, althing.Game, "solo", solo)
	wantErr(t, err, "tracker.err.campaign_wrong_kind")
	if _, err := s.NewSessionIn(disc.ID, althing.Game, "part 1", part1); err != nil {
		t.Fatal(err)
	}
	loose, err := s.NewSession(althing.Game, "solo", solo)
	if err != nil {
		t.Fatal(err)
	}
	wantErr(t, s.SetSessionCampaign(loose.Info().ID, disc.ID), "tracker.err.campaign_wrong_kind")
	_, err = s.NewCampaign(althing.Game.ID(), "books", "Not Althing's")
	wantErr(t, err, "tracker.err.campaign_kind")
	if list, _ := s.CampaignSessions(disc.ID); len(list) != 1 {
		t.Fatalf("the discovery campaign holds %d games", len(list))
	}

	// A solo record exported, then relabelled as a discovery campaign: the
	// import names the game that does not belong and stores nothing.
	rec, _ := s.NewCampaign(althing.Game.ID(), althing.KindSolo, "Me against Thorfinn")
	if err := s.SetSessionCampaign(loose.Info().ID, rec.ID); err != nil {
		t.Fatal(err)
	}
	data, err := s.ExportCampaign(rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := openTemp(t)
	forged := strings.Replace(string(data), `"kind": "solo"`, `"kind": "discovery"`, 1)
	if forged == string(data) {
		t.Fatal("the export does not name its kind")
	}
	_, err = other.ImportCampaign([]byte(forged))
	wantErr(t, err, "tracker.err.import_campaign_game")
	var te *Error
	errors.As(err, &te)
	if r, ok := te.Msg.Args["Reason"].(rules.Msg); !ok || r.ID != "tracker.err.campaign_wrong_kind" || te.Msg.Args["N"] != 1 {
		t.Fatalf("the refusal does not say which game and why: %+v", te.Msg.Args)
	}
	_, err = other.ImportCampaign([]byte(strings.Replace(string(data), `"kind": "solo"`, `"kind": "books"`, 1)))
	wantErr(t, err, "tracker.err.campaign_kind")
	if camps, _ := other.Campaigns(""); len(camps) != 0 {
		t.Fatalf("a refused import stored %d campaigns", len(camps))
	}
	if _, err := other.ImportCampaign(data); err != nil {
		t.Fatalf("the true file is refused: %v", err)
	}
}

// campaignGame starts a books campaign of the test game holding one game.
func campaignGame(t testing.TB, s *Store, campaign, game string) (Campaign, *Session) {
	t.Helper()
	c, err := s.NewCampaign("test", "books", campaign)
	if err != nil {
		t.Fatal(err)
	}
	se, err := s.NewSessionIn(c.ID, testGame, game, tgSetup{Start: 1})
	if err != nil {
		t.Fatal(err)
	}
	return c, se
}

// A campaign's last play follows the play: an action in one of its games
// moves it up the list, and its date with it.
func TestCampaignLastPlayedFollowsPlay(t *testing.T) {
	s, _ := openTemp(t)
	first, a := campaignGame(t, s, "First", "a")
	time.Sleep(5 * time.Millisecond)
	second, _ := s.NewCampaign("test", "books", "Second")
	if _, err := s.NewSessionIn(second.ID, testGame, "b", tgSetup{Start: 1}); err != nil {
		t.Fatal(err)
	}
	list, _ := s.Campaigns("")
	if len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("order before play %+v", list)
	}
	before := list[1].Updated
	time.Sleep(5 * time.Millisecond)
	mustDo(t, a, tgCmd{Add: 2})
	list, _ = s.Campaigns("")
	if list[0].ID != first.ID {
		t.Fatalf("playing a game of the first campaign left it second: %+v", list)
	}
	if !list[0].Updated.After(before) || !list[0].Updated.Equal(a.Info().Updated) {
		t.Fatalf("last played %v, the action at %v (was %v)", list[0].Updated, a.Info().Updated, before)
	}
	time.Sleep(5 * time.Millisecond)
	if err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.CampaignByID(first.ID); !got.Updated.After(list[0].Updated) {
		t.Fatal("an undo is play too, and did not count")
	}
}

// A campaign names its players once; the names travel in its export, an
// export from before names were kept still imports, and a name too long or
// too many names are refused.
func TestCampaignPlayers(t *testing.T) {
	s, _ := openTemp(t)
	c, _ := s.NewCampaign("test", "books", "Tuesday")
	if len(c.Players) != 0 {
		t.Fatalf("new campaign players %q", c.Players)
	}
	if err := s.SetCampaignPlayers(c.ID, []string{" Anne ", "", "Marc  Dupont", "Élise"}); err != nil {
		t.Fatal(err)
	}
	got, _ := s.CampaignByID(c.ID)
	if strings.Join(got.Players, "|") != "Anne|Marc Dupont|Élise" {
		t.Fatalf("players %q", got.Players)
	}
	wantErr(t, s.SetCampaignPlayers(c.ID, []string{strings.Repeat("x", rules.MaxNameLen+1)}), "tracker.err.player_names")
	many := make([]string, MaxCampaignPlayers+1)
	for i := range many {
		many[i] = "P" + strconv.Itoa(i)
	}
	wantErr(t, s.SetCampaignPlayers(c.ID, many), "tracker.err.player_names")
	wantErr(t, s.SetCampaignPlayers(999, []string{"Anne"}), "tracker.err.no_campaign")

	data, other, back := exportToFresh(t, s, c.ID)
	if strings.Join(back.Players, "|") != "Anne|Marc Dupont|Élise" {
		t.Fatalf("imported players %q", back.Players)
	}
	// A file written before campaigns kept names.
	var m map[string]any
	json.Unmarshal(data, &m)
	delete(m, "players")
	old, _ := json.Marshal(m)
	if c, err := other.ImportCampaign(old); err != nil || len(c.Players) != 0 {
		t.Fatalf("an older export: %+v, %v", c, err)
	}
}

// A game closed as abandoned stays in its campaign, says when, is not the
// game Home offers to resume, travels in an export, and is taken up again by
// Reopen or by playing on. A finished game cannot be abandoned.
func TestAbandonedGame(t *testing.T) {
	s, _ := openTemp(t)
	c, se := campaignGame(t, s, "Tuesday", "Book 2")
	mustDo(t, se, tgCmd{Add: 1})
	if err := s.Abandon(se.Info().ID); err != nil {
		t.Fatal(err)
	}
	in, _ := s.SessionByID(se.Info().ID)
	if in.Abandoned.IsZero() || in.CampaignTitle != "Tuesday" {
		t.Fatalf("after abandon %+v", in)
	}
	if _, ok, _ := s.Last(); ok {
		t.Fatal("Home would resume an abandoned game")
	}
	if again, _ := s.OpenSession(in.ID); again.Info().Abandoned.IsZero() {
		t.Fatal("an opened session does not say it was abandoned")
	}
	_, other, back := exportToFresh(t, s, c.ID)
	if list, _ := other.CampaignSessions(back.ID); len(list) != 1 || list[0].Abandoned.IsZero() {
		t.Fatalf("the import lost the abandon: %+v", list)
	}

	if err := s.Reopen(in.ID); err != nil {
		t.Fatal(err)
	}
	if in, _ := s.SessionByID(in.ID); !in.Abandoned.IsZero() {
		t.Fatal("Reopen left it abandoned")
	}
	if err := s.Abandon(in.ID); err != nil {
		t.Fatal(err)
	}
	again, _ := s.OpenSession(in.ID)
	mustDo(t, again, tgCmd{Add: 1})
	if in, _ := s.SessionByID(in.ID); !in.Abandoned.IsZero() || !again.Info().Abandoned.IsZero() {
		t.Fatal("playing on left it abandoned")
	}
	if _, ok, _ := s.Last(); !ok {
		t.Fatal("a game played on again is not offered to resume")
	}

	// The test game never ends: mark it won as its rules would have.
	if _, err := s.w.Exec(`UPDATE sessions SET status = 'won' WHERE id = ?`, in.ID); err != nil {
		t.Fatal(err)
	}
	wantErr(t, s.Abandon(in.ID), "tracker.err.abandon_over")
	wantErr(t, s.Abandon(999), "tracker.err.no_session")
}

// A database of the second schema (campaigns, no names, no abandon) opens
// under the current one: a copy is taken first, its campaign and games are
// intact, with no names and nothing abandoned.
func TestMigrationFromSecondSchema(t *testing.T) {
	s, path := oldSchema(t, 2,
		`INSERT INTO campaigns(id, game, kind, title, created, updated) VALUES (1, 'test', 'books', 'Old group', 0, 5)`,
		`INSERT INTO sessions(id, game, title, setup, printed, created, updated, head, last, actions, campaign_id)
			VALUES (1, 'test', 'old', '{"start":7}', '{}', 0, 9, 1, 1, 1, 1)`,
		`INSERT INTO groups(session_id, seq, command, label, at) VALUES (1, 1, '{"add":3}', '{}', 0)`,
		`INSERT INTO events(session_id, grp, n, data) VALUES (1, 1, 0, '{"add":3}')`)
	if _, err := os.Stat(migrationCopy(path)); err != nil {
		t.Fatalf("no copy before migrating: %v", err)
	}
	c, err := s.CampaignByID(1)
	if err != nil || c.Title != "Old group" || len(c.Players) != 0 || c.Sessions != 1 || c.Updated.UnixMilli() != 9 {
		t.Fatalf("migrated campaign %+v, %v", c, err)
	}
	list, _ := s.CampaignSessions(1)
	if len(list) != 1 || !list[0].Abandoned.IsZero() || list[0].CampaignTitle != "Old group" {
		t.Fatalf("migrated games %+v", list)
	}
	if err := s.SetCampaignPlayers(1, []string{"Anne"}); err != nil {
		t.Fatal(err)
	}
}
