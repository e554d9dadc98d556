package dwarves

import (
	"math/big"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// dwarvesBar is the bottom bar of The Dwarves: the turn's next thing as large
// buttons — advance the Hero marker (rolling or entering the Recruitment
// dice), reveal the new cards (drawn or told), the four actions, resolve a
// roll, move troops off Perished Land, fly the dragons, end the turn.
type dwarvesBar struct {
	b     *dwarvesBoard
	box   *fyne.Container
	items []fyne.CanvasObject
	// Its tiles and rows are made once, when first shown, then shown again
	// with new words and taps.
	tiles map[string]*kit.Tile
	objs  map[string]fyne.CanvasObject
	cols  map[*fyne.Container]int
	hint  *kit.Label
	// The actions: the six tiles side by side (wide), or the four that roll
	// dice (grid) beside "more" (narrow).
	acts   []fyne.CanvasObject
	wide   *fyne.Container
	grid   *fyne.Container
	narrow fyne.CanvasObject
}

func newDwarvesBar(b *dwarvesBoard) *dwarvesBar {
	return &dwarvesBar{b: b, box: container.NewVBox(), tiles: map[string]*kit.Tile{}, objs: map[string]fyne.CanvasObject{},
		cols: map[*fyne.Container]int{}, hint: kit.Quiet("")}
}

// tile is the bar's tile key, saying text with icon and doing tap.
func (t *dwarvesBar) tile(key, text string, icon fyne.Resource, tap func()) *kit.Tile {
	x, ok := t.tiles[key]
	if !ok {
		x = kit.NewTile(text, icon, nil)
		t.tiles[key] = x
	}
	x.SetText(text)
	x.SetIcon(icon)
	x.Button.OnTapped = tap
	return x
}

// obj is the bar's object key, made by make the first time.
func (t *dwarvesBar) obj(key string, make func() fyne.CanvasObject) fyne.CanvasObject {
	o, ok := t.objs[key]
	if !ok {
		o = make()
		t.objs[key] = o
	}
	return o
}

// setColumns lays grid out in cols columns.
func (t *dwarvesBar) setColumns(grid *fyne.Container, cols int) {
	if c, ok := t.cols[grid]; ok && c == cols {
		return
	}
	t.cols[grid] = cols
	grid.Layout = layout.NewGridLayoutWithColumns(cols)
	grid.Layout.Layout(grid.Objects, grid.Size())
}

// say adds the bar's line of words.
func (t *dwarvesBar) say(text string) {
	kit.SetText(t.hint, text)
	t.items = append(t.items, t.hint)
}

// big adds the one next thing: a tall, highlighted tile.
func (t *dwarvesBar) big(text string, icon fyne.Resource, tap func()) {
	x := t.tile("big", text, icon, tap)
	x.SetImportance(widget.HighImportance)
	x.SetAlignment(fyne.TextAlignCenter)
	t.items = append(t.items, t.obj("big", func() fyne.CanvasObject { return kit.AtLeast(x, 0, kit.BigSize) }))
}

// row adds tall tiles side by side when their words fit (without their
// icons if that is what it takes), else one under the other.
func (t *dwarvesBar) row(key string, tiles ...*kit.Tile) {
	grid := t.obj(key, func() fyne.CanvasObject {
		objs := make([]fyne.CanvasObject, len(tiles))
		for i, x := range tiles {
			objs[i] = kit.AtLeast(x, 0, kit.BigSize)
		}
		return container.NewGridWithColumns(len(tiles), objs...)
	}).(*fyne.Container)
	t.setColumns(grid, t.fitTiles(len(tiles), tiles...))
	t.items = append(t.items, grid)
}

// fitTiles is how many of these tiles fit side by side, at most want: when
// their icons would cost a column, the icons go (the words say what the tiles
// do), so a large text size takes fewer lines.
func (t *dwarvesBar) fitTiles(want int, tiles ...*kit.Tile) int {
	texts := make([]string, len(tiles))
	for i, x := range tiles {
		texts[i] = x.Text()
	}
	cols := t.columns(want, true, texts...)
	if bare := t.columns(want, false, texts...); bare > cols {
		for _, x := range tiles {
			x.SetIcon(nil)
		}
		return bare
	}
	return cols
}

// fill shows the buttons for state s.
func (t *dwarvesBar) fill(s dwarves.State) {
	u, b := t.b.u, t.b
	t.items = t.items[:0]
	switch {
	case s.Over():
		if id := b.f.Sess.Info().Campaign; id != 0 {
			t.big(u.Loc.T("app.dwarves.bar.campaign"), theme.ListIcon(), func() { ShowDwarvesCampaign(u, id) })
		}
	case !s.Started:
		t.advance(s)
	case s.Roll != nil:
		t.big(u.Loc.T("app.dwarves.bar.resolve", "Action", u.Loc.Msg(dwarves.ActionName(s.Roll.Action))), theme.MediaPlayIcon(), b.openSheet)
	case len(s.Unsettled()) > 0:
		hex := s.Unsettled()[0]
		t.big(u.Loc.T("app.dwarves.bar.unsettled", "Hex", hexText(u, hex)), theme.MailForwardIcon(), func() {
			b.moveTroops(dwarves.InHex(hex))
		})
	case s.Phase == dwarves.PhaseReveal && s.CanReveal():
		t.reveal(s)
	default:
		t.actions(s)
	}
	kit.SetObjects(t.box, t.items...)
}

// advance offers step 1 of the turn for the space the Hero marker reaches.
func (t *dwarvesBar) advance(s dwarves.State) {
	u, b := t.b.u, t.b
	space, icon, known, meet := s.NextSpace()
	hero := u.Loc.Msg(dwarves.HeroName(s.Hero().ID))
	switch {
	case meet:
		t.big(u.Loc.T("app.dwarves.bar.advance_meet", "Hero", hero), theme.MediaSkipNextIcon(), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true})
		})
	case !known:
		t.big(u.Loc.T("app.dwarves.bar.advance_unknown", "Hero", hero, "Space", space), theme.MediaSkipNextIcon(), func() {
			b.learnSpace(space)
		})
	case dwarves.GateOf(icon) != "":
		gate := hexText(u, dwarves.GateOf(icon))
		t.say(u.Loc.T("app.dwarves.bar.recruit_hint", "Hero", hero, "Space", space, "Gate", gate))
		roll := t.tile("recruit_roll", u.Loc.T("app.dwarves.bar.recruit_roll"), theme.MediaReplayIcon(), b.recruitRoll)
		roll.SetImportance(widget.HighImportance)
		enter := t.tile("recruit_enter", u.Loc.T("app.dwarves.bar.recruit_enter"), theme.DocumentCreateIcon(), b.enterRecruitment)
		t.row("recruit", roll, enter)
	case icon == dwarves.IconThreat && s.Setup.Book >= 2 && s.Setup.Book <= 4:
		t.big(u.Loc.T("app.dwarves.bar.advance_saga_threat", "Hero", hero, "Space", space), theme.WarningIcon(), b.keepThreat)
	default:
		t.big(u.Loc.T("app.dwarves.bar.advance", "Hero", hero, "Space", space, "Icon", u.Loc.Msg(dwarves.IconName(icon))),
			theme.MediaSkipNextIcon(), func() { b.do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}) })
	}
}

