package qa

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"

	"skald/rules"
)

// Random play for the property test and the fuzz target: genCommand proposes a
// command that is usually legal (so games get far) and sometimes junk (so the
// refusals are exercised too).

func pick[T any](r rules.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func chance(r rules.Rand, n int) bool { return r.IntN(n) == 0 }

// sample takes k of xs at random (without replacement).
func sample(r rules.Rand, xs []string, k int) []string {
	xs = slices.Clone(xs)
	var out []string
	for range min(k, len(xs)) {
		i := r.IntN(len(xs))
		out = append(out, xs[i])
		xs = slices.Delete(xs, i, i+1)
	}
	return out
}

var allKinds = []string{CmdRoll, CmdTake, CmdSwap, CmdStopDestin, CmdDrawChaams, CmdPlaceChaams,
	CmdDrawSkills, CmdReveal, CmdMove, CmdStep, CmdRemoveChaams, CmdPower, CmdDiscard, CmdEndTurn,
	CmdAdvanceOgotai, CmdDefi, CmdLearn, CmdPowerCards, CmdPowerChaams, CmdPowerMove, CmdPowerDice, "nonsense"}

var allFaces = append(append([]string{"", "x"}, WhiteDie().Faces...), BlackDie().Faces...)

func junk(r rules.Rand) Command {
	c := Command{Kind: pick(r, allKinds)}
	for range r.IntN(4) {
		c.Dice = append(c.Dice, pick(r, allFaces))
		c.White = append(c.White, pick(r, allFaces))
		c.Cards = append(c.Cards, pick(r, append([]string{"x"}, SkillTypes...)))
		c.Chaams = append(c.Chaams, ChaamsCard(pick(r, SkillTypes), r.IntN(5)))
	}
	c.Black = pick(r, allFaces)
	c.Card = ChaamsCard(pick(r, SkillTypes), r.IntN(5))
	c.Lieu = r.IntN(11) - 1
	c.Hero = pick(r, append([]string{"", "odin"}, HeroIDs...))
	c.Give, c.Get = pick(r, SkillTypes), pick(r, SkillTypes)
	c.N = r.IntN(5) - 1
	c.Lose = slices.Clone(c.Cards)
	c.From = r.IntN(11) - 1
	c.Table, c.Used = chance(r, 2), chance(r, 2)
	c.Defi = r.IntN(23) - 1
	c.Key, c.Value = pick(r, Printed()).Key, strconv.Itoa(r.IntN(20))
	return c
}

func genCommand(s State, r rules.Rand) Command {
	if chance(r, 25) {
		return junk(r)
	}
	if chance(r, 60) {
		return Command{Kind: CmdDefi, Defi: r.IntN(DefiCount + 1)}
	}
	h, hero := s.Active()
	switch {
	case s.Draw.Card != "":
		legal := Placements(s)
		if len(legal) == 0 || chance(r, 10) {
			return Command{Kind: CmdPlaceChaams, Lieu: r.IntN(9)}
		}
		return Command{Kind: CmdPlaceChaams, Lieu: pick(r, legal)}
	case s.Draw.Draws > 0:
		c := Command{Kind: CmdDrawChaams}
		if chance(r, 2) {
			from := s.ChaamsDeck.Pile
			if len(from) == 0 {
				from = s.ChaamsDeck.Discard
			}
			if len(from) > 0 {
				c.Card = pick(r, from)
			}
		}
		if s.Phase == PhaseChaams && chance(r, 2) {
			c.Lieu = pick(r, Placements(s))
		}
		return c
	case s.Phase == PhaseOgotai:
		return Command{Kind: CmdAdvanceOgotai, Table: chance(r, 4)}
	case !hero:
		return junk(r)
	}
	if chance(r, 30) {
		return Command{Kind: CmdPower, Used: !h.Power}
	}
	if h.Power && chance(r, 8) {
		return genPowerEffect(s, r)
	}
	switch s.Phase {
	case PhaseDestin:
		d := s.Destin
		if d.Black == BlackTanatloc && d.Swap && chance(r, 2) {
			other := pick(r, s.Heroes)
			give, get := "", ""
			if len(h.Hand) > 0 {
				give = pick(r, h.Hand)
			}
			if len(other.Hand) > 0 {
				get = pick(r, other.Hand)
			}
			return Command{Kind: CmdSwap, Hero: other.ID, Give: give, Get: get, N: 1 + r.IntN(2)}
		}
		if d.Pick {
			return Command{Kind: CmdTake, Dice: sample(r, d.White, TakeCount(d.Black, len(d.White)))}
		}
		if d.Rolls > 0 && (s.LeftToRoll() == 0 || chance(r, 3)) {
			return Command{Kind: CmdStopDestin}
		}
		if chance(r, 2) {
			return Command{Kind: CmdRoll}
		}
		c := Command{Kind: CmdRoll, Black: pick(r, BlackDie().Faces)}
		for range s.LeftToRoll() {
			c.White = append(c.White, pick(r, WhiteDie().Faces))
		}
		return c
	case PhaseAction:
		if len(h.Hand) > HandLimit {
			return Command{Kind: CmdDiscard, Cards: sample(r, h.Hand, len(h.Hand)-HandLimit)}
		}
		var opts []Command
		for _, d := range s.Dice {
			if SkillValue(d) > 0 {
				c := Command{Kind: CmdDrawSkills, Dice: []string{d}}
				if chance(r, 2) {
					for range SkillValue(d) {
						c.Cards = append(c.Cards, pick(r, SkillTypes))
					}
				}
				opts = append(opts, c)
			}
			if IsVoyage(d) {
				opts = append(opts, Command{Kind: CmdMove, Dice: []string{d}})
				var voyage []string
				for _, v := range s.Dice {
					if IsVoyage(v) {
						voyage = append(voyage, v)
					}
				}
				opts = append(opts, Command{Kind: CmdReveal, Dice: sample(r, voyage, RevealCost(h.Lieu+1)), Table: chance(r, 4)})
			}
		}
		if HasStep(h.Lieu) {
			opts = append(opts, stepCommand(s, h, r))
		}
		for _, c := range s.Lieu(h.Lieu).Chaams {
			opts = append(opts, Command{Kind: CmdRemoveChaams, Card: c})
		}
		if len(opts) == 0 || chance(r, 6) {
			return Command{Kind: CmdEndTurn}
		}
		return pick(r, opts)
	}
	return junk(r)
}

// stepCommand tries the mandatory step with the cards the hero holds.
func stepCommand(s State, h Hero, r rules.Rand) Command {
	c := Command{Kind: CmdStep}
	for _, d := range s.Dice {
		if IsVoyage(d) {
			c.Dice = []string{d}
		}
	}
	rule, ok := Step(s, h.Lieu)
	if !ok {
		rule = StepRule{Cards: 4}
	}
	counts := h.Counts()
	if rule.Same {
		for t, n := range counts {
			if n >= rule.Cards {
				c.Cards = repeat(t, rule.Cards)
			}
		}
	} else {
		var types []string
		for _, t := range SkillTypes {
			if counts[t] > 0 {
				types = append(types, t)
			}
		}
		c.Cards = sample(r, types, rule.Cards)
	}
	return c
}

// learnAnswer is a valid answer to a printed question.
func learnAnswer(key string, r rules.Rand) string {
	spec, _ := specs.Spec(key)
	switch spec.Kind {
	case rules.PrintedInt:
		return strconv.Itoa(spec.Min + r.IntN(spec.Max-spec.Min+1))
	case rules.PrintedChoice:
		return pick(r, spec.Choices).Value
	}
	return "Nom " + key
}

// step decides c on s; on a question it learns an answer and asks again. It
// returns the events, the state after them, and an error only if an invariant
// or a Check broke (a refusal is not an error: it returns no events).
func step(s State, c Command, r rules.Rand) ([]Event, State, error) {
	var all []Event
	for range 5 {
		evs, err := Decide(s, c, r)
		var np *rules.NeedPrinted
		if errors.As(err, &np) {
			if _, ok := specs.Spec(np.Key); !ok {
				return nil, s, errf("asked for %s, which Printed() does not list", np.Key)
			}
			learned, s2, err := step(s, Learn(np.Key, learnAnswer(np.Key, r)), r)
			if err != nil {
				return nil, s, err
			}
			if len(learned) == 0 {
				return nil, s, errf("learning an answer to %s was refused", np.Key)
			}
			all, s = append(all, learned...), s2
			continue
		}
		var ref *rules.Refusal
		if err != nil && !errors.As(err, &ref) {
			return nil, s, errf("Decide(%+v): an error that is neither a refusal nor a question: %v", c, err)
		}
		if err != nil {
			return all, s, nil
		}
		if len(evs) == 0 {
			return nil, s, errf("Decide(%+v) accepted with no events", c)
		}
		if c.Kind != CmdLearn && c.Kind != CmdDefi && !slices.Contains(Allowed(s), c.Kind) {
			return nil, s, errf("Decide accepted %s, which Allowed(%s) does not list: %v", c.Kind, s.Phase, Allowed(s))
		}
		for _, e := range evs {
			if err := Check(s, e); err != nil {
				return nil, s, errf("Decide(%+v) gave %+v, which Check refuses: %v", c, e, err)
			}
			before, _ := json.Marshal(s)
			next := Evolve(s, e)
			if after, _ := json.Marshal(s); string(before) != string(after) {
				return nil, s, errf("Evolve(%s) changed its input", e.Kind)
			}
			s = next
		}
		if err := invariants(s); err != nil {
			return nil, s, errf("after %+v: %v", c, err)
		}
		if err := offersAccepted(s); err != nil {
			return nil, s, err
		}
		return append(all, evs...), s, nil
	}
	return nil, s, errf("Decide(%+v) keeps asking", c)
}

// genPowerEffect is what a power changed at the table: Skill cards of any hero,
// a Chaams moved or removed, a hero moved (sometimes out of bounds).
func genPowerEffect(s State, r rules.Rand) Command {
	other := pick(r, s.Heroes)
	switch r.IntN(4) {
	case 3:
		return Command{Kind: CmdPowerDice, Dice: sample(r, WhiteDie().Faces, r.IntN(5))}
	case 0:
		c := Command{Kind: CmdPowerCards, Hero: other.ID}
		if len(other.Hand) > 0 && chance(r, 2) {
			c.Lose = sample(r, other.Hand, 1+r.IntN(len(other.Hand)))
		}
		if chance(r, 2) {
			c.N = r.IntN(3)
		} else {
			for range r.IntN(3) {
				c.Cards = append(c.Cards, pick(r, SkillTypes))
			}
		}
		return c
	case 1:
		var on []Command
		for n := 1; n <= LieuCount; n++ {
			for _, card := range s.Lieu(n).Chaams {
				on = append(on, Command{Kind: CmdPowerChaams, Card: card, From: n, Lieu: r.IntN(s.Revealed() + 1)})
			}
		}
		if len(on) == 0 {
			return Command{Kind: CmdPowerChaams, Card: ChaamsCard(Combat, 1), From: 1 + r.IntN(LieuCount), Lieu: r.IntN(LieuCount + 1)}
		}
		return pick(r, on)
	}
	return Command{Kind: CmdPowerMove, Hero: other.ID, Lieu: r.IntN(LieuCount + 2)}
}
