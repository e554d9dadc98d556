package cardgame

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/cardgame"
)

// cgSetup is the card game's setup form: two players (name, faction, starting
// companions), the first destiny player, the six lands in play, a title. The
// three- and four-player game is said to be missing, in words, at the top.
type cgSetup struct {
	u       *kit.UI
	names   [2]string
	faction [2]string
	party   [2]int
	first   int               // seat of the first destiny player, -1 not chosen
	lands   map[string]bool   // land IDs chosen
	profile map[string]string // the box profile, for land names
	title   string

	factionBox [2]*fyne.Container // each player's faction buttons
	dyn        *fyne.Container    // everything that follows the choices
	status     *kit.Label
	start      *widget.Button
}

func init() {
	kit.RegisterGameUI(cardgame.Game.ID(), kit.GameUI{
		Setup:  func(u *kit.UI) kit.Screen { return newCgSetup(u) },
		Board:  func(u *kit.UI) kit.Board { return &cgBoard{u: u} },
		Live:   liveStatus,
		Facets: statsFacets,
		Story:  story,
		Cast:   cast,
	})
}

func newCgSetup(u *kit.UI) *cgSetup {
	return &cgSetup{u: u, party: [2]int{1, 1}, first: -1, lands: map[string]bool{}}
}

func (q *cgSetup) Build() fyne.CanvasObject {
	u := q.u
	note := kit.Card(container.NewBorder(nil, nil, widget.NewIcon(theme.InfoIcon()), nil,
		kit.WrapLabel(u.Loc.T("app.cardgame.two_players"))))

	q.dyn = container.NewVBox()
	q.status, q.start = u.SetupStart(q.begin)
	q.fill()

	// Side by side when the window is wide, one under the other on a phone.
	var players fyne.CanvasObject = container.NewVBox(q.player(0), widget.NewSeparator(), q.player(1))
	if u.Win.Canvas().Size().Width >= 900 {
		players = container.NewGridWithColumns(2, q.player(0), q.player(1))
	}
	form := container.NewVBox(
		note,
		players,
		widget.NewSeparator(),
		q.dyn,
		widget.NewSeparator(),
		u.TitleField(&q.title),
	)
	return u.SetupPage(cardgame.Game, form, q.status, q.start)
}

// player is one player's part of the form: name, faction, starting party.
func (q *cgSetup) player(i int) fyne.CanvasObject {
	u := q.u
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.cardgame.name_placeholder"))
	name.SetText(q.names[i])
	name.OnChanged = func(s string) {
		q.names[i] = s
		q.fill()
	}
	q.factionBox[i] = container.NewStack()
	q.fillFactions(i)
	party := kit.Segmented([]kit.Option{{Value: "1", Label: u.Loc.N("app.cardgame.companions_n", 1)}, {Value: "2", Label: u.Loc.N("app.cardgame.companions_n", 2)}}, strconv.Itoa(q.party[i]), 2, func(v string) { q.party[i], _ = strconv.Atoi(v) })
	party.Layout = &kit.FitGrid{Max: 2} // one under the other when large text leaves no room
	return container.NewVBox(
		kit.Subheading(u.Loc.T("app.cardgame.player_n", "N", i+1)),
		kit.Tall(name),
		kit.Quiet(u.Loc.T("app.cardgame.faction")),
		q.factionBox[i],
		kit.Quiet(u.Loc.T("app.cardgame.party_hint")),
		party,
	)
}

// fillFactions shows seat i's four faction buttons. Both players cannot play
// the same faction: taking the other's clears theirs.
func (q *cgSetup) fillFactions(i int) {
	var opts []kit.Option
	for _, f := range cardgame.Factions {
		opts = append(opts, kit.Option{Value: f, Label: q.u.Loc.Msg(cardgame.FactionName(f))})
	}
	factions := kit.Segmented(opts, q.faction[i], 2, func(v string) {
		q.faction[i] = v
		if q.faction[1-i] == v {
			q.faction[1-i] = ""
			q.fillFactions(1 - i)
		}
		q.keepLands()
		q.fill()
	})
	factions.Layout = &kit.FitGrid{Max: 2}
	q.factionBox[i].Objects = []fyne.CanvasObject{factions}
	q.factionBox[i].Refresh()
}

// seatName names a seat on the form: its name, its faction, or "Player N".
func (q *cgSetup) seatName(i int) string {
	u := q.u
	name := strings.TrimSpace(q.names[i])
	switch {
	case name != "" && q.faction[i] != "":
		return u.Loc.Msg(rules.M("cardgame.player.named", "Name", name, "Faction", cardgame.FactionName(q.faction[i])))
	case name != "":
		return name
	case q.faction[i] != "":
		return u.Loc.Msg(cardgame.FactionName(q.faction[i]))
	}
	return u.Loc.T("app.cardgame.player_n", "N", i+1)
}

// keepLands drops chosen lands of a faction no longer at the table.
func (q *cgSetup) keepLands() {
	for id := range q.lands {
		f, _, _ := cardgame.ParseLand(id)
		if f != q.faction[0] && f != q.faction[1] {
			delete(q.lands, id)
		}
	}
}

// wantLands is how many lands of seat i's faction are in play: two for the
// first destiny player, four for the other.
func (q *cgSetup) wantLands(i int) int {
	if i == q.first {
		return cardgame.FirstLands
	}
	return cardgame.LandsInPlay - cardgame.FirstLands
}

func (q *cgSetup) chosen(faction string) int {
	n := 0
	for id := range q.lands {
		if f, _, _ := cardgame.ParseLand(id); f == faction {
			n++
		}
	}
	return n
}

