package tracker

import (
	"math/rand/v2"

	"skald/rules/cardgame"
)

// Thorgal: The Card Game's walker, in its own file like Althing's.
func init() { walkers["cardgame"] = cardgameStates }

var cardgameStates = stateWalker{
	setups: []any{
		cardgame.Setup{
			Players: []cardgame.Player{{Faction: cardgame.Lords, Companions: 2}, {Faction: cardgame.Vikings, Companions: 1}},
			Lands: []string{cardgame.LandID(cardgame.Lords, 2), cardgame.LandID(cardgame.Lords, 4), cardgame.LandID(cardgame.Vikings, 1),
				cardgame.LandID(cardgame.Vikings, 2), cardgame.LandID(cardgame.Vikings, 3), cardgame.LandID(cardgame.Vikings, 5)},
		},
	},
	printed: func(key string, r *rand.Rand) (string, bool) { return "", false },
	next: func(state any, r *rand.Rand) []any {
		s := state.(cardgame.State)
		var out []any
		add := func(c cardgame.Command) { out = append(out, c) }
		factions := []string{s.DestinyFaction(), s.BaneFaction()}
		attrs := func() cardgame.Attrs { return cardgame.Attrs{Bravery: r.IntN(6), Cunning: r.IntN(6), Power: r.IntN(6)} }
		for _, k := range cardgame.Allowed(s) {
			for _, f := range factions {
				c := cardgame.Command{Kind: k, Player: f}
				switch k {
				case cardgame.CmdFate:
					if to := cardgame.FateTo(s, f); len(to) > 0 {
						c.To, c.N = pick(r, to), 1+r.IntN(7)
					}
				case cardgame.CmdAct:
					if acts := cardgame.Acts(s, f); len(acts) > 0 {
						c.Act = pick(r, acts)
					}
				case cardgame.CmdChoose:
					c.Land = pick(r, s.Lands[:]).ID
				case cardgame.CmdOppose:
					c.Oppose = pick(r, []string{cardgame.OpposeNone, cardgame.OpposeFree})
				case cardgame.CmdResolve:
					c.Party, c.Bane, c.Opponent = attrs(), attrs(), cardgame.Attrs{}
				case cardgame.CmdEndJourney:
					c.Effect = pick(r, []string{cardgame.EffectUsed, cardgame.EffectDeclined})
				case cardgame.CmdUpkeep:
					c.Upkeep = pick(r, []string{cardgame.UpkeepMet, cardgame.UpkeepDestroy, cardgame.UpkeepDamage})
				}
				add(c)
			}
		}
		if r.IntN(80) == 0 {
			add(cardgame.Command{Kind: cardgame.CmdDamage, Player: pick(r, factions), N: 1, Unpaid: true})
		}
		return out
	},
}
