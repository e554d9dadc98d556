package thorgal_test

import (
	"math/rand/v2"
	"testing"

	"skald/rules/thorgal"
	"skald/rules/thorgal/gen"
)

// TestRandomGamesReachCombatAndJourney: the generated commands are legal
// often enough that random play records fights, Combats won and lost,
// Journeys, reveals and Terrain bonuses, so the fuzz and replay properties
// cover them.
func TestRandomGamesReachCombatAndJourney(t *testing.T) {
	seen := map[string]int{}
	for seed := range uint64(20) {
		r := rand.New(rand.NewPCG(seed, 3))
		s := thorgal.NewState(t, thorgal.TestSetup(2, thorgal.Thorgal, thorgal.Aaricia))
		for range 400 {
			evs, next, err := thorgal.Decider.Step(s, gen.Command(s, r), r)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				seen[e.Kind]++
			}
			s = next
		}
	}
	for _, k := range []string{thorgal.EvFightBegun, thorgal.EvFightWon, thorgal.EvFightLost, thorgal.EvJourneyed,
		thorgal.EvTerrainRevealed, thorgal.EvTerrainBonus, thorgal.EvHealed, thorgal.EvCombatRolled, thorgal.EvCombatRerolled} {
		if seen[k] == 0 {
			t.Errorf("no %s in random play", k)
		}
	}
	t.Logf("%v", seen)
}
