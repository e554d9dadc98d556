// Package qa is Qâ (Citel Games): a co-op dice race against Ogotaï's war track.
package qa

import "skald/rules"

// Game is Qâ as the tracker and app see it.
var Game = rules.Define(rules.Spec[Setup, State, Command, Event]{
	ID:      "qa",
	Name:    rules.M("game.qa"),
	New:     New,
	Decide:  Decide,
	Check:   Check,
	Evolve:  Evolve,
	Steps:   Steps,
	Outcome: Outcome,
	Label:   Label,
	Printed: Printed(),
	Learn:   Learn,
})
