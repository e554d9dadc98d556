package dwarves

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
)

// hearts draws Health as filled and empty hearts, with the numbers beside so
// the shapes are never the only sign.
func hearts(u *kit.UI, h dwarves.Hero) string {
	return strings.Repeat("♥", max(h.Health, 0)) + strings.Repeat("♡", max(h.Hearts()-h.Health, 0)) + "  " +
		u.Loc.T("app.dwarves.hero.health", "Health", h.Health, "Max", h.Hearts())
}

// attrsText says a hero's three attributes as they stand (tiles included).
func attrsText(u *kit.UI, h dwarves.Hero) string {
	return u.Loc.T("app.dwarves.hero.attrs", "Battle", h.Attr(dwarves.AttrBattle), "Craft", h.Attr(dwarves.AttrCraft),
		"Speed", h.Attr(dwarves.AttrSpeed))
}

// heroesSection is every hero's board: Health with its hearts and the
// Increased Health tiles, the attributes with their modification tiles, the
// equipment held, where the figure stands, the ability.
func (b *dwarvesBoard) heroesSection() []fyne.CanvasObject {
	u, s := b.u, b.s
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.hero.tiles_used", "N", tilesUsed(s), "Total", 6))}
	for i, h := range s.Heroes {
		items = append(items, kit.Card(b.heroCard(i, h)))
	}
	return items
}

func tilesUsed(s dwarves.State) int {
	n := 0
	for _, h := range s.Heroes {
		n += h.Tiles
	}
	return n
}

func (b *dwarvesBoard) heroCard(i int, h dwarves.Hero) fyne.CanvasObject {
	u, s := b.u, b.s
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
	health := kit.WrapLabel(hearts(u, h))
	health.TextStyle.Bold = true
	step := func(icon fyne.Resource, cmd dwarves.Command) fyne.CanvasObject {
		return kit.AtLeast(kit.IconButton(icon, func() { b.do(cmd) }), kit.TouchSize, kit.TouchSize)
	}
	healthRow := container.NewBorder(nil, nil, u.RefIcon("dwarves-health", dwIconSize), container.NewHBox(
		step(theme.ContentRemoveIcon(), dwarves.Command{Kind: dwarves.CmdHealth, Hero: id, N: -1}),
		step(theme.ContentAddIcon(), dwarves.Command{Kind: dwarves.CmdHealth, Hero: id, N: 1})), health)
	tiles := kit.NewCounter(u.Loc.T("app.dwarves.hero.tiles"), h.Tiles, 0, h.Tiles+max(6-tilesUsed(s), 0), func(v int) {
		b.do(dwarves.Command{Kind: dwarves.CmdHealthTile, Hero: id, N: v - h.Tiles})
	})
	items := []fyne.CanvasObject{kit.Subheading(title),
		kit.WrapLabel(u.Loc.T("app.dwarves.hero.at", "Hex", hexText(u, h.Hex))),
		healthRow, tiles.Object(),
		kit.WrapLabel(attrsText(u, h))}
	for _, a := range []struct {
		attr    string
		printed int
		mod     int
	}{{dwarves.AttrBattle, h.Battle, h.Mods.Battle}, {dwarves.AttrCraft, h.Craft, h.Mods.Craft}, {dwarves.AttrSpeed, h.Speed, h.Mods.Speed}} {
		// Each attribute leads with its check's pictogram (a tap opens its entry).
		items = append(items, container.NewBorder(nil, nil, u.RefIcon("dwarves-check-"+a.attr, dwIconSize), nil,
			kit.NewCounter(u.Loc.T("app.dwarves.hero.mod", "Attr", u.Loc.Msg(dwarves.AttrName(a.attr)), "Printed", a.printed),
				a.mod, -9, 9, func(v int) {
					b.do(dwarves.Command{Kind: dwarves.CmdModify, Hero: id, Attr: a.attr, N: v - a.mod})
				}).Object()))
	}
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.hero.equipment")))
	if len(h.Equipment) == 0 {
		items = append(items, kit.Quiet(u.Loc.T("app.dwarves.hero.no_equipment")))
	}
	for _, e := range h.Equipment {
		lose := kit.IconButton(theme.DeleteIcon(), func() { b.loseEquipment(id, e) })
		items = append(items, container.NewBorder(nil, nil, nil, kit.AtLeast(lose, kit.TouchSize, kit.TouchSize), kit.WrapLabel(e)))
	}
	items = append(items,
		container.NewGridWithColumns(2,
			kit.NewTile(u.Loc.T("app.dwarves.hero.take"), theme.ContentAddIcon(), func() { b.takeEquipment(id) }),
			kit.NewTile(u.Loc.T("app.dwarves.hero.place"), theme.MailForwardIcon(), func() { b.placeHero(id) })),
		kit.Quiet(u.Loc.Msg(dwarves.Ability(id))))
	return container.NewVBox(items...)
}