// reveal offers step 2: the next Scenario card, Adventure-deck cards (told
// or drawn), or the Saga cards.
func (t *dwarvesBar) reveal(s dwarves.State) {
	u, b := t.b.u, t.b
	sc := s.Scenario
	switch {
	case s.Setup.Book >= 2 && s.Setup.Book <= 4:
		t.big(u.Loc.T("app.dwarves.bar.reveal_saga"), theme.VisibilityIcon(), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdReveal})
		})
	case len(sc.Slots) == 0 && sc.Left.Sum() > 0:
		t.big(u.Loc.T("app.dwarves.bar.reveal_scenario", "Level", sc.Left.Next()), theme.VisibilityIcon(), b.revealScenario)
	default:
		num, den := s.ThreatChance()
		t.say(u.Loc.T("app.dwarves.bar.reveal_cards", "N", dwarves.DisplaySize-len(s.Display),
			"Chance", percent(u, ratOf(num, den))))
		adv := t.tile("drew_adventure", u.Loc.T("app.dwarves.bar.drew_adventure"), nil, func() {
			b.revealCard(dwarves.Command{Kind: dwarves.CmdDraw, Table: true, Card: dwarves.CardAdventure})
		})
		thr := t.tile("drew_threat", u.Loc.T("app.dwarves.bar.drew_threat"), theme.WarningIcon(), func() {
			b.revealCard(dwarves.Command{Kind: dwarves.CmdDraw, Table: true, Card: dwarves.CardThreat})
		})
		draw := t.tile("draw_for_me", u.Loc.T("app.dwarves.bar.draw_for_me"), theme.MediaReplayIcon(), func() {
			b.revealCard(dwarves.Command{Kind: dwarves.CmdDraw})
		})
		grid := t.obj("draw", func() fyne.CanvasObject { return container.NewGridWithColumns(3, adv, thr, draw) }).(*fyne.Container)
		t.setColumns(grid, t.fitTiles(3, adv, thr, draw))
		t.items = append(t.items, grid)
	}
}

