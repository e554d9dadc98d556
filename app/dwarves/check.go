package dwarves

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// checkForm chooses the card checked: one under way or a new one, its
// attribute (before the roll only), the number each die must reach, the
// successes it needs and whether they carry over to later turns.
func (sh *diceSheet) checkForm(s dwarves.State, beforeRoll bool) []fyne.CanvasObject {
	u := sh.b.u
	var items []fyne.CanvasObject
	pick := func(card string, p dwarves.Progress) {
		sh.card, sh.target, sh.need, sh.persist = card, p.Target, p.Need, p.Persist
		if beforeRoll {
			sh.attr = p.Attr
			sh.dice = s.Pool(dwarves.ActCheck, sh.attr).Dice
		}
		sh.update(sh.b.s)
	}
	for _, card := range sortedChecks(s) {
		p := s.Checks[card]
		if !beforeRoll && p.Attr != s.Roll.Attr {
			continue
		}
		t := kit.NewTile(u.Loc.T("app.dwarves.sheet.check_open", "Card", checkCardName(u, card), "Got", p.Got, "Need", p.Need,
			"Attr", u.Loc.Msg(dwarves.AttrName(p.Attr)), "Target", p.Target), nil, func() { pick(card, p) })
		t.Mark(card == sh.card)
		items = append(items, t)
	}
	if _, open := s.Checks[dwarves.CouncilEquipmentCard]; s.EquipmentAction() && !open && (beforeRoll || s.Roll.Attr == dwarves.AttrCraft) {
		t := kit.NewTile(u.Loc.T("app.dwarves.sheet.council_equipment"), nil, func() {
			pick(dwarves.CouncilEquipmentCard, dwarves.Progress{Attr: dwarves.AttrCraft, Target: dwarves.CouncilEquipmentTarget, Need: 1})
		})
		t.Mark(sh.card == dwarves.CouncilEquipmentCard)
		items = append(items, t)
	}
	if _, open := s.Checks[dwarves.DiamondCard]; s.DiamondCheck() && !open && (beforeRoll || s.Roll.Attr == dwarves.AttrCraft) {
		t := kit.NewTile(u.Loc.T("app.dwarves.sheet.diamond_check"), nil, func() {
			pick(dwarves.DiamondCard, dwarves.Progress{Attr: dwarves.AttrCraft, Target: dwarves.DiamondTarget, Need: 1})
		})
		t.Mark(sh.card == dwarves.DiamondCard)
		items = append(items, t)
	}
	if _, open := s.Checks[sh.card]; open || sh.card == dwarves.CouncilEquipmentCard || sh.card == dwarves.DiamondCard {
		new1 := kit.NewButton(u.Loc.T("app.dwarves.sheet.check_other"), theme.ContentAddIcon(), func() {
			sh.card, sh.target, sh.need, sh.persist = "", 4, 1, false
			sh.update(sh.b.s)
		})
		return append(items, kit.Tall(new1))
	}
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.dwarves.sheet.check_card"))
	name.SetText(sh.card)
	name.OnChanged = sh.nameCard
	name.OnSubmitted = func(string) { sh.update(sh.b.s) }
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.check_new")), kit.Tall(name))
	if beforeRoll {
		var attrs []kit.Option
		for _, a := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed} {
			attrs = append(attrs, kit.Option{Value: a, Label: u.Loc.Msg(dwarves.AttrName(a))})
		}
		items = append(items, kit.Segmented(attrs, sh.attr, 3, func(v string) {
			sh.attr = v
			sh.dice = s.Pool(dwarves.ActCheck, v).Dice
			sh.update(sh.b.s)
		}))
	}
	var targets []kit.Option
	for t := 2; t <= 6; t++ {
		targets = append(targets, kit.Option{Value: strconv.Itoa(t), Label: u.Loc.T("app.dwarves.council.need", "N", t)})
	}
	items = append(items, kit.Quiet(u.Loc.T("app.dwarves.sheet.target")), kit.Segmented(targets, strconv.Itoa(sh.target), 5, func(v string) {
		sh.target, _ = strconv.Atoi(v)
		sh.update(sh.b.s)
	}))
	items = append(items, kit.NewCounter(u.Loc.T("app.dwarves.sheet.need"), sh.need, 1, 20, func(v int) {
		sh.need = v
		sh.update(sh.b.s)
	}).Object(), kit.CheckTile(u.Loc.T("app.dwarves.sheet.persist"), sh.persist, func(on bool) { sh.persist = on }))
	return items
}

