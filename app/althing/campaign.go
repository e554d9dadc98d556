package althing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/althing"
	"skald/tracker"
)

// ShowAlthingCampaign shows one Althing campaign over the list of campaigns.
func ShowAlthingCampaign(u *kit.UI, id int64) {
	u.ShowCampaigns()
	u.Push(&althingCampaignScreen{u: u, id: id})
}

// maxSeats is how many players a game of Althing has at most.
const maxSeats = 3

// campaignKinds are Althing's two campaigns: the discovery campaign (and
// the games after it), and the record against Thorfinn.
func campaignKinds(u *kit.UI) []kit.CampaignKind {
	date := kit.Today()
	return []kit.CampaignKind{
		{Game: althing.Game.ID(), Kind: althing.KindDiscovery, Label: u.Loc.T("app.althing.campaign.kind_discovery"),
			Default: u.Loc.T("app.althing.campaign.discovery_default", "Date", date)},
		{Game: althing.Game.ID(), Kind: althing.KindSolo, Label: u.Loc.T("app.althing.campaign.kind_solo"),
			Default: u.Loc.T("app.althing.campaign.solo_default", "Date", date)},
	}
}

// althingCampaignScreen is one Althing campaign. The discovery campaign shows
// its three parts in order, each with the games played for it and who won,
// then the games played after it, and offers the next part. The solo record
// shows the games against Thorfinn and the record per difficulty. Both say
// where they stand, when they were last played and who plays.
type althingCampaignScreen struct {
	u  *kit.UI
	id int64
}

// althingGame is one session of a campaign as the log shows it.
type althingGame = kit.CampaignGame[althing.CampaignEntry]

// althingLog is a campaign with its games read once.
type althingLog struct {
	kit.CampaignLog[althing.CampaignEntry]
}

func readAlthingLog(u *kit.UI, c tracker.Campaign) (althingLog, error) {
	l, err := kit.ReadCampaignLog(u, c, entryOf)
	return althingLog{l}, err
}

// entryOf is what a session of the campaign came to.
var entryOf = kit.EntryOf(func(st althing.State, abandoned bool) althing.CampaignEntry {
	e := althing.Campaign(st)
	e.Abandoned = abandoned
	return e
})

// what names a game's part or mode.
func what(u *kit.UI, e althing.CampaignEntry) string {
	if e.Solo {
		return u.Loc.Msg(althing.EntryTitle(e))
	}
	return u.Loc.Msg(althing.ModeName(e.Mode))
}

// status says where the campaign stands: the game in progress, then the
// parts done (discovery) or the record (solo).
func (l althingLog) status(u *kit.UI) string {
	var parts []string
	if g, ok := l.Current(); ok {
		parts = append(parts, u.Loc.T("app.althing.campaign.in_progress", "What", what(u, g.Entry)))
	}
	if l.C.Kind == althing.KindSolo {
		normal, hard := althing.SoloRecords(l.Entries)
		played, won := normal.Played+hard.Played, normal.Won+hard.Won
		if played > 0 {
			parts = append(parts, u.Loc.N("app.althing.campaign.solo_status", played, "Won", won))
		}
	} else {
		var done []string
		for part, mode := range []string{althing.ModeCampaign1, althing.ModeCampaign2, althing.ModeCampaign3} {
			for _, e := range l.Entries {
				if e.Mode == mode && e.Over {
					done = append(done, strconv.Itoa(part+1))
					break
				}
			}
		}
		switch {
		case len(done) == 3:
			parts = append(parts, u.Loc.T("app.althing.campaign.done"))
		case len(done) > 0:
			parts = append(parts, u.Loc.N("app.althing.campaign.parts_done", len(done), "Parts", strings.Join(done, ", ")))
		}
	}
	if len(parts) == 0 {
		parts = append(parts, u.Loc.T("app.althing.campaign.no_game"))
	}
	return strings.Join(parts, " · ")
}

// resumeText is the label of the button that carries on a game.
func resumeText(u *kit.UI, g althingGame) string {
	return u.Loc.T("app.althing.campaign.resume", "What", what(u, g.Entry), "Turn", max(g.Entry.Turn, 1))
}

