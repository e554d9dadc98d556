package kit

import (
	"image/color"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot/vg"
)

// A summary is laid out once for both files, on an A4 page in points, and
// drawn on a surface: an image (summary_png.go) or a PDF (summary_pdf.go).
// Both write in Liberation Sans, the face the plots use, which has every
// accent French needs and more (a name typed in another script too).

// The page: A4 portrait, in points.
const (
	pageW      = 595.28
	pageH      = 841.89
	pageMargin = 42.0
	// plotMinH is the least height a plot is drawn at: lower, its data
	// would be a strip; the page then holds fewer plots.
	plotMinH = 120.0
)

// pageFont is a size and a weight of the page's one face.
type pageFont struct {
	size float64
	bold bool
}

var (
	fontHeading = pageFont{10, true}
	fontTitle   = pageFont{20, true}
	fontSection = pageFont{13, true}
	fontBody    = pageFont{10, false}
	fontLabel   = pageFont{10, true}
	fontSmall   = pageFont{8.5, false}
)

// lineGap is the room between two lines of a font, its size and a third.
func (f pageFont) lineGap() float64 { return f.size * 1.35 }

// A summary's colours are the light theme's whatever the app shows: it is
// printed or shared on white.
func paperColor(n fyne.ThemeColorName) color.Color {
	return theme.DefaultTheme().Color(n, theme.VariantLight)
}

var (
	inkColor   = color.NRGBA{0x21, 0x21, 0x21, 0xff}
	quietColor = color.NRGBA{0x5f, 0x63, 0x68, 0xff}
)

// paperStyle draws a summary's plots: light colours, sizes for paper.
func paperStyle() plotStyle {
	return plotStyle{color: paperColor, text: vg.Length(fontBody.size), caption: vg.Length(fontSmall.size), glyph: 3, gap: 3}
}

// pageSurface is what a page is drawn on. y is measured from the page's
// top: a text's baseline, a plot's top edge.
type pageSurface interface {
	measure(s string, f pageFont) float64
	text(x, y float64, s string, f pageFont, c color.Color)
	rule(x, y, w float64, c color.Color)
	plot(x, y, w, h float64, p *chart)
}

// pageWriter puts a summary's lines on a surface from the top down.
type pageWriter struct {
	out    pageSurface
	y      float64 // the top of the next line
	bottom float64 // nothing is written below
}

