package live

import (
	"strings"
	"testing"
)

// The grid is drawn square by square: the area's squares, then each piece
// in its colour, with its outline and number; its words are escaped.
func TestGridSVG(t *testing.T) {
	g := &Grid{Rows: 2, Cols: 3, Label: `fits up to <Wound> (2) & "more"`,
		Area:   []Cell{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}},
		Pieces: [][]Cell{{{0, 0}, {0, 1}, {1, 0}}, {{1, 1}}}}
	svg := string(gridSVG(g))
	if n := strings.Count(svg, `class="sq"`); n != 5 {
		t.Errorf("%d squares of the area drawn, want 5", n)
	}
	if !strings.Contains(svg, `data-piece="1"`) || !strings.Contains(svg, `data-piece="2"`) ||
		!strings.Contains(svg, ">1</text>") || !strings.Contains(svg, ">2</text>") {
		t.Errorf("the pieces are not drawn numbered:\n%s", svg)
	}
	if n := strings.Count(svg, `fill="`+pieceColors[0]+`"`); n != 3 {
		t.Errorf("piece 1 fills %d squares, want 3", n)
	}
	// An L of three squares has 8 outer sides; a single square 4.
	paths := strings.Split(svg, `class="piece" fill="none" d="`)
	if len(paths) != 3 {
		t.Fatalf("%d outlines, want 2", len(paths)-1)
	}
	for i, want := range []int{8, 4} {
		d := paths[i+1][:strings.Index(paths[i+1], `"`)]
		if n := strings.Count(d, "M"); n != want {
			t.Errorf("piece %d's outline has %d sides, want %d: %s", i+1, n, want, d)
		}
	}
	if strings.Contains(svg, "<Wound>") || !strings.Contains(svg, "&lt;Wound&gt;") {
		t.Errorf("the label went in as markup:\n%s", svg)
	}
	if gridSVG(nil) != "" || gridSVG(&Grid{}) != "" {
		t.Error("an empty grid draws something")
	}
}
