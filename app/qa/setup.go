package qa

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// qaSetup is the Qâ setup form: players, optional fourth hero, the heroes in
// turn order, the level-3 Chaams variant, and a title.
type qaSetup struct {
	u       *kit.UI
	players int
	fourth  bool
	heroes  []string // chosen, in turn order
	level3  bool
	title   string
	// level1Out are the six level-1 Chaams set aside in the level-3 variant.
	level1Out []string

	dyn    *fyne.Container // the parts that follow the choices
	status *kit.Label
	start  *widget.Button
}

func init() {
	kit.RegisterGameUI(qa.Game.ID(), kit.GameUI{
		Setup:  func(u *kit.UI) kit.Screen { return newQaSetup(u) },
		Board:  func(u *kit.UI) kit.Board { return &qaBoard{u: u} },
		Live:   liveStatus,
		Facets: statsFacets,
		Story:  story,
		Luck:   luck,
		Cast:   cast,
	})
}

func newQaSetup(u *kit.UI) *qaSetup { return &qaSetup{u: u, players: 2} }

func (q *qaSetup) want() int { return qa.HeroCount(q.players, q.fourth) }

func (q *qaSetup) Build() fyne.CanvasObject {
	u := q.u
	players := kit.Segmented(kit.NumberOptions(1, 4), strconv.Itoa(q.players), 4, func(v string) {
		q.players, _ = strconv.Atoi(v)
		if q.players == 2 || q.players == 4 {
			q.fourth = false
		}
		q.fill()
	})

	level3 := kit.CheckTile(u.Loc.T("app.qa.level3"), q.level3, func(on bool) {
		q.level3 = on
		q.level1Out = nil
	})

	q.dyn = container.NewVBox()
	q.status, q.start = u.SetupStart(q.begin)
	q.fill()

	form := container.NewVBox(
		kit.Subheading(u.Loc.T("app.setup.players")),
		players,
		q.dyn,
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.qa.variants")),
		level3,
		kit.Quiet(u.Loc.T("app.qa.level3_hint")),
		widget.NewSeparator(),
		u.TitleField(&q.title),
		widget.NewSeparator(),
		kit.NewTile(u.Loc.T("app.qa.defis"), theme.ListIcon(), func() { u.Push(&qaDefisScreen{u: u}) }),
	)
	return u.SetupPage(qa.Game, form, q.status, q.start)
}

// fill redraws the parts that depend on the player count and the heroes.
func (q *qaSetup) fill() {
	u := q.u
	want := q.want()
	if len(q.heroes) > want {
		q.heroes = q.heroes[:want]
	}
	var items []fyne.CanvasObject
	if q.players == 1 || q.players == 3 {
		c := kit.CheckTile(u.Loc.T("app.qa.fourth"), q.fourth, func(on bool) {
			q.fourth = on
			q.fill()
		})
		items = append(items, c, kit.Quiet(u.Loc.T("app.qa.fourth_hint")))
	}
	items = append(items,
		kit.Subheading(u.Loc.T("app.qa.heroes", "Chosen", len(q.heroes), "Want", want)),
		kit.Quiet(u.Loc.T("app.qa.heroes_hint")))
	if q.players == 2 {
		items = append(items, kit.Quiet(u.Loc.T("app.qa.two_players_hint")))
	}
	for _, id := range qa.HeroIDs {
		name := u.Loc.Msg(qa.HeroName(id))
		i := slices.Index(q.heroes, id)
		switch {
		case i >= 0 && q.players == 2:
			name = u.Loc.T("app.qa.hero_seat", "N", i+1, "Hero", name, "Seat", i%2+1)
		case i >= 0:
			name = u.Loc.T("app.qa.hero_pick", "N", i+1, "Hero", name)
		}
		b := kit.NewTile(name, nil, func() { q.toggle(id) })
		b.Pick(i >= 0, len(q.heroes) >= want)
		items = append(items, b)
	}
	q.dyn.Objects = items
	q.dyn.Refresh()
	u.SetupReady(q.status, q.start, want-len(q.heroes), "app.qa.heroes_left", u.Loc.T("app.qa.ready"))
}

// toggle adds a hero at the end of the turn order, or takes them out.
func (q *qaSetup) toggle(id string) {
	q.heroes = kit.Toggled(q.heroes, id, q.want())
	q.fill()
}

// setup is what the form says now.
func (q *qaSetup) setup() qa.Setup {
	su := qa.Setup{Players: q.players, Heroes: append([]string(nil), q.heroes...), Fourth: q.fourth, Level3: q.level3}
	if q.level3 {
		su.Level1Out = append([]string(nil), q.level1Out...)
	}
	return su
}

// begin starts the session, asking first for every printed value it needs (one
// question at a time, each kept in the box profile; the last Chaams type of a
// level is worked out from the others) and, in the level-3 variant, for the six
// level-1 Chaams set aside.
func (q *qaSetup) begin() { q.beginTry("") }

// beginTry tries to start; answered is the printed key answered just before, so
// that a value the rules keep asking for stops the loop instead of asking forever.
func (q *qaSetup) beginTry(answered string) {
	u := q.u
	if q.level3 && len(q.level1Out) != qa.LevelTotal(1)-qa.LevelTotal(2) {
		profile, err := u.Store.Profile(qa.Game.ID())
		if err != nil {
			q.status.SetText(u.ErrText(err))
			return
		}
		if cards, ok := qa.Level1Cards(profile); ok {
			pickLevel1(u, cards, qa.LevelTotal(1)-qa.LevelTotal(2), func(out []string) {
				q.level1Out = out
				q.beginTry("")
			})
			return
		}
	}
	u.StartSession(qa.Game, u.SessionTitle(qa.Game, q.title), q.setup(), q.status, answered, q.beginTry, q.deduced)
}

// deduced is a printed value kept without asking: the last Chaams type of a
// level is the level's total less the others.
func (q *qaSetup) deduced(key string) (string, bool) {
	profile, err := q.u.Store.Profile(qa.Game.ID())
	if err != nil {
		return "", false
	}
	return qa.ChaamsDeduced(profile, key)
}

// pickLevel1 asks which of the level-1 Chaams cards (with repeats) are set
// aside: exactly want of them, tapped on and off.
func pickLevel1(u *kit.UI, cards []string, want int, done func([]string)) {
	chosen := map[int]bool{}
	grid := container.NewGridWithColumns(2)
	content := container.NewVBox(kit.Subheading(u.Loc.T("app.qa.level1_title")), kit.Quiet(u.Loc.T("app.qa.level1_hint")), grid)
	d := u.NewSheet(u.Loc.T("app.qa.level3"), content)
	// The button is fitted to its text as it first reads (only the count
	// changes after).
	ok := d.WithCancelOK(u.Loc.T("app.qa.level1_ok", "Chosen", 0, "Want", want), func() {
		var out []string
		for i, c := range cards {
			if chosen[i] {
				out = append(out, c)
			}
		}
		done(out)
	})
	var fill func()
	fill = func() {
		grid.Objects = nil
		for i, c := range cards {
			b := kit.NewTile(u.Loc.Msg(qa.ChaamsName(c)), nil, func() {
				if chosen[i] {
					delete(chosen, i)
				} else if len(chosen) < want {
					chosen[i] = true
				}
				fill()
			})
			b.Mark(chosen[i])
			grid.Objects = append(grid.Objects, b)
		}
		grid.Refresh()
		ok.SetText(u.Loc.T("app.qa.level1_ok", "Chosen", len(chosen), "Want", want))
		kit.SetEnabled(ok, len(chosen) == want)
	}
	fill()
	d.Show()
}
