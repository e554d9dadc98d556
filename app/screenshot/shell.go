package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"skald/app"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/althing"
	"skald/rules/dwarves"
	"skald/tracker"
)

func init() {
	// The statistics: finished, lost, abandoned and unfinished games of four
	// games; -screen statistics-dwarves shows one game with its splits.
	screens["statistics"] = statsShot("")
	screens["statistics-dwarves"] = statsShot(dwarves.Game.ID())
	screens["statistics-empty"] = func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error {
		app.ShowStatistics(ui, "")
		return nil
	}
	// The same, scrolled to the win rate by Book plotted.
	screens["statistics-dwarves-plot"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := statsShot(dwarves.Game.ID())(ui, store, w); err != nil {
			return err
		}
		settleCanvas(w.Canvas())
		return scrollToLabel(w.Canvas(), ui.Localizer().N("app.stats.plot_based", 2))
	}
	// The story of a session of each game, over the sessions list, and of
	// one just begun (not enough yet, in words).
	for name, mk := range map[string]func(*tracker.Store) (*tracker.Session, error){
		"qa":      func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Tuesday", 2) },
		"thorgal": func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "Torkan's Temple") },
		"dwarves": func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "Book 1") },
		"althing": func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "Saga night") },
		"cardgame": func(s *tracker.Store) (*tracker.Session, error) {
			return seed.CardgameSession(s, "Anna and Ben", seed.CardgameAtWon)
		},
		"fresh": func(s *tracker.Store) (*tracker.Session, error) {
			return seed.CardgameSession(s, "Just begun", seed.CardgameAtDawn)
		},
	} {
		screens["story-"+name] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
			sess, err := mk(store)
			if err != nil {
				return err
			}
			app.ShowSessions(ui)
			ui.ShowStory(sess.Info())
			return nil
		}
	}
	// The campaigns list: a Dwarves campaign with Book 2 under way, an
	// Althing discovery campaign and a solo record.
	screens["campaigns"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if _, _, err := seed.AlthingCampaigns(store); err != nil {
			return err
		}
		if _, err := seedDwarvesCampaign(store); err != nil {
			return err
		}
		ui.ShowCampaigns()
		return nil
	}
	// New campaign: which game and kind, and its name.
	screens["campaign-new"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		ui.ShowCampaigns()
		return tap(w, ui.Localizer().T("app.campaigns.new"))
	}
	// Naming a campaign's players.
	screens["campaign-players"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		c, err := openDwarvesCampaign(ui, store)
		if err != nil {
			return err
		}
		ui.EditPlayers(c, 6)
		return nil
	}
	// A game of a campaign: its actions (open, mark as abandoned, delete).
	screens["campaign-game"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		return campaignGame(ui, store, func(in tracker.SessionInfo) { ui.GameActions(in) })
	}
	// The warning before a game of a campaign is deleted: what the campaign
	// loses, and the abandon instead.
	screens["campaign-delete"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		return campaignGame(ui, store, func(in tracker.SessionInfo) { ui.ConfirmDeleteGame(in, func() {}) })
	}
	// A discovery campaign played through, its players named: each part's
	// King by name, part 3's dealt track in the log (scrolled to it).
	screens["althing-campaign-done"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.AlthingProfile(store); err != nil {
			return err
		}
		c, err := store.NewCampaign(althing.Game.ID(), althing.KindDiscovery, "Winter saga")
		if err != nil {
			return err
		}
		names := []string{"Anne", "Élise", "Marc"}
		if err := store.SetCampaignPlayers(c.ID, names); err != nil {
			return err
		}
		for i, mode := range []string{althing.ModeCampaign1, althing.ModeCampaign2, althing.ModeCampaign3} {
			sess, err := store.NewSessionIn(c.ID, althing.Game, fmt.Sprintf("Part %d", i+1),
				althing.Setup{Mode: mode, Players: 3, Names: names})
			if err != nil {
				return err
			}
			if althing.Dealt(mode) {
				if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack}); err != nil {
					return err
				}
			}
			if err := seed.AlthingPlayOutKing(sess, althing.PlayerID(i+1)); err != nil {
				return err
			}
		}
		ui.ShowCampaigns()
		ui.Push(kit.GameUIs[althing.Game.ID()].Campaign(ui, c))
		settleCanvas(w.Canvas())
		return scrollToLabel(w.Canvas(), ui.Localizer().Msg(althing.ModeName(althing.ModeCampaign3)))
	}
	// The list of all sessions: each game of a campaign says which.
	screens["sessions-campaign"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if _, err := seedDwarvesCampaign(store); err != nil {
			return err
		}
		app.ShowSessions(ui)
		return nil
	}
}

// campaignGame opens the seeded Dwarves campaign and shows, over it, what
// show makes of its game in progress (Book 2).
func campaignGame(ui *kit.UI, store *tracker.Store, show func(tracker.SessionInfo)) error {
	c, err := openDwarvesCampaign(ui, store)
	if err != nil {
		return err
	}
	infos, err := store.CampaignSessions(c.ID)
	if err != nil || len(infos) == 0 {
		return fmt.Errorf("campaign games: %v", err)
	}
	show(infos[len(infos)-1])
	return nil
}

// openDwarvesCampaign seeds the Dwarves campaign and opens its screen over
// the Campaigns list.
func openDwarvesCampaign(ui *kit.UI, store *tracker.Store) (tracker.Campaign, error) {
	id, err := seedDwarvesCampaign(store)
	if err != nil {
		return tracker.Campaign{}, err
	}
	c, err := store.CampaignByID(id)
	if err != nil {
		return c, err
	}
	ui.ShowCampaigns()
	ui.Push(kit.GameUIs[c.Game].Campaign(ui, c))
	return c, nil
}

// scrollToLabel scrolls the screen's first vertical scroller so the label
// saying text is at its top.
func scrollToLabel(c fyne.Canvas, text string) error {
	s := firstScroll(c.Content())
	if s == nil {
		return fmt.Errorf("nothing scrolls")
	}
	var label fyne.CanvasObject
	found := kittest.Walk(s.Content, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			label = l
			return true
		}
		return false
	})
	if !found {
		return fmt.Errorf("no label %q", text)
	}
	d := fyne.CurrentApp().Driver()
	y := d.AbsolutePositionForObject(label).Y - d.AbsolutePositionForObject(s.Content).Y
	s.ScrollToOffset(fyne.NewPos(0, y))
	return nil
}

// statsShot is the statistics of the seeded games, of game alone unless "".
func statsShot(game string) shot {
	return func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if err := seed.StatsGames(store); err != nil {
			return err
		}
		app.ShowStatistics(ui, game)
		return nil
	}
}
