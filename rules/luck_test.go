package rules

import (
	"math"
	"math/big"
	"testing"
)

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

// A die's mean and variance come from its odds, given either way; a roll
// that could end only one way is not counted.
func TestLuckTallyMoments(t *testing.T) {
	var a, b Luck
	// One six-sided die, counted by its face: mean 7/2, variance 35/12.
	atLeast := []*big.Rat{rat("1"), rat("1"), rat("5/6"), rat("4/6"), rat("3/6"), rat("2/6"), rat("1/6")}
	exactly := []*big.Rat{rat("0"), rat("1/6"), rat("1/6"), rat("1/6"), rat("1/6"), rat("1/6"), rat("1/6")}
	if !a.AddAtLeast("d6", false, 5, atLeast) || !b.AddExactly("d6", false, 5, exactly) {
		t.Fatal("a die roll not counted")
	}
	for _, l := range []Luck{a, b} {
		tl := l.Tallies[0]
		if tl.Rolls != 1 || tl.Got != 5 || tl.Mean.Cmp(rat("7/2")) != 0 || tl.Var.Cmp(rat("35/12")) != 0 {
			t.Errorf("d6: %d rolls gave %d, mean %s, variance %s", tl.Rolls, tl.Got, tl.Mean.RatString(), tl.Var.RatString())
		}
		if tl.Diff().Cmp(rat("3/2")) != 0 {
			t.Errorf("d6: a 5 is %s from the mean, want 3/2", tl.Diff().RatString())
		}
	}
	if a.AddAtLeast("sure", false, 1, []*big.Rat{rat("1"), rat("1")}) || a.AddAtLeast("none", false, 0, nil) ||
		a.AddAtLeast("unknown", false, 0, []*big.Rat{rat("1"), nil}) || len(a.Tallies) != 1 {
		t.Errorf("a certain or unknown roll counted: %+v", a.Tallies)
	}
}

// The score needs MinLuckRolls rolls, weighs each kind by its spread, and
// counts fewer as luckier where fewer is good.
func TestLuckScore(t *testing.T) {
	coin := []*big.Rat{rat("1"), rat("1/2")} // mean 1/2, variance 1/4
	var l Luck
	for range MinLuckRolls - 1 {
		l.AddAtLeast("heads", false, 1, coin)
	}
	if _, ok := l.Score(); ok {
		t.Fatalf("a score from %d rolls", l.Rolls())
	}
	l.AddAtLeast("bad", true, 1, coin)
	// Heads: 4 − 2 = +2; bad: 1 − 1/2 = +1/2, the unlucky way. Variance 5/4.
	score, ok := l.Score()
	if want := 1.5 / math.Sqrt(1.25); !ok || math.Abs(score-want) > 1e-12 {
		t.Errorf("score %v %v, want %v", score, ok, want)
	}

	// Adding sessions sums them kind by kind and leaves each as it was.
	var all Luck
	all.Add(l)
	all.Add(l)
	if h := all.Tallies[0]; h.Rolls != 8 || h.Got != 8 || h.Mean.Cmp(rat("4")) != 0 || h.Var.Cmp(rat("2")) != 0 {
		t.Errorf("two sessions of heads: %+v", h)
	}
	if h := l.Tallies[0]; h.Rolls != 4 || h.Mean.Cmp(rat("2")) != 0 {
		t.Errorf("adding a session changed it: %+v", h)
	}
}
