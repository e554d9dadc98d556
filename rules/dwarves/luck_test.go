package dwarves

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"skald/rules"
)

// luckOf is the luck of the table's events, read from its setup.
func (tb *table) luckOf() rules.Luck {
	tb.t.Helper()
	s, err := New(tb.setup, tb.prof)
	if err != nil {
		tb.t.Fatal(err)
	}
	return SessionLuck(s, tb.log)
}

// wantTally checks one kind's tally against figures counted by hand.
func wantTally(t *testing.T, l rules.Luck, kind string, rolls, got int, mean, variance string) {
	t.Helper()
	for _, tl := range l.Tallies {
		if tl.Kind != kind {
			continue
		}
		m, _ := new(big.Rat).SetString(mean)
		v, _ := new(big.Rat).SetString(variance)
		if tl.Rolls != rolls || tl.Got != got || tl.Mean.Cmp(m) != 0 || tl.Var.Cmp(v) != 0 {
			t.Errorf("%s: %d rolls gave %d, expected %s, variance %s; want %d rolls giving %d, expected %s, variance %s",
				kind, tl.Rolls, tl.Got, tl.Mean.RatString(), tl.Var.RatString(), rolls, got, mean, variance)
		}
		return
	}
	if rolls > 0 {
		t.Errorf("no %s rolls counted, want %d", kind, rolls)
	}
}

// A small session entered at the table, counted by hand: a fight, a
// dispatch and three checks.
func TestLuckCountedByHand(t *testing.T) {
	tb := newTable(t, book1(Tungdil, Balyndis), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Orcs: 2, Trolls: 1, Elfar: 1}})
	tb.startActions()
	// Two dice against troops of every kind: any 4+ defeats one, so each
	// die defeats one with chance 1/2: expected 1, variance 2·1/4. A 6 and
	// a 4 defeat 2.
	tb.roll(ActFight, "", 6, 4)
	tb.do(Command{Kind: CmdFight})
	// Council on 5: a dispatch needs a 5+ on one of three dice, chance
	// 1 − (4/6)³ = 19/27, variance 19/27 · 8/27. A 5 is heard.
	tb.roll(ActDispatch, "", 5, 2, 1)
	tb.do(Command{Kind: CmdDispatch})
	tb.do(Command{Kind: CmdEndTurn})

	// Three checks: Balyndis 4+ on three dice (expected 3/2, variance
	// 3/4) and 6+ on two, Tungdil 6+ on two (1/3 and 5/18 each).
	tb.startActions()
	tb.roll(ActCheck, AttrCraft, 4, 2, 1)
	tb.do(Command{Kind: CmdCheck, Card: "Forge", Target: 4, Need: 3})
	tb.roll(ActCheck, AttrCraft, 6, 1)
	tb.do(Command{Kind: CmdCheck, Card: "Anvil", Target: 6, Need: 1})
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions()
	tb.roll(ActCheck, AttrSpeed, 2, 3)
	tb.do(Command{Kind: CmdCheck, Card: "Race", Target: 6, Need: 1})

	l := tb.luckOf()
	wantTally(t, l, LuckFight, 1, 2, "1", "1/2")
	wantTally(t, l, LuckDispatch, 1, 1, "19/27", "152/729")
	wantTally(t, l, LuckCheck, 3, 2, "13/6", "47/36")
	// (1 + 8/27 − 1/6) / √(1/2 + 152/729 + 47/36) = (61/54) / (√5873/54).
	score, ok := l.Score()
	if want := 61 / math.Sqrt(5873); !ok || math.Abs(score-want) > 1e-12 {
		t.Errorf("score %v %v, want %v", score, ok, want)
	}
}

