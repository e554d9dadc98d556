package cardgame

// The fuzz, property and reference tests play cardgame/gen's commands; gen
// imports cardgame, so those tests are package cardgame_test and reach this
// package's own test helpers through these names.
var (
	Decider     = decider
	TestProfile = testProfile
	Duel        = duel
)
