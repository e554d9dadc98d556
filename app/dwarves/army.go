package dwarves

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// troopsText says troops in words: "2 Orcs, 1 Troll, 1 Troll leader".
func troopsText(u *kit.UI, t dwarves.Troops) string {
	if t.Pieces() == 0 {
		return u.Loc.T("app.dwarves.troops.none")
	}
	return u.Loc.List(t.Words())
}

// armyView is the Army of Evil section: each kind on the map against its
// supply, the Perished Land tiles used, Blacksaddle's count, and every place
// holding troops with Move and Remove.
type armyView struct {
	b          *dwarvesBoard
	box        *fyne.Container
	kinds      [3]*kit.Label // Orcs, Trolls, Elfar
	leaders    *kit.Label
	count      *fyne.Container // the kinds and leaders, in a card
	countCard  fyne.CanvasObject
	perishedT  *kit.Label
	perished   *kit.Label
	expert     *kit.Label
	saddleT    *kit.Label
	saddle     *kit.Label
	saddleLead *kit.Label
	placesT    *kit.Label
	empty      *kit.Label
	places     pool[*placeRow]
	tail       []fyne.CanvasObject // the hint and the card-effect tiles
}

// placeRow is a place holding troops, with Move and Remove.
type placeRow struct {
	w    dwarves.Where
	text *kit.Label
	obj  fyne.CanvasObject
}

func newArmyView(b *dwarvesBoard) *armyView {
	u := b.u
	v := &armyView{b: b, box: container.NewVBox(), leaders: kit.WrapLabel(""), count: container.NewVBox(),
		perishedT: kit.Subheading(u.Loc.T("app.dwarves.army.perished_title")), perished: kit.WrapLabel(""),
		expert: kit.Quiet(u.Loc.T("app.dwarves.army.expert")), saddleT: kit.Subheading(u.Loc.T("app.dwarves.army.blacksaddle_title")),
		saddle: kit.WrapLabel(""), saddleLead: kit.Quiet(u.Loc.T("app.dwarves.army.blacksaddle_leaders")),
		placesT: kit.Subheading(u.Loc.T("app.dwarves.army.places")), empty: kit.Quiet(u.Loc.T("app.dwarves.army.empty"))}
	for i := range v.kinds {
		v.kinds[i] = kit.WrapLabel("")
	}
	v.countCard = kit.Card(v.count)
	v.places.make = func() *placeRow {
		r := &placeRow{text: kit.WrapLabel("")}
		move := kit.IconButton(theme.MailForwardIcon(), func() { b.moveTroops(r.w) })
		remove := kit.IconButton(theme.ContentRemoveIcon(), func() { b.removeTroops(r.w) })
		r.obj = container.NewBorder(nil, nil, nil,
			container.NewHBox(kit.AtLeast(move, kit.TouchSize, kit.TouchSize), kit.AtLeast(remove, kit.TouchSize, kit.TouchSize)), r.text)
		return r
	}
	v.tail = []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.army.buttons_hint")),
		// Tiles: their text wraps at a large text size instead of widening the screen.
		kit.Tall(centredTile(u.Loc.T("app.dwarves.army.place_troops"), theme.ContentAddIcon(), b.placeTroops)),
		kit.Tall(centredTile(u.Loc.T("app.dwarves.army.perish"), theme.WarningIcon(), b.perishHex)),
		kit.Tall(centredTile(u.Loc.T("app.dwarves.army.doom"), theme.MediaSkipNextIcon(), b.doomByCard))}
	return v
}

func (v *armyView) object() fyne.CanvasObject { return v.box }

