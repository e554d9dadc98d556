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
	"skald/tracker"
)

// now is the session's state at this moment (b.s is what the screen shows,
// refreshed when the session's change notice arrives).
func (b *dwarvesBoard) now() dwarves.State { return b.state(b.f.Sess.State()) }

// learnSpace asks what the space the Hero marker reaches shows, then goes on
// with the advance unless the space calls for Recruitment dice (rolled or
// entered: the bar offers both) or a choice of Threat card.
func (b *dwarvesBoard) learnSpace(space int) {
	b.f.AskLearn(dwarves.DoomSpaceKey(space), "", func(v string) {
		book := b.now().Setup.Book
		switch {
		case dwarves.GateOf(v) != "":
		case v == dwarves.IconThreat && book >= 2 && book <= 4:
			b.keepThreat()
		default:
			b.do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true})
		}
	})
}

// enterRecruitment takes the skulls of the three Recruitment dice rolled at
// the table and says, before confirming, how many troops of each kind reach
// the Gate: as many as the skulls, as far as the supply goes.
func (b *dwarvesBoard) enterRecruitment() {
	u, s := b.u, b.now()
	_, icon, _, _ := s.NextSpace()
	gate := hexText(u, dwarves.GateOf(icon))
	var sk dwarves.Troops
	result := kit.WrapLabel("")
	result.TextStyle.Bold = true
	show := func() {
		got := sk.Min(s.Supply)
		if got.Zero() {
			result.SetText(u.Loc.T("app.dwarves.recruit.result_none", "Gate", gate))
			return
		}
		result.SetText(u.Loc.T("app.dwarves.recruit.result", "Gate", gate, "Troops", troopsText(u, got)))
	}
	cnt := func(kind string, dst *int, supply int) fyne.CanvasObject {
		return kit.NewCounter(u.Loc.T("app.dwarves.recruit.die", "Die", u.Loc.Msg(dwarves.TroopName(kind)), "Supply", supply),
			0, 0, 5, func(v int) { *dst = v; show() }).Object()
	}
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.recruit.hint"))}
	if s.BlankReroll() {
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.recruit.council")))
	}
	items = append(items,
		cnt(dwarves.DieOrc, &sk.Orcs, s.Supply.Orcs),
		cnt(dwarves.DieTroll, &sk.Trolls, s.Supply.Trolls),
		cnt(dwarves.DieElfar, &sk.Elfar, s.Supply.Elfar),
		result)
	show()
	d := u.NewSheet(u.Loc.T("app.dwarves.recruit.title", "Gate", gate), container.NewVBox(items...))
	d.WithCancelOK(u.Loc.T("app.dwarves.recruit.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true, Skulls: sk})
	})
	d.Show()
}

// keepThreat is a Threat icon in Books 2–4: two Threat cards are revealed and
// the team keeps one (its name is optional); an IMMEDIATE one is resolved and
// leaves the game.
func (b *dwarvesBoard) keepThreat() {
	u := b.u
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.dwarves.threat.name"))
	immediate := false
	imm := kit.CheckTile(u.Loc.T("app.dwarves.threat.immediate"), false, func(on bool) { immediate = on })
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.threat.hint")), kit.Tall(name), imm)
	d := u.NewSheet(u.Loc.T("app.dwarves.threat.title"), content)
	d.WithCancelOK(u.Loc.T("app.dwarves.threat.ok"), func() {
		before := b.now().Threats.Size()
		b.do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true, Threat: strings.TrimSpace(name.Text), Immediate: immediate})
		if b.now().Threats.Size() < before {
			b.threatHealth()
		}
	})
	d.Show()
}

// threatHealth carries out the council text that acts when a new Threat card
// is revealed: the team picks the hero who loses or gains 1 Health.
func (b *dwarvesBoard) threatHealth() {
	u, s := b.u, b.now()
	n := s.ThreatHealth()
	if n == 0 || s.Over() {
		return
	}
	var d *kit.Sheet
	title, hint := u.Loc.T("app.dwarves.threat.hurt_title"), u.Loc.T("app.dwarves.threat.hurt_hint")
	if n > 0 {
		title, hint = u.Loc.T("app.dwarves.threat.heal_title"), u.Loc.T("app.dwarves.threat.heal_hint")
	}
	items := []fyne.CanvasObject{kit.WrapLabel(hint)}
	for _, h := range s.Heroes {
		id := h.ID
		items = append(items, kit.NewTile(u.Loc.T("app.dwarves.hero.health_line", "Hero", u.Loc.Msg(dwarves.HeroName(id)),
			"Health", h.Health, "Max", h.Hearts()), nil, func() {
			d.Hide()
			b.do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: id, N: n})
		}))
	}
	d = u.NewSheet(title, container.NewVBox(items...)).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// revealScenario reveals the next Scenario card: its name (optional), whether
