package polyomino

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// rank is how BestGroup orders groups: tiles laid, then score.
type rank struct {
	n     int
	score Score
}

func (a rank) less(b rank) bool { return a.n < b.n || a.n == b.n && a.score.Less(b.score) }

// scoreOf adds up the spaces the tiles cover, cell by cell.
func scoreOf(g Grid, tiles []Tile) Score {
	var s Score
	for _, t := range tiles {
		for _, c := range t.Cells() {
			k, _ := g.Kind(c)
			s = s.Add(testScore(k))
		}
	}
	return s
}

// bruteBest tries every way to lay each shape or leave it out (every
// orientation at every anchor, no search, no bound) and keeps the best rank
// of the groups CheckGroup accepts.
func bruteBest(g Grid, shapes []string) rank {
	options := make([][]Tile, len(shapes))
	for i, id := range shapes {
		seen := map[string]bool{}
		for _, o := range Orients() {
			for r := -4; r < g.Rows(); r++ {
				for c := -4; c < g.Cols(); c++ {
					t := Tile{Shape: id, Orient: o, At: Cell{r, c}}
					if CheckGroup(g, []Tile{t}) != nil {
						continue
					}
					key := fmt.Sprint(t.Cells())
					if !seen[key] {
						seen[key] = true
						options[i] = append(options[i], t)
					}
				}
			}
		}
	}
	var top rank
	var used [GridRows][GridCols]bool
	var chosen []Tile
	var walk func(i int)
	walk = func(i int) {
		if i == len(shapes) {
			if len(chosen) > 0 && CheckGroup(g, chosen) == nil {
				if r := (rank{len(chosen), scoreOf(g, chosen)}); top.less(r) {
					top = r
				}
			}
			return
		}
		walk(i + 1) // left out
		for _, t := range options[i] {
			cells := t.Cells()
			free := true
			for _, c := range cells {
				free = free && !used[c.R][c.C]
			}
			if !free {
				continue
			}
			for _, c := range cells {
				used[c.R][c.C] = true
			}
			chosen = append(chosen, t)
			walk(i + 1)
			chosen = chosen[:len(chosen)-1]
			for _, c := range cells {
				used[c.R][c.C] = false
			}
		}
	}
	walk(0)
	return top
}

// checkSolution checks what must hold of any answer: the group is legal, its
// score and counts are those of the spaces it covers, and every shape asked
// is either laid or left out, in order.
func checkSolution(t *testing.T, g Grid, shapes []string, sol Solution) {
	t.Helper()
	if err := CheckGroup(g, sol.Tiles); err != nil {
		t.Fatalf("grid %q shapes %v: illegal group %v: %v", g.Format(testSymbol), shapes, sol.Tiles, err)
	}
	if got := scoreOf(g, sol.Tiles); got != sol.Score {
		t.Fatalf("grid %q shapes %v: score %+v, spaces give %+v", g.Format(testSymbol), shapes, sol.Score, got)
	}
	var covered [MaxKinds]int
	for _, tl := range sol.Tiles {
		for _, c := range tl.Cells() {
			k, _ := g.Kind(c)
			covered[k]++
		}
	}
	if covered != sol.Covered {
		t.Fatalf("covered %v, spaces give %v", sol.Covered[:5], covered[:5])
	}
	// Tiles then Left, merged back in the order asked, give the shapes asked.
	var laid, left []string
	for _, tl := range sol.Tiles {
		laid = append(laid, tl.Shape)
	}
	left = sol.Left
	var merged []string
	for _, id := range shapes {
		switch {
		case len(laid) > 0 && laid[0] == id:
			merged, laid = append(merged, id), laid[1:]
		case len(left) > 0 && left[0] == id:
			merged, left = append(merged, id), left[1:]
		}
	}
	if !slices.Equal(merged, shapes) || len(laid)+len(left) != 0 {
		t.Fatalf("shapes %v: laid %v left %v", shapes, sol.Tiles, sol.Left)
	}
}

