package rulestest

import (
	"encoding/json"
	"testing"

	"skald/rules"
)

// Decider is a game under test: its Decide, Check and Evolve, what no accepted
// command may break (Invariants, nil for nothing), and what Step checks of
// every accepted command besides (each left nil is not checked).
type Decider[S, C, E any] struct {
	Decide     func(S, C, rules.Rand) ([]E, error)
	Check      func(S, E) error
	Evolve     func(S, E) S
	Invariants func(S) error

	// Accepts is a game's own test of a command Decide accepted on a state
	// (Qâ's: Allowed listed its kind).
	Accepts func(S, C) error
	// Label: every accepted command has one.
	Label func(C, []E) rules.Msg
	// Steps: every step of the state after has a message and a reference.
	Steps func(S) []rules.Step
	// Printed lists the questions Decide may ask; any other fails Step.
	Printed []rules.PrintedSpec
	// Learn, if set, is how Step answers a question (at random, within its
	// spec) before asking again; without it a question ends the step.
	Learn func(key, value string) C
}

// Do decides c, checks every event on the state it applies to, evolves, checks
// the invariants, and returns the new state and the events.
func (d Decider[S, C, E]) Do(t testing.TB, s S, c C, r rules.Rand) (S, []E) {
	t.Helper()
	evs, err := d.Decide(s, c, r)
	if err != nil {
		t.Fatalf("Decide(%+v): %v", c, err)
	}
	for _, e := range evs {
		if err := d.Check(s, e); err != nil {
			t.Fatalf("Decide(%+v) gave an event Check refuses: %+v: %v", c, e, err)
		}
		s = d.Evolve(s, e)
	}
	if d.Invariants != nil {
		if err := d.Invariants(s); err != nil {
			t.Fatalf("after %+v: %v", c, err)
		}
	}
	return s, evs
}

// Refuses fails unless Decide refuses c on s with message id (whatever the
// draws: any seeded source will do).
func (d Decider[S, C, E]) Refuses(t testing.TB, s S, c C, id string) {
	t.Helper()
	_, err := d.Decide(s, c, RNG(2))
	Refused(t, err, c, id)
}

// Asks fails unless Decide answers c on s by asking for printed value key.
func (d Decider[S, C, E]) Asks(t testing.TB, s S, c C, key string) {
	t.Helper()
	_, err := d.Decide(s, c, RNG(3))
	Asks(t, err, c, key)
}

// snapshotEvery is how often, in events, the tracker keeps a state as JSON
// (tracker.SnapshotEvery; a replay from a snapshot starts from its JSON).
const snapshotEvery = 64

// Replay applies a game's events to its start again the way the tracker does:
// each event goes through JSON (what is stored) and is checked on the state it
// applies to, and every snapshotEvery events the state itself goes through
// JSON (a snapshot the replay goes on from). It returns the state they
// rebuild; seed names the game in a failure.
func (d Decider[S, C, E]) Replay(t testing.TB, seed uint64, s S, evs []E) S {
	t.Helper()
	for i, e := range evs {
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("seed %d: event %d %+v does not encode: %v", seed, i, e, err)
		}
		var stored E
		if err := json.Unmarshal(data, &stored); err != nil {
			t.Fatalf("seed %d: event %d %s does not decode: %v", seed, i, data, err)
		}
		if err := d.Check(s, stored); err != nil {
			t.Fatalf("seed %d: replayed event %d %s refused: %v", seed, i, data, err)
		}
		s = d.Evolve(s, stored)
		if (i+1)%snapshotEvery == 0 {
			s, _ = fromJSON(t, seed, s)
		}
	}
	return s
}
