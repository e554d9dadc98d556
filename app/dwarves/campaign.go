package dwarves

import (
	"fmt"
	"strconv"
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

// ShowDwarvesCampaign shows one campaign over the screen shown now.
func ShowDwarvesCampaign(u *kit.UI, id int64) { u.Push(&dwarvesCampaignScreen{u: u, id: id}) }

// maxHeroes is how many heroes (and so players) a game has at most.
const maxHeroes = 6

func defaultCampaignTitle(u *kit.UI) string {
	return u.Loc.T("app.dwarves.setup.campaign_default", "Date", time.Now().Format("2006-01-02"))
}

// campaignKinds is the one kind of Dwarves campaign: the five Books.
func campaignKinds(u *kit.UI) []kit.CampaignKind {
	return []kit.CampaignKind{{Game: dwarves.Game.ID(), Kind: dwarves.KindBooks,
		Label: u.Loc.T("app.dwarves.campaign.kind"), Default: defaultCampaignTitle(u)}}
}

// campaignGame is one session of a campaign as the campaign shows it.
type campaignGame = kit.CampaignGame[dwarves.CampaignEntry]

// dwarvesLog is a campaign with its games read once.
type dwarvesLog struct {
	kit.CampaignLog[dwarves.CampaignEntry]
}

// readDwarvesLog reads a campaign's sessions and what each one came to.
func readDwarvesLog(u *kit.UI, c tracker.Campaign) (dwarvesLog, error) {
	l, err := kit.ReadCampaignLog(u, c, entryOf)
	return dwarvesLog{l}, err
}

// entryOf is what a session of the campaign came to.
var entryOf = kit.EntryOf(func(st dwarves.State, abandoned bool) dwarves.CampaignEntry {
	e := dwarves.Campaign(st)
	e.Abandoned = abandoned
	return e
})

// openIn is the last game of a Book still open.
func (l dwarvesLog) openIn(book int) (campaignGame, bool) {
	return l.LastOpen(func(e dwarves.CampaignEntry) bool { return e.Book == book })
}

// status says where the campaign stands: the Books in progress, then the
// Books won ("Book 2 in progress · Books 1, 3 won").
func (l dwarvesLog) status(u *kit.UI) string {
	var parts []string
	var won []string
	for b := 1; b <= dwarves.Books; b++ {
		if _, ok := l.openIn(b); ok {
			parts = append(parts, u.Loc.T("app.dwarves.campaign.in_progress", "Book", b))
		}
		if dwarves.Won(l.Entries, b) {
			won = append(won, strconv.Itoa(b))
		}
	}
	switch {
	case len(won) > 0:
		parts = append(parts, u.Loc.N("app.dwarves.campaign.won_books", len(won), "Books", strings.Join(won, ", ")))
	case len(l.Games) == 0:
		parts = append(parts, u.Loc.T("app.dwarves.campaign.no_game"))
	default:
		parts = append(parts, u.Loc.T("app.dwarves.campaign.none_won"))
	}
	return strings.Join(parts, " · ")
}

// resumeText is the label of the button that carries on a game.
func resumeText(u *kit.UI, g campaignGame) string {
	return u.Loc.T("app.dwarves.campaign.resume", "Book", g.Entry.Book, "Turn", max(g.Entry.Turns, 1))
}

// plan is where the campaign stands and its next thing: resume the game in
// progress, else play the next Book (a Book of the group's choosing once
// all five are won).
func (l dwarvesLog) plan(u *kit.UI) kit.CampaignPlan {
	p := kit.CampaignPlan{Status: l.status(u)}
	if l.Resume(u, &p, func(g campaignGame) string { return resumeText(u, g) }) {
		return p
	}
	next := dwarves.NextBook(l.Entries)
	book := max(next, 1)
	p.Next = u.Loc.T("app.dwarves.campaign.play", "N", book)
	id := l.C.ID
	p.Go = func() { u.Push(newDwarvesSetup(u, id, book)) }
	return p
}

// campaignLoses says what the campaign loses with a game: a Book no longer
// won, a win or a defeat in its record, a game in progress.
func campaignLoses(u *kit.UI, info tracker.SessionInfo) string {
	l, mine := kit.LogOfGame(u, info, entryOf)
	if mine == nil {
		return ""
	}
	wins := map[int]int{}
	for _, e := range l.Entries {
		if e.Status == rules.Won {
			wins[e.Book]++
		}
	}
	e := mine.Entry
	switch {
	case e.Status == rules.Won && wins[e.Book] == 1:
		return u.Loc.T("app.dwarves.campaign.loses_only_win", "Book", e.Book)
	case e.Status == rules.Won:
		return u.Loc.T("app.dwarves.campaign.loses_win", "Book", e.Book)
	case e.Status == rules.Lost:
		return u.Loc.T("app.dwarves.campaign.loses_loss", "Book", e.Book)
	case e.Abandoned:
		return u.Loc.T("app.dwarves.campaign.loses_abandoned", "Book", e.Book)
	}
	return u.Loc.N("app.dwarves.campaign.loses_playing", mine.Info.Actions, "Book", e.Book)
}

// dwarvesCampaignScreen is one campaign: where it stands and when it was last
// played, the players, the one next thing (resume the Book in progress or
// play the next), the five Books with every game played in each (when, its
// difficulty and expansions, heroes and who played them, result, turns,
// highlights) and a start for any Book, and the group's record per Book and
// difficulty.
type dwarvesCampaignScreen struct {
	u  *kit.UI
	id int64
}

func (p *dwarvesCampaignScreen) Build() fyne.CanvasObject {
	u := p.u
	c, err := u.Store.CampaignByID(p.id)
	if err != nil {
		return kit.Page(u.TopBar(u.Loc.T("app.dwarves.campaigns.title")), kit.Narrow(kit.WrapLabel(u.ErrText(err))), nil)
	}
	l, err := readDwarvesLog(u, c)
	plan := l.plan(u)
	items := u.CampaignHead(c, err, plan)
	next := dwarves.NextBook(l.Entries)
	switch {
	case plan.Resume:
	case next == 0:
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.campaign.all_won")))
	default:
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.campaign.next", "Book", u.Loc.Msg(dwarves.BookName(next)))))
	}
	icon := theme.MediaPlayIcon()
	items = append(items, kit.PrimaryTile(plan.Next, icon, plan.Go))
	if dwarves.HeroicWon(l.Entries) {
		items = append(items, kit.Quiet(u.Loc.T("app.dwarves.campaign.expert_open")))
	}
	items = append(items, widget.NewSeparator(), u.PlayersLine(c, maxHeroes))

	for b := 1; b <= dwarves.Books; b++ {
		items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.Msg(dwarves.BookName(b))))
		if b == 5 && !dwarves.Book5Ready(l.Entries) {
			items = append(items, kit.Quiet(u.Loc.T("app.dwarves.campaign.book5_note")))
		}
		n := 0
		for _, g := range l.Games {
			if g.Entry.Book != b {
				continue
			}
			n++
			items = append(items, u.GameRow(p.gameTile(g), g.Info))
		}
		if n == 0 {
			items = append(items, kit.Quiet(u.Loc.T("app.dwarves.campaign.not_played")))
		}
		label := u.Loc.T("app.dwarves.campaign.play_book", "N", b)
		if _, ok := l.openIn(b); ok {
			label = u.Loc.T("app.dwarves.campaign.play_again", "N", b)
		}
		book := b
		items = append(items, kit.Tall(kit.NewTile(label, theme.ContentAddIcon(), func() { u.Push(newDwarvesSetup(u, p.id, book)) })))
	}

	items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.dwarves.campaign.record")))
	rec := dwarves.Record(l.Entries)
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

	items = append(items, u.CampaignStoryView(l.story(u))...)
	items = append(items, u.CampaignStatsButton(c))

	rename := kit.IconButton(theme.DocumentCreateIcon(), func() { p.rename(c) })
	export := kit.NewTile(u.Loc.T("common.export"), theme.UploadIcon(), func() {
		u.SaveFile(fmt.Sprintf("skald-campaign-%d.json", c.ID), func() ([]byte, error) { return u.Store.ExportCampaign(c.ID) })
	})
	del := kit.NewTile(u.Loc.T("app.dwarves.campaign.delete"), theme.DeleteIcon(), func() { p.delete(c) })
	del.SetImportance(widget.DangerImportance)
	items = append(items, widget.NewSeparator(), container.NewGridWithColumns(2, export, del))
	return kit.Page(u.TopBar(c.Title, rename), kit.Narrow(container.NewVBox(items...)), nil)
}

