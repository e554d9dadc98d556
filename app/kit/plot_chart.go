package kit

import (
	"image/color"
	"math"

	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A chart is the little of gonum's plot package the app draws with: two
// linear axes, data items and a legend top left, laid out the way that
// package lays a plot out. Its root package is left out on purpose: it
// parses a dozen fonts at start-up and links every vector back-end.

// tick is a mark on an axis; one without a label is a minor mark, drawn
// half as long.
type tick struct {
	value float64
	label string
}

func (t tick) minor() bool { return t.label == "" }

// ticker chooses an axis's marks for its range.
type ticker interface{ ticks(lo, hi float64) []tick }

// fixedTicks are marks chosen beforehand, whatever the range.
type fixedTicks []tick

func (t fixedTicks) ticks(float64, float64) []tick { return t }

// chartAxis is one axis: its range, name, marks and how they are drawn.
type chartAxis struct {
	min, max  float64
	label     string
	labelText text.Style // the axis's name
	tickText  text.Style // the marks' labels
	line      draw.LineStyle
	tickLine  draw.LineStyle
	tickLen   vg.Length
	padding   vg.Length
	marker    ticker
}

// sanitize gives the axis a range it can divide by.
func (a *chartAxis) sanitize() {
	if math.IsInf(a.min, 0) || math.IsNaN(a.min) {
		a.min = 0
	}
	if math.IsInf(a.max, 0) || math.IsNaN(a.max) {
		a.max = 0
	}
	if a.min > a.max {
		a.min, a.max = a.max, a.min
	}
	if a.min == a.max {
		a.min--
		a.max++
	}
}

// norm is where v falls on the axis, 0 at min and 1 at max.
func (a *chartAxis) norm(v float64) float64 { return (v - a.min) / (a.max - a.min) }

func (a *chartAxis) marks() []tick {
	if a.marker == nil {
		return nil
	}
	return a.marker.ticks(a.min, a.max)
}

func (a *chartAxis) drawTicks() bool { return a.tickLine.Width > 0 && a.tickLen > 0 }

// labelSize is the largest width and height of the major marks' labels.
func (a *chartAxis) labelSize(marks []tick) (w, h vg.Length) {
	for _, t := range marks {
		if t.minor() {
			continue
		}
		r := a.tickText.Rectangle(t.label)
		w, h = max(w, r.Max.X-r.Min.X), max(h, r.Max.Y-r.Min.Y)
	}
	return w, h
}

// glyphBox is room something drawn at (x, y), in normalised axis units,
// takes around that point; the data area shrinks so that it fits.
type glyphBox struct {
	x, y float64
	vg.Rectangle
}

// chartItem is something drawn in the data area.
type chartItem interface {
	plot(c draw.Canvas, ch *chart)
	boxes(ch *chart) []glyphBox
}

// chart is a plot: axes, items and a legend drawn top left.
type chart struct {
	x, y   chartAxis
	items  []chartItem
	legend chartLegend
}

// newAxis is an axis in fg with names at size and marks' labels at small;
// vertical puts the marks' labels left of their marks.
func newAxis(fg color.Color, size, small vg.Length, vertical bool) chartAxis {
	a := chartAxis{
		min: math.Inf(1), max: math.Inf(-1),
		labelText: textStyle(size, fg),
		tickText:  textStyle(small, fg),
		line:      draw.LineStyle{Color: fg, Width: 0.5},
		tickLine:  draw.LineStyle{Color: fg, Width: 0.5},
		tickLen:   8,
		padding:   5,
		marker:    intTicks{},
	}
	a.labelText.XAlign, a.labelText.YAlign = text.XCenter, text.YBottom
	if vertical {
		a.tickText.XAlign, a.tickText.YAlign = text.XRight, text.YCenter
	} else {
		a.tickText.XAlign, a.tickText.YAlign = text.XCenter, text.YTop
	}
	return a
}

func (ch *chart) add(items ...chartItem) { ch.items = append(ch.items, items...) }

// toX and toY place a data value in the data area c.
func (ch *chart) toX(c draw.Canvas, v float64) vg.Length { return c.X(ch.x.norm(v)) }
func (ch *chart) toY(c draw.Canvas, v float64) vg.Length { return c.Y(ch.y.norm(v)) }

// draw draws the chart in c: the axes along its left and bottom edges, the
// data in the rest, shrunk so that marks and labels near an edge fit.
func (ch *chart) draw(c draw.Canvas) {
	ch.x.sanitize()
	ch.y.sanitize()
	yw, xh := ch.yAxisWidth(), ch.xAxisHeight()
	ch.drawXAxis(ch.padX(draw.Crop(c, yw, 0, 0, 0)))
	ch.drawYAxis(ch.padY(draw.Crop(c, 0, 0, xh, 0)))
	data := ch.padY(ch.padX(draw.Crop(c, yw, 0, xh, 0)))
	for _, it := range ch.items {
		it.plot(data, ch)
	}
	ch.legend.draw(draw.Crop(c, yw, 0, xh, 0))
}

// itemBoxes are the items' glyph boxes that fall within the axes' ranges.
func (ch *chart) itemBoxes() []glyphBox {
	var out []glyphBox
	for _, it := range ch.items {
		for _, b := range it.boxes(ch) {
			if b.Size().X > 0 && (b.x < 0 || b.x > 1) {
				continue
			}
			if b.Size().Y > 0 && (b.y < 0 || b.y > 1) {
				continue
			}
			out = append(out, b)
		}
	}
	return out
}

// padX narrows c so that the leftmost and rightmost boxes fit inside it.
func (ch *chart) padX(c draw.Canvas) draw.Canvas {
	items := edges(ch.itemBoxes(), func(b glyphBox) edge { return edge{b.x, b.Min.X, b.Size().X} })
	axis := edges(ch.xAxisBoxes(), func(b glyphBox) edge { return edge{b.x, b.Min.X, b.Size().X} })
	n, m := fit(c.Min.X, c.Max.X, items, append(items, axis...))
	return draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{
		Min: vg.Point{X: n, Y: c.Min.Y}, Max: vg.Point{X: m, Y: c.Max.Y},
	}}
}

