package tracker

import (
	"errors"
	"testing"
)

// campaignWithGames is a campaign of two played games in a store on disk.
func campaignWithGames(t *testing.T) (*Store, string, Campaign, []*Session) {
	t.Helper()
	s, path := openTemp(t)
	c, err := s.NewCampaign("test", "books", "Saga")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.NewSessionIn(c.ID, testGame, "one", tgSetup{Start: 10})
	mustDo(t, a, tgCmd{Add: 1})
	mustDo(t, a, tgCmd{Add: 2})
	mustUndo(t, a)
	b, _ := s.NewSessionIn(c.ID, testGame, "two", tgSetup{Start: 20})
	mustDo(t, b, tgCmd{Add: 5})
	return s, path, c, []*Session{a, b}
}

// A campaign exported, deleted (its games stay) and imported again takes its
// own games back: no game is stored twice, none counts twice. A game played
// on since the export keeps what was played; one the file holds further than
// the stored copy is brought up to the file.
func TestCampaignImportedAgainRelinksItsGames(t *testing.T) {
	s, path, c, games := campaignWithGames(t)
	data, err := s.ExportCampaign(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	mustDo(t, games[1], tgCmd{Add: 3}) // played on after the export
	if err := s.DeleteCampaign(c.ID); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = reopen(t, path) // as the next start finds it
	back, err := s.ImportCampaign(data)
	if err != nil {
		t.Fatal(err)
	}
	all, _ := s.Sessions("")
	if len(all) != 2 || back.Sessions != 2 {
		t.Fatalf("after importing again: %d sessions stored, %d in the campaign", len(all), back.Sessions)
	}
	list, _ := s.CampaignSessions(back.ID)
	for i, in := range list {
		if in.ID != games[i].Info().ID {
			t.Fatalf("game %d came back as session %d, not %d", i+1, in.ID, games[i].Info().ID)
		}
	}
	if got := fresh(t, s, games[1].Info().ID).State().(tgState); got.Sum != 28 {
		t.Fatalf("the game played on since the export lost its action: %+v", got)
	}

	// A file holding a game further than the stored copy brings it up to the
	// file, still once.
	later, err := s.ExportCampaign(back.ID)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := openTemp(t)
	early, err := other.ImportCampaign(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.DeleteCampaign(early.ID); err != nil {
		t.Fatal(err)
	}
	again, err := other.ImportCampaign(later)
	if err != nil {
		t.Fatal(err)
	}
	if all, _ := other.Sessions(""); len(all) != 2 || again.Sessions != 2 {
		t.Fatalf("a later export: %d sessions stored, %d in the campaign", len(all), again.Sessions)
	}
	list, _ = other.CampaignSessions(again.ID)
	if got := fresh(t, other, list[1].ID).State().(tgState); got.Sum != 28 {
		t.Fatalf("the later file's action is missing: %+v", got)
	}
}

// Importing a campaign whose games are still in a campaign here is refused
// in words, and nothing is stored; a game of the same start played
// differently since is refused too, never stored beside the other.
func TestCampaignImportedTwiceIsRefused(t *testing.T) {
	s, _, c, games := campaignWithGames(t)
	data, err := s.ExportCampaign(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.ImportCampaign(data)
	wantErr(t, err, "tracker.err.import_campaign_here")
	var te *Error
	errors.As(err, &te)
	if te.Msg.Args["Campaign"] != "Saga" || te.Msg.Args["N"] != 1 {
		t.Fatalf("the refusal does not name the campaign: %+v", te.Msg.Args)
	}
	if all, _ := s.Sessions(""); len(all) != 2 {
		t.Fatalf("%d sessions after a refused import", len(all))
	}

	// The same game played on in two places since: another store takes the
	// file and plays one action, this one another.
	other, _ := openTemp(t)
	there, err := other.ImportCampaign(data)
	if err != nil {
		t.Fatal(err)
	}
	list, _ := other.CampaignSessions(there.ID)
	se, err := other.OpenSession(list[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	mustDo(t, se, tgCmd{Add: 6})
	theirs, err := other.ExportCampaign(there.ID)
	if err != nil {
		t.Fatal(err)
	}
	mustDo(t, games[1], tgCmd{Add: 4})
	if err := s.DeleteCampaign(c.ID); err != nil {
		t.Fatal(err)
	}
	_, err = s.ImportCampaign(theirs)
	wantErr(t, err, "tracker.err.import_campaign_differs")
	if all, _ := s.Sessions(""); len(all) != 2 {
		t.Fatalf("%d sessions after a refused import", len(all))
	}
	if camps, _ := s.Campaigns(""); len(camps) != 0 {
		t.Fatalf("a refused import left a campaign: %+v", camps)
	}
}
