package qa_test

import (
	"strconv"
	"testing"

	"skald/rules"
	"skald/rules/qa"
	"skald/rules/qa/gen"
	"skald/rules/random"
)

// Replaying the events from New gives the state the live game reached, whatever
// the random source; each event passes Check on the state it applies to; the
// state survives a JSON round trip.
func TestPropertyRandomGames(t *testing.T) {
	outcomes, kinds := map[string]int{}, map[string]int{}
	var longest, maxRound int
	start := func(seed uint64) qa.State {
		p := qa.TestProfile()
		if seed%3 == 0 {
			p = qa.Peaceful(p) // no Guerre: the games run to the end of the war track
		}
		return qa.Decider.New(t, gen.Setups[seed%uint64(len(gen.Setups))], p)
	}
	// Some time after the end, so commands on a finished game are tried too.
	overAWhile := func(s qa.State, r rules.Rand) bool { return s.Over() && random.Chance(r, 3) }
	qa.Decider.Games(t, 300, start, 1500, gen.Command, overAWhile, func(live qa.State, evs []qa.Event) {
		outcomes[qa.Outcome(live).Reason.ID]++
		for _, e := range evs {
			kinds[e.Kind]++
			if e.Kind == qa.EvStepDone {
				kinds["step_"+strconv.Itoa(e.Lieu)]++
			}
		}
		longest = max(longest, len(evs))
		maxRound = max(maxRound, live.Round)
	})
	// The random games must reach the interesting parts, or the property says little.
	if outcomes["qa.lost.war_track"] == 0 || outcomes["qa.lost.no_free_lieu"]+outcomes["qa.lost.deck_exhausted"] == 0 {
		t.Fatalf("random play never reached some endings: %v", outcomes)
	}
	for _, k := range []string{qa.EvSwapped, qa.EvRevealed, qa.EvMoved, qa.EvStepDone, qa.EvChaamsRemoved, qa.EvDiscarded,
		qa.EvPower, qa.EvDefi, qa.EvLearned} {
		if kinds[k] == 0 {
			t.Errorf("random play never produced %s: %v", k, kinds)
		}
	}
	t.Logf("outcomes %v, longest %d events, highest round %d, events %v", outcomes, longest, maxRound, kinds)
}
