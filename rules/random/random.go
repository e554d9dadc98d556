// Package random is test support: the random choices behind the games' command
// generators (rules/<game>/gen), which the rules' fuzz and property tests and
// the tracker's walkers share. Production code never imports it (see
// TestOnlyTestSupportImportsIt).
package random

import (
	"slices"
	"strconv"

	"skald/rules"
)

// Pick is one of xs, at random.
func Pick[T any](r rules.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// Chance is true one time in n.
func Chance(r rules.Rand, n int) bool { return r.IntN(n) == 0 }

// Sample is k of xs at random, without replacement (all of them if k is more).
func Sample[T any](r rules.Rand, xs []T, k int) []T {
	xs = slices.Clone(xs)
	var out []T
	for range min(k, len(xs)) {
		i := r.IntN(len(xs))
		out = append(out, xs[i])
		xs = slices.Delete(xs, i, i+1)
	}
	return out
}

// Answer is some valid answer to a printed question, as a table might type it
// (a text, a name, is the same for a key every time).
func Answer(spec rules.PrintedSpec, r rules.Rand) string {
	switch spec.Kind {
	case rules.PrintedInt:
		return strconv.Itoa(spec.Min + r.IntN(spec.Max-spec.Min+1))
	case rules.PrintedChoice:
		return Pick(r, spec.Choices).Value
	}
	return "Printed " + spec.Key
}
