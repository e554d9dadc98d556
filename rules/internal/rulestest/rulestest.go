// Package rulestest holds what the games' tests share: random sources (seeded,
// scripted, or read from a fuzzer's bytes), box-profile edits, assertions on
// refusals and questions, state comparisons, and random play: the checked step
// (Decider.Step), a game played by a generator, its replay, the fuzz target.
// Only tests import it.
package rulestest
