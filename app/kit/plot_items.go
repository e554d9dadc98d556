package kit

import (
	"image/color"

	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// xy is a data point.
type xy struct{ x, y float64 }

// chartLine is a polyline through data points.
type chartLine struct {
	pts []xy
	sty draw.LineStyle
}

func (l *chartLine) plot(c draw.Canvas, ch *chart) {
	ps := make([]vg.Point, len(l.pts))
	for i, p := range l.pts {
		ps[i] = vg.Point{X: ch.toX(c, p.x), Y: ch.toY(c, p.y)}
	}
	if lines := c.ClipLinesXY(ps); l.sty.Width > 0 && len(lines) > 0 {
		c.StrokeLines(l.sty, lines...)
	}
}

func (l *chartLine) boxes(ch *chart) []glyphBox {
	return pointBoxes(ch, l.pts, 0.5*l.sty.Width)
}

// thumb draws the line across a legend entry's icon.
func (l *chartLine) thumb(c *draw.Canvas) {
	y := c.Center().Y
	stroke(*c, l.sty, c.Min.X, y, c.Max.X, y)
}

// pointBoxes are boxes r around each point.
func pointBoxes(ch *chart, pts []xy, r vg.Length) []glyphBox {
	bs := make([]glyphBox, len(pts))
	for i, p := range pts {
		bs[i] = glyphBox{x: ch.x.norm(p.x), y: ch.y.norm(p.y), Rectangle: vg.Rectangle{
			Min: vg.Point{X: -r, Y: -r}, Max: vg.Point{X: r, Y: r},
		}}
	}
	return bs
}

// chartPoints marks each data point with a glyph.
type chartPoints struct {
	pts []xy
	sty draw.GlyphStyle
}

func (p *chartPoints) plot(c draw.Canvas, ch *chart) {
	for _, pt := range p.pts {
		c.DrawGlyph(p.sty, vg.Point{X: ch.toX(c, pt.x), Y: ch.toY(c, pt.y)})
	}
}

func (p *chartPoints) boxes(ch *chart) []glyphBox { return pointBoxes(ch, p.pts, p.sty.Radius) }

func (p *chartPoints) thumb(c *draw.Canvas) { c.DrawGlyph(p.sty, c.Center()) }

// chartBars are horizontal bars, bar i at height i, from 0 to its value,
// width thick.
type chartBars struct {
	values []float64
	width  vg.Length
	color  color.Color
}

func (b *chartBars) plot(c draw.Canvas, ch *chart) {
	for i, v := range b.values {
		mid := ch.toY(c, float64(i))
		if !c.ContainsY(mid) {
			continue
		}
		lo, hi := mid-b.width/2, mid+b.width/2
		x0, x1 := ch.toX(c, 0), ch.toX(c, v)
		c.FillPolygon(b.color, c.ClipPolygonX([]vg.Point{{X: x0, Y: lo}, {X: x0, Y: hi}, {X: x1, Y: hi}, {X: x1, Y: lo}}))
	}
}

func (b *chartBars) boxes(ch *chart) []glyphBox {
	bs := make([]glyphBox, len(b.values))
	for i := range b.values {
		bs[i] = glyphBox{y: ch.y.norm(float64(i)), Rectangle: vg.Rectangle{
			Min: vg.Point{Y: -b.width / 2}, Max: vg.Point{Y: b.width / 2},
		}}
	}
	return bs
}

// chartBin is one bin of a histogram: the values from min to max, count of
// them.
type chartBin struct{ min, max, count float64 }

// chartHist draws bins as filled columns outlined in edge.
type chartHist struct {
	bins []chartBin
	fill color.Color
	edge draw.LineStyle
}

func (h *chartHist) plot(c draw.Canvas, ch *chart) {
	for _, bin := range h.bins {
		y0, y1 := c.Min.Y, c.Min.Y
		if bin.count != 0 {
			y1 = ch.toY(c, bin.count)
		}
		x0, x1 := ch.toX(c, bin.min), ch.toX(c, bin.max)
		pts := []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}
		c.FillPolygon(h.fill, c.ClipPolygonXY(pts))
		if h.edge.Width > 0 {
			c.StrokeLines(h.edge, c.ClipLinesXY(append(pts, pts[0]))...)
		}
	}
}

func (h *chartHist) boxes(*chart) []glyphBox { return nil }

// chartLabels writes texts at data points, moved by offset.
type chartLabels struct {
	pts    []xy
	texts  []string
	sty    text.Style
	offset vg.Point
}

func (l *chartLabels) plot(c draw.Canvas, ch *chart) {
	for i, s := range l.texts {
		pt := vg.Point{X: ch.toX(c, l.pts[i].x), Y: ch.toY(c, l.pts[i].y)}
		if !c.Contains(pt) {
			continue
		}
		c.FillText(l.sty, pt.Add(l.offset), s)
	}
}

func (l *chartLabels) boxes(ch *chart) []glyphBox {
	bs := make([]glyphBox, len(l.texts))
	for i, s := range l.texts {
		bs[i] = glyphBox{x: ch.x.norm(l.pts[i].x), y: ch.y.norm(l.pts[i].y), Rectangle: l.sty.Rectangle(s).Add(l.offset)}
	}
	return bs
}

// chartLegend names the items top left of the data area: an icon drawn by
// each entry's thumbs, then its name.
type chartLegend struct {
	sty        text.Style
	xoffs, pad vg.Length
	entries    []legendEntry
}

type legendEntry struct {
	name   string
	thumbs []func(*draw.Canvas)
}

// legendThumb is how wide an entry's icon is.
const legendThumb = 20

func (l *chartLegend) add(name string, thumbs ...func(*draw.Canvas)) {
	l.entries = append(l.entries, legendEntry{name: name, thumbs: thumbs})
}

func (l *chartLegend) draw(c draw.Canvas) {
	if len(l.entries) == 0 {
		return
	}
	iconx := c.Min.X + l.xoffs
	textx := iconx + legendThumb + l.sty.Rectangle(" ").Max.X
	descent := l.sty.FontExtents().Descent
	var enth vg.Length
	for _, e := range l.entries {
		enth = max(enth, l.sty.Rectangle(e.name).Max.Y)
	}
	y := c.Max.Y - enth - descent
	icon := &draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{
		Min: vg.Point{X: iconx, Y: y}, Max: vg.Point{X: iconx + legendThumb, Y: y + enth},
	}}
	for _, e := range l.entries {
		for _, t := range e.thumbs {
			t(icon)
		}
		yoffs := (enth-descent-l.sty.Rectangle(e.name).Max.Y)/2 + descent
		c.FillText(l.sty, vg.Point{X: textx, Y: icon.Min.Y + yoffs}, e.name)
		icon.Min.Y -= enth + l.pad
		icon.Max.Y -= enth + l.pad
	}
}
