package dwarves

import (
	"math/big"
	"slices"
	"sync"

	"skald/rules"
)

// The luck of a session's action rolls, from its events: each fight, dispatch
// and attribute check weighed against the exact odds of odds.go. The dice
// counted are each roll of all of an action's dice as it fell (the council's
// forced re-roll of the highest die included, since it is no choice): the
// first roll, and a re-roll of every die when a hero's ability allows one.
// What the table then chooses to do with them (a +1, the council's re-roll
// of one die) is play, not luck, and is left out; so are moves, whose odds
// the app does not give, and rolls made while the council text in force was
// not known, whose odds it cannot know.

// Kinds of luck, each worded by its messages (see rules.LuckTally).
const (
	LuckFight    = "dwarves.luck.fight"    // troop-equivalents the dice could defeat
	LuckDispatch = "dwarves.luck.dispatch" // dispatches heard
	LuckCheck    = "dwarves.luck.check"    // successes on attribute checks
)

// LuckCounter adds up a session's luck, one event at a time.
type LuckCounter struct {
	luck rules.Luck
	// rolls are the rolls of every die of the action being resolved, as
	// they fell; forced says the council's forced re-roll was in force.
	rolls  [][]int
	forced bool
	known  bool
}

// luckOdds keeps the odds of each pool and target once worked out: every
// session's rolls read them, and a table meets the same few again and
// again. Odds are never changed once made.
var luckOdds sync.Map // oddsKey → []*big.Rat

type oddsKey struct {
	kind   string
	dice   int
	forced bool
	troops Troops
	target int
}

// Add reads event e, applied to state s (the state just before it).
func (c *LuckCounter) Add(s State, e Event) {
	switch e.Kind {
	case EvRolled:
		_, c.known = s.CouncilKind()
		c.forced = s.councilIs(CouncilForcedReroll)
		c.rolls = [][]int{slices.Clone(e.Faces)}
	case EvRerolled:
		if e.Die == 0 && s.Roll != nil {
			c.rolls = append(c.rolls, slices.Clone(e.Faces))
		}
	case EvFought:
		if s.Roll == nil || s.Roll.Action != ActFight {
			return
		}
		avail := clampTroops(s.sumAt(e.Places))
		for _, f := range c.rolls {
			c.add(LuckFight, oddsKey{kind: LuckFight, troops: avail}, f, func(p Pool) []*big.Rat { return FightOdds(p, avail) },
				BestRemoval(f, avail).Weight())
		}
		c.rolls = nil
	case EvDispatched:
		need, ok := CouncilNeed(s.CouncilPos())
		if !ok || s.Roll == nil || s.Roll.Action != ActDispatch {
			return
		}
		for _, f := range c.rolls {
			got := 0
			if dispatchSucceeds(s.CouncilPos(), f) {
				got = 1
			}
			c.add(LuckDispatch, oddsKey{kind: LuckDispatch, target: need}, f, func(p Pool) []*big.Rat {
				if odds := DispatchOdds(p, need); odds != nil {
					return []*big.Rat{big.NewRat(1, 1), odds}
				}
				return nil
			}, got)
		}
		c.rolls = nil
	case EvChecked:
		if s.Roll == nil || s.Roll.Action != ActCheck {
			return
		}
		for _, f := range c.rolls {
			c.add(LuckCheck, oddsKey{kind: LuckCheck, target: e.Target}, f, func(p Pool) []*big.Rat { return CheckOdds(p, e.Target) },
				successes(f, e.Target))
		}
		c.rolls = nil
	case EvMoved, EvTurnEnded:
		c.rolls = nil
	}
}

// add counts one roll of faces that gave got, with the odds of its pool:
// its dice and the council's forced re-roll, nothing the table chooses.
func (c *LuckCounter) add(kind string, key oddsKey, faces []int, odds func(Pool) []*big.Rat, got int) {
	if !c.known {
		return
	}
	key.dice, key.forced = len(faces), c.forced
	o, ok := luckOdds.Load(key)
	if !ok {
		o, _ = luckOdds.LoadOrStore(key, odds(Pool{Dice: len(faces), Forced: c.forced}))
	}
	c.luck.AddAtLeast(kind, false, got, o.([]*big.Rat))
}

// Luck is the luck added up so far.
func (c *LuckCounter) Luck() rules.Luck { return c.luck }

// SessionLuck is the luck of the events played from start.
func SessionLuck(start State, events []Event) rules.Luck {
	var c LuckCounter
	return rules.ReplayLuck(start, events, Evolve, c.Add, c.Luck)
}
