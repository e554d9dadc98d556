package althing

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// althingPanel is kit.Card with a thick primary border when marked (the
// active player's pawn stands here, or it is their card): the border and
// the words say it, not colour alone.
type althingPanel struct {
	obj    fyne.CanvasObject
	bg     *canvas.Rectangle
	marked bool
}

func newAlthingPanel(o fyne.CanvasObject) *althingPanel {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	return &althingPanel{obj: container.NewStack(bg, container.NewPadded(o)), bg: bg}
}

func (p *althingPanel) mark(on bool) {
	if on == p.marked {
		return
	}
	p.marked = on
	p.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	p.bg.StrokeWidth = 1
	if on {
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		p.bg.StrokeWidth = 3
	}
	p.bg.Refresh()
}
