package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// A dialog's title and its row of buttons never wrap (Fyne lays them out on
// one line), so at a large text size on a phone a long title or two wide
// buttons would make the dialog wider than the screen. These helpers give the
// games' dialogs what fits.

// dialogRoom is the width a dialog's title or buttons have in the window.
func (u *UI) dialogRoom() float32 {
	const dialogPad = 32 // the dialog's own padding left and right
	return u.Win.Canvas().Size().Width - 2*theme.Padding() - dialogPad
}

// fitDialogTitle is the title to give a dialog, and content with the title as
// its first, wrapping line when the title does not fit on one line in the
// window (the dialog then has no title of its own).
func (u *UI) fitDialogTitle(title string, content fyne.CanvasObject) (string, fyne.CanvasObject) {
	w := fyne.MeasureText(title, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 2*theme.InnerPadding()
	if room := u.dialogRoom(); room <= 0 || w <= room {
		return title, content
	}
	head := WrapLabel(title)
	head.TextStyle.Bold = true
	return "", container.NewBorder(head, nil, nil, nil, content)
}

// fitDialogButtons is a dialog's buttons side by side (in equal columns, as
// the dialog lays them out), or one under the other across the dialog when
// they do not fit side by side in the window. A tile (whose text wraps) needs
// its longest word whole on a line.
func (u *UI) fitDialogButtons(buttons ...fyne.CanvasObject) []fyne.CanvasObject {
	var widest float32
	for _, b := range buttons {
		widest = fyne.Max(widest, fyne.Max(b.MinSize().Width, tileWordWidth(b)))
	}
	w := float32(len(buttons))*widest + float32(len(buttons)-1)*theme.Padding()
	room := u.dialogRoom()
	if room <= 0 || w <= room {
		// The dialog gives its buttons their minimum width: a tile's must
		// hold its longest word.
		out := make([]fyne.CanvasObject, len(buttons))
		for i, b := range buttons {
			out[i] = AtLeast(b, widest, 0)
		}
		return out
	}
	return []fyne.CanvasObject{AtLeast(container.NewVBox(buttons...), room, 0)}
}

// tileWordWidth is the width the tile in o (if any) needs for its longest
// word, its icon and its padding.
func tileWordWidth(o fyne.CanvasObject) float32 {
	var t *Tile
	switch x := o.(type) {
	case *Tile:
		t = x
	case *fyne.Container:
		for _, c := range x.Objects {
			if w := tileWordWidth(c); w > 0 {
				return w
			}
		}
	}
	if t == nil {
		return 0
	}
	var word float32
	for _, w := range strings.Fields(t.Text()) {
		word = fyne.Max(word, fyne.MeasureText(w, theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
	}
	need := word + 3*theme.Padding() + 2*theme.InnerPadding() // a padding to spare against rounding
	if t.res != nil {
		need += theme.IconInlineSize() + theme.Padding()
	}
	return need
}

// TileWordWidth is the width the tile in o (if any) needs for its longest
// word, its icon and its padding: a grid of tiles sizes its columns from it.
func TileWordWidth(o fyne.CanvasObject) float32 { return tileWordWidth(o) }
