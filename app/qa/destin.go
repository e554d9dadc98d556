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

// The Destin phase in the bar: roll (the app rolls, or the players enter the
// faces of the real dice), take what the black die asks, swap after Tanatloc,
// stop or re-roll the rest.

func (t *qaTurn) destinItems(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	h, _ := s.Active()
	hero := u.Loc.Msg(qa.HeroName(h.ID))
	var items, small []fyne.CanvasObject
	if s.Destin.Pick {
		items = t.takeItems(s)
	} else if t.can(qa.CmdRoll) {
		n := s.LeftToRoll()
		if s.Destin.Rolls == 0 {
			items = append(items, qaHint(u.Loc.T("app.qa.destin_first", "Hero", hero)))
		} else {
			items = append(items, qaHint(u.Loc.N("app.qa.destin_again", n)))
		}
		if qaTable(u) {
			t.big(u.Loc.N("app.qa.roll_enter", n), theme.DocumentCreateIcon(), func() { t.rollDialog(n) })
		} else {
			t.big(u.Loc.N("app.qa.roll_app", n), theme.MediaReplayIcon(), func() {
				t.send(qa.Command{Kind: qa.CmdRoll})
			})
		}
	} else if t.can(qa.CmdStopDestin) {
		items = append(items, qaHint(u.Loc.T("app.qa.destin_done")))
	}
	if t.can(qa.CmdStopDestin) {
		small = append(small, kit.NewTile(u.Loc.T("app.qa.stop_destin"), theme.MediaStopIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdStopDestin})
		}))
	}
	if t.can(qa.CmdSwap) {
		small = append(small, kit.NewTile(u.Loc.T("app.qa.swap"), theme.ViewRefreshIcon(), t.swapDialog))
	}
	if t.can(qa.CmdPower) {
		small = append(small, t.powerTile(h.Power))
	}
	if fx := t.powerFxTile(); fx != nil {
		small = append(small, fx)
	}
	if len(small) > 0 {
		items = append(items, t.grid(small...))
	}
	return items
}

// powerTile marks the active hero's power used this turn, or takes the mark back.
// The bar is the active hero's, so the tile need not name them.
func (t *qaTurn) powerTile(used bool) fyne.CanvasObject {
	u := t.b.u
	return kit.CheckTile(u.Loc.T("app.qa.power_used_short"), used, func(on bool) {
		t.send(qa.Command{Kind: qa.CmdPower, Used: on})
	})
}

// takeItems offers the white dice just rolled: with one die to take a tap takes
// it; with more, taps choose them and Take sends.
func (t *qaTurn) takeItems(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	white := s.Destin.White
	want := qa.TakeCount(s.Destin.Black, len(white))
	var dice []fyne.CanvasObject
	for i, face := range white {
		b := kit.NewTile(u.Loc.Msg(qa.FaceName(face)), t.b.roomyIcon(qaFaceIcon(face)), func() {
			if want == 1 {
				t.send(qa.Command{Kind: qa.CmdTake, Dice: []string{face}})
				return
			}
			t.pick = kit.Toggled(t.pick, i, want)
			t.refill()
		})
		if slices.Contains(t.pick, i) {
			b.SetImportance(widget.HighImportance)
			b.SetIcon(theme.ConfirmIcon())
		}
		dice = append(dice, b)
	}
	// The black die's face leads the hint as its pictogram (a tap opens its entry).
	items := []fyne.CanvasObject{
		container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("qa-die-"+s.Destin.Black, theme.IconInlineSize()*1.2)), nil,
			qaHint(u.Loc.N("app.qa.take_hint2", want, "Black", u.Loc.Msg(qa.FaceName(s.Destin.Black))))),
		qaWordGrid(3, dice...),
	}
	if want > 1 {
		take := t.big(u.Loc.N("app.qa.take", want), theme.ConfirmIcon(), func() {
			var faces []string
			for _, i := range t.pick {
				faces = append(faces, white[i])
			}
			t.send(qa.Command{Kind: qa.CmdTake, Dice: faces})
		})
		kit.SetEnabled(take, len(t.pick) == want)
	}
	return items
}

// rollDialog is table mode's roll: the black die's face, then each white die's
// face (tap a face once per die showing it; tap an entered die to take it out).
func (t *qaTurn) rollDialog(n int) {
	u := t.b.u
	black := ""
	var white []string
	body := container.NewVBox()
	// The black face, then the white faces, rebuild the body: the sheet takes
	// its full height from the start so the faces never move under the finger.
	d := u.NewSheet(u.Loc.N("app.qa.roll_enter", n), body).Tall()
	ok := d.WithCancelOK(u.Loc.T("app.qa.roll_ok"), func() {
		t.send(qa.Command{Kind: qa.CmdRoll, White: slices.Clone(white), Black: black})
	})
	// The roll confirms itself once the black face and the last white die are
	// in: one tap fewer at the table, and undo takes it back.
	done := func() {
		if black != "" && len(white) == n {
			ok.OnTapped()
		}
	}
	var fill func()
	fill = func() {
		var blacks []fyne.CanvasObject
		for _, f := range qa.BlackDie().Faces {
			b := kit.NewTile(u.Loc.Msg(qa.FaceName(f)), t.b.roomyIcon(qaFaceIcon(f)), func() { black = f; fill(); done() })
			if f == black {
				b.SetImportance(widget.HighImportance)
				b.SetIcon(theme.ConfirmIcon())
			}
			blacks = append(blacks, b)
		}
		var faces []fyne.CanvasObject
		for _, f := range qa.WhiteDie().Faces {
			b := kit.NewTile(u.Loc.Msg(qa.FaceName(f)), qaFaceIcon(f), func() {
				if len(white) < n {
					white = append(white, f)
					fill()
					done()
				}
			})
			kit.SetEnabled(b, len(white) < n)
			faces = append(faces, b)
		}
		entered := faceTiles(u, &white, fill)
		// The black face chosen leads its heading as a pictogram (a tap
		// opens its entry over the dialog): on a phone its tile has none.
		var blackHead fyne.CanvasObject = kit.Subheading(u.Loc.T("app.qa.black_die"))
		if black != "" {
			blackHead = container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("qa-die-"+black, theme.IconInlineSize()*1.2)), nil, blackHead)
		}
		body.Objects = []fyne.CanvasObject{
			blackHead,
			qaWordGrid(2, blacks...),
			kit.Subheading(u.Loc.T("app.qa.white_dice", "Got", len(white), "Want", n)),
			kit.Quiet(u.Loc.T("app.qa.white_hint")),
			qaWordGrid(2, faces...),
		}
		if len(entered) > 0 {
			body.Objects = append(body.Objects, kit.Quiet(u.Loc.T("app.qa.entered_hint")), qaWordGrid(2, entered...))
		}
		body.Refresh()
		kit.SetEnabled(ok, black != "" && len(white) == n)
	}
	fill()
	d.Show()
}

