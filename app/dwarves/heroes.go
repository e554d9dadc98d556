package dwarves

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
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

// heroesView is the Heroes section: the Increased Health tiles used, then
// every hero's board (see heroCard).
type heroesView struct {
	b     *dwarvesBoard
	used  *kit.Label
	cards *kit.RowList[*heroCard]
	box   *fyne.Container
}

func newHeroesView(b *dwarvesBoard) *heroesView {
	v := &heroesView{b: b, used: kit.Quiet("")}
	v.cards = kit.NewRowList(container.NewVBox(), func() (*heroCard, fyne.CanvasObject) {
		c := newHeroCard(b)
		return c, kit.Card(c.box)
	})
	v.box = container.NewVBox(v.used, v.cards.Box)
	return v
}

func (v *heroesView) object() fyne.CanvasObject { return v.box }

func (v *heroesView) update(s dwarves.State) {
	kit.SetText(v.used, v.b.u.Loc.T("app.dwarves.hero.tiles_used", "N", tilesUsed(s), "Total", 6))
	v.cards.Show(len(s.Heroes), func(i int, c *heroCard) { c.update(s, i, s.Heroes[i]) })
}

func tilesUsed(s dwarves.State) int {
	n := 0
	for _, h := range s.Heroes {
		n += h.Tiles
	}
	return n
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
