package althing

import (
	"fmt"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// testProfile is a complete box profile for tests. Every requirement here
// (each stage asks for its own small amounts) and Thorfinn's cards are test
// fixtures, not claims about the real box.
func testProfile() map[string]string {
	p := map[string]string{thorfinnByKey: ByCard}
	for i, c := range StageCards {
		for _, side := range []string{SideA, SideB} {
			p[needKey(c, side, Gold)] = fmt.Sprint(i % 3)
			p[needKey(c, side, Wood)] = fmt.Sprint((i + 1) % 3)
			p[needKey(c, side, Bones)] = "1"
		}
	}
	for _, c := range []string{Thing, Althing} {
		for _, r := range Resources {
			p[needKey(c, "", r)] = "2"
		}
	}
	plans := map[string][2]string{
		"a": {"1", ActStage}, "b": {"2", ActTroll}, "c": {"1", ActAxe},
		"d": {"1", ""}, "e": {"2", ActShortageWood}, "f": {"1", ActStage},
	}
	for c, pl := range plans {
		p[thorfinnKey(c, "recruit", "")] = pl[0]
		if pl[1] != "" {
			p[thorfinnKey(c, "action", "")] = pl[1]
		}
		p[shieldKey(c)] = No
	}
	return p
}

// The shared test helpers (see rulestest), under the names these tests use.
var (
	rng     = rulestest.RNG
	with    = rulestest.With
	without = rulestest.Without
	decider = rulestest.For(spec, invariants)
	newGame = decider.New
)

// do decides c, checks every event on the state it applies to, evolves, checks
// the invariants, and returns the new state and the events.
func do(t testing.TB, s State, c Command) (State, []Event) {
	t.Helper()
	return doR(t, s, c, rng(1))
}

func doR(t testing.TB, s State, c Command, r rules.Rand) (State, []Event) {
	t.Helper()
	return decider.Do(t, s, c, r)
}

// refused asserts that c is refused with the given message ID; asks, that it
// asks for a printed value.
var refused, asks = decider.Refuses, decider.Asks

// dealt starts a game whose track is named at the table, and begins it.
func dealt(t testing.TB, su Setup, p map[string]string, cards ...string) State {
	t.Helper()
	s := newGame(t, su, p)
	if Dealt(su.Mode) {
		var st []Stage
		for _, c := range cards {
			st = append(st, Stage{Card: c, Side: SideA})
		}
		s, _ = do(t, s, Command{Kind: CmdDealTrack, Stages: st})
	}
	if s.Assembly != nil {
		s, _ = do(t, s, Command{Kind: CmdFillAssembly})
	}
	s, _ = do(t, s, Command{Kind: CmdBegin})
	return s
}

// endPhase ends the active player's phase.
func endPhase(t testing.TB, s State) State {
	t.Helper()
	s, _ = do(t, s, Command{Kind: CmdEndPhase})
	return s
}

// complete has the active player complete their next stage.
func complete(t testing.TB, s State) State {
	t.Helper()
	s, _ = do(t, s, Command{Kind: CmdComplete})
	return s
}

// thorfinn plays Thorfinn's phase with a named card.
func thorfinn(t testing.TB, s State, card string) State {
	t.Helper()
	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn, Card: card})
	s, _ = do(t, s, Command{Kind: CmdPlayThorfinn, Table: true})
	return s
}

