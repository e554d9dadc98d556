package dwarves

import (
	"math/big"
	"math/bits"
)

// u128 is a whole number below 2^128: the odds engine's values, chances
// scaled by 6^E for E up to maxValueExponent, with no allocation.
type u128 struct{ hi, lo uint64 }

func u64(v uint64) u128 { return u128{lo: v} }

func (a u128) add(b u128) u128 {
	lo, carry := bits.Add64(a.lo, b.lo, 0)
	return u128{a.hi + b.hi + carry, lo}
}

// mul is a·m; the engine's bounds keep it below 2^128.
func (a u128) mul(m uint64) u128 {
	hi, lo := bits.Mul64(a.lo, m)
	return u128{a.hi*m + hi, lo}
}

func (a u128) less(b u128) bool { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo) }

func maxU(a, b u128) u128 {
	if a.less(b) {
		return b
	}
	return a
}

func (a u128) big() *big.Int {
	x := new(big.Int).SetUint64(a.hi)
	return x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(a.lo))
}

// pow6 is 6^e as a u128 (e ≤ maxValueExponent).
func pow6(e int) u128 {
	r := u64(1)
	for range e {
		r = r.mul(6)
	}
	return r
}

// fraction is num/6^exp, reduced.
func fraction(num u128, exp int) *big.Rat {
	return new(big.Rat).SetFrac(num.big(), pow6(exp).big())
}

// mulU is a·b; the engine's bounds keep it below 2^128.
func (a u128) mulU(b u128) u128 {
	hi, lo := bits.Mul64(a.lo, b.lo)
	return u128{hi + a.hi*b.lo + a.lo*b.hi, lo}
}
