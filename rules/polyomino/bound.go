package polyomino

import (
	"cmp"
	"math"
	"slices"
)

// promising reports whether some group grown from this one might beat the
// best found. Each shape still to lay must end up touching the group through
// the others, so it lies within reach: no farther from the group than the
// squares of the others plus one. The bounds: for the count, every shape
// that still has a placement in reach; for hearts and weight, the smallest
// of the richest spaces in reach (as many as the squares still to lay), each
// shape at its richest placement in reach, and what a tree of that many
// squares can join (tour).
func (s *solver) promising(u, free set, n, hearts, weight, rem, squares int) bool {
	b := s.best
	if n+rem < b.n {
		return false
	}
	// reach[d]: the free squares at most d steps from the group (any free
	// square for the first tile).
	reach := s.reach[:min(squares, len(s.reach)-1)+1]
	if n == 0 {
		for d := range reach {
			reach[d] = free
		}
	} else {
		reach[0] = set{}
		r := u
		for d := 1; d < len(reach); d++ {
			r = r.or(r.nbr().and(free))
			reach[d] = r.andNot(u)
		}
	}
	far := reach[len(reach)-1]
	// While the best lays fewer tiles than this group could, only the count
	// matters: a shape still to lay counts if it has an allowed placement
	// in reach. Once the count cannot grow (tight), the cheap bounds come
	// first: the richest spaces in reach, then, when few squares are left,
	// the round trip through the prizes.
	tight := n+rem == b.n
	hb := hearts + s.topSum(far, s.heartKinds, &s.heartsOf, squares)
	if tight && (hb < b.hearts || s.heartsOnly && hb == b.hearts) {
		return false
	}
	if tight && n > 0 && squares <= earlyTour {
		if !s.tour(reach, b.hearts-hearts, b.weight-weight, hb > b.hearts, !s.heartsOnly) {
			return false
		}
	}
	fit, sum := n, hearts
	for i := range s.ids {
		if s.avail[i] == 0 {
			continue
		}
		s.within[i] = reach[min(squares-s.sizes[i]+1, len(reach)-1)]
		s.most[i] = s.mostHearts(i, &free, &s.within[i])
		if s.most[i] >= 0 {
			fit += s.avail[i]
			sum += s.avail[i] * s.most[i]
		}
	}
	if fit != b.n {
		return fit > b.n
	}
	if hb = min(hb, sum); hb < b.hearts {
		return false
	}
	more := hb > b.hearts
	if s.heartsOnly {
		if !more || n == 0 || squares > lateTour || tight && squares <= earlyTour {
			return more
		}
		return s.tour(reach, b.hearts-hearts, 0, true, false)
	}
	// A group with as many hearts as the best must have more weight: the
	// shapes together may fall short of their richest placements by slack
	// hearts at most, which bounds each one's weight.
	slack := sum - b.hearts
	wb := weight
	for i := range s.ids {
		if s.avail[i] > 0 && s.most[i] >= 0 {
			wb += s.avail[i] * s.mostWeight(i, &free, &s.within[i], s.most[i]-slack)
		}
	}
	wb = min(wb, weight+s.topSum(far, s.weightKinds, &s.weightOf, squares))
	tie := wb > b.weight
	if !more && !tie || n == 0 || squares > lateTour || tight && squares <= earlyTour {
		return more || tie
	}
	return s.tour(reach, b.hearts-hearts, b.weight-weight, more, tie)
}

// allowed reports whether placement p may still join the group in this
// branch: not excluded, on free squares, meeting within.
func (s *solver) allowed(p int32, free, within *set) bool {
	pl := &s.pl[p]
	return !s.excluded[p] && pl.mask.meets(within) && pl.mask.inside(free)
}

// mostHearts is the most hearts an allowed placement of shape i meeting
// within covers, -1 if there is none.
func (s *solver) mostHearts(i int, free, within *set) int {
	for _, p := range s.byHearts[i] {
		if s.allowed(p, free, within) {
			return s.pl[p].hearts
		}
	}
	return -1
}

// mostWeight is the most weight of an allowed placement of shape i meeting
// within and covering at least minHearts hearts (there is one: the richest
// in hearts).
func (s *solver) mostWeight(i int, free, within *set, minHearts int) int {
	// The placements with at least a level's hearts, heaviest first: the
	// first allowed one is the answer.
	lv := s.levels[i]
	for j := len(lv) - 1; j >= 0; j-- {
		if lv[j].hearts >= minHearts {
			for _, p := range lv[j].byWeight {
				if s.allowed(p, free, within) {
					return s.pl[p].weight
				}
			}
			return math.MinInt
		}
	}
	return math.MinInt
}

// level lists the placements of a shape covering at least hearts hearts,
// heaviest first.
type level struct {
	hearts   int
	byWeight []int32
}

// weigh fills s.levels: for each hearts count a placement of the shape
// covers, most first, the placements with at least that many.
func (s *solver) weigh() {
	s.levels = make([][]level, len(s.ids))
	for i, list := range s.byHearts {
		var lv []level
		for k, p := range list {
			h := s.pl[p].hearts
			if k+1 < len(list) && s.pl[list[k+1]].hearts == h {
				continue // the level ends at its last placement
			}
			by := slices.Clone(list[:k+1])
			slices.SortStableFunc(by, func(a, b int32) int { return cmp.Compare(s.pl[b].weight, s.pl[a].weight) })
			lv = append(lv, level{hearts: h, byWeight: by})
		}
		s.levels[i] = lv
	}
}

// topSum is the most that squares spaces of reach can be worth: the richest
// first, kinds being listed richest first.
func (s *solver) topSum(reach set, kinds []int, worth *[MaxKinds]int, squares int) int {
	sum := 0
	for _, k := range kinds {
		if squares == 0 {
			break
		}
		c := min(reach.and(s.kindMask[k]).count(), squares)
		sum += c * worth[k]
		squares -= c
	}
	return sum
}
