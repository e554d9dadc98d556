package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/althing"
	"skald/rules/dwarves"
)

// gameRowMore taps the actions button of the game in a campaign's log whose
// tile says text.
func gameRowMore(e *kittest.Env, text string) {
	e.T.Helper()
	var more *widget.Button
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return false
		}
		var tile *kit.Tile
		var btn *widget.Button
		for _, x := range c.Objects {
			kittest.Walk(x, func(y fyne.CanvasObject) bool {
				switch y := y.(type) {
				case *kit.Tile:
					tile = y
				case *widget.Button:
					if y.Icon != nil && y.Icon.Name() == theme.MoreVerticalIcon().Name() {
						btn = y
					}
				}
				return false
			})
		}
		if tile != nil && btn != nil && strings.Contains(tile.Text(), text) {
			more = btn
			return true
		}
		return false
	})
	if more == nil {
		e.T.Fatalf("no game row saying %q; texts: %q", text, e.Texts())
	}
	test.Tap(more)
}

// seatFields are the setup form's name fields, in seat order (the title's
// field, last, left out).
func seatFields(e *kittest.Env) []fyne.Focusable {
	var out []fyne.Focusable
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		switch f := o.(type) {
		case *widget.SelectEntry:
			out = append(out, f)
		case *widget.Entry:
			if f.PlaceHolder == e.U.Loc.T("app.campaign.player_unnamed") {
				out = append(out, f)
			}
		}
		return false
	})
	return out
}

// Deleting a game of a campaign warns first, saying what the campaign loses
// (a Book no longer won, a game in progress and its actions), from the
// campaign's log and from the list of all sessions alike; a game in progress
// can be marked abandoned instead, and then counts for nothing; the list of
// sessions says which campaign a game belongs to. In English and French.
func TestDeletingACampaignGameWarns(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			flatDoomTrack(t, e.Store)
			c := newCampaign(e, "The Dwarves — the five Books", "Tuesday group")
			e.Tap("Play Book 1 in this campaign")
			e.Tap("Easy")
			e.TapPrefix("Balyndis Ironfinger\n")
			e.TapPrefix("Gandogar Silverbeard\n")
			e.Tap("Start the session")
			won := e.Frame().Sess.Info()
			dwarvesWin(e)
			e.Tap("See the campaign")
			e.Tap("Play Book 2 in this campaign")
			e.TapPrefix("Balyndis Ironfinger\n")
			e.TapPrefix("Gandogar Silverbeard\n")
			e.Tap("Start the session")
			playing := e.Frame().Sess.Info()
			if err := e.Frame().Sess.Do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}); err != nil {
				t.Fatal(err)
			}
			e.A.Preferences().SetString(kit.PrefLanguage, lang)
			e.U.SetLanguage(lang)
			tr := e.U.Loc.T

			// From the log: the only win of Book 1.
			ShowCampaignLog(e, c.ID)
			gameRowMore(e, won.Title)
			e.Tap(tr("app.campaign.delete_game"))
			e.MustShow(tr("app.campaign.delete_campaign", "Campaign", "Tuesday group",
				"Loses", tr("app.dwarves.campaign.loses_only_win", "Book", 1)))
			if e.Button(tr("app.campaign.abandon")) != nil {
				t.Fatal("a finished game is offered to be abandoned")
			}
			e.Tap(tr("common.cancel"))
			if _, err := e.Store.SessionByID(won.ID); err != nil {
				t.Fatal("Cancel deleted the game")
			}

			// From the list of all sessions: the game in progress.
			ShowSessions(e.U)
			e.MustShow(tr("app.session.in_campaign", "Title", "Tuesday group"))
			test.Tap(kittest.ButtonIn(e.RowWith(playing.Title), "", theme.DeleteIcon()))
			e.MustShow(tr("app.campaign.delete_campaign", "Campaign", "Tuesday group",
				"Loses", e.U.Loc.N("app.dwarves.campaign.loses_playing", 1, "Book", 2)))
			e.MustShow(tr("app.campaign.delete_instead"))
			e.Tap(tr("app.campaign.abandon"))
			in, err := e.Store.SessionByID(playing.ID)
			if err != nil || in.Abandoned.IsZero() {
				t.Fatalf("Mark as abandoned: %+v, %v", in, err)
			}
			e.MustShow(tr("app.campaign.abandoned", "Date", kit.FormatTime(in.Abandoned)))
			ShowCampaignLog(e, c.ID)
			e.MustShow(e.U.Loc.N("app.dwarves.campaign.won_books", 1, "Books", "1"))
			if e.Shows(tr("app.dwarves.campaign.in_progress", "Book", 2)) {
				t.Fatal("an abandoned game still shows in progress")
			}
			e.MustShow(tr("app.dwarves.campaign.play", "N", 2))

			// Deleting the win for good sends the campaign back to Book 1.
			gameRowMore(e, won.Title)
			e.Tap(tr("app.campaign.delete_game"))
			e.Tap(tr("common.delete"))
			if _, err := e.Store.SessionByID(won.ID); err == nil {
				t.Fatal("the game was not deleted")
			}
			e.MustShow(tr("app.dwarves.campaign.play", "N", 1))
			e.MustShow(tr("app.dwarves.campaign.none_won"))
		})
	}
}

