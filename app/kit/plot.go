package kit

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Plots are drawn by gonum's plot into an image at the screen's own pixel
// density: one point of the plot is one Fyne unit, so its text is the
// theme's size and its colours the theme's, light or dark.

// plotAspect is a plot's height for its width; plotMinHeight and
// plotMaxHeight keep it readable on a phone and not towering on a desktop.
const (
	plotAspect    = 0.66
	plotMinHeight = 200
	plotMaxHeight = 340
)

// plotFont is the sans face gonum ships, closer to the app's than its serif.
var plotFont = font.Font{Typeface: "Liberation", Variant: "Sans"}

// plotStyle is what a plot is drawn in: its colours and text sizes. The
// screen's follow the theme; a summary to share has its own (light, sized
// for paper) whatever the app shows.
type plotStyle struct {
	color         func(fyne.ThemeColorName) color.Color
	text, caption vg.Length
	// glyph is the radius of a point's mark; gap the room between two
	// legend entries (small text on paper needs some, or the marks touch).
	glyph, gap vg.Length
}

// screenStyle is the theme's colours and text sizes as they are now.
func screenStyle() plotStyle {
	return plotStyle{color: theme.Color, text: vg.Length(theme.TextSize()), caption: vg.Length(theme.CaptionTextSize()), glyph: 4}
}

// newPlot is an empty plot in the theme's colours and text sizes.
func newPlot() *plot.Plot { return styledPlot(screenStyle()) }

// styledPlot is an empty plot in style s.
func styledPlot(s plotStyle) *plot.Plot {
	p := plot.New()
	fg := s.color(theme.ColorNameForeground)
	// Transparent: the card or sheet under it gives the background.
	p.BackgroundColor = color.Transparent
	size := s.text
	small := s.caption
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color = fg
		a.Tick.Color = fg
		a.Label.TextStyle.Color = fg
		a.Label.TextStyle.Font = font.From(plotFont, size)
		a.Tick.Label.Color = fg
		a.Tick.Label.Font = font.From(plotFont, small)
		a.Tick.Marker = intTicks{}
	}
	p.Legend.TextStyle.Color = fg
	p.Legend.TextStyle.Font = font.From(plotFont, small)
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = small / 2
	p.Legend.Padding = s.gap
	return p
}

// intTicks marks whole numbers only: rounds, turns and track spaces have no
// halves. A long range marks every second, fifth or tenth. Nothing is
// marked above top (when not 0): that room is the legend's, not a value.
type intTicks struct{ top float64 }

func (t intTicks) Ticks(lo, hi float64) []plot.Tick {
	if t.top != 0 {
		hi = min(hi, t.top)
	}
	from, to := int(math.Ceil(lo)), int(math.Floor(hi))
	step := 1
	for _, s := range []int{2, 5, 10, 20, 50, 100, 200, 500, 1000} {
		if (to-from)/step <= 8 {
			break
		}
		step = s
	}
	// Unlabelled marks between the labels, five at most: a long game's
	// hundreds of turns would otherwise make a solid bar of marks.
	minor := max(step/5, 1)
	var ticks []plot.Tick
	for v := from; v <= to; v++ {
		if v%minor != 0 {
			continue
		}
		t := plot.Tick{Value: float64(v)}
		if v%step == 0 {
			t.Label = strconv.Itoa(v)
		}
		ticks = append(ticks, t)
	}
	return ticks
}

// plotHeight is the height of a plot width wide. Its bounds grow with the
// text size: larger labels must not squeeze the data to a strip.
func plotHeight(width float32) float32 {
	grow := max(theme.TextSize()/theme.DefaultTheme().Size(theme.SizeNameText), 1)
	return min(max(width*plotAspect, plotMinHeight*grow), plotMaxHeight*grow)
}

// plotImage draws p at width × height Fyne units, at the window's pixel
// density, and shows it scaled to fit that size.
func (u *UI) plotImage(p *plot.Plot, width, height float32) *canvas.Image {
	scale := float32(1)
	if c := u.Win.Canvas(); c != nil && c.Scale() > 0 {
		scale = c.Scale()
	}
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(width), vg.Length(height)), vgimg.UseDPI(int(math.Round(float64(72*scale)))),
		vgimg.UseBackgroundColor(color.Transparent))
	p.Draw(draw.New(c))
	img := canvas.NewImageFromImage(c.Image())
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScaleSmooth
	img.SetMinSize(fyne.NewSize(width, height))
	return img
}

// lineColors are the colours the lines of a plot take in turn; each line
// also has its own glyph and dash, so colour is never alone.
var lineColors = []fyne.ThemeColorName{
	theme.ColorNamePrimary, theme.ColorNameError, theme.ColorNameSuccess,
	theme.ColorNameWarning, theme.ColorNameHyperlink,
}

var lineGlyphs = []draw.GlyphDrawer{
	draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.PyramidGlyph{}, draw.CrossGlyph{},
}

var lineDashes = [][]vg.Length{nil, {6, 3}, {2, 2}, {6, 2, 2, 2}, {1, 3}}

// StoryPlot draws a story's lines, width wide, with a legend naming each.
func (u *UI) StoryPlot(st Story, width float32) *canvas.Image {
	height := plotHeight(width)
	return u.plotImage(u.storyPlot(st, screenStyle(), height), width, height)
}