// invariants are what no accepted command may break.
func invariants(s State) error {
	switch s.Phase {
	case PhaseSetup, PhasePlay, PhaseOver:
	default:
		return fmt.Errorf("phase %q", s.Phase)
	}
	if len(s.Track) > 0 {
		first, last := s.Track[0], s.Track[len(s.Track)-1]
		if first.Card != Kattegat || first.Side != s.Setup.Kattegat {
			return fmt.Errorf("track starts with %+v", first)
		}
		if last.Card != FinalFor(s.Track[1:len(s.Track)-1]) {
			return fmt.Errorf("track ends with %s, the rule says %s", last.Card, FinalFor(s.Track[1:len(s.Track)-1]))
		}
		if s.Race.Len != last.Level+1 {
			return fmt.Errorf("race of %d spaces for a final level %d", s.Race.Len, last.Level)
		}
		for _, id := range s.Order() {
			if pos := s.Race.Pos(id); pos < 1 || pos > s.Race.Len {
				return fmt.Errorf("%s at %d on a race of %d", id, pos, s.Race.Len)
			}
			if s.At(id) < 0 {
				return fmt.Errorf("%s stands on no card", id)
			}
		}
		if s.Thorfinn != nil && s.Race.Pos(ThorfinnID) < 2 {
			return fmt.Errorf("Thorfinn behind his start")
		}
	} else if s.Phase != PhaseSetup {
		return fmt.Errorf("playing without a track")
	}
	for _, p := range s.Players {
		if p.HandSize != HandSize && p.HandSize != VeteranHand {
			return fmt.Errorf("%s hand size %d", p.ID, p.HandSize)
		}
		if p.Veteran5 && (p.HandSize != HandSize || !s.Veteran) {
			return fmt.Errorf("%s waits for a Veteran hand it cannot get", p.ID)
		}
		if p.HandSize == VeteranHand && !s.Veteran {
			return fmt.Errorf("%s holds 5 without the Veteran stage", p.ID)
		}
		if p.Hand < 0 || p.Hand > VeteranHand {
			return fmt.Errorf("%s holds %d", p.ID, p.Hand)
		}
		if len(p.TrollsOut) > TrollsEach || slices.Contains(p.TrollsOut, p.ID) || !slices.IsSorted(p.TrollsOut) {
			return fmt.Errorf("%s Trolls out %v", p.ID, p.TrollsOut)
		}
		if !s.HasTrolls(p.ID) && (len(p.TrollsOut) > 0 || p.Storm != nil) {
			return fmt.Errorf("the solo player played a Troll")
		}
		if p.Storm != nil && (p.Storm.Target == p.ID || !s.isActor(p.Storm.Target) || (p.Storm.Face != Stormur && p.Storm.Face != Ovedur)) {
			return fmt.Errorf("%s Storm %+v", p.ID, *p.Storm)
		}
		if lvl := s.Level(p.ID); s.Setup.Mode == ModeSaga && lvl > 0 && lvl < s.Final() && p.Branch == "" {
			return fmt.Errorf("%s in the saga branches without a branch", p.ID)
		}
	}
	if t := s.Thorfinn; t != nil {
		want := len(ThorfinnCards)
		if s.Setup.Hard {
			want--
		}
		n := t.Deck.Total()
		if t.Card != "" {
			n++
		}
		if n != want {
			return fmt.Errorf("Thorfinn has %d cards, want %d", n, want)
		}
		if s.Setup.Hard && (t.Deck.Count("d")+t.Deck.DiscardCount("d") > 0 || t.Card == "d") {
			return fmt.Errorf("card d in the hard deck")
		}
		if len(t.TrollsOut) > TrollsEach || t.Owed < 0 || t.Hand < 0 {
			return fmt.Errorf("Thorfinn %+v", *t)
		}
	}
	if a := s.Assembly; a != nil {
		n := a.Deck.Total() + len(a.Under) + len(a.Taken) + len(a.Row) - a.Empty()
		if n != AssemblySize {
			return fmt.Errorf("%d Assembly cards accounted for, want 30", n)
		}
		if len(a.Row) != AssemblyShown(s.Setup.Solo) {
			return fmt.Errorf("Assembly row of %d", len(a.Row))
		}
		for _, v := range Vikings {
			c := a.Deck.Count(v) + a.InRow(v)
			for _, u := range append(slices.Clone(a.Under), a.Taken...) {
				if u == v {
					c++
				}
			}
			if c != VikingCopies[v] {
				return fmt.Errorf("%d %s, want %d", c, v, VikingCopies[v])
			}
		}
	}
	if s.Phase == PhasePlay && (s.Turn < 1 || s.Active < 0 || s.Active >= len(s.Order())) {
		return fmt.Errorf("turn %d, seat %d", s.Turn, s.Active)
	}
	if s.Over() && len(s.Result.Kings) == 0 {
		return fmt.Errorf("over with no King")
	}
	return nil
}
