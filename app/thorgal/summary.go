package thorgal

import (
	"skald/app/kit"
	"skald/rules/thorgal"
)

// cast is what a Thorgal game's summary says of it: the adventure and the
// characters.
func cast(state any) kit.Cast {
	s, ok := state.(thorgal.State)
	if !ok {
		return kit.Cast{}
	}
	c := kit.Cast{What: thorgal.AdventureName(s.Adventure, s.Sheet.Name)}
	for _, ch := range s.Chars {
		c.Who = append(c.Who, thorgal.CharacterName(ch.ID, ch.Name))
	}
	return c
}
