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
	}
	t := newTurn(p, target, rolls)
	if t == nil {
		return nil
	}
	prev, exp := t.over(rolls - 1)
	out := make([]*big.Rat, n*rolls+1)
	for k := range out {
		out[k] = fraction(t.firstRollFor(k, prev, exp), exp+exponent(p))
	}
	return out
}

// CheckFinishOdds is CheckOddsOver for one k: the chance that rolls rolls
// bring at least need successes between them. Nil as CheckOddsOver.
func CheckFinishOdds(p Pool, target, need, rolls int) *big.Rat {
	if rolls <= 1 || p.plain() || target <= 1 || target > 6 || need <= 0 {
		all := CheckOddsOver(p, target, rolls)
		if all == nil {
			return nil
		}
		return atLeastFrom(all, need)
	}
	t := newTurn(p, target, rolls)
	if t == nil {
		return nil
	}
	prev, exp := t.over(rolls - 1)
	return fraction(t.firstRollFor(need, prev, exp), exp+exponent(p))
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

// maxTurnDice bounds the pools whose odds over several rolls are worked out
// with options (a hero's Attribute value stays well below it).
const maxTurnDice = 12

// turn works out a check's odds over several rolls of one pool with options,
// in whole numbers: the chances after r rolls are scaled by 6^(r·exponent).
type turn struct {
	s    *solver
	n, e int
	util []u128
}

// newTurn is nil when the pool is too large for exact odds over rolls rolls.
func newTurn(p Pool, target, rolls int) *turn {
	n, e := max(p.Dice, 0), exponent(p)
	if n > maxTurnDice || e > MaxOddsExponent || rolls*e > maxValueExponent {
		return nil
	}
	cl := newClasses(thresholdStarts(target, p.Bump))
	return &turn{s: newSolver(p, newSpace(n, cl, lastClass), cl), n: n, e: e, util: make([]u128, n+1)}
}

// over is the chance of at least k successes over r rolls, k = 0..r·n,
// scaled by 6^exp.
func (t *turn) over(r int) (odds []u128, exp int) {
	if r == 0 {
		return []u128{u64(1)}, 0 // no roll: 0 successes, surely
	}
	prev, pexp := t.over(r - 1)
	odds = make([]u128, r*t.n+1)
	for k := range odds {
		odds[k] = t.firstRollFor(k, prev, pexp)
	}
	return odds, pexp + t.e
}

// firstRollFor is the chance, scaled by 6^(exp+exponent), of k successes in
// all when the first roll is played for it and the rolls after it bring at
// least r with chance prev[r]/6^exp.
func (t *turn) firstRollFor(k int, prev []u128, exp int) u128 {
	for x := range t.util {
		switch r := k - x; {
		case r <= 0:
			t.util[x] = t.s.pow[exp]
		case r < len(prev):
			t.util[x] = prev[r]
		default:
			t.util[x] = u128{}
		}
	}
	return t.s.solve(t.util)
}
