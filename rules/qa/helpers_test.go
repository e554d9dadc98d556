package qa

import (
	"fmt"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/internal/rulestest"
)

// testProfile is a complete box profile for tests. The Chaams composition here
// (2 of each type at level 1, 1 of each at levels 2 and 3) is a test fixture,
// not a claim about the real box.
func testProfile() map[string]string {
	p := map[string]string{"qa.start.3": "5", "qa.start.4": "6"}
	for _, t := range SkillTypes {
		p[chaamsKey(1, t)] = "2"
		p[chaamsKey(2, t)] = "1"
		p[chaamsKey(3, t)] = "1"
	}
	hands := map[string][3]string{
		Thorgal: {Combat, Combat, Assassinat},
		Kriss:   {Assassinat, Corruption, Esquive},
		Aaricia: {Persuasion, Persuasion, Infiltration},
		Jolan:   {Infiltration, Combat, Persuasion},
		Tjall:   {Corruption, Persuasion, Esquive},
		Arghun:  {Esquive, Esquive, Infiltration},
	}
	for h, cards := range hands {
		for i, c := range cards {
			p[skillKey(h, i+1)] = c
		}
	}
	return p
}

// The shared test helpers (see rulestest), under the names these tests use.
var (
	rng       = rulestest.RNG
	with      = rulestest.With
	sameState = rulestest.SameState
	decider   = rulestest.For(spec, invariants).Learning()
	newGame   = decider.New
)

// played is decider as random play uses it: Decide accepts only what Allowed
// lists (a Défi and a learned value at any time), and every choice the screen
// offers after a command is accepted (offersAccepted).
var played = func() rulestest.Game[Setup, State, Command, Event] {
	d := decider
	d.Accepts = func(s State, c Command) error {
		if c.Kind != CmdLearn && c.Kind != CmdDefi && !slices.Contains(Allowed(s), c.Kind) {
			return errf("Decide accepted %s, which Allowed(%s) does not list: %v", c.Kind, s.Phase, Allowed(s))
		}
		return nil
	}
	d.Invariants = func(s State) error {
		if err := invariants(s); err != nil {
			return err
		}
		return offersAccepted(s)
	}
	return d
}()

func fourHeroes(t testing.TB) State {
	return newGame(t, Setup{Players: 2, Heroes: []string{Arghun, Thorgal, Jolan, Aaricia}}, testProfile())
}

// do decides c (with rng(1) when r is nil), checks every event on the state
// it applies to, evolves, checks the invariants, and returns the new state
// and the events.
func do(t testing.TB, s State, c Command, r rules.Rand) (State, []Event) {
	t.Helper()
	if r == nil {
		r = rng(1)
	}
	return decider.Do(t, s, c, r)
}

// refused asserts that c is refused with the given message ID; asks, that it
// asks for a printed value.
var refused, asks = decider.Refuses, decider.Asks

// invariants are what no accepted command may break.
func invariants(s State) error {
	chaams := s.ChaamsDeck.Total() + s.ChaamsInPlay()
	if s.Draw.Card != "" {
		chaams++
	}
	if chaams != ChaamsDeckSize {
		return errf("%d Chaams cards in deck, discard, Lieux and waiting, want 18", chaams)
	}
	skills := s.SkillDeck.Total()
	for _, h := range s.Heroes {
		skills += len(h.Hand)
		if h.Lieu < 1 || h.Lieu > LieuCount || !s.Lieu(h.Lieu).Revealed {
			return errf("%s on Lieu %d", h.ID, h.Lieu)
		}
	}
	if skills != SkillCards {
		return errf("%d Skill cards in deck, discard and hands, want 48", skills)
	}
	// 0: off the track until his start space is known, before his first move.
	if s.Ogotai < 0 || s.Ogotai > WarSpaces || (s.Ogotai == 0 && s.Round > 1) {
		return errf("Ogotaï on space %d", s.Ogotai)
	}
	for n := 2; n <= LieuCount; n++ {
		if s.Lieu(n).Revealed && !s.Lieu(n-1).Revealed {
			return errf("Lieu %d revealed before Lieu %d", n, n-1)
		}
		if !s.Lieu(n).Revealed && len(s.Lieu(n).Chaams) > 0 {
			return errf("Chaams on unrevealed Lieu %d", n)
		}
	}
	if len(s.Dice) > WhiteDice {
		return errf("%d dice kept", len(s.Dice))
	}
	return nil
}

type testErr string

func (e testErr) Error() string { return string(e) }

func errf(format string, a ...any) error { return testErr(fmt.Sprintf(format, a...)) }

// --- rigging a table for a scenario, keeping every card accounted for ---

func reveal(s State, upTo int) State {
	for n := 1; n <= upTo; n++ {
		s.Lieux[n-1].Revealed = true
	}
	return s
}

func moveHero(t testing.TB, s State, id string, lieu int) State {
	t.Helper()
	i, ok := s.heroIndex(id)
	if !ok {
		t.Fatalf("no hero %s", id)
	}
	return s.withHero(i, func(h *Hero) { h.Lieu = lieu })
}

func putChaams(t testing.TB, s State, lieu int, card string) State {
	t.Helper()
	d, err := s.ChaamsDeck.Remove(card)
	if err != nil {
		t.Fatalf("rig: %s not in the Chaams pile", card)
	}
	s.ChaamsDeck = d
	s.Lieux[lieu-1].Chaams = deck.With(s.Lieux[lieu-1].Chaams, card)
	return s
}

func giveSkills(t testing.TB, s State, id string, cards ...string) State {
	t.Helper()
	i, ok := s.heroIndex(id)
	if !ok {
		t.Fatalf("no hero %s", id)
	}
	for _, c := range cards {
		d, err := s.SkillDeck.Remove(c)
		if err != nil {
			t.Fatalf("rig: %s not in the Skill pile", c)
		}
		s.SkillDeck = d
	}
	return s.withHero(i, func(h *Hero) { h.Hand = deck.With(h.Hand, cards...) })
}

// toAction brings the active hero to the Action phase with the given dice kept,
// through real commands: a table roll whose black face is take-3 or a Déesse.
func toAction(t testing.TB, s State, dice ...string) State {
	t.Helper()
	white := append([]string(nil), dice...)
	for len(white) < WhiteDice {
		white = append(white, FaceChaams1)
	}
	// The Déesse-sans-nom takes every skill and voyage die and leaves the Chaams
	// faces used as padding, so the hero keeps exactly dice.
	for _, d := range dice {
		if !goodFace(d) {
			t.Fatalf("toAction: %s is not a skill or voyage face", d)
		}
	}
	s, _ = do(t, s, Command{Kind: CmdRoll, White: white, Black: BlackGoddess}, nil)
	if s.Phase != PhaseAction {
		t.Fatalf("toAction: phase %s", s.Phase)
	}
	return s
}

// passTurn plays the active hero's turn with nothing kept.
func passTurn(t testing.TB, s State) State {
	t.Helper()
	s = toAction(t, s)
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
	return s
}

// peaceful is a profile whose war track has no Guerre space.
func peaceful(p map[string]string) map[string]string {
	p = with(p)
	for sp := 1; sp < WarSpaces; sp++ {
		p[warKey(sp)] = "0"
	}
	return p
}

// placedOn lists the Lieux the events place a Chaams on, in order.
func placedOn(evs []Event) []int {
	var places []int
	for _, e := range evs {
		if e.Kind == EvChaamsPlaced {
			places = append(places, e.Lieu)
		}
	}
	return places
}
