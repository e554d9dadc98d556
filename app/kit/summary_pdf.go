package kit

import (
	"bytes"
	"fmt"
	"image/color"
	"image/png"
	"strings"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	"github.com/go-pdf/fpdf"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// The PDF writes its text as text, in Liberation Sans embedded as a UTF-8
// font: fpdf's core fonts know only cp1252, and a player's name may hold
// more than that. Plots go in as images drawn at plotDPI.

// pdfFamily is the name the embedded face goes by inside the PDF.
const pdfFamily = "LiberationSans"

// plotDPI is the resolution a plot is drawn at for the PDF: sharp when
// printed.
const plotDPI = 200

// SummaryPDF writes a summary on one A4 page as a PDF.
func (u *UI) SummaryPDF(s Summary) ([]byte, error) {
	f := fpdf.New("P", "pt", "A4", "")
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.AddUTF8FontFromBytes(pdfFamily, "", liberationsansregular.TTF)
	f.AddUTF8FontFromBytes(pdfFamily, "B", liberationsansbold.TTF)
	f.SetTitle(pdfText(s.DocTitle), true)
	f.SetCreator("Skald", true)
	f.SetLang(u.Loc.Lang())
	f.SetCreationDate(s.Made)
	f.SetModificationDate(s.Made)
	f.AddPage()
	out := &pdfSurface{f: f}
	u.drawSummary(s, out)
	if out.err != nil {
		return nil, out.err
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// pdfText keeps s within the Basic Multilingual Plane: fpdf writes UTF-16
// without surrogate pairs, so a character beyond it (an emoji in a name)
// becomes the replacement character rather than garbage.
func pdfText(s string) string {
	return strings.Map(func(r rune) rune {
		if r > 0xFFFF {
			return '\uFFFD'
		}
		return r
	}, s)
}

// pdfSurface draws a page with fpdf, whose y grows downward as the page's.
type pdfSurface struct {
	f     *fpdf.Fpdf
	plots int
	err   error
}

func (s *pdfSurface) font(f pageFont) {
	style := ""
	if f.bold {
		style = "B"
	}
	s.f.SetFont(pdfFamily, style, f.size)
}

func (s *pdfSurface) measure(str string, f pageFont) float64 {
	s.font(f)
	return s.f.GetStringWidth(pdfText(str))
}

func (s *pdfSurface) text(x, y float64, str string, f pageFont, c color.Color) {
	s.font(f)
	r, g, b := rgb(c)
	s.f.SetTextColor(r, g, b)
	s.f.Text(x, y, pdfText(str))
}

func (s *pdfSurface) rule(x, y, w float64, c color.Color) {
	r, g, b := rgb(c)
	s.f.SetDrawColor(r, g, b)
	s.f.SetLineWidth(1)
	s.f.Line(x, y, x+w, y)
}

func (s *pdfSurface) plot(x, y, w, h float64, p *chart) {
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(w), vg.Length(h)), vgimg.UseDPI(plotDPI), vgimg.UseBackgroundColor(color.White))
	p.draw(draw.New(c))
	var buf bytes.Buffer
	if err := png.Encode(&buf, c.Image()); err != nil {
		s.err = err
		return
	}
	s.plots++
	name := fmt.Sprintf("plot%d", s.plots)
	opts := fpdf.ImageOptions{ImageType: "PNG"}
	s.f.RegisterImageOptionsReader(name, opts, &buf)
	s.f.ImageOptions(name, x, y, w, h, false, opts, 0, "")
}

// rgb is a colour's 8-bit red, green and blue.
func rgb(c color.Color) (int, int, int) {
	r, g, b, _ := c.RGBA()
	return int(r >> 8), int(g >> 8), int(b >> 8)
}
