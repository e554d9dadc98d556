package thorgal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/polyomino"
)

// shapePicture draws a polyomino as small squares, each side cell points,
// filled with fill and edged with line.
func shapePicture(s polyomino.Shape, cell float32, fill, line fyne.ThemeColorName) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, s.Size())
	for _, c := range s.Cells() {
		r := canvas.NewRectangle(theme.Color(fill))
		r.StrokeColor = theme.Color(line)
		r.StrokeWidth = 1
		r.Move(fyne.NewPos(float32(c.C)*cell, float32(c.R)*cell))
		r.Resize(fyne.NewSize(cell, cell))
		objs = append(objs, r)
	}
	box := container.NewWithoutLayout(objs...)
	return kit.AtLeast(box, float32(s.Width())*cell, float32(s.Height())*cell)
}

// shapeOf is the shape of a catalogue tile lying as o says (empty if unknown).
func shapeOf(id string, o polyomino.Orient) polyomino.Shape {
	f, ok := polyomino.Lookup(id)
	if !ok {
		return polyomino.Shape{}
	}
	return f.Shape.Orient(o)
}

// shapeButton is a touch target showing a tile's picture and a caption; the
// chosen one is highlighted and carries a check mark, not colour alone.
type shapeButton struct {
	widget.BaseWidget
	button  *widget.Button
	pic     *fyne.Container
	caption *canvas.Text
	mark    *widget.Icon
	shown   shapeShown // what set last showed
}

// shapeShown is what a shape button shows: set again the same, it changes
// nothing.
type shapeShown struct {
	shape            polyomino.Shape
	caption          string
	chosen, disabled bool
	fg               fyne.ThemeColorName
}

func newShapeButton(tap func()) *shapeButton {
	b := &shapeButton{button: widget.NewButton("", tap), pic: container.NewCenter(), caption: canvas.NewText("", nil), mark: widget.NewIcon(nil)}
	b.caption.Alignment = fyne.TextAlignCenter
	b.caption.TextSize = theme.Size(theme.SizeNameCaptionText)
	b.ExtendBaseWidget(b)
	return b
}

// set shows shape s with a caption; chosen marks it.
func (b *shapeButton) set(s polyomino.Shape, caption string, chosen bool) {
	fg, line := theme.ColorNameForeground, theme.ColorNameBackground
	imp := widget.MediumImportance
	var mark fyne.Resource
	if chosen {
		fg, line = theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary
		imp = widget.HighImportance
		mark = kit.Tinted(theme.ConfirmIcon(), theme.ColorNameForegroundOnPrimary)
	}
	if b.button.Disabled() {
		fg = theme.ColorNameDisabled
	}
	want := shapeShown{shape: s, caption: caption, chosen: chosen, disabled: b.button.Disabled(), fg: fg}
	if b.shown == want && b.pic.Objects != nil {
		return
	}
	if b.mark.Resource != mark {
		b.mark.SetResource(mark)
	}
	if b.button.Importance != imp {
		b.button.Importance = imp
		b.button.Refresh()
	}
	if b.shown.shape != s || b.shown.fg != fg || b.shown.chosen != chosen || b.pic.Objects == nil {
		b.pic.Objects = []fyne.CanvasObject{shapePicture(s, 12, fg, line)}
		if s.Size() == 0 { // a place for a tile not chosen yet
			b.pic.Objects = []fyne.CanvasObject{kit.AtLeast(widget.NewIcon(kit.Tinted(theme.ContentAddIcon(), fg)), 28, 28)}
		}
		b.pic.Refresh()
	}
	b.caption.Text = caption
	b.caption.Color = theme.Color(fg)
	b.caption.TextStyle.Bold = chosen
	b.caption.Refresh()
	b.shown = want
}

// Text is the caption.
func (b *shapeButton) Text() string { return b.caption.Text }

func (b *shapeButton) CreateRenderer() fyne.WidgetRenderer {
	top := container.NewBorder(nil, nil, nil, b.mark, layout.NewSpacer())
	return widget.NewSimpleRenderer(container.NewStack(b.button,
		container.NewPadded(container.NewBorder(top, b.caption, nil, nil, b.pic))))
}

func (b *shapeButton) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return b.BaseWidget.MinSize().Max(fyne.NewSize(72, 84))
}
