package qa_test

import (
	"testing"

	"skald/rules/qa"
	"skald/rules/qa/gen"
)

// FuzzDecide drives random commands (mostly legal, some junk) from the fuzzer's
// bytes. After every accepted command: no panic, every event passed Check on the
// state it was decided in, Evolve left its input alone, 18 Chaams are in the deck,
// discard, on the Lieux or waiting to be placed, 48 Skill cards in the deck,
// discard and hands, and Ogotaï is on the track (see rulestest's Step and
// invariants).
func FuzzDecide(f *testing.F) {
	qa.Decider.Fuzz(f, 400, func(t *testing.T, setup byte) qa.State {
		p := qa.TestProfile()
		if setup&0x80 != 0 {
			p = qa.Peaceful(p)
		}
		return qa.Decider.New(t, gen.Setups[int(setup&0x7f)%len(gen.Setups)], p)
	}, gen.Command)
}