// plan is where the campaign stands and its next thing: resume the game in
// progress, else play the next part (a later game once all three are done),
// or the next game against Thorfinn.
func (l althingLog) plan(u *kit.UI) kit.CampaignPlan {
	p := kit.CampaignPlan{Status: l.status(u)}
	if l.Resume(u, &p, func(g althingGame) string { return resumeText(u, g) }) {
		return p
	}
	id := l.C.ID
	if l.C.Kind == althing.KindSolo {
		p.Next = u.Loc.T("app.althing.campaign.play_solo")
		p.Go = func() { u.Push(newAlthingSetup(u, id, althing.ModeNormal, true)) }
		return p
	}
	next := althing.NextPart(l.Entries)
	p.Next = u.Loc.T("app.althing.campaign.play_part", "Mode", u.Loc.Msg(althing.ModeName(next)))
	if althing.Part(next) == 0 {
		p.Next = u.Loc.T("app.althing.campaign.play_more")
	}
	p.Go = func() { u.Push(newAlthingSetup(u, id, next, false)) }
	return p
}

// campaignLoses says what the campaign loses with a game: a part no longer
// done, a result, a game in progress.
func campaignLoses(u *kit.UI, info tracker.SessionInfo) string {
	l, mine := kit.LogOfGame(u, info, entryOf)
	if mine == nil {
		return ""
	}
	doneOf := map[string]int{}
	for _, e := range l.Entries {
		if e.Over {
			doneOf[e.Mode]++
		}
	}
	e := mine.Entry
	switch {
	case e.Over && althing.Part(e.Mode) > 0 && doneOf[e.Mode] == 1:
		return u.Loc.T("app.althing.campaign.loses_only_part", "What", what(u, e))
	case e.Over:
		return u.Loc.T("app.althing.campaign.loses_result", "Result", e.Reason)
	case e.Abandoned:
		return u.Loc.T("app.althing.campaign.loses_abandoned")
	}
	return u.Loc.N("app.althing.campaign.loses_playing", mine.Info.Actions)
}

func (p *althingCampaignScreen) Build() fyne.CanvasObject {
	u := p.u
	c, err := u.Store.CampaignByID(p.id)
	if err != nil {
		return kit.Page(u.TopBar(u.Loc.T("app.campaigns.title")), kit.Narrow(kit.WrapLabel(u.ErrText(err))), nil)
	}
	l, err := readAlthingLog(u, c)
	plan := l.plan(u)
	items := u.CampaignHead(c, err, plan)
	if c.Kind == althing.KindSolo {
		items = append(items, p.solo(l, plan)...)
	} else {
		items = append(items, p.discovery(l, plan)...)
	}
	items = append(items, u.CampaignStoryView(l.story(u))...)
	items = append(items, u.CampaignStatsButton(c))
	export := kit.NewButton(u.Loc.T("common.export"), theme.UploadIcon(), func() {
		u.SaveFile(fmt.Sprintf("skald-campaign-althing-%d.json", c.ID), func() ([]byte, error) { return u.Store.ExportCampaign(c.ID) })
	})
	items = append(items, widget.NewSeparator(), kit.Tall(export))
	return kit.Page(u.TopBar(c.Title), kit.Narrow(container.NewVBox(items...)), nil)
}

// discovery offers the next thing, names the players, then lists the three
// parts in order, then the later games, each with a start of its own.
func (p *althingCampaignScreen) discovery(l althingLog, plan kit.CampaignPlan) []fyne.CanvasObject {
	u := p.u
	next := althing.NextPart(l.Entries)
	var items []fyne.CanvasObject
	switch {
	case plan.Resume:
	case althing.Part(next) == 0:
		items = append(items, kit.WrapLabel(u.Loc.T("app.althing.campaign.done_hint")))
	default:
		items = append(items, kit.WrapLabel(u.Loc.T("app.althing.campaign.next", "Mode", u.Loc.Msg(althing.ModeName(next)))))
	}
	items = append(items, kit.PrimaryTile(plan.Next, theme.MediaPlayIcon(), plan.Go))
	items = append(items, widget.NewSeparator(), u.PlayersLine(l.C, maxSeats))
	section := func(heading string, fits func(althing.CampaignEntry) bool, none, mode string) {
		items = append(items, widget.NewSeparator(), kit.Subheading(heading))
		n, open := 0, false
		for _, g := range l.Games {
			if fits(g.Entry) {
				items = append(items, u.GameRow(p.gameTile(g, l.C.Players), g.Info))
				n++
				open = open || g.Entry.Open()
			}
		}
		if n == 0 {
			items = append(items, kit.Quiet(none))
		}
		label := u.Loc.T("app.althing.campaign.play_part", "Mode", u.Loc.Msg(althing.ModeName(mode)))
		switch {
		case althing.Part(mode) == 0:
			label = u.Loc.T("app.althing.campaign.play_more")
		case open:
			label = u.Loc.T("app.althing.campaign.play_new", "Mode", u.Loc.Msg(althing.ModeName(mode)))
		}
		items = append(items, kit.Tall(kit.NewTile(label, theme.ContentAddIcon(), func() {
			u.Push(newAlthingSetup(u, l.C.ID, mode, false))
		})))
	}
	for _, mode := range []string{althing.ModeCampaign1, althing.ModeCampaign2, althing.ModeCampaign3} {
		section(u.Loc.Msg(althing.ModeName(mode)), func(e althing.CampaignEntry) bool { return e.Mode == mode },
			u.Loc.T("app.althing.campaign.not_played"), mode)
	}
	section(u.Loc.T("app.althing.campaign.later"), func(e althing.CampaignEntry) bool { return althing.Part(e.Mode) == 0 },
		u.Loc.T("app.althing.campaign.none_later"), althing.ModeNormal)
	return items
}

