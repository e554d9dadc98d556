package rules

import (
	"math"
	"math/big"
)

// Luck compares what the dice of a session showed with what their exact odds
// expected. Only rolls whose odds the app knows exactly count, and only those
// whose outcome was left to chance: a roll that could end only one way says
// nothing of luck.

// MinLuckRolls is the fewest rolls a luck figure is given for. Below it the
// figure is one or two dice: a single 6 would move it more than the luck it
// is meant to show, so the app says there are too few rolls instead.
const MinLuckRolls = 5

// LuckTally adds up one kind of roll of a session (a Dwarves fight, a Qâ roll
// of the white dice): what the dice gave, what their odds expected, and the
// spread those odds allow.
type LuckTally struct {
	Kind  string // the message ID stem that words it: "<kind>.more", ".fewer", ".even", ".name"
	Fewer bool   // fewer is luckier (Qâ's Chaams symbols)
	Rolls int
	Got   int
	Mean  *big.Rat // expected total (never nil in a tally of Luck)
	Var   *big.Rat // variance of the total: the rolls are independent, so it adds up
}

// AddAtLeast counts a roll of kind that gave got, whose odds are
// atLeast[k] = the chance of at least k (atLeast[0] = 1), as the odds
// functions give them. A roll whose outcome was certain is not counted;
// false then, or when the odds are unknown (nil).
func (l *Luck) AddAtLeast(kind string, fewer bool, got int, atLeast []*big.Rat) bool {
	if len(atLeast) == 0 {
		return false
	}
	// E[X] = Σ P(X ≥ k) and E[X²] = Σ (2k−1)·P(X ≥ k), k ≥ 1.
	mean, sq := new(big.Rat), new(big.Rat)
	for k := 1; k < len(atLeast); k++ {
		if atLeast[k] == nil {
			return false
		}
		mean.Add(mean, atLeast[k])
		sq.Add(sq, new(big.Rat).Mul(big.NewRat(int64(2*k-1), 1), atLeast[k]))
	}
	v := new(big.Rat).Sub(sq, new(big.Rat).Mul(mean, mean))
	if v.Sign() <= 0 {
		return false
	}
	l.add(LuckTally{Kind: kind, Fewer: fewer, Rolls: 1, Got: got, Mean: mean, Var: v})
	return true
}

// AddExactly counts a roll of kind that gave got, whose odds are dist[k] =
// the chance of exactly k; as AddAtLeast otherwise.
func (l *Luck) AddExactly(kind string, fewer bool, got int, dist []*big.Rat) bool {
	atLeast := make([]*big.Rat, len(dist))
	sum := new(big.Rat)
	for k := len(dist) - 1; k >= 0; k-- {
		if dist[k] == nil {
			return false
		}
		sum = new(big.Rat).Add(sum, dist[k])
		atLeast[k] = sum
	}
	return l.AddAtLeast(kind, fewer, got, atLeast)
}

// ReplayLuck is the luck of events played from start: add reads each event
// with the state just before it, evolve applies it, luck gives the total.
func ReplayLuck[S, E any](start S, events []E, evolve func(S, E) S, add func(S, E), luck func() Luck) Luck {
	s := start
	for _, e := range events {
		add(s, e)
		s = evolve(s, e)
	}
	return luck()
}

// Diff is what the dice gave less what the odds expected: more troops
// defeated, more Chaams symbols (whichever way is luckier).
func (t LuckTally) Diff() *big.Rat {
	d := big.NewRat(int64(t.Got), 1)
	return d.Sub(d, t.Mean)
}

// Enough reports whether the tally rests on enough rolls to be given.
func (t LuckTally) Enough() bool { return t.Rolls >= MinLuckRolls }

// Luck is a session's rolls by kind, in the order the game first met them.
type Luck struct {
	Tallies []LuckTally
}

// Rolls is every roll counted, of every kind.
func (l Luck) Rolls() int {
	n := 0
	for _, t := range l.Tallies {
		n += t.Rolls
	}
	return n
}

// Add adds o's rolls to l's, kind by kind: the luck of several sessions.
func (l *Luck) Add(o Luck) {
	for _, t := range o.Tallies {
		l.add(t)
	}
}

// add adds t to the tally of its kind, which is new when l has none.
func (l *Luck) add(t LuckTally) {
	if t.Rolls == 0 {
		return
	}
	for i := range l.Tallies {
		if x := &l.Tallies[i]; x.Kind == t.Kind {
			x.Rolls += t.Rolls
			x.Got += t.Got
			x.Mean = new(big.Rat).Add(x.Mean, t.Mean)
			x.Var = new(big.Rat).Add(x.Var, t.Var)
			return
		}
	}
	t.Mean, t.Var = new(big.Rat).Set(t.Mean), new(big.Rat).Set(t.Var)
	l.Tallies = append(l.Tallies, t)
}

// Score is the luck of every roll together, in standard deviations: how far
// the dice strayed from their odds, the luckier way positive, weighed by how
// far those odds let them stray. Whatever the game and however many rolls,
// fair dice give a score of 0 on average, and mostly between −2 and 2, so
// games can be ranked by it. False below MinLuckRolls.
func (l Luck) Score() (float64, bool) {
	if l.Rolls() < MinLuckRolls {
		return 0, false
	}
	diff, v := new(big.Rat), new(big.Rat)
	for _, t := range l.Tallies {
		if t.Rolls == 0 {
			continue
		}
		d := t.Diff()
		if t.Fewer {
			d.Neg(d)
		}
		diff.Add(diff, d)
		v.Add(v, t.Var)
	}
	if v.Sign() <= 0 {
		return 0, false
	}
	df, _ := diff.Float64()
	vf, _ := v.Float64()
	return df / math.Sqrt(vf), true
}
