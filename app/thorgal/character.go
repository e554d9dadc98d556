package thorgal

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// thorgalChar is one character's board: the wound area as the largest element
// with a "fits up to" badge, the wound tools under it, then Threat (0–5 as
// pips), the six Goods, Combat and Journey (1–7, with the level-7 bonus
// reminder), the Skill card's side and the Items held.
type thorgalChar struct {
	b *thorgalBoard
	i int

	fitText *kit.Label
	fitBg   *canvas.Rectangle
	grid    *woundGrid
	wounds  *thorgalWounds
	// gridRow holds the grid and the tile picker: side by side on a wide
	// board while a wound waits (so the picker is in view without
	// scrolling), else the picker under the grid.
	gridRow *fyne.Container
	side    bool

	threatText *widget.Label
	pips       *fyne.Container
	pip        []*canvas.Circle // one per Threat, filled when held
	threatNote *kit.Label
	threatDown *widget.Button
	threatUp   *widget.Button

	goods []*kit.Counter
	acts  *charActions

	combat, journey *widget.Label
	bonus           *fyne.Container
	bonuses         []*trackBonus // Combat's, then Journey's
	skill           *kit.Tile
	items           *fyne.Container
	itemRows        *kit.RowList[*itemRow]
	noItems         *kit.Label
}

func newThorgalChar(b *thorgalBoard) *thorgalChar {
	u := b.u
	c := &thorgalChar{b: b}
	c.fitText = kit.WrapLabel("")
	c.fitText.TextStyle.Bold = true
	c.fitBg = canvas.NewRectangle(color.Transparent)
	c.fitBg.CornerRadius = 6
	c.wounds = newThorgalWounds(c)
	c.grid = newWoundGrid(c.wounds.tapped)
	c.gridRow = container.NewVBox(container.NewCenter(c.grid), c.wounds.placeBox)

	c.threatText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.pips = container.NewHBox()
	for range thorgal.MaxThreat {
		p := canvas.NewCircle(color.Transparent)
		p.StrokeWidth = 2
		c.pip = append(c.pip, p)
		c.pips.Add(kit.AtLeast(container.NewPadded(p), 26, 26))
	}
	c.threatNote = kit.Quiet("")
	c.threatDown = kit.IconButton(theme.ContentRemoveIcon(), func() { c.threat(-1) })
	c.threatUp = kit.IconButton(theme.ContentAddIcon(), func() { c.threat(1) })

	for _, id := range thorgal.GoodIDs {
		var ct *kit.Counter
		ct = kit.NewCounter(u.Loc.Msg(thorgal.GoodName(id)), 0, 0, thorgal.MaxGoods, func(v int) {
			have := c.char().Goods.Get(id)
			if v != have {
				b.f.Do(thorgal.Command{Kind: thorgal.CmdGoods, Char: c.i, Good: id, N: v - have})
			}
			ct.Show(c.char().Goods.Get(id)) // a refused change goes back
		})
		c.goods = append(c.goods, ct)
	}
	c.acts = newCharActions(c)
	c.combat = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.journey = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.combat.Wrapping, c.journey.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord // beside "+1" at a large text size on a phone
	c.bonus = container.NewVBox()
	for _, track := range []string{thorgal.Combat, thorgal.Journey} {
		tb := newTrackBonus(c, track)
		c.bonuses = append(c.bonuses, tb)
		c.bonus.Add(tb.owedRow)
		c.bonus.Add(tb.seven)
	}
	c.skill = kit.NewTile("", nil, func() {
		b.f.Do(thorgal.Command{Kind: thorgal.CmdSkill, Char: c.i, Active: !c.char().Skill})
	})
	c.itemRows = kit.NewRowList(container.NewVBox(), func() (*itemRow, fyne.CanvasObject) { return newItemRow(c) })
	c.noItems = kit.Quiet(u.Loc.T("app.thorgal.items_none"))
	c.items = container.NewVBox(c.itemRows.Box, c.noItems)
	return c
}

