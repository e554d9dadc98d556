package thorgal

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// thorgalRow is the Action Row: its cards left to right by number, the four
// Action chips under the cards they lie under (a filled disc on its active
// side, a ring on its used side, each with its number), whose turn it is, and
// the rule that a chip moves to another card after round 1. Tapping a card
// plays the chosen chip under it (or any active chip that may go there).
type thorgalRow struct {
	b     *thorgalBoard
	chip  int // the chip chosen to play, -1 to let the app take one that may go
	turn  *kit.Label
	cards *kit.RowList[*actionCard]
	cols  int // the cards' columns
	chips *fyne.Container
	tiles []*kit.Tile // the chips' tiles, one per chip
	lines *kit.Label
	swap  *widget.Button
	box   *fyne.Container
}

func newThorgalRow(b *thorgalBoard) *thorgalRow {
	u := b.u
	r := &thorgalRow{b: b, chip: -1}
	r.turn = kit.WrapLabel("")
	r.turn.TextStyle.Bold = true
	// The row stays one row, left to right, as on the table (Bonuses count
	// the chips to the left of a card): the cards share the width.
	r.cards = kit.NewRowList(container.NewGridWithColumns(1), func() (*actionCard, fyne.CanvasObject) { return newActionCard(r) })
	r.cols = 1
	r.chips = container.NewGridWithColumns(2)
	for k := range thorgal.Turns {
		// A chip is known at the table by where it lies, not by a number.
		t := kit.NewTile("", nil, func() {
			if r.chip == k {
				r.chip = -1
			} else {
				r.chip = k
			}
			r.set(r.b.s)
		})
		r.tiles = append(r.tiles, t)
		r.chips.Add(t)
	}
	r.lines = kit.Quiet("")
	r.swap = kit.NewButton(u.Loc.T("app.thorgal.swap"), theme.ViewRefreshIcon(), r.swapDialog)
	r.box = container.NewVBox(r.turn, kit.Quiet(u.Loc.T("app.thorgal.row_rule")), r.cards.Box,
		kit.Subheading(u.Loc.T("app.thorgal.chips")), r.chips, r.lines, kit.Tall(r.swap))
	return r
}

func (r *thorgalRow) object() fyne.CanvasObject { return r.box }

func (r *thorgalRow) set(s thorgal.State) {
	u := r.b.u
	playing := s.Phase == thorgal.PhaseAction && !s.Over()
	switch {
	case playing:
		kit.SetText(r.turn, u.Loc.T("app.thorgal.row_turn", "N", s.Turn+1, "Character", r.b.name(s, s.TurnOwner())))
	case s.Phase == thorgal.PhaseEvent && !s.Over():
		kit.SetText(r.turn, u.Loc.T("app.thorgal.row_done"))
	default:
		kit.SetText(r.turn, u.Loc.T("app.thorgal.row_wait"))
	}
	r.forget(s)
	r.cards.Show(len(s.Row), func(slot int, c *actionCard) { c.set(s, slot, playing) })
	if cols := r.rowColumns(len(s.Row)); cols != r.cols {
		r.cols = cols
		r.cards.Box.Layout = layout.NewGridLayoutWithColumns(cols)
		kit.Relayout(r.cards.Box)
	}

	var lines []string
	for k, c := range s.Chips {
		where := u.Loc.T("app.thorgal.chip_beside")
		if c.Slot >= 0 && c.Slot < len(s.Row) {
			where = u.Loc.T("app.thorgal.chip_under", "Card", s.Row[c.Slot])
		}
		side := u.Loc.T("app.thorgal.chip_active")
		if !c.Active {
			side = u.Loc.T("app.thorgal.chip_used")
		}
		lines = append(lines, u.Loc.T("app.thorgal.chip_line", "N", k+1, "Where", where, "Side", side))
		t := r.tiles[k]
		t.SetText(u.Loc.T("app.thorgal.chip_tile", "N", k+1, "Where", where))
		switch {
		case !playing || !c.Active:
			t.Disable()
			t.SetImportance(widget.MediumImportance)
			t.SetIcon(nil)
		case r.chip == k:
			t.Enable()
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		default:
			t.Enable()
			t.SetImportance(widget.MediumImportance)
			t.SetIcon(nil)
		}
	}
	kit.SetText(r.lines, strings.Join(lines, "\n"))
}

