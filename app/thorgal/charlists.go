package thorgal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// trackBonus is what an experience track says under it: the level-7 bonus
// owed (with the button saying it was applied), or that the track is at 7.
type trackBonus struct {
	c       *thorgalChar
	track   string
	owed    *kit.Label
	owedRow fyne.CanvasObject
	seven   *kit.Label
}

func newTrackBonus(c *thorgalChar, track string) *trackBonus {
	u := c.b.u
	tb := &trackBonus{c: c, track: track}
	tb.owed = kit.WrapLabel("")
	tb.owed.Importance = widget.WarningImportance
	tb.owed.TextStyle.Bold = true
	taken := kit.NewButton(u.Loc.T("app.thorgal.bonus_taken"), theme.ConfirmIcon(), func() {
		c.b.f.Do(thorgal.Command{Kind: thorgal.CmdBonusTaken, Char: c.i, Track: track})
	})
	tb.owedRow = container.NewBorder(nil, nil, nil, kit.Tall(taken), tb.owed)
	tb.owedRow.Hide()
	tb.seven = kit.Quiet(u.Loc.T("app.thorgal.at_seven", "Track", u.Loc.Msg(thorgal.TrackName(track))))
	tb.seven.Hide()
	return tb
}

// set shows owed bonuses, or the track at level 7.
func (tb *trackBonus) set(owed, level int) {
	if owed > 0 {
		kit.SetText(tb.owed, tb.c.b.u.Loc.N("app.thorgal.bonus_owed", owed, "Track", tb.c.b.u.Loc.Msg(thorgal.TrackName(tb.track))))
	}
	kit.SetShown(tb.owedRow, owed > 0)
	kit.SetShown(tb.seven, owed <= 0 && level == thorgal.MaxLevel)
}

// itemRow is an Item the character holds, with the button to use it.
type itemRow struct {
	name *kit.Label
	k    int // the Item's index in the character's
}

func newItemRow(c *thorgalChar) (*itemRow, fyne.CanvasObject) {
	r := &itemRow{name: kit.WrapLabel("")}
	use := kit.NewButton(c.b.u.Loc.T("app.thorgal.item_use"), theme.DeleteIcon(), func() {
		c.b.f.Do(thorgal.Command{Kind: thorgal.CmdItemUse, Char: c.i, Index: r.k})
	})
	return r, container.NewBorder(nil, nil, nil, kit.Tall(use), r.name)
}
