package althing

// The fuzz and property tests play althing/gen's commands; gen imports
// althing, so those tests are package althing_test and reach this package's
// own test helpers through these names.
var (
	Decider     = decider
	TestProfile = testProfile
)

// ThorfinnByKey is the profile key that says how Thorfinn's cards are read.
const ThorfinnByKey = thorfinnByKey
