package dwarves

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// cardsSection is the decks: the Scenario or Saga deck by level with the
// cards in play (Book 5: their time markers), the Adventure display and
// deck with the chance that the next card is a Threat, the Threat and
// Equipment decks, and each Book's own: Book 3's diamonds, Book 4's dragons.
func (b *dwarvesBoard) cardsSection() []fyne.CanvasObject {
	u, s := b.u, b.s
	saga := s.Setup.Book >= 2 && s.Setup.Book <= 4
	sc := s.Scenario
	deckTitle := u.Loc.T("app.dwarves.cards.scenario_deck")
	if saga {
		deckTitle = u.Loc.T("app.dwarves.cards.saga_deck")
	}
	items := []fyne.CanvasObject{kit.Subheading(deckTitle),
		kit.WrapLabel(u.Loc.T("app.dwarves.cards.levels", "A", sc.Left.A, "B", sc.Left.B, "C", sc.Left.C)),
		kit.Quiet(u.Loc.T("app.dwarves.cards.done", "Done", sc.Done.Sum(), "Skipped", sc.Skipped.Sum(), "Removed", sc.Removed))}
	if s.Setup.Book == 5 {
		items = append(items, kit.Quiet(u.Loc.N("app.dwarves.cards.unfulfilled", sc.Unfulfilled)))
	}
	for i, sl := range sc.Slots {
		row := []fyne.CanvasObject{kit.WrapLabel(slotText(u, s, sl))}
		if s.Setup.Book == 5 && sl.Level == dwarves.LevelA {
			row = append(row, kit.NewCounter(u.Loc.T("app.dwarves.cards.time"), sl.Time, 0, 12, func(v int) {
				b.do(dwarves.Command{Kind: dwarves.CmdTime, Slot: i, Time: v})
			}).Object())
		}
		if !sl.FaceDown {
			done := kit.NewButton(u.Loc.T("app.dwarves.cards.complete"), theme.ConfirmIcon(), func() { b.completeSlot(i, sl) })
			row = append(row, kit.Tall(done))
		}
		items = append(items, kit.Card(container.NewVBox(row...)))
	}

	if !saga {
		num, den := s.ThreatChance()
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.cards.display")))
		if len(s.Display) == 0 {
			items = append(items, kit.Quiet(u.Loc.T("app.dwarves.cards.display_empty")))
		}
		for i, c := range s.Display {
			done := kit.IconButton(theme.ConfirmIcon(), func() { b.do(dwarves.Command{Kind: dwarves.CmdCardDone, Slot: i}) })
			items = append(items, container.NewBorder(nil, nil, nil, kit.AtLeast(done, kit.TouchSize, kit.TouchSize), kit.WrapLabel(displayCardText(u, c))))
		}
		items = append(items, kit.Quiet(u.Loc.T("app.dwarves.cards.display_hint")),
			kit.Subheading(u.Loc.T("app.dwarves.cards.adventure_deck")),
			kit.WrapLabel(u.Loc.N("app.dwarves.cards.adventure_count", s.Adventure.Size(), "N", s.Adventure.Size(), "Threats", s.ThreatsInDeck(),
				"Chance", percent(u, ratOf(num, den)), "Discard", s.Adventure.DiscardSize())))
	} else {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.cards.kept_title")))
		if len(s.Kept) == 0 {
			items = append(items, kit.Quiet(u.Loc.T("app.dwarves.cards.kept_none")))
		}
		for i, k := range s.Kept {
			done := kit.IconButton(theme.ConfirmIcon(), func() { b.do(dwarves.Command{Kind: dwarves.CmdThreatDone, Slot: i}) })
			items = append(items, container.NewBorder(nil, nil, nil, kit.AtLeast(done, kit.TouchSize, kit.TouchSize), kit.WrapLabel(keptText(u, k))))
		}
	}
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.cards.other_decks")),
		kit.WrapLabel(u.Loc.N("app.dwarves.cards.threat_deck", s.Threats.Size(), "N", s.Threats.Size())),
		kit.WrapLabel(u.Loc.N("app.dwarves.cards.equipment_deck", s.Equipment.Size(), "N", s.Equipment.Size(), "Discard", s.Equipment.DiscardSize())))
	if s.Setup.Book == 5 {
		items = append(items, kit.WrapLabel(u.Loc.N("app.dwarves.cards.special", s.Special, "N", s.Special)))
	}
	if s.Diamonds != nil {
		items = append(items, b.diamondItems()...)
	}
	if s.Setup.Book == 4 {
		items = append(items, b.dragonItems()...)
	}
	return items
}

// completeSlot completes a card in play: its quest is done (a level-C card
// wins the game, so the app asks first).
func (b *dwarvesBoard) completeSlot(i int, sl dwarves.Slot) {
	u := b.u
	cmd := dwarves.Command{Kind: dwarves.CmdComplete, Slot: i}
	if sl.Level != dwarves.LevelC {
		done := len(b.now().Scenario.Slots)
		b.do(cmd)
		if s := b.now(); s.Setup.Book == 5 && sl.Level == dwarves.LevelA && len(s.Scenario.Slots) < done && s.Special > 0 {
			b.specialReward()
		}
		return
	}
	u.Confirm(u.Loc.T("app.dwarves.cards.win_title"), u.Loc.T("app.dwarves.cards.win_body"), u.Loc.T("app.dwarves.cards.complete"), false,
		func() { b.do(cmd) })
}

