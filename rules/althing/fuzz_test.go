package althing_test

import (
	"testing"

	"skald/rules/althing"
	"skald/rules/althing/gen"
	"skald/rules/internal/rulestest"
)

// FuzzDecide drives random commands (mostly legal, some junk) from the fuzzer's
// bytes. After every accepted command (see rulestest's Step): no panic, every
// event passed Check on the state it was decided in, Evolve left its input
// alone, and the invariants hold: every card of Thorfinn's deck and of the
// Assembly accounted for, two Trolls and one Storm Troll per player, hands of
// four or five, the pawns on the track, a King once it is over.
func FuzzDecide(f *testing.F) {
	althing.Decider.Fuzz(f, 600, func(t *testing.T, setup byte) althing.State {
		p := althing.TestProfile()
		if setup&0x80 != 0 {
			p = rulestest.With(p, althing.ThorfinnByKey, althing.ByPosition)
		}
		return althing.Decider.New(t, gen.Setups[int(setup&0x7f)%len(gen.Setups)], p)
	}, gen.Command)
}
