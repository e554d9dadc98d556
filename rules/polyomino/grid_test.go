package polyomino

import (
	"errors"
	"testing"
)

// Test kinds: what a test grid's bytes stand for.
const (
	kPlain = iota
	kHeart
	kGood // a wanted effect
	kBad  // an unwanted one (a special space)
	kSome // a slightly wanted one
)

func testKind(b byte) (int, bool) {
	switch b {
	case '#':
		return kPlain, true
	case 'h':
		return kHeart, true
	case 'g':
		return kGood, true
	case 'b':
		return kBad, true
	case 'o':
		return kSome, true
	}
	return 0, false
}

func testSymbol(k int) byte { return "#hgbo"[k] }

func testScore(k int) Score {
	switch k {
	case kHeart:
		return Score{Hearts: 1}
	case kGood:
		return Score{Weight: 2}
	case kBad:
		return Score{Weight: -3}
	case kSome:
		return Score{Weight: 1}
	}
	return Score{}
}

func grid(t testing.TB, s string) Grid {
	t.Helper()
	g, err := ParseGrid(s, testKind)
	if err != nil {
		t.Fatalf("ParseGrid(%q): %v", s, err)
	}
	return g
}

func TestParseGrid(t *testing.T) {
	g := grid(t, "#h./.gb#/o")
	if g.Rows() != 3 || g.Cols() != 4 || g.Size() != 6 {
		t.Fatalf("rows %d cols %d size %d", g.Rows(), g.Cols(), g.Size())
	}
	if got := g.Format(testSymbol); got != "#h../.gb#/o..." {
		t.Errorf("Format = %q", got)
	}
	for c, want := range map[Cell]int{{0, 1}: kHeart, {1, 2}: kBad, {2, 0}: kSome, {1, 3}: kPlain} {
		if k, ok := g.Kind(c); !ok || k != want {
			t.Errorf("Kind(%v) = %d %v, want %d", c, k, ok, want)
		}
	}
	for _, c := range []Cell{{0, 2}, {1, 0}, {2, 1}, {-1, 0}, {0, 32}, {8, 0}} {
		if g.Has(c) {
			t.Errorf("%v is a space", c)
		}
	}
	if g.Count(kHeart) != 1 || g.Count(kPlain) != 2 {
		t.Errorf("counts: hearts %d plain %d", g.Count(kHeart), g.Count(kPlain))
	}
	for in, want := range map[string]error{
		"":                                  ErrEncoding,
		"../..":                             ErrEmpty,
		"#?":                                ErrEncoding,
		"#/#/#/#/#/#/#/#/#":                 ErrTooBig,
		"#################################": ErrTooBig, // 33 columns
	} {
		if _, err := ParseGrid(in, testKind); err != want {
			t.Errorf("ParseGrid(%q) = %v, want %v", in, err, want)
		}
	}
	if _, err := NewGrid([][]int{{0, MaxKinds}}); err != ErrKind {
		t.Errorf("kind %d: %v", MaxKinds, err)
	}
	if _, err := ParseGrid("#x", func(b byte) (int, bool) { return -1, true }); err != ErrKind {
		t.Errorf("negative kind from the caller: %v", err)
	}
}

// Merged Enemies: cards side by side, each keeping its width, tops aligned;
// a tile may lie across the seam.
func TestJoin(t *testing.T) {
	a := grid(t, "##./h#.")  // 3 wide, its right column a gap
	b := grid(t, "g#/##/#h") // 2 wide, 3 rows
	c := grid(t, "o")        // 1 wide
	j, err := Join(a, b, c)
	if err != nil {
		t.Fatal(err)
	}
	if got := j.Format(testSymbol); got != "##.g#o/h#.##./...#h." {
		t.Fatalf("joined %q", got)
	}
	if j.Rows() != 3 || j.Cols() != 6 || j.Size() != a.Size()+b.Size()+c.Size() {
		t.Fatalf("rows %d cols %d size %d", j.Rows(), j.Cols(), j.Size())
	}
	// An I2 across the seam of b and c (row 0, columns 4..5).
	if err := CheckGroup(j, []Tile{tile("I2", 0, false, 0, 4)}); err != nil {
		t.Errorf("tile across the seam: %v", err)
	}
	// The gap column of a keeps a and b apart in row 1.
	if err := CheckGroup(j, []Tile{tile("I3", 0, false, 1, 1)}); !errors.Is(err, ErrOutside) {
		t.Errorf("tile over a's gap column: %v", err)
	}
	wide := grid(t, "################") // 16 columns
	if _, err := Join(wide, wide); err != nil {
		t.Errorf("32 columns: %v", err)
	}
	if _, err := Join(wide, wide, c); err != ErrTooBig {
		t.Errorf("33 columns: %v", err)
	}
	if _, err := Join(); err != ErrEmpty {
		t.Errorf("nothing joined: %v", err)
	}
}

