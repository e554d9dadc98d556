package cardgame

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// FuzzDecide drives random commands (mostly legal, some junk) from the fuzzer's
// bytes. After every accepted command: no panic, every event passed Check on
// the state it was decided in, Evolve left its input alone, and the invariants
// hold: one horn per conquered land and three only for the winner, fate points
// within seven, the upkeep within the party, a verdict that follows from its
// numbers (see step and invariants).
func FuzzDecide(f *testing.F) {
	f.Add(byte(0), []byte("a short duel"))
	f.Add(byte(1), []byte{0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7})
	f.Add(byte(0x83), make([]byte, 64))
	f.Fuzz(func(t *testing.T, setup byte, script []byte) {
		su := duel()
		su.First = int(setup & 1)
		if su.First == 1 {
			su.Lands = []string{LandID(Vikings, 1), LandID(Vikings, 4), LandID(Lords, 1), LandID(Lords, 2), LandID(Lords, 3), LandID(Lords, 5)}
		}
		p := testProfile()
		if setup&0x80 != 0 {
			// Symbols not known yet: choosing a land asks for them.
			for _, id := range su.Lands {
				p = without(p, LandAttrKey(id, Bravery), LandAttrKey(id, Power))
			}
		}
		s, err := New(su, p)
		if err != nil {
			t.Fatal(err)
		}
		r := rulestest.NewByteRand(script)
		rulestest.Play(t, s, r, 600, genCommand, step, func(State) bool { return r.Done() })
	})
}
