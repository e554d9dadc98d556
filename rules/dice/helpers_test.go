package dice

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"skald/rules"
)

// script is a rules.Rand returning scripted values (mod n).
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

func refusal(t *testing.T, err error) *rules.Refusal {
	t.Helper()
	if err == nil {
		return nil
	}
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("error %v is not a *rules.Refusal", err)
	}
	return r
}

func refusalID(t *testing.T, err error) string {
	t.Helper()
	if r := refusal(t, err); r != nil {
		return r.Msg.ID
	}
	return ""
}

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic("bad rat " + s)
	}
	return r
}

// The dice the games use, plus odd shapes to catch weighting and size bugs.
var (
	white    = NewDie("skill1", "skill2", "skill3_or_voyage", "chaams1", "chaams2", "voyage")
	black    = NewDie("take1", "take2", "take3", "tanatloc", "goddess", "ogotai")
	weighted = NewDie("hit", "hit", "miss")
	d4       = Numbered(4)
	coin     = NewDie("heads", "tails")
	oneSided = NewDie("skull")
)
