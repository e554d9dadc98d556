package dice

import "math/big"

// P is the exact chance that one roll of d shows a face for which hit is true.
func P(d Die, hit func(face string) bool) *big.Rat {
	s := d.sides()
	return big.NewRat(int64(hits(s, hit)), int64(len(s)))
}

// HitDistribution is the exact distribution of the number of dice that hit:
// index k is the chance that exactly k of the dice hit; the slice has
// len(dice)+1 entries summing to 1.
//
// It multiplies the polynomials (misses + hits·x) of the dice in whole numbers,
// which is linear in the dice per step instead of exponential like enumeration,
// and divides by the number of outcomes once at the end.
func HitDistribution(dice []Die, hit func(face string) bool) []*big.Rat {
	ways := []*big.Int{big.NewInt(1)} // ways[k]: outcomes so far with k hits
	outcomes := big.NewInt(1)
	var term big.Int
	for _, d := range dice {
		s := d.sides()
		h := big.NewInt(int64(hits(s, hit)))
		m := big.NewInt(int64(len(s)) - h.Int64())
		next := make([]*big.Int, len(ways)+1)
		for k := range next {
			next[k] = new(big.Int)
		}
		for k, w := range ways {
			next[k].Add(next[k], term.Mul(w, m))
			next[k+1].Add(next[k+1], term.Mul(w, h))
		}
		ways = next
		outcomes.Mul(outcomes, big.NewInt(int64(len(s))))
	}
	dist := make([]*big.Rat, len(ways))
	for k, w := range ways {
		dist[k] = new(big.Rat).SetFrac(w, outcomes)
	}
	return dist
}

// AtLeast is the chance of k or more hits in a distribution from
// HitDistribution: 1 for k ≤ 0, 0 when k is beyond the number of dice.
func AtLeast(dist []*big.Rat, k int) *big.Rat {
	sum := new(big.Rat)
	for i := max(k, 0); i < len(dist); i++ {
		sum.Add(sum, dist[i])
	}
	return sum
}

// Expected is the mean number of hits of a distribution from HitDistribution.
func Expected(dist []*big.Rat) *big.Rat {
	sum, term := new(big.Rat), new(big.Rat)
	for k, p := range dist {
		sum.Add(sum, term.Mul(p, big.NewRat(int64(k), 1)))
	}
	return sum
}

func hits(sides []string, hit func(string) bool) int {
	n := 0
	for _, f := range sides {
		if hit(f) {
			n++
		}
	}
	return n
}
