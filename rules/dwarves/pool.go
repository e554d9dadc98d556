package dwarves

import "math/big"

// The odds engine. Faces that behave alike are grouped into classes (for a
// fight: 1–3, 4, 5, 6; with a bump 3 is apart, since a bump makes it a 4), so
// a roll is a multiset of class counts and n dice have at most C(n+5, 5)
// distinct outcomes instead of 6^n. Re-rolls and bumps are solved exactly by
// maximising over the choices (expectimax) with memoised whole-number values:
// a state's value is its chance scaled by 6^D, where D is the number of dice
// that may still be rolled from it, so every sum and comparison is exact.

// MaxOddsExponent bounds 6^E, the common denominator of a pool's odds, so the
// engine's uint64 arithmetic never overflows (6^24 < 2^64). A pool beyond it
// (more than 11 dice with a re-roll of all dice) has no odds: nil.
const MaxOddsExponent = 24

// classes groups the faces 1..6 into intervals.
type classes struct {
	w      []int // faces in each class
	bumpTo []int // the class a one-face class's die moves to when raised by 1, or -1
	pack   uint  // bits per count in a memo key
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
	cl.pack = 5
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

// space is every multiset of n dice over the classes, with what the solver
// needs of each, computed once per query and shared by every k: its
// multiplicity, its score, and the multiset each single-die change leads to.
// Tables are flat: entry x, class i, class g at [x*m+i] and [(x*m+i)*m+g].
type space struct {
	m     int
	size  int
	has   []bool // has[x*m+i]: multiset x holds a die of class i
	mult  []uint64
	score []int
	bump  []int32 // after raising a die of class i, or -1
	swap  []int32 // after a die of class i becomes class g, or -1
	top   []int32 // highest class holding a die, or -1
}

func newSpace(n int, cl classes, score func([]int) int) *space {
	m := len(cl.w)
	sp := &space{m: m}
	index := map[uint64]int32{}
	key := func(c []int) uint64 {
		var k uint64
		for _, x := range c {
			k = k<<cl.pack | uint64(x)
		}
		return k
	}
	var all [][]int
	eachMultiset(n, cl, func(c []int, mult uint64) {
		index[key(c)] = int32(len(all))
		all = append(all, append([]int(nil), c...))
		sp.mult = append(sp.mult, mult)
		sp.score = append(sp.score, score(c))
	})
	sp.size = len(all)
	sp.has = make([]bool, sp.size*m)
	sp.bump = make([]int32, sp.size*m)
	sp.swap = make([]int32, sp.size*m*m)
	sp.top = make([]int32, sp.size)
	for x, c := range all {
		sp.top[x] = -1
		for i := range m {
			at := x*m + i
			sp.bump[at] = -1
			for g := range m {
				sp.swap[at*m+g] = -1
			}
			if c[i] == 0 {
				continue
			}
			sp.has[at] = true
			sp.top[x] = int32(i)
			c[i]--
			for g := range m {
				c[g]++
				sp.swap[at*m+g] = index[key(c)]
				c[g]--
			}
			if to := cl.bumpTo[i]; to >= 0 {
				c[to]++
				sp.bump[at] = index[key(c)]
				c[to]--
			}
			c[i]++
		}
	}
	return sp
}

type solver struct {
	sp      *space
	w       []int
	k, n    int
	forced  int // 1 if the highest die is re-rolled after each roll
	reroll  bool
	pow     [MaxOddsExponent + 1]uint64
	memo    []uint64
	known   []bool
	allDone [2]bool
	all     [2]uint64
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// d is the number of dice still to be rolled from a state.
func (s *solver) d(cr, ra bool) int {
	d := b2i(cr)
	if ra {
		d += s.n + s.forced + b2i(s.reroll)
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

// solve is the chance of score ≥ k with the pool's options played for k.
func solve(p Pool, sp *space, w []int, k int) *big.Rat {
	n := max(p.Dice, 0)
	s := &solver{sp: sp, w: w, k: k, n: n, forced: b2i(p.Forced), reroll: p.Reroll,
		memo: make([]uint64, sp.size*8), known: make([]bool, sp.size*8)}
	exp := exponent(p)
	s.pow[0] = 1
	for i := 1; i <= MaxOddsExponent; i++ {
		s.pow[i] = s.pow[i-1] * 6
	}
	var total uint64
	for x := range sp.size {
		total += sp.mult[x] * s.rolled(x, p.Bump, p.Reroll, p.RerollAll)
	}
	return new(big.Rat).SetFrac(new(big.Int).SetUint64(total), new(big.Int).SetUint64(s.pow[exp]))
}

// rolled is the value of a fresh roll x before the forced re-roll, scaled by
// 6^(forced + d).
func (s *solver) rolled(x int, b, cr, ra bool) uint64 {
	if s.forced == 0 {
		return s.v(x, b, cr, ra)
	}
	t := int(s.sp.top[x])
	if t < 0 {
		return s.v(x, b, cr, ra) * 6 // no dice: nothing to re-roll
	}
	row := (x*s.sp.m + t) * s.sp.m
	var sum uint64
	for g, w := range s.w {
		sum += uint64(w) * s.v(int(s.sp.swap[row+g]), b, cr, ra)
	}
	return sum
}

// v is the best chance from the dice x with the options left, scaled by
// 6^d(cr, ra).
func (s *solver) v(x int, b, cr, ra bool) uint64 {
	d := s.d(cr, ra)
	if s.sp.score[x] >= s.k {
		return s.pow[d]
	}
	slot := x<<3 | b2i(b)<<2 | b2i(cr)<<1 | b2i(ra)
	if s.known[slot] {
		return s.memo[slot]
	}
	var best uint64
	m := s.sp.m
	if b {
		for _, y := range s.sp.bump[x*m : x*m+m] {
			if y >= 0 {
				best = max(best, s.v(int(y), false, cr, ra))
			}
		}
	}
	if cr {
		for i := range m {
			if !s.sp.has[x*m+i] {
				continue
			}
			row := s.sp.swap[(x*m+i)*m : (x*m+i+1)*m]
			var sum uint64
			for g, w := range s.w {
				sum += uint64(w) * s.v(int(row[g]), b, false, ra)
			}
			best = max(best, sum)
		}
	}
	if ra {
		best = max(best, s.rollAll(b)*s.pow[b2i(cr)])
	}
	s.memo[slot], s.known[slot] = best, true
	return best
}

// rollAll is the value of re-rolling every die, scaled by 6^(n+forced+reroll).
func (s *solver) rollAll(b bool) uint64 {
	i := b2i(b)
	if !s.allDone[i] {
		var sum uint64
		for x := range s.sp.size {
			sum += s.sp.mult[x] * s.rolled(x, b, s.reroll, false)
		}
		s.all[i], s.allDone[i] = sum, true
	}
	return s.all[i]
}
