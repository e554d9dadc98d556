package track

import (
	"reflect"
	"testing"
)

// FuzzTrack applies random moves (a byte per move: which marker, signed steps)
// and checks that markers stay on the track, Move and MoveClamped agree wherever
// Move succeeds, and no call changes the track it was called on.
func FuzzTrack(f *testing.F) {
	f.Add(uint8(15), []byte{})
	f.Add(uint8(1), []byte{0x01, 0xff})
	f.Add(uint8(8), []byte{0x70, 0x71, 0x72, 0x0f, 0x8f})
	f.Fuzz(func(t *testing.T, n uint8, moves []byte) {
		length := int(n)%30 + 1
		tr, err := New(length, Mark{"a", 1}, Mark{"b", length})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			name := []string{"a", "b"}[m&1]
			steps := int(int8(m)) >> 1
			before := deepCopy(tr)
			clamped, moved := tr.MoveClamped(name, steps)
			strict, err := tr.Move(name, steps)
			if !reflect.DeepEqual(tr, before) {
				t.Fatalf("a move changed the track it was called on")
			}
			if err == nil && (!reflect.DeepEqual(strict, clamped) || moved != steps) {
				t.Fatalf("Move %+v, MoveClamped %+v moved %d of %d", strict, clamped, moved, steps)
			}
			if err != nil && (!reflect.DeepEqual(strict, tr) || moved == steps) {
				t.Fatalf("refused Move changed the track or MoveClamped moved all %d", steps)
			}
			for _, k := range clamped.Names() {
				if p := clamped.Pos(k); p < 1 || p > length {
					t.Fatalf("%s off the track at %d of %d", k, p, length)
				}
			}
			if clamped.Pos(name)-tr.Pos(name) != moved {
				t.Fatalf("MoveClamped says %d, marker moved %d", moved, clamped.Pos(name)-tr.Pos(name))
			}
			tr = clamped
		}
	})
}
