package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
)

// heroCard is one hero's board in the Heroes section: Health with its hearts
// and the Increased Health tiles, the attributes with their modification
// tiles, the equipment held, where the figure stands, the ability. It is
// made once and shown again with each state; its buttons act on the hero it
// shows now.
type heroCard struct {
	b       *dwarvesBoard
	h       dwarves.Hero // the hero shown
	box     *fyne.Container
	title   *kit.Label
	at      *kit.Label
	health  *kit.Label
	tiles   *kit.Counter
	attrs   *kit.Label
	mods    [3]*kit.Counter // Battle, Craft, Speed
	noEquip *kit.Label
	equip   pool[*equipRow]
	ability *kit.Label
	// head and tail are what comes before and after the equipment.
	head, tail []fyne.CanvasObject
}

// equipRow is an Equipment card held, with its button to lose it.
type equipRow struct {
	name string
	text *kit.Label
	obj  fyne.CanvasObject
}

// modAttrs are the attributes a modification tile changes, in the card's order.
var modAttrs = [3]string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed}

func newHeroCard(b *dwarvesBoard) *heroCard {
	u := b.u
	c := &heroCard{b: b, title: kit.Subheading(""), at: kit.WrapLabel(""), health: kit.WrapLabel(""),
		attrs: kit.WrapLabel(""), noEquip: kit.Quiet(u.Loc.T("app.dwarves.hero.no_equipment")), ability: kit.Quiet("")}
	c.health.TextStyle.Bold = true
	step := func(icon fyne.Resource, n int) fyne.CanvasObject {
		return kit.AtLeast(kit.IconButton(icon, func() { b.do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: c.h.ID, N: n}) }),
			kit.TouchSize, kit.TouchSize)
	}
	healthRow := container.NewBorder(nil, nil, u.RefIcon("dwarves-health", dwIconSize),
		container.NewHBox(step(theme.ContentRemoveIcon(), -1), step(theme.ContentAddIcon(), 1)), c.health)
	c.tiles = kit.NewCounter(u.Loc.T("app.dwarves.hero.tiles"), 0, 0, 0, func(v int) {
		b.do(dwarves.Command{Kind: dwarves.CmdHealthTile, Hero: c.h.ID, N: v - c.h.Tiles})
	})
	c.head = []fyne.CanvasObject{c.title, c.at, healthRow, c.tiles.Object(), c.attrs}
	for i, attr := range modAttrs {
		c.mods[i] = kit.NewCounter("", 0, -9, 9, func(v int) {
			b.do(dwarves.Command{Kind: dwarves.CmdModify, Hero: c.h.ID, Attr: attr, N: v - heroMod(c.h, attr)})
		})
		// Each attribute leads with its check's pictogram (a tap opens its entry).
		c.head = append(c.head, container.NewBorder(nil, nil, u.RefIcon("dwarves-check-"+attr, dwIconSize), nil, c.mods[i].Object()))
	}
	c.head = append(c.head, kit.Subheading(u.Loc.T("app.dwarves.hero.equipment")))
	c.equip.make = func() *equipRow {
		r := &equipRow{text: kit.WrapLabel("")}
		lose := kit.IconButton(theme.DeleteIcon(), func() { b.loseEquipment(c.h.ID, r.name) })
		r.obj = container.NewBorder(nil, nil, nil, kit.AtLeast(lose, kit.TouchSize, kit.TouchSize), r.text)
		return r
	}
	c.tail = []fyne.CanvasObject{
		container.NewGridWithColumns(2,
			kit.NewTile(u.Loc.T("app.dwarves.hero.take"), theme.ContentAddIcon(), func() { b.takeEquipment(c.h.ID) }),
			kit.NewTile(u.Loc.T("app.dwarves.hero.place"), theme.MailForwardIcon(), func() { b.placeHero(c.h.ID) })),
		c.ability}
	c.box = container.NewVBox()
	return c
}

// heroMod is the modification tiles' sum on attr.
func heroMod(h dwarves.Hero, attr string) int {
	switch attr {
	case dwarves.AttrBattle:
		return h.Mods.Battle
	case dwarves.AttrCraft:
		return h.Mods.Craft
	}
	return h.Mods.Speed
}

// heroPrinted is the value printed on the hero's board for attr.
func heroPrinted(h dwarves.Hero, attr string) int {
	switch attr {
	case dwarves.AttrBattle:
		return h.Battle
	case dwarves.AttrCraft:
		return h.Craft
	}
	return h.Speed
}

// update shows hero h, the i-th of state s.
func (c *heroCard) update(s dwarves.State, i int, h dwarves.Hero) {
	u := c.b.u
	c.h = h
	id := h.ID
	name := u.Loc.Msg(dwarves.HeroName(id))
	if who := dwarves.PlayedBy(s.Setup, id); who != "" {
		// The card says whose hero it is, as the table named them.
		name = u.Loc.T("app.dwarves.campaign.played_by", "Hero", dwarves.HeroName(id), "Name", rules.Name(who))
	}
	title := u.Loc.T("app.dwarves.hero.title", "N", i+1, "Hero", name)
	if i == s.Current && !s.Over() {
		title = u.Loc.T("app.dwarves.hero.title_now", "N", i+1, "Hero", name)
	}
	kit.SetText(c.title, title)
	kit.SetText(c.at, u.Loc.T("app.dwarves.hero.at", "Hex", hexText(u, h.Hex)))
	kit.SetText(c.health, hearts(u, h))
	c.tiles.Update(u.Loc.T("app.dwarves.hero.tiles"), h.Tiles, 0, h.Tiles+max(6-tilesUsed(s), 0))
	kit.SetText(c.attrs, attrsText(u, h))
	for i, attr := range modAttrs {
		c.mods[i].Update(u.Loc.T("app.dwarves.hero.mod", "Attr", u.Loc.Msg(dwarves.AttrName(attr)), "Printed", heroPrinted(h, attr)),
			heroMod(h, attr), -9, 9)
	}
	kit.SetText(c.ability, u.Loc.Msg(dwarves.Ability(id)))

	items := append([]fyne.CanvasObject(nil), c.head...)
	if len(h.Equipment) == 0 {
		items = append(items, c.noEquip)
	}
	for j, e := range h.Equipment {
		r := c.equip.get(j)
		r.name = e
		kit.SetText(r.text, e)
		items = append(items, r.obj)
	}
	kit.SetObjects(c.box, append(items, c.tail...)...)
}