// padY lowers c's top and raises its bottom so that the boxes fit.
func (ch *chart) padY(c draw.Canvas) draw.Canvas {
	items := edges(ch.itemBoxes(), func(b glyphBox) edge { return edge{b.y, b.Min.Y, b.Size().Y} })
	axis := edges(ch.yAxisBoxes(), func(b glyphBox) edge { return edge{b.y, b.Min.Y, b.Size().Y} })
	n, m := fit(c.Min.Y, c.Max.Y, items, append(items, axis...))
	return draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{
		Min: vg.Point{X: c.Min.X, Y: n}, Max: vg.Point{X: c.Max.X, Y: m},
	}}
}

// edge is a glyph box along one axis: where it sits (0..1 of the axis) and
// how far its glyph reaches from there.
type edge struct {
	at       float64
	lo, size vg.Length
}

func edges(bs []glyphBox, along func(glyphBox) edge) []edge {
	out := make([]edge, len(bs))
	for i, b := range bs {
		out[i] = along(b)
	}
	return out
}

// fit is the part [n, m] of the axis from lo to hi on which the data may lie
// so that the glyph reaching farthest below (among low) and above (among
// high) still fits between lo and hi: gonum's padding, one axis at a time.
func fit(lo, hi vg.Length, low, high []edge) (n, m vg.Length) {
	pos := func(at float64) vg.Length { return lo + vg.Length(at)*(hi-lo) }
	l, least := edge{}, lo
	for _, e := range low {
		if v := pos(e.at) + e.lo; e.size > 0 && v < least && e.at >= 0 {
			least, l = v, e
		}
	}
	r, most := edge{at: 1}, hi
	for _, e := range high {
		if v := pos(e.at) + e.lo + e.size; e.size > 0 && v > most && e.at <= 1 {
			most, r = v, e
		}
	}
	a, b := lo-l.lo, hi-(r.lo+r.size)
	la, ra := vg.Length(l.at), vg.Length(r.at)
	return (la*b - ra*a) / (la - ra), ((la-1)*b - ra*a + a) / (la - ra)
}
