package althing

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/althing"
	"skald/tracker"
)

// ShowAlthingCampaign shows one Althing campaign over the list of campaigns.
func ShowAlthingCampaign(u *kit.UI, id int64) {
	u.ShowCampaigns()
	u.Push(&althingCampaignScreen{u: u, id: id})
}

// althingCampaignScreen is one Althing campaign. The discovery campaign shows
// its three parts in order, each with the games played for it and who won,
// then the games played after it, and offers the next part. The solo record
// shows the games against Thorfinn and the record per difficulty.
type althingCampaignScreen struct {
	u  *kit.UI
	id int64
}

// althingGame is one session of a campaign as the log shows it.
type althingGame struct {
	info  tracker.SessionInfo
	entry althing.CampaignEntry
}

func (p *althingCampaignScreen) games() ([]althingGame, error) {
	infos, err := p.u.Store.CampaignSessions(p.id)
	if err != nil {
		return nil, err
	}
	var out []althingGame
	for _, info := range infos {
		sess, err := p.u.Store.OpenSession(info.ID)
		if err != nil {
			return nil, err
		}
		if st, ok := sess.State().(althing.State); ok {
			out = append(out, althingGame{info: info, entry: althing.Campaign(st)})
		}
	}
	return out, nil
}

func (p *althingCampaignScreen) Build() fyne.CanvasObject {
	u := p.u
	c, err := u.Store.CampaignByID(p.id)
	if err != nil {
		return kit.Page(u.TopBar(u.Loc.T("app.campaigns.title")), kit.Narrow(kit.WrapLabel(u.ErrText(err))), nil)
	}
	played, err := p.games()
	var items []fyne.CanvasObject
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	entries := make([]althing.CampaignEntry, len(played))
	for i, g := range played {
		entries[i] = g.entry
	}
	if c.Kind == althing.KindSolo {
		items = append(items, p.solo(played, entries)...)
	} else {
		items = append(items, p.discovery(played, entries)...)
	}
	export := kit.NewButton(u.Loc.T("common.export"), theme.UploadIcon(), func() {
		u.SaveFile(fmt.Sprintf("skald-campaign-althing-%d.json", c.ID), func() ([]byte, error) { return u.Store.ExportCampaign(c.ID) })
	})
	items = append(items, widget.NewSeparator(), kit.Tall(export))
	return kit.Page(u.TopBar(c.Title), kit.Narrow(container.NewVBox(items...)), nil)
}

// discovery lists the three parts in order, then the later games.
func (p *althingCampaignScreen) discovery(played []althingGame, entries []althing.CampaignEntry) []fyne.CanvasObject {
	u := p.u
	next := althing.NextPart(entries)
	var items []fyne.CanvasObject
	label := u.Loc.T("app.althing.campaign.play_part", "Mode", u.Loc.Msg(althing.ModeName(next)))
	if althing.Part(next) == 0 {
		items = append(items, kit.Subheading(u.Loc.T("app.althing.campaign.done")))
		label = u.Loc.T("app.althing.campaign.play_more")
	} else {
		items = append(items, kit.Subheading(u.Loc.T("app.althing.campaign.next", "Mode", u.Loc.Msg(althing.ModeName(next)))))
	}
	start := func() { u.Push(newAlthingSetup(u, p.id, next, false)) }
	if g, ok := althingUnfinished(played, func(e althing.CampaignEntry) bool { return e.Mode == next }); ok {
		// The part is under way: carry on with it rather than deal it again.
		items = append(items, kit.AtLeast(p.resume(g), 0, kit.BigSize), kit.Tall(kit.NewTile(label, theme.ContentAddIcon(), start)))
	} else {
		items = append(items, kit.AtLeast(althingPrimaryTile(label, theme.MediaPlayIcon(), start), 0, kit.BigSize))
	}
	for part, mode := range []string{althing.ModeCampaign1, althing.ModeCampaign2, althing.ModeCampaign3} {
		items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.Msg(althing.ModeName(mode))))
		n := 0
		for _, g := range played {
			if althing.Part(g.entry.Mode) == part+1 {
				items = append(items, p.gameTile(g))
				n++
			}
		}
		if n == 0 {
			items = append(items, kit.Quiet(u.Loc.T("app.althing.campaign.not_played")))
		}
	}
	items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.althing.campaign.later")))
	n := 0
	for _, g := range played {
		if althing.Part(g.entry.Mode) == 0 {
			items = append(items, p.gameTile(g))
			n++
		}
	}
	if n == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.althing.campaign.none_later")))
	}
	return items
}