// randomGrid is a small grid: some gaps, a few hearts and effects.
func randomGrid(rng *rand.Rand, rows, cols int) Grid {
	for {
		var b strings.Builder
		for r := range rows {
			if r > 0 {
				b.WriteByte('/')
			}
			for range cols {
				switch x := rng.IntN(20); {
				case x < 3:
					b.WriteByte('.')
				case x < 6:
					b.WriteByte('h')
				case x < 8:
					b.WriteByte('g')
				case x < 10:
					b.WriteByte('b')
				case x < 11:
					b.WriteByte('o')
				default:
					b.WriteByte('#')
				}
			}
		}
		if g, err := ParseGrid(b.String(), testKind); err == nil {
			return g
		}
	}
}

func randomShapes(rng *rand.Rand, n, maxSize int) []string {
	var ids []string
	for _, f := range All() {
		if f.Size() <= maxSize {
			ids = append(ids, f.ID)
		}
	}
	out := make([]string, n)
	for i := range out {
		out[i] = ids[rng.IntN(len(ids))]
	}
	return out
}

// TestBestGroupMatchesBruteForce: on random small grids the solver's answer
// ranks exactly as the best of every possible group.
func TestBestGroupMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 2))
	cases := 0
	for _, c := range []struct{ rows, cols, shapes, maxSize, runs int }{
		{2, 3, 2, 3, 60},
		{3, 3, 3, 3, 60},
		{3, 4, 2, 5, 60},
		{3, 4, 3, 4, 40},
		{4, 4, 3, 3, 30},
		{2, 5, 4, 2, 30},
		{3, 3, 4, 2, 30},
	} {
		for range c.runs {
			g := randomGrid(rng, c.rows, c.cols)
			shapes := randomShapes(rng, c.shapes, c.maxSize)
			sol := BestGroupWithin(g, shapes, testScore, Budget{})
			checkSolution(t, g, shapes, sol)
			want := bruteBest(g, shapes)
			if got := (rank{len(sol.Tiles), sol.Score}); got != want || !sol.Exact || !sol.HeartsExact {
				t.Fatalf("grid %q shapes %v: solver %+v (exact %v), brute force %+v; tiles %v",
					g.Format(testSymbol), shapes, got, sol.Exact, want, sol.Tiles)
			}
			cases++
		}
	}
	t.Logf("%d random cases agree", cases)
}

func TestBestGroupExamples(t *testing.T) {
	cases := []struct {
		name   string
		grid   string
		shapes []string
		tiles  int
		score  Score
		left   []string
	}{
		// Three hearts in a row: an I3 takes them all.
		{"hearts in a row", "#####/#hhh#/#####", []string{"I3"}, 1, Score{3, 0}, nil},
		// The hearts are at opposite corners: an I4 and an L4 reach both.
		{"bridge", "h####/#####/####h", []string{"O1", "L4", "I4"}, 3, Score{2, 0}, nil},
		// Hearts first: a bad space is taken to cover the third heart.
		{"hearts before weight", "hbh/.h.", []string{"T4"}, 1, Score{3, -3}, nil},
		// Equal hearts: the group avoids the bad space and takes the good one.
		{"weight between equals", "bh#hg", []string{"I2", "I2"}, 2, Score{2, 2}, nil},
		// Two tiles of five cannot both fit in seven spaces: one is left out.
		{"one left out", "####/###", []string{"P5", "I2", "P5"}, 2, Score{0, 0}, []string{"P5"}},
		{"unknown shape left out", "h#", []string{"Q9", "I2"}, 1, Score{1, 0}, []string{"Q9"}},
		{"nothing fits", "#", []string{"I2"}, 0, Score{}, []string{"I2"}},
		// The grid's two parts: the group stays in one, the richer.
		{"two islands", "hh.#/hh.#", []string{"I2", "I2"}, 2, Score{4, 0}, nil},
	}
	for _, c := range cases {
		g := grid(t, c.grid)
		sol := BestGroup(g, c.shapes, testScore)
		checkSolution(t, g, c.shapes, sol)
		if len(sol.Tiles) != c.tiles || sol.Score != c.score || !slices.Equal(sol.Left, c.left) || !sol.Exact || !sol.HeartsExact {
			t.Errorf("%s: %d tiles %+v left %v exact %v; want %d tiles %+v left %v",
				c.name, len(sol.Tiles), sol.Score, sol.Left, sol.Exact, c.tiles, c.score, c.left)
		}
		if want := bruteBest(g, c.shapes); (rank{len(sol.Tiles), sol.Score}) != want {
			t.Errorf("%s: brute force says %+v", c.name, want)
		}
	}
}

