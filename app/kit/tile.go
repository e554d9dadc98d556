package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tile is a large button whose text wraps onto more lines instead of widening
// the screen: hero names, steps and actions can be long in French or at a large
// text size. The tap, hover and importance are a real widget.Button's.
type Tile struct {
	widget.BaseWidget
	Button *widget.Button
	text   *widget.RichText
	icon   *widget.Icon
	res    fyne.Resource
	label  string
	align  fyne.TextAlign
	// maxH, when set, is the most the tile may be tall: a longer text is
	// cut after the words that fit, ending in "…"; shown is the text drawn.
	maxH  func() float32
	shown string
	// whole keeps every word on one line: the tile is at least as wide as
	// its longest word (see KeepWords).
	whole bool
	// painted is what paint last drew, so that a repaint of the same
	// text, colour and icon refreshes nothing.
	painted tilePaint
}

type tilePaint struct {
	text  string
	align fyne.TextAlign
	color fyne.ThemeColorName
	icon  fyne.Resource
	drawn bool
}

func NewTile(text string, icon fyne.Resource, tap func()) *Tile {
	t := &Tile{Button: widget.NewButton("", tap), text: widget.NewRichText(), icon: widget.NewIcon(nil), res: icon, label: text, shown: text}
	t.text.Wrapping = fyne.TextWrapWord
	t.ExtendBaseWidget(t)
	t.paint()
	return t
}

// AccessibilityLabel is what the tile says, for a screen reader.
func (t *Tile) AccessibilityLabel() string { return t.label }

// AccessibilityRole is a button's.
func (t *Tile) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// Text is what the tile says.
func (t *Tile) Text() string { return t.label }

// SetText changes what the tile says.
func (t *Tile) SetText(s string) {
	t.label = s
	t.shown = s
	t.paint()
	t.fit()
}

// SetMaxHeight keeps the tile at most max() tall: a text that would need
// more lines is cut after the words that fit and ends in "…" (Text still
// says it whole). For a tile whose whole text is one tap away, such as the
// next step opening the checklist.
func (t *Tile) SetMaxHeight(max func() float32) {
	t.maxH = max
	t.fit()
}

// fit cuts the text shown to the lines the tile's height allows at its
// width now (nothing before its first layout).
func (t *Tile) fit() {
	if t.maxH == nil {
		return
	}
	th := t.Theme()
	size, inner := th.Size(theme.SizeNameText), th.Size(theme.SizeNameInnerPadding)
	width := t.text.Size().Width - 2*inner
	if width <= 0 {
		return
	}
	style := fyne.TextStyle{Bold: true}
	lineH := fyne.MeasureText("M", size, style).Height
	lines := max(int((t.maxH()-2*inner-2*th.Size(theme.SizeNamePadding))/lineH), 1)
	shown := cutToLines(t.label, width, lines, func(s string) float32 { return fyne.MeasureText(s, size, style).Width })
	if shown != t.shown {
		t.shown = shown
		t.paint()
	}
}

