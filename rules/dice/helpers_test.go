package dice

import (
	"math/big"
	"math/rand/v2"

	"skald/rules/internal/rulestest"
)

// The shared test helpers (see rulestest), under the names these tests use.
type script = rulestest.Script

func seeded(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x5eed)) }

var (
	refusal   = rulestest.RefusalOf
	refusalID = rulestest.RefusalID
)

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