// it is discarded at once (its quest already done, or a level-C condition
// unmet) and, in Book 5, the time markers on a level-A card.
func (b *dwarvesBoard) revealScenario() {
	u, s := b.u, b.now()
	level := s.Scenario.Left.Next()
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.dwarves.scenario.name"))
	skip := false
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.scenario.hint", "Level", level)), kit.Tall(name),
		kit.CheckTile(u.Loc.T("app.dwarves.scenario.skip"), false, func(on bool) { skip = on })}
	time := 0
	if s.Setup.Book == 5 && level == dwarves.LevelA {
		items = append(items, kit.NewCounter(u.Loc.T("app.dwarves.scenario.time"), 0, 0, 12, func(v int) { time = v }).Object())
	}
	d := u.NewSheet(u.Loc.T("app.dwarves.scenario.title", "Level", level), container.NewVBox(items...))
	d.WithCancelOK(u.Loc.T("app.dwarves.scenario.ok"), func() {
		c := dwarves.Command{Kind: dwarves.CmdReveal, Name: strings.TrimSpace(name.Text), Skip: skip}
		if !skip {
			c.Time = time
		}
		b.do(c)
	})
	d.Show()
}

// revealCard reveals an Adventure-deck card into the display; a Threat card
// may call for the council's Health change.
func (b *dwarvesBoard) revealCard(c dwarves.Command) {
	before := threats(b.now().Display)
	b.do(c)
	if threats(b.now().Display) > before {
		b.threatHealth()
	}
}

func threats(cards []dwarves.Card) int {
	n := 0
	for _, c := range cards {
		if c.Kind == dwarves.CardThreat {
			n++
		}
	}
	return n
}

// otherAction records an action without dice: a card's own action, drawing
// a spell (Andôkai)…
func (b *dwarvesBoard) otherAction() {
	u := b.u
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.dwarves.other.name"))
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.other.hint")), kit.Tall(name)}
	var d *kit.Sheet
	if b.now().Hero().ID == dwarves.Andokai {
		items = append(items, kit.NewTile(u.Loc.T("app.dwarves.other.spell"), nil, func() {
			d.Hide()
			b.do(dwarves.Command{Kind: dwarves.CmdAction, Name: u.Loc.T("app.dwarves.other.spell_name")})
		}))
	}
	d = u.NewSheet(u.Loc.T("app.dwarves.other.title"), container.NewVBox(items...))
	ok := d.WithCancelOK(u.Loc.T("app.dwarves.other.ok"), func() {
		b.do(dwarves.Command{Kind: dwarves.CmdAction, Name: strings.TrimSpace(name.Text)})
	})
	ok.Disable()
	name.OnChanged = func(s string) { kit.SetEnabled(ok, dwarves.ValidName(strings.TrimSpace(s))) }
	d.Show()
}

// endTurn ends the turn (Book 5 cards whose time ran out expire then).
// Dragons still to fly fly first: the app asks for each one's die, then ends
// the turn.
func (b *dwarvesBoard) endTurn() {
	s := b.now()
	for _, d := range s.Dragons {
		if !slices.Contains(s.Flown, d) {
			b.flyDragon(d, b.endTurn)
			return
		}
	}
	b.do(dwarves.Command{Kind: dwarves.CmdEndTurn})
}

// enterDragon takes the direction die rolled at the table for a dragon.
func (b *dwarvesBoard) enterDragon(id string) { b.flyDragon(id, nil) }