// cutToLines is text as it wraps at width, cut after the last word that
// fits on lines lines with "…" added; text itself when it fits.
func cutToLines(text string, width float32, lines int, measure func(string) float32) string {
	words := strings.Fields(text)
	count := func(ws []string, tail string) int {
		n, line := 1, ""
		for i, w := range ws {
			if i == len(ws)-1 {
				w += tail
			}
			switch {
			case line == "":
				line = w
			case measure(line+" "+w) <= width:
				line += " " + w
			default:
				n, line = n+1, w
			}
		}
		return n
	}
	if count(words, "") <= lines {
		return text
	}
	// The most words that fit with the ellipsis after them.
	lo, hi := 1, len(words)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if count(words[:mid], "…") <= lines {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.Join(words[:lo], " ") + "…"
}

// SetAlignment places the text: leading (default) or centred.
func (t *Tile) SetAlignment(a fyne.TextAlign) {
	t.align = a
	t.paint()
}

// SetImportance styles the tile like a button of that importance.
func (t *Tile) SetImportance(i widget.Importance) {
	if t.Button.Importance == i {
		return
	}
	t.Button.Importance = i
	t.Button.Refresh()
	t.paint()
}

// Icon is the icon shown before the text (nil for none).
func (t *Tile) Icon() fyne.Resource { return t.res }

// SetIcon changes the icon shown before the text (nil for none).
func (t *Tile) SetIcon(r fyne.Resource) {
	t.res = r
	t.paint()
}

// Mark shows the tile as the one chosen, highlighted with a tick, when on,
// and as a plain tile (no icon) when not.
func (t *Tile) Mark(on bool) {
	if on {
		t.SetImportance(widget.HighImportance)
		t.SetIcon(theme.ConfirmIcon())
		return
	}
	t.SetImportance(widget.MediumImportance)
	t.SetIcon(nil)
}

// Check shows the tile as a check box (see CheckTile): the box ticked and
// the tile highlighted when on, an empty box when not.
func (t *Tile) Check(on bool) {
	if on {
		t.SetIcon(theme.CheckButtonCheckedIcon())
		t.SetImportance(widget.HighImportance)
		return
	}
	t.SetIcon(theme.CheckButtonIcon())
	t.SetImportance(widget.MediumImportance)
}

// Pick shows the tile as one picked among several (Mark) when on; when not,
// and the picks are full, it is greyed.
func (t *Tile) Pick(on, full bool) {
	t.Mark(on)
	if !on && full {
		t.Disable()
	}
}

func (t *Tile) Enable()                       { SetEnabled(t.Button, true); t.paint() }
func (t *Tile) Disable()                      { SetEnabled(t.Button, false); t.paint() }
func (t *Tile) Disabled() bool                { return t.Button.Disabled() }
func (t *Tile) Importance() widget.Importance { return t.Button.Importance }

// paint shows the text and icon in the colour a button of this importance uses.
func (t *Tile) paint() {
	color := theme.ColorNameForeground
	switch {
	case t.Button.Disabled():
		color = theme.ColorNameDisabled
	case t.Button.Importance == widget.HighImportance:
		color = theme.ColorNameForegroundOnPrimary
	case t.Button.Importance == widget.DangerImportance:
		color = theme.ColorNameForegroundOnError
	case t.Button.Importance == widget.SuccessImportance:
		color = theme.ColorNameForegroundOnSuccess
	case t.Button.Importance == widget.WarningImportance:
		color = theme.ColorNameForegroundOnWarning
	}
	if t.maxH == nil {
		t.shown = t.label
	}
	var icon fyne.Resource
	if p, ok := t.res.(Pictogram); ok {
		icon = p.Resource
	} else if t.res != nil {
		icon = Tinted(t.res, color)
	}
	want := tilePaint{text: t.shown, align: t.align, color: color, icon: icon, drawn: true}
	sameText := t.painted.drawn && want.text == t.painted.text && want.align == t.painted.align && want.color == t.painted.color
	if sameText && sameResource(icon, t.painted.icon) {
		return
	}
	if !sameText {
		t.text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: t.shown, Style: widget.RichTextStyle{
			Alignment: t.align, ColorName: color, TextStyle: fyne.TextStyle{Bold: true}, Inline: true,
		}}}
		t.text.Refresh()
	}
	if icon != nil {
		t.icon.SetResource(icon)
		t.icon.Show()
	} else {
		t.icon.Hide()
	}
	t.painted = want
}

func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	return &tileRenderer{WidgetRenderer: widget.NewSimpleRenderer(container.NewStack(t.Button,
		container.NewPadded(container.NewBorder(nil, nil, container.NewCenter(t.icon), nil,
			container.NewVBox(layout.NewSpacer(), t.text, layout.NewSpacer()))))), t: t}
}

// tileRenderer lays the tile out, then cuts its text to its height if it
// has a most (the width it wraps at is known only then).
type tileRenderer struct {
	fyne.WidgetRenderer
	t *Tile
}

func (r *tileRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.t.fit()
}

// MinSize is at least a touch target, and as wide as the longest word when
// the tile keeps its words whole.
func (t *Tile) MinSize() fyne.Size {
	t.ExtendBaseWidget(t)
	min := t.BaseWidget.MinSize().Max(fyne.NewSize(TouchSize, TouchSize))
	if t.whole {
		min.Width = fyne.Max(min.Width, t.wordWidth())
	}
	return min
}

// KeepWords makes the tile at least as wide as its longest word, with room
// for an icon: a grid that folds by its cells' minimum (FitGrid) then puts
// fewer tiles on a row rather than breaking a word across lines. For short
// choices side by side, such as the options of Segmented.
func (t *Tile) KeepWords() {
	t.whole = true
	t.Refresh()
}

// wordWidth is the tile's width with its longest word on one line: the
// word, the text's inner padding, the tile's padding and an icon's room.
func (t *Tile) wordWidth() float32 {
	th := t.Theme()
	size, inner, pad := th.Size(theme.SizeNameText), th.Size(theme.SizeNameInnerPadding), th.Size(theme.SizeNamePadding)
	var word float32
	for _, w := range strings.Fields(t.label) {
		word = fyne.Max(word, fyne.MeasureText(w, size, fyne.TextStyle{Bold: true}).Width)
	}
	return word + 2*inner + 3*pad + th.Size(theme.SizeNameInlineIcon)
}

// Pictogram is an icon a tile shows in its own colours (a game's pictogram,
// such as a Skill type or a die face) instead of in the text's colour.
type Pictogram struct{ fyne.Resource }

// CheckTile is a check box as a large tile whose text wraps: the box icon
// shows the state (☐ / ☑), and the tile is highlighted when on.
func CheckTile(text string, on bool, changed func(bool)) *Tile {
	var t *Tile
	t = NewTile(text, nil, func() {
		on = !on
		t.Check(on)
		changed(on)
	})
	t.Check(on)
	return t
}