func TestBestGroupCovered(t *testing.T) {
	g := grid(t, "hhg/###")
	sol := BestGroup(g, []string{"I3"}, testScore)
	if sol.Covered[kHeart] != 2 || sol.Covered[kGood] != 1 || g.Count(kHeart) != 2 {
		t.Errorf("covered %v of %d hearts", sol.Covered[:5], g.Count(kHeart))
	}
}

// The same question always gets the same answer, whatever ran before.
func TestBestGroupDeterministic(t *testing.T) {
	g := grid(t, "########/########/########/########")
	shapes := []string{"I2", "L3", "T4"}
	first := BestGroup(g, shapes, testScore)
	for range 3 {
		BestGroup(grid(t, "h#h/#h#"), []string{"O1", "I2"}, testScore)
		if again := BestGroup(g, shapes, testScore); !slices.Equal(again.Tiles, first.Tiles) {
			t.Fatalf("tiles %v, then %v", first.Tiles, again.Tiles)
		}
	}
}

// The budget stops an absurd request at once and says what is not proven;
// the group given is still legal.
func TestBestGroupBudget(t *testing.T) {
	g := grid(t, strings.Repeat("h#h#h#h#b#g#o#h#h#h#h#b#g#o#h#h#/", 7)+"h#h#h#h#b#g#o#h#h#h#h#b#g#o#h#h#")
	shapes := []string{"O1", "I2", "I3", "L3", "I4", "L4", "T4", "S4", "O4", "P5", "F5", "W5"}
	sol := BestGroupWithin(g, shapes, testScore, Budget{Hearts: 2000, Weight: 2000})
	checkSolution(t, g, shapes, sol)
	if len(sol.Tiles) != len(shapes) || sol.Exact || sol.HeartsExact {
		t.Errorf("%d of %d tiles laid, exact %v, hearts exact %v", len(sol.Tiles), len(shapes), sol.Exact, sol.HeartsExact)
	}
	// Only the weight pass cut: the hearts are proven, the weight is not.
	card := grid(t, spreadCards[1])
	sol = BestGroupWithin(card, benchRoll, testScore, Budget{Weight: 10})
	checkSolution(t, card, benchRoll, sol)
	if !sol.HeartsExact || sol.Exact || sol.Score.Hearts != 4 {
		t.Errorf("weight pass cut: hearts exact %v, exact %v, %+v", sol.HeartsExact, sol.Exact, sol.Score)
	}
}

// On the benchmark cards the default budget, which may cut the weight pass,
// gives a group ranked as the exact answer.
func TestBestGroupDefaultBudgetOnFullCards(t *testing.T) {
	if testing.Short() {
		t.Skip("exact solves of full cards")
	}
	for _, c := range append(slices.Clone(clusteredCards), spreadCards...) {
		g := grid(t, c)
		def := BestGroup(g, benchRoll, testScore)
		exact := BestGroupWithin(g, benchRoll, testScore, Budget{})
		checkSolution(t, g, benchRoll, def)
		if !def.HeartsExact || !exact.Exact || def.Score != exact.Score || len(def.Tiles) != len(exact.Tiles) {
			t.Errorf("card %q: default %+v (hearts exact %v), exact %+v", c, def.Score, def.HeartsExact, exact.Score)
		}
	}
}

