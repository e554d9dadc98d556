package kit

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Plots are drawn as charts (plot_chart.go) into an image at the screen's own pixel
// density: one point of the plot is one Fyne unit, so its text is the
// theme's size and its colours the theme's, light or dark.

// plotAspect is a plot's height for its width; plotMinHeight and
// plotMaxHeight keep it readable on a phone and not towering on a desktop.
const (
	plotAspect    = 0.66
	plotMinHeight = 200
	plotMaxHeight = 340
)

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
func newPlot() *chart { return styledPlot(screenStyle()) }

// styledPlot is an empty plot in style s, its background left transparent:
// the card or sheet under it gives one.
func styledPlot(s plotStyle) *chart {
	fg := s.color(theme.ColorNameForeground)
	ch := &chart{x: newAxis(fg, s.text, s.caption, false), y: newAxis(fg, s.text, s.caption, true)}
	ch.legend.sty = textStyle(s.caption, fg)
	ch.legend.xoffs = s.caption / 2
	ch.legend.pad = s.gap
	return ch
}

// intTicks marks whole numbers only: rounds, turns and track spaces have no
// halves. A long range marks every second, fifth or tenth. Nothing is
// marked above top (when not 0): that room is the legend's, not a value.
type intTicks struct{ top float64 }

func (t intTicks) ticks(lo, hi float64) []tick {
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
	var ticks []tick
	for v := from; v <= to; v++ {
		if v%minor != 0 {
			continue
		}
		t := tick{value: float64(v)}
		if v%step == 0 {
			t.label = strconv.Itoa(v)
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
func (u *UI) plotImage(p *chart, width, height float32) *canvas.Image {
	scale := float32(1)
	if c := u.Win.Canvas(); c != nil && c.Scale() > 0 {
		scale = c.Scale()
	}
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(width), vg.Length(height)), vgimg.UseDPI(int(math.Round(float64(72*scale)))),
		vgimg.UseBackgroundColor(color.Transparent))
	p.draw(draw.New(c))
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
func (u *UI) storyPlot(st Story, s plotStyle, height float32) *chart {
	p := styledPlot(s)
	p.x.label = u.Loc.Msg(st.X)
	p.y.label = u.Loc.Msg(st.Y)
	lo, hi := math.Inf(1), math.Inf(-1)
	xlo, xhi := math.Inf(1), math.Inf(-1)
	for i, l := range st.Lines {
		xys := corners(l.Points)
		if len(xys) == 0 {
			continue
		}
		for _, pt := range xys {
			lo, hi = min(lo, pt.y), max(hi, pt.y)
			xlo, xhi = min(xlo, pt.x), max(xhi, pt.x)
		}
		col := s.color(lineColors[i%len(lineColors)])
		line := &chartLine{pts: xys, sty: draw.LineStyle{Color: col, Width: 2, Dashes: lineDashes[i%len(lineDashes)]}}
		points := &chartPoints{pts: xys, sty: draw.GlyphStyle{Color: col, Shape: lineGlyphs[i%len(lineGlyphs)], Radius: s.glyph}}
		p.add(line, points)
		p.legend.add(u.Loc.Msg(l.Name), line.thumb, points.thumb)
	}
	// Room above the highest point for the legend, which sits top left:
	// each entry takes a line of small text out of the data area.
	span := max(hi-lo, 1) + 1
	legend := float64(len(st.Lines)) * (1.3*float64(s.caption) + float64(s.gap))
	area := float64(height) * 0.7
	share := min(legend/area, 0.6)
	p.y.min = lo - 0.5
	p.y.max = hi + 0.5 + span*share/(1-share)
	p.y.marker = intTicks{top: hi}
	p.x.min, p.x.max = xlo-0.25, xhi+0.25
	return p
}

// corners are the points of a line where it starts, ends or turns: a
// long game's line (Althing's saga race, a turn every few actions) holds
// hundreds of points, most on flat stretches. The line drawn through its
// corners is the same line, drawn much faster, and its marks fall where
// something happened instead of merging into a bar.
func corners(pts []StoryPoint) []xy {
	xys := make([]xy, 0, len(pts))
	for k, pt := range pts {
		if k > 0 && k < len(pts)-1 && pts[k-1].Y == pt.Y && pts[k+1].Y == pt.Y {
			continue // inside a flat stretch
		}
		xys = append(xys, xy{x: float64(pt.X), y: float64(pt.Y)})
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
	p.x.label = valueLabel
	p.x.min, p.x.max = 0, top
	p.x.marker = percentTicks(top)
	n := len(bars)
	p.y.min, p.y.max = -0.6, float64(n)-0.1
	p.y.marker = nil
	p.y.tickLen = 0
	p.y.line.Width = 0
	height := min(max(float32(n)*3.2*theme.TextSize()+3*theme.TextSize(), plotMinHeight/2), plotMaxHeight)
	vals := make([]float64, n)
	names := &chartLabels{pts: make([]xy, n), texts: make([]string, n)}
	values := &chartLabels{pts: make([]xy, n), texts: make([]string, n)}
	for i, b := range bars {
		y := float64(n - 1 - i) // the first bar on top
		vals[n-1-i] = b.Value
		p.x.max = max(p.x.max, b.Value)
		names.pts[i], names.texts[i] = xy{x: 0, y: y + 0.28}, b.Label
		values.pts[i], values.texts[i] = xy{x: b.Value, y: y}, strconv.Itoa(int(math.Round(b.Value)))+unit
	}
	// A bar is as thick as a line of text and a half, whatever the height.
	p.add(&chartBars{values: vals, width: vg.Length(1.4 * theme.TextSize()), color: theme.Color(theme.ColorNamePrimary)})
	fg := theme.Color(theme.ColorNameForeground)
	size := vg.Length(theme.CaptionTextSize())
	names.sty = textStyle(size, fg)
	values.sty = textStyle(size, fg)
	values.sty.YAlign = text.YCenter
	values.offset = vg.Point{X: size / 2}
	p.add(names, values)
	return u.plotImage(p, width, height)
}

// percentTicks marks 0, 25, 50, 75 and 100 of top.
func percentTicks(top float64) fixedTicks {
	var ticks fixedTicks
	for _, f := range []float64{0, 0.25, 0.5, 0.75, 1} {
		v := top * f
		ticks = append(ticks, tick{value: v, label: strconv.Itoa(int(math.Round(v)))})
	}
	return ticks
}
