// Package cardgame is Thorgal: The Card Game (Lucrum Games): a two-player duel
// in which the destiny player sends a party on journeys to lands and the bane
// player tries to make them fail; the roles swap every round and three victory
// horns win. It is kept as a pure decider (see DESIGN.md).
//
// The app does not know the cards: hands, decks and pools stay on the table.
// It keeps the roles, the phases and their steps, the fate-point split, the
// alternation of actions, each journey's comparison, the horns and conquered
// lands, the companions' upkeep, and the loss to unpaid damage.
//
// The UI drives a game with Commands (command.go) and reads the State
// (state.go). Helpers for the screen: Allowed (the command kinds accepted now),
// Compare and Difficulty (the journey calculator), PlayerName, FactionName,
// LandName and LandAttrs.
package cardgame

import "skald/rules"

// spec is the game with its own types; the tests play it as the app does.
var spec = rules.Spec[Setup, State, Command, Event]{
	ID:      "cardgame",
	Name:    rules.M("game.cardgame"),
	New:     New,
	Decide:  Decide,
	Check:   Check,
	Evolve:  Evolve,
	Steps:   Steps,
	Outcome: Outcome,
	Label:   Label,
	Printed: Printed(),
	Learn:   Learn,
}

// Game is Thorgal: The Card Game as the tracker and app see it.
var Game = rules.Define(spec)
