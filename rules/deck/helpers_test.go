package deck

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"skald/rules"
)

// script is a rules.Rand that returns scripted values (mod n), so a test can
// choose exactly which card a draw takes.
type script struct{ vals []int }

func (s *script) IntN(n int) int {
	if len(s.vals) == 0 {
		return 0
	}
	v := s.vals[0]
	s.vals = s.vals[1:]
	return v % n
}

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x5eed)) }

// refusalID returns the message ID of a *rules.Refusal, or "" for nil, and
// fails the test on any other kind of error.
func refusalID(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("error %v is not a *rules.Refusal", err)
	}
	return r.Msg.ID
}

func deepCopy(d Deck) Deck {
	return Deck{Pile: slices.Clone(d.Pile), Discard: slices.Clone(d.Discard)}
}

// assertUntouched fails if orig differs from its earlier copy, then scribbles over
// every card of result and checks orig again: this catches both an operation that
// wrote into its input and a result that shares memory with it.
func assertUntouched(t *testing.T, orig, copyBefore, result Deck) {
	t.Helper()
	if !reflect.DeepEqual(orig, copyBefore) {
		t.Fatalf("operation changed its input: %+v, was %+v", orig, copyBefore)
	}
	for i := range result.Pile {
		result.Pile[i] = "SCRIBBLE"
	}
	for i := range result.Discard {
		result.Discard[i] = "SCRIBBLE"
	}
	if !reflect.DeepEqual(orig, copyBefore) {
		t.Fatalf("result shares memory with its input: %+v, was %+v", orig, copyBefore)
	}
}

func asRefusal(err error) *rules.Refusal {
	var r *rules.Refusal
	if errors.As(err, &r) {
		return r
	}
	return nil
}
