package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// thorgalTales is the Book of Tales: the Entries read this adventure (each
// may be read once unless an effect says otherwise, so reading one again asks
// first) and the endings the players record: victory or the adventure's own
// defeat, each with the ending Entry read. Death and running out of rounds are
// recorded by the rules themselves.
type thorgalTales struct {
	b     *thorgalBoard
	read  *kit.Label
	entry *widget.Entry
	why   *kit.Label
	btns  []fyne.Disableable
	// endBtn records the ending Entry after a defeat the rules recorded.
	endBtn *widget.Button
	box    *fyne.Container
}

func newThorgalTales(b *thorgalBoard) *thorgalTales {
	u := b.u
	t := &thorgalTales{b: b}
	t.read = kit.WrapLabel("")
	t.entry = widget.NewEntry()
	t.entry.SetPlaceHolder(u.Loc.T("app.thorgal.entry_placeholder"))
	t.entry.OnSubmitted = func(string) { t.readEntry() }
	t.why = kit.WrapLabel("")
	t.why.Importance = widget.DangerImportance
	t.why.Hide()
	readBtn := kit.Primary(u.Loc.T("app.thorgal.entry_read"), theme.DocumentIcon(), t.readEntry)
	win := kit.NewTile(u.Loc.T("app.thorgal.victory"), theme.ConfirmIcon(), t.victory)
	lose := kit.NewTile(u.Loc.T("app.thorgal.defeat"), theme.CancelIcon(), t.defeat)
	lose.SetImportance(widget.DangerImportance)
	t.btns = []fyne.Disableable{readBtn, win, lose, t.entry}
	// After a death or the Round track run out, the adventure names the
	// Entry to read: the one thing left to record.
	t.endBtn = kit.Primary(u.Loc.T("app.thorgal.ending_record"), theme.DocumentIcon(), t.endingEntry)
	t.endBtn.Hide()
	t.box = container.NewVBox(
		t.read,
		container.NewBorder(nil, nil, nil, kit.Tall(readBtn), kit.Tall(t.entry)),
		t.why,
		kit.Tall(t.endBtn),
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.thorgal.endings")),
		kit.Quiet(u.Loc.T("app.thorgal.endings_hint")),
		container.NewGridWithColumns(2, win, lose),
	)
	return t
}

func (t *thorgalTales) object() fyne.CanvasObject { return t.box }

func (t *thorgalTales) set(s thorgal.State) {
	u := t.b.u
	if len(s.Entries) == 0 {
		kit.SetText(t.read, u.Loc.T("app.thorgal.entries_none"))
	} else {
		nums := make([]string, len(s.Entries))
		for i, n := range s.Entries {
			nums[i] = strconv.Itoa(n)
		}
		kit.SetText(t.read, u.Loc.N("app.thorgal.entries", len(s.Entries), "List", strings.Join(nums, ", ")))
	}
	for _, b := range t.btns {
		kit.SetEnabled(b, !s.Over())
	}
	if s.Over() && (s.Ending.Cause == "death" || s.Ending.Cause == "time") && s.Ending.Entry == 0 {
		t.entry.Enable()
		t.endBtn.Show()
	} else {
		t.endBtn.Hide()
	}
}

// endingEntry records the Entry read after a death or time running out.
func (t *thorgalTales) endingEntry() {
	n, ok := t.number()
	if !ok {
		return
	}
	t.b.f.Do(thorgal.Command{Kind: thorgal.CmdEndingEntry, N: n})
	t.entry.SetText("")
}

// number reads the Entry number typed, or says why it cannot.
func (t *thorgalTales) number() (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(t.entry.Text))
	if err != nil || n < 1 || n > thorgal.MaxEntry {
		t.why.SetText(t.b.u.Loc.T("app.thorgal.entry_number", "Max", thorgal.MaxEntry))
		t.why.Show()
		return 0, false
	}
	t.why.Hide()
	return n, true
}

// readEntry records an Entry read; one already read asks first, since only an
// effect that says so allows reading it again.
func (t *thorgalTales) readEntry() {
	u, b := t.b.u, t.b
	n, ok := t.number()
	if !ok {
		return
	}
	if slices.Contains(b.s.Entries, n) {
		u.Confirm(u.Loc.T("app.thorgal.again_title", "N", n), u.Loc.T("app.thorgal.again_body", "N", n),
			u.Loc.T("app.thorgal.again_yes"), false, func() {
				b.f.Do(thorgal.Command{Kind: thorgal.CmdEntry, N: n, Force: true})
				t.entry.SetText("")
			})
		return
	}
	b.f.Do(thorgal.Command{Kind: thorgal.CmdEntry, N: n})
	t.entry.SetText("")
}

// victory records the adventure won, with the ending Entry typed above.
func (t *thorgalTales) victory() {
	t.end(thorgal.CmdWin, "app.thorgal.victory", "app.thorgal.victory_body", "app.thorgal.victory_yes", false)
}

// defeat records the adventure's own losing condition, with its Entry.
func (t *thorgalTales) defeat() {
	t.end(thorgal.CmdLose, "app.thorgal.defeat", "app.thorgal.defeat_body", "app.thorgal.defeat_yes", true)
}

// end records an ending of this kind with the Entry typed above, once the
// players confirm it (a danger confirm for a defeat).
func (t *thorgalTales) end(kind, title, body, yes string, danger bool) {
	u, b := t.b.u, t.b
	n, ok := t.number()
	if !ok {
		return
	}
	u.Confirm(u.Loc.T(title), u.Loc.T(body, "N", n), u.Loc.T(yes), danger, func() { b.f.Do(thorgal.Command{Kind: kind, N: n}) })
}
