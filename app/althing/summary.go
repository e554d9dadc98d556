package althing

import (
	"skald/app/kit"
	"skald/rules/althing"
)

// cast is what an Althing game's summary says of it: the part or mode (and
// Thorfinn's difficulty), and everyone in the race, Thorfinn too.
func cast(state any) kit.Cast {
	s, ok := state.(althing.State)
	if !ok {
		return kit.Cast{}
	}
	c := kit.Cast{What: althing.EntryTitle(althing.Campaign(s))}
	for _, id := range s.Order() {
		c.Who = append(c.Who, s.Who(id))
	}
	return c
}
