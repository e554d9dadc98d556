package kit

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Touch target sizes: every tappable thing is at least touchSize tall; the one
// next thing of a screen is bigSize tall.
const (
	TouchSize float32 = 48
	BigSize   float32 = 60
)

// minLayout stretches its objects over its area and is at least min big.
type minLayout struct{ min fyne.Size }

func (l minLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l minLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := l.min
	for _, o := range objs {
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return m
}

// AtLeast wraps o so it is at least w×h.
func AtLeast(o fyne.CanvasObject, w, h float32) *fyne.Container {
	return container.New(minLayout{fyne.NewSize(w, h)}, o)
}

// Tall makes a touch-sized target of o.
func Tall(o fyne.CanvasObject) *fyne.Container { return AtLeast(o, 0, TouchSize) }

// NewButton is a button with text and an optional icon.
func NewButton(text string, icon fyne.Resource, tap func()) *widget.Button {
	return widget.NewButtonWithIcon(text, icon, tap)
}

// Primary is a high-importance button.
func Primary(text string, icon fyne.Resource, tap func()) *widget.Button {
	b := widget.NewButtonWithIcon(text, icon, tap)
	b.Importance = widget.HighImportance
	return b
}

// IconButton is a square, touch-sized icon-only button.
func IconButton(icon fyne.Resource, tap func()) *widget.Button {
	return widget.NewButtonWithIcon("", icon, tap)
}

// Heading is a large bold line.
func Heading(text string) *Label {
	l := NewLabel(text)
	l.TextStyle = fyne.TextStyle{Bold: true}
	l.SizeName = theme.SizeNameHeadingText
	return l
}

// Subheading is a bold section title.
func Subheading(text string) *Label {
	l := NewLabel(text)
	l.TextStyle = fyne.TextStyle{Bold: true}
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// WrapLabel is a label that wraps at word boundaries.
func WrapLabel(text string) *Label {
	return NewLabel(text)
}

// Quiet is a secondary line: smaller, but in the text colour so it stays
// readable in both themes.
func Quiet(text string) *Label {
	l := WrapLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// TopBar is a screen's header: back (when there is somewhere to go back to),
// the title, and any buttons on the right.
func (u *UI) TopBar(title string, right ...fyne.CanvasObject) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.SizeName = theme.SizeNameSubHeadingText
	t.Truncation = fyne.TextTruncateEllipsis
	if w := u.Win.Canvas().Size().Width; w > 0 && w < DesktopWidth {
		// A phone wraps a long title rather than cut the part that tells
		// the two Thorgal games apart.
		t.Truncation = fyne.TextTruncateOff
		t.Wrapping = fyne.TextWrapWord
	}
	var left fyne.CanvasObject
	if len(u.stack) > 1 {
		left = AtLeast(IconButton(theme.NavigateBackIcon(), u.Back), TouchSize, TouchSize)
	}
	var rightBox fyne.CanvasObject
	if len(right) > 0 {
		sized := make([]fyne.CanvasObject, len(right))
		for i, r := range right {
			sized[i] = AtLeast(r, TouchSize, TouchSize)
		}
		rightBox = container.NewHBox(sized...)
	}
	return container.NewVBox(container.NewBorder(nil, nil, left, rightBox, t), widget.NewSeparator())
}

// Page lays out a screen: a top bar, scrolling content and an optional footer.
func Page(top, content, bottom fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(top, bottom, nil, nil, container.NewVScroll(content))
}

// Option is one choice of a segmented control.
type Option struct {
	Value string
	Label string
}

// NumberOptions are the choices lo, lo+1 … hi, each labelled with its number.
func NumberOptions(lo, hi int) []Option {
	var opts []Option
	for n := lo; n <= hi; n++ {
		opts = append(opts, Option{Value: strconv.Itoa(n), Label: strconv.Itoa(n)})
	}
	return opts
}

// Segmented is a row (or grid) of buttons of which exactly one is chosen. The
// chosen one is marked with a check icon and bold importance, not colour alone.
func Segmented(opts []Option, selected string, cols int, onSelect func(string)) *fyne.Container {
	tiles := make([]*Tile, len(opts))
	mark := func(sel string) {
		for i, o := range opts {
			tiles[i].Mark(o.Value == sel)
		}
	}
	objs := make([]fyne.CanvasObject, len(opts))
	for i, o := range opts {
		// Tiles, not buttons: a long choice at a large text size wraps
		// instead of widening the screen.
		tiles[i] = NewTile(o.Label, nil, func() {
			mark(o.Value)
			onSelect(o.Value)
		})
		tiles[i].SetAlignment(fyne.TextAlignCenter)
		tiles[i].KeepWords()
		objs[i] = Tall(tiles[i])
	}
	mark(selected)
	if cols <= 0 || cols > len(opts) {
		cols = len(opts)
	}
	// Fewer columns when a word would not fit in one.
	return container.New(&FitGrid{Max: cols}, objs...)
}

// Card draws o on a rounded panel with a border.
func Card(o fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	return container.NewStack(bg, container.NewPadded(o))
}

// dialogSize is a dialog size that fits the window: at most w×h (h 0 = natural)
// and never wider than the window minus a margin.
func dialogSize(win fyne.Window, w, h float32) fyne.Size {
	size := win.Canvas().Size()
	margin := 2 * theme.Padding()
	if size.Width > 0 && w > size.Width-margin {
		w = size.Width - margin
	}
	if h > 0 && size.Height > 0 && h > size.Height-margin {
		h = size.Height - margin
	}
	return fyne.NewSize(w, h)
}

// spacer pushes the following objects to the end of a box.
func spacer() fyne.CanvasObject { return layout.NewSpacer() }
