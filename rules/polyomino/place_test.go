package polyomino

import (
	"slices"
	"testing"
)

func area(t testing.TB, s string) Area {
	t.Helper()
	a, err := ParseArea(s)
	if err != nil {
		t.Fatalf("ParseArea(%q): %v", s, err)
	}
	return a
}

func tile(id string, rot int, flip bool, r, c int) Tile {
	return Tile{Shape: id, Orient: Orient{Rot: rot, Flip: flip}, At: Cell{r, c}}
}

func TestTileCells(t *testing.T) {
	got := tile("L3", 1, false, 2, 3).Cells() // "##/#." turned once: "##/.#"
	want := []Cell{{2, 3}, {2, 4}, {3, 4}}
	if !slices.Equal(got, want) {
		t.Errorf("cells %v, want %v", got, want)
	}
	if tile("Q9", 0, false, 0, 0).Cells() != nil {
		t.Error("unknown shape has cells")
	}
}

func TestFitsRules(t *testing.T) {
	// An irregular wound area:   ###.
	//                            ####
	//                            .##.
	a := area(t, "###./####/.##.")
	first := tile("I3", 0, false, 0, 0) // row 0, columns 0..2
	placed := []Tile{first}
	cases := []struct {
		name   string
		placed []Tile
		t      Tile
		want   error
	}{
		{"first tile anywhere", nil, tile("O4", 0, false, 1, 1), nil},
		{"first tile leaves area", nil, tile("I4", 0, false, 0, 0), ErrOutside},
		{"off the frame", nil, tile("O1", 0, false, -1, 0), ErrOutside},
		{"into a gap of the area", nil, tile("O1", 0, false, 2, 0), ErrOutside},
		{"overlap", placed, tile("I2", 1, false, 0, 2), ErrOverlap},
		{"touches by an edge", placed, tile("I4", 0, false, 1, 0), nil},
		{"touches only by a corner", placed, tile("O1", 0, false, 1, 3), ErrApart},
		{"apart from every tile", placed, tile("I2", 0, false, 2, 1), ErrApart},
		{"unknown shape", placed, tile("Q9", 0, false, 1, 0), ErrUnknownShape},
		{"bad rotation", placed, tile("O1", 4, false, 1, 0), ErrOrient},
	}
	for _, c := range cases {
		if got := Fits(a, c.placed, c.t); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCornerIsNotAdjacent(t *testing.T) {
	a := area(t, "###/###/###")
	placed := []Tile{tile("O1", 0, false, 0, 0)}
	if err := Fits(a, placed, tile("O1", 0, false, 1, 1)); err != ErrApart {
		t.Errorf("diagonal neighbour: %v, want ErrApart", err)
	}
}

func TestHealedTilesApart(t *testing.T) {
	// Five in a row, then the middle one healed:  #.|..#
	a := area(t, "#####/#####")
	var placed []Tile
	for _, tl := range []Tile{
		tile("O1", 0, false, 0, 0),
		tile("I3", 0, false, 0, 1),
		tile("O1", 0, false, 0, 4),
	} {
		var err error
		if placed, err = Place(a, placed, tl); err != nil {
			t.Fatalf("place %v: %v", tl, err)
		}
	}
	before := slices.Clone(placed)
	healed := Remove(placed, 1)
	if !slices.Equal(placed, before) {
		t.Fatal("Remove changed its input")
	}
	if len(healed) != 2 || healed[0] != before[0] || healed[1] != before[2] {
		t.Fatalf("healed %v", healed)
	}
	if err := Consistent(a, healed); err != nil {
		t.Fatalf("healed grid inconsistent: %v", err)
	}
	// Touching either remaining tile is enough; touching none is refused.
	for _, c := range []struct {
		t    Tile
		want error
	}{
		{tile("O1", 0, false, 1, 0), nil}, // below the left one
		{tile("O1", 0, false, 1, 4), nil}, // below the right one
		{tile("I2", 0, false, 0, 2), nil}, // touches the right one only
		{tile("O1", 0, false, 1, 2), ErrApart},
		{tile("O1", 0, false, 0, 2), ErrApart}, // in the healed gap, touching neither
	} {
		if got := Fits(a, healed, c.t); got != c.want {
			t.Errorf("after healing, %v: %v, want %v", c.t, got, c.want)
		}
	}
	if got := len(Placements(a, healed, "O1")); got != 4 {
		t.Errorf("O1 placements after healing = %d, want 4", got)
	}
}

func TestPlacementsCount(t *testing.T) {
	sq := area(t, "##/##")
	cases := []struct {
		a      Area
		placed []Tile
		id     string
		want   int
	}{
		{sq, nil, "L3", 4},
		{sq, nil, "I2", 4},
		{sq, nil, "O4", 1},
		{sq, nil, "I3", 0},
		{area(t, "###/###/###"), nil, "O1", 9},
		{area(t, "###/###/###"), []Tile{tile("O1", 0, false, 1, 1)}, "O1", 4},
		{area(t, "###/###/###"), nil, "X5", 1},
		{area(t, "###/###/###"), nil, "T4", 8},
	}
	for _, c := range cases {
		got := Placements(c.a, c.placed, c.id)
		if len(got) != c.want {
			t.Errorf("%s in %q: %d placements, want %d", c.id, c.a, len(got), c.want)
		}
		seen := map[Area]bool{}
		for _, p := range got {
			if err := Fits(c.a, c.placed, p); err != nil {
				t.Errorf("listed placement %v does not fit: %v", p, err)
			}
			cells, _ := AreaOf(p.Cells()...)
			if seen[cells] {
				t.Errorf("placement %v repeats covered squares", p)
			}
			seen[cells] = true
		}
		if CanPlace(c.a, c.placed, c.id) != (c.want > 0) {
			t.Errorf("CanPlace(%s) disagrees with Placements", c.id)
		}
	}
}

// TestPlacementsExhaustive compares Placements with a brute force over every
// tile, orientation and anchor.
func TestPlacementsExhaustive(t *testing.T) {
	a := area(t, "####./#.###/#####/..##.")
	placed := []Tile{tile("L3", 0, false, 2, 1), tile("O1", 0, false, 1, 2)}
	for _, id := range IDs() {
		want := map[Area]bool{}
		for _, o := range Orients() {
			for r := -2; r < Side+2; r++ {
				for c := -2; c < Side+2; c++ {
					tl := Tile{Shape: id, Orient: o, At: Cell{r, c}}
					if Fits(a, placed, tl) == nil {
						cells, _ := AreaOf(tl.Cells()...)
						want[cells] = true
					}
				}
			}
		}
		got := Placements(a, placed, id)
		if len(got) != len(want) {
			t.Errorf("%s: %d placements, brute force %d", id, len(got), len(want))
		}
	}
}

func TestLargestFit(t *testing.T) {
	box := []string{"O1", "I2", "I3", "L3", "T4", "L4", "P5"}
	full := area(t, "###/###")
	cases := []struct {
		name   string
		a      Area
		placed []Tile
		ids    []string
		want   int
	}{
		{"empty 2x3 takes the P", full, nil, box, 5},
		{"empty 2x3 without pentominoes", full, nil, box[:6], 4},
		{"square takes no T, L or P", area(t, "##/##"), nil, box, 3},
		{"a line takes only straight tiles", area(t, "####"), nil, box, 3},
		{"full area", full, []Tile{tile("I3", 0, false, 0, 0), tile("I3", 0, false, 1, 0)}, box, 0},
		{"one square left", full, []Tile{tile("P5", 0, false, 0, 0)}, box, 1},
		{"nothing in the box", full, nil, nil, 0},
	}
	for _, c := range cases {
		if got := LargestFit(c.a, c.placed, c.ids); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
		for n := 1; n <= 5; n++ {
			can := CanPlaceSize(c.a, c.placed, n, c.ids)
			if n == c.want && !can {
				t.Errorf("%s: CanPlaceSize(%d) false but LargestFit says %d", c.name, n, c.want)
			}
			if n > c.want && can {
				t.Errorf("%s: CanPlaceSize(%d) true above LargestFit %d", c.name, n, c.want)
			}
		}
	}
}

func TestConsistent(t *testing.T) {
	a := area(t, "###/###")
	if err := Consistent(a, []Tile{tile("I3", 0, false, 0, 0), tile("I2", 1, false, 0, 0)}); err != ErrOverlap {
		t.Errorf("overlap: %v", err)
	}
	if err := Consistent(a, []Tile{tile("I4", 0, false, 0, 0)}); err != ErrOutside {
		t.Errorf("outside: %v", err)
	}
}

func BenchmarkLargestFit6x6(b *testing.B) {
	a := area(b, "######/######/######/######/######/######")
	placed := []Tile{
		tile("L3", 0, false, 2, 2),
		tile("P5", 1, false, 3, 3),
		tile("I2", 0, false, 1, 2),
		tile("O1", 0, false, 2, 1),
	}
	if err := Consistent(a, placed); err != nil {
		b.Fatal(err)
	}
	box := []string{"O1", "I2", "I3", "L3", "I4", "T4", "L4", "P5", "X5"}
	for b.Loop() {
		if LargestFit(a, placed, box) != 5 {
			b.Fatal("wrong fit")
		}
	}
}

// TestLargestFitAfterHealing: healing leaves two wounds apart; what still fits
// must touch one of them, and room touching neither does not count.
func TestLargestFitAfterHealing(t *testing.T) {
	// A 2×7 area: upright dominoes in columns 0 and 6, an O4 between them
	// (columns 1..2) healed. Columns 1..5 are free again.
	a := area(t, "#######/#######")
	box := []string{"O1", "I2", "I3", "L3", "I4", "T4", "P5", "I5"}
	placed := []Tile{tile("I2", 1, false, 0, 0), tile("O4", 0, false, 0, 1), tile("I2", 1, false, 0, 6)}
	healed := Remove(placed, 1)
	if got := LargestFit(a, healed, box); got != 5 {
		t.Fatalf("after healing: largest %d, want 5 (an I5 or P5 beside a wound)", got)
	}
	// Fill columns 1..4 and (0,5): only (1,5) is free, beside the right wound.
	full := append(slices.Clone(healed), tile("I4", 0, false, 0, 1), tile("I4", 0, false, 1, 1), tile("O1", 0, false, 0, 5))
	if err := Consistent(a, full); err != nil {
		t.Fatal(err)
	}
	if got := LargestFit(a, full, box); got != 1 {
		t.Fatalf("one square left: largest %d, want 1", got)
	}
	if !CanPlace(a, full, "O1") || CanPlace(a, full, "I2") {
		t.Error("CanPlace disagrees with the one free square")
	}
	// An area in two pieces: the free piece touches no wound, so nothing fits.
	apart := []Tile{tile("O1", 0, false, 0, 0)}
	split := area(t, "#.#")
	if CanPlace(split, apart, "O1") {
		t.Error("a square touching no wound accepted")
	}
	if got := LargestFit(split, apart, box); got != 0 {
		t.Errorf("largest %d in a split area, want 0", got)
	}
}

// BenchmarkCanPlace6x6 is the "does this shape fit anywhere" search of the
// death warning at its worst: a 6×6 area whose wounds leave no two free squares
// side by side, and L4, the shape with the most placements to try there (8
// orientations of a 3×2 box, 20 anchors each: all 160 tried and refused). X5,
// which this benchmark once used as "the worst case", has one orientation of
// a 3×3 box: 16 tries.
func BenchmarkCanPlace6x6(b *testing.B) {
	a := area(b, "######/######/######/######/######/######")
	placed := []Tile{
		tile("I5", 0, false, 0, 0), tile("I5", 0, false, 1, 1), tile("I5", 0, false, 2, 0),
		tile("I5", 0, false, 3, 1), tile("I5", 0, false, 4, 0), tile("I5", 0, false, 5, 1),
	}
	if err := Consistent(a, placed); err != nil {
		b.Fatal(err)
	}
	worst, tries := "", 0
	for _, id := range IDs() {
		p, _ := fixedOf(id)
		n := 0
		for _, s := range p.Fixed {
			n += max(0, 6-s.Height()+1) * max(0, 6-s.Width()+1)
		}
		if n > tries {
			worst, tries = id, n
		}
	}
	if worst != "L4" || tries != 160 {
		b.Fatalf("the shape with the most placements to try is %s (%d), not L4 (160)", worst, tries)
	}
	for b.Loop() {
		if CanPlace(a, placed, worst) {
			b.Fatal("L4 fits")
		}
	}
}

// BenchmarkLargestFitNothingFits6x6 is LargestFit at its worst: nothing in a
// full box of every shape fits (the area is full), so every shape is tried in
// every orientation at every anchor.
func BenchmarkLargestFitNothingFits6x6(b *testing.B) {
	a := area(b, "######/######/######/######/######/######")
	var placed []Tile
	for r := 0; r < 6; r++ {
		placed = append(placed, tile("I5", 0, false, r, 0), tile("O1", 0, false, r, 5))
	}
	if err := Consistent(a, placed); err != nil {
		b.Fatal(err)
	}
	box := IDs()
	for b.Loop() {
		if LargestFit(a, placed, box) != 0 {
			b.Fatal("something fits a full area")
		}
	}
}

func TestTileOf(t *testing.T) {
	// An L3 turned once, far right of the frame: found, and its cells again.
	want := tile("L3", 1, false, 2, 40)
	got, ok := TileOf("L3", want.Cells())
	if !ok || !slices.Equal(got.Cells(), want.Cells()) || got.Shape != "L3" {
		t.Fatalf("TileOf: %+v %v", got, ok)
	}
	// In any order.
	cells := want.Cells()
	slices.Reverse(cells)
	if got, ok := TileOf("L3", cells); !ok || got != want {
		t.Errorf("reversed: %+v %v, want %+v", got, ok, want)
	}
	for name, c := range map[string]struct {
		id    string
		cells []Cell
	}{
		"other shape":   {"I3", want.Cells()},
		"a cell twice":  {"I3", []Cell{{0, 0}, {0, 1}, {0, 1}}},
		"apart":         {"I2", []Cell{{0, 0}, {0, 2}}},
		"too few":       {"L3", []Cell{{0, 0}, {0, 1}}},
		"unknown shape": {"Q9", []Cell{{0, 0}}},
	} {
		if _, ok := TileOf(c.id, c.cells); ok {
			t.Errorf("%s: accepted", name)
		}
	}
}
