package cardgame_test

import (
	"testing"

	"skald/assets"
	"skald/rules/cardgame"
	"skald/rules/cardgame/gen"
	"skald/rules/internal/rulestest"
)

// Every checklist line links to an entry of the rules reference: the refs of
// every state random games pass through, and both endings, exist.
func TestStepRefsExist(t *testing.T) {
	entries, err := assets.LoadReference()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, e := range entries {
		have[e.ID] = true
	}
	seen := map[string]bool{}
	for seed := range uint64(20) {
		r := rulestest.RNG(seed)
		s := cardgame.Decider.New(t, cardgame.Duel(), cardgame.TestProfile())
		for range 800 {
			for _, st := range cardgame.Steps(s) {
				seen[st.Ref] = true
			}
			_, next, err := cardgame.Decider.Step(s, gen.Command(s, r), r)
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
		for _, st := range cardgame.Steps(s) {
			seen[st.Ref] = true
		}
	}
	for _, ref := range []string{"cardgame.victory", "cardgame.defeat", "cardgame.dusk.swap", "cardgame.phase.fate"} {
		if !seen[ref] {
			t.Errorf("random games never showed a step linking to %s", ref)
		}
	}
	for ref := range seen {
		if !have[ref] {
			t.Errorf("a step links to %q, which the rules reference does not have", ref)
		}
	}
}
