package althing

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// FuzzDecide drives random commands (mostly legal, some junk) from the fuzzer's
// bytes. After every accepted command (see step): no panic, every event passed
// Check on the state it was decided in, Evolve left its input alone, and the
// invariants hold: every card of Thorfinn's deck and of the Assembly accounted
// for, two Trolls and one Storm Troll per player, hands of four or five, the
// pawns on the track, a King once it is over.
func FuzzDecide(f *testing.F) {
	f.Add(byte(0), []byte("a short game"))
	f.Add(byte(4), []byte{0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7})
	f.Add(byte(0x87), make([]byte, 64))
	f.Fuzz(func(t *testing.T, setup byte, script []byte) {
		su := setups[int(setup&0x7f)%len(setups)]
		p := testProfile()
		if setup&0x80 != 0 {
			p = with(p, thorfinnByKey, ByPosition)
		}
		s, err := New(su, p)
		if err != nil {
			t.Fatal(err)
		}
		r := rulestest.NewByteRand(script)
		rulestest.Play(t, s, r, 600, genCommand, step, func(State) bool { return r.Done() })
	})
}
