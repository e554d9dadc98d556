package thorgal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// coveredEditor asks what the tiles of a Combat or a Journey covered (or what
// a Terrain card's bonus gives), one stepper per kind of space. The common
// spaces are open; Goods, healing and the card's special spaces open on a tap,
// so a phone shows a short sheet for the usual case.
type coveredEditor struct {
	b   *thorgalBoard
	box *fyne.Container

	combat, journey, discovery *kit.Counter
	source                     *kit.Counter
	sourceGood                 string
	goods, discard             []*kit.Counter
	threat                     *kit.Counter
	heal                       []bool       // per wound tile of the character
	woundPick                  *tilesPicker // the special spaces' Wound tiles
	changed                    func()

	// What the placement helper leaves to the player: the wound tiles to
	// heal, the dice a special space says to roll. Their accordion items
	// open when it does (-1: no such item).
	acc                   *widget.Accordion
	healNote, specialNote *kit.Label
	healItem, specialItem int
}

// newCoveredEditor builds the editor for character i; special asks for the
// card's special spaces too (a Terrain bonus has none).
func newCoveredEditor(b *thorgalBoard, i int, special bool, changed func()) *coveredEditor {
	u := b.u
	e := &coveredEditor{b: b, changed: changed, sourceGood: thorgal.GoodIDs[0], healItem: -1, specialItem: -1}
	e.healNote, e.specialNote = kit.WrapLabel(""), kit.WrapLabel("")
	e.healNote.TextStyle.Bold, e.specialNote.TextStyle.Bold = true, true
	e.healNote.Hide()
	e.specialNote.Hide()
	tell := func(int) {
		if e.changed != nil {
			e.changed()
		}
	}
	count := func(key string) *kit.Counter {
		return kit.NewCounter(u.Loc.T(key), 0, 0, thorgal.MaxCount, tell)
	}
	e.combat = kit.NewCounter(u.Loc.T("app.thorgal.cover_xp", "Track", u.Loc.Msg(thorgal.TrackName(thorgal.Combat))), 0, 0, thorgal.MaxCount, tell)
	e.journey = kit.NewCounter(u.Loc.T("app.thorgal.cover_xp", "Track", u.Loc.Msg(thorgal.TrackName(thorgal.Journey))), 0, 0, thorgal.MaxCount, tell)
	e.discovery = count("app.thorgal.cover_discovery")
	e.source = count("app.thorgal.cover_source")
	e.threat = count("app.thorgal.cover_threat")

	var opts []kit.Option
	for _, id := range thorgal.GoodIDs {
		opts = append(opts, kit.Option{Value: id, Label: u.Loc.Msg(thorgal.GoodName(id))})
	}
	pick := kit.Segmented(opts, e.sourceGood, 3, func(v string) { e.sourceGood = v; tell(0) })
	pick.Layout = &kit.FitGrid{Max: 3}

	goodsCols := 1
	if b.f.BoardWidth() >= 560 {
		goodsCols = 2
	}
	var gainGoods, loseGoods []fyne.CanvasObject
	for _, id := range thorgal.GoodIDs {
		g := kit.NewCounter(u.Loc.Msg(thorgal.GoodName(id)), 0, 0, thorgal.MaxCount, tell)
		d := kit.NewCounter(u.Loc.Msg(thorgal.GoodName(id)), 0, 0, thorgal.MaxCount, tell)
		e.goods = append(e.goods, g)
		e.discard = append(e.discard, d)
		gainGoods = append(gainGoods, g.Object())
		loseGoods = append(loseGoods, d.Object())
	}

	goodsBox := container.NewVBox(e.source.Object(), kit.Quiet(u.Loc.T("app.thorgal.cover_source_good")), pick,
		kit.Quiet(u.Loc.T("app.thorgal.cover_goods")), container.NewGridWithColumns(goodsCols, gainGoods...))

	items := []*widget.AccordionItem{widget.NewAccordionItem(u.Loc.T("app.thorgal.cover_goods_title"), goodsBox)}
	ch := b.s.Chars[i]
	if len(ch.Wounds) > 0 {
		e.heal = make([]bool, len(ch.Wounds))
		var tiles []fyne.CanvasObject
		for k, t := range ch.Wounds {
			sb := newShapeButton(nil)
			sb.button.OnTapped = func() {
				e.heal[k] = !e.heal[k]
				sb.set(shapeOf(t.Shape, t.Orient), "", e.heal[k])
				tell(0)
			}
			sb.set(shapeOf(t.Shape, t.Orient), "", false)
			tiles = append(tiles, sb)
		}
		e.healItem = len(items)
		items = append(items, widget.NewAccordionItem(u.Loc.T("app.thorgal.cover_heal_title"),
			container.NewVBox(e.healNote, kit.Quiet(u.Loc.T("app.thorgal.cover_heal")), container.NewGridWrap(fyne.NewSize(76, 88), tiles...))))
	}
	if special {
		e.woundPick = newTilesPicker(b, u.Loc.T("app.thorgal.cover_wounds"))
		e.specialItem = len(items)
		items = append(items, widget.NewAccordionItem(u.Loc.T("app.thorgal.cover_special_title"), container.NewVBox(
			kit.Quiet(u.Loc.T("app.thorgal.cover_special")), e.specialNote,
			e.threat.Object(),
			e.woundPick.object(),
			kit.Subheading(u.Loc.T("app.thorgal.cover_discard")),
			container.NewGridWithColumns(goodsCols, loseGoods...),
		)))
	}
	acc := widget.NewAccordion(items...)
	acc.MultiOpen = true
	e.acc = acc
	e.box = container.NewVBox(e.combat.Object(), e.journey.Object(), e.discovery.Object(), acc)
	return e
}

