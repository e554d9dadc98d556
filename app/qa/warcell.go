package qa

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// warCell is one space of Qâ's war track: its number, its Guerre value ("?"
// until the table tells), Ogotaï's marker (a filled disc, a thick border and
// the word "Ogotaï") on his space, and a cross with "defeat" on the last space.
// Compact (a phone: eight to a row), it keeps the number, the marker and the
// cross, and writes the value short: the Guerre pictogram and its number, "–"
// for an empty space, "?" for one not known yet.
type warCell struct {
	widget.BaseWidget
	u       *kit.UI
	space   int
	war     int
	known   bool
	ogotai  bool
	last    bool
	compact bool
	shown   bool // set has drawn it once
}

// AccessibilityLabel says the space in words, for a screen reader.
func (c *warCell) AccessibilityLabel() string {
	var text string
	switch {
	case c.last:
		text = c.u.Loc.T("app.qa.a11y.war_last", "Space", c.space)
	case !c.known:
		text = c.u.Loc.T("app.qa.a11y.war_unknown", "Space", c.space)
	case c.war == 0:
		text = c.u.Loc.T("app.qa.a11y.war_empty", "Space", c.space)
	default:
		text = c.u.Loc.T("app.qa.a11y.war", "Space", c.space, "N", c.war)
	}
	if c.ogotai {
		text = c.u.Loc.T("app.qa.a11y.ogotai_here", "Space", text)
	}
	return text
}

// AccessibilityRole is a button's: a tap tells or corrects the space.
func (c *warCell) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// setCompact switches the short form on or off.
func (c *warCell) setCompact(on bool) {
	if c.compact != on {
		c.compact = on
		c.Refresh()
	}
}

func newWarCell(u *kit.UI, space int) *warCell {
	c := &warCell{u: u, space: space, last: space == qa.WarSpaces}
	c.ExtendBaseWidget(c)
	return c
}

// set shows the space as it stands in s.
func (c *warCell) set(s qa.State, space int) {
	war, known := s.War(space)
	ogotai, last := s.Ogotai == space, space == qa.WarSpaces
	if c.space == space && c.war == war && c.known == known && c.ogotai == ogotai && c.last == last && c.shown {
		return // as drawn: its pictogram need not be drawn again
	}
	c.space, c.war, c.known, c.ogotai, c.last, c.shown = space, war, known, ogotai, last, true
	c.Refresh()
}

// showsWar is whether the cell shows the Guerre pictogram (a compact cell of
// a known Guerre space).
func (c *warCell) showsWar() bool { return c.compact && c.known && c.war > 0 && !c.last }

// Tapped opens the Guerre pictogram's glossary entry, on a cell that shows it.
func (c *warCell) Tapped(*fyne.PointEvent) {
	if c.showsWar() {
		c.u.OpenIcon("qa-war")
	}
}

// Cursor is a pointing hand over a cell showing the pictogram: it is a link.
func (c *warCell) Cursor() desktop.Cursor {
	if c.showsWar() {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// valueText is the Guerre value as the cell writes it.
func (c *warCell) valueText() string {
	if c.compact {
		switch {
		case c.last:
			return ""
		case !c.known:
			return "?"
		case c.war == 0:
			return "–"
		}
		return strconv.Itoa(c.war)
	}
	switch {
	case c.last:
		return c.u.Loc.T("app.qa.cell_defeat")
	case !c.known:
		return "?"
	case c.war == 0:
		return c.u.Loc.T("app.qa.cell_empty")
	}
	return c.u.Loc.T("qa.war.guerre", "N", c.war)
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
		war:    canvas.NewImageFromResource(kit.IconResource("qa-war")),
	}
	r.war.FillMode = canvas.ImageFillContain
	r.num.TextStyle.Bold = true
	r.objs = []fyne.CanvasObject{r.bg, r.crossA, r.crossB, r.marker, r.num, r.war, r.value, r.tag}
	r.Refresh()
	return r
}

type warCellRenderer struct {
	c               *warCell
	bg              *canvas.Rectangle
	marker          *canvas.Circle
	num, value, tag *canvas.Text
	crossA, crossB  *canvas.Line
	war             *canvas.Image // the Guerre pictogram (compact cells)
	objs            []fyne.CanvasObject
}

func (r *warCellRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *warCellRenderer) Destroy()                     {}

func (r *warCellRenderer) MinSize() fyne.Size {
	pad := theme.Padding()
	if r.c.compact {
		w := fyne.Max(r.num.MinSize().Width+r.markSize(), r.warSize()+r.value.MinSize().Width) + 2*pad
		h := r.num.MinSize().Height + fyne.Max(r.value.MinSize().Height, r.warSize()) + pad
		return fyne.NewSize(fyne.Max(w, cellCompactW), fyne.Max(h, cellCompactH))
	}
	w := fyne.Max(r.num.MinSize().Width, fyne.Max(r.value.MinSize().Width, r.tag.MinSize().Width)) + 2*pad
	h := r.num.MinSize().Height + r.value.MinSize().Height + r.tag.MinSize().Height + 2*pad
	return fyne.NewSize(fyne.Max(w, cellMinW), fyne.Max(h, cellMinH))
}

// markSize is the side of Ogotaï's disc and of the last space's cross.
func (r *warCellRenderer) markSize() float32 {
	if r.c.compact {
		return 10
	}
	return 14
}

// warSize is the side of the Guerre pictogram of a compact cell.
func (r *warCellRenderer) warSize() float32 { return r.value.MinSize().Height }

func (r *warCellRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	r.bg.Resize(size)
	r.bg.Move(fyne.NewPos(0, 0))
	if r.c.compact {
		pad /= 2
	}
	r.num.Move(fyne.NewPos(pad+2, pad))
	r.num.Resize(r.num.MinSize())
	m := r.markSize()
	r.marker.Resize(fyne.NewSize(m, m))
	r.marker.Move(fyne.NewPos(size.Width-m-pad-2, pad+4))
	r.crossA.Position1 = fyne.NewPos(size.Width-m-pad-2, pad+4)
	r.crossA.Position2 = fyne.NewPos(size.Width-pad-2, pad+4+m)
	r.crossB.Position1 = fyne.NewPos(size.Width-pad-2, pad+4)
	r.crossB.Position2 = fyne.NewPos(size.Width-m-pad-2, pad+4+m)
	vy := pad + r.num.MinSize().Height
	vx := pad + 2
	if !r.war.Hidden {
		w := r.warSize()
		r.war.Move(fyne.NewPos(vx, vy))
		r.war.Resize(fyne.NewSize(w, w))
		vx += w + 2
	}
	r.value.Move(fyne.NewPos(vx, vy))
	r.value.Resize(fyne.NewSize(size.Width-vx-pad, r.value.MinSize().Height))
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
	if c.compact {
		r.num.TextSize = text * 1.1
	}
	r.war.Hidden = !c.showsWar()
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
		r.tag.Text = c.u.Loc.T("app.qa.ogotai")
	}
	if c.compact {
		r.tag.Text = "" // the disc, the border and the line under the track say it
		r.value.TextStyle.Bold = c.known && c.war > 0
	}
	for _, o := range r.objs {
		o.Refresh()
	}
}
