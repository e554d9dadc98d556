package app

import (
	"encoding/json"
	"testing"

	"skald/app/althing"
	"skald/app/dwarves"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	ralthing "skald/rules/althing"
	rdwarves "skald/rules/dwarves"
	"skald/rules/qa"
	"skald/rules/thorgal"
	"skald/tracker"
)

// Each game counts under every hero who played it, as the games seeded
// through the real commands are counted by hand.
func TestStatisticsByHeroCountedByHand(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	seedStats(t, e.Store)
	// A named solo player against Thorfinn; a race between players names no
	// one (seedStats has two).
	solo, err := e.Store.NewSession(ralthing.Game, "Ragna alone", ralthing.Setup{Mode: ralthing.ModeNormal, Players: 1, Solo: true, Names: []string{"Ragna"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Store.Abandon(solo.Info().ID); err != nil {
		t.Fatal(err)
	}
	race, err := e.Store.NewSession(ralthing.Game, "Ana and Bo", ralthing.Setup{Mode: ralthing.ModeNormal, Players: 2, Names: []string{"Ana", "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Store.Abandon(race.Info().ID); err != nil {
		t.Fatal(err)
	}
	th := e.Seeded(seed.ThorgalStart(e.Store, "Temple"))
	if err := e.Store.Abandon(th.Info().ID); err != nil {
		t.Fatal(err)
	}

	st, err := e.Store.Stats("", kit.StatsFacets)
	if err != nil {
		t.Fatal(err)
	}
	dw, _ := st.Game(rdwarves.Game.ID())
	// Book 1 Heroic lost: Balyndis, Gandogar, Andokai. Book 2 lost, Book 3
	// under way, Book 4 abandoned: Tungdil and Bavragor each time.
	three := tracker.Tally{Lost: 1, Abandoned: 1, Playing: 1}
	checkSplits(t, "Dwarves heroes", dw.Heroes, []tracker.Split{
		{Msg: rdwarves.HeroName(rdwarves.Tungdil), Tally: three},
		{Msg: rdwarves.HeroName(rdwarves.Balyndis), Tally: tracker.Tally{Lost: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Bavragor), Tally: three},
		{Msg: rdwarves.HeroName(rdwarves.Gandogar), Tally: tracker.Tally{Lost: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Andokai), Tally: tracker.Tally{Lost: 1}},
	})
	q, _ := st.Game(qa.Game.ID())
	checkSplits(t, "Qâ heroes", q.Heroes, []tracker.Split{
		{Msg: qa.HeroName(qa.Thorgal), Tally: tracker.Tally{Abandoned: 1}},
		{Msg: qa.HeroName(qa.Kriss), Tally: tracker.Tally{Abandoned: 1}},
		{Msg: qa.HeroName(qa.Aaricia), Tally: tracker.Tally{Abandoned: 1}},
		{Msg: qa.HeroName(qa.Jolan), Tally: tracker.Tally{Abandoned: 1}},
	})
	al, _ := st.Game(ralthing.Game.ID())
	checkSplits(t, "Althing players", al.Heroes, []tracker.Split{{Msg: rules.Name("Ragna"), Tally: tracker.Tally{Abandoned: 1}}})
	if len(al.Heroes) > 0 && al.Heroes[0].Msg.Args["Name"] != "Ragna" {
		t.Errorf("Althing player %+v, want Ragna", al.Heroes[0].Msg)
	}
	tg, _ := st.Game(thorgal.Game.ID())
	checkSplits(t, "Thorgal characters", tg.Heroes, []tracker.Split{
		{Msg: thorgal.CharacterName(thorgal.Thorgal, ""), Tally: tracker.Tally{Abandoned: 1}},
		{Msg: thorgal.CharacterName(thorgal.Aaricia, ""), Tally: tracker.Tally{Abandoned: 1}},
	})
	if cg, _ := st.Game("cardgame"); len(cg.Heroes) != 0 {
		t.Errorf("card game sides counted as heroes: %+v", cg.Heroes)
	}
}

// Thorgal's characters are read from the setup: an added one by the name
// the setup gives it, after the base characters, each counted once.
func TestStatisticsThorgalCharacterFacets(t *testing.T) {
	su, _ := json.Marshal(thorgal.Setup{Adventure: thorgal.TorkansTemple, Players: 2, Characters: []thorgal.Seat{
		{Character: thorgal.CustomCharacter, Name: "Tjall"}, {Character: thorgal.Kriss}}})
	f := kit.StatsFacets(thorgal.Game.ID(), su)
	if len(f.Heroes) != 2 || f.Heroes[0].Msg.Args["Name"] != "Tjall" || f.Heroes[1].Msg.ID != "thorgal.character.kriss" ||
		f.Heroes[0].Rank <= f.Heroes[1].Rank {
		t.Errorf("Thorgal characters %+v", f.Heroes)
	}
	if f := kit.StatsFacets(thorgal.Game.ID(), []byte("{not json")); len(f.Heroes) != 0 {
		t.Errorf("a broken setup names characters: %+v", f.Heroes)
	}
}

// A campaign's Statistics count its own games alone, not the same game's
// others.
func TestStatisticsOfCampaign(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	seedStats(t, e.Store)
	id, err := seed.DwarvesCampaign(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	st, err := e.Store.StatsOf(tracker.StatsFilter{Campaign: id}, kit.StatsFacets)
	if err != nil {
		t.Fatal(err)
	}
	// Book 1 lost, Book 1 won, Book 2 under way.
	if want := (tracker.Tally{Won: 1, Lost: 1, Playing: 1}); st.All != want || len(st.Games) != 1 {
		t.Errorf("campaign: %+v over %d games, want %+v", st.All, len(st.Games), want)
	}
	dw, _ := st.Game(rdwarves.Game.ID())
	checkSplits(t, "campaign heroes", dw.Heroes, []tracker.Split{
		{Msg: rdwarves.HeroName(rdwarves.Tungdil), Tally: tracker.Tally{Lost: 1, Playing: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Balyndis), Tally: tracker.Tally{Won: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Bavragor), Tally: tracker.Tally{Playing: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Boendal), Tally: tracker.Tally{Lost: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Gandogar), Tally: tracker.Tally{Won: 1}},
		{Msg: rdwarves.HeroName(rdwarves.Narmora), Tally: tracker.Tally{Lost: 1}},
	})
	// The whole game still counts every Dwarves session.
	all, err := e.Store.StatsOf(tracker.StatsFilter{Game: rdwarves.Game.ID()}, kit.StatsFacets)
	if err != nil {
		t.Fatal(err)
	}
	if want := (tracker.Tally{Won: 1, Lost: 3, Abandoned: 1, Playing: 2}); all.All != want {
		t.Errorf("all Dwarves games: %+v, want %+v", all.All, want)
	}
	// A campaign with nothing in it counts nothing.
	c, err := e.Store.NewCampaign(rdwarves.Game.ID(), rdwarves.KindBooks, "Empty")
	if err != nil {
		t.Fatal(err)
	}
	if none, err := e.Store.StatsOf(tracker.StatsFilter{Campaign: c.ID}, kit.StatsFacets); err != nil || none.All.Games() != 0 {
		t.Errorf("empty campaign: %+v %v", none.All, err)
	}
}

// From each campaign screen, Statistics opens that campaign's figures: its
// title says which, the game tiles are gone, and the hero card counts its
// games alone; in English and in French.
func TestStatisticsFromCampaignScreens(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			seedStats(t, e.Store)
			id, err := seed.DwarvesCampaign(e.Store)
			if err != nil {
				t.Fatal(err)
			}
			T, N := e.U.Loc.T, e.U.Loc.N
			dwarves.ShowDwarvesCampaign(e.U, id)
			e.Tap(T("app.campaign.stats"))
			e.MustShow(T("app.stats.title"))
			e.MustShow(T("app.stats.campaign", "Title", "The Tuesday group"))
			if e.Shows(T("app.sessions.all_games")) {
				t.Error("a campaign's statistics offer the other games' tiles")
			}
			e.MustShow(T("app.stats.by_hero.dwarves"))
			// Tungdil: Book 1 lost and Book 2 under way in this campaign (his
			// other games are outside it).
			e.MustShow(T("app.stats.tally", "Games", N("app.stats.games", 2),
				"Detail", N("app.stats.won", 0)+" · "+N("app.stats.lost", 1)+" · "+N("app.stats.playing", 1)+" · "+
					T("app.stats.split_win_rate", "Percent", 0)))
			e.MustShow(T("app.stats.tally", "Games", N("app.stats.games", 3),
				"Detail", N("app.stats.won", 1)+" · "+N("app.stats.lost", 1)+" · "+N("app.stats.playing", 1)))

			disc, solo, err := seed.AlthingCampaigns(e.Store)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []tracker.Campaign{disc, solo} {
				althing.ShowAlthingCampaign(e.U, c.ID)
				e.Tap(T("app.campaign.stats"))
				e.MustShow(T("app.stats.campaign", "Title", c.Title))
			}
			// The solo record: one game, won.
			e.MustShow(T("app.stats.tally", "Games", N("app.stats.games", 1),
				"Detail", N("app.stats.won", 1)+" · "+N("app.stats.lost", 0)))

			// An empty campaign says so in words.
			c, err := e.Store.NewCampaign(rdwarves.Game.ID(), rdwarves.KindBooks, "Empty")
			if err != nil {
				t.Fatal(err)
			}
			dwarves.ShowDwarvesCampaign(e.U, c.ID)
			e.Tap(T("app.campaign.stats"))
			e.MustShow(T("app.stats.none_campaign"))
		})
	}
}

// The game detail shows a hero card, in English and in French.
func TestStatisticsHeroCard(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			seedStats(t, e.Store)
			e.U.ShowHome()
			e.U.Push(&statsScreen{u: e.U, filter: rdwarves.Game.ID()})
			T, N := e.U.Loc.T, e.U.Loc.N
			e.MustShow(T("app.stats.by_hero.dwarves"))
			e.MustShow(e.U.Loc.Msg(rdwarves.HeroName(rdwarves.Andokai)))
			e.MustShow(T("app.stats.tally", "Games", N("app.stats.games", 1),
				"Detail", N("app.stats.won", 0)+" · "+N("app.stats.lost", 1)+" · "+T("app.stats.split_win_rate", "Percent", 0)))
			// Every game tile is still there outside a campaign.
			e.MustShow(T("app.sessions.all_games"))
		})
	}
}

// At the largest text size a campaign's statistics fit a phone.
func TestStatisticsOfCampaignFitPhone(t *testing.T) {
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "statistics of a campaign", Open: func(e *kittest.Env) {
			seedStats(e.T, e.Store)
			id, err := seed.DwarvesCampaign(e.Store)
			if err != nil {
				e.T.Fatal(err)
			}
			e.U.ShowHome()
			e.U.Push(&statsScreen{u: e.U, campaign: id})
		}},
	})
}
