package polyomino

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
)

// Score is what a covered space is worth, and what a group of tiles totals by
// adding its spaces: Hearts counts first (the hearts of an Enemy card, which
// decide a Combat), Weight only between groups of equal Hearts (wanted effects
// positive, unwanted ones negative).
type Score struct {
	Hearts int `json:"hearts"`
	Weight int `json:"weight"`
}

// Add is the sum of two scores.
func (s Score) Add(o Score) Score {
	return Score{Hearts: s.Hearts + o.Hearts, Weight: s.Weight + o.Weight}
}

// Less orders scores: fewer hearts, or as many and less weight.
func (s Score) Less(o Score) bool {
	return s.Hearts < o.Hearts || s.Hearts == o.Hearts && s.Weight < o.Weight
}

// Solution is the best group BestGroup found.
type Solution struct {
	// Tiles are the tiles laid, in the order of the shapes asked (those left
	// out skipped); Left the shapes left out, in that order too: unknown IDs,
	// and those no group could take along with the others.
	Tiles []Tile   `json:"tiles"`
	Left  []string `json:"left,omitempty"`
	// Score is the group's total; Covered[k] how many spaces of kind k it
	// covers, for saying why ("3 of 3 hearts and 2 Experience").
	Score   Score         `json:"score"`
	Covered [MaxKinds]int `json:"covered"`
	// HeartsExact says no group lays more tiles, or as many and covers more
	// hearts; Exact says besides that none of those has more weight. Each is
	// false only when its pass of the search ran out of budget (see Budget):
	// the group is then the best found, not proven.
	HeartsExact bool `json:"hearts_exact"`
	Exact       bool `json:"exact"`
}

// Budget bounds the groups the search examines in each of its two passes:
// Hearts in the first, which proves the most tiles and hearts, Weight in the
// second, which looks among those for more weight. 0 is no bound.
type Budget struct {
	Hearts int
	Weight int
}

// DefaultBudget is BestGroup's, so that the placement helper answers in
// tens of milliseconds whatever it is asked. On a full 8×8 card with five
// tiles the first pass, what decides a Combat, stays well below it; the
// second, a tie-break between groups as good for hearts, is cut on hard
// cards, keeping the best found (on the benchmark's cards, the exact answer
// all the same). On three cards merged either pass may be cut (see
// BenchmarkBestGroup).
var DefaultBudget = Budget{Hearts: 200_000, Weight: 10_000}

// BestGroup is BestGroupWithin the default budget.
func BestGroup(g Grid, shapes []string, score func(kind int) Score) Solution {
	return BestGroupWithin(g, shapes, score, DefaultBudget)
}

// BestGroupWithin lays the shapes (tile IDs, repeats allowed) on the grid as
// one group, as CheckGroup requires, choosing the group that
//
//  1. lays the most tiles: all of them whenever some group can,
//  2. then covers the most hearts (score gives each kind of space its worth),
//  3. then has the most weight,
//  4. then comes first in a fixed search order, so the same question always
//     gets the same answer.
//
// The search is exact within its budget: a branch and bound over groups grown
// tile by tile from the squares next to the tiles already laid, each group
// reached once, cut off where the shapes still to lay could not beat the best
// group found even at their richest placements in reach, nor could a tree of
// that many squares reach enough of the spaces that count. It runs twice:
// first for tiles and hearts alone, then for weight among the groups as good.
func BestGroupWithin(g Grid, shapes []string, score func(kind int) Score, b Budget) Solution {
	s := newSolver(g, shapes, score)
	s.heartsOnly, s.budget = true, limit(b.Hearts)
	s.search(set{}, 0, 0, 0, s.rem, s.squares)
	heartsCut := s.cut
	if !heartsCut && s.best != s.top {
		s.heartsOnly, s.budget, s.nodes = false, limit(b.Weight), 0
		s.search(set{}, 0, 0, 0, s.rem, s.squares)
	}
	sol := s.solution(g, shapes)
	sol.HeartsExact = !heartsCut
	return sol
}

