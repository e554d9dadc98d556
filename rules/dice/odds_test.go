package dice

import (
	"math/big"
	"slices"
	"strings"
	"testing"
)

func TestP(t *testing.T) {
	tests := []struct {
		name string
		die  Die
		hit  func(string) bool
		want string
	}{
		{"d6 five or more", D6(), func(f string) bool { return Value(f) >= 5 }, "1/3"},
		{"d6 never", D6(), func(string) bool { return false }, "0"},
		{"d6 always", D6(), func(string) bool { return true }, "1"},
		{"weighted", weighted, func(f string) bool { return f == "hit" }, "2/3"},
		{"white chaams", white, func(f string) bool { return strings.HasPrefix(f, "chaams") }, "1/3"},
		{"faceless is blank", Die{}, func(f string) bool { return f == "" }, "1"},
	}
	for _, tt := range tests {
		if got := P(tt.die, tt.hit); got.Cmp(rat(tt.want)) != 0 {
			t.Errorf("%s: P = %v, want %s", tt.name, got, tt.want)
		}
	}
}

// Worked by hand: two d6, a hit on 5 or 6 (p = 1/3): 0 hits 4/9, 1 hit 4/9, 2 hits 1/9.
func TestHitDistributionByHand(t *testing.T) {
	fivePlus := func(f string) bool { return Value(f) >= 5 }
	tests := []struct {
		name string
		dice []Die
		want []string
	}{
		{"no dice", nil, []string{"1"}},
		{"one d6", []Die{D6()}, []string{"2/3", "1/3"}},
		{"two d6", []Die{D6(), D6()}, []string{"4/9", "4/9", "1/9"}},
		{"d6 and coin(never)", []Die{D6(), coin}, []string{"2/3", "1/3", "0"}},
		{"three d6", Many(3, D6()), []string{"8/27", "12/27", "6/27", "1/27"}},
	}
	for _, tt := range tests {
		got := HitDistribution(tt.dice, fivePlus)
		if len(got) != len(tt.want) {
			t.Fatalf("%s: %d entries, want %d", tt.name, len(got), len(tt.want))
		}
		for k := range got {
			if got[k].Cmp(rat(tt.want[k])) != 0 {
				t.Errorf("%s: P(%d hits) = %v, want %s", tt.name, k, got[k], tt.want[k])
			}
		}
	}
}

// HitDistribution must agree exactly with brute-force enumeration for pools of
// 1 to 8 dice of mixed shapes, for several hit predicates.
func TestHitDistributionMatchesEnumeration(t *testing.T) {
	kinds := []Die{D6(), weighted, white, d4, coin, black, oneSided, D6()}
	preds := []struct {
		name string
		hit  func(string) bool
	}{
		{"high number", func(f string) bool { return Value(f) >= 3 }},
		{"chaams or hit", func(f string) bool { return strings.HasPrefix(f, "chaams") || f == "hit" }},
		{"contains a", func(f string) bool { return strings.Contains(f, "a") }},
		{"never", func(string) bool { return false }},
		{"always", func(string) bool { return true }},
	}
	for n := 1; n <= 8; n++ {
		for _, pool := range [][]Die{kinds[:n], rotate(kinds, n)[:n]} {
			counts := make([][]int64, len(preds))
			for i := range counts {
				counts[i] = make([]int64, n+1)
			}
			var total int64
			Enumerate(pool, func(faces []string) {
				total++
				for i, p := range preds {
					k := 0
					for _, f := range faces {
						if p.hit(f) {
							k++
						}
					}
					counts[i][k]++
				}
			})
			for i, p := range preds {
				dist := HitDistribution(pool, p.hit)
				if len(dist) != n+1 {
					t.Fatalf("n=%d %s: %d entries", n, p.name, len(dist))
				}
				sum := new(big.Rat)
				for k, got := range dist {
					want := big.NewRat(counts[i][k], total)
					if got.Cmp(want) != 0 {
						t.Fatalf("n=%d %s: P(%d) = %v, enumeration says %v", n, p.name, k, got, want)
					}
					if got.Sign() < 0 {
						t.Fatalf("negative probability %v", got)
					}
					sum.Add(sum, got)
				}
				if sum.Cmp(big.NewRat(1, 1)) != 0 {
					t.Fatalf("n=%d %s: sum = %v", n, p.name, sum)
				}
			}
		}
	}
}

func rotate(dice []Die, by int) []Die {
	by %= len(dice)
	return append(slices.Clone(dice[by:]), dice[:by]...)
}

func TestAtLeastAndExpected(t *testing.T) {
	dist := HitDistribution(Many(3, D6()), func(f string) bool { return Value(f) >= 5 })
	tests := []struct {
		k    int
		want string
	}{
		{-1, "1"}, {0, "1"}, {1, "19/27"}, {2, "7/27"}, {3, "1/27"}, {4, "0"}, {100, "0"},
	}
	for _, tt := range tests {
		if got := AtLeast(dist, tt.k); got.Cmp(rat(tt.want)) != 0 {
			t.Errorf("AtLeast(%d) = %v, want %s", tt.k, got, tt.want)
		}
	}
	// AtLeast must not alias the distribution's entries.
	AtLeast(dist, 0).SetInt64(42)
	if dist[0].Cmp(rat("8/27")) != 0 {
		t.Fatalf("AtLeast changed dist[0] to %v", dist[0])
	}
	if got := Expected(dist); got.Cmp(big.NewRat(1, 1)) != 0 { // 3 × 1/3
		t.Fatalf("Expected = %v, want 1", got)
	}
	if got := Expected(nil); got.Sign() != 0 {
		t.Fatalf("Expected(nil) = %v", got)
	}
}

// The Dwarves fight: any die of 5+ on 3 dice, cross-checked two ways.
func TestAtLeastOneMatchesProb(t *testing.T) {
	pool := Many(3, D6())
	five := func(f string) bool { return Value(f) >= 5 }
	viaDist := AtLeast(HitDistribution(pool, five), 1)
	viaProb := Prob(pool, func(faces []string) bool { return slices.ContainsFunc(faces, five) })
	if viaDist.Cmp(viaProb) != 0 || viaDist.Cmp(rat("19/27")) != 0 {
		t.Fatalf("AtLeast = %v, Prob = %v, want 19/27", viaDist, viaProb)
	}
}

func BenchmarkHitDistribution8(b *testing.B) {
	pool := []Die{D6(), weighted, white, d4, coin, black, D6(), D6()}
	hit := func(f string) bool { return Value(f) >= 4 || f == "hit" || f == "voyage" }
	for b.Loop() {
		HitDistribution(pool, hit)
	}
}
