package althing

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/althing"
	"skald/tracker"
)

// althingSetup is Althing's setup form: how the track is built (a discovery
// part, a normal or new game, the saga alternative), two or three players or
// solo against Thorfinn (and his difficulty), Kattegat's side where the game
// lets you choose, whether the Assembly is tracked, the campaign the game
// belongs to, and a title.
type althingSetup struct {
	u  *kit.UI
	su althing.Setup
	// campaign is the campaign the session joins: 0 none, campaignNew a new
	// one named campaignTitle.
	campaign      int64
	campaignTitle string
	title         string
	// names are the players' names as typed or picked, seat by seat (a seat
	// not in it takes the campaign's player of that seat).
	names map[int]string

	dyn    *fyne.Container
	status *kit.Label
	start  *widget.Button
}

func init() {
	kit.RegisterGameUI(althing.Game.ID(), kit.GameUI{
		Setup:    func(u *kit.UI) kit.Screen { return newAlthingSetup(u, 0, althing.ModeCampaign1, false) },
		Board:    func(u *kit.UI) kit.Board { return &althingBoard{u: u} },
		Live:     liveStatus,
		Campaign: func(u *kit.UI, c tracker.Campaign) kit.Screen { return &althingCampaignScreen{u: u, id: c.ID} },
		Plan:     kit.LogPlan(readAlthingLog, althingLog.plan),
		Kinds:    campaignKinds,
		Loses:    campaignLoses,
		Facets:   statsFacets,
		Story:    story,
		Cast:     cast,
		Named: func(state any, m rules.Msg) rules.Msg {
			if s, ok := state.(althing.State); ok {
				return althing.Named(s.Setup, m)
			}
			return m
		},
	})
}

// newAlthingSetup opens the form on a mode, in a campaign (0 for none).
func newAlthingSetup(u *kit.UI, campaign int64, mode string, solo bool) *althingSetup {
	q := &althingSetup{u: u, campaign: campaign, su: althing.Setup{Mode: mode, Players: 2}, names: map[int]string{}}
	if solo {
		q.su.Players, q.su.Solo = 1, true
	}
	return q
}

func (q *althingSetup) Build() fyne.CanvasObject {
	u := q.u
	q.dyn = container.NewVBox()
	q.status, q.start = u.SetupStart(q.begin)
	q.fill()

	form := container.NewVBox(q.dyn, widget.NewSeparator(), u.TitleField(&q.title))
	return u.SetupPage(althing.Game, form, q.status, q.start)
}

// fill redraws the choices that depend on one another.
func (q *althingSetup) fill() {
	u := q.u
	su := &q.su
	var items []fyne.CanvasObject

	seats := "2"
	switch {
	case su.Solo:
		seats = "solo"
	case su.Players == 3:
		seats = "3"
	}
	players := kit.Segmented([]kit.Option{{Value: "2", Label: "2"}, {Value: "3", Label: "3"}, {Value: "solo", Label: u.Loc.T("app.althing.setup.solo")}}, seats, 2, func(v string) {
		wasSolo := su.Solo
		su.Solo = v == "solo"
		su.Players, _ = strconv.Atoi(v)
		if su.Solo {
			su.Players = 1
			if su.Mode != althing.ModeNew {
				su.Mode = althing.ModeNormal
			}
		} else {
			su.Hard = false
		}
		if wasSolo != su.Solo {
			q.campaign = 0
		}
		q.fill()
	})
	players.Layout = &kit.FitGrid{Max: 2} // one under the other when large text leaves no room
	items = append(items, kit.Subheading(u.Loc.T("app.setup.players")), players)
	items = append(items, q.seatNames()...)

	var modes []kit.Option
	for _, m := range althing.Modes {
		if su.Solo && m != althing.ModeNormal && m != althing.ModeNew {
			continue
		}
		modes = append(modes, kit.Option{Value: m, Label: u.Loc.Msg(althing.ModeName(m))})
	}
	items = append(items, kit.Subheading(u.Loc.T("app.althing.setup.mode")), kit.Segmented(modes, su.Mode, 1, func(v string) {
		su.Mode = v
		su.Kattegat = ""
		q.fill()
	}), kit.Quiet(q.modeHint()))

	if su.Solo {
		diff := "normal"
		if su.Hard {
			diff = "hard"
		}
		items = append(items, kit.Subheading(u.Loc.T("app.althing.setup.difficulty")), kit.Segmented([]kit.Option{{Value: "normal", Label: u.Loc.N("app.althing.setup.normal", 24, "Lo", 19)}, {Value: "hard", Label: u.Loc.N("app.althing.setup.hard", 20, "Lo", 16)}}, diff, 1, func(v string) { su.Hard = v == "hard" }))
	}
	if !su.Solo && (su.Mode == althing.ModeNew || su.Mode == althing.ModeSaga) {
		side := su.Kattegat
		if side == "" {
			side = althing.SideA
		}
		items = append(items, kit.Subheading(u.Loc.T("app.althing.setup.kattegat")), kit.Segmented([]kit.Option{{Value: althing.SideA, Label: u.Loc.T("app.althing.setup.kattegat_a")}, {Value: althing.SideB, Label: u.Loc.T("app.althing.setup.kattegat_b")}}, side, 1, func(v string) { su.Kattegat = v }))
	}

	items = append(items, widget.NewSeparator(),
		kit.CheckTile(u.Loc.T("app.althing.setup.assembly"), su.Assembly, func(on bool) { su.Assembly = on }),
		kit.Quiet(u.Loc.N("app.althing.setup.assembly_hint", althing.AssemblyShown(su.Solo))))
	items = append(items, q.campaignChoice()...)

	q.dyn.Objects = items
	q.dyn.Refresh()
	q.status.SetText(u.Loc.T("app.althing.setup.ready", "Mode", u.Loc.Msg(althing.ModeName(su.Mode))))
}

