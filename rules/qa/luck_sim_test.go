package qa_test

import (
	"math"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
	"skald/rules/qa"
	"skald/rules/qa/gen"
)

// luckOfPlay plays a game of gen's commands with r (the app's digital rolls
// and the dice a table enters, both from r) and returns its luck.
func luckOfPlay(t *testing.T, r rules.Rand, n int) rules.Luck {
	t.Helper()
	start := qa.Decider.New(t, gen.Setups[0], qa.Peaceful(qa.TestProfile()))
	_, evs := rulestest.Play(t, start, r, n, gen.Command, step, qa.State.Over)
	return qa.SessionLuck(start, evs)
}

// step is a command decided and applied, a refusal skipped: the property
// tests check each step; these count dice, many games of them.
func step(s qa.State, c qa.Command, r rules.Rand) ([]qa.Event, qa.State, error) {
	evs, err := qa.Decide(s, c, r)
	if err != nil {
		return nil, s, nil
	}
	for _, e := range evs {
		s = qa.Evolve(s, e)
	}
	return evs, s, nil
}

// Fair dice over many games give no luck on average, and the scores spread
// as the odds say: their mean within 0.25 of 0 (4 standard errors for 300
// games), their variance within 0.3 of 1, and all the games' Chaams symbols
// together within 4 standard deviations of what the odds expected.
func TestLuckOfFairDice(t *testing.T) {
	const games = 300
	var (
		sum, sumSq float64
		all        rules.Luck
		n          int
	)
	for seed := range uint64(games * 2) {
		l := luckOfPlay(t, rulestest.RNG(seed), 100)
		score, ok := l.Score()
		if !ok {
			continue
		}
		sum += score
		sumSq += score * score
		all.Add(l)
		if n++; n == games {
			break
		}
	}
	if n < games {
		t.Fatalf("only %d games of enough rolls", n)
	}
	mean := sum / games
	variance := sumSq/games - mean*mean
	if math.Abs(mean) > 0.25 || math.Abs(variance-1) > 0.3 {
		t.Errorf("fair dice: mean score %.3f, variance %.3f; want 0 and 1", mean, variance)
	}
	tl := all.Tallies[0]
	d, _ := tl.Diff().Float64()
	v, _ := tl.Var.Float64()
	if z := d / math.Sqrt(v); math.Abs(z) > 4 {
		t.Errorf("%d rolls showed %d Chaams symbols, %.1f from the expected: %.1f standard deviations", tl.Rolls, tl.Got, d, z)
	}
}

// loaded always shows a die's last face: the voyage on a white die, none of
// the Chaams symbols.
type loaded struct{}

func (loaded) IntN(n int) int { return n - 1 }

// A die that never shows a Chaams symbol is lucky.
func TestLuckOfALoadedDie(t *testing.T) {
	l := luckOfPlay(t, loaded{}, 400)
	score, ok := l.Score()
	if !ok || score < 2 || l.Tallies[0].Got != 0 {
		t.Errorf("a die without Chaams scores %.2f %v over %d rolls", score, ok, l.Rolls())
	}
}
