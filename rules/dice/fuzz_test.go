package dice

import (
	"strings"
	"testing"
)

var fuzzFaces = []string{"", "1", "6", "skull", "voyage", "hit", "bogus"}

// fuzzDice decodes up to 4 dice of 0–4 sides each (face names from a small
// alphabet, repeats allowed) from spec.
func fuzzDice(spec []byte) []Die {
	next := func() int {
		if len(spec) == 0 {
			return 0
		}
		b := int(spec[0])
		spec = spec[1:]
		return b
	}
	n := next() % 5
	dice := make([]Die, 0, n)
	for range n {
		var faces []string
		for range next() % 5 {
			faces = append(faces, fuzzFaces[next()%(len(fuzzFaces)-1)])
		}
		dice = append(dice, Die{Faces: faces})
	}
	return dice
}

// FuzzDiceCheck checks that Check accepts exactly the results Roll can produce:
// an entry is accepted if and only if it is one of the enumerated outcomes, and
// every digital roll is accepted.
func FuzzDiceCheck(f *testing.F) {
	f.Add([]byte{}, []byte{})
	f.Add([]byte{1, 2, 1, 2}, []byte{1})                         // d2 "1","6"; entry "1"
	f.Add([]byte{1, 2, 1, 2}, []byte{6})                         // entry "bogus"
	f.Add([]byte{2, 3, 3, 3, 4, 0, 1, 5}, []byte{3, 0, 2})       // wrong count
	f.Add([]byte{3, 0, 1, 0, 2, 5, 5}, []byte{0, 0, 5})          // faceless dice
	f.Add([]byte{4, 4, 1, 2, 3, 4, 4, 1, 2, 3, 4}, []byte{2, 1}) // too few faces entered
	f.Fuzz(func(t *testing.T, spec, entry []byte) {
		dice := fuzzDice(spec)
		cand := make([]string, 0, min(len(entry), 6))
		for _, b := range entry[:min(len(entry), 6)] {
			cand = append(cand, fuzzFaces[int(b)%len(fuzzFaces)])
		}

		possible := map[string]bool{}
		Enumerate(dice, func(faces []string) { possible[strings.Join(faces, "\x00")] = true })
		err := Check(dice, cand)
		want := len(cand) == len(dice) && possible[strings.Join(cand, "\x00")]
		if (err == nil) != want {
			t.Fatalf("Check(%v, %q) = %v, enumeration says possible=%v", dice, cand, err, want)
		}
		if err != nil {
			id := refusalID(t, err)
			if len(cand) != len(dice) && id != "dice.err.count" || len(cand) == len(dice) && id != "dice.err.face" {
				t.Fatalf("Check(%v, %q) refused with %q", dice, cand, id)
			}
		}

		r := &script{}
		for _, b := range entry {
			r.Vals = append(r.Vals, int(b))
		}
		rolled := Roll(dice, r)
		if err := Check(dice, rolled); err != nil || !possible[strings.Join(rolled, "\x00")] {
			t.Fatalf("Roll gave %q, which Check refuses (%v) or enumeration lacks", rolled, err)
		}
	})
}
