package qa

import (
	"math/big"
	"sync"

	"skald/rules"
)

// The luck of a session's Destin rolls, from its events: the Chaams symbols
// each roll of the white dice showed, weighed against their exact odds
// (ChaamsOdds). Every roll counts, the first of a turn and each re-roll of
// the dice left, since each is a fresh roll of those dice. Fewer symbols is
// luckier. The black die is left out: whether a face helps depends on the
// white dice and on the table's choices, so there is no one measure of it.

// LuckChaams is the kind of luck counted: Chaams symbols rolled.
const LuckChaams = "qa.luck.chaams"

// LuckCounter adds up a session's luck, one event at a time.
type LuckCounter struct {
	luck rules.Luck
}

// chaamsOdds is ChaamsOdds for 0 to WhiteDice dice, worked out once: every
// session's rolls read them.
var chaamsOdds = sync.OnceValue(func() [][]*big.Rat {
	out := make([][]*big.Rat, WhiteDice+1)
	for n := range out {
		out[n] = ChaamsOdds(n)
	}
	return out
})

// Add reads event e, applied to state s (the state just before it).
func (c *LuckCounter) Add(_ State, e Event) {
	if e.Kind != EvRolled || len(e.White) == 0 {
		return
	}
	n := len(e.White)
	if n > WhiteDice {
		return
	}
	got := 0
	for _, f := range e.White {
		got += ChaamsSymbols(f)
	}
	c.luck.AddExactly(LuckChaams, true, got, chaamsOdds()[n])
}

// Luck is the luck added up so far.
func (c *LuckCounter) Luck() rules.Luck { return c.luck }

// SessionLuck is the luck of the events played from start.
func SessionLuck(start State, events []Event) rules.Luck {
	var c LuckCounter
	return rules.ReplayLuck(start, events, Evolve, c.Add, c.Luck)
}
