package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/tracker"
)

// RefRow is one line of the reference (a result, an entry, a game): an
// optional pictogram, a title and up to two lines of detail that wrap, the
// words a search found in bold. The whole row is one button.
type RefRow struct {
	widget.BaseWidget
	Button *widget.Button
	title  string
	body   fyne.CanvasObject
}

func NewRefRow(u *UI, icon string, title, detail, found []tracker.Span, tap func()) *RefRow {
	lines := []fyne.CanvasObject{spanText(title, theme.SizeNameSubHeadingText)}
	if len(found) > 0 {
		lines = append(lines, spanText(found, theme.SizeNameText))
	}
	if len(detail) > 0 {
		lines = append(lines, spanText(detail, theme.SizeNameCaptionText))
	}
	var left fyne.CanvasObject
	if icon != "" && IconResource(icon) != nil {
		left = container.NewVBox(layout.NewSpacer(), IconImage(icon, 36), layout.NewSpacer())
	}
	r := &RefRow{
		Button: widget.NewButton("", tap),
		title:  tracker.SpanText(title),
		body:   container.NewPadded(container.NewBorder(nil, nil, left, nil, container.NewVBox(lines...))),
	}
	r.ExtendBaseWidget(r)
	return r
}

// Text is the row's title, so that tests and the screenshot tool find it.
func (r *RefRow) Text() string { return r.title }

func (r *RefRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.Button, r.body))
}

// MinSize is at least a touch target.
func (r *RefRow) MinSize() fyne.Size {
	r.ExtendBaseWidget(r)
	return r.BaseWidget.MinSize().Max(fyne.NewSize(TouchSize, TouchSize))
}

// spanText shows spans as one wrapping paragraph at a text size, the marked
// (found) words in bold.
func spanText(spans []tracker.Span, size fyne.ThemeSizeName) *widget.RichText {
	segs := make([]widget.RichTextSegment, 0, len(spans))
	for _, s := range spans {
		segs = append(segs, &widget.TextSegment{Text: s.Text, Style: widget.RichTextStyle{
			Inline: true, SizeName: size, ColorName: theme.ColorNameForeground,
			TextStyle: fyne.TextStyle{Bold: s.Match},
		}})
	}
	rt := widget.NewRichText(segs...)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}
