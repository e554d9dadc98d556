// Package games is the registry: every game the tracker and app can run.
package games

import (
	"skald/rules"
	"skald/rules/althing"
	"skald/rules/cardgame"
	"skald/rules/dwarves"
	"skald/rules/qa"
	"skald/rules/thorgal"
)

// All lists the games in the order Home shows them.
func All() []rules.Game {
	return []rules.Game{qa.Game, thorgal.Game, dwarves.Game, althing.Game, cardgame.Game}
}

// ByID finds a game by its stored ID.
func ByID(id string) (rules.Game, bool) {
	for _, g := range All() {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}
