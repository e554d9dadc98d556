package thorgal

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// diceHelper is the Combat sheet's dice section, for tables that want it:
// the dice of the character's Combat dial, an additional die or an upgrade
// before the roll, then the roll (the app's, or the faces read off the
// table), then rerolls one die at a time and Critical on a face that has
// black squares. The rules' timing shows: each control is enabled only on
// its side of the roll. The tiles the faces give fill the sheet's list.
//
// The roll and each reroll are actions of their own, stored before the
// dice show (the rules decide the app's faces): a sheet closed and opened
// again, or an app restarted, shows the same dice and cannot roll again.
// Before the roll the dice are the sheet's own (nothing random yet); the
// Critical choices are too, until the Combat is recorded.
type diceHelper struct {
	b     *thorgalBoard
	level int // the character's Combat dial
	box   *fyne.Container
	// asked: the player asked for the helper and its values are known.
	asked   bool
	dice    []thorgal.CombatDie
	rolled  bool
	digital bool // rolled by the app, so rerolled by it too
	rerolls int
	changed func()
}

func newDiceHelper(b *thorgalBoard, char int, changed func()) *diceHelper {
	h := &diceHelper{b: b, level: b.s.Chars[char].Combat, box: container.NewVBox(), changed: changed}
	h.asked = h.ready()
	h.fromRoll()
	h.fromDial()
	h.show()
	return h
}

// fromRoll takes the dice from the roll the fight has recorded, if any,
// keeping the Critical choices made on dice not rerolled since.
func (h *diceHelper) fromRoll() {
	f := h.b.s.Fight
	if f == nil || !f.Rolled() {
		return
	}
	dice := slices.Clone(f.Dice)
	for k := range dice {
		if k < len(h.dice) && h.rolled && h.dice[k].Face == dice[k].Face {
			dice[k].Crit = h.dice[k].Crit
		}
	}
	// A recorded roll shows whether or not the helper was asked for.
	h.dice, h.rolled, h.digital, h.rerolls, h.asked = dice, true, f.Digital, f.Rerolls, true
}

// do sends a roll or a reroll, then shows the dice the rules fixed.
func (h *diceHelper) do(cmd thorgal.Command) {
	h.b.f.Do(cmd)
	h.fromRoll()
	h.update()
}

// unrolled are the dice as the roll command takes them: no face, no
// Critical.
func (h *diceHelper) unrolled() []thorgal.CombatDie {
	out := slices.Clone(h.dice)
	for k := range out {
		out[k].Face, out[k].Crit = 0, false
	}
	return out
}

func (h *diceHelper) object() fyne.CanvasObject { return h.box }

func (h *diceHelper) printed() map[string]string { return h.b.s.Printed }

// ready reports whether the dial's dice at the character's level and their
// faces are known.
func (h *diceHelper) ready() bool {
	dial, ok := thorgal.DialDice(h.printed(), h.level)
	if !ok {
		return false
	}
	for _, d := range dial {
		if _, ok := thorgal.DieFacesOf(h.printed(), d); !ok {
			return false
		}
	}
	return true
}

// missing are the printed values the helper asks for, in order: the dial
// at the character's level, then each of its dice's faces and colour.
func (h *diceHelper) missing() []string {
	dial, ok := thorgal.DialDice(h.printed(), h.level)
	if !ok {
		return []string{thorgal.DialKey(h.level)}
	}
	var keys []string
	for _, d := range slices.Compact(slices.Clone(dial)) {
		keys = append(keys, dieKeys(d)...)
	}
	return keys
}

// dieKeys are the printed values a die needs: its faces and its colour.
func dieKeys(die int) []string { return []string{thorgal.DieFacesKey(die), thorgal.DieNameKey(die)} }

// fromDial starts the dice from the dial, once its dice are known.
func (h *diceHelper) fromDial() {
	if h.dice != nil || !h.asked {
		return
	}
	dial, _ := thorgal.DialDice(h.printed(), h.level)
	for _, d := range dial {
		h.dice = append(h.dice, thorgal.CombatDie{Die: d})
	}
}

// dieName is a die's colour as the table named it, or its rank.
func (h *diceHelper) dieName(die int) string {
	if n, ok := thorgal.DieName(h.printed(), die); ok {
		return n
	}
	return h.b.u.Loc.T("app.thorgal.die_k", "Die", die)
}

