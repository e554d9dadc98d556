package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// StripRow is one line of a status strip: the facts about one thing (a
// character, the heroes' health), read in order.
type StripRow struct {
	Facts []string
	// Warn marks a row whose words say a danger ("defeat ahead", "the next
	// wound kills"): it is also drawn in the error colour.
	Warn bool
}

// Row is a status-strip row of facts.
func Row(facts ...string) StripRow { return StripRow{Facts: facts} }

// Strip is a board's status strip (see StatusBoard): a few short facts in
// bold, a row per thing. A row's facts are joined by " · " and go on to the
// next line between two facts, never inside one, so "Tungdil ♥ 4/5" always
// reads whole; a row's next lines are indented under its first. The board
// makes the strip once in Build and sets its rows in Update: the texts
// change in place.
type Strip struct {
	widget.BaseWidget
	rows   []StripRow
	texts  [][]*canvas.Text // per row, per fact; kept from one Set to the next
	box    *fyne.Container
	layout *stripLayout
	size   float32 // the theme's text size, the facts' own
}

// BoardStrip is a board's status strip. Embedded in a board, it makes it a
// StatusBoard and a StripBoard; Pinned says the frame pinned the strip under
// its top bar (a phone), so the board may leave out what the strip says.
type BoardStrip struct {
	Strip  *Strip
	Pinned bool
}

// NewBoardStrip is an empty status strip for a board about width wide, not
// pinned until the frame asks for it.
func NewBoardStrip(width float32) BoardStrip { return BoardStrip{Strip: NewStrip(width)} }

// StatusStrip is the status strip for the live view, pinned or not.
func (s *BoardStrip) StatusStrip() *Strip { return s.Strip }

// Status is the status strip, pinned under the top bar on a phone.
func (s *BoardStrip) Status() fyne.CanvasObject {
	s.Pinned = true
	return s.Strip
}

// NewStrip makes an empty strip for a board about width wide (its lines
// are counted at that width until it is first laid out).
func NewStrip(width float32) *Strip {
	s := &Strip{layout: &stripLayout{width: width}}
	s.layout.s = s
	s.box = container.New(s.layout)
	s.ExtendBaseWidget(s)
	return s
}

// Set shows rows, changing the texts already shown.
func (s *Strip) Set(rows ...StripRow) {
	s.rows = rows
	for i, r := range rows {
		if i == len(s.texts) {
			s.texts = append(s.texts, nil)
		}
		for j := len(s.texts[i]); j < len(r.Facts); j++ {
			t := canvas.NewText("", nil)
			t.TextStyle.Bold = true
			s.texts[i] = append(s.texts[i], t)
			s.box.Add(t)
		}
	}
	s.Refresh()
}

// Text is the strip as it is drawn: facts joined by " · ", rows by new
// lines.
func (s *Strip) Text() string {
	var lines []string
	for _, ts := range s.texts {
		var facts []string
		for _, t := range ts {
			if t.Visible() {
				facts = append(facts, t.Text) // all but the last end in " ·"
			}
		}
		if len(facts) > 0 {
			lines = append(lines, strings.Join(facts, " "))
		}
	}
	return strings.Join(lines, "\n")
}

// Rows are the rows shown.
func (s *Strip) Rows() []StripRow { return s.rows }

// show puts the rows into the texts, in the theme's text size and colours.
func (s *Strip) show() {
	th := s.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	size := th.Size(theme.SizeNameText)
	s.size = size
	for i, ts := range s.texts {
		var r StripRow
		if i < len(s.rows) {
			r = s.rows[i]
		}
		col := th.Color(theme.ColorNameForeground, v)
		if r.Warn {
			col = th.Color(theme.ColorNameError, v)
		}
		for j, t := range ts {
			if j >= len(r.Facts) {
				t.Hide()
				continue
			}
			text := r.Facts[j]
			if j < len(r.Facts)-1 {
				text += " ·"
			}
			t.Text, t.TextSize, t.Color = text, size, col
			t.Show()
			t.Refresh()
		}
	}
	s.box.Refresh()
}

func (s *Strip) CreateRenderer() fyne.WidgetRenderer {
	return &stripRenderer{WidgetRenderer: widget.NewSimpleRenderer(s.box), s: s}
}

// stripRenderer draws the strip's box, showing the rows again on a refresh
// (a new theme or text size).
type stripRenderer struct {
	fyne.WidgetRenderer
	s *Strip
}

func (r *stripRenderer) Refresh() { r.s.show() }

// stripLayout places the strip's texts row by row, going on to a new line
// between two facts when the next would not fit.
type stripLayout struct {
	s     *Strip
	width float32 // of the last layout: the lines depend on it
}

// place calls at with each shown text's place at width; it returns the
// height of all the lines.
func (l *stripLayout) place(width float32, at func(t *canvas.Text, pos fyne.Position)) float32 {
	var y float32
	gap := theme.Padding() * 1.5
	for _, ts := range l.s.texts {
		x, first := float32(0), true
		var lineH float32
		for _, t := range ts {
			if !t.Visible() {
				continue
			}
			m := t.MinSize()
			switch {
			case first:
				first = false
			case x+m.Width > width:
				// The row goes on to a new line, indented under its first.
				y += lineH
				x = t.TextSize
			}
			lineH = max(lineH, m.Height)
			if at != nil {
				at(t, fyne.NewPos(x, y))
			}
			x += m.Width + gap
		}
		y += lineH
	}
	return y
}

func (l *stripLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	l.fitTexts(size.Width)
	l.place(size.Width, func(t *canvas.Text, pos fyne.Position) {
		t.Move(pos)
		t.Resize(t.MinSize())
	})
}

// fitTexts gives each fact the strip's text size, or the smaller one that
// fits width when it alone would be wider (a long name at a large text
// size): a fact is read whole, never cut, and never widens the screen.
func (l *stripLayout) fitTexts(width float32) {
	size := l.s.size
	for _, ts := range l.s.texts {
		for j, t := range ts {
			if !t.Visible() || size <= 0 {
				continue
			}
			room := width
			if j > 0 {
				room -= size // the indent of a row's next lines
			}
			// Text does not scale quite in proportion: measure again.
			want := size
			for range 4 {
				w := fyne.MeasureText(t.Text, want, t.TextStyle).Width
				if w <= room || room <= 0 {
					break
				}
				want *= room / w * 0.98
			}
			if t.TextSize != want {
				t.TextSize = want
				t.Refresh()
			}
		}
	}
}

// MinSize is a few characters wide (a fact too long for the width is drawn
// smaller, see fitTexts); its height is that of the lines at the width of
// the last layout.
func (l *stripLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(4*l.s.size, l.place(l.width, nil))
}

// AccessibilityLabel is what the strip says, for a screen reader.
func (s *Strip) AccessibilityLabel() string { return s.Text() }

// AccessibilityRole is a text's.
func (s *Strip) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
