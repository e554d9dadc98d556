package thorgal

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// paintRect and lazyPanel keep the board's updates in place (see kit.SetText).

// paintRect gives r a fill and a stroke, refreshing it only when they change.
func paintRect(r *canvas.Rectangle, fill, stroke color.Color, width float32) {
	if r.FillColor == fill && r.StrokeColor == stroke && r.StrokeWidth == width {
		return
	}
	r.FillColor, r.StrokeColor, r.StrokeWidth = fill, stroke, width
	r.Refresh()
}

// lazyPanel is a drawer's section: while closed it is not filled, and it is
// brought up to date when the drawer opens it.
type lazyPanel struct {
	widget.BaseWidget
	content fyne.CanvasObject
	fill    func()
	stale   bool
}

func newLazyPanel(content fyne.CanvasObject, fill func()) *lazyPanel {
	p := &lazyPanel{content: content, fill: fill}
	p.ExtendBaseWidget(p)
	return p
}

// update fills the section now when it is shown, else when it next is.
func (p *lazyPanel) update() {
	if p.Visible() {
		p.stale = false
		p.fill()
		return
	}
	p.stale = true
}

// Show fills a section that missed updates; unlike a widget's Show it does
// not refresh the whole section (only what changed is refreshed).
func (p *lazyPanel) Show() {
	if p.Visible() {
		return
	}
	p.Hidden = false
	if p.stale {
		p.stale = false
		p.fill()
	}
	canvas.Refresh(p)
}

func (p *lazyPanel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(p.content)
}
