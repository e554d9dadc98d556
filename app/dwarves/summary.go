package dwarves

import (
	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
)

// cast is what a Dwarves game's summary says of it: the Book and its
// difficulty, and the heroes in turn order with who played each.
func cast(state any) kit.Cast {
	s, ok := state.(dwarves.State)
	if !ok {
		return kit.Cast{}
	}
	e := dwarves.Campaign(s)
	c := kit.Cast{What: dwarves.CampaignTitle(e)}
	for i, h := range e.Heroes {
		m := dwarves.HeroName(h)
		if who := rules.NameAt(e.Names, i); who != "" {
			m = rules.M("app.dwarves.campaign.played_by", "Hero", m, "Name", rules.Name(who))
		}
		c.Who = append(c.Who, m)
	}
	return c
}
