package qa

// The fuzz and property tests play qa/gen's commands; gen imports qa, so those
// tests are package qa_test and reach this package's own test helpers through
// these names.
var (
	Decider     = played
	TestProfile = testProfile
	Peaceful    = peaceful
)
