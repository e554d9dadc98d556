package dwarves

import (
	"errors"
	"slices"
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

// dwarvesSetup is The Dwarves' setup form: the Book, the expansions, the
// difficulty, the expert variant, the heroes in turn order, the campaign the
// game belongs to and a title. Under it, the table's setup step by step for
// the choices made (which cards to remove, how to stack each deck).
type dwarvesSetup struct {
	u     *kit.UI
	su    dwarves.Setup
	title string
	// campaign is the campaign the session joins: 0 none, campaignNew a new
	// one named campaignTitle.
	campaign      int64
	campaignTitle string
	// names are who plays each hero, as typed or picked (a hero not in it
	// takes the campaign's player of its seat).
	names map[string]string

	dyn    *fyne.Container
	status *kit.Label
	start  *widget.Button
}

func init() {
	kit.RegisterGameUI(dwarves.Game.ID(), kit.GameUI{
		Setup: func(u *kit.UI) kit.Screen { return newDwarvesSetup(u, 0, 1) },
		Board: func(u *kit.UI) kit.Board { return &dwarvesBoard{u: u} },
		Live:  liveStatus,
		Campaign: func(u *kit.UI, c tracker.Campaign) kit.Screen {
			return &dwarvesCampaignScreen{u: u, id: c.ID}
		},
		Plan:   kit.LogPlan(readDwarvesLog, dwarvesLog.plan),
		Kinds:  campaignKinds,
		Loses:  campaignLoses,
		Facets: statsFacets,
		Story:  story,
		Luck:   luck,
		Cast:   cast,
	})
}

// newDwarvesSetup opens the form on a Book, in a campaign (0 for none), with
// the Book's own choices: Book 5 has no named difficulty, but level-A cards
// removed instead.
func newDwarvesSetup(u *kit.UI, campaign int64, book int) *dwarvesSetup {
	q := &dwarvesSetup{u: u, campaign: campaign, su: dwarves.Setup{Book: book, Difficulty: dwarves.Normal, Council: dwarves.CouncilLearned}, names: map[string]string{}}
	q.normalise()
	return q
}

func (q *dwarvesSetup) Build() fyne.CanvasObject {
	u := q.u
	q.dyn = container.NewVBox()
	q.status, q.start = u.SetupStart(q.begin)
	q.fill()

	form := container.NewVBox(q.dyn, widget.NewSeparator(), u.TitleField(&q.title))
	return u.SetupPage(dwarves.Game, form, q.status, q.start)
}

// fill redraws the form from the choices made so far.
func (q *dwarvesSetup) fill() {
	u := q.u
	profile, err := u.Store.Profile(dwarves.Game.ID())
	if err != nil {
		q.status.SetText(u.ErrText(err))
	}
	items := []fyne.CanvasObject{
		kit.Subheading(u.Loc.T("app.dwarves.setup.book")),
		kit.Segmented(kit.NumberOptions(1, dwarves.Books), strconv.Itoa(q.su.Book), dwarves.Books, func(v string) {
			q.su.Book, _ = strconv.Atoi(v)
			q.normalise()
			q.fill()
		}),
		kit.Quiet(u.Loc.Msg(dwarves.BookName(q.su.Book))),
	}
	items = append(items, q.options()...)
	items = append(items, q.heroes(profile)...)
	items = append(items, q.campaignChoice()...)
	items = append(items, q.guide(profile)...)
	q.dyn.Objects = items
	q.dyn.Refresh()
	q.ready()
}

// normalise drops the choices the Book does not have.
func (q *dwarvesSetup) normalise() {
	if q.su.Book != 1 {
		q.su.Elfar, q.su.CombinedMight = false, false
	} else {
		q.su.ExtraEquip = false
	}
	if q.su.Book == 5 {
		q.su.Difficulty = ""
	} else {
		q.su.Easier = 0
		if q.su.Difficulty == "" {
			q.su.Difficulty = dwarves.Normal
		}
	}
}

// options are the expansions, the difficulty and the expert variant.
func (q *dwarvesSetup) options() []fyne.CanvasObject {
	u := q.u
	items := []fyne.CanvasObject{widget.NewSeparator(), kit.Subheading(u.Loc.T("app.dwarves.setup.expansions"))}
	if q.su.Book == 1 {
		items = append(items,
			kit.CheckTile(u.Loc.T("app.dwarves.setup.elfar"), q.su.Elfar, func(on bool) { q.su.Elfar = on; q.fill() }),
			kit.CheckTile(u.Loc.T("app.dwarves.setup.combined_might"), q.su.CombinedMight, func(on bool) { q.su.CombinedMight = on; q.fill() }))
	} else {
		items = append(items,
			kit.CheckTile(u.Loc.T("app.dwarves.setup.extra_equip"), q.su.ExtraEquip, func(on bool) { q.su.ExtraEquip = on; q.fill() }))
	}
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.setup.difficulty")))
	if q.su.Book == 5 {
		var opts []kit.Option
		for n := 0; n <= 2; n++ {
			opts = append(opts, kit.Option{Value: strconv.Itoa(n), Label: u.Loc.N("app.dwarves.setup.easier", n)})
		}
		items = append(items, kit.Segmented(opts, strconv.Itoa(q.su.Easier), 1, func(v string) {
			q.su.Easier, _ = strconv.Atoi(v)
			q.fill()
		}))
	} else {
		var opts []kit.Option
		for _, d := range dwarves.Difficulties {
			opts = append(opts, kit.Option{Value: d, Label: u.Loc.Msg(dwarves.DifficultyName(dwarves.Setup{Book: q.su.Book, Difficulty: d}))})
		}
		items = append(items, kit.Segmented(opts, q.su.Difficulty, 2, func(v string) {
			q.su.Difficulty = v
			q.fill()
		}))
	}
	items = append(items, kit.Quiet(u.Loc.N("app.dwarves.setup.removed", dwarves.RemovedA(q.su))),
		kit.CheckTile(u.Loc.T("app.dwarves.setup.expert"), q.su.Expert, func(on bool) { q.su.Expert = on; q.fill() }),
		kit.Quiet(u.Loc.T("app.dwarves.setup.expert_hint")))
	return items
}

// heroes are the twelve heroes as tiles, chosen in turn order, each with the
// values of its board when the box profile knows them.
func (q *dwarvesSetup) heroes(profile map[string]string) []fyne.CanvasObject {
	u := q.u
	items := []fyne.CanvasObject{widget.NewSeparator(),
		kit.Subheading(u.Loc.N("app.dwarves.setup.heroes", len(q.su.Heroes), "N", len(q.su.Heroes))),
		kit.Quiet(u.Loc.T("app.dwarves.setup.heroes_hint"))}
	for _, id := range dwarves.HeroIDs {
		name := u.Loc.Msg(dwarves.HeroName(id))
		text := name
		i := slices.Index(q.su.Heroes, id)
		if i >= 0 {
			text = u.Loc.T("app.dwarves.setup.hero_pick", "N", i+1, "Hero", name)
		}
		b := kit.NewTile(text+"\n"+heroBoardText(u, id, profile), nil, func() { q.toggle(id) })
		b.Pick(i >= 0, len(q.su.Heroes) >= 6)
		items = append(items, b)
	}
	return append(items, q.players()...)
}

// players asks who plays each hero chosen, in turn order: typed, or picked
// from the campaign's players (offered in seat order).
func (q *dwarvesSetup) players() []fyne.CanvasObject {
	u := q.u
	if len(q.su.Heroes) == 0 {
		return nil
	}
	roster := u.CampaignPlayers(q.campaign)
	items := []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.dwarves.setup.players"))}
	for i, id := range q.su.Heroes {
		label := u.Loc.T("app.dwarves.setup.played_by", "N", i+1, "Hero", u.Loc.Msg(dwarves.HeroName(id)))
		items = append(items, u.PlayerChoice(label, roster, q.playerOf(i, id, roster), func(s string) { q.names[id] = s }))
	}
	return items
}

// playerOf is who plays the i-th hero: as typed, else the campaign's i-th
// player.
func (q *dwarvesSetup) playerOf(i int, hero string, roster []string) string {
	if n, ok := q.names[hero]; ok {
		return n
	}
	return rules.NameAt(roster, i)
}

// namesInOrder are the players' names in the heroes' order (nil when none).
func (q *dwarvesSetup) namesInOrder() []string {
	roster := q.u.CampaignPlayers(q.campaign)
	typed := make([]string, len(q.su.Heroes))
	for i, id := range q.su.Heroes {
		typed[i] = q.playerOf(i, id, roster)
	}
	return kit.Names(typed)
}

// heroBoardText says what the box profile knows of a hero's board.
func heroBoardText(u *kit.UI, id string, profile map[string]string) string {
	v := func(what string) (string, bool) {
		s, ok := profile[dwarves.HeroKey(id, what)]
		return s, ok
	}
	b, ok1 := v(dwarves.AttrBattle)
	c, ok2 := v(dwarves.AttrCraft)
	s, ok3 := v(dwarves.AttrSpeed)
	h, ok4 := v("health")
	start, ok5 := v("start")
	if !(ok1 && ok2 && ok3 && ok4 && ok5) {
		return u.Loc.T("app.dwarves.setup.board_unknown")
	}
	return u.Loc.T("app.dwarves.setup.board", "Battle", b, "Craft", c, "Speed", s, "Health", h,
		"Start", u.Loc.Msg(dwarves.HexName(start)))
}

// toggle adds a hero at the end of the turn order, or takes them out.
func (q *dwarvesSetup) toggle(id string) {
	q.su.Heroes = kit.Toggled(q.su.Heroes, id, 6)
	q.su.Players = len(q.su.Heroes)
	q.fill()
}

// campaignChoice offers to play the game inside a campaign: none, one of the
// Dwarves campaigns, or a new one.
func (q *dwarvesSetup) campaignChoice() []fyne.CanvasObject {
	u := q.u
	camps, err := u.Store.Campaigns(dwarves.Game.ID())
	items := []fyne.CanvasObject{widget.NewSeparator(), kit.Subheading(u.Loc.T("app.dwarves.setup.campaign"))}
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	opts := []kit.Option{{Value: "0", Label: u.Loc.T("app.dwarves.setup.campaign_none")}}
	for _, c := range camps {
		opts = append(opts, kit.Option{Value: strconv.FormatInt(c.ID, 10), Label: c.Title})
	}
	opts = append(opts, kit.Option{Value: strconv.FormatInt(kit.CampaignNew, 10), Label: u.Loc.T("app.dwarves.setup.campaign_new")})
	// Tiles, one under the other, the chosen one marked: a campaign's name
	// (or "No campaign: a single game" in large text) wraps instead of
	// widening the screen.
	sel := strconv.FormatInt(q.campaign, 10)
	for _, o := range opts {
		t := centredTile(o.Label, nil, func() {
			q.campaign, _ = strconv.ParseInt(o.Value, 10, 64)
			q.fill()
		})
		t.Mark(o.Value == sel)
		items = append(items, kit.Tall(t))
	}
	if q.campaign == kit.CampaignNew {
		e := widget.NewEntry()
		e.SetPlaceHolder(u.Loc.T("app.dwarves.setup.campaign_placeholder"))
		e.SetText(q.campaignTitle)
		e.OnChanged = func(s string) { q.campaignTitle = s }
		items = append(items, kit.Tall(e))
	}
	return items
}

// guide is the table's setup for the choices made, step by step.
func (q *dwarvesSetup) guide(profile map[string]string) []fyne.CanvasObject {
	u := q.u
	items := []fyne.CanvasObject{widget.NewSeparator(), kit.Subheading(u.Loc.T("app.dwarves.setup.guide"))}
	su := q.su
	su.Players = len(su.Heroes)
	steps, err := dwarves.SetupGuide(su, profile)
	var need *rules.NeedPrinted
	if errors.As(err, &need) {
		spec, _ := rules.PrintedSpecFor(dwarves.Game, need.Key)
		// The guide only shows it: Start asks it again if New needs it.
		ask := kit.NewTile(u.Loc.Msg(spec.Prompt), theme.QuestionIcon(), func() {
			u.AskPrintedLater(spec, "", func(v string) {
				if err := u.Store.SetPrinted(dwarves.Game.ID(), need.Key, v); err != nil {
					q.status.SetText(u.ErrText(err))
					return
				}
				q.fill()
			})
		})
		return append(items, kit.Quiet(u.Loc.T("app.dwarves.setup.guide_needs")), ask)
	}
	if err != nil {
		return append(items, kit.WrapLabel(u.ErrText(err)))
	}
	for i, m := range steps {
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.setup.guide_step", "N", i+1, "Text", u.Loc.Msg(m))))
	}
	return items
}

// ready says what is missing before the game can start.
func (q *dwarvesSetup) ready() {
	u := q.u
	n := len(q.su.Heroes)
	u.SetupReady(q.status, q.start, 2-n, "app.dwarves.setup.heroes_left", u.Loc.N("app.dwarves.setup.ready", n))
}

// begin checks the setup against the box profile, asking for every printed
// value it still needs (a hero's board all at once), then starts the session,
// in the campaign chosen.
func (q *dwarvesSetup) begin() { q.beginTry("") }

func (q *dwarvesSetup) beginTry(answered string) {
	u := q.u
	su := q.su
	su.Players = len(su.Heroes)
	su.Names = q.namesInOrder()
	profile, err := u.Store.Profile(dwarves.Game.ID())
	if err != nil {
		q.status.SetText(u.ErrText(err))
		return
	}
	_, err = dwarves.New(su, profile)
	var need *rules.NeedPrinted
	if errors.As(err, &need) && need.Key != answered {
		q.askFor(need.Key, profile)
		return
	}
	if err != nil {
		q.status.SetText(u.ErrText(err))
		return
	}
	title := strings.TrimSpace(q.title)
	if title == "" {
		// Two Books of one campaign are often played the same evening: the
		// Book tells their sessions apart.
		title = u.Loc.T("app.dwarves.setup.default_title", "Book", su.Book, "Date", kit.DefaultSessionTitle(time.Now()))
	}
	q.campaign, err = u.JoinCampaign(dwarves.Game, dwarves.KindBooks, q.campaign, q.campaignTitle, defaultCampaignTitle(u))
	if err != nil {
		q.status.SetText(u.ErrText(err))
		return
	}
	u.AdoptPlayers(q.campaign, slicesCompact(su.Names))
	if err := u.OpenNewSession(q.campaign, dwarves.Game, title, su); err != nil {
		q.status.SetText(u.ErrText(err))
	}
}

// slicesCompact drops the empty names.
func slicesCompact(names []string) []string {
	return slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == "" })
}

// askFor asks the table for a printed value the start needs, then tries
// again: a hero's whole board at once, anything else on its own.
func (q *dwarvesSetup) askFor(key string, profile map[string]string) {
	u := q.u
	for _, id := range dwarves.HeroIDs {
		if strings.HasPrefix(key, dwarves.HeroKey(id, "")) {
			askHeroBoard(u, id, profile, func() {
				q.fill()
				q.beginTry("")
			})
			return
		}
	}
	spec, ok := rules.PrintedSpecFor(dwarves.Game, key)
	if !ok {
		q.status.SetText(key)
		return
	}
	u.AskPrinted(spec, profile[key], func(v string) {
		if err := u.Store.SetPrinted(dwarves.Game.ID(), key, v); err != nil {
			q.status.SetText(u.ErrText(err))
			return
		}
		q.fill()
		q.beginTry(key)
	})
}

// DwarvesBoardLine is what the setup says of a hero's board, from the box
// profile (for tools that find a hero's tile by its text).
func DwarvesBoardLine(u *kit.UI, id string) string {
	profile, _ := u.Store.Profile(dwarves.Game.ID())
	return heroBoardText(u, id, profile)
}
