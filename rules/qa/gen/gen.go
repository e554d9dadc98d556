// Package gen is test support: random Qâ commands for the rules' fuzz and
// property tests and the tracker's walkers. Command proposes one that is
// usually legal (so games get far) and sometimes junk (so the refusals are
// exercised too). Production code never imports it.
package gen

import (
	"slices"
	"strconv"

	"skald/rules"
	"skald/rules/qa"
	"skald/rules/random"
)

// Setups are the games worth playing at random: one to four players, a
// fourth hero, the level 3 Chaams.
var Setups = []qa.Setup{
	{Players: 1, Heroes: []string{qa.Thorgal, qa.Kriss, qa.Aaricia}},
	{Players: 1, Fourth: true, Heroes: []string{qa.Jolan, qa.Tjall, qa.Arghun, qa.Thorgal}},
	{Players: 2, Heroes: []string{qa.Arghun, qa.Thorgal, qa.Jolan, qa.Aaricia}},
	{Players: 3, Heroes: []string{qa.Tjall, qa.Kriss, qa.Aaricia}, Level3: true,
		Level1Out: []string{"combat.1", "esquive.1", "infiltration.1", "persuasion.1", "assassinat.1", "corruption.1"}},
	{Players: 4, Heroes: []string{qa.Kriss, qa.Jolan, qa.Tjall, qa.Thorgal}},
}

var allKinds = []string{qa.CmdRoll, qa.CmdTake, qa.CmdSwap, qa.CmdStopDestin, qa.CmdDrawChaams, qa.CmdPlaceChaams,
	qa.CmdDrawSkills, qa.CmdReveal, qa.CmdMove, qa.CmdStep, qa.CmdRemoveChaams, qa.CmdPower, qa.CmdDiscard, qa.CmdEndTurn,
	qa.CmdAdvanceOgotai, qa.CmdDefi, qa.CmdLearn, qa.CmdPowerCards, qa.CmdPowerChaams, qa.CmdPowerMove, qa.CmdPowerDice, "nonsense"}

var allFaces = append(append([]string{"", "x"}, qa.WhiteDie().Faces...), qa.BlackDie().Faces...)

// Junk is any command at all, mostly one the rules refuse.
func Junk(r rules.Rand) qa.Command {
	c := qa.Command{Kind: random.Pick(r, allKinds)}
	for range r.IntN(4) {
		c.Dice = append(c.Dice, random.Pick(r, allFaces))
		c.White = append(c.White, random.Pick(r, allFaces))
		c.Cards = append(c.Cards, random.Pick(r, append([]string{"x"}, qa.SkillTypes...)))
		c.Chaams = append(c.Chaams, qa.ChaamsCard(random.Pick(r, qa.SkillTypes), r.IntN(5)))
	}
	c.Black = random.Pick(r, allFaces)
	c.Card = qa.ChaamsCard(random.Pick(r, qa.SkillTypes), r.IntN(5))
	c.Lieu = r.IntN(11) - 1
	c.Hero = random.Pick(r, append([]string{"", "odin"}, qa.HeroIDs...))
	c.Give, c.Get = random.Pick(r, qa.SkillTypes), random.Pick(r, qa.SkillTypes)
	c.N = r.IntN(5) - 1
	c.Lose = slices.Clone(c.Cards)
	c.From = r.IntN(11) - 1
	c.Table, c.Used = random.Chance(r, 2), random.Chance(r, 2)
	c.Defi = r.IntN(23) - 1
	c.Key, c.Value = random.Pick(r, qa.Printed()).Key, strconv.Itoa(r.IntN(20))
	return c
}