// fill redraws the first destiny player and the lands.
func (q *cgSetup) fill() {
	u := q.u
	if q.profile == nil {
		q.profile, _ = u.Store.Profile(cardgame.Game.ID())
	}
	items := []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.cardgame.first")), kit.Quiet(u.Loc.T("app.cardgame.first_hint"))}
	sel := ""
	if q.first >= 0 {
		sel = strconv.Itoa(q.first)
	}
	first := kit.Segmented([]kit.Option{{Value: "0", Label: q.seatName(0)}, {Value: "1", Label: q.seatName(1)}}, sel, 2, func(v string) {
		q.first, _ = strconv.Atoi(v)
		q.trimLands()
		q.fill()
	})
	first.Layout = &kit.FitGrid{Max: 2} // "Anna (Seigneurs)" beside "Ben (Vikings)" only if both fit
	items = append(items, first)
	draw := kit.NewTile(u.Loc.T("app.cardgame.draw_first"), theme.ViewRefreshIcon(), func() {
		q.first = rand.IntN(2)
		q.trimLands()
		q.fill()
	})
	items = append(items, draw)

	ready := q.faction[0] != "" && q.faction[1] != "" && q.first >= 0
	if ready {
		for _, i := range []int{q.first, 1 - q.first} {
			items = append(items, q.landPicker(i)...)
		}
	}
	q.dyn.Objects = items
	q.dyn.Refresh()

	switch {
	case q.faction[0] == "" || q.faction[1] == "":
		q.status.SetText(u.Loc.T("app.cardgame.need_factions"))
	case q.first < 0:
		q.status.SetText(u.Loc.T("app.cardgame.need_first"))
	case len(q.lands) < cardgame.LandsInPlay:
		q.status.SetText(u.Loc.N("app.cardgame.lands_left", cardgame.LandsInPlay-len(q.lands)))
	default:
		q.status.SetText(u.Loc.T("app.cardgame.ready"))
	}
	kit.SetEnabled(q.start, ready && len(q.lands) == cardgame.LandsInPlay)
}

// trimLands keeps no more lands of each faction than its role allows.
func (q *cgSetup) trimLands() {
	for i := range 2 {
		f := q.faction[i]
		for _, id := range slices.Backward(cardgame.FactionLands(f)) {
			if q.chosen(f) > q.wantLands(i) {
				delete(q.lands, id)
			}
		}
	}
}

// landPicker is seat i's five lands as tiles: a named land toggles in one tap;
// an unnamed one asks its printed name first (kept in the box profile).
func (q *cgSetup) landPicker(i int) []fyne.CanvasObject {
	u := q.u
	f := q.faction[i]
	want := q.wantLands(i)
	head := u.Loc.T("app.cardgame.lands_for", "Player", q.seatName(i), "Chosen", q.chosen(f), "Want", want)
	hint := u.Loc.T("app.cardgame.lands_destiny_hint")
	if i != q.first {
		hint = u.Loc.T("app.cardgame.lands_bane_hint")
	}
	out := []fyne.CanvasObject{kit.Subheading(head), kit.Quiet(hint)}
	var tiles []fyne.CanvasObject
	for n, id := range cardgame.FactionLands(f) {
		name, named := q.profile[cardgame.LandNameKey(id)]
		text := u.Loc.T("app.cardgame.land_unnamed", "N", n+1)
		if named {
			text = name
		}
		t := kit.NewTile(text, nil, func() { q.toggleLand(id, i) })
		switch {
		case q.lands[id]:
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		case q.chosen(f) >= want:
			t.Disable()
		case !named:
			t.SetIcon(theme.DocumentCreateIcon())
		}
		tiles = append(tiles, t)
	}
	return append(out, container.NewGridWithColumns(2, tiles...))
}

// toggleLand chooses or drops a land; naming it first when the box profile
// does not know its name yet.
func (q *cgSetup) toggleLand(id string, seat int) {
	u := q.u
	if q.lands[id] {
		delete(q.lands, id)
		q.fill()
		return
	}
	f, _, _ := cardgame.ParseLand(id)
	if q.chosen(f) >= q.wantLands(seat) {
		return
	}
	key := cardgame.LandNameKey(id)
	if _, ok := q.profile[key]; ok {
		q.lands[id] = true
		q.fill()
		return
	}
	spec, _ := cardgame.PrintedSpecOf(key)
	u.AskPrinted(spec, "", func(v string) {
		if err := u.Store.SetPrinted(cardgame.Game.ID(), key, v); err != nil {
			q.status.SetText(u.ErrText(err))
			return
		}
		q.profile[key] = v
		q.lands[id] = true
		q.fill()
	})
}

// setup is what the form says now.
func (q *cgSetup) setup() cardgame.Setup {
	su := cardgame.Setup{First: q.first}
	for i := range 2 {
		su.Players = append(su.Players, cardgame.Player{Name: strings.TrimSpace(q.names[i]), Faction: q.faction[i], Companions: q.party[i]})
	}
	for _, f := range []string{q.faction[q.first], q.faction[1-q.first]} {
		for _, id := range cardgame.FactionLands(f) {
			if q.lands[id] {
				su.Lands = append(su.Lands, id)
			}
		}
	}
	return su
}

// begin starts the session, asking for any printed value it still needs.
func (q *cgSetup) begin() { q.beginTry("") }

func (q *cgSetup) beginTry(answered string) {
	u := q.u
	u.StartSession(cardgame.Game, u.SessionTitle(cardgame.Game, q.title), q.setup(), q.status, answered, q.beginTry, nil)
}