// swapDialog is Tanatloc's swap: the other hero, the type given, the type
// received and how many each way; only what both hands hold is offered.
func (t *qaTurn) swapDialog() {
	u := t.b.u
	s := t.s
	me, ok := s.Active()
	if !ok {
		return
	}
	with, give, get, n := "", "", "", 0
	body := container.NewVBox()
	// The choices below the hero appear as he is picked: the sheet takes its
	// full height from the start so nothing moves under the finger.
	d := u.NewSheet(u.Loc.T("app.qa.swap"), body).Tall()
	okBtn := d.WithCancelOK(u.Loc.T("app.qa.swap_ok"), func() {
		t.send(qa.Command{Kind: qa.CmdSwap, Hero: with, Give: give, Get: get, N: n})
	})
	choice := func(text string, on bool, tap func()) fyne.CanvasObject {
		b := kit.NewTile(text, nil, tap)
		b.Mark(on)
		return b
	}
	var fill func()
	fill = func() {
		objs := []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.qa.swap_with"))}
		var heroes []fyne.CanvasObject
		var other qa.Hero
		for _, h := range s.Heroes {
			if h.ID == me.ID {
				continue
			}
			if h.ID == with {
				other = h
			}
			heroes = append(heroes, choice(u.Loc.Msg(qa.HeroName(h.ID)), h.ID == with, func() { with, get, n = h.ID, "", 0; fill() }))
		}
		objs = append(objs, qaWordGrid(2, heroes...))
		objs = append(objs, kit.Subheading(u.Loc.T("app.qa.swap_give", "Hero", u.Loc.Msg(qa.HeroName(me.ID)))))
		var gives []fyne.CanvasObject
		for _, ty := range qa.SkillTypes {
			if c := me.Count(ty); c > 0 {
				gives = append(gives, choice(u.Loc.T("app.qa.skill_times", "Skill", u.Loc.Msg(qa.SkillName(ty)), "N", c), ty == give,
					func() { give, n = ty, 0; fill() }))
			}
		}
		objs = append(objs, qaWordGrid(2, gives...))
		if with != "" {
			objs = append(objs, kit.Subheading(u.Loc.T("app.qa.swap_get", "Hero", u.Loc.Msg(qa.HeroName(with)))))
			var gets []fyne.CanvasObject
			for _, ty := range qa.SkillTypes {
				if c := other.Count(ty); c > 0 && ty != give {
					gets = append(gets, choice(u.Loc.T("app.qa.skill_times", "Skill", u.Loc.Msg(qa.SkillName(ty)), "N", c), ty == get,
						func() { get, n = ty, 0; fill() }))
				}
			}
			if len(gets) == 0 {
				objs = append(objs, kit.Quiet(u.Loc.T("app.qa.swap_none")))
			} else {
				objs = append(objs, qaWordGrid(2, gets...))
			}
		}
		if with != "" && give != "" && get != "" {
			most := min(me.Count(give), other.Count(get))
			objs = append(objs, kit.Subheading(u.Loc.T("app.qa.swap_n")))
			var ns []fyne.CanvasObject
			for k := 1; k <= most; k++ {
				ns = append(ns, kit.AtLeast(choice(qaItoa(k), k == n, func() { n = k; fill() }), kit.TouchSize, kit.TouchSize))
			}
			objs = append(objs, container.NewGridWithColumns(5, ns...))
		}
		body.Objects = objs
		body.Refresh()
		kit.SetEnabled(okBtn, with != "" && give != "" && get != "" && n > 0)
	}
	fill()
	d.Show()
}

// faceTiles are the faces entered so far, each a tile that takes its face
// back out and calls changed.
func faceTiles(u *kit.UI, faces *[]string, changed func()) []fyne.CanvasObject {
	var tiles []fyne.CanvasObject
	for i, f := range *faces {
		b := kit.NewTile(u.Loc.Msg(qa.FaceName(f)), theme.ContentRemoveIcon(), func() {
			*faces = slices.Delete(*faces, i, i+1)
			changed()
		})
		b.SetImportance(widget.HighImportance)
		tiles = append(tiles, b)
	}
	return tiles
}