// recorded is the roll as the command records it: nothing before the roll.
func (h *diceHelper) recorded() []thorgal.CombatDie {
	if !h.rolled {
		return nil
	}
	return slices.Clone(h.dice)
}

// tiles are the Wound tiles the roll gives, die by die.
func (h *diceHelper) tiles() []string {
	t, _ := thorgal.RolledTiles(h.printed(), h.dice)
	return t
}

// face is die k's face as learned (false before the roll).
func (h *diceHelper) face(k int) (thorgal.DieFace, bool) {
	d := h.dice[k]
	faces, ok := thorgal.DieFacesOf(h.printed(), d.Die)
	if !ok || d.Face < 1 {
		return thorgal.DieFace{}, false
	}
	return faces[d.Face-1], true
}

// after runs f once die's faces and colour are known, asking for them first.
func (h *diceHelper) after(die int, f func()) { h.b.learnEach(dieKeys(die), f) }

// update shows the section again and tells the sheet.
func (h *diceHelper) update() {
	h.show()
	if h.changed != nil {
		h.changed()
	}
}

func (h *diceHelper) show() {
	u := h.b.u
	head := kit.Subheading(u.Loc.T("app.thorgal.dice_title"))
	if !h.asked {
		use := kit.NewTile(u.Loc.T("app.thorgal.dice_use"), theme.HelpIcon(), func() {
			h.b.learnEach(h.missing(), func() {
				// The dial learned names its dice: their faces and
				// colours are asked next, in the same series.
				h.b.learnEach(h.missing(), func() {
					if h.asked = h.ready(); h.asked {
						h.fromDial()
						h.update()
					}
				})
			})
		})
		use.SetImportance(widget.LowImportance)
		kit.SetObjects(h.box, head, kit.Quiet(u.Loc.T("app.thorgal.dice_hint")), use)
		return
	}
	timing := kit.WrapLabel(u.Loc.T("app.thorgal.dice_before"))
	if h.rolled {
		timing.SetText(u.Loc.N("app.thorgal.dice_after", h.rerolls))
	}
	objs := []fyne.CanvasObject{head, container.NewBorder(nil, nil, widget.NewIcon(theme.InfoIcon()), nil, timing)}
	for k := range h.dice {
		objs = append(objs, widget.NewSeparator(), h.row(k))
	}
	add := kit.NewTile(u.Loc.T("app.thorgal.dice_add"), theme.ContentAddIcon(), h.addDialog)
	upgrade := kit.NewTile(u.Loc.T("app.thorgal.dice_upgrade"), theme.MoveUpIcon(), h.upgradeDialog)
	roll := kit.NewTile(u.Loc.T("app.thorgal.dice_roll"), theme.MediaPlayIcon(), func() {
		h.do(thorgal.Command{Kind: thorgal.CmdCombatRoll, Dice: h.unrolled()})
	})
	roll.SetImportance(widget.HighImportance)
	table := kit.NewTile(u.Loc.T("app.thorgal.dice_table"), theme.DocumentCreateIcon(), func() {
		h.facesDialog(allIndexes(len(h.dice)), func(faces map[int]int) {
			dice := h.unrolled()
			for k, f := range faces {
				dice[k].Face = f
			}
			h.do(thorgal.Command{Kind: thorgal.CmdCombatRoll, Dice: dice})
		})
	})
	kit.SetEnabled(add, !h.rolled && len(h.dice) < thorgal.MaxDice)
	kit.SetEnabled(upgrade, !h.rolled && slices.ContainsFunc(h.dice, func(d thorgal.CombatDie) bool { return d.Die < thorgal.DiceRanks }))
	kit.SetEnabled(roll, !h.rolled && len(h.dice) > 0)
	kit.SetEnabled(table, !h.rolled && len(h.dice) > 0)
	// Before the roll, together: more dice, stronger dice, then the roll.
	objs = append(objs, widget.NewSeparator(), kit.NewFitGrid(2, h.b.toolWidth(add, upgrade), add, upgrade),
		kit.NewFitGrid(2, h.b.toolWidth(roll, table), roll, table))
	kit.SetObjects(h.box, objs...)
}

func allIndexes(n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = k
	}
	return out
}

