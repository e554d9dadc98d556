package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/thorgal"
)

// thorgalSetup is the Thorgal setup form: players, the adventure (the two the
// rulebook names or one the players added to the box profile), the characters
// in seating order (solo: two), and a title. Printed values the adventure and
// characters need are asked when the session starts, once for the box.
type thorgalSetup struct {
	u         *kit.UI
	players   int
	adventure string
	chars     []string // chosen, clockwise from the first player
	title     string

	profile map[string]string
	dyn     *fyne.Container
	status  *kit.Label
	start   *widget.Button
}

func init() {
	kit.RegisterGameUI(thorgal.Game.ID(), kit.GameUI{
		Setup:  func(u *kit.UI) kit.Screen { return &thorgalSetup{u: u, players: 2, adventure: thorgal.TorkansTemple} },
		Board:  func(u *kit.UI) kit.Board { return newThorgalBoard(u) },
		Live:   liveStatus,
		Facets: statsFacets,
		Story:  story,
		Cast:   cast,
	})
}

func (t *thorgalSetup) want() int { return thorgal.CharacterCount(t.players) }

func (t *thorgalSetup) Build() fyne.CanvasObject {
	u := t.u
	t.loadProfile()
	players := kit.Segmented(kit.NumberOptions(1, 4), strconv.Itoa(t.players), 4, func(v string) {
		t.players, _ = strconv.Atoi(v)
		t.fill()
	})
	t.dyn = container.NewVBox()
	t.status, t.start = u.SetupStart(t.begin)
	t.fill()
	form := container.NewVBox(
		kit.Subheading(u.Loc.T("app.setup.players")),
		players,
		kit.Quiet(u.Loc.T("app.thorgal.solo_hint")),
		t.dyn,
		widget.NewSeparator(),
		u.TitleField(&t.title),
	)
	return u.SetupPage(thorgal.Game, form, t.status, t.start)
}

func (t *thorgalSetup) loadProfile() {
	p, err := t.u.Store.Profile(thorgal.Game.ID())
	if err != nil || p == nil {
		p = map[string]string{}
	}
	t.profile = p
}

// choices lists the adventures or characters (kind) to choose from: those of
// the box (base) and every added one (own) the profile knows by name.
func (t *thorgalSetup) choices(kind string, base, own []string) []string {
	out := slices.Clone(base)
	for _, id := range own {
		if t.profile["thorgal."+kind+"."+id+".name"] != "" {
			out = append(out, id)
		}
	}
	return out
}

func (t *thorgalSetup) adventureName(id string) string {
	return t.u.Loc.Msg(thorgal.AdventureName(id, t.profile["thorgal.adventure."+id+".name"]))
}

func (t *thorgalSetup) characterName(id string) string {
	return t.u.Loc.Msg(thorgal.CharacterName(id, t.profile["thorgal.character."+id+".name"]))
}

// fill redraws the parts that follow the choices.
func (t *thorgalSetup) fill() {
	u := t.u
	want := t.want()
	if len(t.chars) > want {
		t.chars = t.chars[:want]
	}
	items := []fyne.CanvasObject{widget.NewSeparator(), kit.Subheading(u.Loc.T("app.thorgal.adventure"))}
	for _, id := range t.choices("adventure", thorgal.AdventureIDs, thorgal.OwnAdventureIDs) {
		text := t.adventureName(id)
		if id == thorgal.TorkansTemple {
			text = u.Loc.T("app.thorgal.first_adventure", "Adventure", text)
		}
		b := kit.NewTile(text, nil, func() {
			t.adventure = id
			t.fill()
		})
		b.Mark(id == t.adventure)
		items = append(items, b)
	}
	items = append(items, kit.Quiet(t.sheetText()))
	items = append(items, kit.Tall(kit.NewButton(u.Loc.T("app.thorgal.add_adventure"), theme.ContentAddIcon(), t.addAdventure)))

	items = append(items, widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.thorgal.characters", "Chosen", len(t.chars), "Want", want)),
		kit.Quiet(u.Loc.T("app.thorgal.characters_hint")))
	for _, id := range t.choices("character", thorgal.CharacterIDs, thorgal.OwnCharacterIDs) {
		name := t.characterName(id)
		i := slices.Index(t.chars, id)
		switch {
		case i == 0:
			name = u.Loc.T("app.thorgal.seat_first", "N", i+1, "Character", name)
		case i > 0:
			name = u.Loc.T("app.thorgal.seat", "N", i+1, "Character", name)
		}
		b := kit.NewTile(name, nil, func() { t.toggle(id) })
		b.Pick(i >= 0, len(t.chars) >= want)
		items = append(items, b)
	}
	items = append(items, kit.Tall(kit.NewButton(u.Loc.T("app.thorgal.add_character"), theme.ContentAddIcon(), t.addCharacter)))
	t.dyn.Objects = items
	t.dyn.Refresh()

	u.SetupReady(t.status, t.start, want-len(t.chars), "app.thorgal.characters_left", u.Loc.T("app.thorgal.ready"))
}

