package polyomino

import (
	"math"
	"math/bits"
)

// The round-trip bound of the search (see tour): how far the prize squares
// lie from the group and from each other.

// maxTour bounds the prize squares tour weighs at once (its work grows as
// 2^k·k²).
const maxTour = 10

// maxTrips bounds the sets of prizes tour weighs: past it, prizes are close
// enough together that no bound would come of it.
const maxTrips = 48

// earlyTour: up to this many squares still to lay, the round trips are few
// and tour is cheaper than weighing each shape, so it goes first. Measured
// (BenchmarkBestGroup, full 8×8 cards, five tiles): 15–17 ms at 3 against
// 26–28 ms at 8, the same answers.
const earlyTour = 3

// lateTour: with more squares than this still to lay, the round trips are
// too many to weigh and too long to cut anything: no tour.
const lateTour = 12

// prizes lists the squares worth hearts or weight and the steps between them.
func (s *solver) prizes(g Grid) {
	for _, k := range s.heartKinds {
		s.heartMask = s.heartMask.or(s.kindMask[k])
		s.cellHearts = max(s.cellHearts, int32(s.heartsOf[k]))
	}
	s.prizeMask = s.heartMask
	for _, k := range s.weightKinds {
		s.prizeMask = s.prizeMask.or(s.kindMask[k])
	}
	cells := s.prizeMask.cells()
	for i, c := range cells {
		s.prizeOf[c.R*GridCols+c.C] = int32(i)
		k, _ := g.Kind(c)
		s.prizeH = append(s.prizeH, max(s.heartsOf[k], 0))
		s.prizeW = append(s.prizeW, max(s.weightOf[k], 0))
	}
	s.prizeDist = make([]int32, len(cells)*len(cells))
	for i, c := range cells {
		to := make([]int32, GridRows*GridCols)
		for j := range to {
			to[j] = math.MaxInt32 / 4
		}
		r, seen := set{}.with(c.R, c.C), set{}
		for d := int32(0); r != seen; d++ {
			for _, x := range r.andNot(seen).cells() {
				to[x.R*GridCols+x.C] = d
			}
			seen, r = r, r.or(r.nbr().and(s.spaces))
		}
		for j, x := range cells {
			s.prizeDist[i*len(cells)+j] = to[x.R*GridCols+x.C]
		}
	}
}

// tripScratch is tour's memory, kept between calls: the sets of prizes
// reached (a set is in the queue when its stamp is the call's epoch, at
// slot), and per queued set its shortest paths by last prize, its hearts and
// weight.
type tripScratch struct {
	stamp [1 << maxTour]uint32
	slot  [1 << maxTour]int32
	epoch uint32
	n     int
	sets  [maxTrips]int32
	rows  [maxTrips][maxTour]int32
	hs    [maxTrips]int32
	ws    [maxTrips]int32
}

// tripFar is farther than any round trip.
const tripFar = math.MaxInt32 / 4

// open queues a set of prizes worth h hearts and w weight, its paths not
// known yet; false if the queue is full.
func (t *tripScratch) open(set, h, w int32) bool {
	if t.n == maxTrips {
		return false
	}
	t.stamp[set], t.slot[set] = t.epoch, int32(t.n)
	t.sets[t.n], t.hs[t.n], t.ws[t.n] = set, h, w
	for j := range t.rows[t.n] {
		t.rows[t.n][j] = tripFar
	}
	t.n++
	return true
}

// tour reports whether the squares still to lay (len(reach)-1) might add
// to the group prize squares (those worth hearts or weight) in reach enough
// to beat the best: more than needH hearts if more, or at least needH hearts
// and more than needW weight if tie. With the group those squares form a
// tree, and a walk around a tree passes each of its edges twice: the prizes
// joined have a round trip from the group through all of them no longer
// than twice the squares. Round trips are found by dynamic programming over
// the sets of prizes, smaller sets first, from the group through a set
// ending at one of its prizes, keeping only paths that can still come back
// in time; the first set that would do ends it. Too many prizes in reach to
// weigh: true.
func (s *solver) tour(reach []set, needH, needW int, more, tie bool) bool {
	if more && needH < 0 || tie && needH <= 0 && needW < 0 {
		return true // no prize needed
	}
	m := int32(len(reach) - 1)
	budget := 2 * m
	prizes := s.prizeMask
	if !tie {
		prizes = s.heartMask // weight cannot help
	}
	// The stops of the round trip: the prizes in reach, or if they are too
	// many, groups of prizes side by side (reaching one of a group is then
	// counted as reaching all). du: each stop's distance from the group in
	// steps over free squares; ph, pw: its worth.
	var du, ph, pw [maxTour]int32
	k := 0
	in := reach[m].and(prizes)
	split := in.count() <= maxTour
	for rest := in; rest.any(); k++ {
		if k == maxTour {
			return true
		}
		c := rest.lowest()
		for !split {
			next := c.or(c.nbr().and(rest))
			if next == c {
				break
			}
			c = next
		}
		rest = rest.andNot(c)
		for d := int32(1); d <= m; d++ {
			if reach[d].meets(&c) {
				du[k] = d
				break
			}
		}
		stop := s.stops[k][:0]
		for w, word := range c {
			for word != 0 {
				i := s.prizeOf[w*64+bits.TrailingZeros64(word)]
				word &= word - 1
				stop = append(stop, i)
				ph[k], pw[k] = ph[k]+int32(s.prizeH[i]), pw[k]+int32(s.prizeW[i])
			}
		}
		s.stops[k] = stop
	}
	// dd: steps between two stops, straight or through the group.
	var dd [maxTour][maxTour]int32
	np := int32(len(s.prizeH))
	for a := range k {
		for b := range a {
			d := du[a] + du[b]
			for _, x := range s.stops[a] {
				row := s.prizeDist[x*np:]
				for _, y := range s.stops[b] {
					d = min(d, row[y])
				}
			}
			dd[a][b], dd[b][a] = d, d
		}
	}
	t := &s.trip
	t.epoch++
	t.n = 0
	// Each heart is a square: a set's hearts count up to what the squares
	// can cover (stops of several prizes may promise more).
	hcap := m * s.cellHearts
	beats := func(h, w int32) bool {
		hc := int(min(h, hcap))
		return more && hc > needH || tie && hc >= needH && int(w) > needW
	}
	for j := range k {
		if du[j] <= m { // there and back
			if t.open(1<<j, ph[j], pw[j]) {
				t.rows[t.n-1][j] = du[j]
			}
			if beats(ph[j], pw[j]) {
				return true
			}
		}
	}
	rest := int32(1)<<k - 1
	for q := 0; q < t.n; q++ {
		set := t.sets[q]
		for lb := set; lb != 0; lb &= lb - 1 {
			last := bits.TrailingZeros32(uint32(lb))
			at := t.rows[q][last]
			if at >= tripFar {
				continue
			}
			for nb := rest &^ set; nb != 0; nb &= nb - 1 {
				next := bits.TrailingZeros32(uint32(nb))
				step := at + dd[last][next]
				if step+du[next] > budget {
					continue // cannot come back in time
				}
				to := set | 1<<next
				if t.stamp[to] != t.epoch {
					h, w := t.hs[q]+ph[next], t.ws[q]+pw[next]
					if !t.open(to, h, w) || beats(h, w) {
						return true // too many to weigh, or one would do
					}
				}
				if r := &t.rows[t.slot[to]][next]; step < *r {
					*r = step
				}
			}
		}
	}
	return false
}