// fill sets every count to what a placement covered (the placement helper's
// count): the Experience, Discovery, Source and Goods spaces, and what the
// special spaces gave. heal is how many Heal spaces it covers: which wound
// tiles they discard is the player's choice, asked in words; roll says what
// the special spaces leave to the table (a die to roll). The Good the
// Sources give stays the player's choice too.
func (e *coveredEditor) fill(c thorgal.Covered, heal int, roll string) {
	e.combat.Set(c.Combat)
	e.journey.Set(c.Journey)
	e.discovery.Set(c.Discovery)
	e.source.Set(c.Source)
	for k, id := range thorgal.GoodIDs {
		e.goods[k].Set(c.Goods.Get(id))
		e.discard[k].Set(c.Special.Discard.Get(id))
	}
	e.threat.Set(c.Special.Threat)
	if e.woundPick != nil {
		e.woundPick.setTiles(c.Special.Wounds)
	}
	u := e.b.u
	open := func(item int, on bool) {
		if item >= 0 && on {
			e.acc.Open(item)
		}
	}
	if heal > 0 {
		kit.SetText(e.healNote, u.Loc.N("app.thorgal.cover_heal_count", heal))
	}
	kit.SetShown(e.healNote, heal > 0)
	kit.SetText(e.specialNote, roll)
	kit.SetShown(e.specialNote, roll != "")
	open(0, c.Source > 0 || c.Goods != (thorgal.Goods{})) // the Goods item comes first
	open(e.healItem, heal > 0)
	open(e.specialItem, roll != "" || c.Special.Threat > 0 || len(c.Special.Wounds) > 0 || c.Special.Discard != (thorgal.Goods{}))
}

func (e *coveredEditor) object() fyne.CanvasObject { return e.box }

// value is what the editor says was covered.
func (e *coveredEditor) value() thorgal.Covered {
	var c thorgal.Covered
	c.Combat, c.Journey, c.Discovery = e.combat.Value(), e.journey.Value(), e.discovery.Value()
	if c.Source = e.source.Value(); c.Source > 0 {
		c.SourceGood = e.sourceGood
	}
	for k, id := range thorgal.GoodIDs {
		c.Goods = c.Goods.With(id, e.goods[k].Value())
		c.Special.Discard = c.Special.Discard.With(id, e.discard[k].Value())
	}
	c.Special.Threat = e.threat.Value()
	if e.woundPick != nil {
		c.Special.Wounds = append([]string(nil), e.woundPick.tiles...)
	}
	for k, on := range e.heal {
		if on {
			c.Heal = append(c.Heal, k)
		}
	}
	return c
}