// sheetText says what the box profile knows of the chosen adventure's sheet.
func (t *thorgalSetup) sheetText() string {
	u, p, id := t.u, t.profile, t.adventure
	key := func(w string) string { return "thorgal.adventure." + id + "." + w }
	rounds, ok1 := p[key("rounds")]
	left, ok2 := p[key("left")]
	right, ok3 := p[key("right")]
	if !ok1 || !ok2 || !ok3 {
		return u.Loc.T("app.thorgal.sheet_unknown")
	}
	n, _ := strconv.Atoi(strings.TrimSpace(rounds)) // checked when saved: 1 to MaxRounds
	return u.Loc.N("app.thorgal.sheet", n, "Rounds", rounds,
		"Left", u.Loc.Msg(thorgal.DeckName(left)), "Right", u.Loc.Msg(thorgal.DeckName(right)))
}

func (t *thorgalSetup) toggle(id string) {
	t.chars = kit.Toggled(t.chars, id, t.want())
	t.fill()
}

func (t *thorgalSetup) setup() thorgal.Setup {
	su := thorgal.Setup{Adventure: t.adventure, Players: t.players}
	for _, c := range t.chars {
		su.Characters = append(su.Characters, thorgal.Seat{Character: c})
	}
	return su
}

func (t *thorgalSetup) begin() { t.beginTry("") }

// beginTry starts the session, asking first every printed value it needs (one
// at a time, each kept in the box profile); answered is the key answered just
// before, so a value the rules keep refusing ends with a message.
func (t *thorgalSetup) beginTry(answered string) {
	u := t.u
	u.StartSession(thorgal.Game, u.SessionTitle(thorgal.Game, t.title), t.setup(), t.status, answered, func(key string) {
		t.loadProfile()
		t.beginTry(key)
	}, nil)
}

// freeSlot is the first profile slot of ids not named yet; when all are, it
// tells the player so under title and is "".
func (t *thorgalSetup) freeSlot(kind string, ids []string, title string) string {
	for _, id := range ids {
		if t.profile["thorgal."+kind+"."+id+".name"] == "" {
			return id
		}
	}
	t.u.Info(title, t.u.Loc.T("app.thorgal.slots_full"))
	return ""
}

// saveSlot keeps values in the profile after checking each with the rules,
// the name last (a slot counts as used once named); the first refusal is
// returned in words.
func (t *thorgalSetup) saveSlot(values [][2]string) string {
	for _, kv := range values {
		if !thorgal.ValidPrinted(kv[0], kv[1]) {
			return thorgalPrintedWhy(t.u, kv[0], kv[1])
		}
	}
	for _, kv := range values {
		if err := t.u.Store.SetPrinted(thorgal.Game.ID(), kv[0], kv[1]); err != nil {
			return t.u.ErrText(err)
		}
	}
	return ""
}

