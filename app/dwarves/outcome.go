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

// after is the sheet after the roll: the dice, what they achieve, the
// re-rolls and +1 still open, and the one tap that resolves the action.
func (sh *diceSheet) after(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	r := s.Roll
	faces := kit.Heading(u.Loc.T("app.dwarves.sheet.faces", "Faces", facesLine(r.Faces)))
	p := s.Pool(sh.action, r.Attr)
	p.Dice = len(r.Faces)
	items := []fyne.CanvasObject{sh.header(s, p), faces}
	if sh.entering {
		// Boïndil's or Balyndis's re-roll of every die, entered at the table.
		sh.dice = len(r.Faces)
		return append(items, sh.entryPanel(u.Loc.T("app.dwarves.sheet.use"), func(faces []int) {
			sh.entering = false
			sh.do(dwarves.Command{Kind: dwarves.CmdReroll, Table: true, Faces: faces})
		}, true)...)
	}
	// The ways to change the dice come with the dice, before what they
	// achieve: on a phone they are in view when the sheet opens.
	items = append(items, sh.options(s)...)
	if sh.action == dwarves.ActFight {
		items = append(items, sh.fightWhere(s)...)
	}
	items = append(items, sh.outcome(s)...)
	return append(items, sh.resolve(s)...)
}

// outcome says what the dice achieve now.
func (sh *diceSheet) outcome(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	faces := s.Roll.Faces
	var text string
	switch sh.action {
	case dwarves.ActFight:
		troops := s.TroopsAt(sh.fightPlaces(s)...)
		best := dwarves.BestRemoval(faces, troops)
		switch {
		case best.Zero():
			text = u.Loc.T("app.dwarves.sheet.fight_none")
		case troops.Leaders().Zero() && dwarves.FightHasChoice(faces, troops):
			// Which ones is the table's choice, below.
			text = u.Loc.N("app.dwarves.sheet.fight_choice", best.Pieces())
		default:
			text = u.Loc.T("app.dwarves.sheet.fight_best", "Troops", troopsText(u, best))
		}
	case dwarves.ActDispatch:
		need, _ := dwarves.CouncilNeed(s.CouncilPos())
		if slices.Max(faces) >= need {
			text = u.Loc.T("app.dwarves.sheet.dispatch_ok", "N", need, "To", s.CouncilPos()+1)
		} else {
			text = u.Loc.T("app.dwarves.sheet.dispatch_fail", "N", need)
		}
	case dwarves.ActCheck:
		n := dwarves.Successes(faces, sh.target)
		got := s.Checks[sh.card].Got
		text = u.Loc.N("app.dwarves.sheet.check_result", n, "Target", sh.target, "Total", got+n, "Need", sh.need)
	case dwarves.ActMove:
		text = u.Loc.N("app.dwarves.sheet.move_result", slices.Max(faces))
	}
	l := kit.WrapLabel(text)
	l.TextStyle.Bold = true
	return []fyne.CanvasObject{kit.Card(l)}
}

// options are the changes still open to the dice: the hero's +1, the
// council's one-die re-roll, the hero's re-roll of every die.
func (sh *diceSheet) options(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	r := s.Roll
	var items []fyne.CanvasObject
	dieButtons := func(ok func(f int) bool, tap func(die int)) fyne.CanvasObject {
		var bs []fyne.CanvasObject
		for i, f := range r.Faces {
			b := widget.NewButton(u.Loc.T("app.dwarves.sheet.die", "N", i+1, "Face", f), func() { tap(i + 1) })
			kit.SetEnabled(b, ok(f))
			bs = append(bs, kit.AtLeast(b, kit.TouchSize, kit.TouchSize))
		}
		return kit.NewFitGrid(4, 0, bs...)
	}
	if sh.reroll > 0 && s.CanReroll() {
		var faces []fyne.CanvasObject
		for f := 1; f <= 6; f++ {
			faces = append(faces, kit.AtLeast(widget.NewButton(strconv.Itoa(f), func() {
				die := sh.reroll
				sh.reroll = 0
				sh.do(dwarves.Command{Kind: dwarves.CmdReroll, Die: die, Table: true, Faces: []int{f}})
			}), kit.TouchSize, kit.TouchSize))
		}
		forMe := kit.NewButton(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
			die := sh.reroll
			sh.reroll = 0
			sh.do(dwarves.Command{Kind: dwarves.CmdReroll, Die: die})
		})
		return []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.dwarves.sheet.reroll_which", "N", sh.reroll)),
			container.NewGridWithColumns(6, faces...), kit.Tall(forMe)}
	}
	if s.CanBump() {
		// Short, without the hero named in the sheet's header: the dice
		// stay in view when the sheet opens on a phone.
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.bump")),
			dieButtons(func(f int) bool { return f < 6 }, func(die int) {
				sh.do(dwarves.Command{Kind: dwarves.CmdBump, Die: die})
			}))
	}
	if s.CanReroll() {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.reroll")),
			dieButtons(func(int) bool { return true }, func(die int) {
				sh.reroll = die
				sh.update(sh.b.s)
			}))
	}
	if s.CanRerollAll() {
		forMe := kit.NewButton(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
			sh.do(dwarves.Command{Kind: dwarves.CmdReroll})
		})
		enter := kit.NewButton(u.Loc.T("app.dwarves.sheet.enter"), theme.DocumentCreateIcon(), func() {
			sh.entering = true
			sh.entry = nil
			sh.update(sh.b.s)
		})
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.reroll_all", "Hero", u.Loc.Msg(dwarves.HeroName(s.Hero().ID)))),
			container.NewGridWithColumns(2, kit.Tall(forMe), kit.Tall(enter)))
	}
	return items
}