// takeEquipment gives a hero an Equipment card: its name, and where it comes
// from (the deck, Book 5's special deck, or a card's reward).
func (b *dwarvesBoard) takeEquipment(id string) { b.takeEquipmentFrom(id, dwarves.WhyDeck) }

// takeEquipmentFrom is takeEquipment with the source chosen first: the
// Equipment deck, Book 5's special cards, or "" (a card's reward).
func (b *dwarvesBoard) takeEquipmentFrom(id, from string) {
	u, s := b.u, b.now()
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.dwarves.equip.name"))
	opts := []kit.Option{{Value: dwarves.WhyDeck, Label: u.Loc.T("app.dwarves.equip.deck", "N", s.Equipment.Size())}}
	if s.Setup.Book == 5 {
		opts = append(opts, kit.Option{Value: dwarves.WhySpecial, Label: u.Loc.T("app.dwarves.equip.special", "N", s.Special)})
	}
	opts = append(opts, kit.Option{Value: "", Label: u.Loc.T("app.dwarves.equip.reward")})
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.equip.hint")), kit.Tall(name),
		kit.Segmented(opts, from, 1, func(v string) { from = v }))
	d := u.NewSheet(u.Loc.T("app.dwarves.equip.title", "Hero", u.Loc.Msg(dwarves.HeroName(id))), content)
	ok := d.WithCancelOK(u.Loc.T("app.dwarves.equip.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdEquip, Hero: id, Name: strings.TrimSpace(name.Text), From: from})
	})
	ok.Disable()
	name.OnChanged = func(v string) { kit.SetEnabled(ok, dwarves.ValidName(strings.TrimSpace(v))) }
	d.Show()
}

// loseEquipment takes a card from a hero: to the discard pile, or back to
// the box when a card says so.
func (b *dwarvesBoard) loseEquipment(id, name string) {
	u := b.u
	into := dwarves.WhyDiscard
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.equip.lose_hint", "Name", name)),
		kit.Segmented([]kit.Option{{Value: dwarves.WhyDiscard, Label: u.Loc.T("app.dwarves.equip.discard")}, {Value: dwarves.WhyBox, Label: u.Loc.T("app.dwarves.equip.box")}},
			into, 1, func(v string) { into = v }))
	d := u.NewSheet(u.Loc.T("app.dwarves.equip.lose_title"), content)
	d.WithCancelOK(u.Loc.T("app.dwarves.equip.lose_ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdEquip, Hero: id, Name: name, Lose: true, Into: into})
	})
	d.Show()
}

// placeHero moves a hero's figure because a card says so; landing on
// Perished Land has its price (1 Health or the Doom marker 1 space; Bavragor
// pays nothing).
func (b *dwarvesBoard) placeHero(id string) {
	u, s := b.u, b.s
	pickHex(u, u.Loc.T("app.dwarves.hero.place"), u.Loc.T("app.dwarves.hero.place_hint"), s.KnownHexes(), func(h string) {
		if !s.IsPerished(h) || id == dwarves.Bavragor {
			c := dwarves.Command{Kind: dwarves.CmdPlace, Hero: id, To: h}
			if s.IsPerished(h) {
				c.Entered = []dwarves.Entry{{Hex: h}}
			}
			b.do(c)
			return
		}
		pay := dwarves.PayHealth
		content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.hero.place_perished", "Hex", hexText(u, h))),
			kit.Segmented([]kit.Option{{Value: dwarves.PayHealth, Label: u.Loc.T("app.dwarves.sheet.pay_health")}, {Value: dwarves.PayDoom, Label: u.Loc.T("app.dwarves.sheet.pay_doom")}},
				pay, 1, func(v string) { pay = v }))
		d := u.NewSheet(u.Loc.T("app.dwarves.hero.place"), content)
		d.WithCancelOK(u.Loc.T("common.ok"), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdPlace, Hero: id, To: h, Entered: []dwarves.Entry{{Hex: h, Pay: pay}}})
		})
		d.Show()
	})
}