// flyDragon asks for a dragon's direction die (rolled at the table, or by
// the app), moves it, then calls then (when set and the dragon flew).
func (b *dwarvesBoard) flyDragon(id string, then func()) {
	u := b.u
	var d *kit.Sheet
	fly := func(c dwarves.Command) {
		d.Hide()
		b.do(c)
		if slices.Contains(b.now().Flown, id) {
			b.dragonLanded(id, then)
		}
	}
	var faces []fyne.CanvasObject
	for f := 1; f <= 6; f++ {
		faces = append(faces, kit.AtLeast(widget.NewButton(strconv.Itoa(f), func() {
			fly(dwarves.Command{Kind: dwarves.CmdDragonMove, Name: id, Table: true, Face: f})
		}), kit.TouchSize, kit.TouchSize))
	}
	forMe := kit.NewTile(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
		fly(dwarves.Command{Kind: dwarves.CmdDragonMove, Name: id})
	})
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.dwarves.dragon.hint", "Dragon", u.Loc.Msg(dwarves.DragonName(id)))),
		container.NewGridWithColumns(6, faces...), forMe)
	d = u.NewSheet(u.Loc.T("app.dwarves.dragon.title"), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// dragonLanded says where the dragon flew and lets the table hurt the heroes
// on or next to the hex it reached: each loses 1 Equipment card or 1 Health
// (another hero may take the Health loss). then runs when the table is done.
func (b *dwarvesBoard) dragonLanded(id string, then func()) {
	u := b.u
	box := container.NewVBox()
	var d *kit.Sheet
	var fill func()
	cols := sheetColumns(u, 2, true, u.Loc.T("app.dwarves.dragon.hurt"), u.Loc.T("app.dwarves.dragon.lose_equipment"))
	fill = func() {
		s := b.now()
		flew := kit.WrapLabel(lastDone(u, b.f.Sess))
		flew.TextStyle.Bold = true
		items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.dragon.landed_hint"))}
		for _, h := range s.Heroes {
			hid := h.ID
			hurt := kit.NewTile(u.Loc.T("app.dwarves.dragon.hurt"), theme.ContentRemoveIcon(), func() {
				b.do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: hid, N: -1})
				if b.now().Over() {
					d.Hide()
					return
				}
				fill()
			})
			lose := kit.NewTile(u.Loc.T("app.dwarves.dragon.lose_equipment"), theme.DeleteIcon(), func() {
				b.pickEquipmentToLose(hid)
			})
			kit.SetEnabled(lose, len(h.Equipment) > 0)
			items = append(items, kit.Subheading(u.Loc.T("app.dwarves.hero.health_line", "Hero", u.Loc.Msg(dwarves.HeroName(hid)),
				"Health", h.Health, "Max", h.Hearts())), container.NewGridWithColumns(cols, hurt, lose))
		}
		// What was done last goes below the heroes: its length changes
		// with each tap, and the buttons above it stay put.
		box.Objects = append(items, widget.NewSeparator(), flew)
		box.Refresh()
	}
	fill()
	title := u.Loc.T("app.dwarves.dragon.landed", "Dragon", u.Loc.Msg(dwarves.DragonName(id)))
	// The sheet is refilled as the heroes are hurt: it takes its full height
	// from the start.
	d = u.NewSheet(title, box).Tall().WithClose(u.Loc.T("app.dwarves.dragon.landed_done"))
	d.SetOnClosed(func() {
		if then != nil && !b.now().Over() {
			then()
		}
	})
	d.Show()
}

// pickEquipmentToLose asks which of a hero's Equipment cards goes.
func (b *dwarvesBoard) pickEquipmentToLose(id string) {
	u, s := b.u, b.now()
	i := -1
	for j, h := range s.Heroes {
		if h.ID == id {
			i = j
		}
	}
	if i < 0 || len(s.Heroes[i].Equipment) == 0 {
		return
	}
	var d *kit.Sheet
	var items []fyne.CanvasObject
	for _, name := range s.Heroes[i].Equipment {
		items = append(items, kit.NewTile(name, nil, func() {
			d.Hide()
			b.loseEquipment(id, name)
		}))
	}
	d = u.NewSheet(u.Loc.T("app.dwarves.dragon.lose_equipment"), container.NewVBox(items...)).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// lastDone is the newest action of the history in words, "" when none.
func lastDone(u *kit.UI, sess kit.Session) string {
	es, err := sess.History(0, 1)
	if err != nil || len(es) == 0 || es[0].Status != tracker.Active {
		return ""
	}
	return u.Loc.Msg(es[0].Label)
}
