package cardgame

import (
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// play runs up to n random commands, returning the live state and every event.
func play(t testing.TB, su Setup, p map[string]string, r rules.Rand, n int) (State, []Event) {
	t.Helper()
	return rulestest.Play(t, newGame(t, su, p), r, n, genCommand, step, func(s State) bool { return s.Over() && chance(r, 3) })
}

// Replaying the events from New gives the state the live game reached; each
// event passes Check on the state it applies to; the state survives a JSON
// round trip. The random games must reach both endings and every event kind.
func TestPropertyRandomGames(t *testing.T) {
	outcomes, kinds := map[string]int{}, map[string]int{}
	var maxRound int
	for seed := range uint64(300) {
		su, p := duel(), testProfile()
		if seed%4 == 0 {
			p = without(p, LandAttrKey(fortifiedPort, Cunning))
		}
		live, evs := play(t, su, p, rng(seed), 2000)
		sameState(t, "replay", live, decider.Replay(t, seed, newGame(t, su, p), evs))
		sameState(t, "JSON round trip", live, rulestest.RoundTrip(t, seed, live))
		outcomes[string(Outcome(live).Status)+" "+live.Result.Reason]++
		for _, e := range evs {
			kinds[e.Kind]++
		}
		maxRound = max(maxRound, live.Round)
	}
	if outcomes["won horns"] == 0 || outcomes["lost damage"] == 0 {
		t.Fatalf("random play never reached some endings: %v", outcomes)
	}
	for _, k := range []string{EvLearned, EvFate, EvFateDone, EvActed, EvPassed, EvChosen, EvOpposed, EvResolved,
		EvReturned, EvJourneyEnded, EvUpkeep, EvCleanedUp, EvSwapped, EvDamaged, EvCompanions} {
		if kinds[k] == 0 {
			t.Errorf("random play never produced %s: %v", k, kinds)
		}
	}
	t.Logf("outcomes %v, highest round %d, events %v", outcomes, maxRound, kinds)
}