// Command is a command for s: what the phase asks of the active hero, filled
// in as the table would, or now and then a power, a Défi or Junk.
func Command(s qa.State, r rules.Rand) qa.Command {
	if random.Chance(r, 25) {
		return Junk(r)
	}
	if random.Chance(r, 60) {
		return qa.Command{Kind: qa.CmdDefi, Defi: r.IntN(qa.DefiCount + 1)}
	}
	h, hero := s.Active()
	switch {
	case s.Draw.Card != "":
		legal := qa.Placements(s)
		if len(legal) == 0 || random.Chance(r, 10) {
			return qa.Command{Kind: qa.CmdPlaceChaams, Lieu: r.IntN(9)}
		}
		return qa.Command{Kind: qa.CmdPlaceChaams, Lieu: random.Pick(r, legal)}
	case s.Draw.Draws > 0:
		c := qa.Command{Kind: qa.CmdDrawChaams}
		if random.Chance(r, 2) {
			from := s.ChaamsDeck.Pile
			if len(from) == 0 {
				from = s.ChaamsDeck.Discard
			}
			if len(from) > 0 {
				c.Card = random.Pick(r, from)
			}
		}
		if s.Phase == qa.PhaseChaams && random.Chance(r, 2) {
			c.Lieu = random.Pick(r, qa.Placements(s))
		}
		return c
	case s.Phase == qa.PhaseOgotai:
		return qa.Command{Kind: qa.CmdAdvanceOgotai, Table: random.Chance(r, 4)}
	case !hero:
		return Junk(r)
	}
	if random.Chance(r, 30) {
		return qa.Command{Kind: qa.CmdPower, Used: !h.Power}
	}
	if h.Power && random.Chance(r, 8) {
		return powerEffect(s, r)
	}
	switch s.Phase {
	case qa.PhaseDestin:
		d := s.Destin
		if d.Black == qa.BlackTanatloc && d.Swap && random.Chance(r, 2) {
			other := random.Pick(r, s.Heroes)
			give, get := "", ""
			if len(h.Hand) > 0 {
				give = random.Pick(r, h.Hand)
			}
			if len(other.Hand) > 0 {
				get = random.Pick(r, other.Hand)
			}
			return qa.Command{Kind: qa.CmdSwap, Hero: other.ID, Give: give, Get: get, N: 1 + r.IntN(2)}
		}
		if d.Pick {
			return qa.Command{Kind: qa.CmdTake, Dice: random.Sample(r, d.White, qa.TakeCount(d.Black, len(d.White)))}
		}
		if d.Rolls > 0 && (s.LeftToRoll() == 0 || random.Chance(r, 3)) {
			return qa.Command{Kind: qa.CmdStopDestin}
		}
		if random.Chance(r, 2) {
			return qa.Command{Kind: qa.CmdRoll}
		}
		c := qa.Command{Kind: qa.CmdRoll, Black: random.Pick(r, qa.BlackDie().Faces)}
		for range s.LeftToRoll() {
			c.White = append(c.White, random.Pick(r, qa.WhiteDie().Faces))
		}
		return c
	case qa.PhaseAction:
		if len(h.Hand) > qa.HandLimit {
			return qa.Command{Kind: qa.CmdDiscard, Cards: random.Sample(r, h.Hand, len(h.Hand)-qa.HandLimit)}
		}
		var opts []qa.Command
		for _, d := range s.Dice {
			if qa.SkillValue(d) > 0 {
				c := qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{d}}
				if random.Chance(r, 2) {
					for range qa.SkillValue(d) {
						c.Cards = append(c.Cards, random.Pick(r, qa.SkillTypes))
					}
				}
				opts = append(opts, c)
			}
			if qa.IsVoyage(d) {
				opts = append(opts, qa.Command{Kind: qa.CmdMove, Dice: []string{d}})
				var voyage []string
				for _, v := range s.Dice {
					if qa.IsVoyage(v) {
						voyage = append(voyage, v)
					}
				}
				opts = append(opts, qa.Command{Kind: qa.CmdReveal, Dice: random.Sample(r, voyage, qa.RevealCost(h.Lieu+1)), Table: random.Chance(r, 4)})
			}
		}
		if qa.HasStep(h.Lieu) {
			opts = append(opts, stepCommand(s, h, r))
		}
		for _, c := range s.Lieu(h.Lieu).Chaams {
			opts = append(opts, qa.Command{Kind: qa.CmdRemoveChaams, Card: c})
		}
		if len(opts) == 0 || random.Chance(r, 6) {
			return qa.Command{Kind: qa.CmdEndTurn}
		}
		return random.Pick(r, opts)
	}
	return Junk(r)
}

// stepCommand tries the mandatory step with the cards the hero holds.
func stepCommand(s qa.State, h qa.Hero, r rules.Rand) qa.Command {
	c := qa.Command{Kind: qa.CmdStep}
	for _, d := range s.Dice {
		if qa.IsVoyage(d) {
			c.Dice = []string{d}
		}
	}
	rule, ok := qa.Step(s, h.Lieu)
	if !ok {
		rule = qa.StepRule{Cards: 4}
	}
	counts := h.Counts()
	if rule.Same {
		for t, n := range counts {
			if n >= rule.Cards {
				c.Cards = slices.Repeat([]string{t}, rule.Cards)
			}
		}
	} else {
		var types []string
		for _, t := range qa.SkillTypes {
			if counts[t] > 0 {
				types = append(types, t)
			}
		}
		c.Cards = random.Sample(r, types, rule.Cards)
	}
	return c
}

// powerEffect is what a power changed at the table: Skill cards of any hero,
// a Chaams moved or removed, a hero moved (sometimes out of bounds).
func powerEffect(s qa.State, r rules.Rand) qa.Command {
	other := random.Pick(r, s.Heroes)
	switch r.IntN(4) {
	case 3:
		return qa.Command{Kind: qa.CmdPowerDice, Dice: random.Sample(r, qa.WhiteDie().Faces, r.IntN(5))}
	case 0:
		c := qa.Command{Kind: qa.CmdPowerCards, Hero: other.ID}
		if len(other.Hand) > 0 && random.Chance(r, 2) {
			c.Lose = random.Sample(r, other.Hand, 1+r.IntN(len(other.Hand)))
		}
		if random.Chance(r, 2) {
			c.N = r.IntN(3)
		} else {
			for range r.IntN(3) {
				c.Cards = append(c.Cards, random.Pick(r, qa.SkillTypes))
			}
		}
		return c
	case 1:
		var on []qa.Command
		for n := 1; n <= qa.LieuCount; n++ {
			for _, card := range s.Lieu(n).Chaams {
				on = append(on, qa.Command{Kind: qa.CmdPowerChaams, Card: card, From: n, Lieu: r.IntN(s.Revealed() + 1)})
			}
		}
		if len(on) == 0 {
			return qa.Command{Kind: qa.CmdPowerChaams, Card: qa.ChaamsCard(qa.Combat, 1), From: 1 + r.IntN(qa.LieuCount), Lieu: r.IntN(qa.LieuCount + 1)}
		}
		return random.Pick(r, on)
	}
	return qa.Command{Kind: qa.CmdPowerMove, Hero: other.ID, Lieu: r.IntN(qa.LieuCount + 2)}
}
