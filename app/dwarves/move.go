package dwarves

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// moveForm asks where the hero ends the move and which Perished Land hexes
// they entered on the way, with the price of each: 1 Health or the Doom
// marker 1 space (Bavragor pays nothing).
func (sh *diceSheet) moveForm(s dwarves.State) ([]fyne.CanvasObject, bool) {
	u, b := sh.b.u, sh.b
	points := slices.Max(s.Roll.Faces)
	destText := u.Loc.T("app.dwarves.sheet.dest_none")
	if sh.dest != "" {
		destText = u.Loc.T("app.dwarves.sheet.dest", "Hex", hexText(u, sh.dest))
	}
	dest := kit.NewTile(destText, theme.SearchIcon(), func() {
		pickHex(u, u.Loc.T("app.dwarves.sheet.dest_title"), u.Loc.T("app.dwarves.sheet.dest_hint"), s.KnownHexes(), func(h string) {
			sh.dest = h
			sh.enterDest(s, h)
			sh.update(b.s)
		})
	})
	items := []fyne.CanvasObject{dest}
	if len(s.Perished) > 0 {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.entered_title")))
		bav := s.Hero().ID == dwarves.Bavragor
		for i, en := range sh.entered {
			row := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.sheet.entered_free", "Hex", hexText(u, en.Hex)))}
			if !bav {
				row = []fyne.CanvasObject{kit.WrapLabel(hexText(u, en.Hex)), kit.Segmented([]kit.Option{{Value: dwarves.PayHealth, Label: u.Loc.T("app.dwarves.sheet.pay_health")}, {Value: dwarves.PayDoom, Label: u.Loc.T("app.dwarves.sheet.pay_doom")}}, en.Pay, 2, func(v string) { sh.entered[i].Pay = v })}
			}
			drop := kit.IconButton(theme.ContentClearIcon(), func() {
				sh.entered = slices.Delete(sh.entered, i, i+1)
				sh.update(b.s)
			})
			items = append(items, container.NewBorder(nil, nil, nil, kit.AtLeast(drop, kit.TouchSize, kit.TouchSize), container.NewVBox(row...)))
		}
		if len(sh.entered) < points {
			// A tile: its text wraps, where a button's would widen the sheet
			// past a phone's screen.
			add := kit.NewTile(u.Loc.T("app.dwarves.sheet.entered_add"), theme.ContentAddIcon(), func() {
				pickHex(u, u.Loc.T("app.dwarves.sheet.entered_title"), u.Loc.T("app.dwarves.sheet.entered_hint"), s.Perished, func(h string) {
					pay := dwarves.PayHealth
					if bav {
						pay = ""
					}
					sh.entered = append(sh.entered, dwarves.Entry{Hex: h, Pay: pay})
					sh.update(b.s)
				})
			})
			items = append(items, kit.Tall(add))
		}
	}
	return items, dwarves.ValidName(sh.dest)
}

// enterDest lists a known Perished Land hex chosen as the move's end among
// the hexes entered, with its price to choose: the rules charge it (a hero
// ending there entered it), so the sheet asks rather than be refused.
func (sh *diceSheet) enterDest(s dwarves.State, h string) {
	if h == s.Hero().Hex || !s.IsPerished(h) || slices.ContainsFunc(sh.entered, func(en dwarves.Entry) bool { return en.Hex == h }) {
		return
	}
	pay := dwarves.PayHealth
	if s.Hero().ID == dwarves.Bavragor {
		pay = ""
	}
	sh.entered = append(sh.entered, dwarves.Entry{Hex: h, Pay: pay})
}

// narmora offers Narmora's extra troop after a fight that defeated one:
// one more troop of her own hex (never from a card).
func (b *dwarvesBoard) narmora(s dwarves.State) {
	u := b.u
	h := s.Hero()
	if h.ID != dwarves.Narmora {
		return
	}
	left := s.At(dwarves.InHex(h.Hex)).Plain()
	if left.Zero() {
		return
	}
	var d *kit.Sheet
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.narmora.hint", "Hex", hexText(u, h.Hex)))}
	for _, k := range []struct {
		kind string
		n    int
		one  dwarves.Troops
	}{{dwarves.DieOrc, left.Orcs, dwarves.Troops{Orcs: 1}}, {dwarves.DieTroll, left.Trolls, dwarves.Troops{Trolls: 1}},
		{dwarves.DieElfar, left.Elfar, dwarves.Troops{Elfar: 1}}} {
		if k.n == 0 {
			continue
		}
		one := k.one
		items = append(items, kit.NewTile(u.Loc.T("app.dwarves.narmora.remove", "Kind", u.Loc.Msg(dwarves.TroopName(k.kind))), nil, func() {
			d.Hide()
			b.do(dwarves.Command{Kind: dwarves.CmdRemove, At: dwarves.InHex(h.Hex), Troops: one})
		}))
	}
	d = u.NewSheet(u.Loc.Msg(dwarves.HeroName(dwarves.Narmora)), container.NewVBox(items...)).WithClose(u.Loc.T("app.dwarves.narmora.skip"))
	d.Show()
}
