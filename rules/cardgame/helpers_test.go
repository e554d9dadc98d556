package cardgame

import (
	"fmt"
	"strconv"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// testProfile is a complete box profile for tests. The names and symbols are
// fixtures, not claims about the real cards, except the rulebook's own example
// land, Fortified Port (4 Bravery and nothing else), filed here as the
// Vikings' first land.
func testProfile() map[string]string {
	p := map[string]string{}
	for fi, f := range Factions {
		for n := 1; n <= LandsPerFaction; n++ {
			id := LandID(f, n)
			p[LandNameKey(id)] = fmt.Sprintf("%s land %d", f, n)
			p[LandAttrKey(id, Bravery)] = strconv.Itoa((fi + n) % 4)
			p[LandAttrKey(id, Cunning)] = strconv.Itoa((fi + 2*n) % 4)
			p[LandAttrKey(id, Power)] = strconv.Itoa((2*fi + n) % 4)
		}
	}
	port := LandID(Vikings, 1)
	p[LandNameKey(port)] = "Fortified Port"
	p[LandAttrKey(port, Bravery)] = "4"
	p[LandAttrKey(port, Cunning)] = "0"
	p[LandAttrKey(port, Power)] = "0"
	return p
}

// Fortified Port is the rulebook's example land.
var fortifiedPort = LandID(Vikings, 1)

// The shared test helpers (see rulestest), under the names these tests use.
var (
	without = rulestest.Without
	decider = rulestest.For(spec, invariants).Learning()
	newGame = decider.New
)

// duel is a setup: Anna plays the Lords and starts as the destiny player with
// two companions; Ben plays the Vikings with one. In play: two Lords lands and
// four Vikings lands, Fortified Port among them.
func duel() Setup {
	return Setup{
		Players: []Player{{Name: "Anna", Faction: Lords, Companions: 2}, {Name: "Ben", Faction: Vikings, Companions: 1}},
		First:   0,
		Lands:   []string{LandID(Lords, 2), LandID(Lords, 4), LandID(Vikings, 1), LandID(Vikings, 2), LandID(Vikings, 3), LandID(Vikings, 5)},
	}
}

// do decides c, checks every event on the state it applies to, evolves, checks
// the invariants, and returns the new state and the events. Nothing in the
// card game is random: Decide gets no random source.
func do(t testing.TB, s State, c Command) (State, []Event) {
	t.Helper()
	return decider.Do(t, s, c, nil)
}

// refused asserts that c is refused with the given message ID; asks, that it
// asks for a printed value.
var refused, asks = decider.Refuses, decider.Asks

// invariants are what no accepted command may break.
func invariants(s State) error {
	if s.Round < 1 {
		return fmt.Errorf("round %d", s.Round)
	}
	if s.Destiny != 0 && s.Destiny != 1 {
		return fmt.Errorf("destiny seat %d", s.Destiny)
	}
	conquered := map[string]int{}
	seen := map[string]bool{}
	for _, l := range s.Lands {
		if _, _, ok := ParseLand(l.ID); !ok || seen[l.ID] {
			return fmt.Errorf("land %q in play", l.ID)
		}
		seen[l.ID] = true
		if l.By != "" {
			if _, ok := s.SeatOf(l.By); !ok {
				return fmt.Errorf("land %s conquered by %q", l.ID, l.By)
			}
			conquered[l.By]++
		}
		if l.BaneUsed > s.Round {
			return fmt.Errorf("land %s bane effect used in round %d of %d", l.ID, l.BaneUsed, s.Round)
		}
	}
	won := false
	for i, p := range s.Seats {
		h := s.HornsOf(p.Faction)
		// One horn per conquered land, and no horn without one.
		if h != conquered[p.Faction] || h < 0 || h > HornsToWin {
			return fmt.Errorf("%s: %d horns, %d lands conquered", p.Faction, h, conquered[p.Faction])
		}
		if h == HornsToWin {
			won = true
			if s.Result.Status != rules.Won || s.Result.Player != p.Faction {
				return fmt.Errorf("%s has three horns but the result is %+v", p.Faction, s.Result)
			}
		}
		if p.Companions < 0 || p.Companions > MaxParty {
			return fmt.Errorf("%s: %d companions", p.Faction, p.Companions)
		}
		f := s.Fate[i]
		if f.Hand < 0 || f.Pool < 0 || f.Left() < 0 {
			return fmt.Errorf("%s: fate %+v", p.Faction, f)
		}
		if s.Phase != PhaseFate && !f.Done && !s.Over() {
			return fmt.Errorf("%s: fate not done in phase %s", p.Faction, s.Phase)
		}
	}
	if s.Result.Status == rules.Won && !won {
		return fmt.Errorf("won without three horns: %+v", s.Result)
	}
	if s.Upkeep < 0 || s.Upkeep > s.Seats[s.Destiny].Companions {
		return fmt.Errorf("upkeep %d with %d companions", s.Upkeep, s.Seats[s.Destiny].Companions)
	}
	if s.Phase == PhaseJourney && s.Step != StepChoose {
		if i, ok := s.LandIndex(s.Journey.Land); !ok || (s.Lands[i].By != "" && s.Step != StepEnd) {
			return fmt.Errorf("journey to %q in step %s", s.Journey.Land, s.Step)
		}
	}
	if s.Journey.Resolved && s.Journey.Success != Compare(s.Journey.Party, s.Journey.Difficulty()).Success() {
		return fmt.Errorf("journey verdict %v does not follow from its numbers", s.Journey.Success)
	}
	if s.Window.Passes < 0 || s.Window.Passes > 1 {
		return fmt.Errorf("%d passes in a row in an open window", s.Window.Passes)
	}
	if len(Steps(s)) == 0 {
		return fmt.Errorf("no checklist")
	}
	return nil
}

// --- moving a game along with real commands ---

// fate splits both players' points: hand cards to the hand, the rest to the pool.
func fate(t testing.TB, s State, hand int) State {
	t.Helper()
	for _, f := range []string{s.DestinyFaction(), s.BaneFaction()} {
		if hand > 0 {
			s, _ = do(t, s, Command{Kind: CmdFate, Player: f, To: FateHand, N: hand})
		}
		if hand < FatePoints {
			s, _ = do(t, s, Command{Kind: CmdFate, Player: f, To: FatePool, N: FatePoints - hand})
		}
	}
	if s.Phase != PhaseDawn {
		t.Fatalf("after the split: phase %s", s.Phase)
	}
	return s
}

// passBoth closes a window: the player to act passes, then the other.
func passBoth(t testing.TB, s State) State {
	t.Helper()
	first := s.Turn()
	if first == "" {
		first = s.DestinyFaction()
	}
	s, _ = do(t, s, Command{Kind: CmdPass, Player: first})
	s, _ = do(t, s, Command{Kind: CmdPass, Player: s.Opponent(first)})
	return s
}

// journey plays a round from its start to the Dusk: the split, a quiet Dawn,
// the journey to land against the given numbers, a quiet Journey step 2.
func journey(t testing.TB, s State, land, oppose string, party, bane, opp Attrs, effect string) State {
	t.Helper()
	s = fate(t, s, 3)
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: land})
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: oppose})
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdResolve, Party: party, Bane: bane, Opponent: opp})
	s, _ = do(t, s, Command{Kind: CmdReturn})
	s, _ = do(t, s, Command{Kind: CmdEndJourney, Effect: effect})
	return s
}

// dusk ends the round: a quiet window, every companion kept, clean-up, swap.
func dusk(t testing.TB, s State) State {
	t.Helper()
	s = passBoth(t, s)
	for s.Step == StepUpkeep {
		s, _ = do(t, s, Command{Kind: CmdUpkeep, Upkeep: UpkeepMet})
	}
	s, _ = do(t, s, Command{Kind: CmdCleanup})
	s, _ = do(t, s, Command{Kind: CmdSwap})
	return s
}
