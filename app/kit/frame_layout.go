package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// splitLayout puts the board (first object) and the side panel (second) side by
// side from desktopWidth on; narrower, the board takes everything and the side
// panel hides (its content is one tap away in dialogs).
type splitLayout struct {
	shown func() // called when the side panel comes back into view
}

// sideWidth is the width of the side panel in a split of width w.
func sideWidth(w float32) float32 {
	if s := w * 0.42; s < 380 {
		return s
	}
	return 380
}

// BoardWidth is the board's width in the window as it is now.
func (f *Frame) BoardWidth() float32 {
	pad := theme.Padding()
	w := f.u.Win.Canvas().Size().Width - 2*pad
	if w+2*pad >= DesktopWidth {
		w -= sideWidth(w) + pad
	}
	return w - 2*pad // the board is padded inside its scroll
}

func (l *splitLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	boardObj, side := objs[0], objs[1]
	pad := theme.Padding()
	if size.Width+2*pad >= DesktopWidth {
		sideW := sideWidth(size.Width)
		boardObj.Move(fyne.NewPos(0, 0))
		boardObj.Resize(fyne.NewSize(size.Width-sideW-pad, size.Height))
		side.Move(fyne.NewPos(size.Width-sideW, 0))
		side.Resize(fyne.NewSize(sideW, size.Height))
		if !side.Visible() {
			side.Show()
			if l.shown != nil {
				l.shown()
			}
		}
		return
	}
	boardObj.Move(fyne.NewPos(0, 0))
	boardObj.Resize(size)
	if side.Visible() {
		side.Hide()
	}
}

func (*splitLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize()
}
