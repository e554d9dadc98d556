package rulestest

import "math/rand/v2"

// RNG is a seeded random source: one seed, one game.
func RNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// ByteRand reads its choices from a fuzzer's bytes, two a choice; once they
// run out every choice is 0, so each input is one deterministic game.
type ByteRand struct {
	data []byte
	i    int
}

// NewByteRand reads its choices from data.
func NewByteRand(data []byte) *ByteRand { return &ByteRand{data: data} }

// IntN is the next choice in [0, n) (0 for n <= 0).
func (b *ByteRand) IntN(n int) int {
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

// Done reports whether every byte has been read.
func (b *ByteRand) Done() bool { return b.i >= len(b.data) }

// Script is a random source that returns scripted values (mod n), then 0, so
// a test can choose exactly which card a draw takes or which face a die shows.
type Script struct{ Vals []int }

// IntN is the next scripted value, mod n.
func (s *Script) IntN(n int) int {
	if len(s.Vals) == 0 {
		return 0
	}
	v := s.Vals[0]
	s.Vals = s.Vals[1:]
	return v % n
}
