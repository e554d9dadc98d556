// Package thorgal is Thorgal: The Board Game (Portal Games, 2023), a co-op
// adventure for 1–4 players: wound areas that know what still fits, Threat,
// Goods and Experience per character, the Action Row with its four chips, the
// Event phase step by step, the decks, the Book of Tales entries read, and the
// endings.
//
// Like every game package it is a decider: New builds the start from a Setup and
// the box profile, Decide turns a Command into Events (every random draw fixed
// in them), Evolve applies an Event, Steps and Outcome describe the moment.
// Values printed on the components (adventure sheets, character boards, the
// tile shapes in the box, each Event card's next-phase icon) are never invented:
// New and Decide ask for them with *rules.NeedPrinted (see printed.go).
package thorgal

import "skald/rules"

// spec is the game with its own types; the tests play it as the app does.
var spec = rules.Spec[Setup, State, Command, Event]{
	ID:      "thorgal",
	Name:    rules.M("game.thorgal"),
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
}

// Game is Thorgal: The Board Game as the tracker and app see it.
var Game = rules.Define(spec)
