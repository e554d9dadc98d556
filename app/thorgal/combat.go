package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// maxMerged is how many Enemy cards the fight sheet lets a group hold: a
// Location's tokens or an Entry's list, never more than a deck's worth.
const maxMerged = 4

// fightDialog starts a Combat for character i: the Enemy token fought, how
// many cards its group has (Merged Enemies), then the app draws them or the
// table says which it drew. The resolve sheet follows at once.
func (b *thorgalBoard) fightDialog(i int) {
	u, s := b.u, b.s
	enemy := thorgal.Minor
	var opts []kit.Option
	for _, e := range append(slices.Clone(thorgal.EnemyIDs), thorgal.Mystical) {
		opts = append(opts, kit.Option{Value: e, Label: u.Loc.Msg(thorgal.DeckName(e))})
	}
	var count *kit.Counter
	note := kit.Quiet("")
	var draw, table *kit.Tile
	var d *kit.Sheet
	start := func(cards []string) {
		d.Hide()
		cmd := thorgal.Command{Kind: thorgal.CmdFight, Char: i, Enemy: enemy, Cards: cards}
		if cards == nil && enemy != thorgal.Mystical {
			cmd.Count = count.Value()
		}
		b.f.Do(cmd)
		if b.s.Fight != nil {
			b.combatDialog()
		}
	}
	show := func() {
		mystic := enemy == thorgal.Mystical
		kit.SetShown(count.Object(), !mystic)
		p := s.Decks[enemy]
		switch {
		case mystic:
			kit.SetText(note, u.Loc.T("app.thorgal.fight_mystical"))
			draw.SetText(u.Loc.T("app.thorgal.fight_start"))
		default:
			kit.SetText(note, u.Loc.T("app.thorgal.deck_counts", "Pile", p.Size(), "Discard", p.DiscardSize(), "Out", len(p.Out)))
			draw.SetText(u.Loc.N("app.thorgal.fight_draw", count.Value()))
		}
		kit.SetShown(table, !mystic)
		if mystic || p.Total() >= count.Value() {
			draw.Enable()
		} else {
			draw.Disable()
		}
	}
	pick := kit.Segmented(opts, enemy, 3, func(v string) { enemy = v; show() })
	pick.Layout = &kit.FitGrid{Max: 3}
	draw = kit.NewTile("", theme.DownloadIcon(), func() { start(nil) })
	draw.SetImportance(widget.HighImportance)
	table = kit.NewTile(u.Loc.T("app.thorgal.draw_we"), theme.DocumentCreateIcon(), func() {
		b.pickEnemyCards(enemy, count.Value(), start)
	})
	// The number of cards renames the draw button.
	count = kit.NewCounter(u.Loc.T("app.thorgal.fight_cards"), 1, 1, maxMerged, func(int) { show() })
	content := container.NewVBox(
		kit.Subheading(u.Loc.T("app.thorgal.fight_token")), pick,
		count.Object(), kit.Quiet(u.Loc.T("app.thorgal.fight_merged")), note,
		container.NewGridWithColumns(2, draw, table))
	show()
	d = u.NewSheet(u.Loc.T("app.thorgal.fight_title", "Character", b.name(s, i)), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// pickEnemyCards asks which n cards of deck the table drew; with one card a
// tap answers, with more each tap marks a card and the button confirms.
func (b *thorgalBoard) pickEnemyCards(deck string, n int, done func([]string)) {
	u, s := b.u, b.s
	choices := drawChoices(u, s.Decks[deck], deck)
	var chosen []string
	var d *kit.Sheet
	var ok *widget.Button
	grid := container.NewGridWrap(fyne.NewSize(96, kit.TouchSize))
	var fill func()
	fill = func() {
		var objs []fyne.CanvasObject
		for _, c := range choices {
			card := c.Value
			t := kit.NewTile(c.Label, nil, func() {
				if n == 1 {
					d.Hide()
					done([]string{card})
					return
				}
				chosen = kit.Toggled(chosen, card, n)
				fill()
			})
			t.Mark(slices.Contains(chosen, card))
			objs = append(objs, t)
		}
		kit.SetObjects(grid, objs...)
		if ok != nil {
			kit.SetEnabled(ok, len(chosen) == n)
		}
	}
	fill()
	d = u.NewSheet(u.Loc.N("app.thorgal.fight_pick", n, "Deck", u.Loc.Msg(thorgal.DeckName(deck))), grid)
	if n == 1 {
		d.WithClose(u.Loc.T("common.cancel"))
	} else {
		ok = d.WithCancelOK(u.Loc.T("app.thorgal.fight_pick_ok"), func() { done(chosen) })
		kit.SetEnabled(ok, false)
	}
	d.Show()
}

// fightName is the fight under way in words: the cards fought, or the
// Mystical Enemy.
func (b *thorgalBoard) fightName(f *thorgal.Fight) string {
	u := b.u
	if len(f.Cards) == 0 {
		return u.Loc.Msg(thorgal.DeckName(f.Enemy))
	}
	names := make([]string, len(f.Cards))
	for k, c := range f.Cards {
		names[k] = u.Loc.Msg(thorgal.CardName(f.Enemy, c))
	}
	return strings.Join(names, " + ")
}

// combatDialog resolves the fight under way: the dice (with the dice helper,
// when the table wants it), the Wound tiles they gave, where they lie on the
// card (with the placement helper, once the card's grid is known), the
// hearts covered of those on the card, and every other space covered. The
// sheet says the outcome before it is recorded.
func (b *thorgalBoard) combatDialog() {
	u, s := b.u, b.s
	f := s.Fight
	if f == nil {
		return
	}
	fight := *f
	tiles := newTilesPicker(b, u.Loc.T("app.thorgal.combat_tiles"))
	outcome := kit.WrapLabel("")
	outcome.TextStyle.Bold = true
	var total, hearts *kit.Counter
	show := func() {
		t, h := total.Value(), hearts.Value()
		if h > t {
			hearts.Show(t)
			h = t
		}
		if h == t {
			kit.SetText(outcome, u.Loc.T("app.thorgal.combat_win"))
		} else {
			kit.SetText(outcome, u.Loc.N("app.thorgal.combat_lose", t-h))
		}
	}
	total = kit.NewCounter(u.Loc.T("app.thorgal.combat_total"), 1, 1, thorgal.MaxCount, func(int) { show() })
	hearts = kit.NewCounter(u.Loc.T("app.thorgal.combat_hearts"), 0, 0, thorgal.MaxCount, func(int) { show() })
	if n, ok := thorgal.HeartsLearned(s.Printed, fight); ok {
		// The grids are learned: the ♥ on the cards are theirs, not the
		// table's to count (the rules refuse another number).
		total.Update(u.Loc.T("app.thorgal.combat_total_learned"), n, n, n)
		hearts.Update(u.Loc.T("app.thorgal.combat_hearts"), 0, 0, n)
	}
	cover := newCoveredEditor(b, fight.Char, true, nil)
	place := newPlaceHelper(b, fight, func(p placement) {
		total.Set(max(p.total, 1))
		hearts.Set(p.covered[thorgal.SpaceHeart])
		c, roll := b.placedCover(fight, p)
		cover.fill(c, p.covered[thorgal.SpaceHeal], roll)
	})
	tiles.changed = func() { place.setTiles(tiles.tiles) }
	var dice *diceHelper
	dice = newDiceHelper(b, fight.Char, func() {
		// The tiles the faces show are the list: the manual picker is
		// for tables that do without the helper.
		tiles.fromDice(dice.rolled, dice.tiles())
	})
	if dice.rolled {
		// The roll recorded before the sheet opened: its tiles are the list.
		tiles.fromDice(true, dice.tiles())
	}
	show()
	content := container.NewVBox(
		kit.WrapLabel(u.Loc.T("app.thorgal.combat_against", "Character", b.name(s, fight.Char), "Enemy", b.fightName(f))),
		dice.object(),
		tiles.object(),
		place.object(),
		kit.Subheading(u.Loc.T("app.thorgal.combat_covered")),
		total.Object(), hearts.Object(), outcome,
		cover.object(),
	)
	d := u.NewSheet(u.Loc.T("app.thorgal.combat_title"), content).Tall()
	d.WithCancelOK(u.Loc.T("app.thorgal.combat_do"), func() {
		b.doWarned(thorgal.Command{Kind: thorgal.CmdCombat, Dice: dice.recorded(), Tiles: tiles.tiles, Rerolls: dice.rerolls,
			Hearts: hearts.Value(), Total: total.Value(), Cover: cover.value()})
	})
	d.Show()
}

// placedCover is what a placement's spaces give, for the sheet's editor: the
// Experience, Discovery, Source and Goods spaces as counted, and each card's
// special effect once per special space of that card covered (Threat, Wound
// tiles, Goods to discard). A die to roll is left to the table, in words.
func (b *thorgalBoard) placedCover(f thorgal.Fight, p placement) (thorgal.Covered, string) {
	u := b.u
	var c thorgal.Covered
	c.Combat, c.Journey = p.covered[thorgal.SpaceCombatXP], p.covered[thorgal.SpaceJourneyXP]
	c.Discovery, c.Source = p.covered[thorgal.SpaceDiscovery], p.covered[thorgal.SpaceSource]
	for k := thorgal.SpaceMaterial; k <= thorgal.SpaceFate; k++ {
		g, _ := thorgal.SpaceGood(k)
		c.Goods = c.Goods.With(g, p.covered[k])
	}
	var rolls []string
	for k, n := range p.special {
		if n == 0 || k >= len(f.Cards) {
			continue
		}
		parts, _ := thorgal.EnemySpecial(b.s.Printed, f.DeckOf(k), f.Cards[k])
		for _, part := range parts {
			switch part.Kind {
			case thorgal.SpecialThreat:
				c.Special.Threat += part.Threat * n
			case thorgal.SpecialWound:
				for range n {
					c.Special.Wounds = append(c.Special.Wounds, part.Tile)
				}
			case thorgal.SpecialDiscard:
				c.Special.Discard = c.Special.Discard.With(part.Good, c.Special.Discard.Get(part.Good)+n)
			case thorgal.SpecialDie:
				name, ok := thorgal.DieName(b.s.Printed, part.Die)
				if !ok {
					name = u.Loc.T("app.thorgal.die_k", "Die", part.Die)
				}
				rolls = append(rolls, u.Loc.N("app.thorgal.place_roll_die", n, "Name", name))
			}
		}
	}
	return c, strings.Join(rolls, " ")
}

// tilesPicker lists the tiles rolled or chosen, drawn as they look: a tap on
// a shape adds one, the back button takes the last off. When the dice helper
// rolled, the list is the tiles its faces show and the shapes step aside.
type tilesPicker struct {
	b       *thorgalBoard
	tiles   []string
	none    *kit.Label
	strip   *fyne.Container
	box     *fyne.Container
	manual  []fyne.CanvasObject // the back button and the shapes
	dice    *kit.Label          // says the list comes from the dice
	changed func()
}

func newTilesPicker(b *thorgalBoard, title string) *tilesPicker {
	u := b.u
	// The list wraps rather than scrolls: nine dice of five squares fit a
	// phone in two rows.
	p := &tilesPicker{b: b, none: kit.Quiet(u.Loc.T("app.thorgal.cover_wounds_none")), strip: container.NewGridWrap(fyne.NewSize(56, 56))}
	var shapes []fyne.CanvasObject
	for _, id := range b.s.Tiles {
		f, _ := polyomino.Lookup(id)
		sb := newShapeButton(func() { p.tiles = append(p.tiles, id); p.show() })
		sb.set(f.Shape, "", false)
		shapes = append(shapes, sb)
	}
	back := kit.IconButton(theme.ContentUndoIcon(), func() {
		if len(p.tiles) > 0 {
			p.tiles = p.tiles[:len(p.tiles)-1]
			p.show()
		}
	})
	backBox := kit.AtLeast(back, kit.TouchSize, kit.TouchSize)
	grid := container.NewGridWrap(fyne.NewSize(76, 88), shapes...)
	p.manual = []fyne.CanvasObject{backBox, grid}
	p.dice = kit.Quiet(u.Loc.T("app.thorgal.combat_tiles_dice"))
	p.dice.Hide()
	p.box = container.NewVBox(kit.Subheading(title),
		container.NewBorder(nil, nil, nil, backBox,
			container.NewStack(p.none, p.strip)),
		p.dice, grid)
	kit.SetObjects(p.strip, tileStrip(p.tiles)...)
	kit.SetShown(p.none, len(p.tiles) == 0)
	return p
}

func (p *tilesPicker) object() fyne.CanvasObject { return p.box }

// setTiles makes ids the list.
func (p *tilesPicker) setTiles(ids []string) {
	p.tiles = append([]string(nil), ids...)
	p.show()
}

// fromDice makes the list the tiles of a roll (rolled: the dice helper
// rolled; the shapes are back for tables that go on by hand otherwise).
func (p *tilesPicker) fromDice(rolled bool, ids []string) {
	for _, o := range p.manual {
		kit.SetShown(o, !rolled)
	}
	kit.SetShown(p.dice, rolled)
	if rolled {
		p.setTiles(ids)
	}
	kit.Relayout(p.box)
}

func (p *tilesPicker) show() {
	kit.SetObjects(p.strip, tileStrip(p.tiles)...)
	kit.SetShown(p.none, len(p.tiles) == 0)
	if p.changed != nil {
		p.changed()
	}
}

// tileStrip draws tiles side by side, small, as a list the eye reads at once,
// each with its number: the number it has on the card's grid.
func tileStrip(ids []string) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(ids))
	for k, id := range ids {
		f, ok := polyomino.Lookup(id)
		if !ok {
			continue
		}
		n := canvas.NewText(strconv.Itoa(k+1), theme.Color(theme.ColorNameForeground))
		n.Alignment = fyne.TextAlignCenter
		n.TextSize = theme.Size(theme.SizeNameCaptionText)
		out = append(out, container.NewVBox(container.NewCenter(shapePicture(f.Shape, 10, theme.ColorNamePrimary, theme.ColorNameForeground)), n))
	}
	return out
}
