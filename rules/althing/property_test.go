package althing_test

import (
	"testing"

	"skald/rules"
	"skald/rules/althing"
	"skald/rules/althing/gen"
	"skald/rules/internal/rulestest"
)

// Replaying the events from New gives the state the live game reached, whatever
// the random source; each event passes Check on the state it applies to; the
// state survives a JSON round trip. The random games must reach the endings
// and the rules worth testing, or the property says little.
func TestPropertyRandomGames(t *testing.T) {
	reasons, kinds := map[string]int{}, map[string]int{}
	start := func(seed uint64) althing.State {
		p := althing.TestProfile()
		if seed%5 == 0 {
			p = rulestest.With(p, althing.ThorfinnByKey, althing.ByPosition) // the per-stage keys are asked and learned
		}
		return althing.Decider.New(t, gen.Setups[seed%uint64(len(gen.Setups))], p)
	}
	over := func(s althing.State, _ rules.Rand) bool { return s.Over() }
	althing.Decider.Games(t, 160, start, 3000, gen.Command, over, func(live althing.State, evs []althing.Event) {
		reasons[althing.Outcome(live).Reason.ID]++
		for _, e := range evs {
			kinds[e.Kind]++
			if e.Kind == althing.EvTricked {
				kinds["trick_"+e.Trick]++
			}
			if e.Kind == althing.EvThorfinnPlayed {
				kinds["thorfinn_"+e.Action]++
			}
		}
		if live.Veteran {
			kinds["veteran"]++
		}
	})
	for _, id := range []string{"althing.result.king", "althing.result.tie", "althing.result.thorfinn", "althing.result.beat_thorfinn"} {
		if reasons[id] == 0 {
			t.Errorf("random play never ended with %s: %v", id, reasons)
		}
	}
	for _, k := range []string{althing.EvFlipped, althing.EvVikingRevealed, althing.EvThorfinnRevealed, althing.EvRecruited,
		althing.EvCompleted, althing.EvDodged, althing.EvUntrolled, althing.EvPlotted, "trick_troll", "trick_storm", "trick_axe",
		"thorfinn_troll", "thorfinn_axe", "thorfinn_shortage_wood", "veteran"} {
		if kinds[k] == 0 {
			t.Errorf("random play never produced %s: %v", k, kinds)
		}
	}
	t.Logf("endings %v, events %v", reasons, kinds)
}
