package kittest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// rect is an area of the window in absolute coordinates.
type rect struct{ x0, y0, x1, y1 float32 }

func (r rect) intersect(o rect) rect {
	return rect{max(r.x0, o.x0), max(r.y0, o.y0), min(r.x1, o.x1), min(r.y1, o.y1)}
}

// holds reports whether o lies inside r, with half a pixel for rounding.
func (r rect) holds(o rect) bool {
	const e = 0.5
	return o.x0 >= r.x0-e && o.y0 >= r.y0-e && o.x1 <= r.x1+e && o.y1 <= r.y1+e
}

// placed is an object found on screen with where it is drawn and the part of
// the window in which it can be seen without scrolling.
type placed struct {
	o    fyne.CanvasObject
	at   rect
	clip rect // the window cut by every scroll it is in
	// hscroll: it is inside a scroll that moves sideways, where being
	// wider than the window is scrolling, not overflow.
	hscroll bool
	// inScroll: it is inside a scroll (a dialog's content, not its buttons).
	inScroll bool
}

// visible reports whether the whole object can be seen without scrolling.
func (p placed) visible() bool { return p.clip.holds(p.at) }

// walkPlaced visits every visible object under o (at pos, seen through clip)
// with its place; visit returns false to skip what is inside the object.
func walkPlaced(o fyne.CanvasObject, pos fyne.Position, clip rect, hs, in bool, visit func(placed) bool) {
	if o == nil || !o.Visible() {
		return
	}
	at := pos.Add(o.Position())
	sz := o.Size()
	p := placed{o: o, at: rect{at.X, at.Y, at.X + sz.Width, at.Y + sz.Height}, clip: clip, hscroll: hs, inScroll: in}
	if !visit(p) {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walkPlaced(c, at, clip, hs, in, visit)
		}
	case *container.Scroll:
		inner := clip.intersect(p.at)
		side := hs || x.Direction == container.ScrollHorizontalOnly || x.Direction == container.ScrollBoth
		walkPlaced(x.Content, at, inner, side, true, visit)
	case *widget.PopUp:
		// A pop-up's content sits in its own place on the canvas.
		for _, c := range test.WidgetRenderer(x).Objects() {
			walkPlaced(c, at, clip, hs, in, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walkPlaced(c, at, clip, hs, in, visit)
		}
	}
}

// placedUnder lists every visible object under root with its place.
func placedUnder(root fyne.CanvasObject, win fyne.Size) []placed {
	var out []placed
	walkPlaced(root, fyne.Position{}, rect{0, 0, win.Width, win.Height}, false, false, func(p placed) bool {
		out = append(out, p)
		return true
	})
	return out
}
