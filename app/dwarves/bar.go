package dwarves

import (
	"math/big"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
}

func newDwarvesBar(b *dwarvesBoard) *dwarvesBar { return &dwarvesBar{b: b, box: container.NewVBox()} }

// big adds the one next thing: a tall, highlighted tile.
func (t *dwarvesBar) big(text string, icon fyne.Resource, tap func()) {
	x := kit.NewTile(text, icon, tap)
	x.SetImportance(widget.HighImportance)
	x.SetAlignment(fyne.TextAlignCenter)
	t.items = append(t.items, kit.AtLeast(x, 0, kit.BigSize))
}

// row adds tall tiles side by side when their words fit (without their
// icons if that is what it takes), else one under the other.
func (t *dwarvesBar) row(tiles ...*kit.Tile) {
	objs := make([]fyne.CanvasObject, len(tiles))
	for i, x := range tiles {
		objs[i] = kit.AtLeast(x, 0, kit.BigSize)
	}
	t.items = append(t.items, container.NewGridWithColumns(t.fitTiles(len(tiles), tiles...), objs...))
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
	t.items = nil
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
	t.box.Objects = t.items
	t.box.Refresh()
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
		t.items = append(t.items, kit.Quiet(u.Loc.T("app.dwarves.bar.recruit_hint", "Hero", hero, "Space", space, "Gate", gate)))
		roll := kit.NewTile(u.Loc.T("app.dwarves.bar.recruit_roll"), theme.MediaReplayIcon(), b.recruitRoll)
		roll.SetImportance(widget.HighImportance)
		enter := kit.NewTile(u.Loc.T("app.dwarves.bar.recruit_enter"), theme.DocumentCreateIcon(), b.enterRecruitment)
		t.row(roll, enter)
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
		t.items = append(t.items, kit.Quiet(u.Loc.T("app.dwarves.bar.reveal_cards", "N", dwarves.DisplaySize-len(s.Display),
			"Chance", percent(u, ratOf(num, den)))))
		adv := kit.NewTile(u.Loc.T("app.dwarves.bar.drew_adventure"), nil, func() {
			b.revealCard(dwarves.Command{Kind: dwarves.CmdDraw, Table: true, Card: dwarves.CardAdventure})
		})
		thr := kit.NewTile(u.Loc.T("app.dwarves.bar.drew_threat"), theme.WarningIcon(), func() {
			b.revealCard(dwarves.Command{Kind: dwarves.CmdDraw, Table: true, Card: dwarves.CardThreat})
		})
		draw := kit.NewTile(u.Loc.T("app.dwarves.bar.draw_for_me"), theme.MediaReplayIcon(), func() {
			b.revealCard(dwarves.Command{Kind: dwarves.CmdDraw})
		})
		t.items = append(t.items, container.NewGridWithColumns(t.fitTiles(3, adv, thr, draw), adv, thr, draw))
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
		roll := kit.NewTile(u.Loc.T("app.dwarves.bar.dragon_roll", "Dragon", name), theme.MediaReplayIcon(), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdDragonMove, Name: d})
		})
		roll.SetImportance(widget.HighImportance)
		enter := kit.NewTile(u.Loc.T("app.dwarves.bar.dragon_enter"), theme.DocumentCreateIcon(), func() { b.enterDragon(d) })
		t.row(roll, enter)
		return
	}
	left := dwarves.ActionsPerTurn - s.Actions
	if left <= 0 {
		t.big(u.Loc.T("app.dwarves.bar.end"), theme.MediaSkipNextIcon(), b.endTurn)
		return
	}
	act := func(label, action string) fyne.CanvasObject {
		x := kit.NewTile(label, nil, func() { b.startAction(action) })
		x.SetAlignment(fyne.TextAlignCenter)
		x.SetImportance(widget.HighImportance)
		return x
	}
	other := kit.NewTile(u.Loc.T("app.dwarves.act.other"), nil, b.otherAction)
	other.SetAlignment(fyne.TextAlignCenter)
	end := kit.NewTile(u.Loc.T("app.dwarves.bar.end_early"), nil, b.endTurn)
	end.SetAlignment(fyne.TextAlignCenter)
	tiles := []fyne.CanvasObject{act(u.Loc.T("app.dwarves.act.move"), dwarves.ActMove), act(u.Loc.T("app.dwarves.act.fight"), dwarves.ActFight),
		act(u.Loc.T("app.dwarves.act.dispatch"), dwarves.ActDispatch), act(u.Loc.T("app.dwarves.act.check"), dwarves.ActCheck), other, end}
	var words []string
	for _, k := range []string{"app.dwarves.act.move", "app.dwarves.act.fight", "app.dwarves.act.dispatch", "app.dwarves.act.check",
		"app.dwarves.act.other", "app.dwarves.bar.end_early"} {
		words = append(words, u.Loc.T(k))
	}
	if cols := t.columns(3, false, words...); cols >= 3 {
		t.items = append(t.items, container.NewGridWithColumns(cols, tiles...))
		return
	}
	// Narrow (a phone, a large text): the four actions that roll dice take
	// two rows, and the other two are one tap away behind "more", so the
	// bar leaves the board in view.
	more := kit.AtLeast(kit.IconButton(theme.MoreVerticalIcon(), t.more), kit.TouchSize, 0)
	room := t.b.u.Win.Canvas().Size().Width - kit.TouchSize - theme.Padding()
	grid := container.NewGridWithColumns(wordColumns(room, 2, false, words[:4]...), tiles[:4]...)
	t.items = append(t.items, container.NewBorder(nil, nil, nil, more, grid))
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
