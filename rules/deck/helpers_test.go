package deck

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// The shared test helpers (see rulestest), under the names these tests use.
type script = rulestest.Script

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x5eed)) }

var refusalID = rulestest.RefusalID

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
