package kit

import (
	"math"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The axes are measured and drawn as gonum's plot draws them: the name
// outside, then the marks' labels, then the marks, then the line.

// xAxisHeight is the room the horizontal axis takes below the data.
func (ch *chart) xAxisHeight() (h vg.Length) {
	a := &ch.x
	if a.label != "" {
		h += a.labelText.Height(a.label)
	}
	if marks := a.marks(); len(marks) > 0 {
		if a.drawTicks() {
			h += a.tickLen
		}
		_, lh := a.labelSize(marks)
		h += lh
	}
	return h + a.line.Width/2 + a.padding
}

// yAxisWidth is the room the vertical axis takes left of the data.
func (ch *chart) yAxisWidth() (w vg.Length) {
	a := &ch.y
	if a.label != "" {
		w += a.labelText.FontExtents().Descent + a.labelText.Height(a.label)
	}
	if marks := a.marks(); len(marks) > 0 {
		if lw, _ := a.labelSize(marks); lw > 0 {
			w += lw + a.labelText.Width(" ")
		}
		if a.drawTicks() {
			w += a.tickLen
		}
	}
	return w + a.line.Width/2 + a.padding
}

// stroke draws a line from (x0, y0) to (x1, y1) unless sty has no width.
func stroke(c draw.Canvas, sty draw.LineStyle, x0, y0, x1, y1 vg.Length) {
	if sty.Width <= 0 {
		return
	}
	c.StrokeLine2(sty, x0, y0, x1, y1)
}

func (ch *chart) drawXAxis(c draw.Canvas) {
	a := &ch.x
	y := c.Min.Y
	if a.label != "" {
		descent := a.labelText.FontExtents().Descent
		c.FillText(a.labelText, vg.Point{X: c.Center().X, Y: y + descent}, a.label)
		y += a.labelText.Height(a.label)
	}
	marks := a.marks()
	_, lh := a.labelSize(marks)
	descent := a.tickText.FontExtents().Descent
	for _, t := range marks {
		x := c.X(a.norm(t.value))
		if !c.ContainsX(x) || t.minor() {
			continue
		}
		c.FillText(a.tickText, vg.Point{X: x, Y: y + lh + descent}, t.label)
	}
	if len(marks) > 0 {
		y += lh
	} else {
		y += a.line.Width / 2
	}
	if len(marks) > 0 && a.drawTicks() {
		for _, t := range marks {
			x := c.X(a.norm(t.value))
			if !c.ContainsX(x) {
				continue
			}
			stroke(c, a.tickLine, x, y+t.offset(a.tickLen), x, y+a.tickLen)
		}
		y += a.tickLen
	}
	stroke(c, a.line, c.Min.X, y, c.Max.X, y)
}

// offset is where a mark of length l starts: a minor one is half as long.
func (t tick) offset(l vg.Length) vg.Length {
	if t.minor() {
		return l / 2
	}
	return 0
}

func (ch *chart) drawYAxis(c draw.Canvas) {
	a := &ch.y
	x := c.Min.X
	if a.label != "" {
		sty := a.labelText
		sty.Rotation += math.Pi / 2
		x += a.labelText.Height(a.label)
		descent := a.labelText.FontExtents().Descent
		c.FillText(sty, vg.Point{X: x - descent, Y: c.Center().Y}, a.label)
		x += descent
	}
	marks := a.marks()
	if w, _ := a.labelSize(marks); len(marks) > 0 && w > 0 {
		x += w
	}
	major := false
	descent := a.tickText.FontExtents().Descent
	for _, t := range marks {
		y := c.Y(a.norm(t.value))
		if !c.ContainsY(y) || t.minor() {
			continue
		}
		c.FillText(a.tickText, vg.Point{X: x, Y: y + descent}, t.label)
		major = true
	}
	if major {
		x += a.tickText.Width(" ")
	}
	if a.drawTicks() && len(marks) > 0 {
		for _, t := range marks {
			y := c.Y(a.norm(t.value))
			if !c.ContainsY(y) {
				continue
			}
			stroke(c, a.tickLine, x+t.offset(a.tickLen), y, x+a.tickLen, y)
		}
		x += a.tickLen
	}
	stroke(c, a.line, x, c.Min.Y, x, c.Max.Y)
}

// xAxisBoxes are the horizontal axis's labels as glyph boxes: a mark's
// label at an end must not hang out of the image.
func (ch *chart) xAxisBoxes() []glyphBox {
	a := &ch.x
	var boxes []glyphBox
	var yoff vg.Length
	if a.label != "" {
		descent := a.labelText.FontExtents().Descent
		boxes = append(boxes, glyphBox{
			x:         a.norm(0.5 * (a.max + a.min)),
			Rectangle: a.labelText.Rectangle(a.label).Add(vg.Point{Y: yoff + descent}),
		})
		yoff += a.labelText.Height(a.label)
	}
	marks := a.marks()
	_, h := a.labelSize(marks)
	descent := a.tickText.FontExtents().Descent
	for _, t := range marks {
		if t.minor() {
			continue
		}
		boxes = append(boxes, glyphBox{
			x:         a.norm(t.value),
			Rectangle: a.tickText.Rectangle(t.label).Add(vg.Point{Y: yoff + h + descent}),
		})
	}
	return boxes
}

// yAxisBoxes are the vertical axis's labels as glyph boxes.
func (ch *chart) yAxisBoxes() []glyphBox {
	a := &ch.y
	var boxes []glyphBox
	var xoff vg.Length
	if a.label != "" {
		sty := a.labelText
		sty.Rotation += math.Pi / 2
		xoff += a.labelText.Height(a.label)
		descent := a.labelText.FontExtents().Descent
		boxes = append(boxes, glyphBox{
			y:         a.norm(0.5 * (a.max + a.min)),
			Rectangle: sty.Rectangle(a.label).Add(vg.Point{X: xoff - descent}),
		})
		xoff += descent
	}
	marks := a.marks()
	if w, _ := a.labelSize(marks); len(marks) > 0 && w > 0 {
		xoff += w
	}
	ext := a.tickText.FontExtents()
	desc := ext.Height - ext.Ascent
	for _, t := range marks {
		if t.minor() {
			continue
		}
		boxes = append(boxes, glyphBox{
			y:         a.norm(t.value),
			Rectangle: a.tickText.Rectangle(t.label).Add(vg.Point{X: xoff, Y: desc}),
		})
	}
	return boxes
}
