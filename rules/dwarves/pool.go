package dwarves

import "sync"

// The odds engine. Faces that behave alike are grouped into classes (for a
// fight: 1–3, 4, 5, 6; with a bump 3 is apart, since a bump makes it a 4), so
// a roll is a multiset of class counts and n dice have at most C(n+5, 5)
// distinct outcomes instead of 6^n. Re-rolls and bumps are solved exactly by
// maximising over the choices (expectimax) in whole numbers: a state's value
// is its chance scaled by 6^D, where D is the number of dice that may still
// be rolled from it, so every sum and comparison is exact, with no
// allocation (math/big only turns the result into a fraction).

// MaxOddsExponent bounds 6^E, the common denominator of one roll's odds with
// options. A pool beyond it (more than 11 dice with a re-roll of all dice) has
// no odds: nil. Two rolls of a pool within it stay within maxValueExponent.
const MaxOddsExponent = 24

// maxValueExponent bounds the scale of the engine's values: 6^49 < 2^128.
const maxValueExponent = 49

// classes groups the faces 1..6 into intervals.
type classes struct {
	w      []int // faces in each class
	bumpTo []int // the class a one-face class's die moves to when raised by 1, or -1
}

// newClasses builds classes from the first face of each interval.
func newClasses(starts []int) classes {
	var cl classes
	var of [8]int
	for i, a := range starts {
		b := 7
		if i+1 < len(starts) {
			b = starts[i+1]
		}
		cl.w = append(cl.w, b-a)
		for f := a; f < b; f++ {
			of[f] = i
		}
	}
	for i, a := range starts {
		to := -1
		if cl.w[i] == 1 && a < 6 && of[a+1] != i {
			to = of[a+1]
		}
		cl.bumpTo = append(cl.bumpTo, to)
	}
	return cl
}

// maxPoolDice bounds the dice of any odds query: 6^24 < 2^64 keeps every
// multiplicity in a uint64.
const maxPoolDice = 24

// eachMultiset calls fn for every multiset of n dice over the classes with the
// number of equally likely faces-in-order that give it: n!/∏c! · ∏ w^c. The
// slice c is reused between calls.
func eachMultiset(n int, cl classes, fn func(c []int, mult uint64)) {
	m := len(cl.w)
	c := make([]int, m)
	var rec func(i, left int, mult uint64)
	rec = func(i, left int, mult uint64) {
		if i == m-1 {
			c[i] = left
			fn(c, mult*ipow(uint64(cl.w[i]), left))
			return
		}
		for k := 0; k <= left; k++ {
			c[i] = k
			rec(i+1, left-k, mult*binomial(left, k)*ipow(uint64(cl.w[i]), k))
		}
	}
	rec(0, n, 1)
}

func ipow(b uint64, e int) uint64 {
	r := uint64(1)
	for range e {
		r *= b
	}
	return r
}

func binomial(n, k int) uint64 {
	r := uint64(1)
	for i := 1; i <= k; i++ {
		r = r * uint64(n-k+i) / uint64(i)
	}
	return r
}

// space is every multiset of n dice over the classes with what the solver
// needs of each: its score for the query, and its shape (see shape).
type space struct {
	*shape
	score []int
}

// shape is what a space holds whatever is asked of the dice: each
// multiset's counts and multiplicity, and the multisets the solver's changes
// lead to. Tables are flat: entry x, class i or g at [x*m+i].
type shape struct {
	m, n   int
	size   int
	counts []int8
	mult   []uint64
	bump   []int32 // after raising a die of class i, or -1
	low    []int32 // after a die of the lowest class present becomes class g (none when n is 0)
	top    []int32 // after a die of the highest class present becomes class g
}

func newSpace(n int, cl classes, score func([]int) int) *space {
	sh := shapeOf(n, cl)
	sp := &space{shape: sh, score: make([]int, sh.size)}
	c := make([]int, sh.m)
	for x := range sh.size {
		for i := range c {
			c[i] = int(sh.counts[x*sh.m+i])
		}
		sp.score[x] = score(c)
	}
	return sp
}

// shapes keeps the shapes asked for: a sheet asks again at each redraw, and
// the luck of a game at each roll. Only pools a hero may hold are kept (at
// most maxTurnDice dice, over a dozen sets of classes: well under 2 MB).
var shapes struct {
	sync.Mutex
	of map[shapeKey]*shape
}