// wrap splits s into lines no wider than w in f: at spaces, and inside a
// word only when the word alone is wider than w.
func wrap(out pageSurface, s string, f pageFont, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		// Only a plain space breaks a line: French keeps a no-break
		// space before its colons, which strings.Fields would split at.
		for _, word := range strings.Split(para, " ") {
			if word == "" {
				continue
			}
			try := word
			if line != "" {
				try = line + " " + word
			}
			if out.measure(try, f) <= w {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = word
			for out.measure(line, f) > w && utf8.RuneCountInString(line) > 1 {
				cut := fitRunes(out, line, f, w)
				lines = append(lines, line[:cut])
				line = line[cut:]
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// fitRunes is how many bytes of s, whole runes and at least one, fit in w.
func fitRunes(out pageSurface, s string, f pageFont, w float64) int {
	end := 0
	for i, r := range s {
		next := i + utf8.RuneLen(r)
		if end > 0 && out.measure(s[:next], f) > w {
			break
		}
		end = next
	}
	return end
}

// para writes s wrapped at width w from x, in f and c; false once the page
// is full.
func (p *pageWriter) para(x, w float64, s string, f pageFont, c color.Color) bool {
	for _, line := range wrap(p.out, s, f, w) {
		if p.y+f.lineGap() > p.bottom {
			return false
		}
		p.out.text(x, p.y+f.size, line, f, c)
		p.y += f.lineGap()
	}
	return true
}

// drawSummary lays a summary out on out: heading and title, the facts in
// two columns, the turning points as a list, the notes, then the plots in
// the room left, and the footer at the page's foot.
func (u *UI) drawSummary(s Summary, out pageSurface) {
	left, width := pageMargin, pageW-2*pageMargin
	footerY := pageH - pageMargin
	p := &pageWriter{out: out, y: pageMargin, bottom: footerY - 2*fontSmall.lineGap()}
	accent := paperColor(theme.ColorNamePrimary)

	p.para(left, width, s.Heading, fontHeading, accent)
	p.para(left, width, s.Title, fontTitle, inkColor)
	p.y += 4
	out.rule(left, p.y, width, accent)
	p.y += 10

	// Facts: the labels in a column as wide as the widest, the values
	// wrapped beside them.
	labelW := 0.0
	for _, f := range s.Facts {
		labelW = max(labelW, out.measure(f.Label, fontLabel))
	}
	labelW = min(labelW+12, width/3)
	for _, f := range s.Facts {
		top := p.y
		p.para(left+labelW, width-labelW, f.Value, fontBody, inkColor)
		out.text(left, top+fontLabel.size, f.Label, fontLabel, quietColor)
		p.y += 3
	}

	if s.Lead != "" {
		p.y += 6
		p.para(left, width, s.Lead, fontBody, inkColor)
	}
	if len(s.Turning) > 0 || s.Chosen != "" {
		p.y += 8
		p.para(left, width, s.TurningHeading, fontSection, inkColor)
		p.y += 2
	}
	if len(s.Turning) > 0 {
		bullet := out.measure("•  ", fontBody)
		for _, t := range s.Turning {
			top := p.y
			if !p.para(left+bullet, width-bullet, t, fontBody, inkColor) {
				break
			}
			out.text(left, top+fontBody.size, "•", fontBody, accent)
			p.y += 2
		}
	}
	if s.Chosen != "" {
		p.y += 2
		p.para(left, width, s.Chosen, fontSmall, quietColor)
	}
	if len(s.Notes) > 0 {
		p.y += 6
		for _, n := range s.Notes {
			p.para(left, width, n, fontBody, inkColor)
			p.y += 2
		}
	}

	if len(s.Plots) > 0 {
		p.y += 8
		p.para(left, width, s.PlotsHeading, fontSection, inkColor)
		p.y += 4
		if s.PlotsOf > 0 {
			// The caption says how many games are drawn: those that fit
			// under it, counted with its room kept.
			most := u.Loc.N("app.summary.last_plots", len(s.Plots))
			room := p.bottom - p.y - float64(len(wrap(out, most, fontBody, width))+1)*fontBody.lineGap() - 4
			if n := layPlots(s.Plots, width, room).n; n > 0 && n < s.PlotsOf {
				p.para(left, width, u.Loc.N("app.summary.last_plots", n), fontBody, inkColor)
				p.y += 4
			}
		}
		u.drawPlots(out, s.Plots, left, p.y, width, p.bottom-p.y)
	}
	out.text(left, footerY, s.Footer, fontSmall, quietColor)
}

// plotGrid is how plots are laid out in a box: how many of the last are
// drawn (0: none fits), in how many columns, each how tall under its
// heading's room.
type plotGrid struct {
	n, cols            int
	cellW, plotH, head float64
}

// layPlots lays plots out in a box w × h: one alone as wide as the page,
// more in two columns; when the box cannot hold them all at plotMinH the
// first are left out (the latest matter most), never drawn squeezed.
func layPlots(plots []SummaryPlot, w, h float64) plotGrid {
	const gap = 10.0
	for len(plots) > 0 {
		// One under the other when the page is tall enough for them at a
		// plot's usual shape, else side by side.
		cols := min(len(plots), 2)
		if n := float64(len(plots)); (h-(n-1)*gap)/n-fontLabel.lineGap()-2 >= w*0.35 {
			cols = 1
		}
		rows := (len(plots) + cols - 1) / cols
		cellW := (w - float64(cols-1)*gap) / float64(cols)
		cellH := (h - float64(rows-1)*gap) / float64(rows)
		head := 0.0
		for _, pl := range plots {
			if pl.Heading != "" {
				head = fontLabel.lineGap() + 2
			}
		}
		plotH := min(cellH-head, cellW*0.62)
		if plotH < plotMinH && len(plots) > 1 {
			plots = plots[1:]
			continue
		}
		if plotH < plotMinH/2 {
			return plotGrid{} // no room at all: the words above say what there is
		}
		return plotGrid{n: len(plots), cols: cols, cellW: cellW, plotH: plotH, head: head}
	}
	return plotGrid{}
}

// drawPlots draws the last of plots that fit in the box at x, y, w × h
// (layPlots), and says how many it drew.
func (u *UI) drawPlots(out pageSurface, plots []SummaryPlot, x, y, w, h float64) int {
	const gap = 10.0
	g := layPlots(plots, w, h)
	plots = plots[len(plots)-g.n:]
	for i, pl := range plots {
		cx := x + float64(i%g.cols)*(g.cellW+gap)
		cy := y + float64(i/g.cols)*(g.plotH+g.head+gap)
		if pl.Heading != "" {
			for _, line := range wrap(out, pl.Heading, fontLabel, g.cellW)[:1] {
				out.text(cx, cy+fontLabel.size, line, fontLabel, inkColor)
			}
		}
		out.plot(cx, cy+g.head, g.cellW, g.plotH, u.storyPlot(pl.Story, paperStyle(), float32(g.plotH)))
	}
	return g.n
}