// row is die k: its colour, how it came (added, upgraded), the tile its
// face shows once rolled, and what may be done with it now.
func (h *diceHelper) row(k int) fyne.CanvasObject {
	u := h.b.u
	d := h.dice[k]
	name := kit.WrapLabel(h.dieName(d.Die))
	name.TextStyle.Bold = true
	info := []fyne.CanvasObject{name}
	switch {
	case d.Added:
		info = append(info, kit.Quiet(u.Loc.T("app.thorgal.die_added")))
	case d.From > 0:
		info = append(info, kit.Quiet(u.Loc.T("app.thorgal.die_upgraded", "Name", h.dieName(d.From))))
	}
	// Not rolled yet, the words go under the die's name, where the row's
	// width is theirs: beside it a wrapping label gets next to no room and
	// shows one letter a line.
	var pic fyne.CanvasObject
	face, rolled := h.face(k)
	if !rolled {
		info = append(info, kit.Quiet(u.Loc.T("app.thorgal.die_unrolled")))
	} else {
		id := face.Tile(d.Crit)
		caption := id
		if d.Crit && face.Critical != "" {
			caption = u.Loc.T("app.thorgal.die_crit_tile", "Tile", id)
		}
		fg := theme.ColorNameForeground
		if d.Crit {
			fg = theme.ColorNamePrimary
		}
		label := widget.NewLabelWithStyle(caption, fyne.TextAlignCenter, fyne.TextStyle{Bold: d.Crit})
		pic = container.NewVBox(container.NewCenter(shapePicture(shapeOf(id, polyomino.Orient{}), 12, fg, theme.ColorNameBackground)), label)
	}
	reroll := kit.NewTile(u.Loc.T("app.thorgal.die_reroll"), theme.ViewRefreshIcon(), func() { h.reroll(k) })
	crit := kit.CheckTile(u.Loc.T("app.thorgal.die_crit"), d.Crit, func(on bool) {
		h.dice[k].Crit = on
		h.update()
	})
	kit.SetEnabled(reroll, h.rolled)
	kit.SetEnabled(crit, h.rolled && rolled && face.Critical != "")
	if d.Added && !h.rolled {
		// An added die taken back, before the roll only, as it was added.
		info = append(info, kit.NewTile(u.Loc.T("app.thorgal.die_remove"), theme.DeleteIcon(), func() {
			h.dice = slices.Delete(h.dice, k, k+1)
			h.update()
		}))
	}
	top := container.NewBorder(nil, nil, nil, pic, container.NewVBox(info...))
	// After the roll, die by die.
	return container.NewVBox(top, kit.NewFitGrid(2, h.b.toolWidth(reroll, crit), reroll, crit))
}