func sortedChecks(s dwarves.State) []string {
	var out []string
	for c := range s.Checks {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// checkCardName is a checked card in words (the council's own check by name).
func checkCardName(u *kit.UI, card string) string {
	switch card {
	case dwarves.CouncilEquipmentCard:
		return u.Loc.T("app.dwarves.sheet.council_card")
	case dwarves.DiamondCard:
		return u.Loc.T("app.dwarves.sheet.diamond_card")
	}
	return card
}

// checkDone follows a check completed for the council's Equipment card or
// a Book 3 diamond with what the success brings: who takes the card, or the
// diamond turned over for the heroes and the Mighty Diamond roll.
func (b *dwarvesBoard) checkDone(card string) {
	u, s := b.u, b.now()
	if s.Over() {
		return
	}
	var d *kit.Sheet
	var items []fyne.CanvasObject
	title := ""
	switch card {
	case dwarves.CouncilEquipmentCard:
		title = u.Loc.T("app.dwarves.sheet.council_card")
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.council_equip.hint")))
		for _, h := range s.Heroes {
			id := h.ID
			items = append(items, kit.NewTile(u.Loc.Msg(dwarves.HeroName(id)), nil, func() {
				d.Hide()
				b.takeEquipment(id)
			}))
		}
	case dwarves.DiamondCard:
		if !s.DiamondCheck() {
			return
		}
		title = u.Loc.T("app.dwarves.sheet.diamond_card")
		forMe := kit.NewTile(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
			d.Hide()
			b.do(dwarves.Command{Kind: dwarves.CmdDiamond, Side: dwarves.SideHeroes})
		})
		enter := kit.NewTile(u.Loc.T("app.dwarves.diamond.enter"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			b.enterDiamond(dwarves.SideHeroes)
		})
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.diamond_won.hint", "Chance", percent(u, s.Diamonds.NextMightyOdds(dwarves.SideHeroes)))),
			container.NewGridWithColumns(sheetColumns(u, 2, true, u.Loc.T("app.dwarves.sheet.roll"), u.Loc.T("app.dwarves.diamond.enter")),
				kit.AtLeast(forMe, 0, kit.BigSize), kit.AtLeast(enter, 0, kit.BigSize)))
	default:
		return
	}
	d = u.NewSheet(title, container.NewVBox(items...)).WithClose(u.Loc.T("common.close"))
	d.Show()
}

// cardCleared offers to discard a Threat card whose troops a fight has all
// defeated: the threat is averted. Only a card the table named in the
// display (Books 1, 5) or among the Threat cards face up (Books 2–4).
func (b *dwarvesBoard) cardCleared(s dwarves.State, card string) {
	u := b.u
	cmd := dwarves.Command{Slot: -1}
	for i, c := range s.Display {
		if c.Name == card {
			cmd = dwarves.Command{Kind: dwarves.CmdCardDone, Slot: i}
		}
	}
	for i, k := range s.Kept {
		if k == card {
			cmd = dwarves.Command{Kind: dwarves.CmdThreatDone, Slot: i}
		}
	}
	if cmd.Kind == "" {
		return
	}
	u.Confirm(card, u.Loc.T("app.dwarves.cleared.body", "Card", card), u.Loc.T("app.dwarves.cleared.ok"), false, func() { b.do(cmd) })
}