// The set's neighbour shift must not carry squares across a row's ends or
// between the two rows a word holds.
func TestSetNeighbours(t *testing.T) {
	for _, c := range []Cell{{0, 0}, {0, 31}, {1, 0}, {1, 31}, {2, 5}, {3, 31}, {4, 0}, {7, 31}, {7, 0}, {6, 17}} {
		got := set{}.with(c.R, c.C).nbr()
		var want set
		for _, d := range []Cell{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if n := (Cell{c.R + d.R, c.C + d.C}); inGrid(n) {
				want = want.with(n.R, n.C)
			}
		}
		if got != want {
			t.Errorf("neighbours of %v: %v, want %v", c, got.cells(), want.cells())
		}
	}
}

func TestCheckGroup(t *testing.T) {
	// A 4×5 card with a gap.
	g := grid(t, "#####/##.##/#####/#####")
	cases := []struct {
		name  string
		tiles []Tile
		want  error
		at    int
	}{
		{"no tile", nil, nil, 0},
		{"one tile", []Tile{tile("L4", 0, false, 0, 0)}, nil, 0},
		{"a chain", []Tile{tile("I2", 0, false, 0, 0), tile("I3", 0, false, 0, 2), tile("O1", 0, false, 1, 4)}, nil, 0},
		{"joined through a later tile", []Tile{tile("O1", 0, false, 3, 0), tile("O1", 0, false, 3, 2), tile("O1", 0, false, 3, 1)}, nil, 0},
		{"over the gap", []Tile{tile("I2", 0, false, 0, 0), tile("I3", 1, false, 0, 2)}, ErrOutside, 1},
		{"off the grid", []Tile{tile("I5", 0, false, 0, 1)}, ErrOutside, 0},
		{"off the frame", []Tile{tile("O1", 0, false, -1, 0)}, ErrOutside, 0},
		{"overlap", []Tile{tile("O4", 0, false, 0, 0), tile("I2", 1, false, 1, 1)}, ErrOverlap, 1},
		{"corner only", []Tile{tile("O1", 0, false, 0, 0), tile("O1", 0, false, 1, 1)}, ErrApart, 1},
		{"two pairs apart", []Tile{
			tile("O1", 0, false, 0, 0), tile("O1", 0, false, 0, 1),
			tile("O1", 0, false, 3, 3), tile("O1", 0, false, 3, 4),
		}, ErrApart, 2},
		{"unknown shape", []Tile{tile("O1", 0, false, 0, 0), tile("Q9", 0, false, 0, 1)}, ErrUnknownShape, 1},
		{"bad rotation", []Tile{tile("I2", 5, false, 0, 0)}, ErrOrient, 0},
	}
	for _, c := range cases {
		err := CheckGroup(g, c.tiles)
		if c.want == nil {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			continue
		}
		var ge *GroupError
		if !errors.Is(err, c.want) || !errors.As(err, &ge) || ge.Tile != c.at {
			t.Errorf("%s: %v, want %v at tile %d", c.name, err, c.want, c.at)
		}
	}
}

// BenchmarkPlacementCheck compares a placement check on a Grid (four words)
// with the same check on an Area (one word): every placement of every shape
// on a full 8×8, against tiles already there.
func BenchmarkPlacementCheck(b *testing.B) {
	a := area(b, "########/########/########/########/########/########/########/########")
	g := grid(b, "########/########/########/########/########/########/########/########")
	placed := []Tile{tile("L3", 0, false, 2, 2), tile("P5", 1, false, 3, 3)}
	occA := Occupied(placed).bits
	var occG set
	for _, t := range placed {
		m, _ := gridMask(t)
		occG = occG.or(m)
	}
	var areaMasks []uint64
	var gridMasks []set
	for _, id := range IDs() {
		for _, t := range Placements(a, nil, id) {
			m, _ := t.mask()
			gm, _ := gridMask(t)
			areaMasks, gridMasks = append(areaMasks, m), append(gridMasks, gm)
		}
	}
	free := g.spaces.andNot(occG)
	near := occG.nbr()
	b.Run("area", func(b *testing.B) {
		n := 0
		for b.Loop() {
			for _, m := range areaMasks {
				if legal(a.bits, occA, m) {
					n++
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(areaMasks)), "ns/check")
	})
	b.Run("grid", func(b *testing.B) {
		n := 0
		for b.Loop() {
			for i := range gridMasks {
				if gridMasks[i].inside(&free) && gridMasks[i].meets(&near) {
					n++
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(gridMasks)), "ns/check")
	})
}