// diamondItems are Book 3's diamonds: the tiles still hidden, each side's
// collection with its chance of the Mighty Diamond, and the two ways a
// diamond is revealed.
func (b *dwarvesBoard) diamondItems() []fyne.CanvasObject {
	u, s := b.u, b.s
	d := s.Diamonds
	items := []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.dwarves.diamond.title")),
		kit.WrapLabel(u.Loc.N("app.dwarves.diamond.hidden", d.Hidden.Size()))}
	side := func(sd string, vals []int) {
		var vs []string
		for _, v := range vals {
			vs = append(vs, strconv.Itoa(v))
		}
		if len(vs) == 0 {
			vs = append(vs, "—")
		}
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.diamond.side", "Side", u.Loc.Msg(dwarves.SideName(sd)),
			"Values", strings.Join(vs, " "), "Sum", d.Sum(sd), "Chance", percent(u, d.NextMightyOdds(sd)))))
	}
	side(dwarves.SideEvil, d.Bislipur)
	side(dwarves.SideHeroes, d.Balendilin)
	if d.Mighty != "" {
		l := kit.WrapLabel(u.Loc.T("app.dwarves.diamond.found", "Side", u.Loc.Msg(dwarves.SideName(d.Mighty))))
		l.TextStyle.Bold = true
		return append(items, l)
	}
	if d.Hidden.Size() == 0 {
		return items
	}
	items = append(items, kit.Quiet(u.Loc.T("app.dwarves.diamond.hint")))
	for _, sd := range []string{dwarves.SideEvil, dwarves.SideHeroes} {
		name := u.Loc.Msg(dwarves.SideName(sd))
		forMe := kit.NewTile(u.Loc.T("app.dwarves.diamond.draw", "Side", name), theme.MediaReplayIcon(), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdDiamond, Side: sd})
		})
		enter := kit.NewTile(u.Loc.T("app.dwarves.diamond.enter"), theme.DocumentCreateIcon(), func() { b.enterDiamond(sd) })
		items = append(items, container.NewGridWithColumns(2, forMe, enter))
	}
	return items
}

// enterDiamond takes a diamond turned over at the table and the two Number
// dice rolled for the Mighty Diamond.
func (b *dwarvesBoard) enterDiamond(side string) {
	u, s := b.u, b.s
	tile := -1
	var opts []kit.Option
	for v := 0; v <= 3; v++ {
		if s.Diamonds.Hidden.Count(strconv.Itoa(v)) > 0 {
			opts = append(opts, kit.Option{Value: strconv.Itoa(v), Label: strconv.Itoa(v)})
		}
	}
	var ok *widget.Button
	var entry *kit.DiceEntry
	check := func() {
		if ok != nil {
			kit.SetEnabled(ok, tile >= 0 && entry.Complete())
		}
	}
	entry = kit.NewDiceEntry(2, func(faces []int, n int) string {
		return u.Loc.T("app.dwarves.sheet.entered", "Faces", facesLine(faces), "N", len(faces), "Total", n)
	}, func([]int) { check() })
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.diamond.enter_hint", "Side", u.Loc.Msg(dwarves.SideName(side)))),
		kit.Subheading(u.Loc.T("app.dwarves.diamond.value")),
		kit.Segmented(opts, "", len(opts), func(v string) { tile, _ = strconv.Atoi(v); check() }),
		kit.Subheading(u.Loc.T("app.dwarves.diamond.dice")), entry.Object())
	// The dice are entered one by one: the sheet takes its full height from
	// the start.
	d := u.NewSheet(u.Loc.T("app.dwarves.diamond.title"), content).Tall()
	ok = d.WithCancelOK(u.Loc.T("common.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdDiamond, Side: side, Table: true, Tile: tile, Roll: entry.Faces()})
	})
	check()
	d.Show()
}

// dragonItems are Book 4's dragons: in play or not, and whether each has
// flown this turn; and the leaders on the map.
func (b *dwarvesBoard) dragonItems() []fyne.CanvasObject {
	u, s := b.u, b.s
	items := []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.dwarves.dragon.section")), kit.Quiet(u.Loc.T("app.dwarves.dragon.rule"))}
	for _, id := range []string{dwarves.Lohasbrand, dwarves.Kordrion} {
		in := false
		for _, d := range s.Dragons {
			in = in || d == id
		}
		items = append(items, kit.CheckTile(u.Loc.T("app.dwarves.dragon.in_play", "Dragon", u.Loc.Msg(dwarves.DragonName(id))), in, func(on bool) {
			b.do(dwarves.Command{Kind: dwarves.CmdDragon, Name: id, In: on})
		}))
	}
	items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.army.leaders", "Leaders", troopsText(u, s.OnBoard().Leaders()))),
		kit.Quiet(u.Loc.T("app.dwarves.army.leader_rule")))
	return items
}

// specialReward follows a Book 5 level-A card done in time: its reward is
// its special Equipment card, and the team decides which hero takes it.
func (b *dwarvesBoard) specialReward() {
	u, s := b.u, b.now()
	var d *kit.Sheet
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.reward.hint"))}
	for _, h := range s.Heroes {
		id := h.ID
		items = append(items, kit.NewTile(u.Loc.Msg(dwarves.HeroName(id)), nil, func() {
			d.Hide()
			b.takeEquipmentFrom(id, dwarves.WhySpecial)
		}))
	}
	d = u.NewSheet(u.Loc.T("app.dwarves.reward.title"), container.NewVBox(items...)).WithClose(u.Loc.T("common.close"))
	d.Show()
}
