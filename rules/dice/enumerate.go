package dice

import "math/big"

// Enumerate calls fn once for every equally likely outcome of rolling the dice:
// every combination of sides, the last die turning fastest. Faces that appear on
// several sides are visited once per side, which is what keeps the outcomes
// equally likely. Each call gets a fresh slice fn may keep. No dice is one empty
// outcome. The cost is the product of the side counts: for small pools and tests.
func Enumerate(dice []Die, fn func(faces []string)) {
	idx := make([]int, len(dice))
	for {
		faces := make([]string, len(dice))
		for i, d := range dice {
			faces[i] = d.sides()[idx[i]]
		}
		fn(faces)
		i := len(dice) - 1
		for ; i >= 0; i-- {
			idx[i]++
			if idx[i] < len(dice[i].sides()) {
				break
			}
			idx[i] = 0
		}
		if i < 0 {
			return
		}
	}
}

// Prob is the exact chance that a roll of the dice satisfies pred, by
// enumerating every outcome. Use it for conditions on the whole roll ("a pair",
// "sum ≤ 7") that HitDistribution cannot express.
func Prob(dice []Die, pred func(faces []string) bool) *big.Rat {
	var yes, all int64
	Enumerate(dice, func(faces []string) {
		all++
		if pred(faces) {
			yes++
		}
	})
	return big.NewRat(yes, all)
}