// actions offers step 3: the four actions that roll dice, another action
// (a card's own, a spell), the dragons' flight and the end of the turn.
func (t *dwarvesBar) actions(s dwarves.State) {
	u, b := t.b.u, t.b
	for _, d := range s.Dragons {
		if slices.Contains(s.Flown, d) {
			continue
		}
		if s.Actions < dwarves.ActionsPerTurn {
			break // the dragons fly at the end of the turn
		}
		name := u.Loc.Msg(dwarves.DragonName(d))
		roll := t.tile("dragon_roll", u.Loc.T("app.dwarves.bar.dragon_roll", "Dragon", name), theme.MediaReplayIcon(), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdDragonMove, Name: d})
		})
		roll.SetImportance(widget.HighImportance)
		enter := t.tile("dragon_enter", u.Loc.T("app.dwarves.bar.dragon_enter"), theme.DocumentCreateIcon(), func() { b.enterDragon(d) })
		t.row("dragon", roll, enter)
		return
	}
	left := dwarves.ActionsPerTurn - s.Actions
	if left <= 0 {
		t.big(u.Loc.T("app.dwarves.bar.end"), theme.MediaSkipNextIcon(), b.endTurn)
		return
	}
	keys := []string{"app.dwarves.act.move", "app.dwarves.act.fight", "app.dwarves.act.dispatch", "app.dwarves.act.check",
		"app.dwarves.act.other", "app.dwarves.bar.end_early"}
	var words []string
	for _, k := range keys {
		words = append(words, u.Loc.T(k))
	}
	if t.acts == nil {
		for i, action := range []string{dwarves.ActMove, dwarves.ActFight, dwarves.ActDispatch, dwarves.ActCheck} {
			x := centredTile(words[i], nil, func() { b.startAction(action) })
			x.SetImportance(widget.HighImportance)
			t.acts = append(t.acts, x)
		}
		t.acts = append(t.acts, centredTile(words[4], nil, b.otherAction), centredTile(words[5], nil, b.endTurn))
		t.wide = container.NewGridWithColumns(len(t.acts))
		t.grid = container.NewGridWithColumns(2)
		more := kit.AtLeast(kit.IconButton(theme.MoreVerticalIcon(), t.more), kit.TouchSize, 0)
		t.narrow = container.NewBorder(nil, nil, nil, more, t.grid)
	}
	// The tiles are in one grid at a time: the one on screen.
	if cols := t.columns(3, false, words...); cols >= 3 {
		kit.SetObjects(t.grid)
		kit.SetObjects(t.wide, t.acts...)
		t.setColumns(t.wide, cols)
		t.items = append(t.items, t.wide)
		return
	}
	// Narrow (a phone, a large text): the four actions that roll dice take
	// two rows, and the other two are one tap away behind "more", so the
	// bar leaves the board in view.
	room := t.b.u.Win.Canvas().Size().Width - kit.TouchSize - theme.Padding()
	kit.SetObjects(t.wide)
	kit.SetObjects(t.grid, t.acts[:4]...)
	t.setColumns(t.grid, wordColumns(room, 2, false, words[:4]...))
	t.items = append(t.items, t.narrow)
}

// more offers the turn's other choices: another action, the end of the turn.
func (t *dwarvesBar) more() {
	u, b := t.b.u, t.b
	var d *kit.Sheet
	other := kit.NewTile(u.Loc.T("app.dwarves.act.other"), theme.DocumentCreateIcon(), func() {
		d.Hide()
		b.otherAction()
	})
	end := kit.NewTile(u.Loc.T("app.dwarves.bar.end_early"), theme.MediaSkipNextIcon(), func() {
		d.Hide()
		b.endTurn()
	})
	d = u.NewSheet(u.Loc.T("app.dwarves.bar.more"),
		container.NewVBox(kit.AtLeast(other, 0, kit.BigSize), kit.AtLeast(end, 0, kit.BigSize))).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// columns is how many tiles of these texts (with an icon, when icon) fit side
// by side across the window, at most want: every word must fit on its line,
// so a large text size or a long French word takes a column away rather than
// break a word.
func (t *dwarvesBar) columns(want int, icon bool, texts ...string) int {
	return wordColumns(t.b.u.Win.Canvas().Size().Width, want, icon, texts...)
}

// sheetColumns is how many tiles of these texts fit side by side in a sheet,
// at most want, every word whole on its line.
func sheetColumns(u *kit.UI, want int, icon bool, texts ...string) int {
	return wordColumns(u.SheetContentWidth(), want, icon, texts...)
}

// wordColumns is how many tiles of these texts fit side by side across width
// (less the bar's padding), at most want, every word whole on its line.
func wordColumns(width float32, want int, icon bool, texts ...string) int {
	style := fyne.TextStyle{Bold: true}
	var word float32
	for _, s := range texts {
		for _, w := range strings.Fields(s) {
			word = max(word, fyne.MeasureText(w, theme.TextSize(), style).Width)
		}
	}
	// A tile pads its text twice (its own padding and the text's); the bar
	// is padded from the window's edges and the grid puts a padding between
	// tiles. A pixel to spare keeps rounding from breaking the word.
	need := word + 2*theme.Padding() + 2*theme.InnerPadding() + 1
	if icon {
		need += theme.IconInlineSize() + theme.Padding()
	}
	room := width - 2*theme.Padding()
	for cols := want; cols > 1; cols-- {
		if float32(cols)*need+float32(cols-1)*theme.Padding() <= room {
			return cols
		}
	}
	return 1
}

// centredTile is a tile with its text centred, like a button's, but wrapping
// at a large text size instead of widening the screen.
func centredTile(text string, icon fyne.Resource, tap func()) *kit.Tile {
	t := kit.NewTile(text, icon, tap)
	t.SetAlignment(fyne.TextAlignCenter)
	return t
}

// ratOf is num/den as a chance (0 when den is 0).
func ratOf(num, den int) *big.Rat {
	if den == 0 {
		return new(big.Rat)
	}
	return big.NewRat(int64(num), int64(den))
}
