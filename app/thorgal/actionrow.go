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
	turn  *widget.Label
	cards *fyne.Container
	chips *fyne.Container
	lines *widget.Label
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
	r.cards = container.NewGridWithColumns(1)
	r.chips = container.NewGridWithColumns(2)
	r.lines = kit.Quiet("")
	r.swap = kit.NewButton(u.Loc.T("app.thorgal.swap"), theme.ViewRefreshIcon(), r.swapDialog)
	r.box = container.NewVBox(r.turn, kit.Quiet(u.Loc.T("app.thorgal.row_rule")), r.cards,
		kit.Subheading(u.Loc.T("app.thorgal.chips")), r.chips, r.lines, kit.Tall(r.swap))
	return r
}

func (r *thorgalRow) object() fyne.CanvasObject { return r.box }

func (r *thorgalRow) set(s thorgal.State) {
	u := r.b.u
	playing := s.Phase == thorgal.PhaseAction && !s.Over()
	switch {
	case playing:
		r.turn.SetText(u.Loc.T("app.thorgal.row_turn", "N", s.Turn+1, "Character", r.b.name(s, s.TurnOwner())))
	case s.Phase == thorgal.PhaseEvent && !s.Over():
		r.turn.SetText(u.Loc.T("app.thorgal.row_done"))
	default:
		r.turn.SetText(u.Loc.T("app.thorgal.row_wait"))
	}
	if r.chip >= 0 && (!playing || !s.Chips[r.chip].Active) {
		r.chip = -1
	}
	cards := make([]fyne.CanvasObject, len(s.Row))
	for slot, n := range s.Row {
		btn := widget.NewButton("", func() { r.play(slot) })
		kit.SetEnabled(btn, playing)
		cards[slot] = kit.AtLeast(container.NewStack(btn, r.cardFace(s, slot, n)), 0, 96)
	}
	r.cards.Layout = layout.NewGridLayoutWithColumns(r.rowColumns(len(cards)))
	r.cards.Objects = cards
	r.cards.Refresh()

	chips := make([]fyne.CanvasObject, thorgal.Turns)
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
		// A chip is known at the table by where it lies, not by a number.
		t := kit.NewTile(u.Loc.T("app.thorgal.chip_tile", "N", k+1, "Where", where), nil, func() {
			if r.chip == k {
				r.chip = -1
			} else {
				r.chip = k
			}
			r.set(r.b.s)
		})
		switch {
		case !playing || !c.Active:
			t.Disable()
		case r.chip == k:
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		}
		chips[k] = t
	}
	r.chips.Objects = chips
	r.chips.Refresh()
	r.lines.SetText(strings.Join(lines, "\n"))
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

// cardFace draws an Action card: its number, then its chips.
func (r *thorgalRow) cardFace(s thorgal.State, slot, n int) fyne.CanvasObject {
	th := theme.Current()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	num := canvas.NewText(strconv.Itoa(n), th.Color(theme.ColorNameForeground, v))
	num.TextSize = th.Size(theme.SizeNameHeadingText)
	num.TextStyle.Bold = true
	num.Alignment = fyne.TextAlignCenter
	var chips []fyne.CanvasObject
	for k, c := range s.Chips {
		if c.Slot != slot {
			continue
		}
		chips = append(chips, chipDisc(k+1, c.Active))
	}
	return container.NewVBox(container.NewCenter(num), container.NewCenter(container.NewGridWrap(fyne.NewSize(24, 24), chips...)))
}

// chipDisc is an Action chip: filled on its active side, a ring when used.
func chipDisc(n int, active bool) fyne.CanvasObject {
	th := theme.Current()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg := th.Color(theme.ColorNameForeground, v)
	d := canvas.NewCircle(color.Transparent)
	d.StrokeColor, d.StrokeWidth = fg, 2
	txt := canvas.NewText(strconv.Itoa(n), fg)
	txt.TextStyle.Bold = true
	txt.Alignment = fyne.TextAlignCenter
	if active {
		d.FillColor = th.Color(theme.ColorNamePrimary, v)
		txt.Color = th.Color(theme.ColorNameForegroundOnPrimary, v)
	}
	return container.NewStack(d, container.NewCenter(txt))
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
