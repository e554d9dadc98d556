package live

import (
	"fmt"
	"html"
	"html/template"
	"strings"
)

// svgUnit is a square's side in the SVG's own units; the page scales the
// drawing to its width.
const svgUnit = 40

// pieceColors tell pieces apart, the app's wound-tile colours; each piece
// also carries its number and a thick outline.
var pieceColors = []string{"#c0392b", "#2980b9", "#27ae60", "#d35400", "#8e44ad", "#16a085", "#b7950b", "#7f8c8d"}

// gridSVG draws g: the area's squares, each piece filled in its colour with
// its outline and number. Every word in it is escaped here: the result goes
// into the page as markup.
func gridSVG(g *Grid) template.HTML {
	if g == nil || g.Rows <= 0 || g.Cols <= 0 {
		return ""
	}
	const pad = 3
	w, h := g.Cols*svgUnit+2*pad, g.Rows*svgUnit+2*pad
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="%s">`,
		w, h, w, h, html.EscapeString(g.Label))
	at := func(c Cell) (int, int) { return pad + c.C*svgUnit, pad + c.R*svgUnit }
	for _, c := range g.Area {
		x, y := at(c)
		fmt.Fprintf(&b, `<rect class="sq" x="%d" y="%d" width="%d" height="%d"/>`, x, y, svgUnit, svgUnit)
	}
	for k, piece := range g.Pieces {
		if len(piece) == 0 {
			continue
		}
		in := map[Cell]bool{}
		for _, c := range piece {
			in[c] = true
		}
		fmt.Fprintf(&b, `<g class="pc" data-piece="%d">`, k+1)
		for _, c := range piece {
			x, y := at(c)
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x, y, svgUnit, svgUnit, pieceColors[k%len(pieceColors)])
		}
		// The outline: each side of a square that no square of the same
		// piece shares.
		var d strings.Builder
		for _, c := range piece {
			x, y := at(c)
			if !in[Cell{c.R - 1, c.C}] {
				fmt.Fprintf(&d, "M%d %dh%d", x, y, svgUnit)
			}
			if !in[Cell{c.R + 1, c.C}] {
				fmt.Fprintf(&d, "M%d %dh%d", x, y+svgUnit, svgUnit)
			}
			if !in[Cell{c.R, c.C - 1}] {
				fmt.Fprintf(&d, "M%d %dv%d", x, y, svgUnit)
			}
			if !in[Cell{c.R, c.C + 1}] {
				fmt.Fprintf(&d, "M%d %dv%d", x+svgUnit, y, svgUnit)
			}
		}
		fmt.Fprintf(&b, `<path class="piece" fill="none" d="%s"/>`, d.String())
		x, y := at(middle(piece))
		fmt.Fprintf(&b, `<text class="num" x="%d" y="%d" text-anchor="middle" dominant-baseline="central">%d</text>`,
			x+svgUnit/2, y+svgUnit/2, k+1)
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // built above, every word escaped
}

// middle is the square of a piece nearest its centre, where its number goes.
func middle(piece []Cell) Cell {
	var r, c int
	for _, p := range piece {
		r, c = r+p.R, c+p.C
	}
	n := len(piece)
	best, bestD := piece[0], -1
	for _, p := range piece {
		dr, dc := p.R*n-r, p.C*n-c
		if d := dr*dr + dc*dc; bestD < 0 || d < bestD {
			best, bestD = p, d
		}
	}
	return best
}
