package thorgal

// The fuzz tests play thorgal/gen's commands; gen imports thorgal, so those
// tests are package thorgal_test and reach this package's own test helpers
// through these names.
var (
	Decider     = decider
	NewState    = newState
	TestSetup   = setup
	CustomSetup = customSetup
)