// forget lets the chip chosen go when it can no longer be played: also
// while the row is closed, since the bottom's cards play it.
func (r *thorgalRow) forget(s thorgal.State) {
	playing := s.Phase == thorgal.PhaseAction && !s.Over()
	if r.chip >= 0 && (!playing || !s.Chips[r.chip].Active) {
		r.chip = -1
	}
}

// rowColumns is how many Action cards stand side by side: all of them, or
// half per line when a phone's width would make them too narrow to read.
func (r *thorgalRow) rowColumns(n int) int {
	if n <= 1 {
		return 1
	}
	w := float32(360)
	if r.b.f != nil {
		w = r.b.f.BoardWidth()
		if r.b.cols != nil && r.b.cols.Split(w) {
			w -= r.b.cols.LeftWidth(w)
		}
	}
	if w/float32(n) < 52 {
		return (n + 1) / 2
	}
	return n
}

// actionCard is an Action card of the row: a tap plays a chip under it; it
// shows its number, then the chips under it (each made once, shown when
// there).
type actionCard struct {
	r     *thorgalRow
	slot  int
	btn   *widget.Button
	num   *canvas.Text
	chips *fyne.Container
	discs []*chipDisc
}

func newActionCard(r *thorgalRow) (*actionCard, fyne.CanvasObject) {
	c := &actionCard{r: r}
	c.btn = widget.NewButton("", func() { r.play(c.slot) })
	c.num = canvas.NewText("", color.Transparent)
	c.num.TextStyle.Bold = true
	c.num.Alignment = fyne.TextAlignCenter
	c.chips = container.NewGridWrap(fyne.NewSize(24, 24))
	for k := range thorgal.Turns {
		d := newChipDisc(k + 1)
		c.discs = append(c.discs, d)
		c.chips.Add(d.box)
	}
	face := container.NewVBox(container.NewCenter(c.num), container.NewCenter(c.chips))
	return c, kit.AtLeast(container.NewStack(c.btn, face), 0, 96)
}

// set shows the card of slot and the chips under it.
func (c *actionCard) set(s thorgal.State, slot int, playing bool) {
	c.slot = slot
	kit.SetEnabled(c.btn, playing)
	th := theme.Current()
	fg, size := th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant()), th.Size(theme.SizeNameHeadingText)
	if n := strconv.Itoa(s.Row[slot]); c.num.Text != n || c.num.Color != fg || c.num.TextSize != size {
		c.num.Text, c.num.Color, c.num.TextSize = n, fg, size
		c.num.Refresh()
	}
	moved := false
	for k, d := range c.discs {
		under := k < len(s.Chips) && s.Chips[k].Slot == slot
		if under {
			d.set(s.Chips[k].Active)
		}
		moved = kit.SetShown(d.box, under) || moved
	}
	if moved {
		kit.Relayout(c.chips)
	}
}

// chipDisc is an Action chip: filled on its active side, a ring when used.
type chipDisc struct {
	d   *canvas.Circle
	txt *canvas.Text
	box *fyne.Container
}

func newChipDisc(n int) *chipDisc {
	d := &chipDisc{d: canvas.NewCircle(color.Transparent), txt: canvas.NewText(strconv.Itoa(n), color.Transparent)}
	d.d.StrokeWidth = 2
	d.txt.TextStyle.Bold = true
	d.txt.Alignment = fyne.TextAlignCenter
	d.box = container.NewStack(d.d, container.NewCenter(d.txt))
	d.box.Hide()
	return d
}

func (d *chipDisc) set(active bool) {
	th := theme.Current()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg := th.Color(theme.ColorNameForeground, v)
	var fill color.Color = color.Transparent
	text := fg
	if active {
		fill, text = th.Color(theme.ColorNamePrimary, v), th.Color(theme.ColorNameForegroundOnPrimary, v)
	}
	if d.d.FillColor != fill || d.d.StrokeColor != fg {
		d.d.FillColor, d.d.StrokeColor = fill, fg
		d.d.Refresh()
	}
	if d.txt.Color != text {
		d.txt.Color = text
		d.txt.Refresh()
	}
}