// char is the character shown, as the state last seen has it.
func (c *thorgalChar) char() thorgal.Character {
	if c.i < 0 || c.i >= len(c.b.s.Chars) {
		return thorgal.Character{}
	}
	return c.b.s.Chars[c.i]
}

func (c *thorgalChar) object() fyne.CanvasObject {
	u := c.b.u
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return kit.AtLeast(o, kit.TouchSize, kit.TouchSize) }
	// Each Good with its pictogram (a tap opens its glossary entry) and name.
	goods := make([]fyne.CanvasObject, len(c.goods))
	for i, g := range c.goods {
		goods[i] = container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("thorgal-"+thorgal.GoodIDs[i], 28)), nil, g.Object())
	}
	xp := func(l *widget.Label, track string) fyne.CanvasObject {
		add := kit.NewButton(u.Loc.T("app.thorgal.xp_add"), theme.ContentAddIcon(), func() {
			c.b.f.Do(thorgal.Command{Kind: thorgal.CmdExperience, Char: c.i, Track: track})
		})
		return container.NewBorder(nil, nil, nil, kit.Tall(add), l)
	}
	gainItem := kit.NewButton(u.Loc.T("app.thorgal.item_gain"), theme.ContentAddIcon(), c.gainItem)
	goodsCols := 1
	if c.b.cols.LeftWidth(c.b.f.BoardWidth()) >= 560 {
		goodsCols = 2
	}
	return container.NewVBox(
		container.NewStack(c.fitBg, container.NewPadded(c.fitText)),
		c.gridRow,
		c.wounds.idleBox,
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.thorgal.threat")),
		container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("thorgal-threat", 28)), container.NewHBox(sq(c.threatDown), sq(c.threatUp)),
			container.NewVBox(c.threatText, c.pips)),
		c.threatNote,
		widget.NewSeparator(),
		c.acts.object(),
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.thorgal.goods")),
		container.NewGridWithColumns(goodsCols, goods...),
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.thorgal.experience")),
		xp(c.combat, thorgal.Combat),
		xp(c.journey, thorgal.Journey),
		c.bonus,
		widget.NewSeparator(),
		c.skill,
		kit.Subheading(u.Loc.T("app.thorgal.items")),
		c.items,
		kit.Tall(gainItem),
	)
}

