package cardgame

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"skald/rules"
)

// Random play for the property test and the fuzz target: genCommand proposes a
// command that is usually legal (so games get far) and sometimes junk (so the
// refusals are exercised too).

func pick[T any](r rules.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func chance(r rules.Rand, n int) bool { return r.IntN(n) == 0 }

var allKinds = []string{CmdFate, CmdFateDone, CmdAct, CmdPass, CmdChoose, CmdOppose, CmdResolve, CmdReturn,
	CmdEndJourney, CmdUpkeep, CmdCleanup, CmdSwap, CmdDamage, CmdCompanions, CmdLearn, "nonsense"}

func randAttrs(r rules.Rand, n int) Attrs { return Attrs{r.IntN(n), r.IntN(n), r.IntN(n)} }

func junk(r rules.Rand) Command {
	lands := append([]string{"", "x.1"}, FactionLands(pick(r, Factions))...)
	return Command{
		Kind:     pick(r, allKinds),
		Key:      pick(r, Printed()).Key,
		Value:    strconv.Itoa(r.IntN(14) - 2),
		Player:   pick(r, append([]string{"", "dwarves"}, Factions...)),
		To:       pick(r, []string{"", FateHand, FatePool, "deck"}),
		N:        r.IntN(12) - 2,
		Act:      pick(r, []string{"", ActCompanion, ActSupport, ActEvent, ActActivate, ActBane, ActLand, "dance"}),
		Land:     pick(r, lands),
		Oppose:   pick(r, []string{"", OpposeNone, OpposeFree, OpposePaid, "maybe"}),
		Cost:     r.IntN(25) - 2,
		Party:    Attrs{r.IntN(110) - 5, r.IntN(9), r.IntN(9)},
		Bane:     randAttrs(r, 6),
		Opponent: randAttrs(r, 3),
		Effect:   pick(r, []string{"", EffectUsed, EffectDeclined, "later"}),
		Upkeep:   pick(r, []string{"", UpkeepMet, UpkeepDestroy, UpkeepDamage, UpkeepUnpaid, "skip"}),
		Unpaid:   chance(r, 2),
	}
}

func genCommand(s State, r rules.Rand) Command {
	if chance(r, 25) || s.Over() {
		return junk(r)
	}
	if chance(r, 60) {
		return Command{Kind: CmdDamage, Player: pick(r, s.Seats[:]).Faction, N: 1 + r.IntN(4), Unpaid: chance(r, 30)}
	}
	if chance(r, 60) {
		return Command{Kind: CmdCompanions, Player: pick(r, s.Seats[:]).Faction, N: r.IntN(4)}
	}
	d, b := s.DestinyFaction(), s.BaneFaction()
	switch {
	case s.Phase == PhaseFate:
		f := pick(r, []string{d, b})
		to := FateTo(s, f)
		if len(to) == 0 {
			f = s.Opponent(f)
			to = FateTo(s, f)
		}
		if len(to) == 0 || chance(r, 8) {
			return Command{Kind: CmdFateDone, Player: f}
		}
		i, _ := s.SeatOf(f)
		return Command{Kind: CmdFate, Player: f, To: pick(r, to), N: 1 + r.IntN(s.Fate[i].Left())}
	case s.InWindow():
		f := s.Turn()
		if f == "" {
			f = pick(r, []string{d, b})
		}
		acts := Acts(s, f)
		if chance(r, 2) || len(acts) == 0 {
			return Command{Kind: CmdPass, Player: f}
		}
		c := Command{Kind: CmdAct, Player: f, Act: pick(r, acts)}
		if ready := BaneEffects(s); c.Act == ActLand && len(ready) > 0 && chance(r, 2) {
			c.Land = pick(r, ready)
		}
		return c
	}
	switch s.Step {
	case StepChoose:
		var open []string
		for _, l := range s.Lands {
			if l.By == "" {
				open = append(open, l.ID)
			}
		}
		return Command{Kind: CmdChoose, Land: pick(r, open)}
	case StepOppose:
		c := Command{Kind: CmdOppose, Oppose: pick(r, []string{OpposeNone, OpposeFree, OpposePaid})}
		if c.Oppose == OpposePaid {
			c.Cost = r.IntN(4)
		}
		return c
	case StepResolve:
		c := Command{Kind: CmdResolve, Party: randAttrs(r, 9), Bane: randAttrs(r, 3)}
		if s.Journey.Opposed() {
			c.Opponent = randAttrs(r, 3)
		}
		return c
	case StepReturn:
		return Command{Kind: CmdReturn}
	case StepEnd:
		c := Command{Kind: CmdEndJourney}
		if EffectOwed(s) {
			c.Effect = pick(r, []string{EffectUsed, EffectDeclined})
		}
		return c
	case StepUpkeep:
		u := pick(r, []string{UpkeepMet, UpkeepMet, UpkeepDestroy, UpkeepDamage})
		if chance(r, 40) {
			u = UpkeepUnpaid
		}
		return Command{Kind: CmdUpkeep, Upkeep: u}
	case StepCleanup:
		return Command{Kind: CmdCleanup}
	case StepSwap:
		return Command{Kind: CmdSwap}
	}
	return junk(r)
}

// step decides c on s as the app would: a refusal leaves s as it was; a
// printed value asked for is answered (at random, within its spec) and taught
// first. It returns the events applied and the new state; an error is a broken
// property: an event Check refuses, an input Evolve changed, an invariant.
func step(s State, c Command, r rules.Rand) ([]Event, State, error) {
	evs, err := Decide(s, c, r)
	var need *rules.NeedPrinted
	var ref *rules.Refusal
	switch {
	case errors.As(err, &need):
		spec, ok := PrintedSpecOf(need.Key)
		if !ok {
			return nil, s, fmt.Errorf("asked for %s, which Printed does not list", need.Key)
		}
		v := strconv.Itoa(spec.Min + r.IntN(spec.Max-spec.Min+1))
		if spec.Kind == rules.PrintedText {
			v = "Land " + v
		}
		return step(s, Learn(need.Key, v), r)
	case errors.As(err, &ref):
		return nil, s, nil
	case err != nil:
		return nil, s, fmt.Errorf("Decide(%+v): %v", c, err)
	}
	if len(evs) == 0 {
		return nil, s, fmt.Errorf("Decide(%+v) accepted with no events", c)
	}
	before, _ := json.Marshal(s)
	next := s
	for _, e := range evs {
		if err := Check(next, e); err != nil {
			return nil, s, fmt.Errorf("Decide(%+v) gave %+v, which Check refuses: %v", c, e, err)
		}
		next = Evolve(next, e)
	}
	if after, _ := json.Marshal(s); string(after) != string(before) {
		return nil, s, fmt.Errorf("Evolve changed its input on %+v", c)
	}
	if err := invariants(next); err != nil {
		return nil, s, fmt.Errorf("after %+v (%+v): %v", c, evs, err)
	}
	return evs, next, nil
}
