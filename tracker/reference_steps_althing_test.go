package tracker

import (
	"math/rand/v2"

	"skald/rules/althing"
)

// Althing's walker lives in its own file so the shared one needs no edit.
func init() { walkers["althing"] = althingWalker }

var althingWalker = stateWalker{
	setups: []any{
		althing.Setup{Mode: althing.ModeCampaign1, Players: 2},
		althing.Setup{Mode: althing.ModeCampaign2, Players: 3, Assembly: true},
		althing.Setup{Mode: althing.ModeNew, Players: 2, Kattegat: althing.SideB},
		althing.Setup{Mode: althing.ModeSaga, Players: 3},
		althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true, Assembly: true},
	},
	printed: func(key string, r *rand.Rand) (string, bool) { return "", false },
	next: func(state any, r *rand.Rand) []any {
		s := state.(althing.State)
		var out []any
		add := func(c althing.Command) { out = append(out, c) }
		for _, k := range althing.Allowed(s) {
			c := althing.Command{Kind: k, Table: r.IntN(3) == 0}
			switch k {
			case althing.CmdFlip:
				c.Stage = 1
			case althing.CmdComplete:
				if next := althing.NextStages(s, s.ActiveID()); len(next) > 0 {
					c.Stage = pick(r, next)
				}
			case althing.CmdTrick:
				c.Trick = pick(r, althing.Tricks)
				if t := althing.Targets(s, c.Trick); len(t) > 0 {
					c.Target = pick(r, t)
				}
			case althing.CmdUntroll:
				if in := s.TrollsIn(s.ActiveID()); len(in) > 0 {
					c.Owner = in[0]
				}
			case althing.CmdRecruit, althing.CmdThorfinnTakes, althing.CmdPlot:
				if s.Assembly != nil {
					for _, v := range s.Assembly.Row {
						if v != "" && len(c.Cards) < 2 && (k == althing.CmdPlot || len(c.Cards) < 1) {
							c.Cards = append(c.Cards, v)
						}
					}
				}
			}
			add(c)
			if k == althing.CmdEndPhase && r.IntN(2) == 0 {
				add(c) // lean on moving on, so walks reach the end of the race
			}
		}
		return out
	},
}
