package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// BesideOrAbove shows pic at the left of a wrapping label when the label's
// longest word fits in the room left beside it, and above the label when it
// does not: a heading at the largest text on a phone then wraps between
// words instead of breaking one ("Assassinatio/n").
func BesideOrAbove(pic fyne.CanvasObject, l *Label) *fyne.Container {
	return container.New(&besideOrAbove{l: l}, pic, l)
}

type besideOrAbove struct {
	l     *Label
	width float32 // of the last layout: the arrangement depends on it
}

// word is the width the label needs for its longest word on one line.
func (b *besideOrAbove) word() float32 {
	size := theme.Size(b.l.SizeName)
	if b.l.SizeName == "" {
		size = theme.TextSize()
	}
	var w float32
	for _, s := range KeptWords(b.l.Text) {
		w = fyne.Max(w, fyne.MeasureText(s, size, b.l.TextStyle).Width)
	}
	return w + 2*theme.InnerPadding()
}

func (b *besideOrAbove) beside(pic fyne.CanvasObject, width float32) bool {
	return pic.MinSize().Width+theme.Padding()+b.word() <= width
}

// Layout places the picture beside the label or above it.
func (b *besideOrAbove) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pic, l := objs[0], objs[1]
	ps := pic.MinSize()
	b.width = size.Width
	if b.beside(pic, size.Width) {
		x := ps.Width + theme.Padding()
		pic.Move(fyne.NewPos(0, 0))
		pic.Resize(ps)
		l.Move(fyne.NewPos(x, 0))
		l.Resize(fyne.NewSize(size.Width-x, size.Height))
		return
	}
	pic.Move(fyne.NewPos(0, 0))
	pic.Resize(ps)
	y := ps.Height + theme.Padding()
	l.Move(fyne.NewPos(0, y))
	l.Resize(fyne.NewSize(size.Width, size.Height-y))
}

// MinSize is as narrow as the picture (a word wider than the whole room has
// to break); its height is that of the arrangement the last layout chose
// (above, before the first).
func (b *besideOrAbove) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pic, l := objs[0], objs[1]
	ps := pic.MinSize()
	w := ps.Width
	if b.width > 0 && b.beside(pic, b.width) {
		return fyne.NewSize(w, fyne.Max(ps.Height, l.MinSize().Height))
	}
	return fyne.NewSize(w, ps.Height+theme.Padding()+l.MinSize().Height)
}
