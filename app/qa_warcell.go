package app

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/qa"
)

// warCell is one space of Qâ's war track: its number, its Guerre value ("?"
// until the table tells), Ogotaï's marker (a filled disc, a thick border and
// the word "Ogotaï") on his space, and a cross with "defeat" on the last space.
type warCell struct {
	widget.BaseWidget
	u      *UI
	space  int
	war    int
	known  bool
	ogotai bool
	last   bool
}

func newWarCell(u *UI, space int) *warCell {
	c := &warCell{u: u, space: space, last: space == qa.WarSpaces}
	c.ExtendBaseWidget(c)
	return c
}

// set shows the space as it stands in s.
func (c *warCell) set(s qa.State, space int) {
	c.space = space
	c.war, c.known = s.War(space)
	c.ogotai = s.Ogotai == space
	c.last = space == qa.WarSpaces
	c.Refresh()
}

// valueText is the Guerre value as the cell writes it.
func (c *warCell) valueText() string {
	switch {
	case c.last:
		return c.u.loc.T("app.qa.cell_defeat")
	case !c.known:
		return "?"
	case c.war == 0:
		return c.u.loc.T("app.qa.cell_empty")
	}
	return c.u.loc.T("qa.war.guerre", "N", c.war)
}

func (c *warCell) CreateRenderer() fyne.WidgetRenderer {
	r := &warCellRenderer{
		c:      c,
		bg:     canvas.NewRectangle(nil),
		marker: canvas.NewCircle(nil),
		num:    canvas.NewText("", nil),
		value:  canvas.NewText("", nil),
		tag:    canvas.NewText("", nil),
		crossA: canvas.NewLine(nil),
		crossB: canvas.NewLine(nil),
	}
	r.num.TextStyle.Bold = true
	r.objs = []fyne.CanvasObject{r.bg, r.crossA, r.crossB, r.marker, r.num, r.value, r.tag}
	r.Refresh()
	return r
}

type warCellRenderer struct {
	c               *warCell
	bg              *canvas.Rectangle
	marker          *canvas.Circle
	num, value, tag *canvas.Text
	crossA, crossB  *canvas.Line
	objs            []fyne.CanvasObject
}

func (r *warCellRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *warCellRenderer) Destroy()                     {}

func (r *warCellRenderer) MinSize() fyne.Size {
	pad := theme.Padding()
	w := fyne.Max(r.num.MinSize().Width, fyne.Max(r.value.MinSize().Width, r.tag.MinSize().Width)) + 2*pad
	h := r.num.MinSize().Height + r.value.MinSize().Height + r.tag.MinSize().Height + 2*pad
	return fyne.NewSize(fyne.Max(w, cellMinW), fyne.Max(h, cellMinH))
}

func (r *warCellRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	r.bg.Resize(size)
	r.bg.Move(fyne.NewPos(0, 0))
	r.num.Move(fyne.NewPos(pad+2, pad))
	r.num.Resize(r.num.MinSize())
	m := float32(14)
	r.marker.Resize(fyne.NewSize(m, m))
	r.marker.Move(fyne.NewPos(size.Width-m-pad-2, pad+4))
	r.crossA.Position1 = fyne.NewPos(size.Width-m-pad-2, pad+4)
	r.crossA.Position2 = fyne.NewPos(size.Width-pad-2, pad+4+m)
	r.crossB.Position1 = fyne.NewPos(size.Width-pad-2, pad+4)
	r.crossB.Position2 = fyne.NewPos(size.Width-m-pad-2, pad+4+m)
	vy := pad + r.num.MinSize().Height
	r.value.Move(fyne.NewPos(pad+2, vy))
	r.value.Resize(fyne.NewSize(size.Width-2*pad, r.value.MinSize().Height))
	r.tag.Move(fyne.NewPos(pad+2, size.Height-pad-r.tag.MinSize().Height))
	r.tag.Resize(fyne.NewSize(size.Width-2*pad, r.tag.MinSize().Height))
}

func (r *warCellRenderer) Refresh() {
	c := r.c
	th := c.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	text := th.Size(theme.SizeNameText)
	caption := th.Size(theme.SizeNameCaptionText)

	r.num.Text = strconv.Itoa(c.space)
	r.num.TextSize = text * 1.3
	r.num.Color = col(theme.ColorNameForeground)

	r.value.Text = c.valueText()
	r.value.TextSize = caption
	r.value.Color = col(theme.ColorNameForeground)
	if !c.known && !c.last {
		r.value.Color = col(theme.ColorNamePlaceHolder)
	}

	r.bg.FillColor = col(theme.ColorNameInputBackground)
	r.bg.StrokeColor = col(theme.ColorNameSeparator)
	r.bg.StrokeWidth = 1
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)

	r.tag.Text = ""
	r.tag.TextSize = caption
	r.tag.TextStyle.Bold = true
	r.tag.Color = col(theme.ColorNameForeground)
	r.marker.Hidden = !c.ogotai
	r.crossA.Hidden, r.crossB.Hidden = true, true
	if c.last {
		r.bg.StrokeColor = col(theme.ColorNameError)
		r.bg.StrokeWidth = 2
		r.crossA.StrokeColor, r.crossB.StrokeColor = col(theme.ColorNameError), col(theme.ColorNameError)
		r.crossA.StrokeWidth, r.crossB.StrokeWidth = 2, 2
		r.crossA.Hidden, r.crossB.Hidden = c.ogotai, c.ogotai
	}
	if c.ogotai {
		r.bg.FillColor = col(theme.ColorNameSelection)
		r.bg.StrokeColor = col(theme.ColorNamePrimary)
		r.bg.StrokeWidth = 3
		r.marker.FillColor = col(theme.ColorNameForeground)
		r.marker.StrokeColor = col(theme.ColorNamePrimary)
		r.marker.StrokeWidth = 2
		r.tag.Text = c.u.loc.T("app.qa.ogotai")
	}
	for _, o := range r.objs {
		o.Refresh()
	}
}