// set shows character i of s.
func (c *thorgalChar) set(s thorgal.State, i int) {
	u := c.b.u
	c.i = i
	ch := c.char()
	name := c.b.name(s, i)
	fit := s.LargestFit(i)
	th := theme.Current()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	bg := th.Color(theme.ColorNameInputBackground, v)
	text, care := c.b.fitLine(s, i, ch)
	kit.SetText(c.fitText, text)
	switch care {
	case careDanger:
		bg = th.Color(theme.ColorNameError, v)
	case careWarn:
		bg = th.Color(theme.ColorNameWarning, v)
	}
	paintRect(c.fitBg, bg, c.fitBg.StrokeColor, c.fitBg.StrokeWidth)

	c.wounds.set(s, i)
	c.layoutGrid(s)
	c.grid.area, c.grid.wounds = ch.Area, ch.Wounds
	c.grid.label = u.Loc.N("app.thorgal.a11y.grid", len(ch.Wounds), "Character", name, "Fit", fit)
	c.grid.update()

	kit.SetText(c.threatText, u.Loc.T("app.thorgal.threat_count", "N", ch.Threat, "Max", thorgal.MaxThreat))
	fg := th.Color(theme.ColorNameForeground, v)
	for k, p := range c.pip {
		var fill color.Color = color.Transparent
		if k < ch.Threat {
			fill = fg
		}
		if p.FillColor != fill || p.StrokeColor != fg {
			p.FillColor, p.StrokeColor = fill, fg
			p.Refresh()
		}
	}
	over := s.Over()
	kit.SetEnabled(c.threatDown, ch.Threat > 0 && !over)
	kit.SetEnabled(c.threatUp, !over)
	if ch.Threat == thorgal.MaxThreat {
		kit.SetText(c.threatNote, u.Loc.T("app.thorgal.threat_full"))
	}
	kit.SetShown(c.threatNote, ch.Threat == thorgal.MaxThreat)
	for k, id := range thorgal.GoodIDs {
		if n := ch.Goods.Get(id); c.goods[k].Value() != n {
			c.goods[k].Show(n)
		}
	}
	kit.SetText(c.combat, u.Loc.T("app.thorgal.xp", "Track", u.Loc.Msg(thorgal.TrackName(thorgal.Combat)), "N", ch.Combat, "Max", thorgal.MaxLevel))
	kit.SetText(c.journey, u.Loc.T("app.thorgal.xp", "Track", u.Loc.Msg(thorgal.TrackName(thorgal.Journey)), "N", ch.Journey, "Max", thorgal.MaxLevel))
	c.acts.set(s, i)
	c.bonuses[0].set(ch.CombatBonus, ch.Combat)
	c.bonuses[1].set(ch.JourneyBonus, ch.Journey)
	kit.Relayout(c.bonus)

	if ch.Skill {
		c.skill.SetText(u.Loc.T("app.thorgal.skill_on"))
	} else {
		c.skill.SetText(u.Loc.T("app.thorgal.skill_off"))
	}
	c.skill.Check(ch.Skill)
	c.itemRows.Show(len(ch.Items), func(k int, r *itemRow) {
		it := ch.Items[k]
		text := it.Name
		if text == "" && it.Card != "" {
			text = u.Loc.Msg(thorgal.CardName(thorgal.Items, it.Card))
		}
		r.k = k
		kit.SetText(r.name, text)
	})
	a := kit.SetShown(c.itemRows.Box, len(ch.Items) > 0)
	if kit.SetShown(c.noItems, len(ch.Items) == 0) || a {
		kit.Relayout(c.items)
	}
}

// fitCare is how much care a character's room for wounds needs.
type fitCare int

const (
	careNone   fitCare = iota
	careWarn           // little room left, or a size that no longer fits
	careDanger         // no wound fits, or the character is dead
)

// fitLine says the largest wound that still fits character i (ch), or that
// none does, or that they are dead: the character board's badge, and the
// caption of the grid on the live view.
func (b *thorgalBoard) fitLine(s thorgal.State, i int, ch thorgal.Character) (string, fitCare) {
	u, name, fit := b.u, b.name(s, i), s.LargestFit(i)
	switch {
	case ch.Dead:
		return u.Loc.T("app.thorgal.fit_fallen", "Character", name), careDanger
	case fit == 0:
		return u.Loc.T("app.thorgal.fit_none", "Character", name), careDanger
	case len(fitGaps(s, i)) > 0:
		return u.Loc.T("app.thorgal.fit_gap", "Character", name, "Size", fit, "Missing", joinInts(fitGaps(s, i))), careWarn
	case fit <= 2:
		return u.Loc.T("app.thorgal.fit", "Character", name, "Size", fit), careWarn
	}
	return u.Loc.T("app.thorgal.fit", "Character", name, "Size", fit), careNone
}

// Below sideMinWidth the tile picker goes under the grid.
const sideMinWidth float32 = 440

// sideTools is the width the tile picker takes beside the grid: three tile
// pictures a row, so a size's tiles are mostly one row.
func sideTools() float32 { return 3*76 + 4*theme.Padding() }

// layoutGrid puts the tile picker beside the grid on a wide board while a
// wound waits to be placed, under it otherwise.
func (c *thorgalChar) layoutGrid(s thorgal.State) {
	lw := c.b.cols.LeftWidth(c.b.f.BoardWidth())
	side := lw >= sideMinWidth && !s.Over() && len(c.char().Pending) > 0
	if side {
		c.grid.width = lw - sideTools()
	} else {
		c.grid.width = lw
	}
	if side == c.side && len(c.gridRow.Objects) > 0 {
		return
	}
	c.side = side
	if side {
		c.gridRow.Objects = []fyne.CanvasObject{container.NewBorder(nil, nil, container.NewVBox(c.grid), nil, c.wounds.placeBox)}
	} else {
		c.gridRow.Objects = []fyne.CanvasObject{container.NewCenter(c.grid), c.wounds.placeBox}
	}
	c.gridRow.Refresh()
}