// solo offers the next thing, shows the record against Thorfinn per
// difficulty, then every game.
func (p *althingCampaignScreen) solo(l althingLog, plan kit.CampaignPlan) []fyne.CanvasObject {
	u := p.u
	items := []fyne.CanvasObject{kit.PrimaryTile(plan.Next, theme.MediaPlayIcon(), plan.Go)}
	if plan.Resume {
		items = append(items, kit.Tall(kit.NewTile(u.Loc.T("app.althing.campaign.play_solo"), theme.ContentAddIcon(), func() {
			u.Push(newAlthingSetup(u, l.C.ID, althing.ModeNormal, true))
		})))
	}
	items = append(items, widget.NewSeparator(), u.PlayersLine(l.C, 1))
	items = append(items, kit.Subheading(u.Loc.T("app.althing.campaign.record")))
	normal, hard := althing.SoloRecords(l.Entries)
	for _, r := range []struct {
		key string
		rec althing.SoloRecord
	}{{"app.althing.campaign.tally_normal", normal}, {"app.althing.campaign.tally_hard", hard}} {
		line := u.Loc.T(r.key, "Played", r.rec.Played, "Won", r.rec.Won, "Lost", r.rec.Lost, "Tied", r.rec.Tied)
		if r.rec.Best > 0 {
			line += " · " + u.Loc.N("app.althing.campaign.best", r.rec.Best)
		}
		items = append(items, kit.WrapLabel(line))
	}
	items = append(items, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.althing.campaign.games")))
	if len(l.Games) == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.althing.campaign.none_solo")))
	}
	for _, g := range l.Games {
		items = append(items, u.GameRow(p.gameTile(g, l.C.Players), g.Info))
	}
	return items
}

// trackText names a game's saga track, Kattegat to the final card, each
// stage with its side ("" until a dealt track is dealt).
func trackText(u *kit.UI, track []althing.Stage) string {
	if len(track) == 0 {
		return ""
	}
	names := make([]string, len(track))
	for i, st := range track {
		names[i] = u.Loc.Msg(althing.StageName(st.Card))
		if st.Side != "" {
			names[i] = u.Loc.T("althing.stage_side", "Stage", names[i], "Side", u.Loc.Msg(althing.SideName(st.Side)))
		}
	}
	return u.Loc.T("app.althing.campaign.track", "Stages", strings.Join(names, ", "))
}

// gameTile is one game: its title and when it was played, what it was and
// who played (when not the campaign's players), the track laid out when it was dealt, how it ended (or that it
// goes on, or was abandoned); a tap opens it.
func (p *althingCampaignScreen) gameTile(g althingGame, roster []string) fyne.CanvasObject {
	u := p.u
	e := g.Entry
	result, icon := gameResult(u, g)
	lines := []string{
		u.Loc.T("app.althing.campaign.game_title", "Title", g.Info.Title, "Date", u.PlayedAt(g.Info)),
		u.Loc.Msg(althing.EntryTitle(e)),
	}
	var names []string
	for _, n := range e.Names {
		if n != "" {
			names = append(names, n)
		}
	}
	// Who played, when it is not simply the campaign's players in order.
	if len(names) > 0 && !slices.Equal(names, roster[:min(len(names), len(roster))]) {
		lines = append(lines, u.Loc.T("app.campaign.players", "Names", strings.Join(names, ", ")))
	}
	if althing.Dealt(e.Mode) {
		// The table dealt it: the log keeps which stages came.
		if t := trackText(u, e.Track); t != "" {
			lines = append(lines, t)
		}
	}
	lines = append(lines, result)
	info := g.Info
	return kit.NewTile(strings.Join(lines, "\n"), icon, func() { u.OpenGame(info) })
}
