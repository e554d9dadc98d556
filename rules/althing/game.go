// Package althing is Althing (Studio Twin): a deck-building race along the saga
// track to the Thing or the Althing, for two or three players or one player
// against Thorfinn, kept as a pure decider (see DESIGN.md).
//
// The app does not hold anyone's cards: the hands and decks stay on the table.
// It keeps what the table must remember between phases: the saga track and the
// pawns, one stage per phase, hand sizes (the Veteran rule), where each Troll
// and Storm Troll sits, Thorfinn's deck and his moves, the Assembly if the table
// wants it tracked, the turn count and who became King.
//
// The UI drives a game with Commands (command.go lists every kind and the fields
// it reads) and reads the State (state.go). Helpers for the screen: Allowed,
// NextStages, Targets, Blocks, StageName, ActorName, VikingName and the
// Thorfinn card helpers in thorfinn.go.
package althing

import "skald/rules"

// spec is the game with its own types; the tests play it as the app does.
var spec = rules.Spec[Setup, State, Command, Event]{
	ID:      "althing",
	Name:    rules.M("game.althing"),
	New:     New,
	Decide:  Decide,
	Check:   Check,
	Evolve:  Evolve,
	Steps:   Steps,
	Outcome: Outcome,
	Label:   Label,
	Reveals: func(c Command, evs []Event) bool { return Reveals(c, evs) },
	Printed: Printed(),
	Learn:   Learn,
	Kinds:   []string{KindDiscovery, KindSolo},
	KindOf:  KindOf,
}

// Game is Althing as the tracker and app see it.
var Game = rules.Define(spec)