// What the table chooses after a roll (Boëndal's +1, the council's re-roll
// of one die) is not luck: the dice count as they fell. A re-roll of every
// die is a fresh roll and counts as one.
func TestLuckCountsTheDiceAsTheyFell(t *testing.T) {
	tb := newTable(t, book1(Boendal, Boindil), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Trolls: 1}})
	tb.startActions()
	tb.roll(ActFight, "", 4, 2)
	tb.do(Command{Kind: CmdBump, Die: 1})
	tb.do(Command{Kind: CmdFight})
	if !tb.s.Board[hex].Zero() {
		t.Fatal("the bumped 5 should defeat the Troll")
	}
	// A 4 and a 2 defeat no Troll; two dice reach 5 with chance 1 − (4/6)².
	wantTally(t, tb.luckOf(), LuckFight, 1, 0, "5/9", "20/81")
	tb.do(Command{Kind: CmdEndTurn})

	hex = tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Orcs: 2}})
	tb.startActions()
	tb.roll(ActFight, "", 1, 1)
	tb.do(Command{Kind: CmdReroll, Table: true, Faces: []int{6, 6}})
	tb.do(Command{Kind: CmdFight})
	// Two rolls of two dice against 2 Orcs: 0 and 2, each expected 1
	// with variance 1/2.
	wantTally(t, tb.luckOf(), LuckFight, 3, 2, "23/9", "101/81")
}

// The council's forced re-roll of the highest die is part of the roll: two
// dice against 2 Orcs, the higher rolled again, defeat 3/4 of a troop on
// average (the lower die reaches 4 with chance 1/4, the new one 1/2), not 1.
func TestLuckWithTheForcedReroll(t *testing.T) {
	prof := profile(20, nil)
	prof[CouncilKey(CouncilStart, 1)] = CouncilForcedReroll
	tb := newTable(t, book1(Tungdil, Balyndis), prof)
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Orcs: 2}})
	tb.startActions()
	tb.roll(ActFight, "", 4, 1)
	tb.do(Command{Kind: CmdFight})
	// P(≥1) = 1 − 3/4·1/2 = 5/8, P(≥2) = 1/4·1/2 = 1/8: E[X²] = 5/8 + 3/8.
	wantTally(t, tb.luckOf(), LuckFight, 1, 1, "3/4", "7/16")
}

// A roll whose outcome was certain, and one made while the council text in
// force was not known, count for nothing.
func TestLuckLeavesOutWhatIsNotChance(t *testing.T) {
	tb := newTable(t, book1(Tungdil, Balyndis), profile(20, nil))
	tb.startActions()
	tb.roll(ActCheck, AttrCraft, 1, 2)
	tb.do(Command{Kind: CmdCheck, Card: "Sure", Target: 1, Need: 1})
	if n := tb.luckOf().Rolls(); n != 0 {
		t.Errorf("a check every die passes counted as %d rolls", n)
	}

	// A dispatch heard moves the marker to a space not learned yet: the
	// check after it is not counted, the dispatch is.
	prof := profile(20, nil)
	delete(prof, CouncilKey(CouncilStart+1, 1))
	tb = newTable(t, book1(Tungdil, Balyndis), prof)
	tb.startActions()
	tb.roll(ActDispatch, "", 6, 2)
	tb.do(Command{Kind: CmdDispatch})
	tb.roll(ActCheck, AttrCraft, 4, 2)
	tb.do(Command{Kind: CmdCheck, Card: "Forge", Target: 4, Need: 1})
	l := tb.luckOf()
	wantTally(t, l, LuckDispatch, 1, 1, "5/9", "20/81")
	wantTally(t, l, LuckCheck, 0, 0, "0", "0")
}

// loaded is a die that always shows its last face: a 6.
type loaded struct{}

func (loaded) IntN(n int) int { return n - 1 }

