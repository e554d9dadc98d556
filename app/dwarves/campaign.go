package dwarves

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
	"skald/tracker"
)

// ShowDwarvesCampaigns shows the list of The Dwarves' campaigns over Home.
func ShowDwarvesCampaigns(u *kit.UI) {
	u.ShowHome()
	u.Push(&dwarvesCampaignsScreen{u: u})
}

// ShowDwarvesCampaign shows one campaign over the screen shown now.
func ShowDwarvesCampaign(u *kit.UI, id int64) { u.Push(&dwarvesCampaignScreen{u: u, id: id}) }

// dwarvesCampaignsScreen lists the group's campaigns across the five Books.
type dwarvesCampaignsScreen struct{ u *kit.UI }

func (p *dwarvesCampaignsScreen) Build() fyne.CanvasObject {
	u := p.u
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.campaigns.hint"))}
	camps, err := u.Store.Campaigns(dwarves.Game.ID())
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	if len(camps) == 0 && err == nil {
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.campaigns.none")))
	}
	for _, c := range camps {
		text := c.Title + "\n" + u.Loc.N("app.dwarves.campaigns.line", c.Sessions, "Date", kit.FormatTime(c.Updated))
		t := kit.NewTile(text, theme.NavigateNextIcon(), func() { ShowDwarvesCampaign(u, c.ID) })
		items = append(items, t)
	}
	// Tiles: their text wraps at a large text size instead of widening the screen.
	add := centredTile(u.Loc.T("app.dwarves.campaigns.new"), theme.ContentAddIcon(), func() { p.create() })
	add.SetImportance(widget.HighImportance)
	imp := centredTile(u.Loc.T("common.import"), theme.DownloadIcon(), func() {
		u.OpenFile(func(data []byte) {
			c, err := u.Store.ImportCampaign(data)
			if err != nil {
				u.Info(u.Loc.T("app.dwarves.campaign.import_refused"), u.ErrText(err))
				return
			}
			ShowDwarvesCampaign(u, c.ID)
		})
	})
	bottom := container.NewVBox(widget.NewSeparator(), container.NewGridWithColumns(2, kit.AtLeast(add, 0, kit.BigSize), kit.AtLeast(imp, 0, kit.BigSize)))
	return kit.Page(u.TopBar(u.Loc.T("app.dwarves.campaigns.title")), kit.Narrow(container.NewVBox(items...)), kit.Narrow(bottom))
}

// create starts an empty campaign, named by the group.
func (p *dwarvesCampaignsScreen) create() {
	u := p.u
	name := widget.NewEntry()
	name.SetText(u.Loc.T("app.dwarves.setup.campaign_default", "Date", time.Now().Format("2006-01-02")))
	d := u.NewSheet(u.Loc.T("app.dwarves.campaigns.new"), container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.campaigns.new_hint")), kit.Tall(name)))
	d.WithCancelOK(u.Loc.T("common.save"), func() {
		c, err := u.Store.NewCampaign(dwarves.Game.ID(), campaignKind, strings.TrimSpace(name.Text))
		if err != nil {
			u.ShowError(err)
			return
		}
		ShowDwarvesCampaign(u, c.ID)
	})
	d.Show()
}

// campaignGame is one session of a campaign as the campaign shows it.
type campaignGame struct {
	info  tracker.SessionInfo
	entry dwarves.CampaignEntry
}

// dwarvesCampaignScreen is one campaign: what to play next, the five Books
// with every game played in each (difficulty, expansions, heroes, result,
// turns, date), and the group's record per Book and difficulty.
type dwarvesCampaignScreen struct {
	u  *kit.UI
	id int64
}

// games reads the campaign's sessions and what each one came to.
func (p *dwarvesCampaignScreen) games() ([]campaignGame, error) {
	infos, err := p.u.Store.CampaignSessions(p.id)
	if err != nil {
		return nil, err
	}
	var out []campaignGame
	for _, info := range infos {
		sess, err := p.u.Store.OpenSession(info.ID)
		if err != nil {
			return nil, err
		}
		st, ok := sess.State().(dwarves.State)
		if !ok {
			continue
		}
		out = append(out, campaignGame{info: info, entry: dwarves.Campaign(st)})
	}
	return out, nil
}

func (p *dwarvesCampaignScreen) Build() fyne.CanvasObject {
	u := p.u
	c, err := u.Store.CampaignByID(p.id)
	if err != nil {
		return kit.Page(u.TopBar(u.Loc.T("app.dwarves.campaigns.title")), kit.Narrow(kit.WrapLabel(u.ErrText(err))), nil)
	}
	played, err := p.games()
	items := []fyne.CanvasObject{}
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	entries := make([]dwarves.CampaignEntry, len(played))
	for i, g := range played {
		entries[i] = g.entry
	}

	next := dwarves.NextBook(entries)
	book := next
	if next == 0 {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.campaign.all_won")))
		book = 1
	} else {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.campaign.next", "Book", u.Loc.Msg(dwarves.BookName(next)))))
	}
	play := kit.NewTile(u.Loc.T("app.dwarves.campaign.play", "N", book), theme.MediaPlayIcon(), func() {
		u.Push(newDwarvesSetup(u, p.id, book))
	})
	play.SetImportance(widget.HighImportance)
	items = append(items, kit.AtLeast(play, 0, kit.BigSize))

	for b := 1; b <= dwarves.Books; b++ {
		items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.Msg(dwarves.BookName(b))))
		n := 0
		for _, g := range played {
			if g.entry.Book != b {
				continue
			}
			n++
			items = append(items, p.gameTile(g))
		}
		if n == 0 {
			items = append(items, kit.Quiet(u.Loc.T("app.dwarves.campaign.not_played")))
		}
	}

	items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.dwarves.campaign.record")))
	rec := dwarves.Record(entries)
	if len(rec) == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.dwarves.campaign.record_none")))
	}
	for _, r := range rec {
		line := u.Loc.T("app.dwarves.campaign.record_row", "Book", r.Book, "Difficulty", u.Loc.Msg(dwarves.RecordTitle(r)),
			"Played", r.Played, "Won", r.Won, "Lost", r.Lost)
		if r.Won > 0 {
			line += " · " + u.Loc.N("app.dwarves.campaign.best", r.BestTurns)
		}
		items = append(items, kit.WrapLabel(line))
	}

	rename := kit.IconButton(theme.DocumentCreateIcon(), func() { p.rename(c) })
	export := kit.NewTile(u.Loc.T("common.export"), theme.UploadIcon(), func() {
		u.SaveFile(fmt.Sprintf("skald-campaign-%d.json", c.ID), func() ([]byte, error) { return u.Store.ExportCampaign(c.ID) })
	})
	del := kit.NewTile(u.Loc.T("app.dwarves.campaign.delete"), theme.DeleteIcon(), func() { p.delete(c) })
	del.SetImportance(widget.DangerImportance)
	items = append(items, widget.NewSeparator(), container.NewGridWithColumns(2, export, del))
	return kit.Page(u.TopBar(c.Title, rename), kit.Narrow(container.NewVBox(items...)), nil)
}

