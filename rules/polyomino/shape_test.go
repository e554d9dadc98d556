package polyomino

import (
	"encoding/json"
	"testing"
)

func TestGenerateCounts(t *testing.T) {
	// Free polyominoes by size: OEIS A000105.
	want := map[int]int{1: 1, 2: 1, 3: 2, 4: 5, 5: 12, 6: 35, 7: 108}
	for n, w := range want {
		if got := len(Generate(n)); got != w {
			t.Errorf("Generate(%d) = %d shapes, want %d", n, got, w)
		}
	}
	if Generate(0) != nil || Generate(9) != nil {
		t.Error("sizes outside 1..8 must give nothing")
	}
}

func TestGeneratedShapesAreDistinctConnectedCanonical(t *testing.T) {
	for n := 1; n <= 6; n++ {
		seen := map[Shape]bool{}
		for _, s := range Generate(n) {
			if s.Size() != n || !s.Connected() || s.Canonical() != s {
				t.Errorf("%q: size %d connected %v canonical %v", s, s.Size(), s.Connected(), s.Canonical() == s)
			}
			if seen[s] {
				t.Errorf("%q twice", s)
			}
			seen[s] = true
		}
	}
}

func TestCatalogueNamesEveryShapeOnce(t *testing.T) {
	all := All()
	if len(all) != len(names) || len(all) != 21 {
		t.Fatalf("%d shapes, %d names; want 21", len(all), len(names))
	}
	ids := map[string]bool{}
	for _, f := range all {
		if names[f.Shape.String()] != f.ID || ids[f.ID] {
			t.Errorf("%q named %q", f.Shape, f.ID)
		}
		ids[f.ID] = true
		if got, ok := Identify(f.Fixed[len(f.Fixed)-1]); !ok || got != f.ID {
			t.Errorf("Identify(%q) = %q, want %q", f.Fixed[len(f.Fixed)-1], got, f.ID)
		}
	}
}

func TestFixedOrientationCounts(t *testing.T) {
	want := map[string]int{
		"O1": 1, "I2": 2, "I3": 2, "L3": 4,
		"I4": 2, "O4": 1, "T4": 4, "S4": 4, "L4": 8,
		"I5": 2, "X5": 1, "L5": 8, "Y5": 8, "N5": 8, "P5": 8, "F5": 8,
		"U5": 4, "V5": 4, "T5": 4, "W5": 4, "Z5": 4,
	}
	total := map[int]int{}
	for _, f := range All() {
		if len(f.Fixed) != want[f.ID] {
			t.Errorf("%s: %d fixed orientations, want %d", f.ID, len(f.Fixed), want[f.ID])
		}
		for i, o := range f.Orients {
			if f.Shape.Orient(o) != f.Fixed[i] {
				t.Errorf("%s: Orient(%v) != Fixed[%d]", f.ID, o, i)
			}
		}
		total[f.Size()] += len(f.Fixed)
	}
	// Fixed polyominoes: OEIS A001168.
	for n, w := range map[int]int{1: 1, 2: 2, 3: 6, 4: 19, 5: 63} {
		if total[n] != w {
			t.Errorf("size %d: %d fixed, want %d", n, total[n], w)
		}
	}
}

func TestRotateFlip(t *testing.T) {
	l, err := ParseShape("#./#./##")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		got  Shape
		want string
	}{
		{l.Rotate(), "###/#.."},
		{l.Rotate().Rotate(), "##/.#/.#"},
		{l.Flip(), ".#/.#/##"},
		{l.Orient(Orient{Rot: 1, Flip: true}), "#../###"},
		{l.Rotate().Rotate().Rotate().Rotate(), l.String()},
		{l.Flip().Flip(), l.String()},
	}
	for i, c := range cases {
		if c.got.String() != c.want {
			t.Errorf("case %d: %q, want %q", i, c.got, c.want)
		}
	}
}

func TestShapeOfMovesToCorner(t *testing.T) {
	s, err := ShapeOf(Cell{5, 5}, Cell{5, 6}, Cell{6, 5}, Cell{5, 5})
	if err != nil || s.String() != "##/#." || s.Size() != 3 {
		t.Fatalf("%q %v", s, err)
	}
	if _, err := ShapeOf(Cell{0, 0}, Cell{0, 8}); err != ErrTooBig {
		t.Errorf("9 columns: %v", err)
	}
	if _, err := ShapeOf(); err != ErrEmpty {
		t.Errorf("no cells: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]error{
		"":                  ErrEncoding,
		"..":                ErrEmpty,
		"#x":                ErrEncoding,
		"#########":         ErrTooBig,
		"#/#/#/#/#/#/#/#/#": ErrTooBig,
		"# ":                ErrEncoding,
		"........./#":       ErrTooBig,
	} {
		if _, err := ParseArea(in); err != want {
			t.Errorf("ParseArea(%q) = %v, want %v", in, err, want)
		}
	}
}

func TestJSONRoundTrip(t *testing.T) {
	a, _ := ParseArea("..##/####/###")
	if a.String() != "..##/####/###." || a.Size() != 9 || a.Rows() != 3 || a.Cols() != 4 {
		t.Fatalf("area %q size %d", a, a.Size())
	}
	type doc struct {
		Area  Area   `json:"area"`
		Shape Shape  `json:"shape"`
		Tiles []Tile `json:"tiles"`
	}
	s, _ := ParseShape("##/#.")
	in := doc{Area: a, Shape: s, Tiles: []Tile{{Shape: "L3", Orient: Orient{Rot: 2, Flip: true}, At: Cell{1, 0}}}}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"area":"..##/####/###.","shape":"##/#.","tiles":[{"shape":"L3","orient":{"rot":2,"flip":true},"at":{"r":1,"c":0}}]}`
	if string(b) != want {
		t.Fatalf("json\n got %s\nwant %s", b, want)
	}
	var out doc
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if out.Area != in.Area || out.Shape != in.Shape || out.Tiles[0] != in.Tiles[0] {
		t.Errorf("round trip changed: %+v", out)
	}
	if err := json.Unmarshal([]byte(`{"area":"#?"}`), &out); err == nil {
		t.Error("bad area accepted")
	}
}
