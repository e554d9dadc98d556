package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tile is a large button whose text wraps onto more lines instead of widening
// the screen: hero names, steps and actions can be long in French or at a large
// text size. The tap, hover and importance are a real widget.Button's.
type tile struct {
	widget.BaseWidget
	button *widget.Button
	text   *widget.RichText
	icon   *widget.Icon
	res    fyne.Resource
	label  string
	align  fyne.TextAlign
}

func newTile(text string, icon fyne.Resource, tap func()) *tile {
	t := &tile{button: widget.NewButton("", tap), text: widget.NewRichText(), icon: widget.NewIcon(nil), res: icon, label: text}
	t.text.Wrapping = fyne.TextWrapWord
	t.ExtendBaseWidget(t)
	t.paint()
	return t
}

// Text is what the tile says.
func (t *tile) Text() string { return t.label }

// SetText changes what the tile says.
func (t *tile) SetText(s string) {
	t.label = s
	t.paint()
}

// SetAlignment places the text: leading (default) or centred.
func (t *tile) SetAlignment(a fyne.TextAlign) {
	t.align = a
	t.paint()
}

// SetImportance styles the tile like a button of that importance.
func (t *tile) SetImportance(i widget.Importance) {
	t.button.Importance = i
	t.button.Refresh()
	t.paint()
}

// SetIcon changes the icon shown before the text (nil for none).
func (t *tile) SetIcon(r fyne.Resource) {
	t.res = r
	t.paint()
}

func (t *tile) Enable()                       { t.button.Enable(); t.paint() }
func (t *tile) Disable()                      { t.button.Disable(); t.paint() }
func (t *tile) Disabled() bool                { return t.button.Disabled() }
func (t *tile) Importance() widget.Importance { return t.button.Importance }

// paint shows the text and icon in the colour a button of this importance uses.
func (t *tile) paint() {
	color := theme.ColorNameForeground
	switch {
	case t.button.Disabled():
		color = theme.ColorNameDisabled
	case t.button.Importance == widget.HighImportance:
		color = theme.ColorNameForegroundOnPrimary
	case t.button.Importance == widget.DangerImportance:
		color = theme.ColorNameForegroundOnError
	case t.button.Importance == widget.SuccessImportance:
		color = theme.ColorNameForegroundOnSuccess
	case t.button.Importance == widget.WarningImportance:
		color = theme.ColorNameForegroundOnWarning
	}
	t.text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: t.label, Style: widget.RichTextStyle{
		Alignment: t.align, ColorName: color, TextStyle: fyne.TextStyle{Bold: true}, Inline: true,
	}}}
	t.text.Refresh()
	if p, ok := t.res.(pictogram); ok {
		t.icon.SetResource(p.Resource)
		t.icon.Show()
	} else if t.res != nil {
		t.icon.SetResource(theme.NewColoredResource(t.res, color))
		t.icon.Show()
	} else {
		t.icon.Hide()
	}
}

func (t *tile) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(t.button,
		container.NewPadded(container.NewBorder(nil, nil, container.NewCenter(t.icon), nil,
			container.NewVBox(layout.NewSpacer(), t.text, layout.NewSpacer())))))
}

// MinSize is at least a touch target.
func (t *tile) MinSize() fyne.Size {
	t.ExtendBaseWidget(t)
	return t.BaseWidget.MinSize().Max(fyne.NewSize(touchSize, touchSize))
}

// pictogram is an icon a tile shows in its own colours (a game's pictogram,
// such as a Skill type or a die face) instead of in the text's colour.
type pictogram struct{ fyne.Resource }

// checkTile is a check box as a large tile whose text wraps: the box icon
// shows the state (☐ / ☑), and the tile is highlighted when on.
func checkTile(text string, on bool, changed func(bool)) *tile {
	var t *tile
	show := func() {
		if on {
			t.SetIcon(theme.CheckButtonCheckedIcon())
			t.SetImportance(widget.HighImportance)
		} else {
			t.SetIcon(theme.CheckButtonIcon())
			t.SetImportance(widget.MediumImportance)
		}
	}
	t = newTile(text, nil, func() {
		on = !on
		show()
		changed(on)
	})
	show()
	return t
}