// seatNames asks who sits at each seat: typed, or picked from the campaign's
// players (offered in seat order). The history, the race and the result
// then say the names.
func (q *althingSetup) seatNames() []fyne.CanvasObject {
	u := q.u
	roster := u.CampaignPlayers(q.campaign)
	var items []fyne.CanvasObject
	for i := 1; i <= q.su.Players; i++ {
		seat := i
		label := u.Loc.T("app.althing.setup.seat", "N", seat)
		if q.su.Solo {
			label = u.Loc.T("app.althing.setup.seat_solo")
		}
		items = append(items, u.PlayerChoice(label, roster, q.nameOf(seat, roster), func(s string) { q.names[seat] = s }))
	}
	return items
}

// nameOf is who sits at a seat: as typed, else the campaign's player.
func (q *althingSetup) nameOf(seat int, roster []string) string {
	if n, ok := q.names[seat]; ok {
		return n
	}
	return rules.NameAt(roster, seat-1)
}

// seatsNamed are the names seat by seat (nil when none is given).
func (q *althingSetup) seatsNamed() []string {
	roster := q.u.CampaignPlayers(q.campaign)
	typed := make([]string, q.su.Players)
	for i := range typed {
		typed[i] = q.nameOf(i+1, roster)
	}
	return kit.Names(typed)
}

// modeHint says what the mode lays out and which symbols it plays.
func (q *althingSetup) modeHint() string {
	u := q.u
	su := q.su
	var track string
	if fixed := althing.FixedStages(su.Mode); fixed != nil {
		var names []string
		for _, c := range fixed {
			names = append(names, u.Loc.Msg(althing.StageName(c)))
		}
		names = append(names, u.Loc.Msg(althing.StageName(althing.FinalFor(althingStagesOf(fixed)))))
		track = u.Loc.T("app.althing.setup.track_fixed", "Stages", strings.Join(names, ", "))
	} else {
		track = u.Loc.N("app.althing.setup.dealt", althing.DealCount(su.Mode))
	}
	return track + "\n" + u.Loc.T("app.althing.symbols", "Symbols", althingSymbols(q.u, althing.Symbols(su.Mode))) +
		"\n" + u.Loc.T("app.althing.setup.hand", "Hand", u.Loc.Msg(althing.StartHand(su.Mode)))
}

func althingStagesOf(cards []string) []althing.Stage {
	out := make([]althing.Stage, len(cards))
	for i, c := range cards {
		out[i] = althing.Stage{Card: c}
	}
	return out
}

// althingSymbols names symbols, joined.
func althingSymbols(u *kit.UI, syms []string) string {
	names := make([]string, len(syms))
	for i, s := range syms {
		names[i] = u.Loc.Msg(althing.SymbolName(s))
	}
	return strings.Join(names, ", ")
}

// campaignChoice offers to record the game in a campaign of its kind (the
// discovery campaign and later games, or the solo record): none, one that
// exists, or a new one.
func (q *althingSetup) campaignChoice() []fyne.CanvasObject {
	u := q.u
	kind := althing.KindOf(q.su)
	items := []fyne.CanvasObject{widget.NewSeparator(), kit.Subheading(u.Loc.T("app.althing.setup.campaign"))}
	camps, err := u.Store.Campaigns(althing.Game.ID())
	if err != nil {
		return append(items, kit.WrapLabel(u.ErrText(err)))
	}
	opts := []kit.Option{{Value: "0", Label: u.Loc.T("app.althing.setup.campaign_none")}}
	for _, c := range camps {
		if c.Kind == kind {
			opts = append(opts, kit.Option{Value: strconv.FormatInt(c.ID, 10), Label: c.Title})
		}
	}
	newLabel := u.Loc.T("app.althing.setup.campaign_new_discovery")
	if kind == althing.KindSolo {
		newLabel = u.Loc.T("app.althing.setup.campaign_new_solo")
	}
	opts = append(opts, kit.Option{Value: strconv.FormatInt(kit.CampaignNew, 10), Label: newLabel})
	items = append(items, kit.Segmented(opts, strconv.FormatInt(q.campaign, 10), 1, func(v string) {
		q.campaign, _ = strconv.ParseInt(v, 10, 64)
		q.fill()
	}))
	if q.campaign == kit.CampaignNew {
		e := widget.NewEntry()
		e.SetPlaceHolder(q.defaultCampaignTitle())
		e.SetText(q.campaignTitle)
		e.OnChanged = func(s string) { q.campaignTitle = s }
		items = append(items, kit.Tall(e))
	}
	return items
}

func (q *althingSetup) defaultCampaignTitle() string {
	date := time.Now().Format("2006-01-02")
	if q.su.Solo {
		return q.u.Loc.T("app.althing.campaign.solo_default", "Date", date)
	}
	return q.u.Loc.T("app.althing.campaign.discovery_default", "Date", date)
}

// begin starts the session (in the campaign chosen) and opens its board.
func (q *althingSetup) begin() {
	u := q.u
	title := u.SessionTitle(althing.Game, q.title)
	var err error
	q.campaign, err = u.JoinCampaign(althing.Game, althing.KindOf(q.su), q.campaign, q.campaignTitle, q.defaultCampaignTitle())
	if err != nil {
		q.status.SetText(u.ErrText(err))
		return
	}
	su := q.su
	su.Names = q.seatsNamed()
	u.AdoptPlayers(q.campaign, slices.DeleteFunc(slices.Clone(su.Names), func(n string) bool { return n == "" }))
	if err := u.OpenNewSession(q.campaign, althing.Game, title, su); err != nil {
		q.status.SetText(u.ErrText(err))
	}
}
