package rulestest

import (
	"testing"

	"skald/rules"
)

// Game is a game under test as its rules.Spec wires it for the app: the
// Decider that checks its commands, and its New.
type Game[Su, S, C, E any] struct {
	Decider[S, C, E]
	spec rules.Spec[Su, S, C, E]
}

// For is the game spec under test, with what no accepted command may break
// (invariants, nil for nothing). Step checks its labels, steps and questions;
// a question ends a step unless Learning.
func For[Su, S, C, E any](spec rules.Spec[Su, S, C, E], invariants func(S) error) Game[Su, S, C, E] {
	return Game[Su, S, C, E]{spec: spec, Decider: Decider[S, C, E]{
		Decide: spec.Decide, Check: spec.Check, Evolve: spec.Evolve, Invariants: invariants,
		Label: spec.Label, Steps: spec.Steps, Printed: spec.Printed,
	}}
}

// Learning is g answering the questions Step meets (see Decider.Learn).
func (g Game[Su, S, C, E]) Learning() Game[Su, S, C, E] {
	g.Learn = g.spec.Learn
	return g
}

// New fails unless the game's New makes a game of setup su and box profile p
// whose state keeps the invariants, and returns that state.
func (g Game[Su, S, C, E]) New(t testing.TB, su Su, p map[string]string) S {
	t.Helper()
	s, err := g.spec.New(su, p)
	if err != nil {
		t.Fatalf("New(%+v): %v", su, err)
	}
	if g.Invariants != nil {
		if err := g.Invariants(s); err != nil {
			t.Fatalf("New(%+v): %v", su, err)
		}
	}
	return s
}
