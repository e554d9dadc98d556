package althing

import (
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// play runs up to n random commands, returning the live state and every event.
func play(t testing.TB, su Setup, p map[string]string, r rules.Rand, n int) (State, []Event) {
	t.Helper()
	return rulestest.Play(t, newGame(t, su, p), r, n, genCommand, step, State.Over)
}

// Replaying the events from New gives the state the live game reached, whatever
// the random source; each event passes Check on the state it applies to; the
// state survives a JSON round trip. The random games must reach the endings
// and the rules worth testing, or the property says little.
func TestPropertyRandomGames(t *testing.T) {
	reasons, kinds := map[string]int{}, map[string]int{}
	for seed := range uint64(160) {
		su := setups[seed%uint64(len(setups))]
		p := testProfile()
		if seed%5 == 0 {
			p = with(p, thorfinnByKey, ByPosition) // the per-stage keys are asked and learned
		}
		live, evs := play(t, su, p, rng(seed), 3000)
		sameState(t, "replay", live, decider.Replay(t, seed, newGame(t, su, p), evs))
		rulestest.RoundTrip(t, seed, live)
		reasons[Outcome(live).Reason.ID]++
		for _, e := range evs {
			kinds[e.Kind]++
			if e.Kind == EvTricked {
				kinds["trick_"+e.Trick]++
			}
			if e.Kind == EvThorfinnPlayed {
				kinds["thorfinn_"+e.Action]++
			}
		}
		if live.Veteran {
			kinds["veteran"]++
		}
	}
	for _, id := range []string{"althing.result.king", "althing.result.tie", "althing.result.thorfinn", "althing.result.beat_thorfinn"} {
		if reasons[id] == 0 {
			t.Errorf("random play never ended with %s: %v", id, reasons)
		}
	}
	for _, k := range []string{EvFlipped, EvVikingRevealed, EvThorfinnRevealed, EvRecruited, EvCompleted, EvDodged,
		EvUntrolled, EvPlotted, "trick_troll", "trick_storm", "trick_axe", "thorfinn_troll", "thorfinn_axe",
		"thorfinn_shortage_wood", "veteran"} {
		if kinds[k] == 0 {
			t.Errorf("random play never produced %s: %v", k, kinds)
		}
	}
	t.Logf("endings %v, events %v", reasons, kinds)
}