type shapeKey struct {
	n      int
	w, to  [6]int8
	nClass int
}

func shapeOf(n int, cl classes) *shape {
	if n > maxTurnDice {
		return newShape(n, cl)
	}
	k := shapeKey{n: n, nClass: len(cl.w)}
	for i := range cl.w {
		k.w[i], k.to[i] = int8(cl.w[i]), int8(cl.bumpTo[i])
	}
	shapes.Lock()
	defer shapes.Unlock()
	if sh, ok := shapes.of[k]; ok {
		return sh
	}
	if shapes.of == nil {
		shapes.of = map[shapeKey]*shape{}
	}
	sh := newShape(n, cl)
	shapes.of[k] = sh
	return sh
}

func newShape(n int, cl classes) *shape {
	m := len(cl.w)
	sh := &shape{m: m, n: n, size: int(binomial(n+m-1, m-1))}
	// A multiset's key is its counts but the last in base n+1, so a die
	// moved from class i to class g adds stride[g] − stride[i] to it, and
	// index turns a key into the multiset's number.
	stride := make([]int, m)
	keys := 1
	for i := range m - 1 {
		stride[i] = keys
		keys *= n + 1
	}
	index := make([]int32, keys)
	key := make([]int, 0, sh.size)
	sh.counts = make([]int8, 0, sh.size*m)
	sh.mult = make([]uint64, 0, sh.size)
	eachMultiset(n, cl, func(c []int, mult uint64) {
		k := 0
		for i, x := range c {
			k += x * stride[i]
			sh.counts = append(sh.counts, int8(x))
		}
		index[k] = int32(len(key))
		key = append(key, k)
		sh.mult = append(sh.mult, mult)
	})
	sh.bump = make([]int32, sh.size*m)
	sh.low = make([]int32, sh.size*m)
	sh.top = make([]int32, sh.size*m)
	for x, k := range key {
		lo, hi := -1, -1
		for i := range m {
			sh.bump[x*m+i] = -1
			if sh.counts[x*m+i] == 0 {
				continue
			}
			if lo < 0 {
				lo = i
			}
			hi = i
			if to := cl.bumpTo[i]; to >= 0 {
				sh.bump[x*m+i] = index[k-stride[i]+stride[to]]
			}
		}
		if n == 0 {
			continue
		}
		for g := range m {
			sh.low[x*m+g] = index[k-stride[lo]+stride[g]]
			sh.top[x*m+g] = index[k-stride[hi]+stride[g]]
		}
	}
	return sh
}

// solver plays a pool's options as well as possible for one value of the
// outcome at a time (util, by score: 1 from k on for "at least k", or the
// chances of the rolls after this one). It fills one layer per set of options
// still unused, the best value of every outcome with them, from the layers
// with fewer options left, so each value is worked out once, in a loop. The
// util must not decrease with the score, nor the score when a die shows more
// (true of fights, checks and dispatches): then a higher outcome is worth at
// least as much with the same options, so re-rolling one die is best done on
// a die of the lowest class.
type solver struct {
	sp                *space
	w                 []int
	n                 int
	bump, reroll, all bool  // the pool's options: +1, one die again, every die again
	forced            bool  // the highest die is re-rolled after each roll
	bumps             []int // the classes a bump raises
	layer             [8][]u128
	again             [2]u128 // the value of re-rolling every die, by bump left
	stop              []u128  // util scaled for the layer being filled
	pow               [maxValueExponent + 1]u128
}

