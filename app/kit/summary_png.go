package kit

import (
	"bytes"
	"image/color"
	"image/png"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// summaryDPI is the image's resolution: an A4 page 1240 × 1754 pixels,
// sharp on a phone's screen and printable.
const summaryDPI = 150

// SummaryPNG draws a summary on an A4 page as a PNG image.
func (u *UI) SummaryPNG(s Summary) ([]byte, error) {
	c := vgimg.NewWith(vgimg.UseWH(pageW, pageH), vgimg.UseDPI(summaryDPI), vgimg.UseBackgroundColor(color.White))
	u.drawSummary(s, &imageSurface{c: c})
	var buf bytes.Buffer
	if err := png.Encode(&buf, c.Image()); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// imageSurface draws a page on a gonum image canvas, whose y grows upward.
type imageSurface struct{ c *vgimg.Canvas }

// pageFace is the page's face at f's size and weight.
func pageFace(f pageFont) font.Face {
	fnt := font.Font{Typeface: plotFont.Typeface, Variant: plotFont.Variant}
	if f.bold {
		fnt.Weight = xfont.WeightBold
	}
	return plotFontCache().Lookup(fnt, vg.Length(f.size))
}

func (s *imageSurface) measure(str string, f pageFont) float64 {
	face := pageFace(f)
	return float64(face.Width(str))
}

func (s *imageSurface) text(x, y float64, str string, f pageFont, c color.Color) {
	s.c.SetColor(c)
	s.c.FillString(pageFace(f), vg.Point{X: vg.Length(x), Y: vg.Length(pageH - y)}, str)
}

func (s *imageSurface) rule(x, y, w float64, c color.Color) {
	var p vg.Path
	p.Move(vg.Point{X: vg.Length(x), Y: vg.Length(pageH - y)})
	p.Line(vg.Point{X: vg.Length(x + w), Y: vg.Length(pageH - y)})
	s.c.SetColor(c)
	s.c.SetLineWidth(1)
	s.c.Stroke(p)
}

func (s *imageSurface) plot(x, y, w, h float64, p *chart) {
	p.draw(draw.Canvas{Canvas: s.c, Rectangle: vg.Rectangle{
		Min: vg.Point{X: vg.Length(x), Y: vg.Length(pageH - y - h)},
		Max: vg.Point{X: vg.Length(x + w), Y: vg.Length(pageH - y)},
	}})
}
