package qa

import "skald/rules"

// WarSpaces is the length of the "Préparatifs de guerre" track; Ogotaï on the
// last space wins the game for him.
const WarSpaces = 15

// State is everything the table shows. Plain data; Evolve never mutates a State
// it was given.
type State struct {
	Players int               `json:"players"`
	Level3  bool              `json:"level3,omitempty"`
	Heroes  []Hero            `json:"heroes"`
	Round   int               `json:"round"`
	Ogotai  int               `json:"ogotai"` // war-track space, 1..WarSpaces
	Printed map[string]string `json:"printed"`
	Result  rules.Outcome     `json:"result"`
}

// Hero is one hero at the table.
type Hero struct {
	ID string `json:"id"`
}

// War returns the Guerre value of a war-track space (0 = empty space) and whether
// the table has told us yet.
func (s State) War(space int) (int, bool) {
	return printedInt(s.Printed, warKey(space))
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Result.Status != "" && s.Result.Status != rules.Playing }