// chipFor is the chip to play under a slot: the one chosen, else the first
// active chip that was not under that card last round.
func (r *thorgalRow) chipFor(s thorgal.State, slot int) int {
	if r.chip >= 0 {
		return r.chip
	}
	first := -1
	for k, c := range s.Chips {
		if !c.Active {
			continue
		}
		if first < 0 {
			first = k
		}
		if c.Slot != slot {
			return k
		}
	}
	return max(first, 0)
}

// origins are the active chips that may go under slot, one per place they
// lie (two chips under the same card are the same choice): the chips a
// player may have taken.
func origins(s thorgal.State, slot int) []int {
	var out []int
	seen := map[int]bool{}
	for k, c := range s.Chips {
		if !c.Active || c.Slot == slot || seen[c.Slot] {
			continue
		}
		seen[c.Slot] = true
		out = append(out, k)
	}
	return out
}

// play puts a chip under the card of slot. Which chip moves matters (Bonuses
// count the chips under and left of each card): the chip chosen in the
// drawer, else the only one that may go there, else the app asks where the
// player took it from. The rules refuse a chip that lay under that card last
// round, saying so.
func (r *thorgalRow) play(slot int) {
	s := r.b.s
	if r.chip >= 0 {
		chip := r.chip
		r.chip = -1
		r.b.f.Do(thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: chip, Slot: slot})
		return
	}
	from := origins(s, slot)
	if len(from) <= 1 {
		r.b.f.Do(thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: r.chipFor(s, slot), Slot: slot})
		return
	}
	r.askChip(s, slot, from)
}

// askChip asks which chip the player took to put under the card of slot:
// one answer per card a chip may come from.
func (r *thorgalRow) askChip(s thorgal.State, slot int, from []int) {
	u := r.b.u
	var d *kit.Sheet
	var objs []fyne.CanvasObject
	for _, k := range from {
		text := u.Loc.T("app.thorgal.chip_from_beside")
		if c := s.Chips[k].Slot; c >= 0 && c < len(s.Row) {
			text = u.Loc.T("app.thorgal.chip_from", "Card", s.Row[c])
		}
		objs = append(objs, kit.AtLeast(kit.NewTile(text, nil, func() {
			d.Hide()
			r.b.f.Do(thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: k, Slot: slot})
		}), 0, kit.BigSize))
	}
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.chip_which_hint", "Card", s.Row[slot])), container.NewGridWithColumns(2, objs...))
	d = u.NewSheet(u.Loc.T("app.thorgal.chip_taken", "Character", r.b.name(s, s.TurnOwner())), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// swapDialog replaces an Action card of the row by a new one; the row stays
// in order and the chips stay where they lie.
func (r *thorgalRow) swapDialog() {
	u, s := r.b.u, r.b.s
	var d *kit.Sheet
	slot := -1
	var opts []kit.Option
	for k, n := range s.Row {
		opts = append(opts, kit.Option{Value: strconv.Itoa(k), Label: strconv.Itoa(n)})
	}
	pick := kit.Segmented(opts, "", 4, func(v string) { slot, _ = strconv.Atoi(v) })
	num := widget.NewEntry()
	num.SetPlaceHolder(u.Loc.T("app.thorgal.swap_new"))
	why := kit.WrapLabel("")
	why.Importance = widget.DangerImportance
	ok := kit.Primary(u.Loc.T("app.thorgal.swap_do"), theme.ConfirmIcon(), func() {
		n, err := strconv.Atoi(strings.TrimSpace(num.Text))
		if slot < 0 || err != nil {
			why.SetText(u.Loc.T("app.thorgal.swap_need"))
			return
		}
		d.Hide()
		r.b.f.Do(thorgal.Command{Kind: thorgal.CmdSwapAction, Slot: slot, N: n})
	})
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.swap_hint")), pick, kit.Tall(num), why)
	// A refusal may show under the answer: room is kept for it.
	d = u.NewSheet(u.Loc.T("app.thorgal.swap"), content).ReserveLines(3)
	d.WithCancel(ok)
	d.Show()
}