func (v *armyView) update(s dwarves.State) {
	u := v.b.u
	on := s.OnBoard()
	for i, k := range []struct {
		kind              string
		on, supply, total int
	}{
		{dwarves.DieOrc, on.Orcs, s.Supply.Orcs, dwarves.Total.Orcs},
		{dwarves.DieTroll, on.Trolls, s.Supply.Trolls, dwarves.Total.Trolls},
		{dwarves.DieElfar, on.Elfar, s.Supply.Elfar, dwarves.Total.Elfar},
	} {
		kit.SetText(v.kinds[i], u.Loc.T("app.dwarves.army.kind", "Kind", u.Loc.Msg(dwarves.TroopName(k.kind)), "On", k.on, "Supply", k.supply, "Total", k.total))
	}
	count := []fyne.CanvasObject{v.kinds[0], v.kinds[1], v.kinds[2]}
	if s.Setup.Book == 4 {
		kit.SetText(v.leaders, u.Loc.T("app.dwarves.army.leaders", "Leaders", troopsText(u, on.Leaders())))
		count = append(count, v.leaders)
	}
	kit.SetObjects(v.count, count...)
	items := []fyne.CanvasObject{v.countCard}

	perished := u.Loc.N("app.dwarves.army.perished", len(s.Perished), "N", len(s.Perished), "Total", dwarves.PerishedTiles, "At", s.PerishAt())
	if len(s.Perished) > 0 {
		var names []string
		for _, h := range s.Perished {
			names = append(names, hexText(u, h))
		}
		perished += "\n" + strings.Join(names, ", ")
	}
	kit.SetText(v.perished, perished)
	items = append(items, v.perishedT, v.perished)
	if s.Setup.Expert {
		items = append(items, v.expert)
	}

	bs := s.At(dwarves.InHex(dwarves.Blacksaddle))
	kit.SetText(v.saddle, u.Loc.N("app.dwarves.army.blacksaddle", bs.Weight(), "At", dwarves.BlacksaddleAt))
	items = append(items, v.saddleT, v.saddle)
	if s.Setup.Book == 4 {
		items = append(items, v.saddleLead)
	}

	items = append(items, v.placesT)
	places := s.Places()
	if len(places) == 0 {
		items = append(items, v.empty)
	}
	for i, w := range places {
		key := "app.dwarves.army.place"
		if w.Hex != "" && s.IsPerished(w.Hex) {
			key = "app.dwarves.army.place_perished"
		}
		r := v.places.get(i)
		r.w = w
		kit.SetText(r.text, u.Loc.T(key, "Place", placeText(u, w), "Troops", troopsText(u, s.At(w))))
		items = append(items, r.obj)
	}
	kit.SetObjects(v.box, append(items, v.tail...)...)
}

// troopCounters are steppers for each kind, bounded by lim; leaders only in
// Book 4 (lim has none otherwise).
func (b *dwarvesBoard) troopCounters(lim dwarves.Troops, start dwarves.Troops, changed func(dwarves.Troops)) []fyne.CanvasObject {
	u := b.u
	t := start.Min(lim)
	var out []fyne.CanvasObject
	add := func(id string, max int, dst *int) {
		if max <= 0 {
			return
		}
		out = append(out, kit.NewCounter(u.Loc.N(id, max), *dst, 0, max, func(v int) { *dst = v; changed(t) }).Object())
	}
	add("app.dwarves.count.orcs", lim.Orcs, &t.Orcs)
	add("app.dwarves.count.trolls", lim.Trolls, &t.Trolls)
	add("app.dwarves.count.elfar", lim.Elfar, &t.Elfar)
	add("app.dwarves.count.orc_leader", lim.OrcLeader, &t.OrcLeader)
	add("app.dwarves.count.troll_leader", lim.TrollLeader, &t.TrollLeader)
	add("app.dwarves.count.elfar_leader", lim.ElfarLeader, &t.ElfarLeader)
	changed(t)
	return out
}

// moveTroops moves troops from a place to a hex: how many of each kind (all
// by default, as when troops leave Perished Land along its arrow) and where.
func (b *dwarvesBoard) moveTroops(from dwarves.Where) {
	u, s := b.u, b.now()
	there := s.At(from)
	var t dwarves.Troops
	dest := ""
	var ok *widget.Button
	check := func() {
		if ok != nil {
			kit.SetEnabled(ok, dest != "" && !t.Zero() && dwarves.InHex(dest) != from)
		}
	}
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.move.hint", "Place", placeText(u, from), "Troops", troopsText(u, there)))}
	items = append(items, b.troopCounters(there, there, func(v dwarves.Troops) { t = v; check() })...)
	destTile := kit.NewTile(u.Loc.T("app.dwarves.sheet.dest_none"), theme.SearchIcon(), nil)
	destTile.Button.OnTapped = func() {
		var known []string
		for _, h := range s.KnownHexes() {
			if dwarves.InHex(h) != from {
				known = append(known, h)
			}
		}
		pickHex(u, u.Loc.T("app.dwarves.move.to"), u.Loc.T("app.dwarves.move.to_hint"), known, func(h string) {
			dest = h
			destTile.SetText(u.Loc.T("app.dwarves.sheet.dest", "Hex", hexText(u, h)))
			check()
		})
	}
	items = append(items, destTile)
	dlg := u.NewSheet(u.Loc.T("app.dwarves.move.title"), container.NewVBox(items...))
	ok = dlg.WithCancelOK(u.Loc.T("app.dwarves.move.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdMoveTroops, Moves: []dwarves.TroopMove{{From: from, To: dwarves.InHex(dest), Troops: t}}})
	})
	check()
	dlg.Show()
}

