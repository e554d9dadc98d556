// Package qa is Qâ (Citel Games): a co-op dice race along eight Lieux against
// Ogotaï's war track, kept as a pure decider (see DESIGN.md).
//
// The UI drives a game with Commands (command.go lists every kind and the fields
// it reads) and reads the State (state.go). Helpers for the screen: Allowed (the
// command kinds accepted now), Placements and OgotaiTarget (where a Chaams may or
// will go), Step and RevealCost (what moving on costs), the choices a screen
// offers in choices.go (VoyageDice, SkillFaces, Removable, StepTypes, the cards
// that can be named after a real draw), LieuName, FaceName, SkillName,
// ChaamsName, LearnedMsg, and the exact odds in odds.go.
package qa

import "skald/rules"

// spec is the game with its own types; the tests play it as the app does.
var spec = rules.Spec[Setup, State, Command, Event]{
	ID:      "qa",
	Name:    rules.M("game.qa"),
	New:     New,
	Decide:  Decide,
	Check:   Check,
	Evolve:  Evolve,
	Steps:   Steps,
	Outcome: Outcome,
	Label:   Label,
	Reveals: Reveals,
	Printed: Printed(),
	Learn:   Learn,
}

// Game is Qâ as the tracker and app see it.
var Game = rules.Define(spec)