// threat gains or discards one Threat; a sixth becomes a wound, which may
// kill: the table is warned first.
func (c *thorgalChar) threat(n int) {
	c.b.doWarned(thorgal.Command{Kind: thorgal.CmdThreat, Char: c.i, N: n})
}

// gainItem records an Item: one of the Display's cards, or the character's
// own Item card by its name.
func (c *thorgalChar) gainItem() {
	u, s := c.b.u, c.b.s
	var d *kit.Sheet
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.thorgal.item_name"))
	give := func(card string) {
		n := name.Text
		if n == "" && card != "" {
			n = u.Loc.Msg(thorgal.CardName(thorgal.Items, card))
		}
		d.Hide()
		c.b.f.Do(thorgal.Command{Kind: thorgal.CmdItemGain, Char: c.i, Name: n, Card: card})
	}
	var fromDisplay []fyne.CanvasObject
	for _, card := range s.Display {
		if card == "" {
			continue
		}
		fromDisplay = append(fromDisplay, kit.Tall(widget.NewButton(u.Loc.Msg(thorgal.CardName(thorgal.Items, card)), func() { give(card) })))
	}
	own := kit.Primary(u.Loc.T("app.thorgal.item_own"), theme.ContentAddIcon(), func() {
		if name.Text != "" {
			give("")
		}
	})
	content := container.NewVBox(
		kit.WrapLabel(u.Loc.T("app.thorgal.item_hint", "Character", c.b.name(s, c.i))),
		kit.Tall(name), kit.Tall(own))
	if len(fromDisplay) > 0 {
		content.Add(kit.Subheading(u.Loc.T("app.thorgal.item_display")))
		content.Add(container.NewGridWithColumns(2, fromDisplay...))
	}
	// "Draw an Item card" takes the top card of the Item deck, not one of
	// the Display: the app draws it, or the table says which it was.
	fromDeck := func(card string) {
		d.Hide()
		c.b.f.Do(thorgal.Command{Kind: thorgal.CmdItemGain, Char: c.i, Name: name.Text, Deck: thorgal.Items, Card: card})
	}
	digital := kit.NewTile(u.Loc.T("app.thorgal.item_draw_digital"), theme.DownloadIcon(), func() { fromDeck("") })
	table := kit.NewTile(u.Loc.T("app.thorgal.item_draw_table"), theme.DocumentCreateIcon(), func() {
		d.Hide()
		c.b.next.pickCard(thorgal.Items, u.Loc.T("app.thorgal.item_pick"), fromDeck)
	})
	if !s.Decks[thorgal.Items].CanDraw() {
		digital.Disable()
		table.Disable()
	}
	content.Add(kit.Subheading(u.Loc.T("app.thorgal.item_deck")))
	content.Add(container.NewGridWithColumns(2, digital, table))
	d = u.NewSheet(u.Loc.T("app.thorgal.item_gain"), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// doWarned sends a command, asking first when it would kill a character
// (a wound that cannot be placed loses the adventure).
func (b *thorgalBoard) doWarned(cmd thorgal.Command) {
	i, dies := thorgal.Dies(b.s, cmd)
	if !dies {
		b.f.Do(cmd)
		return
	}
	u := b.u
	name := b.name(b.s, i)
	u.Confirm(u.Loc.T("app.thorgal.kill_title", "Character", name),
		u.Loc.N("app.thorgal.kill_body", b.s.LargestFit(i), "Character", name, "Fit", b.s.LargestFit(i)),
		u.Loc.T("app.thorgal.kill_yes"), true, func() { b.f.Do(cmd) })
}
