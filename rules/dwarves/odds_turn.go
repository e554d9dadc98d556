package dwarves

import "math/big"

// CheckOddsOver is the exact chance of at least k successes, k = 0..rolls·
// dice, over rolls rolls of the pool: a card's successes add up over a
// turn's actions. Each roll's options (+1, re-rolls) are played as well as
// possible for what is still needed after the earlier rolls. For a pool
// nothing changes after the roll, every die is independent, so rolls rolls of
// n dice are one roll of rolls·n dice. Nil when rolls is below 1 or the pool
// is too large for exact odds.
func CheckOddsOver(p Pool, target, rolls int) []*big.Rat {
	n := max(p.Dice, 0)
	switch {
	case rolls < 1:
		return nil
	case rolls == 1:
		return CheckOdds(p, target)
	case p.plain() || target <= 1 || target > 6:
		// Options change nothing when every die, or none, succeeds.
		return CheckOdds(Pool{Dice: n * rolls}, target)
	case n > maxTurnDice:
		return nil
	}
	prev := CheckOddsOver(p, target, rolls-1)
	if prev == nil {
		return nil
	}
	out := make([]*big.Rat, n*rolls+1)
	for k := range out {
		out[k] = firstRollFor(p, target, k, prev)
	}
	return out
}

// CheckFinishOdds is CheckOddsOver for one k: the chance that rolls rolls
// bring at least need successes between them. Nil as CheckOddsOver.
func CheckFinishOdds(p Pool, target, need, rolls int) *big.Rat {
	n := max(p.Dice, 0)
	if rolls <= 1 || p.plain() || target <= 1 || target > 6 || need <= 0 {
		all := CheckOddsOver(p, target, rolls)
		if all == nil {
			return nil
		}
		return atLeastFrom(all, need)
	}
	if n > maxTurnDice {
		return nil
	}
	prev := CheckOddsOver(p, target, rolls-1)
	if prev == nil {
		return nil
	}
	return firstRollFor(p, target, need, prev)
}

// atLeastFrom is odds[k], 1 below 0 and 0 past the end.
func atLeastFrom(odds []*big.Rat, k int) *big.Rat {
	switch {
	case k <= 0:
		return big.NewRat(1, 1)
	case k < len(odds):
		return new(big.Rat).Set(odds[k])
	}
	return new(big.Rat)
}

// firstRollFor is the chance of k successes in all when the first roll is
// played for it and the rolls after it bring at least r with chance prev[r].
func firstRollFor(p Pool, target, k int, prev []*big.Rat) *big.Rat {
	n := max(p.Dice, 0)
	util := make([]*big.Rat, n+1)
	for x := range util {
		util[x] = atLeastFrom(prev, k-x)
	}
	return bestCheckUtil(p, target, util)
}

// maxTurnDice bounds the pools whose odds over several rolls are worked out
// with options (a hero's Attribute value stays well below it).
const maxTurnDice = 12

// bestCheckUtil is the best expected value of util[successes] after one roll
// of the pool at target, its options played to maximise it: the same
// expectimax as the single-roll odds, with a value for every outcome rather
// than "enough or not".
func bestCheckUtil(p Pool, target int, util []*big.Rat) *big.Rat {
	n := max(p.Dice, 0)
	cl := newClasses(thresholdStarts(target, p.Bump))
	u := &utilSolver{p: p, n: n, cl: cl, util: util, memo: map[utilKey]*big.Rat{}}
	eachMultiset(n, cl, func(c []int, mult uint64) {
		var k utilKey
		copy(k.c[:], c)
		u.fresh = append(u.fresh, weighted{k.c, new(big.Rat).SetFrac(new(big.Int).SetUint64(mult), new(big.Int).SetUint64(ipow(6, n)))})
	})
	sum := new(big.Rat)
	for _, f := range u.fresh {
		sum.Add(sum, new(big.Rat).Mul(f.p, u.rolled(f.c, p.Bump, p.Reroll, p.RerollAll)))
	}
	return sum
}

type utilKey struct {
	c         [3]int
	b, cr, ra bool
}

type weighted struct {
	c [3]int
	p *big.Rat
}

type utilSolver struct {
	p     Pool
	n     int
	cl    classes
	util  []*big.Rat
	memo  map[utilKey]*big.Rat
	fresh []weighted
	all   [2]*big.Rat
}

// moved is c with one die of class from turned into class to.
func moved(c [3]int, from, to int) [3]int {
	c[from]--
	c[to]++
	return c
}

// oneDie is the value of rolling again one die of class i of c, then going on.
func (u *utilSolver) oneDie(c [3]int, i int, next func([3]int) *big.Rat) *big.Rat {
	sum := new(big.Rat)
	for g, w := range u.cl.w {
		sum.Add(sum, new(big.Rat).Mul(big.NewRat(int64(w), 6), next(moved(c, i, g))))
	}
	return sum
}

// rolled is the value of dice just rolled: with the council's forced re-roll
// in force, the highest die is rolled again first.
func (u *utilSolver) rolled(c [3]int, b, cr, ra bool) *big.Rat {
	next := func(x [3]int) *big.Rat { return u.v(x, b, cr, ra) }
	if !u.p.Forced || u.n == 0 {
		return next(c)
	}
	top := len(u.cl.w) - 1
	for top > 0 && c[top] == 0 {
		top--
	}
	return u.oneDie(c, top, next)
}

// v is the best value from the dice c with the options left: stop here, or
// use the +1, the council's one-die re-roll or the re-roll of every die.
func (u *utilSolver) v(c [3]int, b, cr, ra bool) *big.Rat {
	key := utilKey{c, b, cr, ra}
	if r, ok := u.memo[key]; ok {
		return r
	}
	m := len(u.cl.w)
	best := u.util[min(c[m-1], len(u.util)-1)]
	if b {
		for i := range m {
			if to := u.cl.bumpTo[i]; to >= 0 && c[i] > 0 {
				if x := u.v(moved(c, i, to), false, cr, ra); x.Cmp(best) > 0 {
					best = x
				}
			}
		}
	}
	if cr {
		for i := range m {
			if c[i] == 0 {
				continue
			}
			x := u.oneDie(c, i, func(y [3]int) *big.Rat { return u.v(y, b, false, ra) })
			if x.Cmp(best) > 0 {
				best = x
			}
		}
	}
	if ra {
		if x := u.rollAll(b); x.Cmp(best) > 0 {
			best = x
		}
	}
	u.memo[key] = best
	return best
}

// rollAll is the value of rolling every die again (the council's one-die
// re-roll may then be used again).
func (u *utilSolver) rollAll(b bool) *big.Rat {
	i := b2i(b)
	if u.all[i] == nil {
		sum := new(big.Rat)
		for _, f := range u.fresh {
			sum.Add(sum, new(big.Rat).Mul(f.p, u.rolled(f.c, b, u.p.Reroll, false)))
		}
		u.all[i] = sum
	}
	return u.all[i]
}