// toolWidth is the width a row of tiles needs for each to show its words on
// one line, with its icon: a FitGrid folds the row rather than break a word.
// Never more than a sheet gives: a longer text wraps in its tile.
func (b *thorgalBoard) toolWidth(tools ...fyne.CanvasObject) float32 {
	need := float32(0)
	for _, o := range tools {
		if t, ok := o.(*kit.Tile); ok {
			need = max(need, fyne.MeasureText(t.Text(), theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
		}
	}
	// A tile's text has its inner padding, the icon and the text a padding
	// each side and one between them.
	return min(need+theme.IconInlineSize()+2*theme.InnerPadding()+4*theme.Padding(), b.u.SheetContentWidth())
}

// reroll rolls die k again (the app, when it rolled) or asks its new face.
// A new face may have no black squares: its Critical is off again.
func (h *diceHelper) reroll(k int) {
	set := func(f int) {
		h.dice[k].Crit = false // a new face: its Critical is chosen again
		h.do(thorgal.Command{Kind: thorgal.CmdCombatReroll, Index: k, N: f})
	}
	if h.digital {
		set(0) // the rules roll it
		return
	}
	h.facesDialog([]int{k}, func(faces map[int]int) { set(faces[k]) })
}

// upgradeDialog replaces a die by the next stronger one in the upgrade
// order, before the roll: the die chosen.
func (h *diceHelper) upgradeDialog() {
	u := h.b.u
	var d *kit.Sheet
	var objs []fyne.CanvasObject
	for k, die := range h.dice {
		if die.Die >= thorgal.DiceRanks {
			continue
		}
		to := die.Die + 1
		objs = append(objs, kit.NewTile(u.Loc.T("app.thorgal.dice_upgrade_to", "Name", h.dieName(die.Die), "To", h.dieName(to)), nil, func() {
			d.Hide()
			h.after(to, func() {
				if h.rolled || k >= len(h.dice) || h.dice[k].Die+1 != to {
					return
				}
				if h.dice[k].From == 0 {
					h.dice[k].From = h.dice[k].Die
				}
				h.dice[k].Die = to
				h.update()
			})
		}))
	}
	d = u.NewSheet(u.Loc.T("app.thorgal.dice_upgrade_title"), container.NewVBox(
		kit.WrapLabel(u.Loc.T("app.thorgal.dice_upgrade_hint")), container.NewVBox(objs...)))
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// addDialog adds a die an Item or a Skill gives: its colour chosen.
func (h *diceHelper) addDialog() {
	u := h.b.u
	var d *kit.Sheet
	var objs []fyne.CanvasObject
	for die := 1; die <= thorgal.DiceRanks; die++ {
		objs = append(objs, kit.NewTile(h.dieName(die), nil, func() {
			d.Hide()
			h.after(die, func() {
				if h.rolled || len(h.dice) >= thorgal.MaxDice {
					return
				}
				h.dice = append(h.dice, thorgal.CombatDie{Die: die, Added: true})
				h.update()
			})
		}))
	}
	d = u.NewSheet(u.Loc.T("app.thorgal.dice_add_title"), container.NewVBox(
		kit.WrapLabel(u.Loc.T("app.thorgal.dice_add_hint")), kit.NewFitGrid(2, 120, objs...)))
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// facesDialog asks the faces rolled at the table for the dice at idx, each
// by the pictures of its six faces. With one die a tap answers; with more,
// each die gets a tap and the button confirms.
func (h *diceHelper) facesDialog(idx []int, done func(map[int]int)) {
	u := h.b.u
	chosen := map[int]int{}
	var d *kit.Sheet
	var ok *widget.Button
	var items []fyne.CanvasObject
	var marks []func()
	for _, k := range idx {
		die := h.dice[k].Die
		faces, _ := thorgal.DieFacesOf(h.printed(), die)
		var buttons []*shapeButton
		var objs []fyne.CanvasObject
		mark := func() {
			for n, sb := range buttons {
				f := faces[n]
				sb.set(shapeOf(f.White, polyomino.Orient{}), faceCaption(f), chosen[k] == n+1)
			}
		}
		for n := range faces {
			sb := newShapeButton(func() {
				chosen[k] = n + 1
				if len(idx) == 1 {
					d.Hide()
					done(chosen)
					return
				}
				for _, m := range marks {
					m()
				}
				kit.SetEnabled(ok, len(chosen) == len(idx))
			})
			buttons = append(buttons, sb)
			objs = append(objs, sb)
		}
		marks = append(marks, mark)
		mark()
		items = append(items, kit.Subheading(h.dieName(die)), container.NewGridWrap(fyne.NewSize(76, 88), objs...))
	}
	content := container.NewVBox(append([]fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.thorgal.dice_faces_hint"))}, items...)...)
	d = u.NewSheet(u.Loc.N("app.thorgal.dice_faces_title", len(idx)), content)
	if len(idx) == 1 {
		d.WithClose(u.Loc.T("common.cancel"))
	} else {
		ok = d.WithCancelOK(u.Loc.T("app.thorgal.dice_faces_ok"), func() { done(chosen) })
		kit.SetEnabled(ok, false)
		d.Tall()
	}
	d.Show()
}

// faceCaption is a face's tile, and the larger one its black squares make
// with a Critical effect.
func faceCaption(f thorgal.DieFace) string {
	if f.Critical == "" {
		return f.White
	}
	return f.White + " / " + f.Critical
}

// learnEach asks, one question after another, each printed value of keys
// the session does not know yet (through the editor registered for it), then
// runs then. A question cancelled stops the series: then does not run.
func (b *thorgalBoard) learnEach(keys []string, then func()) {
	for k, key := range keys {
		spec, ok := rules.PrintedSpecFor(b.f.Sess.Game(), key)
		if v, known := b.s.Printed[key]; !ok || known && spec.Valid(v) {
			continue
		}
		b.u.AskPrinted(spec, "", func(v string) {
			if err := b.f.Sess.Learn(key, v); err != nil {
				b.f.Say(b.u.ErrText(err))
				return
			}
			b.f.Sync() // then reads the board: the value learned first
			b.learnEach(keys[k+1:], then)
		})
		return
	}
	then()
}
