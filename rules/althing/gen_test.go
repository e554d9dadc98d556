package althing

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"skald/rules"
	"skald/rules/deck"
)

// Random play for the property test and the fuzz target: genCommand proposes a
// command that is usually legal (so games get far) and sometimes junk (so the
// refusals are exercised too).

func pick[T any](r rules.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func chance(r rules.Rand, n int) bool { return r.IntN(n) == 0 }

var setups = []Setup{
	{Mode: ModeCampaign1, Players: 2},
	{Mode: ModeCampaign2, Players: 3},
	{Mode: ModeCampaign3, Players: 2, Assembly: true},
	{Mode: ModeNormal, Players: 3},
	{Mode: ModeNew, Players: 2, Kattegat: SideB, Assembly: true},
	{Mode: ModeSaga, Players: 3, Kattegat: SideA},
	{Mode: ModeNormal, Players: 1, Solo: true},
	{Mode: ModeNew, Players: 1, Solo: true, Hard: true, Assembly: true},
}

var allKinds = []string{CmdDealTrack, CmdFlip, CmdFillAssembly, CmdBegin, CmdRevealThorfinn, CmdPlayThorfinn,
	CmdThorfinnTakes, CmdRecruit, CmdComplete, CmdTrick, CmdDodge, CmdUntroll, CmdPlot, CmdEndPhase, CmdLearn, "nonsense"}

var someIDs = []string{"", "p1", "p2", "p3", "p4", ThorfinnID}

func junk(r rules.Rand) Command {
	c := Command{Kind: pick(r, allKinds)}
	for range r.IntN(7) {
		c.Stages = append(c.Stages, Stage{Card: pick(r, append([]string{Kattegat, Thing, "x"}, StageCards...)), Side: pick(r, []string{"", SideA, SideB, "c"})})
		c.Cards = append(c.Cards, pick(r, append([]string{"", "x"}, Vikings...)))
	}
	c.Stage = r.IntN(10) - 1
	c.Card = pick(r, append([]string{"", "z"}, ThorfinnCards...))
	c.N = r.IntN(8) - 1
	c.Trick = pick(r, append([]string{"", TrickShortage}, AllSymbols...))
	c.Target, c.Owner = pick(r, someIDs), pick(r, someIDs)
	c.Table = chance(r, 2)
	c.Key, c.Value = pick(r, Printed()).Key, pick(r, []string{strconv.Itoa(r.IntN(25)), Yes, ActAxe, ByPosition})
	return c
}

func genCommand(s State, r rules.Rand) Command {
	if chance(r, 25) {
		return junk(r)
	}
	allowed := Allowed(s)
	if len(allowed) == 0 {
		return junk(r)
	}
	kind := pick(r, allowed)
	if chance(r, 3) && len(allowed) > 1 {
		kind = allowed[len(allowed)-1] // lean on what moves the game on
	}
	c := Command{Kind: kind, Table: chance(r, 3)}
	a := s.Assembly
	rowCards := func(n int) []string {
		var out []string
		for _, v := range a.Row {
			if v != "" && len(out) < n {
				out = append(out, v)
			}
		}
		return out
	}
	switch kind {
	case CmdDealTrack:
		if chance(r, 2) {
			for _, card := range deck.Shuffle(StageCards, r)[:DealCount(s.Setup.Mode)] {
				side := SideA
				if Flippable(s.Setup.Mode) || s.Setup.Mode == ModeSaga {
					side = pick(r, []string{SideA, SideB})
				}
				c.Stages = append(c.Stages, Stage{Card: card, Side: side})
			}
		}
	case CmdFlip:
		c.Stage = 1 + r.IntN(len(s.Track)-2)
	case CmdFillAssembly:
		if chance(r, 2) && a.Deck.Size() > 0 {
			c.Cards = []string{pick(r, a.Deck.Pile)}
		}
	case CmdRevealThorfinn:
		if chance(r, 2) {
			from := s.Thorfinn.Deck.Pile
			if len(from) == 0 {
				from = s.Thorfinn.Deck.Discard
			}
			c.Card = pick(r, from)
		}
	case CmdThorfinnTakes:
		c.Cards = rowCards(1)
	case CmdRecruit:
		if a != nil {
			c.Cards = rowCards(1 + r.IntN(2))
		} else {
			c.N = r.IntN(3)
		}
	case CmdComplete:
		if next := NextStages(s, s.ActiveID()); len(next) > 0 {
			c.Stage = pick(r, next)
		}
	case CmdTrick:
		for range 3 {
			c.Trick = pick(r, Tricks)
			if t := Targets(s, c.Trick); len(t) > 0 {
				c.Target = pick(r, t)
				break
			}
		}
	case CmdUntroll:
		if in := s.TrollsIn(s.ActiveID()); len(in) > 0 {
			c.Owner = pick(r, in)
		}
	case CmdPlot:
		if a != nil {
			c.Cards = rowCards(PlotCards)
		}
	}
	return c
}

// step decides c on s and applies it. A refusal or a question leaves s as it
// was; an accepted command must give events that each pass Check on the state
// they apply to, must not change s (Evolve is pure), and must keep the
// invariants. The error is only for a broken property.
func step(s State, c Command, r rules.Rand) ([]Event, State, error) {
	before, err := json.Marshal(s)
	if err != nil {
		return nil, s, err
	}
	evs, err := Decide(s, c, r)
	var ref *rules.Refusal
	var need *rules.NeedPrinted
	switch {
	case errors.As(err, &ref):
		if ref.Msg.ID == "" {
			return nil, s, fmt.Errorf("refusal without a message for %+v", c)
		}
		return nil, s, nil
	case errors.As(err, &need):
		if _, ok := specs.Spec(need.Key); !ok {
			return nil, s, fmt.Errorf("asked for %q, which Printed does not list", need.Key)
		}
		return nil, s, nil
	case err != nil:
		return nil, s, fmt.Errorf("Decide(%+v): %w", c, err)
	case len(evs) == 0:
		return nil, s, fmt.Errorf("Decide(%+v) accepted with no events", c)
	}
	next := s
	for _, e := range evs {
		if err := Check(next, e); err != nil {
			return nil, s, fmt.Errorf("Decide(%+v) gave %+v, which Check refuses: %v", c, e, err)
		}
		next = Evolve(next, e)
	}
	if after, _ := json.Marshal(s); string(after) != string(before) {
		return nil, s, fmt.Errorf("Decide or Evolve changed the state it was given (%+v)", c)
	}
	if err := invariants(next); err != nil {
		return nil, s, fmt.Errorf("after %+v (%+v): %v", c, evs, err)
	}
	if l := Label(c, evs); l.ID == "" {
		return nil, s, fmt.Errorf("no label for %+v", c)
	}
	for _, st := range Steps(next) {
		if st.Ref == "" || st.Msg.ID == "" {
			return nil, s, fmt.Errorf("step without message or reference: %+v", st)
		}
	}
	return evs, next, nil
}
