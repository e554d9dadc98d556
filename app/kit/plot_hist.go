package kit

import (
	"math"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot/plotter"
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
func (h Histogram) bins() (bins []plotter.HistogramBin, lo, hi float64) {
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
	bins = make([]plotter.HistogramBin, n)
	for i := range bins {
		bins[i] = plotter.HistogramBin{Min: lo + float64(i)*step, Max: lo + float64(i+1)*step}
	}
	for _, v := range h.Values {
		i := min(int((v-lo)/step), n-1)
		bins[i].Weight++
	}
	return bins, lo, hi
}

// HistogramPlot draws h, width wide: bars of the games in each bin, and the
// marked value as a dashed line from top to bottom.
func (u *UI) HistogramPlot(h Histogram, width float32) *canvas.Image {
	p := newPlot()
	p.X.Label.Text = h.X
	p.Y.Label.Text = h.Y
	bins, lo, hi := h.bins()
	top := 1.0
	for _, b := range bins {
		top = max(top, b.Weight)
	}
	hist := &plotter.Histogram{Bins: bins, Width: h.Step, FillColor: theme.Color(theme.ColorNamePrimary)}
	hist.LineStyle.Width = 1
	hist.LineStyle.Color = theme.Color(theme.ColorNameBackground)
	p.Add(hist)
	height := min(plotHeight(width), plotMaxHeight*0.8)
	// Room above the tallest bar for the legend, top left.
	room := 0.0
	if h.Marked {
		line, err := plotter.NewLine(plotter.XYs{{X: h.Mark, Y: 0}, {X: h.Mark, Y: top + 0.4}})
		if err == nil {
			col := theme.Color(theme.ColorNameError)
			line.Color, line.Width, line.Dashes = col, 2.5, []vg.Length{6, 3}
			glyph, err := plotter.NewScatter(plotter.XYs{{X: h.Mark, Y: top + 0.4}})
			if err == nil {
				glyph.Color, glyph.Shape, glyph.Radius = col, draw.PyramidGlyph{}, 5
				p.Add(line, glyph)
				p.Legend.Add(h.MarkName, line, glyph)
			}
		}
		legend := 1.5 * float64(theme.CaptionTextSize())
		share := min(legend/(float64(height)*0.7), 0.5)
		room = (top + 0.5) * share / (1 - share)
	}
	p.X.Min, p.X.Max = lo, hi
	p.Y.Min, p.Y.Max = 0, top+0.5+room
	p.Y.Tick.Marker = intTicks{top: top}
	return u.plotImage(p, width, height)
}