func limit(n int) int {
	if n <= 0 {
		return math.MaxInt
	}
	return n
}

// placement is one way to lay one of the shapes asked, with what it covers.
type placement struct {
	mask   set
	shape  int // index in solver.ids
	size   int
	hearts int
	weight int
	tile   Tile
}

// best is a group as the search ranks it.
type best struct{ n, hearts, weight int }

func (a best) less(b best) bool {
	return a.n < b.n || a.n == b.n && (a.hearts < b.hearts || a.hearts == b.hearts && a.weight < b.weight)
}

type solver struct {
	spaces  set
	ids     []string // the distinct shapes asked, in order of first mention
	avail   []int    // how many of each are still to lay
	sizes   []int
	rem     int // shapes still to lay
	squares int // their squares

	pl     []placement // best first: most hearts, then most weight
	cellAt []int32     // placements covering cell i: byCell[cellAt[i]:cellAt[i+1]]
	byCell []int32

	heartsOf, weightOf [MaxKinds]int
	kindMask           [MaxKinds]set
	heartKinds         []int // kinds worth hearts, the most first
	weightKinds        []int // kinds worth weight, the most first

	excluded []bool   // placements no group of this branch may use
	stamp    []uint32 // placement already listed at this node
	epoch    uint32
	buf      []int32 // candidate lists of the nodes on the path

	reach    []set     // see promising
	byHearts [][]int32 // each shape's placements, most hearts then weight first
	within   []set     // per shape, scratch of promising
	most     []int
	levels   [][]level // per shape, see weigh

	// For tour: the prize squares (worth hearts or weight) and those worth
	// hearts, the prize at each square, its hearts and weight, the steps
	// between two prizes over the grid's spaces, the most hearts a square
	// is worth; scratch.
	prizeMask  set
	heartMask  set
	prizeOf    [GridRows * GridCols]int32
	prizeH     []int
	prizeW     []int
	prizeDist  []int32 // row-major, a row per prize
	cellHearts int32
	trip       tripScratch
	stops      [maxTour][]int32 // prizes by index

	heartsOnly bool // the first pass: weight does not count

	cur    []int32
	best   best
	tiles  []int32
	top    best // nothing can beat this
	nodes  int
	budget int
	cut    bool
}

func newSolver(g Grid, shapes []string, score func(kind int) Score) *solver {
	s := &solver{spaces: g.spaces}
	for _, c := range g.spaces.cells() {
		k := int(g.kinds[c.R*GridCols+c.C])
		s.kindMask[k] = s.kindMask[k].with(c.R, c.C)
	}
	for k := range MaxKinds {
		if !s.kindMask[k].any() {
			continue
		}
		sc := score(k)
		s.heartsOf[k], s.weightOf[k] = sc.Hearts, sc.Weight
		if sc.Hearts > 0 {
			s.heartKinds = append(s.heartKinds, k)
		}
		if sc.Weight > 0 {
			s.weightKinds = append(s.weightKinds, k)
		}
	}
	slices.SortStableFunc(s.heartKinds, func(a, b int) int { return cmp.Compare(s.heartsOf[b], s.heartsOf[a]) })
	slices.SortStableFunc(s.weightKinds, func(a, b int) int { return cmp.Compare(s.weightOf[b], s.weightOf[a]) })

	for _, id := range shapes {
		if SizeOf(id) == 0 {
			continue
		}
		i := slices.Index(s.ids, id)
		if i < 0 {
			i = len(s.ids)
			s.ids, s.avail, s.sizes = append(s.ids, id), append(s.avail, 0), append(s.sizes, SizeOf(id))
		}
		s.avail[i]++
	}
	for i, id := range s.ids {
		n := len(s.pl)
		s.place(g, i, id)
		if len(s.pl) == n {
			s.avail[i] = 0 // fits nowhere, even alone
		}
		s.rem += s.avail[i]
		s.squares += s.avail[i] * s.sizes[i]
	}
	slices.SortStableFunc(s.pl, func(a, b placement) int {
		return cmp.Or(cmp.Compare(b.hearts, a.hearts), cmp.Compare(b.weight, a.weight))
	})
	s.index()
	s.byHearts = make([][]int32, len(s.ids))
	s.within, s.most = make([]set, len(s.ids)), make([]int, len(s.ids))
	for p, pl := range s.pl {
		s.byHearts[pl.shape] = append(s.byHearts[pl.shape], int32(p))
	}
	s.weigh()
	s.excluded = make([]bool, len(s.pl))
	s.reach = make([]set, min(s.squares, GridRows*GridCols)+1)
	s.prizes(g)
	s.stamp = make([]uint32, len(s.pl))
	s.top = best{s.rem, s.topSum(g.spaces, s.heartKinds, &s.heartsOf, s.squares),
		s.topSum(g.spaces, s.weightKinds, &s.weightOf, s.squares)}
	return s
}

