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
	label  *kit.Label
	cells  *fyne.Container
	spaces []roundSpace // the strip's spaces, made once per track length
	marks  *kit.Label
	marked *widget.Button
}

// roundSpace is one space of the strip: its square, its number and the
// corner flag of a marked space.
type roundSpace struct {
	bg     *canvas.Rectangle
	txt    *canvas.Text
	flag   *canvas.Circle
	corner fyne.CanvasObject // the flag's box, hidden on a space not marked
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
	if r.b.Pinned {
		// The status strip says the round.
		kit.SetText(r.label, u.Loc.T("app.thorgal.first_line", "Character", first))
	} else {
		kit.SetText(r.label, u.Loc.T("app.thorgal.round_line", "Round", s.RoundNumber(), "Rounds", s.Round.Len, "Character", first))
	}
	r.showSpaces(s)

	text, imp, bold := "", widget.MediumImportance, false
	now := s.RoundNumber()
	switch {
	case s.Sheet.Marked(now) && !s.Over():
		text, imp, bold = u.Loc.T("app.thorgal.round_marked_now", "Round", now), widget.WarningImportance, true
	case len(s.Sheet.Special) > 0:
		text = u.Loc.T("app.thorgal.round_marked", "Rounds", joinInts(s.Sheet.Special))
	}
	if r.marks.Text != text || r.marks.Importance != imp || r.marks.TextStyle.Bold != bold || r.marks.Hidden != (text == "") {
		r.marks.Text, r.marks.Importance, r.marks.TextStyle.Bold = text, imp, bold
		r.marks.Hidden = text == ""
		r.marks.Refresh()
	}
	kit.SetEnabled(r.marked, !s.Over())
	// Room for words beside the strip on a wide board; the pencil alone on
	// a phone.
	if r.b.f != nil && r.b.f.BoardWidth() >= 600 {
		if t := u.Loc.T("app.thorgal.round_marks"); r.marked.Text != t {
			r.marked.SetText(t)
		}
	}
}

// showSpaces paints the strip's spaces: the Round marker's filled and
// outlined, those behind it greyed, the marked ones flagged.
func (r *thorgalRound) showSpaces(s thorgal.State) {
	th := theme.Current()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	if len(r.spaces) != s.Round.Len {
		r.spaces = make([]roundSpace, s.Round.Len)
		objs := make([]fyne.CanvasObject, s.Round.Len)
		for k := range r.spaces {
			bg := canvas.NewRectangle(color.Transparent)
			bg.CornerRadius = 4
			txt := canvas.NewText(strconv.Itoa(k+1), color.Transparent)
			txt.Alignment = fyne.TextAlignCenter
			flag := canvas.NewCircle(color.Transparent)
			flag.StrokeWidth = 1
			flag.Resize(fyne.NewSize(10, 10))
			flag.Move(fyne.NewPos(roundCell-12, 2))
			corner := container.NewWithoutLayout(flag)
			corner.Hide()
			r.spaces[k] = roundSpace{bg: bg, txt: txt, flag: flag, corner: corner}
			objs[k] = container.NewStack(bg, container.NewCenter(txt), corner)
		}
		r.cells.Objects = objs
		r.cells.Refresh()
	}
	now := s.RoundNumber()
	flagFill, flagLine := col(theme.ColorNameWarning), col(theme.ColorNameForeground)
	for k, sp := range r.spaces {
		n := k + 1
		fill, stroke, width := col(theme.ColorNameInputBackground), col(theme.ColorNameSeparator), float32(1)
		fg, bold := col(theme.ColorNameForeground), false
		switch {
		case n == now:
			fill, stroke, width = col(theme.ColorNamePrimary), col(theme.ColorNameForeground), 3
			fg, bold = col(theme.ColorNameForegroundOnPrimary), true
		case n < now:
			fg = col(theme.ColorNamePlaceHolder)
		}
		paintRect(sp.bg, fill, stroke, width)
		if sp.txt.Color != fg || sp.txt.TextStyle.Bold != bold {
			sp.txt.Color, sp.txt.TextStyle.Bold = fg, bold
			sp.txt.Refresh()
		}
		// A marked space: a corner flag (and the line below in words).
		marked := s.Sheet.Marked(n)
		if marked && (sp.flag.FillColor != flagFill || sp.flag.StrokeColor != flagLine) {
			sp.flag.FillColor, sp.flag.StrokeColor = flagFill, flagLine
			sp.flag.Refresh()
		}
		kit.SetShown(sp.corner, marked)
	}
}

// askMarked asks which Round track spaces the Adventure sheet marks with a
// special effect; the answer goes into the box profile and this session.
func (r *thorgalRound) askMarked() {
	u, s := r.b.u, r.b.s
	key := "thorgal.adventure." + s.Adventure + ".special"
	current := s.Printed[key]
	if current == "" && len(s.Sheet.Special) > 0 {
		current = strings.ReplaceAll(joinInts(s.Sheet.Special), " ", "")
	}
	if !r.b.f.AskLearn(key, current, nil) {
		// An adventure given whole at setup: its sheet is the setup's.
		u.Info(u.Loc.T("app.thorgal.round_marks"), u.Loc.T("app.thorgal.round_marks_custom"))
	}
}

func (r *thorgalRound) object() fyne.CanvasObject {
	strip := container.NewBorder(nil, nil, nil, kit.AtLeast(r.marked, kit.TouchSize, kit.TouchSize), r.cells)
	return container.NewVBox(r.label, strip, r.marks)
}