// resolve is the tap that carries the action out.
func (sh *diceSheet) resolve(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	var items []fyne.CanvasObject
	var text string
	var cmd dwarves.Command
	ready := true
	switch sh.action {
	case dwarves.ActFight:
		c := dwarves.Command{Kind: dwarves.CmdFight}
		for _, w := range sh.fightPlaces(s)[1:] {
			if w.Card != "" {
				c.Cards = append(c.Cards, w.Card)
			} else {
				c.Adjacent = append(c.Adjacent, w.Hex)
			}
		}
		if sh.fought.Zero() {
			sh.fought = s.TroopsAt(sh.fightPlaces(s)...)
		}
		var part []fyne.CanvasObject
		part, c.Plan = sh.fightChoice(s)
		items = append(items, part...)
		ready = c.Plan == nil || sh.planVerdict(s) == dwarves.FightOK
		text, cmd = u.Loc.T("app.dwarves.sheet.do_fight"), c
		if dwarves.BestRemoval(s.Roll.Faces, s.TroopsAt(sh.fightPlaces(s)...)).Zero() {
			text = u.Loc.T("app.dwarves.sheet.do_fight_lost") // nothing to defeat: say what is recorded
		}
	case dwarves.ActDispatch:
		text, cmd = u.Loc.T("app.dwarves.sheet.do_dispatch"), dwarves.Command{Kind: dwarves.CmdDispatch}
	case dwarves.ActCheck:
		items = append(items, sh.checkForm(s, false)...)
		text = u.Loc.T("app.dwarves.sheet.do_check")
		cmd = dwarves.Command{Kind: dwarves.CmdCheck, Card: sh.card, Target: sh.target, Need: sh.need, Persist: sh.persist}
		ready = dwarves.ValidName(sh.card)
	case dwarves.ActMove:
		var part []fyne.CanvasObject
		part, ready = sh.moveForm(s)
		items = append(items, part...)
		text = u.Loc.T("app.dwarves.sheet.do_move")
		cmd = dwarves.Command{Kind: dwarves.CmdMove, To: sh.dest, Entered: slices.Clone(sh.entered)}
	}
	goBtn := kit.Primary(text, theme.ConfirmIcon(), func() {
		if sh.action == dwarves.ActCheck {
			cmd.Card = sh.card // typed after the button was made
		}
		if sh.action == dwarves.ActFight && cmd.Plan != nil {
			cmd.Plan = sh.planRemovals(s) // changed after the button was made
		}
		if sh.action == dwarves.ActCheck {
			card, acts := sh.card, s.Actions
			done := s.Checks[card].Got+dwarves.Successes(s.Roll.Faces, sh.target) >= sh.need
			sh.do(cmd)
			if done && sh.b.now().Actions == acts+1 {
				sh.b.checkDone(card)
			}
			return
		}
		sh.do(cmd)
	})
	kit.SetEnabled(goBtn, ready)
	sh.fightGo = nil
	if sh.action == dwarves.ActFight {
		sh.fightGo = goBtn
	}
	if sh.action == dwarves.ActCheck {
		sh.named = append(sh.named, goBtn)
	}
	return append(items, widget.NewSeparator(), kit.AtLeast(goBtn, 0, kit.BigSize))
}