// FuzzBestGroup: whatever the grid and the shapes, BestGroup answers without
// panicking, its group passes CheckGroup and its counts add up; on grids small
// enough it agrees with the brute force.
func FuzzBestGroup(f *testing.F) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 12 {
		g := randomGrid(rng, 1+rng.IntN(4), 1+rng.IntN(5))
		f.Add(g.Format(testSymbol), strings.Join(randomShapes(rng, 1+rng.IntN(3), 5), ","))
	}
	f.Add("########/########/########/########/########/########/########/########", "I5,L4,T4,L3,I2")
	f.Add("h#h#/####/b##g", "Q9,O1,,I2")
	f.Add("", "O1")
	f.Add("h", "")
	f.Fuzz(func(t *testing.T, gs, ss string) {
		g, err := ParseGrid(gs, testKind)
		if err != nil {
			return
		}
		var shapes []string
		if ss != "" {
			shapes = strings.Split(ss, ",")
		}
		if len(shapes) > 5 {
			shapes = shapes[:5]
		}
		sol := BestGroupWithin(g, shapes, testScore, Budget{Hearts: 20000, Weight: 20000})
		checkSolution(t, g, shapes, sol)
		if g.Size() <= 9 && len(shapes) <= 3 {
			if want := bruteBest(g, shapes); (rank{len(sol.Tiles), sol.Score}) != want {
				t.Fatalf("grid %q shapes %v: solver %d tiles %+v, brute force %+v", gs, shapes, len(sol.Tiles), sol.Score, want)
			}
		}
	})
}

// Full 8×8 Enemy cards for the benchmarks. The clustered ones keep their
// hearts together with effects around them, as a creature drawn on a card
// would; the spread ones put hearts far apart with effects between, so no
// group covers them all and the bound has to prove it (the hard case).
var (
	clusteredCards = []string{
		"########/##g##o##/#b#hh#b#/##hhh###/###hh#g#/#o####b#/##g#####/########",
		"####g###/#b######/##hh#o##/#hh#h###/##h##b##/#g####o#/########/###b####",
		"########/#o#b####/###hhh##/##hhgh##/###hh###/##b###g#/#####o##/########",
	}
	spreadCards = []string{
		"#h####g#/###b####/#o####h#/####h###/#g######/######b#/h###o###/####h##g",
		"h######h/########/###gg###/#b####b#/########/###hh###/########/h######h",
	}
)

// The roll: five tiles of mixed sizes (dice with a critical or two).
var benchRoll = []string{"I2", "L3", "T4", "P5", "O1"}

func benchGroup(b *testing.B, g Grid, shapes []string, budget Budget) {
	sol := BestGroupWithin(g, shapes, testScore, budget)
	if len(sol.Tiles) != len(shapes) {
		b.Fatalf("%d tiles", len(sol.Tiles))
	}
	proven := 0.0 // 2: all proven, 1: hearts only, 0: neither
	if sol.Exact {
		proven = 2
	} else if sol.HeartsExact {
		proven = 1
	}
	for b.Loop() {
		BestGroupWithin(g, shapes, testScore, budget)
	}
	b.ReportMetric(float64(sol.Score.Hearts), "hearts")
	b.ReportMetric(float64(sol.Score.Weight), "weight")
	b.ReportMetric(proven, "proven")
}

func merged(b *testing.B, cards []string) Grid {
	var gs []Grid
	for _, c := range cards {
		gs = append(gs, grid(b, c))
	}
	m, err := Join(gs...)
	if err != nil {
		b.Fatal(err)
	}
	return m
}

// BenchmarkBestGroup is the placement helper at its largest: the roll on a
// full card, clustered and spread, and on three full cards merged (8×24),
// with the default budget (what the app runs) and without (exact).
func BenchmarkBestGroup(b *testing.B) {
	type card struct {
		name  string
		cards []string
	}
	var cases []card
	for i, c := range clusteredCards {
		cases = append(cases, card{fmt.Sprintf("card_clustered%d", i+1), []string{c}})
	}
	for i, c := range spreadCards {
		cases = append(cases, card{fmt.Sprintf("card_spread%d", i+1), []string{c}})
	}
	cases = append(cases,
		card{"three_clustered", clusteredCards},
		card{"three_spread", append(slices.Clone(spreadCards), clusteredCards[0])})
	for _, c := range cases {
		g := merged(b, c.cards)
		b.Run(c.name+"/default", func(b *testing.B) { benchGroup(b, g, benchRoll, DefaultBudget) })
		b.Run(c.name+"/exact", func(b *testing.B) { benchGroup(b, g, benchRoll, Budget{}) })
	}
}