// dangerLabel is a hidden line for a form's refusal.
func dangerLabel() *kit.Label {
	l := kit.WrapLabel("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// addAdventure adds an adventure to the box profile: its name, the Round
// track's length, its two Event decks and the left deck's draw rule, and the
// starting Action Row, all as printed on its sheet.
func (t *thorgalSetup) addAdventure() {
	u := t.u
	slot := t.freeSlot("adventure", thorgal.OwnAdventureIDs, u.Loc.T("app.thorgal.add_adventure"))
	if slot == "" {
		return
	}
	name := widget.NewEntry()
	rounds := widget.NewEntry()
	rounds.SetPlaceHolder(u.Loc.T("app.thorgal.rounds_placeholder"))
	left, right := "", ""
	var deckOpts []kit.Option
	for _, d := range thorgal.EventDeckIDs {
		deckOpts = append(deckOpts, kit.Option{Value: d, Label: u.Loc.Msg(thorgal.DeckName(d))})
	}
	leftSel := kit.Segmented(deckOpts, "", 3, func(v string) { left = v })
	rightSel := kit.Segmented(deckOpts, "", 3, func(v string) { right = v })
	// Fewer columns rather than names cut at a phone's edge.
	leftSel.Layout = &kit.FitGrid{Max: 3}
	rightSel.Layout = &kit.FitGrid{Max: 3}
	req := widget.NewMultiLineEntry()
	req.Wrapping = fyne.TextWrapWord
	req.SetMinRowsVisible(2)
	row := widget.NewEntry()
	row.SetPlaceHolder("3, 8, 15, 22, 30")
	special := widget.NewEntry()
	special.SetPlaceHolder(u.Loc.T("app.thorgal.special_placeholder"))
	why := dangerLabel()
	var d *kit.Sheet
	save := kit.Primary(u.Loc.T("common.save"), theme.ConfirmIcon(), func() {
		key := func(w string) string { return "thorgal.adventure." + slot + "." + w }
		var msg string
		switch {
		case left == "" || right == "":
			msg = u.Loc.T("app.thorgal.pick_decks")
		case left == right:
			msg = u.Loc.Msg(rules.M("thorgal.err.decks_same"))
		default:
			values := [][2]string{
				{key("rounds"), strings.TrimSpace(rounds.Text)}, {key("left"), left}, {key("right"), right},
				{key("requirement"), strings.TrimSpace(req.Text)}, {key("row"), strings.TrimSpace(row.Text)},
			}
			// The marked rounds are optional (they can be told later, from the Round track).
			if v := strings.TrimSpace(special.Text); v != "" {
				values = append(values, [2]string{key("special"), v})
			}
			msg = t.saveSlot(append(values, [2]string{key("name"), strings.TrimSpace(name.Text)}))
		}
		if msg != "" {
			why.SetText(msg)
			why.Show()
			return
		}
		d.Hide()
		t.loadProfile()
		t.adventure = slot
		t.fill()
	})
	form := container.NewVBox(
		kit.Quiet(u.Loc.T("app.thorgal.add_adventure_hint")),
		kit.WrapLabel(u.Loc.T("app.thorgal.field_name")), kit.Tall(name),
		kit.WrapLabel(u.Loc.T("app.thorgal.field_rounds")), kit.Tall(rounds),
		kit.WrapLabel(u.Loc.T("app.thorgal.field_left")), leftSel,
		kit.WrapLabel(u.Loc.T("app.thorgal.field_right")), rightSel,
		kit.WrapLabel(u.Loc.T("app.thorgal.field_rule")), req,
		kit.WrapLabel(u.Loc.T("app.thorgal.field_row")), kit.Tall(row),
		kit.WrapLabel(u.Loc.T("app.thorgal.field_special")), kit.Tall(special),
		why)
	// A refusal may show under the form: room is kept for it.
	d = u.NewSheet(u.Loc.T("app.printed.title"), form).ReserveLines(3)
	d.WithCancel(save)
	d.Show()
}

// addCharacter adds a character to the box profile: its name, its wound area
// drawn on the grid and its starting Goods.
func (t *thorgalSetup) addCharacter() {
	u := t.u
	slot := t.freeSlot("character", thorgal.OwnCharacterIDs, u.Loc.T("app.thorgal.add_character"))
	if slot == "" {
		return
	}
	name := widget.NewEntry()
	area := newAreaEditor(u, "", editorWidth(u))
	goods := newGoodsEditor(u, "0,0,0,0,0,0")
	why := dangerLabel()
	var d *kit.Sheet
	save := kit.Primary(u.Loc.T("common.save"), theme.ConfirmIcon(), func() {
		key := func(w string) string { return "thorgal.character." + slot + "." + w }
		msg := u.Loc.T("app.thorgal.area_needed")
		if area.value() != "" {
			msg = t.saveSlot([][2]string{
				{key("area"), area.value()}, {key("goods"), goods.value()}, {key("name"), strings.TrimSpace(name.Text)},
			})
		}
		if msg != "" {
			why.SetText(msg)
			why.Show()
			return
		}
		d.Hide()
		t.loadProfile()
		if len(t.chars) < t.want() {
			t.chars = append(t.chars, slot)
		}
		t.fill()
	})
	form := container.NewVBox(
		kit.WrapLabel(u.Loc.T("app.thorgal.field_name")), kit.Tall(name),
		kit.Subheading(u.Loc.T("app.thorgal.field_area")), area.object(),
		kit.Subheading(u.Loc.T("app.thorgal.field_goods")), goods.object(),
		why)
	// A refusal may show under the form: room is kept for it.
	d = u.NewSheet(u.Loc.T("app.printed.title"), form).ReserveLines(3)
	d.WithCancel(save)
	d.Show()
}