// place lists every placement of shape i on the grid's spaces: each fixed
// orientation once (symmetric ones are not repeated) at every anchor.
func (s *solver) place(g Grid, i int, id string) {
	f, _ := fixedOf(id)
	for o, sh := range f.Fixed {
		cells := sh.Cells()
		h, w := sh.Height(), sh.Width()
		for r := 0; r+h <= g.rows; r++ {
			for c := 0; c+w <= g.cols; c++ {
				var m set
				for _, x := range cells {
					m = m.with(r+x.R, c+x.C)
				}
				if !m.inside(&g.spaces) {
					continue
				}
				p := placement{mask: m, shape: i, size: len(cells),
					tile: Tile{Shape: id, Orient: f.Orients[o], At: Cell{R: r, C: c}}}
				for _, x := range cells {
					k := g.kinds[(r+x.R)*GridCols+c+x.C]
					p.hearts += s.heartsOf[k]
					p.weight += s.weightOf[k]
				}
				s.pl = append(s.pl, p)
			}
		}
	}
}

// index lists, for each cell, the placements covering it (in s.pl order).
func (s *solver) index() {
	counts := make([]int32, GridRows*GridCols+1)
	for _, p := range s.pl {
		for _, c := range p.mask.cells() {
			counts[c.R*GridCols+c.C+1]++
		}
	}
	for i := 1; i < len(counts); i++ {
		counts[i] += counts[i-1]
	}
	s.cellAt = counts
	s.byCell = make([]int32, counts[len(counts)-1])
	next := slices.Clone(counts)
	for i, p := range s.pl {
		for _, c := range p.mask.cells() {
			j := c.R*GridCols + c.C
			s.byCell[next[j]] = int32(i)
			next[j]++
		}
	}
}

// search examines the group cur (covering u, worth n tiles, hearts and
// weight, with rem shapes of squares squares still to lay), then every group
// grown from it by one tile touching it. The groups of a node's earlier
// candidates were all examined before a later candidate is tried, so the
// earlier ones are excluded below it: each group is reached once, whatever
// the order its tiles could have been laid in.
func (s *solver) search(u set, n, hearts, weight, rem, squares int) {
	if s.cut {
		return
	}
	if s.nodes++; s.nodes > s.budget {
		s.cut = true
		return
	}
	if here := (best{n, hearts, weight}); s.better(here) {
		s.best = here
		s.tiles = append(s.tiles[:0], s.cur...)
	}
	if rem == 0 || s.done() {
		return
	}
	free := s.spaces.andNot(u)
	if rem == 1 {
		s.last(u, free, n, hearts, weight)
		return
	}
	if !s.promising(u, free, n, hearts, weight, rem, squares) {
		return
	}
	start := len(s.buf)
	s.candidates(u, free, n == 0)
	end := len(s.buf)
	for i := start; i < end; i++ {
		p := s.buf[i]
		pl := &s.pl[p]
		s.avail[pl.shape]--
		s.cur = append(s.cur, p)
		s.search(u.or(pl.mask), n+1, hearts+pl.hearts, weight+pl.weight, rem-1, squares-pl.size)
		s.cur = s.cur[:len(s.cur)-1]
		s.avail[pl.shape]++
		s.excluded[p] = true
		if s.cut || s.done() {
			break
		}
	}
	for i := start; i < end; i++ {
		s.excluded[s.buf[i]] = false
	}
	s.buf = s.buf[:start]
}

