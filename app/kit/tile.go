package kit

import (
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
}

func NewTile(text string, icon fyne.Resource, tap func()) *Tile {
	t := &Tile{Button: widget.NewButton("", tap), text: widget.NewRichText(), icon: widget.NewIcon(nil), res: icon, label: text}
	t.text.Wrapping = fyne.TextWrapWord
	t.ExtendBaseWidget(t)
	t.paint()
	return t
}

// Text is what the tile says.
func (t *Tile) Text() string { return t.label }

// SetText changes what the tile says.
func (t *Tile) SetText(s string) {
	t.label = s
	t.paint()
}

// SetAlignment places the text: leading (default) or centred.
func (t *Tile) SetAlignment(a fyne.TextAlign) {
	t.align = a
	t.paint()
}

// SetImportance styles the tile like a button of that importance.
func (t *Tile) SetImportance(i widget.Importance) {
	t.Button.Importance = i
	t.Button.Refresh()
	t.paint()
}

// SetIcon changes the icon shown before the text (nil for none).
func (t *Tile) SetIcon(r fyne.Resource) {
	t.res = r
	t.paint()
}

func (t *Tile) Enable()                       { t.Button.Enable(); t.paint() }
func (t *Tile) Disable()                      { t.Button.Disable(); t.paint() }
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
	t.text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: t.label, Style: widget.RichTextStyle{
		Alignment: t.align, ColorName: color, TextStyle: fyne.TextStyle{Bold: true}, Inline: true,
	}}}
	t.text.Refresh()
	if p, ok := t.res.(Pictogram); ok {
		t.icon.SetResource(p.Resource)
		t.icon.Show()
	} else if t.res != nil {
		t.icon.SetResource(theme.NewColoredResource(t.res, color))
		t.icon.Show()
	} else {
		t.icon.Hide()
	}
}

func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(t.Button,
		container.NewPadded(container.NewBorder(nil, nil, container.NewCenter(t.icon), nil,
			container.NewVBox(layout.NewSpacer(), t.text, layout.NewSpacer())))))
}

// MinSize is at least a touch target.
func (t *Tile) MinSize() fyne.Size {
	t.ExtendBaseWidget(t)
	return t.BaseWidget.MinSize().Max(fyne.NewSize(TouchSize, TouchSize))
}

// Pictogram is an icon a tile shows in its own colours (a game's pictogram,
// such as a Skill type or a die face) instead of in the text's colour.
type Pictogram struct{ fyne.Resource }

// CheckTile is a check box as a large tile whose text wraps: the box icon
// shows the state (☐ / ☑), and the tile is highlighted when on.
func CheckTile(text string, on bool, changed func(bool)) *Tile {
	var t *Tile
	show := func() {
		if on {
			t.SetIcon(theme.CheckButtonCheckedIcon())
			t.SetImportance(widget.HighImportance)
		} else {
			t.SetIcon(theme.CheckButtonIcon())
			t.SetImportance(widget.MediumImportance)
		}
	}
	t = NewTile(text, nil, func() {
		on = !on
		show()
		changed(on)
	})
	show()
	return t
}
