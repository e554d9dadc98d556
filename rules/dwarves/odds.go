package dwarves

import (
	"math/big"

	"skald/rules/dice"
)

// Pool describes an action's Number dice for the odds: how many, and what may
// change them after the roll. Every chance assumes the table plays the options
// as well as possible for the goal asked about.
type Pool struct {
	Dice      int  `json:"dice"`
	Bump      bool `json:"bump,omitempty"`       // raise one die by 1 (Boëndal fights, Tungdil dispatches, Rodario checks)
	RerollAll bool `json:"reroll_all,omitempty"` // re-roll every die once (Boïndil fights, Balyndis Craft checks)
	Reroll    bool `json:"reroll,omitempty"`     // council position 8: re-roll one die of choice (again after a re-roll of all)
	Forced    bool `json:"forced,omitempty"`     // council position 3: the highest die is re-rolled after each roll
}

// plain reports whether nothing changes the dice after the roll.
func (p Pool) plain() bool { return !p.Bump && !p.RerollAll && !p.Reroll && !p.Forced }

// FightOdds is the exact chance, for each k, that a fight defeats at least k
// troop-equivalents (a leader counts 2) of those in the hex and on its cards:
// index k of the result, for k = 0..the most the dice or the troops allow. The
// chance of losing 1 Health is 1 − FightOdds(...)[1]. Nil when the pool is
// too large for exact odds (see MaxOddsExponent).
func FightOdds(p Pool, t Troops) []*big.Rat {
	t = clampTroops(t)
	n := max(p.Dice, 0)
	top := min(t.Weight(), n)
	score := func(c []int) int {
		m := len(c)
		return hits{six: c[m-1], five: c[m-2], four: c[m-3]}.best(t).Weight()
	}
	starts := []int{1, 4, 5, 6}
	if p.Bump {
		starts = []int{1, 3, 4, 5, 6}
	}
	return atLeast(p, starts, score, top)
}

// CheckOdds is the exact chance, for each k = 0..Dice, of at least k successes
// on an attribute check where each die ≥ target succeeds (target 1..6; a target
// above 6 never succeeds).
func CheckOdds(p Pool, target int) []*big.Rat {
	n := max(p.Dice, 0)
	if target > 6 {
		out := make([]*big.Rat, n+1)
		out[0] = big.NewRat(1, 1)
		for k := 1; k <= n; k++ {
			out[k] = new(big.Rat)
		}
		return out
	}
	target = max(target, 1)
	if p.plain() {
		return cumulate(dice.HitDistribution(dice.Many(n, dice.D6()), func(f string) bool {
			return dice.Value(f) >= target
		}))
	}
	return atLeast(p, thresholdStarts(target, p.Bump), lastClass, n)
}

// DispatchOdds is the exact chance that sending dispatches moves the Council
// marker: at least one die ≥ need.
func DispatchOdds(p Pool, need int) *big.Rat {
	if need > 6 || p.Dice <= 0 {
		return new(big.Rat)
	}
	need = max(need, 1)
	out := atLeast(p, thresholdStarts(need, p.Bump), func(c []int) int { return min(lastClass(c), 1) }, 1)
	if out == nil {
		return nil
	}
	return out[1]
}

// thresholdStarts splits the faces for a "die ≥ t" test: below t−1, t−1 (a
// face the bump turns into a success), and t and above.
func thresholdStarts(t int, bump bool) []int {
	switch {
	case t <= 1:
		return []int{1}
	case !bump:
		return []int{1, t}
	case t == 2:
		return []int{1, 2}
	}
	return []int{1, t - 1, t}
}

func lastClass(c []int) int { return c[len(c)-1] }

func clampTroops(t Troops) Troops {
	return Troops{max(t.Orcs, 0), max(t.Trolls, 0), max(t.Elfar, 0),
		max(t.OrcLeader, 0), max(t.TrollLeader, 0), max(t.ElfarLeader, 0)}
}

// cumulate turns a distribution (index = exact count) into "at least k".
func cumulate(dist []*big.Rat) []*big.Rat {
	out := make([]*big.Rat, len(dist))
	sum := new(big.Rat)
	for k := len(dist) - 1; k >= 0; k-- {
		sum = new(big.Rat).Add(sum, dist[k])
		out[k] = sum
	}
	return out
}

// atLeast computes P(score ≥ k) for k = 0..top. Without options one pass over
// the outcomes gives the whole distribution; with options the best play
// depends on k, so each k is solved on its own.
func atLeast(p Pool, starts []int, score func([]int) int, top int) []*big.Rat {
	n := max(p.Dice, 0)
	cl := newClasses(starts)
	out := make([]*big.Rat, top+1)
	out[0] = big.NewRat(1, 1)
	if top == 0 {
		return out
	}
	if n > maxPoolDice || (!p.plain() && exponent(p) > MaxOddsExponent) {
		return nil
	}
	if p.plain() {
		ways := make([]uint64, top+1)
		eachMultiset(n, cl, func(c []int, mult uint64) { ways[min(score(c), top)] += mult })
		all := new(big.Int).SetUint64(ipow(6, n))
		dist := make([]*big.Rat, top+1)
		for k := range dist {
			dist[k] = new(big.Rat).SetFrac(new(big.Int).SetUint64(ways[k]), all)
		}
		return cumulate(dist)
	}
	s := newSolver(p, newSpace(n, cl, score), cl)
	util := make([]u128, top+1) // 1 for a score of k or more
	for x := range util {
		util[x] = u64(1)
	}
	for k := 1; k <= top; k++ {
		util[k-1] = u128{}
		out[k] = fraction(s.solve(util), exponent(p))
	}
	return out
}
