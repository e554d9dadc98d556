package dwarves

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

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

// diamondsView is Book 3's diamonds: the tiles still hidden, each side's
// collection with its chance of the Mighty Diamond, and the two ways a
// diamond is revealed.
type diamondsView struct {
	b      *dwarvesBoard
	title  *kit.Label
	hidden *kit.Label
	sides  [2]*kit.Label // Evil's, the heroes'
	found  *kit.Label
	hint   *kit.Label
	draws  [2]fyne.CanvasObject
}

// diamondSides are the two sides collecting diamonds, in the section's order.
var diamondSides = [2]string{dwarves.SideEvil, dwarves.SideHeroes}

func newDiamondsView(b *dwarvesBoard) *diamondsView {
	u := b.u
	v := &diamondsView{b: b, title: kit.Subheading(u.Loc.T("app.dwarves.diamond.title")), hidden: kit.WrapLabel(""),
		found: kit.WrapLabel(""), hint: kit.Quiet(u.Loc.T("app.dwarves.diamond.hint"))}
	v.found.TextStyle.Bold = true
	for i, sd := range diamondSides {
		v.sides[i] = kit.WrapLabel("")
		name := u.Loc.Msg(dwarves.SideName(sd))
		forMe := kit.NewTile(u.Loc.T("app.dwarves.diamond.draw", "Side", name), theme.MediaReplayIcon(), func() {
			b.do(dwarves.Command{Kind: dwarves.CmdDiamond, Side: sd})
		})
		enter := kit.NewTile(u.Loc.T("app.dwarves.diamond.enter"), theme.DocumentCreateIcon(), func() { b.enterDiamond(sd) })
		v.draws[i] = container.NewGridWithColumns(2, forMe, enter)
	}
	return v
}

// update shows state s, and is what the section lists.
func (v *diamondsView) update(s dwarves.State) []fyne.CanvasObject {
	u := v.b.u
	d := s.Diamonds
	kit.SetText(v.hidden, u.Loc.N("app.dwarves.diamond.hidden", d.Hidden.Size()))
	items := []fyne.CanvasObject{v.title, v.hidden}
	for i, sd := range diamondSides {
		vals := d.Bislipur
		if sd == dwarves.SideHeroes {
			vals = d.Balendilin
		}
		var vs []string
		for _, n := range vals {
			vs = append(vs, strconv.Itoa(n))
		}
		if len(vs) == 0 {
			vs = append(vs, "—")
		}
		kit.SetText(v.sides[i], u.Loc.T("app.dwarves.diamond.side", "Side", u.Loc.Msg(dwarves.SideName(sd)),
			"Values", strings.Join(vs, " "), "Sum", d.Sum(sd), "Chance", percent(u, d.NextMightyOdds(sd))))
		items = append(items, v.sides[i])
	}
	if d.Mighty != "" {
		kit.SetText(v.found, u.Loc.T("app.dwarves.diamond.found", "Side", u.Loc.Msg(dwarves.SideName(d.Mighty))))
		return append(items, v.found)
	}
	if d.Hidden.Size() == 0 {
		return items
	}
	return append(items, v.hint, v.draws[0], v.draws[1])
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

// dragonsView is Book 4's dragons: in play or not, and the leaders on the
// map.
type dragonsView struct {
	b       *dwarvesBoard
	items   []fyne.CanvasObject
	in      [2]*kit.Tile
	leaders *kit.Label
}

// dragonIDs are Book 4's dragons, in the section's order.
var dragonIDs = [2]string{dwarves.Lohasbrand, dwarves.Kordrion}

func newDragonsView(b *dwarvesBoard) *dragonsView {
	u := b.u
	v := &dragonsView{b: b, leaders: kit.WrapLabel("")}
	v.items = []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.dwarves.dragon.section")), kit.Quiet(u.Loc.T("app.dwarves.dragon.rule"))}
	for i, id := range dragonIDs {
		// A check box as a tile (see kit.CheckTile), its state the session's.
		v.in[i] = kit.NewTile(u.Loc.T("app.dwarves.dragon.in_play", "Dragon", u.Loc.Msg(dwarves.DragonName(id))), nil, func() {
			b.do(dwarves.Command{Kind: dwarves.CmdDragon, Name: id, In: !slices.Contains(b.s.Dragons, id)})
		})
		v.items = append(v.items, v.in[i])
	}
	v.items = append(v.items, v.leaders, kit.Quiet(u.Loc.T("app.dwarves.army.leader_rule")))
	return v
}

// update shows state s, and is what the section lists.
func (v *dragonsView) update(s dwarves.State) []fyne.CanvasObject {
	for i, id := range dragonIDs {
		v.in[i].Check(slices.Contains(s.Dragons, id))
	}
	kit.SetText(v.leaders, v.b.u.Loc.T("app.dwarves.army.leaders", "Leaders", troopsText(v.b.u, s.OnBoard().Leaders())))
	return v.items
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
