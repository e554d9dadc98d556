package app

import (
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
	touchSize float32 = 48
	bigSize   float32 = 60
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

// atLeast wraps o so it is at least w×h.
func atLeast(o fyne.CanvasObject, w, h float32) *fyne.Container {
	return container.New(minLayout{fyne.NewSize(w, h)}, o)
}

// tall makes a touch-sized target of o.
func tall(o fyne.CanvasObject) *fyne.Container { return atLeast(o, 0, touchSize) }

// newButton is a button with text and an optional icon.
func newButton(text string, icon fyne.Resource, tap func()) *widget.Button {
	return widget.NewButtonWithIcon(text, icon, tap)
}

// primary is a high-importance button.
func primary(text string, icon fyne.Resource, tap func()) *widget.Button {
	b := widget.NewButtonWithIcon(text, icon, tap)
	b.Importance = widget.HighImportance
	return b
}

// iconButton is a square, touch-sized icon-only button.
func iconButton(icon fyne.Resource, tap func()) *widget.Button {
	return widget.NewButtonWithIcon("", icon, tap)
}

// heading is a large bold line.
func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// subheading is a bold section title.
func subheading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// wrapLabel is a label that wraps at word boundaries.
func wrapLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// quiet is a secondary line: smaller, but in the text colour so it stays
// readable in both themes.
func quiet(text string) *widget.Label {
	l := wrapLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// topBar is a screen's header: back (when there is somewhere to go back to),
// the title, and any buttons on the right.
func (u *UI) topBar(title string, right ...fyne.CanvasObject) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.SizeName = theme.SizeNameSubHeadingText
	t.Truncation = fyne.TextTruncateEllipsis
	if w := u.win.Canvas().Size().Width; w > 0 && w < desktopWidth {
		// A phone wraps a long title rather than cut the part that tells
		// the two Thorgal games apart.
		t.Truncation = fyne.TextTruncateOff
		t.Wrapping = fyne.TextWrapWord
	}
	var left fyne.CanvasObject
	if len(u.stack) > 1 {
		left = atLeast(iconButton(theme.NavigateBackIcon(), u.back), touchSize, touchSize)
	}
	var rightBox fyne.CanvasObject
	if len(right) > 0 {
		sized := make([]fyne.CanvasObject, len(right))
		for i, r := range right {
			sized[i] = atLeast(r, touchSize, touchSize)
		}
		rightBox = container.NewHBox(sized...)
	}
	return container.NewVBox(container.NewBorder(nil, nil, left, rightBox, t), widget.NewSeparator())
}

// page lays out a screen: a top bar, scrolling content and an optional footer.
func page(top, content, bottom fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(top, bottom, nil, nil, container.NewVScroll(content))
}

// option is one choice of a segmented control.
type option struct {
	value string
	label string
}

// segmented is a row (or grid) of buttons of which exactly one is chosen. The
// chosen one is marked with a check icon and bold importance, not colour alone.
func segmented(opts []option, selected string, cols int, onSelect func(string)) *fyne.Container {
	buttons := make([]*widget.Button, len(opts))
	mark := func(sel string) {
		for i, o := range opts {
			b := buttons[i]
			if o.value == sel {
				b.Importance = widget.HighImportance
				b.Icon = theme.ConfirmIcon()
			} else {
				b.Importance = widget.MediumImportance
				b.Icon = nil
			}
			b.Refresh()
		}
	}
	objs := make([]fyne.CanvasObject, len(opts))
	for i, o := range opts {
		buttons[i] = widget.NewButton(o.label, func() {
			mark(o.value)
			onSelect(o.value)
		})
		objs[i] = tall(buttons[i])
	}
	mark(selected)
	if cols <= 0 || cols > len(opts) {
		cols = len(opts)
	}
	return container.NewGridWithColumns(cols, objs...)
}

// card draws o on a rounded panel with a border.
func card(o fyne.CanvasObject) fyne.CanvasObject {
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
