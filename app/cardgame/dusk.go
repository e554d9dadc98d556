package cardgame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// upkeepPanel settles the destiny player's companions one by one: each answer
// is one tap.
type upkeepPanel struct {
	b     *cgBoard
	box   *fyne.Container
	head  *cgHead
	count *kit.Label
}

func (b *cgBoard) newUpkeepPanel() *upkeepPanel {
	u := b.u
	p := &upkeepPanel{b: b, head: b.newHead(), count: kit.Subheading("")}
	met := kit.NewTile(u.Loc.T("app.cardgame.upkeep_met"), theme.ConfirmIcon(), b.do(cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: cardgame.UpkeepMet}))
	met.SetImportance(widget.HighImportance)
	destroy := kit.NewTile(u.Loc.T("app.cardgame.upkeep_destroy"), theme.DeleteIcon(), b.do(cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: cardgame.UpkeepDestroy}))
	damage := kit.NewTile(u.Loc.T("app.cardgame.upkeep_damage"), theme.WarningIcon(), b.do(cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: cardgame.UpkeepDamage}))
	unpaid := kit.NewTile(u.Loc.T("app.cardgame.upkeep_unpaid"), theme.ErrorIcon(), func() {
		u.Confirm(u.Loc.T("app.cardgame.lose_title"), u.Loc.T("app.cardgame.lose_body", "Player", b.name(b.s, b.s.Destiny)),
			u.Loc.T("app.cardgame.lose_yes"), true, func() {
				b.f.Do(cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: cardgame.UpkeepUnpaid})
			})
	})
	unpaid.SetImportance(widget.DangerImportance)
	p.box = container.NewVBox(append(p.head.objects(),
		container.NewBorder(nil, nil, u.RefIcon("cardgame-upkeep", theme.IconInlineSize()), nil, p.count),
		b.side(met, destroy, damage, unpaid))...)
	return p
}

func (p *upkeepPanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b, u := p.b, p.b.u
	total := s.Seats[s.Destiny].Companions
	p.head.step(b, s, u.Loc.T("app.cardgame.upkeep_hint"))
	kit.SetText(p.count, u.Loc.T("app.cardgame.upkeep_which", "N", total-s.Upkeep+1, "Of", total))
	return p.box, nil
}

// cleanupPanel reminds what the clean-up does at the table: three things,
// one line each, for a glance. The markers' line leads with the exhaustion
// marker's pictogram, which opens its glossary entry.
type cleanupPanel struct {
	b       *cgBoard
	box     *fyne.Container
	head    *cgHead
	markers *kit.Label
	done    *bigTile
}

func (b *cgBoard) newCleanupPanel() *cleanupPanel {
	u := b.u
	p := &cleanupPanel{b: b, head: b.newHead(), markers: kit.WrapLabel(""), done: newBig()}
	p.box = container.NewVBox(p.head.objects()...)
	for _, line := range []*kit.Label{kit.WrapLabel(u.Loc.T("app.cardgame.cleanup_hand")), kit.WrapLabel(u.Loc.T("app.cardgame.cleanup_discard"))} {
		p.box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.NavigateNextIcon()), nil, line))
	}
	p.box.Add(container.NewBorder(nil, nil, u.RefIcon("cardgame-exhaustion", theme.IconInlineSize()), nil, p.markers))
	return p
}

func (p *cleanupPanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b, u := p.b, p.b.u
	p.head.step(b, s, "")
	kit.SetText(p.markers, u.Loc.T("app.cardgame.cleanup_markers", "Destiny", b.name(s, s.Destiny), "Bane", b.name(s, s.Bane())))
	return p.box, p.done.show(b, u.Loc.T("app.cardgame.cleanup_done"), theme.ConfirmIcon(), cardgame.Command{Kind: cardgame.CmdCleanup})
}

// swapPanel ends the round: the roles change hands.
type swapPanel struct {
	b    *cgBoard
	box  *fyne.Container
	head *cgHead
	swap *bigTile
}

func (b *cgBoard) newSwapPanel() *swapPanel {
	p := &swapPanel{b: b, head: b.newHead(), swap: newBig()}
	p.box = container.NewVBox(p.head.objects()...)
	return p
}

func (p *swapPanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b, u := p.b, p.b.u
	p.head.step(b, s, u.Loc.T("app.cardgame.swap_hint", "Player", b.name(s, s.Bane()), "Other", b.name(s, s.Destiny), "Round", s.Round+1))
	return p.box, p.swap.show(b, u.Loc.T("app.cardgame.swap_done", "Round", s.Round+1), theme.ViewRefreshIcon(), cardgame.Command{Kind: cardgame.CmdSwap})
}

