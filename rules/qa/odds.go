package qa

import (
	"math/big"

	"skald/rules/dice"
)

// Exact odds for the Destin dice panel, as fractions (big.Rat: "1/6", "11/36").

// BlackOdds is the chance the black die shows face: 1/6 for each of its six
// faces, 0 for a face it does not have.
func BlackOdds(face string) *big.Rat {
	return dice.P(BlackDie(), func(f string) bool { return f == face })
}

// FaceOdds is the distribution of how many of n white dice show one of faces:
// index k is the chance that exactly k do (n+1 entries summing to 1).
func FaceOdds(n int, faces ...string) []*big.Rat {
	return dice.HitDistribution(dice.Many(n, WhiteDie()), func(f string) bool {
		for _, x := range faces {
			if f == x {
				return true
			}
		}
		return false
	})
}

// ChaamsOdds is the distribution of the Chaams symbols shown by a roll of n
// white dice: index k is the chance of exactly k symbols (0..2n).
func ChaamsOdds(n int) []*big.Rat {
	n = max(n, 0)
	ways := make([]int64, 2*n+1)
	var all int64
	dice.Enumerate(dice.Many(n, WhiteDie()), func(faces []string) {
		k := 0
		for _, f := range faces {
			k += ChaamsSymbols(f)
		}
		ways[k]++
		all++
	})
	out := make([]*big.Rat, len(ways))
	for k, w := range ways {
		out[k] = big.NewRat(w, all)
	}
	return out
}

// ExpectedChaams is the mean number of Chaams symbols on a roll of n white dice.
func ExpectedChaams(n int) *big.Rat {
	sum := new(big.Rat)
	for k, p := range ChaamsOdds(n) {
		sum.Add(sum, new(big.Rat).Mul(p, big.NewRat(int64(k), 1)))
	}
	return sum
}
