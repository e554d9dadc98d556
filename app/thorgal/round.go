package thorgal

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/thorgal"
)

// thorgalRound is the Round track of the Adventure sheet as a strip of
// numbered spaces, the Round marker's space filled and outlined, spaces
// behind it greyed, spaces the sheet marks with a special effect flagged; a
// line above says the round in words and who holds the First Player marker,
// and a line below names the marked rounds and reminds the one in force (so
// nothing depends on colour). The button beside the strip tells the app which
// spaces are marked (printed on the sheet, kept in the box profile).
type thorgalRound struct {
	b      *thorgalBoard
	label  *widget.Label
	cells  *fyne.Container
	marks  *widget.Label
	marked *widget.Button
}

// roundCell is the side of one space of the strip.
const roundCell float32 = 34

func newThorgalRound(b *thorgalBoard) *thorgalRound {
	r := &thorgalRound{b: b, label: kit.WrapLabel(""), marks: kit.Quiet("")}
	r.label.TextStyle.Bold = true
	r.cells = container.NewGridWrap(fyne.NewSize(roundCell, roundCell))
	r.marked = kit.IconButton(theme.DocumentCreateIcon(), r.askMarked)
	return r
}

func (r *thorgalRound) set(s thorgal.State) {
	u := r.b.u
	first := ""
	if s.First >= 0 && s.First < len(s.Chars) {
		first = u.Loc.Msg(s.Chars[s.First].NameMsg())
	}
	if r.b.pinned {
		// The status strip says the round.
		r.label.SetText(u.Loc.T("app.thorgal.first_line", "Character", first))
	} else {
		r.label.SetText(u.Loc.T("app.thorgal.round_line", "Round", s.RoundNumber(), "Rounds", s.Round.Len, "Character", first))
	}
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
		cell := []fyne.CanvasObject{bg, container.NewCenter(txt)}
		if s.Sheet.Marked(n) {
			// A marked space: a corner flag (and the line below in words).
			flag := canvas.NewCircle(col(theme.ColorNameWarning))
			flag.StrokeColor, flag.StrokeWidth = col(theme.ColorNameForeground), 1
			flag.Resize(fyne.NewSize(10, 10))
			flag.Move(fyne.NewPos(roundCell-12, 2))
			cell = append(cell, container.NewWithoutLayout(flag))
		}
		objs = append(objs, container.NewStack(cell...))
	}
	r.cells.Objects = objs
	r.cells.Refresh()

	r.marks.Importance = widget.MediumImportance
	r.marks.TextStyle.Bold = false
	switch {
	case s.Sheet.Marked(now) && !s.Over():
		r.marks.SetText(u.Loc.T("app.thorgal.round_marked_now", "Round", now))
		r.marks.Importance = widget.WarningImportance
		r.marks.TextStyle.Bold = true
	case len(s.Sheet.Special) > 0:
		r.marks.SetText(u.Loc.T("app.thorgal.round_marked", "Rounds", joinInts(s.Sheet.Special)))
	default:
		r.marks.SetText("")
	}
	r.marks.Hidden = r.marks.Text == ""
	r.marks.Refresh()
	kit.SetEnabled(r.marked, !s.Over())
	// Room for words beside the strip on a wide board; the pencil alone on
	// a phone.
	if r.b.f != nil && r.b.f.BoardWidth() >= 600 {
		r.marked.SetText(u.Loc.T("app.thorgal.round_marks"))
	}
}

// askMarked asks which Round track spaces the Adventure sheet marks with a
// special effect; the answer goes into the box profile and this session.
func (r *thorgalRound) askMarked() {
	u, s := r.b.u, r.b.s
	key := "thorgal.adventure." + s.Adventure + ".special"
	spec, ok := rules.PrintedSpecFor(thorgal.Game, key)
	if !ok {
		// An adventure given whole at setup: its sheet is the setup's.
		u.Info(u.Loc.T("app.thorgal.round_marks"), u.Loc.T("app.thorgal.round_marks_custom"))
		return
	}
	current := s.Printed[key]
	if current == "" && len(s.Sheet.Special) > 0 {
		current = strings.ReplaceAll(joinInts(s.Sheet.Special), " ", "")
	}
	u.AskPrinted(spec, current, func(v string) {
		if err := r.b.f.Sess.Learn(key, v); err != nil {
			r.b.f.Say(u.ErrText(err))
		}
	})
}

func (r *thorgalRound) object() fyne.CanvasObject {
	strip := container.NewBorder(nil, nil, nil, kit.AtLeast(r.marked, kit.TouchSize, kit.TouchSize), r.cells)
	return container.NewVBox(r.label, strip, r.marks)
}
