// Package gen is test support: random Althing commands for the rules' fuzz and
// property tests and the tracker's walkers. Command proposes one that is
// usually legal (so games get far) and sometimes junk (so the refusals are
// exercised too). Production code never imports it.
package gen

import (
	"strconv"

	"skald/rules"
	"skald/rules/althing"
	"skald/rules/deck"
	"skald/rules/random"
)

// Setups are the games worth playing at random: every mode, solo and hard,
// with and without the Assembly.
var Setups = []althing.Setup{
	{Mode: althing.ModeCampaign1, Players: 2},
	{Mode: althing.ModeCampaign2, Players: 3},
	{Mode: althing.ModeCampaign3, Players: 2, Assembly: true},
	{Mode: althing.ModeNormal, Players: 3},
	{Mode: althing.ModeNew, Players: 2, Kattegat: althing.SideB, Assembly: true},
	{Mode: althing.ModeSaga, Players: 3, Kattegat: althing.SideA},
	{Mode: althing.ModeNormal, Players: 1, Solo: true},
	{Mode: althing.ModeNew, Players: 1, Solo: true, Hard: true, Assembly: true},
}

var allKinds = []string{althing.CmdDealTrack, althing.CmdFlip, althing.CmdFillAssembly, althing.CmdBegin, althing.CmdRevealThorfinn, althing.CmdPlayThorfinn,
	althing.CmdThorfinnTakes, althing.CmdRecruit, althing.CmdComplete, althing.CmdTrick, althing.CmdDodge, althing.CmdUntroll, althing.CmdPlot, althing.CmdEndPhase, althing.CmdLearn, "nonsense"}

var someIDs = []string{"", "p1", "p2", "p3", "p4", althing.ThorfinnID}

// Junk is any command at all, mostly one the rules refuse.
func Junk(r rules.Rand) althing.Command {
	c := althing.Command{Kind: random.Pick(r, allKinds)}
	for range r.IntN(7) {
		c.Stages = append(c.Stages, althing.Stage{Card: random.Pick(r, append([]string{althing.Kattegat, althing.Thing, "x"}, althing.StageCards...)), Side: random.Pick(r, []string{"", althing.SideA, althing.SideB, "c"})})
		c.Cards = append(c.Cards, random.Pick(r, append([]string{"", "x"}, althing.Vikings...)))
	}
	c.Stage = r.IntN(10) - 1
	c.Card = random.Pick(r, append([]string{"", "z"}, althing.ThorfinnCards...))
	c.N = r.IntN(8) - 1
	c.Trick = random.Pick(r, append([]string{"", althing.TrickShortage}, althing.AllSymbols...))
	c.Target, c.Owner = random.Pick(r, someIDs), random.Pick(r, someIDs)
	c.Table = random.Chance(r, 2)
	c.Key, c.Value = random.Pick(r, althing.Printed()).Key, random.Pick(r, []string{strconv.Itoa(r.IntN(25)), althing.Yes, althing.ActAxe, althing.ByPosition})
	return c
}

// Command is a command for s: one Allowed lists, filled in as the table
// would, or now and then Junk.
func Command(s althing.State, r rules.Rand) althing.Command {
	if random.Chance(r, 25) {
		return Junk(r)
	}
	allowed := althing.Allowed(s)
	if len(allowed) == 0 {
		return Junk(r)
	}
	kind := random.Pick(r, allowed)
	if random.Chance(r, 3) && len(allowed) > 1 {
		kind = allowed[len(allowed)-1] // lean on what moves the game on
	}
	c := althing.Command{Kind: kind, Table: random.Chance(r, 3)}
	as := s.Assembly
	rowCards := func(n int) []string {
		var out []string
		for _, v := range as.Row {
			if v != "" && len(out) < n {
				out = append(out, v)
			}
		}
		return out
	}
	switch kind {
	case althing.CmdDealTrack:
		if random.Chance(r, 2) {
			for _, card := range deck.Shuffle(althing.StageCards, r)[:althing.DealCount(s.Setup.Mode)] {
				side := althing.SideA
				if althing.Flippable(s.Setup.Mode) || s.Setup.Mode == althing.ModeSaga {
					side = random.Pick(r, []string{althing.SideA, althing.SideB})
				}
				c.Stages = append(c.Stages, althing.Stage{Card: card, Side: side})
			}
		}
	case althing.CmdFlip:
		c.Stage = 1 + r.IntN(len(s.Track)-2)
	case althing.CmdFillAssembly:
		if random.Chance(r, 2) && as.Deck.Size() > 0 {
			c.Cards = []string{random.Pick(r, as.Deck.Pile)}
		}
	case althing.CmdRevealThorfinn:
		if random.Chance(r, 2) {
			from := s.Thorfinn.Deck.Pile
			if len(from) == 0 {
				from = s.Thorfinn.Deck.Discard
			}
			c.Card = random.Pick(r, from)
		}
	case althing.CmdThorfinnTakes:
		c.Cards = rowCards(1)
	case althing.CmdRecruit:
		if as != nil {
			c.Cards = rowCards(1 + r.IntN(2))
		} else {
			c.N = r.IntN(3)
		}
	case althing.CmdComplete:
		if next := althing.NextStages(s, s.ActiveID()); len(next) > 0 {
			c.Stage = random.Pick(r, next)
		}
	case althing.CmdTrick:
		for range 3 {
			c.Trick = random.Pick(r, althing.Tricks)
			if t := althing.Targets(s, c.Trick); len(t) > 0 {
				c.Target = random.Pick(r, t)
				break
			}
		}
	case althing.CmdUntroll:
		if in := s.TrollsIn(s.ActiveID()); len(in) > 0 {
			c.Owner = random.Pick(r, in)
		}
	case althing.CmdPlot:
		if as != nil {
			c.Cards = rowCards(althing.PlotCards)
		}
	}
	return c
}
