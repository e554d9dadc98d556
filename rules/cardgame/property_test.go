package cardgame_test

import (
	"testing"

	"skald/rules"
	"skald/rules/cardgame"
	"skald/rules/cardgame/gen"
	"skald/rules/internal/rulestest"
	"skald/rules/random"
)

// overAWhile stops a random game some time after its end, so commands on a
// finished game are tried too.
func overAWhile(s cardgame.State, r rules.Rand) bool { return s.Over() && random.Chance(r, 3) }

// Replaying the events from New gives the state the live game reached; each
// event passes Check on the state it applies to; the state survives a JSON
// round trip. The random games must reach both endings and every event kind.
func TestPropertyRandomGames(t *testing.T) {
	outcomes, kinds := map[string]int{}, map[string]int{}
	var maxRound int
	start := func(seed uint64) cardgame.State {
		p := cardgame.TestProfile()
		if seed%4 == 0 {
			p = rulestest.Without(p, cardgame.LandAttrKey(cardgame.LandID(cardgame.Vikings, 1), cardgame.Cunning))
		}
		return cardgame.Decider.New(t, cardgame.Duel(), p)
	}
	cardgame.Decider.Games(t, 300, start, 2000, gen.Command, overAWhile, func(live cardgame.State, evs []cardgame.Event) {
		rulestest.SameState(t, "JSON round trip", live, rulestest.RoundTrip(t, 0, live))
		outcomes[string(cardgame.Outcome(live).Status)+" "+live.Result.Reason]++
		for _, e := range evs {
			kinds[e.Kind]++
		}
		maxRound = max(maxRound, live.Round)
	})
	if outcomes["won horns"] == 0 || outcomes["lost damage"] == 0 {
		t.Fatalf("random play never reached some endings: %v", outcomes)
	}
	for _, k := range []string{cardgame.EvLearned, cardgame.EvFate, cardgame.EvFateDone, cardgame.EvActed, cardgame.EvPassed,
		cardgame.EvChosen, cardgame.EvOpposed, cardgame.EvResolved, cardgame.EvReturned, cardgame.EvJourneyEnded,
		cardgame.EvUpkeep, cardgame.EvCleanedUp, cardgame.EvSwapped, cardgame.EvDamaged, cardgame.EvCompanions} {
		if kinds[k] == 0 {
			t.Errorf("random play never produced %s: %v", k, kinds)
		}
	}
	t.Logf("outcomes %v, highest round %d, events %v", outcomes, maxRound, kinds)
}
