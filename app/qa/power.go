package qa

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// What a hero's power changed. Skald does not know the powers printed on the
// hero cards; once the active hero's power is ticked as used, this sheet lets
// the table tell Skald what it changed among the things Skald keeps (Skill
// cards of a hero, a Chaams, where a hero stands), so the books stay true to
// the table. Each change goes in the history like any action.

// powerFxTile opens the sheet; nil when the rules take no power effect now.
func (t *qaTurn) powerFxTile() fyne.CanvasObject {
	if !t.can(qa.CmdPowerCards) {
		return nil
	}
	b := kit.NewTile(t.b.u.Loc.T("app.qa.fx_open"), theme.DocumentCreateIcon(), t.powerDialog)
	return b
}

func (t *qaTurn) powerDialog() {
	u := t.b.u
	s := t.s
	me, ok := s.Active()
	if !ok {
		return
	}
	var d *kit.Sheet
	body := container.NewVBox()
	send := func(cmd qa.Command) {
		d.Hide()
		t.send(cmd)
	}
	choice := func(text string, icon fyne.Resource, on bool, tap func()) *kit.Tile {
		b := kit.NewTile(text, icon, tap)
		if on {
			b.SetImportance(widget.HighImportance)
			b.SetIcon(theme.ConfirmIcon())
		}
		return b
	}
	lieuText := func(n int) string { return u.Loc.Msg(qa.LieuTitle(s, n)) }

	who := me.ID                 // whose Skill cards change
	lose := map[string]int{}     // Skill cards discarded, by type
	var gain []string            // Skill cards drawn, named at the table
	drawN := 0                   // or drawn by the app
	chaams, from := "", 0        // the Chaams that moves, and its Lieu
	mover := ""                  // the hero who moves
	dice := slices.Clone(s.Dice) // the dice on the hero card, as the power leaves them
	var fill func()
	fill = func() {
		objs := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.qa.fx_hint"))}

		// Skill cards.
		objs = append(objs, kit.Subheading(u.Loc.T("app.qa.fx_cards")))
		var heroes []fyne.CanvasObject
		var h qa.Hero
		for _, x := range s.Heroes {
			if x.ID == who {
				h = x
			}
			heroes = append(heroes, choice(u.Loc.Msg(qa.HeroName(x.ID)), nil, x.ID == who, func() {
				who, lose = x.ID, map[string]int{}
				fill()
			}))
		}
		objs = append(objs, qaWordGrid(2, heroes...))
		var loses []fyne.CanvasObject
		for _, ty := range qa.SkillTypes {
			held := h.Count(ty)
			if held == 0 {
				continue
			}
			text := u.Loc.T("app.qa.fx_discard", "Skill", u.Loc.Msg(qa.SkillName(ty)), "N", lose[ty], "Of", held)
			b := kit.NewTile(text, qaSkillIcon(ty), func() {
				lose[ty] = (lose[ty] + 1) % (held + 1)
				fill()
			})
			if lose[ty] > 0 {
				b.SetImportance(widget.HighImportance)
			}
			loses = append(loses, b)
		}
		if len(loses) > 0 {
			objs = append(objs, kit.Quiet(u.Loc.T("app.qa.fx_lose_title")), qaWordGrid(2, loses...))
		}
		var lost []string
		for _, ty := range qa.SkillTypes {
			for range lose[ty] {
				lost = append(lost, ty)
			}
		}
		var gains []fyne.CanvasObject
		if qaTable(u) {
			can := qa.NameableSkills(s, gain)
			for _, ty := range qa.SkillTypes {
				if !slices.Contains(can, ty) {
					continue
				}
				n := 0
				for _, g := range gain {
					if g == ty {
						n++
					}
				}
				b := kit.NewTile(u.Loc.T("app.qa.fx_gain", "Skill", u.Loc.Msg(qa.SkillName(ty)), "N", n), qaSkillIcon(ty), func() {
					gain = append(gain, ty)
					fill()
				})
				if n > 0 {
					b.SetImportance(widget.HighImportance)
				}
				gains = append(gains, b)
			}
			if len(gain) > 0 {
				gains = append(gains, kit.NewTile(u.Loc.T("app.qa.fx_gain_clear"), theme.ContentUndoIcon(), func() {
					gain = nil
					fill()
				}))
			}
		} else {
			for n := 1; n <= min(3, s.SkillDeck.Total()); n++ {
				gains = append(gains, choice(u.Loc.N("app.qa.fx_draw_app", n), nil, drawN == n, func() {
					if drawN == n {
						drawN = 0
					} else {
						drawN = n
					}
					fill()
				}))
			}
		}
		if len(gains) > 0 {
			objs = append(objs, kit.Quiet(u.Loc.T("app.qa.fx_gain_title")), qaWordGrid(2, gains...))
		}
		got := len(gain)
		if !qaTable(u) {
			got = drawN
		}
		ok := kit.NewTile(u.Loc.T("app.qa.fx_cards_ok", "Hero", u.Loc.Msg(qa.HeroName(who)), "Got", got, "Lost", len(lost)), theme.ConfirmIcon(), func() {
			cmd := qa.Command{Kind: qa.CmdPowerCards, Hero: who, Lose: lost}
			if qaTable(u) {
				cmd.Cards = slices.Clone(gain)
			} else {
				cmd.N = drawN
			}
			send(cmd)
		})
		ok.SetImportance(widget.HighImportance)
		kit.SetEnabled(ok, got+len(lost) > 0)
		objs = append(objs, ok)

		// A Chaams.
		var cs []fyne.CanvasObject
		for n := qa.LieuCount; n >= 1; n-- {
			for _, c := range slices.Compact(slices.Clone(s.Lieu(n).Chaams)) {
				text := u.Loc.T("app.qa.fx_chaams_on", "Card", u.Loc.Msg(qa.ChaamsName(c)), "Lieu", lieuText(n))
				cs = append(cs, choice(text, qaChaamsIcon(c), c == chaams && n == from, func() {
					chaams, from = c, n
					fill()
				}))
			}
		}
		if len(cs) > 0 {
			objs = append(objs, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.qa.fx_chaams")), qaWordGrid(2, cs...))
		}
		if chaams != "" {
			to := []fyne.CanvasObject{kit.NewTile(u.Loc.T("app.qa.fx_to_discard"), theme.DeleteIcon(), func() {
				send(qa.Command{Kind: qa.CmdPowerChaams, Card: chaams, From: from})
			})}
			for n := qa.LieuCount; n >= 1; n-- {
				if n == from || !s.Lieu(n).Revealed {
					continue
				}
				to = append(to, kit.NewTile(lieuText(n), theme.MoveDownIcon(), func() {
					send(qa.Command{Kind: qa.CmdPowerChaams, Card: chaams, From: from, Lieu: n})
				}))
			}
			objs = append(objs, kit.Quiet(u.Loc.T("app.qa.fx_chaams_to", "Card", u.Loc.Msg(qa.ChaamsName(chaams)))), qaWordGrid(2, to...))
		}

		// A hero.
		objs = append(objs, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.qa.fx_move")))
		var movers []fyne.CanvasObject
		at := 0
		for _, x := range s.Heroes {
			if x.ID == mover {
				at = x.Lieu
			}
			movers = append(movers, choice(u.Loc.Msg(qa.HeroName(x.ID)), nil, x.ID == mover, func() {
				mover = x.ID
				fill()
			}))
		}
		objs = append(objs, qaWordGrid(2, movers...))
		if mover != "" {
			var to []fyne.CanvasObject
			for n := qa.LieuCount; n >= 1; n-- {
				if n == at || !s.Lieu(n).Revealed {
					continue
				}
				to = append(to, kit.NewTile(lieuText(n), theme.NavigateNextIcon(), func() {
					cmd := qa.Command{Kind: qa.CmdPowerMove, Hero: mover, Lieu: n}
					if rule, step := qa.MoveBend(s, mover, n); rule != "" {
						d.Hide()
						t.confirmBend(cmd, at, rule, step)
						return
					}
					send(cmd)
				}))
			}
			if len(to) > 0 {
				objs = append(objs, kit.Quiet(u.Loc.T("app.qa.fx_move_to", "Hero", u.Loc.Msg(qa.HeroName(mover)))), qaWordGrid(2, to...))
			}
		}
		// The dice on the hero card (not in the middle of a take).
		if t.can(qa.CmdPowerDice) {
			objs = append(objs, widget.NewSeparator(), kit.Subheading(u.Loc.T("app.qa.fx_dice")), kit.Quiet(u.Loc.T("app.qa.fx_dice_hint")))
			kept := faceTiles(u, &dice, fill)
			if len(kept) > 0 {
				objs = append(objs, qaWordGrid(2, kept...))
			}
			var faces []fyne.CanvasObject
			for _, f := range qa.WhiteDie().Faces {
				if s.Phase == qa.PhaseAction && qa.ChaamsSymbols(f) > 0 {
					continue // the Chaams dice left with the Destin phase
				}
				b := kit.NewTile(u.Loc.Msg(qa.FaceName(f)), qaFaceIcon(f), func() {
					dice = append(dice, f)
					fill()
				})
				kit.SetEnabled(b, len(dice) < qa.WhiteDice)
				faces = append(faces, b)
			}
			objs = append(objs, qaWordGrid(2, faces...))
			ok := kit.NewTile(u.Loc.T("app.qa.fx_dice_ok"), theme.ConfirmIcon(), func() {
				send(qa.Command{Kind: qa.CmdPowerDice, Dice: slices.Clone(dice)})
			})
			ok.SetImportance(widget.HighImportance)
			same := slices.Equal(slices.Sorted(slices.Values(dice)), slices.Sorted(slices.Values(s.Dice)))
			kit.SetEnabled(ok, !same)
			objs = append(objs, ok)
		}
		body.Objects = objs
		body.Refresh()
	}
	fill()
	// Every choice rebuilds the body: the sheet takes its full height from
	// the start so nothing moves under the finger.
	d = u.NewSheet(u.Loc.T("app.qa.fx_title", "Hero", u.Loc.Msg(qa.HeroName(me.ID))), body).Tall()
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// confirmBend asks before a power moves a hero against a movement rule (back
// on the path, or past a mandatory step not completed). The power is printed
// and may allow it, so Skald does not refuse; but the table says so, naming
// the rule, and the history keeps it.
func (t *qaTurn) confirmBend(cmd qa.Command, from int, rule string, step int) {
	u, s := t.b.u, t.s
	name := func(n int) string { return u.Loc.Msg(qa.LieuName(s, n)) }
	who := u.Loc.Msg(qa.HeroName(cmd.Hero))
	text := u.Loc.T("app.qa.bend_back", "With", who, "From", name(from), "To", name(cmd.Lieu))
	if rule == qa.BendStep {
		text = u.Loc.T("app.qa.bend_step", "With", who, "From", name(from), "To", name(cmd.Lieu), "Lieu", name(step))
	}
	content := container.NewVBox(kit.WrapLabel(text), kit.Quiet(u.Loc.T("app.qa.bend_ask")))
	d := u.NewSheet(u.Loc.T("app.qa.bend_title"), content)
	d.WithCancelOK(u.Loc.T("app.qa.bend_ok"), func() {
		cmd.Bend = true
		t.send(cmd)
	})
	d.Show()
}
