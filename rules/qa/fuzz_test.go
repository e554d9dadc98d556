package qa

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// FuzzDecide drives random commands (mostly legal, some junk) from the fuzzer's
// bytes. After every accepted command: no panic, every event passed Check on the
// state it was decided in, Evolve left its input alone, 18 Chaams are in the deck,
// discard, on the Lieux or waiting to be placed, 48 Skill cards in the deck,
// discard and hands, and Ogotaï is on the track (see step and invariants).
func FuzzDecide(f *testing.F) {
	f.Add(byte(0), []byte("a short game"))
	f.Add(byte(2), []byte{0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7})
	f.Add(byte(0x83), make([]byte, 64))
	f.Fuzz(func(t *testing.T, setup byte, script []byte) {
		su := setups[int(setup&0x7f)%len(setups)]
		p := testProfile()
		if setup&0x80 != 0 {
			p = peaceful(p)
		}
		s, err := New(su, p)
		if err != nil {
			t.Fatal(err)
		}
		r := rulestest.NewByteRand(script)
		rulestest.Play(t, s, r, 400, genCommand, step, func(State) bool { return r.Done() })
	})
}
