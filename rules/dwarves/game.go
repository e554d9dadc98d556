// Package dwarves is The Dwarves (Pegasus Spiele, Big Box): a co-op race of
// 2–6 heroes against the Doom track across five Books.
//
// It follows the decider shape of every game package: New builds the table
// after setup, Decide turns a Command into Events (every roll and draw fixed
// in them), Evolve applies an Event, Steps is the turn's checklist. Values
// printed on the boards (the Doom track's spaces, the heroes' attributes, the
// Recruitment dice) are learned at the table through *rules.NeedPrinted. The
// odds of every action roll are exact fractions (odds.go, pool.go).
package dwarves

import "skald/rules"

// spec is the game with its own types; the tests play it as the app does.
var spec = rules.Spec[Setup, State, Command, Event]{
	ID:      "dwarves",
	Name:    rules.M("game.dwarves"),
	New:     New,
	Decide:  Decide,
	Check:   Check,
	Evolve:  Evolve,
	Steps:   Steps,
	Outcome: Outcome,
	Label:   Label,
	Reveals: func(c Command, _ []Event) bool { return Reveals(c) },
	Printed: Printed(),
	Learn:   Learn,
	Kinds:   []string{KindBooks},
	KindOf:  func(Setup) string { return KindBooks },
}

// Game is The Dwarves as the tracker and app see it.
var Game = rules.Define(spec)