// gameTile is one game of the campaign: its difficulty and expansions, its
// heroes, how it ended and after how many turns, its date; a tap opens it.
func (p *dwarvesCampaignScreen) gameTile(g campaignGame) fyne.CanvasObject {
	u := p.u
	e := g.entry
	diff := u.Loc.Msg(dwarves.DifficultyName(dwarves.Setup{Book: e.Book, Difficulty: e.Difficulty, Easier: e.Easier}))
	var extras []string
	if e.Elfar {
		extras = append(extras, u.Loc.T("app.dwarves.setup.elfar"))
	}
	if e.CombinedMight {
		extras = append(extras, u.Loc.T("app.dwarves.setup.combined_might"))
	}
	if e.Expert {
		extras = append(extras, u.Loc.T("app.dwarves.campaign.expert"))
	}
	if len(extras) > 0 {
		diff += " · " + strings.Join(extras, " · ")
	}
	var heroes []string
	for _, h := range e.Heroes {
		heroes = append(heroes, u.Loc.Msg(dwarves.HeroName(h)))
	}
	result := u.OutcomeText(rules.Outcome{Status: e.Status, Reason: e.Reason})
	lines := []string{
		u.Loc.T("app.dwarves.campaign.game", "Date", g.info.Created.Local().Format("2006-01-02"), "Difficulty", diff),
		strings.Join(heroes, ", "),
		result + " · " + u.Loc.N("app.dwarves.campaign.turns", e.Turns),
	}
	if e.Mighty != "" {
		lines = append(lines, u.Loc.T("app.dwarves.diamond.found", "Side", u.Loc.Msg(dwarves.SideName(e.Mighty))))
	}
	if e.Unfulfilled > 0 {
		lines = append(lines, u.Loc.N("app.dwarves.cards.unfulfilled", e.Unfulfilled))
	}
	icon := theme.MediaPlayIcon()
	switch e.Status {
	case rules.Won:
		icon = theme.ConfirmIcon()
	case rules.Lost:
		icon = theme.CancelIcon()
	}
	id := g.info.ID
	return kit.NewTile(strings.Join(lines, "\n"), icon, func() { u.OpenInPlace(id) })
}

func (p *dwarvesCampaignScreen) rename(c tracker.Campaign) {
	u := p.u
	name := widget.NewEntry()
	name.SetText(c.Title)
	d := u.NewSheet(u.Loc.T("app.dwarves.campaign.rename"), kit.Tall(name))
	d.WithCancelOK(u.Loc.T("common.save"), func() {
		if err := u.Store.RenameCampaign(c.ID, strings.TrimSpace(name.Text)); err != nil {
			u.ShowError(err)
			return
		}
		u.Show()
	})
	d.Show()
}

func (p *dwarvesCampaignScreen) delete(c tracker.Campaign) {
	u := p.u
	u.Confirm(u.Loc.T("app.dwarves.campaign.delete"), u.Loc.T("app.dwarves.campaign.delete_body", "Title", c.Title),
		u.Loc.T("app.dwarves.campaign.delete"), true, func() {
			if err := u.Store.DeleteCampaign(c.ID); err != nil {
				u.ShowError(err)
				return
			}
			u.Back()
		})
}
