package rules

import (
	"encoding/json"
	"fmt"
)

// Game is one game seen from outside: the tracker and the app handle every game
// through it. State and commands travel as opaque values (each game's own types);
// setups, events and snapshots travel as JSON, which is what is stored.
type Game interface {
	ID() string
	Name() Msg
	// New validates a JSON setup and builds the starting state. printed holds the
	// box profile's known values; New may refuse with *NeedPrinted.
	New(setup []byte, printed map[string]string) (any, error)
	// Decide validates a command against the state and returns its events as JSON.
	Decide(state, cmd any, r Rand) ([][]byte, error)
	// Check reports whether a stored event could have happened in this state;
	// imports replay through it so a forged or damaged log is refused.
	Check(state any, event []byte) error
	// Evolve applies one stored event. It fails only on undecodable JSON.
	Evolve(state any, event []byte) (any, error)
	Steps(state any) []Step
	Outcome(state any) Outcome
	// Label says in words what a command did, for the history, given the
	// events it produced.
	Label(cmd any, events [][]byte) Msg
	// Reveals reports whether a command uncovers hidden information (a digital
	// draw or roll), given the events it produced: undoing it asks first.
	Reveals(cmd any, events [][]byte) bool
	// Printed lists every value the game may learn at the table.
	Printed() []PrintedSpec
	// Learn is the command that teaches a session one printed value.
	Learn(key, value string) any
	EncodeState(state any) ([]byte, error)
	DecodeState(data []byte) (any, error)
	EncodeCommand(cmd any) ([]byte, error)
	DecodeCommand(data []byte) (any, error)
}

// Spec is one game written with its own types. Define erases it into a Game.
type Spec[Setup, State, Command, Event any] struct {
	ID      string
	Name    Msg
	New     func(Setup, map[string]string) (State, error)
	Decide  func(State, Command, Rand) ([]Event, error)
	Check   func(State, Event) error
	Evolve  func(State, Event) State
	Steps   func(State) []Step
	Outcome func(State) Outcome
	Label   func(Command, []Event) Msg
	Reveals func(Command, []Event) bool
	Printed []PrintedSpec
	Learn   func(key, value string) Command
	// Kinds names the game's campaign kinds (nil: its campaigns take any of
	// its games), and KindOf the kind a setup's game belongs to.
	Kinds  []string
	KindOf func(Setup) string
}

// Campaigner is a game whose campaigns each hold one kind of its games (The
// Dwarves' Books; Althing's discovery campaign apart from its solo record).
// Every game Define makes is one; CampaignKinds is nil for a game whose
// campaigns take any of its games.
type Campaigner interface {
	CampaignKinds() []string
	// CampaignKind is the kind of campaign a game of this setup belongs to.
	CampaignKind(setup []byte) (string, error)
}

// Define turns a typed Spec into the Game the tracker and app use.
func Define[Setup, State, Command, Event any](s Spec[Setup, State, Command, Event]) Game {
	return erased[Setup, State, Command, Event]{s}
}

type erased[Su, S, C, E any] struct{ s Spec[Su, S, C, E] }

func (g erased[Su, S, C, E]) ID() string { return g.s.ID }
func (g erased[Su, S, C, E]) Name() Msg  { return g.s.Name }

func (g erased[Su, S, C, E]) New(setup []byte, printed map[string]string) (any, error) {
	var su Su
	if err := json.Unmarshal(setup, &su); err != nil {
		return nil, fmt.Errorf("%s setup: %w", g.s.ID, err)
	}
	return g.s.New(su, printed)
}

func (g erased[Su, S, C, E]) CampaignKinds() []string { return g.s.Kinds }

func (g erased[Su, S, C, E]) CampaignKind(setup []byte) (string, error) {
	if g.s.KindOf == nil {
		return "", nil
	}
	var su Su
	if err := json.Unmarshal(setup, &su); err != nil {
		return "", fmt.Errorf("%s setup: %w", g.s.ID, err)
	}
	return g.s.KindOf(su), nil
}

func (g erased[Su, S, C, E]) state(v any) S {
	s, ok := v.(S)
	if !ok {
		panic(fmt.Sprintf("%s: state of type %T", g.s.ID, v))
	}
	return s
}

func (g erased[Su, S, C, E]) cmd(v any) (C, error) {
	c, ok := v.(C)
	if !ok {
		return c, fmt.Errorf("%s: command of type %T", g.s.ID, v)
	}
	return c, nil
}

func (g erased[Su, S, C, E]) Decide(state, cmd any, r Rand) ([][]byte, error) {
	c, err := g.cmd(cmd)
	if err != nil {
		return nil, err
	}
	evs, err := g.s.Decide(g.state(state), c, r)
	if err != nil {
		return nil, err
	}
	out := make([][]byte, len(evs))
	for i, e := range evs {
		if out[i], err = json.Marshal(e); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (g erased[Su, S, C, E]) event(data []byte) (E, error) {
	var e E
	err := json.Unmarshal(data, &e)
	return e, err
}

func (g erased[Su, S, C, E]) Check(state any, data []byte) error {
	e, err := g.event(data)
	if err != nil {
		return err
	}
	return g.s.Check(g.state(state), e)
}

func (g erased[Su, S, C, E]) Evolve(state any, data []byte) (any, error) {
	e, err := g.event(data)
	if err != nil {
		return state, err
	}
	return g.s.Evolve(g.state(state), e), nil
}

func (g erased[Su, S, C, E]) Steps(state any) []Step      { return g.s.Steps(g.state(state)) }
func (g erased[Su, S, C, E]) Outcome(state any) Outcome   { return g.s.Outcome(g.state(state)) }
func (g erased[Su, S, C, E]) Printed() []PrintedSpec      { return g.s.Printed }
func (g erased[Su, S, C, E]) Learn(key, value string) any { return g.s.Learn(key, value) }

func (g erased[Su, S, C, E]) Label(cmd any, events [][]byte) Msg {
	c, err := g.cmd(cmd)
	if err != nil {
		return M("history.unknown")
	}
	return g.s.Label(c, g.events(events))
}

// events decodes a command's stored events, skipping any that do not decode.
func (g erased[Su, S, C, E]) events(data [][]byte) []E {
	evs := make([]E, 0, len(data))
	for _, d := range data {
		if e, err := g.event(d); err == nil {
			evs = append(evs, e)
		}
	}
	return evs
}

func (g erased[Su, S, C, E]) Reveals(cmd any, events [][]byte) bool {
	c, err := g.cmd(cmd)
	if err != nil || g.s.Reveals == nil {
		return false
	}
	return g.s.Reveals(c, g.events(events))
}

func (g erased[Su, S, C, E]) EncodeState(state any) ([]byte, error) {
	return json.Marshal(g.state(state))
}

func (g erased[Su, S, C, E]) DecodeState(data []byte) (any, error) {
	var s S
	err := json.Unmarshal(data, &s)
	return s, err
}

func (g erased[Su, S, C, E]) EncodeCommand(cmd any) ([]byte, error) {
	c, err := g.cmd(cmd)
	if err != nil {
		return nil, err
	}
	return json.Marshal(c)
}

func (g erased[Su, S, C, E]) DecodeCommand(data []byte) (any, error) {
	var c C
	err := json.Unmarshal(data, &c)
	return c, err
}

// PrintedSpecFor finds a game's spec for a key.
func PrintedSpecFor(g Game, key string) (PrintedSpec, bool) {
	for _, p := range g.Printed() {
		if p.Key == key {
			return p, true
		}
	}
	return PrintedSpec{}, false
}