// luckSession plays turns of the test box with r rolling every die, as the
// app does in digital mode: each action in turn a fight against the troops
// in the hero's hex (topped up to four), a dispatch while the Council
// marker can move, and a check against targets 3 to 6, with 1 to 4 dice.
// A hero who loses Health in a fight is healed, so the game goes on.
func luckSession(t *testing.T, prof map[string]string, r rules.Rand, turns int) rules.Luck {
	t.Helper()
	su := book1(Tungdil, Balyndis)
	s, err := New(su, prof)
	if err != nil {
		t.Fatal(err)
	}
	start := s
	var (
		c   LuckCounter
		log []Event
	)
	do := func(cmd Command) {
		t.Helper()
		evs, err := Decide(s, cmd, r)
		if err != nil {
			t.Fatalf("%s: %s", cmd.Kind, describe(err))
		}
		for _, e := range evs {
			c.Add(s, e)
			s = Evolve(s, e)
		}
		log = append(log, evs...)
	}
	n := 0
	for range turns {
		do(Command{Kind: CmdAdvance, Table: true})
		for range ActionsPerTurn {
			n++
			dice := 1 + n%4
			switch _, canDispatch := CouncilNeed(s.CouncilPos()); {
			case n%3 == 0:
				hex := s.Hero().Hex
				if have := s.Board[hex].Pieces(); have < 4 {
					do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Orcs: 4 - have}.Min(s.Supply)})
				}
				do(Command{Kind: CmdRoll, Action: ActFight, Dice: dice})
				health := s.Hero().Health
				do(Command{Kind: CmdFight})
				if s.Hero().Health < health {
					do(Command{Kind: CmdHealth, Hero: s.Hero().ID, N: 1})
				}
			case n%3 == 1 && canDispatch:
				do(Command{Kind: CmdRoll, Action: ActDispatch, Dice: dice})
				do(Command{Kind: CmdDispatch})
			default:
				do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrCraft, Dice: dice})
				do(Command{Kind: CmdCheck, Card: "Forge", Target: 3 + n%4, Need: 1})
			}
		}
		do(Command{Kind: CmdEndTurn})
	}
	l := c.Luck()
	// Counted as the events came, or replayed from the log: the same.
	if again, _ := SessionLuck(start, log).Score(); !sameLuck(l, SessionLuck(start, log)) {
		t.Fatalf("luck counted live differs from the luck replayed (%v)", again)
	}
	return l
}

func sameLuck(a, b rules.Luck) bool {
	if len(a.Tallies) != len(b.Tallies) {
		return false
	}
	for i, x := range a.Tallies {
		y := b.Tallies[i]
		if x.Kind != y.Kind || x.Rolls != y.Rolls || x.Got != y.Got || x.Mean.Cmp(y.Mean) != 0 || x.Var.Cmp(y.Var) != 0 {
			return false
		}
	}
	return true
}

// Fair dice, rolled by the app over many sessions, give no luck on average,
// and the scores spread as the odds say: their mean is within 0.25 of 0 (4
// standard errors for 300 sessions), their variance within 0.3 of 1, and
// every kind of roll over all the sessions within 4 standard deviations of
// what the odds expected. With the council's forced re-roll in force too.
func TestLuckOfFairDice(t *testing.T) {
	forced := profile(20, nil)
	forced[CouncilKey(CouncilStart, 1)] = CouncilForcedReroll
	for name, prof := range map[string]map[string]string{"plain": profile(20, nil), "forced re-roll": forced} {
		t.Run(name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, 11))
			const sessions = 300
			var (
				sum, sumSq float64
				all        rules.Luck
			)
			for range sessions {
				l := luckSession(t, prof, r, 4)
				score, ok := l.Score()
				if !ok {
					t.Fatalf("a session of %d rolls has no score", l.Rolls())
				}
				sum += score
				sumSq += score * score
				all.Add(l)
			}
			mean := sum / sessions
			variance := sumSq/sessions - mean*mean
			if math.Abs(mean) > 0.25 || math.Abs(variance-1) > 0.3 {
				t.Errorf("fair dice: mean score %.3f, variance %.3f; want 0 and 1", mean, variance)
			}
			for _, tl := range all.Tallies {
				d, _ := tl.Diff().Float64()
				v, _ := tl.Var.Float64()
				if z := d / math.Sqrt(v); math.Abs(z) > 4 {
					t.Errorf("%s: %d rolls gave %d, %.1f from the expected: %.1f standard deviations", tl.Kind, tl.Rolls, tl.Got, d, z)
				}
			}
			if len(all.Tallies) != 3 {
				t.Errorf("kinds counted: %+v", all.Tallies)
			}
		})
	}
}

// A loaded die that always shows 6 is lucky in every kind of roll.
func TestLuckOfALoadedDie(t *testing.T) {
	l := luckSession(t, profile(20, nil), loaded{}, 4)
	for _, tl := range l.Tallies {
		if tl.Diff().Sign() <= 0 {
			t.Errorf("%s: %d rolls of 6 gave %d, expected %s: no luck", tl.Kind, tl.Rolls, tl.Got, tl.Mean.FloatString(2))
		}
	}
	if score, ok := l.Score(); !ok || score < 2 {
		t.Errorf("a die of 6s scores %.2f %v", score, ok)
	}
}
