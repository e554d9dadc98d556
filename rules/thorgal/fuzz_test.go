package thorgal_test

import (
	"math/rand/v2"
	"testing"

	"skald/rules/internal/rulestest"
	"skald/rules/thorgal"
	"skald/rules/thorgal/gen"
)

// play runs a byte script of commands (gen.ScriptBytes each) from a fresh game
// and checks, after every accepted command, what rulestest's Step checks (the
// invariants, Check on every event, Decide and Evolve leaving their input
// alone, a label, steps and an outcome), then that a replay of the events gives
// the same state.
func play(t testing.TB, seed uint64, script []byte) {
	su := thorgal.TestSetup(2, thorgal.Thorgal, thorgal.Aaricia)
	if seed%3 == 0 {
		su = thorgal.CustomSetup("###/###/##.")
	}
	start := thorgal.NewState(t, su)
	s, log := start, []thorgal.Event(nil)
	r := rand.New(rand.NewPCG(seed, 7))
	for ; len(script) >= gen.ScriptBytes; script = script[gen.ScriptBytes:] {
		evs, next, err := thorgal.Decider.Step(s, gen.FromBytes(s, script[:gen.ScriptBytes]), r)
		if err != nil {
			t.Fatal(err)
		}
		s, log = next, append(log, evs...)
	}
	if got, want := rulestest.Encode(t, thorgal.Decider.Replay(t, seed, start, log)), rulestest.Encode(t, s); got != want {
		t.Fatalf("replay differs from live:\n%s\n%s", got, want)
	}
}

func FuzzDecide(f *testing.F) {
	// Seeds: setup then a round; wounds piled up; threat past five; decks drained.
	f.Add(uint64(1), []byte{23, 0, 7, 0, 0, 0, 0, 25, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 7, 0, 1, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(3), []byte{10, 0, 2, 2, 1, 0, 0, 11, 0, 1, 5, 0, 0, 0, 11, 0, 1, 9, 0, 0, 0, 10, 0, 3, 4, 2, 0, 0, 12, 0, 1, 2, 0, 0, 0, 14, 0, 1, 0, 0, 0, 0, 13, 0, 1, 1, 0, 0, 0})
	f.Add(uint64(2), []byte{16, 1, 8, 0, 0, 0, 0, 16, 1, 8, 0, 0, 0, 0, 11, 1, 1, 0, 0, 0, 0, 11, 1, 1, 3, 0, 0, 0, 15, 0, 2, 0, 0, 0, 0})
	f.Add(uint64(4), []byte{23, 0, 5, 1, 0, 0, 0, 24, 0, 5, 0, 0, 0, 0, 23, 0, 5, 1, 0, 0, 0, 24, 0, 5, 0, 0, 0, 0, 23, 0, 5, 1, 0, 0, 0, 26, 0, 4, 0, 0, 0, 0, 28, 0, 2, 0, 0, 0, 0, 28, 0, 2, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, script []byte) {
		if len(script) > gen.ScriptBytes*400 {
			script = script[:gen.ScriptBytes*400]
		}
		play(t, seed, script)
	})
}

// TestRandomGames plays long random scripts: the fuzz invariants on every run
// of go test, not only under -fuzz.
func TestRandomGames(t *testing.T) {
	for seed := range uint64(40) {
		r := rand.New(rand.NewPCG(seed, 99))
		script := make([]byte, gen.ScriptBytes*300)
		for i := range script {
			script[i] = byte(r.IntN(256))
		}
		play(t, seed, script)
	}
}