// solo shows the record against Thorfinn per difficulty, then every game.
func (p *althingCampaignScreen) solo(played []althingGame, entries []althing.CampaignEntry) []fyne.CanvasObject {
	u := p.u
	start := func() { u.Push(newAlthingSetup(u, p.id, althing.ModeNormal, true)) }
	var items []fyne.CanvasObject
	if g, ok := althingUnfinished(played, func(e althing.CampaignEntry) bool { return e.Solo }); ok {
		items = append(items, kit.AtLeast(p.resume(g), 0, kit.BigSize),
			kit.Tall(kit.NewTile(u.Loc.T("app.althing.campaign.play_solo"), theme.ContentAddIcon(), start)))
	} else {
		items = append(items, kit.AtLeast(althingPrimaryTile(u.Loc.T("app.althing.campaign.play_solo"), theme.MediaPlayIcon(), start), 0, kit.BigSize))
	}
	items = append(items, kit.Subheading(u.Loc.T("app.althing.campaign.record")))
	normal, hard := althing.SoloRecords(entries)
	for _, r := range []struct {
		key string
		rec althing.SoloRecord
	}{{"app.althing.campaign.tally_normal", normal}, {"app.althing.campaign.tally_hard", hard}} {
		line := u.Loc.T(r.key, "Played", r.rec.Played, "Won", r.rec.Won, "Lost", r.rec.Lost, "Tied", r.rec.Tied)
		if r.rec.Best > 0 {
			line += " · " + u.Loc.T("app.althing.campaign.best", "Turn", r.rec.Best)
		}
		items = append(items, kit.WrapLabel(line))
	}
	items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.althing.campaign.games")))
	if len(played) == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.althing.campaign.none_solo")))
	}
	for _, g := range played {
		items = append(items, p.gameTile(g))
	}
	return items
}

// gameTile is one game: what it was, how it ended (or that it goes on) and
// when; a tap opens it.
func (p *althingCampaignScreen) gameTile(g althingGame) fyne.CanvasObject {
	u := p.u
	e := g.entry
	result := u.Loc.N("app.althing.campaign.playing", e.Turn)
	icon := theme.MediaPlayIcon()
	if e.Over {
		result = u.Loc.Msg(e.Reason) // says who is King, or the tie
		icon = theme.ConfirmIcon()
		if e.Status == rules.Lost {
			icon = theme.CancelIcon()
		}
	}
	lines := []string{
		u.Loc.Msg(althing.EntryTitle(e)) + " · " + g.info.Created.Local().Format("2006-01-02"),
		result,
	}
	id := g.info.ID
	return kit.NewTile(strings.Join(lines, "\n"), icon, func() { u.OpenInPlace(id) })
}

// althingUnfinished is the last game still being played that fits.
func althingUnfinished(played []althingGame, fits func(althing.CampaignEntry) bool) (althingGame, bool) {
	for i := len(played) - 1; i >= 0; i-- {
		if g := played[i]; !g.entry.Over && fits(g.entry) {
			return g, true
		}
	}
	return althingGame{}, false
}

// resume is the big button that opens a game still being played.
func (p *althingCampaignScreen) resume(g althingGame) fyne.CanvasObject {
	u := p.u
	id := g.info.ID
	what := u.Loc.Msg(althing.ModeName(g.entry.Mode))
	return althingPrimaryTile(u.Loc.T("app.althing.campaign.resume", "What", what, "Turn", max(g.entry.Turn, 1)), theme.MediaPlayIcon(), func() {
		u.OpenInPlace(id)
	})
}

// althingPrimaryTile is the campaign's big button: highlighted, its text
// wrapping at a large text size instead of widening the screen.
func althingPrimaryTile(text string, icon fyne.Resource, tap func()) *kit.Tile {
	t := kit.NewTile(text, icon, tap)
	t.SetImportance(widget.HighImportance)
	t.SetAlignment(fyne.TextAlignCenter)
	return t
}