// heroesText names a game's heroes in turn order, each with who played them
// when the table said so.
func heroesText(u *kit.UI, e dwarves.CampaignEntry) string {
	var heroes []string
	for i, h := range e.Heroes {
		name := u.Loc.Msg(dwarves.HeroName(h))
		if who := rules.NameAt(e.Names, i); who != "" {
			name = u.Loc.Msg(rules.M("app.dwarves.campaign.played_by", "Hero", dwarves.HeroName(h), "Name", rules.Name(who)))
		}
		heroes = append(heroes, name)
	}
	return strings.Join(heroes, ", ")
}

// gameTile is one game of the campaign: its title and when it was played,
// its difficulty and expansions, its heroes and players, how it ended (or
// that it goes on, or was abandoned) and after how many turns, and what the
// Book itself keeps (Book 3's Mighty Diamond, Book 5's unfinished cards). A
// tap opens it.
func (p *dwarvesCampaignScreen) gameTile(g campaignGame) fyne.CanvasObject {
	u := p.u
	e := g.Entry
	diff := flagged(u, u.Loc.Msg(dwarves.DifficultyName(dwarves.Setup{Book: e.Book, Difficulty: e.Difficulty, Easier: e.Easier})),
		flag{e.Elfar, "app.dwarves.setup.elfar"},
		flag{e.CombinedMight, "app.dwarves.setup.combined_might"},
		flag{e.Expert, "app.dwarves.campaign.expert"})
	result, icon := gameResult(u, g)
	lines := []string{
		u.Loc.T("app.dwarves.campaign.game", "Title", g.Info.Title, "Date", u.PlayedAt(g.Info)),
		diff,
		heroesText(u, e),
		result,
	}
	if e.Mighty != "" {
		lines = append(lines, u.Loc.T("app.dwarves.diamond.found", "Side", u.Loc.Msg(dwarves.SideName(e.Mighty))))
	}
	if e.Book == 5 && e.Status != rules.Playing {
		lines = append(lines, u.Loc.N("app.dwarves.cards.unfulfilled", e.Unfulfilled))
	}
	info := g.Info
	return kit.NewTile(strings.Join(lines, "\n"), icon, func() { u.OpenGame(info) })
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
