package thorgal

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"skald/rules/internal/rulestest"
)

// A box profile for tests. These values are test fixtures, not the printed
// ones (which the app never assumes).
func profile() map[string]string {
	m := map[string]string{TilesKey: "I4, T4, L4, P5, X5"}
	for _, a := range AdventureIDs {
		m[adventureKey(a, "rounds")] = "6"
		m[adventureKey(a, "left")] = Mountain
		m[adventureKey(a, "right")] = Village
		m[adventureKey(a, "requirement")] = "4 or more tokens on the Action cards"
		m[adventureKey(a, "row")] = "3,8,15,22,30"
	}
	for _, c := range CharacterIDs {
		m[characterKey(c, "area")] = "#####/#####/####./###.."
		m[characterKey(c, "goods")] = "1,0,2,0,0,0"
	}
	return m
}

func setup(players int, chars ...string) Setup {
	s := Setup{Adventure: TorkansTemple, Players: players}
	for _, c := range chars {
		s.Characters = append(s.Characters, Seat{Character: c})
	}
	return s
}

func newState(t testing.TB, s Setup) State {
	t.Helper()
	return decider.New(t, s, profile())
}

// game records a session: the state, and every event as a replay would see it.
type game struct {
	t     testing.TB
	setup Setup
	s     State
	evs   []Event
	r     *rand.Rand
}

func newGame(t testing.TB, s Setup) *game {
	return &game{t: t, setup: s, s: newState(t, s), r: rand.New(rand.NewPCG(1, 2))}
}

// do runs a command that must succeed and returns its events.
func (g *game) do(c Command) []Event {
	g.t.Helper()
	evs, err := Decide(g.s, c, g.r)
	if err != nil {
		g.t.Fatalf("%s %+v: %v", c.Kind, c, err)
	}
	for _, e := range evs {
		g.s = Evolve(g.s, e)
	}
	g.evs = append(g.evs, evs...)
	return evs
}

// refuse runs a command that must be refused with the given message ID.
func (g *game) refuse(c Command, id string) {
	g.t.Helper()
	_, err := Decide(g.s, c, g.r)
	rulestest.Refused(g.t, err, c, id)
}

// start finishes setup: the first Terrain card and a full Item Display.
func (g *game) start() {
	g.t.Helper()
	g.do(Command{Kind: CmdDraw, Deck: Terrain})
	g.do(Command{Kind: CmdRefill})
	if g.s.Phase != PhaseAction {
		g.t.Fatalf("phase %s after setup", g.s.Phase)
	}
}

// actionPhase places the four chips, each under a slot other than its own.
func (g *game) actionPhase() {
	g.t.Helper()
	for chip := range Turns {
		slot := (g.s.Chips[chip].Slot + 1) % len(g.s.Row)
		g.do(Command{Kind: CmdPlaceChip, Chip: chip, Slot: slot})
	}
}

// eventPhase runs the five steps, drawing from the right deck (requirement not met).
func (g *game) eventPhase(met bool) {
	g.t.Helper()
	g.do(Command{Kind: CmdAdvanceRound})
	g.do(Command{Kind: CmdRefreshChips})
	if g.s.EventStep == StepResolve {
		g.do(Command{Kind: CmdResolveNext})
	}
	g.do(Command{Kind: CmdDrawEvent, Met: met})
	if g.s.EventStep == StepNote {
		g.learn(EventKey(g.s.Active.Deck, g.s.Active.Card), EffectSecond)
		g.do(Command{Kind: CmdNoteEffect})
	}
	g.do(Command{Kind: CmdPassFirst})
}

func (g *game) learn(key, value string) {
	g.t.Helper()
	g.do(Learn(key, value))
}

// replay rebuilds the state from the setup and the events alone, checking
// each, through JSON as the tracker stores them.
func (g *game) replay() State {
	g.t.Helper()
	return decider.Replay(g.t, 0, newState(g.t, g.setup), g.evs)
}

// The shared test helpers (see rulestest), under the names these tests use.
var (
	encode = rulestest.Encode
	// decider is the game as random play checks it: a state always has
	// steps and an outcome besides the invariants.
	decider = rulestest.For(spec, func(s State) error {
		if len(Steps(s)) == 0 || Outcome(s).Status == "" {
			return fmt.Errorf("no steps or outcome")
		}
		return invariants(s)
	})
)
