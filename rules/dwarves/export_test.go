package dwarves

// The fuzz and random-game tests play dwarves/gen's commands; gen imports
// dwarves, so those tests are package dwarves_test and reach this package's
// own test helpers through these names.
var (
	Decider = decider
	Profile = profile
)
