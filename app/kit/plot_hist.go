package kit

import (
	"math"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Histogram is how values spread (one per game), in bins Step wide that
// always cover From to To, so a handful of values still sit on a familiar
// scale. Mark, when Marked, is one value to point at (the game in view),
// with a dashed line and a legend entry named MarkName: not by colour alone.
type Histogram struct {
	Values         []float64
	Step, From, To float64
	Mark           float64
	Marked         bool
	MarkName       string
	X, Y           string // the axes' names, translated
}

// bins counts the values into bins of h.Step from lo to hi.
func (h Histogram) bins() (bins []chartBin, lo, hi float64) {
	step := h.Step
	if step <= 0 {
		step = 1
	}
	lo, hi = h.From, h.To
	for _, v := range h.Values {
		lo, hi = min(lo, v), max(hi, v)
	}
	lo = math.Floor(lo/step) * step
	hi = math.Ceil(hi/step) * step
	if hi <= lo {
		hi = lo + step
	}
	n := int(math.Round((hi - lo) / step))
	bins = make([]chartBin, n)
	for i := range bins {
		bins[i] = chartBin{min: lo + float64(i)*step, max: lo + float64(i+1)*step}
	}
	for _, v := range h.Values {
		i := min(int((v-lo)/step), n-1)
		bins[i].count++
	}
	return bins, lo, hi
}

// HistogramPlot draws h, width wide: bars of the games in each bin, and the
// marked value as a dashed line from top to bottom.
func (u *UI) HistogramPlot(h Histogram, width float32) *canvas.Image {
	p := newPlot()
	p.x.label = h.X
	p.y.label = h.Y
	bins, lo, hi := h.bins()
	top := 1.0
	for _, b := range bins {
		top = max(top, b.count)
	}
	p.add(&chartHist{bins: bins, fill: theme.Color(theme.ColorNamePrimary),
		edge: draw.LineStyle{Width: 1, Color: theme.Color(theme.ColorNameBackground)}})
	height := min(plotHeight(width), plotMaxHeight*0.8)
	// Room above the tallest bar for the legend, top left.
	room := 0.0
	if h.Marked {
		col := theme.Color(theme.ColorNameError)
		line := &chartLine{pts: []xy{{h.Mark, 0}, {h.Mark, top + 0.4}},
			sty: draw.LineStyle{Color: col, Width: 2.5, Dashes: []vg.Length{6, 3}}}
		glyph := &chartPoints{pts: []xy{{h.Mark, top + 0.4}},
			sty: draw.GlyphStyle{Color: col, Shape: draw.PyramidGlyph{}, Radius: 5}}
		p.add(line, glyph)
		p.legend.add(h.MarkName, line.thumb, glyph.thumb)
		legend := 1.5 * float64(theme.CaptionTextSize())
		share := min(legend/(float64(height)*0.7), 0.5)
		room = (top + 0.5) * share / (1 - share)
	}
	p.x.min, p.x.max = lo, hi
	p.y.min, p.y.max = 0, top+0.5+room
	p.y.marker = intTicks{top: top}
	return u.plotImage(p, width, height)
}
