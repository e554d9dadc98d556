package cardgame

import (
	"skald/app/kit"
	"skald/rules/cardgame"
)

// cast is what a card game's summary says of it: the two players and their
// factions.
func cast(state any) kit.Cast {
	s, ok := state.(cardgame.State)
	if !ok {
		return kit.Cast{}
	}
	var c kit.Cast
	for i := range s.Seats {
		c.Who = append(c.Who, s.PlayerName(i))
	}
	return c
}