// storyPlot is a story's plot in style s, to be drawn height high.
func (u *UI) storyPlot(st Story, s plotStyle, height float32) *plot.Plot {
	p := styledPlot(s)
	p.X.Label.Text = u.Loc.Msg(st.X)
	p.Y.Label.Text = u.Loc.Msg(st.Y)
	lo, hi := math.Inf(1), math.Inf(-1)
	xlo, xhi := math.Inf(1), math.Inf(-1)
	for i, l := range st.Lines {
		xys := corners(l.Points)
		for _, xy := range xys {
			lo, hi = min(lo, xy.Y), max(hi, xy.Y)
			xlo, xhi = min(xlo, xy.X), max(xhi, xy.X)
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			continue
		}
		col := s.color(lineColors[i%len(lineColors)])
		line.Color = col
		line.Width = 2
		line.Dashes = lineDashes[i%len(lineDashes)]
		points.Color = col
		points.Shape = lineGlyphs[i%len(lineGlyphs)]
		points.Radius = s.glyph
		p.Add(line, points)
		p.Legend.Add(u.Loc.Msg(l.Name), line, points)
	}
	// Room above the highest point for the legend, which sits top left:
	// each entry takes a line of small text out of the data area.
	span := max(hi-lo, 1) + 1
	legend := float64(len(st.Lines)) * (1.3*float64(s.caption) + float64(s.gap))
	area := float64(height) * 0.7
	share := min(legend/area, 0.6)
	p.Y.Min = lo - 0.5
	p.Y.Max = hi + 0.5 + span*share/(1-share)
	p.Y.Tick.Marker = intTicks{top: hi}
	p.X.Min, p.X.Max = xlo-0.25, xhi+0.25
	return p
}

// corners are the points of a line where it starts, ends or turns: a
// long game's line (Althing's saga race, a turn every few actions) holds
// hundreds of points, most on flat stretches. The line drawn through its
// corners is the same line, drawn much faster, and its marks fall where
// something happened instead of merging into a bar.
func corners(pts []StoryPoint) plotter.XYs {
	xys := make(plotter.XYs, 0, len(pts))
	for k, pt := range pts {
		if k > 0 && k < len(pts)-1 && pts[k-1].Y == pt.Y && pts[k+1].Y == pt.Y {
			continue // inside a flat stretch
		}
		xys = append(xys, plotter.XY{X: float64(pt.X), Y: float64(pt.Y)})
	}
	return xys
}

// Bar is one bar of a bar plot: its label and value.
type Bar struct {
	Label string
	Value float64
}

// BarPlot draws one bar across per value, the first on top, on a scale
// from 0 to top (a win rate: 0 to 100), width wide. Each bar's name is
// written above it and its value after it, so a long name (a Book's title)
// never crowds the others and a bar at 0 still says 0.
func (u *UI) BarPlot(bars []Bar, valueLabel, unit string, top float64, width float32) *canvas.Image {
	p := newPlot()
	p.X.Label.Text = valueLabel
	p.X.Min, p.X.Max = 0, top
	p.X.Tick.Marker = plot.ConstantTicks(percentTicks(top))
	n := len(bars)
	p.Y.Min, p.Y.Max = -0.6, float64(n)-0.1
	p.Y.Tick.Marker = plot.ConstantTicks(nil)
	p.Y.Tick.Length = 0
	p.Y.LineStyle.Width = 0
	height := min(max(float32(n)*3.2*theme.TextSize()+3*theme.TextSize(), plotMinHeight/2), plotMaxHeight)
	vals := make(plotter.Values, n)
	names := plotter.XYLabels{XYs: make(plotter.XYs, n), Labels: make([]string, n)}
	values := plotter.XYLabels{XYs: make(plotter.XYs, n), Labels: make([]string, n)}
	for i, b := range bars {
		y := float64(n - 1 - i) // the first bar on top
		vals[n-1-i] = b.Value
		names.XYs[i], names.Labels[i] = plotter.XY{X: 0, Y: y + 0.28}, b.Label
		values.XYs[i], values.Labels[i] = plotter.XY{X: b.Value, Y: y}, strconv.Itoa(int(math.Round(b.Value)))+unit
	}
	// A bar is as thick as a line of text and a half, whatever the height.
	bc, err := plotter.NewBarChart(vals, vg.Length(1.4*theme.TextSize()))
	if err == nil {
		bc.Horizontal = true
		bc.Color = theme.Color(theme.ColorNamePrimary)
		bc.LineStyle.Width = 0
		p.Add(bc)
	}
	fg := theme.Color(theme.ColorNameForeground)
	size := vg.Length(theme.CaptionTextSize())
	if l, err := plotter.NewLabels(names); err == nil {
		for i := range l.TextStyle {
			l.TextStyle[i].Color, l.TextStyle[i].Font = fg, font.From(plotFont, size)
		}
		p.Add(l)
	}
	if l, err := plotter.NewLabels(values); err == nil {
		for i := range l.TextStyle {
			l.TextStyle[i].Color, l.TextStyle[i].Font = fg, font.From(plotFont, size)
			l.TextStyle[i].YAlign = draw.YCenter
		}
		l.Offset = vg.Point{X: size / 2}
		p.Add(l)
	}
	return u.plotImage(p, width, height)
}

// percentTicks marks 0, 25, 50, 75 and 100 of top.
func percentTicks(top float64) []plot.Tick {
	var ticks []plot.Tick
	for _, f := range []float64{0, 0.25, 0.5, 0.75, 1} {
		v := top * f
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.Itoa(int(math.Round(v)))})
	}
	return ticks
}
