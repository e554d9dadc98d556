package app

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/thorgal"
)

// thorgalRound is the Round track of the Adventure sheet as a strip of
// numbered spaces, the Round marker's space filled and outlined, spaces
// behind it greyed; a line above says the round in words and who holds the
// First Player marker (so neither depends on colour).
type thorgalRound struct {
	u     *UI
	label *widget.Label
	cells *fyne.Container
}

// roundCell is the side of one space of the strip.
const roundCell float32 = 34

func newThorgalRound(u *UI) *thorgalRound {
	r := &thorgalRound{u: u, label: wrapLabel("")}
	r.label.TextStyle.Bold = true
	r.cells = container.NewGridWrap(fyne.NewSize(roundCell, roundCell))
	return r
}

func (r *thorgalRound) set(s thorgal.State) {
	u := r.u
	first := ""
	if s.First >= 0 && s.First < len(s.Chars) {
		first = u.loc.Msg(s.Chars[s.First].NameMsg())
	}
	r.label.SetText(u.loc.T("app.thorgal.round_line", "Round", s.RoundNumber(), "Rounds", s.Round.Len, "Character", first))
	th := theme.Current()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	now := s.RoundNumber()
	objs := make([]fyne.CanvasObject, 0, s.Round.Len)
	for n := 1; n <= s.Round.Len; n++ {
		bg := canvas.NewRectangle(col(theme.ColorNameInputBackground))
		bg.StrokeColor, bg.StrokeWidth = col(theme.ColorNameSeparator), 1
		bg.CornerRadius = 4
		txt := canvas.NewText(strconv.Itoa(n), col(theme.ColorNameForeground))
		txt.Alignment = fyne.TextAlignCenter
		switch {
		case n == now:
			bg.FillColor = col(theme.ColorNamePrimary)
			bg.StrokeColor, bg.StrokeWidth = col(theme.ColorNameForeground), 3
			txt.Color = col(theme.ColorNameForegroundOnPrimary)
			txt.TextStyle.Bold = true
		case n < now:
			txt.Color = col(theme.ColorNamePlaceHolder)
		}
		objs = append(objs, container.NewStack(bg, container.NewCenter(txt)))
	}
	r.cells.Objects = objs
	r.cells.Refresh()
}

func (r *thorgalRound) object() fyne.CanvasObject {
	return container.NewVBox(r.label, r.cells)
}
