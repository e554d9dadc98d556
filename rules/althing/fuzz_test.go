package althing

import "testing"

// byteRand reads its choices from the fuzzer's bytes; once they run out every
// choice is 0, so each input is one deterministic game.
type byteRand struct {
	data []byte
	i    int
}

func (b *byteRand) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	if b.i+1 >= len(b.data) {
		b.i = len(b.data)
		return 0
	}
	v := int(b.data[b.i])<<8 | int(b.data[b.i+1])
	b.i += 2
	return v % n
}

func (b *byteRand) done() bool { return b.i >= len(b.data) }

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
		r := &byteRand{data: script}
		for range 600 {
			if r.done() {
				return
			}
			_, next, err := step(s, genCommand(s, r), r)
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	})
}