// better reports whether a group ranks above the best found (weight
// ignored in the first pass).
func (s *solver) better(g best) bool {
	if s.heartsOnly {
		return s.best.n < g.n || s.best.n == g.n && s.best.hearts < g.hearts
	}
	return s.best.less(g)
}

// done reports whether nothing can beat the best found.
func (s *solver) done() bool {
	if s.heartsOnly {
		return s.best.n == s.top.n && s.best.hearts == s.top.hearts
	}
	return s.best == s.top
}

// last lays the one shape left at its best, if that beats the best group:
// its placements come richest first, so the first one allowed that touches
// the group is the one, and the search stops at the first that could not
// beat the best.
func (s *solver) last(u, free set, n, hearts, weight int) {
	i := slices.IndexFunc(s.avail, func(a int) bool { return a > 0 })
	touch := u.nbr()
	for _, p := range s.byHearts[i] {
		pl := &s.pl[p]
		if !s.better(best{n + 1, hearts + pl.hearts, weight + pl.weight}) {
			return
		}
		if !s.excluded[p] && pl.mask.inside(&free) && (n == 0 || pl.mask.meets(&touch)) {
			s.best = best{n + 1, hearts + pl.hearts, weight + pl.weight}
			s.tiles = append(append(s.tiles[:0], s.cur...), p)
			return
		}
	}
}

// candidates appends to s.buf the placements that may join the group: of a
// shape still to lay, not excluded, on free squares, and touching the group
// (anywhere for the first tile), best first.
func (s *solver) candidates(u, free set, first bool) {
	if first {
		for i := range s.pl {
			if s.avail[s.pl[i].shape] > 0 && !s.excluded[i] {
				s.buf = append(s.buf, int32(i))
			}
		}
		return
	}
	s.epoch++
	start := len(s.buf)
	for w, word := range u.nbr().and(free) {
		for word != 0 {
			j := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			s.touching(j, free)
		}
	}
	slices.Sort(s.buf[start:])
}

// touching appends to s.buf the placements covering square j that may join
// the group (on free squares) and are not listed yet at this node.
func (s *solver) touching(j int, free set) {
	for _, p := range s.byCell[s.cellAt[j]:s.cellAt[j+1]] {
		if s.stamp[p] == s.epoch {
			continue
		}
		s.stamp[p] = s.epoch
		pl := &s.pl[p]
		if s.avail[pl.shape] > 0 && !s.excluded[p] && pl.mask.inside(&free) {
			s.buf = append(s.buf, p)
		}
	}
}

func (s *solver) solution(g Grid, shapes []string) Solution {
	sol := Solution{Exact: !s.cut}
	used := make([]bool, len(s.tiles))
	for _, id := range shapes {
		placed := false
		for i, p := range s.tiles {
			if !used[i] && s.pl[p].tile.Shape == id {
				used[i], placed = true, true
				t := s.pl[p].tile
				sol.Tiles = append(sol.Tiles, t)
				for _, c := range s.pl[p].mask.cells() {
					k, _ := g.Kind(c)
					sol.Covered[k]++
					sol.Score = sol.Score.Add(Score{Hearts: s.heartsOf[k], Weight: s.weightOf[k]})
				}
				break
			}
		}
		if !placed {
			sol.Left = append(sol.Left, id)
		}
	}
	return sol
}
