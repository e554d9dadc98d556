package qa

import (
	"skald/app/kit"
	"skald/rules"
	"skald/rules/qa"
)

// cast is what a Qâ game's summary says of it: the Chaams played (the
// level-3 ones are the harder game) and the Défi counted, if any, and the
// heroes in turn order.
func cast(state any) kit.Cast {
	s, ok := state.(qa.State)
	if !ok {
		return kit.Cast{}
	}
	c := kit.Cast{What: rules.M("app.stats.standard")}
	if s.Level3 {
		c.What = rules.M("app.qa.level3")
	}
	if s.Defi > 0 {
		defi := rules.M("app.qa.defi_n", "N", s.Defi)
		if name, ok := qa.DefiName(s, s.Defi); ok {
			defi = rules.M("app.qa.defi_named", "N", s.Defi, "Name", rules.Name(name))
		}
		c.What = rules.M("app.qa.summary_what", "Mode", c.What, "Text", defi)
	}
	for _, h := range s.Heroes {
		c.Who = append(c.Who, qa.HeroName(h.ID))
	}
	return c
}