// removeTroops returns troops to the supply (a card's effect, Narmora's
// extra troop); leaders go back to the box.
func (b *dwarvesBoard) removeTroops(from dwarves.Where) {
	u, s := b.u, b.now()
	there := s.At(from)
	var t dwarves.Troops
	var ok *widget.Button
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.remove.hint", "Place", placeText(u, from), "Troops", troopsText(u, there)))}
	items = append(items, b.troopCounters(there, dwarves.Troops{}, func(v dwarves.Troops) {
		t = v
		if ok != nil {
			kit.SetEnabled(ok, !t.Zero())
		}
	})...)
	dlg := u.NewSheet(u.Loc.T("app.dwarves.remove.title"), container.NewVBox(items...))
	ok = dlg.WithCancelOK(u.Loc.T("app.dwarves.remove.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdRemove, At: from, Troops: t})
	})
	ok.Disable()
	dlg.Show()
}

// placeTroops puts troops from the supply (leaders from the box) on a hex or
// on a card, as a card says.
func (b *dwarvesBoard) placeTroops() {
	u, s := b.u, b.now()
	lim := s.Supply.Add(s.LeadersInBox())
	var t dwarves.Troops
	var at dwarves.Where
	var ok *widget.Button
	check := func() {
		if ok != nil {
			kit.SetEnabled(ok, !t.Zero() && (at.Hex != "" || at.Card != ""))
		}
	}
	where := kit.NewTile(u.Loc.T("app.dwarves.place.none"), theme.SearchIcon(), nil)
	where.Button.OnTapped = func() {
		pickHex(u, u.Loc.T("app.dwarves.place.hex_title"), u.Loc.T("app.dwarves.place.hex_hint"), s.KnownHexes(), func(h string) {
			at = dwarves.InHex(h)
			where.SetText(u.Loc.T("app.dwarves.place.at", "Place", placeText(u, at)))
			check()
		})
	}
	cardName := widget.NewEntry()
	cardName.SetPlaceHolder(u.Loc.T("app.dwarves.place.card"))
	cardName.OnChanged = func(v string) {
		v = strings.TrimSpace(v)
		if dwarves.ValidName(v) {
			at = dwarves.OnCard(v)
			where.SetText(u.Loc.T("app.dwarves.place.at", "Place", placeText(u, at)))
		}
		check()
	}
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.place.hint")), where, kit.Tall(cardName)}
	items = append(items, b.troopCounters(lim, dwarves.Troops{}, func(v dwarves.Troops) { t = v; check() })...)
	dlg := u.NewSheet(u.Loc.T("app.dwarves.place.title"), container.NewVBox(items...))
	ok = dlg.WithCancelOK(u.Loc.T("app.dwarves.place.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdTroops, At: at, Troops: t})
	})
	check()
	dlg.Show()
}

// perishHex turns a hex into Perished Land because a card says so.
func (b *dwarvesBoard) perishHex() {
	u, s := b.u, b.now()
	var known []string
	for _, h := range s.KnownHexes() {
		if h != dwarves.Blacksaddle && !s.IsPerished(h) {
			known = append(known, h)
		}
	}
	pickHex(u, u.Loc.T("app.dwarves.army.perish"), u.Loc.T("app.dwarves.army.perish_hint"), known, func(h string) {
		b.do(dwarves.Command{Kind: dwarves.CmdPerish, Hex: h})
	})
}

// doomByCard advances the Doom marker 1 to 3 spaces because a card says so.
func (b *dwarvesBoard) doomByCard() {
	u := b.u
	n := 1
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.army.doom_hint")),
		kit.NewCounter(u.Loc.T("app.dwarves.army.doom_spaces"), 1, 1, dwarves.ExpiryDoom, func(v int) { n = v }).Object())
	d := u.NewSheet(u.Loc.T("app.dwarves.army.doom"), content)
	d.WithCancelOK(u.Loc.T("app.dwarves.army.doom_ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdDoom, N: n})
	})
	d.Show()
}
