package app

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
	"skald/tracker"
)

// campaignWithGames is a Dwarves campaign with its players named, Book 1
// lost and Book 2 under way, shown on its screen; it returns the game under
// way.
func campaignWithGames(e *kittest.Env) tracker.SessionInfo {
	e.T.Helper()
	flatDoomTrack(e.T.(*testing.T), e.Store)
	c, err := e.Store.NewCampaign(dwarves.Game.ID(), dwarves.KindBooks, "The Tuesday group of friends")
	if err != nil {
		e.T.Fatal(err)
	}
	if err := e.Store.SetCampaignPlayers(c.ID, []string{"Anne-Sophie", "Marc", "Élise", "Bartholomew", "Jo", "Lise"}); err != nil {
		e.T.Fatal(err)
	}
	lost, err := e.Store.NewSessionIn(c.ID, dwarves.Game, "Book 1 with the cousins",
		dwarves.Setup{Book: 1, Difficulty: dwarves.Heroic, Elfar: true, CombinedMight: true, Expert: true, Players: 3,
			Heroes: []string{dwarves.Balyndis, dwarves.Gandogar, dwarves.Andokai}, Names: []string{"Anne-Sophie", "Bartholomew", "Élise"}})
	if err != nil {
		e.T.Fatal(err)
	}
	if err := lost.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Gandogar, N: -10}); err != nil {
		e.T.Fatal(err)
	}
	playing, err := e.Store.NewSessionIn(c.ID, dwarves.Game, "Book 2", dwarves.Setup{Book: 2, Difficulty: dwarves.Normal, Players: 2,
		Heroes: []string{dwarves.Tungdil, dwarves.Bavragor}, Names: []string{"Marc", "Lise"}})
	if err != nil {
		e.T.Fatal(err)
	}
	e.U.ShowCampaigns()
	e.U.Push(kit.GameUIs[c.Game].Campaign(e.U, c))
	in, _ := e.Store.SessionByID(playing.Info().ID)
	return in
}

// At the largest text size, in English and in French, the campaigns list,
// each game's campaign screen and the campaign sheets (new campaign, the
// players, a game's actions, the warning before a delete) fit a phone.
func TestCampaignScreensFitPhone(t *testing.T) {
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "campaigns list", Open: func(e *kittest.Env) {
			campaignWithGames(e)
			if _, _, err := seed.AlthingCampaigns(e.Store); err != nil {
				e.T.Fatal(err)
			}
			e.U.ShowCampaigns()
		}},
		{Name: "new campaign", Open: func(e *kittest.Env) {
			e.U.ShowCampaigns()
			e.Tap(e.U.Loc.T("app.campaigns.new"))
		}},
		{Name: "dwarves campaign", Open: func(e *kittest.Env) { campaignWithGames(e) }},
		{Name: "players", Open: func(e *kittest.Env) {
			campaignWithGames(e)
			e.Tap(e.U.Loc.T("app.campaign.players_edit"))
		}},
		{Name: "game actions", Open: func(e *kittest.Env) { e.U.GameActions(campaignWithGames(e)) }},
		{Name: "delete warning", Open: func(e *kittest.Env) { e.U.ConfirmDeleteGame(campaignWithGames(e), func() {}) }},
		{Name: "althing campaign", Open: func(e *kittest.Env) {
			d, _, err := seed.AlthingCampaigns(e.Store)
			if err != nil {
				e.T.Fatal(err)
			}
			if err := e.Store.SetCampaignPlayers(d.ID, []string{"Anne-Sophie", "Bartholomew", "Élise"}); err != nil {
				e.T.Fatal(err)
			}
			ShowCampaignLog(e, d.ID)
		}},
	})
}
