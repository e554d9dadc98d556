// Package gen is test support: random commands of Thorgal: The Card Game for
// the rules' fuzz and property tests and the tracker's walkers. Command
// proposes one that is usually legal (so games get far) and sometimes junk (so
// the refusals are exercised too). Production code never imports it.
package gen

import (
	"strconv"

	"skald/rules"
	"skald/rules/cardgame"
	"skald/rules/random"
)

var allKinds = []string{cardgame.CmdFate, cardgame.CmdFateDone, cardgame.CmdAct, cardgame.CmdPass, cardgame.CmdChoose, cardgame.CmdOppose, cardgame.CmdResolve, cardgame.CmdReturn,
	cardgame.CmdEndJourney, cardgame.CmdUpkeep, cardgame.CmdCleanup, cardgame.CmdSwap, cardgame.CmdDamage, cardgame.CmdCompanions, cardgame.CmdLearn, "nonsense"}

// randAttrs are symbols of each kind in [0, n).
func randAttrs(r rules.Rand, n int) cardgame.Attrs {
	return cardgame.Attrs{Bravery: r.IntN(n), Cunning: r.IntN(n), Power: r.IntN(n)}
}

// Junk is any command at all, mostly one the rules refuse.
func Junk(r rules.Rand) cardgame.Command {
	lands := append([]string{"", "x.1"}, cardgame.FactionLands(random.Pick(r, cardgame.Factions))...)
	return cardgame.Command{
		Kind:     random.Pick(r, allKinds),
		Key:      random.Pick(r, cardgame.Printed()).Key,
		Value:    strconv.Itoa(r.IntN(14) - 2),
		Player:   random.Pick(r, append([]string{"", "dwarves"}, cardgame.Factions...)),
		To:       random.Pick(r, []string{"", cardgame.FateHand, cardgame.FatePool, "deck"}),
		N:        r.IntN(12) - 2,
		Act:      random.Pick(r, []string{"", cardgame.ActCompanion, cardgame.ActSupport, cardgame.ActEvent, cardgame.ActActivate, cardgame.ActBane, cardgame.ActLand, "dance"}),
		Land:     random.Pick(r, lands),
		Oppose:   random.Pick(r, []string{"", cardgame.OpposeNone, cardgame.OpposeFree, cardgame.OpposePaid, "maybe"}),
		Cost:     r.IntN(25) - 2,
		Party:    cardgame.Attrs{Bravery: r.IntN(110) - 5, Cunning: r.IntN(9), Power: r.IntN(9)},
		Bane:     randAttrs(r, 6),
		Opponent: randAttrs(r, 3),
		Effect:   random.Pick(r, []string{"", cardgame.EffectUsed, cardgame.EffectDeclined, "later"}),
		Upkeep:   random.Pick(r, []string{"", cardgame.UpkeepMet, cardgame.UpkeepDestroy, cardgame.UpkeepDamage, cardgame.UpkeepUnpaid, "skip"}),
		Unpaid:   random.Chance(r, 2),
	}
}

// Command is a command for s that the current phase and step take, filled
// in as the table would, or now and then Junk or damage and companions.
func Command(s cardgame.State, r rules.Rand) cardgame.Command {
	if random.Chance(r, 25) || s.Over() {
		return Junk(r)
	}
	if random.Chance(r, 60) {
		return cardgame.Command{Kind: cardgame.CmdDamage, Player: random.Pick(r, s.Seats[:]).Faction, N: 1 + r.IntN(4), Unpaid: random.Chance(r, 30)}
	}
	if random.Chance(r, 60) {
		return cardgame.Command{Kind: cardgame.CmdCompanions, Player: random.Pick(r, s.Seats[:]).Faction, N: r.IntN(4)}
	}
	d, b := s.DestinyFaction(), s.BaneFaction()
	switch {
	case s.Phase == cardgame.PhaseFate:
		f := random.Pick(r, []string{d, b})
		to := cardgame.FateTo(s, f)
		if len(to) == 0 {
			f = s.Opponent(f)
			to = cardgame.FateTo(s, f)
		}
		if len(to) == 0 || random.Chance(r, 8) {
			return cardgame.Command{Kind: cardgame.CmdFateDone, Player: f}
		}
		i, _ := s.SeatOf(f)
		return cardgame.Command{Kind: cardgame.CmdFate, Player: f, To: random.Pick(r, to), N: 1 + r.IntN(s.Fate[i].Left())}
	case s.InWindow():
		f := s.Turn()
		if f == "" {
			f = random.Pick(r, []string{d, b})
		}
		acts := cardgame.Acts(s, f)
		if random.Chance(r, 2) || len(acts) == 0 {
			return cardgame.Command{Kind: cardgame.CmdPass, Player: f}
		}
		c := cardgame.Command{Kind: cardgame.CmdAct, Player: f, Act: random.Pick(r, acts)}
		if ready := cardgame.BaneEffects(s); c.Act == cardgame.ActLand && len(ready) > 0 && random.Chance(r, 2) {
			c.Land = random.Pick(r, ready)
		}
		return c
	}
	switch s.Step {
	case cardgame.StepChoose:
		var open []string
		for _, l := range s.Lands {
			if l.By == "" {
				open = append(open, l.ID)
			}
		}
		return cardgame.Command{Kind: cardgame.CmdChoose, Land: random.Pick(r, open)}
	case cardgame.StepOppose:
		c := cardgame.Command{Kind: cardgame.CmdOppose, Oppose: random.Pick(r, []string{cardgame.OpposeNone, cardgame.OpposeFree, cardgame.OpposePaid})}
		if c.Oppose == cardgame.OpposePaid {
			c.Cost = r.IntN(4)
		}
		return c
	case cardgame.StepResolve:
		c := cardgame.Command{Kind: cardgame.CmdResolve, Party: randAttrs(r, 9), Bane: randAttrs(r, 3)}
		if s.Journey.Opposed() {
			c.Opponent = randAttrs(r, 3)
		}
		return c
	case cardgame.StepReturn:
		return cardgame.Command{Kind: cardgame.CmdReturn}
	case cardgame.StepEnd:
		c := cardgame.Command{Kind: cardgame.CmdEndJourney}
		if cardgame.EffectOwed(s) {
			c.Effect = random.Pick(r, []string{cardgame.EffectUsed, cardgame.EffectDeclined})
		}
		return c
	case cardgame.StepUpkeep:
		u := random.Pick(r, []string{cardgame.UpkeepMet, cardgame.UpkeepMet, cardgame.UpkeepDestroy, cardgame.UpkeepDamage})
		if random.Chance(r, 40) {
			u = cardgame.UpkeepUnpaid
		}
		return cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: u}
	case cardgame.StepCleanup:
		return cardgame.Command{Kind: cardgame.CmdCleanup}
	case cardgame.StepSwap:
		return cardgame.Command{Kind: cardgame.CmdSwap}
	}
	return Junk(r)
}