func newSolver(p Pool, sp *space, cl classes) *solver {
	s := &solver{sp: sp, w: cl.w, n: max(p.Dice, 0), bump: p.Bump, reroll: p.Reroll, all: p.RerollAll, forced: p.Forced}
	for i, to := range cl.bumpTo {
		if to >= 0 {
			s.bumps = append(s.bumps, i)
		}
	}
	s.pow[0] = u64(1)
	for i := 1; i <= maxValueExponent; i++ {
		s.pow[i] = s.pow[i-1].mul(6)
	}
	for f := range s.layer {
		if (f&4 == 0 || s.bump) && (f&2 == 0 || s.reroll) && (f&1 == 0 || s.all) {
			s.layer[f] = make([]u128, sp.size)
		}
	}
	return s
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// layerOf is the layer of the options b (+1), cr (one die again) and ra
// (every die again) still unused.
func (s *solver) layerOf(b, cr, ra bool) []u128 { return s.layer[b2i(b)<<2|b2i(cr)<<1|b2i(ra)] }

// d is the number of dice still to be rolled from a state.
func (s *solver) d(cr, ra bool) int {
	d := b2i(cr)
	if ra {
		d += s.n + b2i(s.forced) + b2i(s.reroll)
	}
	return d
}

// exponent is the power of 6 that is the common denominator of a pool's odds.
func exponent(p Pool) int {
	n := max(p.Dice, 0)
	e := n + b2i(p.Forced) + b2i(p.Reroll)
	if p.RerollAll {
		e += n + b2i(p.Forced) + b2i(p.Reroll)
	}
	return e
}

// solve is the best expected util of a roll of the pool, scaled by
// 6^exponent(p) on top of util's own scale.
func (s *solver) solve(util []u128) u128 {
	for _, ra := range []bool{false, true} {
		if ra && !s.all {
			break
		}
		if ra {
			s.again[0] = s.fresh(false, s.reroll, false)
			if s.bump {
				s.again[1] = s.fresh(true, s.reroll, false)
			}
		}
		for _, cr := range []bool{false, true} {
			for _, b := range []bool{false, true} {
				if (!cr || s.reroll) && (!b || s.bump) {
					s.fill(util, b, cr, ra)
				}
			}
		}
	}
	return s.fresh(s.bump, s.reroll, s.all)
}

// fresh is the value of a fresh roll with the options given: each outcome
// by its multiplicity, scaled by 6^(n+forced) on top of the layer's scale.
func (s *solver) fresh(b, cr, ra bool) u128 {
	var sum u128
	for x := range s.sp.size {
		sum = sum.add(s.rolled(x, b, cr, ra).mul(s.sp.mult[x]))
	}
	return sum
}

// rolled is the value of the dice x just rolled: with the council's forced
// re-roll in force, the highest die is rolled again first.
func (s *solver) rolled(x int, b, cr, ra bool) u128 {
	l := s.layerOf(b, cr, ra)
	switch {
	case !s.forced:
		return l[x]
	case s.sp.n == 0:
		return l[x].mul(6) // no dice: nothing to re-roll
	}
	return s.oneDie(l, s.sp.top, x)
}

// oneDie is the value, in layer l, of rolling again one die of x, the one
// the table next (low or top) leads from.
func (s *solver) oneDie(l []u128, next []int32, x int) u128 {
	m := s.sp.m
	var sum u128
	for g, w := range s.w {
		sum = sum.add(l[next[x*m+g]].mul(uint64(w)))
	}
	return sum
}

// fill works out the layer of the options b, cr, ra for every outcome: the
// best of stopping, the +1 on a die, re-rolling one die and re-rolling all.
func (s *solver) fill(util []u128, b, cr, ra bool) {
	sp, m := s.sp, s.sp.m
	scale := s.pow[s.d(cr, ra)]
	s.stop = s.stop[:0]
	for _, v := range util {
		s.stop = append(s.stop, v.mulU(scale))
	}
	best := s.stop[len(s.stop)-1] // nothing is worth more than the highest util
	out := s.layerOf(b, cr, ra)
	unbumped, oneLess := s.layerOf(false, cr, ra), s.layerOf(b, false, ra)
	var again u128
	if ra {
		again = s.again[b2i(b)].mul(uint64(s.pow[b2i(cr)].lo))
	}
	for x := range sp.size {
		v := s.stop[min(sp.score[x], len(s.stop)-1)]
		if v == best {
			out[x] = v
			continue
		}
		if b {
			for _, i := range s.bumps {
				if y := sp.bump[x*m+i]; y >= 0 {
					v = maxU(v, unbumped[y])
				}
			}
		}
		if cr && sp.n > 0 {
			v = maxU(v, s.oneDie(oneLess, sp.low, x))
		}
		if ra {
			v = maxU(v, again)
		}
		out[x] = v
	}
}