// The players' names, typed once, are what the game and the log say, in
// both languages: the race and whose phase it is, the history, the result
// ("Élise is King"), and in the Dwarves' log who played each hero. French
// never puts "de" before a name ("Anne joue", not "phase de Anne").
func TestPlayerNamesInBothLanguages(t *testing.T) {
	for _, c := range []struct {
		lang, phase, king, label, hero string
	}{
		{"en", "Turn 1: Anne's phase", "Élise is King of the Vikings", "Anne completes Eldaskali",
			"Balyndis Ironfinger — played by Anne, Gandogar Silverbeard — played by Marc"},
		{"fr", "Tour 1\u00a0: Anne joue", "Élise est le Roi des Vikings", "Anne franchit Eldaskali",
			"Balyndis Ironfinger — Anne aux commandes, Gandogar Silverbeard — Marc aux commandes"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.DesktopSize)
			e.A.Preferences().SetString(kit.PrefLanguage, c.lang)
			e.U.SetLanguage(c.lang)
			if err := seed.AlthingProfile(e.Store); err != nil {
				t.Fatal(err)
			}
			// A game outside any campaign names its players on the form.
			e.U.ShowSetup(althing.Game.ID())
			seats := seatFields(e)
			if len(seats) != 2 {
				t.Fatalf("%d name fields for two players", len(seats))
			}
			test.Type(seats[0], "Anne")
			test.Type(seats[1], "Élise")
			e.Tap(e.U.Loc.T("app.setup.start"))
			sess := e.Frame().Sess
			for _, cmd := range []althing.Command{{Kind: althing.CmdBegin}, {Kind: althing.CmdComplete}} {
				if err := sess.Do(cmd); err != nil {
					t.Fatal(err)
				}
			}
			e.MustShow(c.phase)
			if text, _, _ := e.HistoryRow(); text != c.label {
				t.Fatalf("history says %q, want %q", text, c.label)
			}
			if err := seed.AlthingPlayOutKing(sess, "p2"); err != nil {
				t.Fatal(err)
			}
			e.MustShow(c.king)
			if info, _ := e.Store.SessionByID(sess.Info().ID); !strings.Contains(e.U.Loc.Msg(info.Outcome.Reason), c.king) {
				t.Fatalf("the stored result says %q", e.U.Loc.Msg(info.Outcome.Reason))
			}

			// The Dwarves' log: who played each hero, from the campaign's names.
			flatDoomTrack(t, e.Store)
			camp, err := e.Store.NewCampaign(dwarves.Game.ID(), dwarves.KindBooks, "Mardi")
			if err != nil {
				t.Fatal(err)
			}
			if err := e.Store.SetCampaignPlayers(camp.ID, []string{"Anne", "Marc"}); err != nil {
				t.Fatal(err)
			}
			ShowCampaignLog(e, camp.ID)
			e.MustShow(e.U.Loc.T("app.campaign.players", "Names", "Anne, Marc"))
			e.Tap(e.U.Loc.T("app.dwarves.campaign.play", "N", 1))
			e.TapPrefix("Balyndis Ironfinger\n")
			e.TapPrefix("Gandogar Silverbeard\n")
			e.Tap(e.U.Loc.T("app.setup.start"))
			// The board's hero cards say it too.
			e.Tap(e.U.Loc.T("app.dwarves.sec.heroes"))
			e.MustShow(strings.SplitN(c.hero, ", ", 2)[0])
			ShowCampaignLog(e, camp.ID)
			e.MustShow(c.hero)
		})
	}
}
