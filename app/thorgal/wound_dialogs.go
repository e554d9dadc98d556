package thorgal

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// gainDialog records a wound an effect gives: by size, Wound (Threat) or an
// exact tile. Each choice says whether it still fits.
func (w *thorgalWounds) gainDialog() {
	b := w.c.b
	u, s, i := b.u, b.s, w.c.i
	ch := w.c.char()
	var d *kit.Sheet
	give := func(cmd thorgal.Command) {
		d.Hide()
		b.doWarned(cmd)
	}
	// How many: a Sacrifice or a covered space may give several wounds at
	// once; they are then placed one after the other.
	count := 1
	counts := make([]*kit.Tile, 5)
	mark := func() {
		for k, t := range counts {
			t.Mark(k+1 == count)
		}
	}
	row := make([]fyne.CanvasObject, len(counts))
	for k := range counts {
		counts[k] = kit.NewTile(strconv.Itoa(k+1), nil, func() { count = k + 1; mark() })
		counts[k].SetAlignment(fyne.TextAlignCenter)
		counts[k].KeepWords()
		row[k] = counts[k]
	}
	mark()
	// Fewer columns when a number and its tick would not fit in one.
	howMany := container.New(&kit.FitGrid{Max: len(row)}, row...)
	var sizes []fyne.CanvasObject
	for n := 1; n <= polyomino.MaxSize; n++ {
		text := u.Loc.T("app.thorgal.wound_size", "Size", n)
		fits := s.CanTake(i, thorgal.Wound{Size: n})
		if !fits {
			text = u.Loc.T("app.thorgal.wound_size_kills", "Size", n)
		}
		t := kit.NewTile(text, nil, func() { give(thorgal.Command{Kind: thorgal.CmdWound, Char: i, Size: n, Count: count}) })
		if !fits {
			t.SetImportance(widget.DangerImportance)
		}
		sizes = append(sizes, t)
	}
	content := container.NewVBox(kit.Subheading(u.Loc.T("app.thorgal.gain_count")), howMany,
		kit.Quiet(u.Loc.T("app.thorgal.gain_hint")), container.NewGridWithColumns(2, sizes...))
	if ch.Threat > 0 {
		content.Add(kit.Tall(kit.NewButton(u.Loc.N("app.thorgal.wound_threat", ch.Threat, "Size", ch.Threat), theme.WarningIcon(), func() {
			give(thorgal.Command{Kind: thorgal.CmdWound, Char: i, Threat: true, Count: count})
		})))
	}
	content.Add(kit.Subheading(u.Loc.T("app.thorgal.wound_exact")))
	var shapes []fyne.CanvasObject
	for _, id := range s.Tiles {
		sb := newShapeButton(func() { give(thorgal.Command{Kind: thorgal.CmdWound, Char: i, Shape: id, Count: count}) })
		f, _ := polyomino.Lookup(id)
		caption := strconv.Itoa(f.Size())
		if !s.CanTake(i, thorgal.Wound{Size: f.Size(), Shape: id}) {
			caption = u.Loc.T("app.thorgal.tile_no_room")
		}
		sb.set(f.Shape, caption, false)
		shapes = append(shapes, sb)
	}
	content.Add(container.NewGridWrap(fyne.NewSize(76, 88), shapes...))
	d = u.NewSheet(u.Loc.T("app.thorgal.gain_title", "Character", b.name(s, i)), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// unfulfilledDialog records a negative effect the table could not fully
// resolve: each character it affects gains 1 Wound (Threat), as many squares
// as the Threat that character holds (none without Threat). The character
// shown is chosen already; a tap adds or takes out another, and one tap
// wounds all those chosen at once (a death is asked first).
func (w *thorgalWounds) unfulfilledDialog() {
	b := w.c.b
	u, s := b.u, b.s
	chosen := make([]bool, len(s.Chars))
	if w.c.i >= 0 && w.c.i < len(chosen) {
		chosen[w.c.i] = true
	}
	picked := func() []int {
		var out []int
		for i, on := range chosen {
			if on {
				out = append(out, i)
			}
		}
		return out
	}
	var apply *kit.Tile
	label := func() string {
		if n := len(picked()); n > 0 {
			return u.Loc.N("app.thorgal.unfulfilled_do_threat", n)
		}
		return u.Loc.T("app.thorgal.unfulfilled_pick")
	}
	show := func() {
		apply.SetText(label())
		if len(picked()) > 0 {
			apply.Enable()
		} else {
			apply.Disable()
		}
	}
	var chars []fyne.CanvasObject
	for i := range s.Chars {
		chars = append(chars, kit.CheckTile(b.name(s, i), chosen[i], func(on bool) {
			chosen[i] = on
			show()
		}))
	}
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.unfulfilled_hint_threat")),
		container.NewGridWithColumns(2, chars...))
	d := u.NewSheet(u.Loc.T("app.thorgal.unfulfilled"), content)
	// The answer names how many characters it wounds: at a large text size
	// it wraps on a tile.
	apply = withCancelTile(u, d, label(), func() {
		if chars := picked(); len(chars) > 0 {
			b.doWarned(thorgal.Command{Kind: thorgal.CmdUnfulfilled, Chars: chars})
		}
	})
	show()
	d.Show()
}

// forcedDialog records Goods an effect takes: what is held is lost, and if
// that falls short the character gains the Unfulfilled effect's Wound (Threat).
func (w *thorgalWounds) forcedDialog() {
	b := w.c.b
	u, i := b.u, w.c.i
	good := thorgal.GoodIDs[0]
	var opts []kit.Option
	for _, id := range thorgal.GoodIDs {
		opts = append(opts, kit.Option{Value: id, Label: u.Loc.Msg(thorgal.GoodName(id))})
	}
	pick := kit.Segmented(opts, good, 3, func(v string) { good = v })
	// Fewer columns rather than names cut at a phone's edge.
	pick.Layout = &kit.FitGrid{Max: 3}
	n := kit.NewCounter(u.Loc.T("app.thorgal.forced_count"), 1, 1, thorgal.MaxCount, nil)
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.forced_hint_threat")), pick, n.Object())
	d := u.NewSheet(u.Loc.T("app.thorgal.forced_loss"), content)
	d.WithCancelOK(u.Loc.T("app.thorgal.forced_do"), func() {
		b.doWarned(thorgal.Command{Kind: thorgal.CmdGoods, Char: i, Good: good, N: -n.Value(), Penalty: true})
	})
	d.Show()
}