// askDamage records damage taken by a seat: how much, then paid (cards
// destroyed at the table) or not payable, which loses the game.
func (b *cgBoard) askDamage(seat int) {
	u := b.u
	s := b.s
	f := s.Seats[seat].Faction
	var d *kit.Sheet
	n := kit.NewCounter(u.Loc.T("app.cardgame.damage_amount"), 1, 1, cardgame.MaxDamage, nil)
	paid := cgAnswer(u.Loc.T("app.cardgame.damage_paid"), theme.ConfirmIcon(), widget.HighImportance, func() {
		d.Hide()
		b.f.Do(cardgame.Command{Kind: cardgame.CmdDamage, Player: f, N: n.Value()})
	})
	unpaid := cgAnswer(u.Loc.T("app.cardgame.damage_unpaid"), theme.ErrorIcon(), widget.DangerImportance, func() {
		d.Hide()
		b.f.Do(cardgame.Command{Kind: cardgame.CmdDamage, Player: f, N: n.Value(), Unpaid: true})
	})
	content := container.NewVBox(cgDamageLine(u, kit.WrapLabel(u.Loc.T("app.cardgame.damage_hint"))), n.Object(), kit.Tall(paid), kit.Tall(unpaid))
	d = u.NewSheet(u.Loc.T("app.cardgame.damage_title", "Player", b.name(s, seat)), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// cgAnswer is an answer in a dialog's content: a tile whose text wraps, so a
// long answer at a large text size does not pass a phone's edge.
func cgAnswer(text string, icon fyne.Resource, imp widget.Importance, tap func()) *kit.Tile {
	t := kit.NewTile(text, icon, tap)
	t.SetImportance(imp)
	t.SetAlignment(fyne.TextAlignCenter)
	return t
}

// cgDamageLine leads a line of a damage dialog with the damage pictogram,
// which opens its entry over the dialog.
func cgDamageLine(u *kit.UI, line fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("cardgame-damage", theme.IconInlineSize())), nil, line)
}

// askSeat is a seat's dialog on a phone: damage taken (paid or not) and the
// companion count.
func (b *cgBoard) askSeat(seat int) {
	u := b.u
	s := b.s
	p := s.Seats[seat]
	var d *kit.Sheet
	n := kit.NewCounter(u.Loc.T("app.cardgame.damage_amount"), 1, 1, cardgame.MaxDamage, nil)
	paid := cgAnswer(u.Loc.T("app.cardgame.damage_paid"), theme.ConfirmIcon(), widget.HighImportance, func() {
		d.Hide()
		b.f.Do(cardgame.Command{Kind: cardgame.CmdDamage, Player: p.Faction, N: n.Value()})
	})
	unpaid := cgAnswer(u.Loc.T("app.cardgame.damage_unpaid"), theme.ErrorIcon(), widget.DangerImportance, func() {
		d.Hide()
		b.f.Do(cardgame.Command{Kind: cardgame.CmdDamage, Player: p.Faction, N: n.Value(), Unpaid: true})
	})
	c := kit.NewCounter(u.Loc.T("app.cardgame.companions"), p.Companions, 0, cardgame.MaxParty, nil)
	save := kit.NewButton(u.Loc.T("app.cardgame.companions_save"), theme.DocumentSaveIcon(), func() {
		d.Hide()
		if c.Value() != p.Companions {
			b.f.Do(cardgame.Command{Kind: cardgame.CmdCompanions, Player: p.Faction, N: c.Value()})
		}
	})
	var lands []fyne.CanvasObject
	if text := b.conquered(s, p.Faction); text != "" {
		// The phone's seat tile has no room for the lands: they are here.
		lands = []fyne.CanvasObject{kit.WrapLabel(text), widget.NewSeparator()}
	}
	content := container.NewVBox(append(lands,
		cgDamageLine(u, kit.Subheading(u.Loc.T("app.cardgame.damage_amount"))), kit.Quiet(u.Loc.T("app.cardgame.damage_hint")), n.Object(), kit.Tall(paid), kit.Tall(unpaid),
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.cardgame.companions")), kit.Quiet(u.Loc.T("app.cardgame.companions_hint")), c.Object(), kit.Tall(save))...)
	d = u.NewSheet(b.name(s, seat), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// askCompanions corrects a seat's companion count after a card effect.
func (b *cgBoard) askCompanions(seat int) {
	u := b.u
	s := b.s
	p := s.Seats[seat]
	var d *kit.Sheet
	n := kit.NewCounter(u.Loc.T("app.cardgame.companions"), p.Companions, 0, cardgame.MaxParty, nil)
	ok := kit.Primary(u.Loc.T("common.save"), theme.ConfirmIcon(), func() {
		d.Hide()
		if n.Value() != p.Companions {
			b.f.Do(cardgame.Command{Kind: cardgame.CmdCompanions, Player: p.Faction, N: n.Value()})
		}
	})
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.cardgame.companions_hint")), n.Object(), kit.Tall(ok))
	d = u.NewSheet(b.name(s, seat), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}
