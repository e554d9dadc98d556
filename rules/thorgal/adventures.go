package thorgal

import (
	"slices"

	"skald/rules"
)

// Adventure IDs. The rulebook names two adventures. The others are added by
// the players in one of the OwnAdventureIDs slots of the box profile (name and
// sheet learned once, like the named ones' sheets), or given whole in the setup
// as CustomAdventure.
const (
	TorkansTemple   = "torkans_temple"
	BloodLily       = "blood_lily"
	CustomAdventure = "custom"
)

// AdventureIDs lists the adventures the rulebook names, the suggested first one
// first.
var AdventureIDs = []string{TorkansTemple, BloodLily}

// OwnAdventureIDs are the box profile's slots for adventures the players add.
var OwnAdventureIDs = []string{"own1", "own2", "own3", "own4", "own5", "own6"}

// profileAdventures are every adventure whose sheet lives in the box profile.
var profileAdventures = append(slices.Clone(AdventureIDs), OwnAdventureIDs...)

func knownAdventure(id string) bool { return slices.Contains(profileAdventures, id) }

// IsOwnAdventure reports whether id is a profile slot of an added adventure.
func IsOwnAdventure(id string) bool { return slices.Contains(OwnAdventureIDs, id) }

// AdventureName is the translatable name of an adventure: the rulebook's name,
// the players' own name (custom) for one they added, or "Your adventure N" for
// a slot not named yet.
func AdventureName(id, custom string) rules.Msg {
	if slices.Contains(AdventureIDs, id) {
		return rules.M("thorgal.adventure." + id)
	}
	if i := slices.Index(OwnAdventureIDs, id); i >= 0 && custom == "" {
		return rules.M("thorgal.adventure.own", "N", i+1)
	}
	return rules.M("thorgal.adventure.custom", "Name", custom)
}

// Sheet is what an Adventure sheet and its Adventure Description give the app:
// the length of the Round track, the two Event decks (left, then right), the
// requirement printed for drawing from the left deck, and the Action cards of
// the starting Action Row.
//
// The draw rule: in step 4 of the Event phase the players check the left deck's
// requirement first; if it is met they draw from the left deck, otherwise from
// the right one. The requirement depends on the table (tokens on Action cards
// and the like), so the app shows its text and the players answer "met or not".
type Sheet struct {
	Name        string `json:"name,omitempty"` // a custom adventure's name
	Rounds      int    `json:"rounds"`
	Left        string `json:"left"`
	Right       string `json:"right"`
	Requirement string `json:"requirement"`
	Row         []int  `json:"row"` // Action card numbers, ascending
	// Special lists the Round track spaces marked with a special effect,
	// resolved during that round (told by the players, optional).
	Special []int `json:"special,omitempty"`
}

// Marked reports whether round n is marked on the Round track.
func (sh Sheet) Marked(n int) bool { return slices.Contains(sh.Special, n) }

// Limits of a sheet's values (the rulebook gives none; these only keep typing
// mistakes out).
const (
	MaxRounds     = 30
	MinRowCards   = 2
	MaxRowCards   = 12
	MaxActionCard = 99
)

func (sh Sheet) validate() error {
	if sh.Rounds < 1 || sh.Rounds > MaxRounds {
		return &rules.Refusal{Msg: rules.M("thorgal.err.rounds").WithCount(MaxRounds)}
	}
	if !isEventDeck(sh.Left) || !isEventDeck(sh.Right) {
		return rules.Refuse("thorgal.err.event_deck")
	}
	if sh.Left == sh.Right {
		return rules.Refuse("thorgal.err.decks_same")
	}
	if sh.Requirement == "" || len(sh.Requirement) > 200 {
		return rules.Refuse("thorgal.err.requirement")
	}
	if err := validRow(sh.Row); err != nil {
		return err
	}
	for i, n := range sh.Special {
		if n < 1 || n > sh.Rounds || (i > 0 && n <= sh.Special[i-1]) {
			return rules.Refuse("thorgal.err.special", "Max", sh.Rounds)
		}
	}
	return nil
}

func validRow(row []int) error {
	if len(row) < MinRowCards {
		// A chip must move to another card every round: one card would jam.
		return &rules.Refusal{Msg: rules.M("thorgal.err.row_short").WithCount(MinRowCards)}
	}
	if len(row) > MaxRowCards {
		return &rules.Refusal{Msg: rules.M("thorgal.err.row").WithCount(MaxRowCards)}
	}
	for i, n := range row {
		if n < 1 || n > MaxActionCard || (i > 0 && n < row[i-1]) {
			return &rules.Refusal{Msg: rules.M("thorgal.err.row").WithCount(MaxRowCards)}
		}
	}
	return nil
}
