package cardgame

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"skald/rules"
)

func rng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// play runs up to n random commands, returning the live state and every event.
func play(t testing.TB, su Setup, p map[string]string, r rules.Rand, n int) (State, []Event) {
	t.Helper()
	s := newGame(t, su, p)
	var all []Event
	for range n {
		evs, next, err := step(s, genCommand(s, r), r)
		if err != nil {
			t.Fatal(err)
		}
		s, all = next, append(all, evs...)
		if s.Over() && chance(r, 3) {
			break
		}
	}
	return s, all
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
		replay := newGame(t, su, p)
		for i, e := range evs {
			if err := Check(replay, e); err != nil {
				t.Fatalf("seed %d: replayed event %d %+v refused: %v", seed, i, e, err)
			}
			replay = Evolve(replay, e)
		}
		sameState(t, "replay", live, replay)
		data, err := json.Marshal(live)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		sameState(t, "JSON round trip", live, back)
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
