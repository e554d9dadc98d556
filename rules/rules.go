// Package rules holds what every game shares: the decider vocabulary (messages,
// refusals, printed values and their index, steps, outcomes), the Run that
// builds a command's events, and the erased Game interface that tracker and app
// use to handle any game the same way. Shared mechanics live in the
// subpackages deck, dice and track. Test support, which the app never links:
// each game's gen package makes random commands (for its fuzz and property
// tests and the tracker's walks) from the choices in rules/random, and
// rules/internal/rulestest holds the games' shared test helpers.
package rules

import (
	"fmt"
	"slices"
)

// Rand is the only source of randomness a decider sees. *math/rand/v2.Rand fits.
type Rand interface {
	IntN(n int) int
}

// Msg is a translatable message: an i18n message ID with its template data.
// An argument that is itself a Msg is translated too. Count selects the plural form.
type Msg struct {
	ID    string         `json:"id"`
	Args  map[string]any `json:"args,omitempty"`
	Count any            `json:"count,omitempty"`
}

// M builds a Msg from an ID and alternating key/value pairs.
//
// The name of a member of a closed set (a hero, a deck, a mode) is the
// message whose ID is the set's prefix and the member's stable ID
// ("qa.hero." + id), built only for a member of the set: a new member needs
// its messages and no new code, and i18n's tests read the prefix there.
func M(id string, kv ...any) Msg {
	m := Msg{ID: id}
	for i := 0; i+1 < len(kv); i += 2 {
		if m.Args == nil {
			m.Args = map[string]any{}
		}
		m.Args[fmt.Sprint(kv[i])] = kv[i+1]
	}
	return m
}

// ListedName is the translatable name of one of a fixed list of IDs: the
// message prefix.id, or prefix.unknown for an ID not in ids (a damaged or
// newer file).
func ListedName(prefix string, ids []string, id string) Msg {
	if slices.Contains(ids, id) {
		return M(prefix + "." + id)
	}
	return M(prefix + ".unknown")
}

// WithCount sets the plural count of a message.
func (m Msg) WithCount(n int) Msg {
	m.Count = n
	if m.Args == nil {
		m.Args = map[string]any{}
	}
	if _, ok := m.Args["Count"]; !ok {
		m.Args["Count"] = n
	}
	return m
}

// Refusal is a command refused by a rule: the message names the rule; Ref points
// into the rules reference.
type Refusal struct {
	Msg Msg
	Ref string
	// Printed names the printed values whose answers the refusal is about
	// (two Event decks alike): the UI asks them again where they were typed.
	Printed []string
}

func (r *Refusal) Error() string { return "refused: " + r.Msg.ID }

// Refuse builds a Refusal error.
func Refuse(id string, kv ...any) error { return &Refusal{Msg: M(id, kv...)} }

// NeedPrinted asks the table for a value printed on a component that no rules text
// gives. The UI asks once, stores the answer in the box profile, teaches the session
// with a Learn command, and retries.
type NeedPrinted struct {
	Key string
}

func (n *NeedPrinted) Error() string { return "need printed value " + n.Key }

// PrintedKind says how a printed value is entered.
type PrintedKind string

const (
	PrintedInt    PrintedKind = "int"    // a whole number in [Min, Max]
	PrintedChoice PrintedKind = "choice" // one of Choices
	PrintedText   PrintedKind = "text"   // free text (a name)
)

// Choice is one allowed answer of a PrintedChoice value.
type Choice struct {
	Value string `json:"value"`
	Label Msg    `json:"label"`
}

// PrintedSpec describes one value that is learned at the table: its key, the
// question asked, and how it is answered.
type PrintedSpec struct {
	Key     string
	Prompt  Msg
	Kind    PrintedKind
	Min     int
	Max     int
	Choices []Choice
	// Optional marks a value only a helper the players may do without needs
	// (Thorgal's Combat dice and card grids): the box profile's fill-in
	// series and its count leave it out; it is asked when the helper is used.
	Optional bool
}

// Valid reports whether v is an acceptable answer.
func (p PrintedSpec) Valid(v string) bool {
	switch p.Kind {
	case PrintedInt:
		var n int
		if _, err := fmt.Sscanf(v, "%d", &n); err != nil || fmt.Sprint(n) != v {
			return false
		}
		return n >= p.Min && n <= p.Max
	case PrintedChoice:
		for _, c := range p.Choices {
			if c.Value == v {
				return true
			}
		}
		return false
	default:
		return v != "" && len(v) <= 200
	}
}

// StepState marks a checklist step.
type StepState int

const (
	StepTodo StepState = iota
	StepCurrent
	StepDone
)

// Step is one line of the phase checklist: a message, its state, and the rules
// reference entry it links to.
type Step struct {
	Msg   Msg
	Ref   string
	State StepState
}

// Status is where a game stands.
type Status string

const (
	Playing Status = "playing"
	Won     Status = "won"
	Lost    Status = "lost"
)

// Outcome is the status with its reason in words.
type Outcome struct {
	Status Status `json:"status"`
	Reason Msg    `json:"reason"`
	// Winners, in a game the players play against each other (a race, a
	// duel), are the seats of those who won it, 0-based in the setup's
	// order; more than one is a tie. There, Status is only that the game
	// is over. Nil while playing, in a game the table wins or loses
	// together, and in one played alone against the game (Status says it).
	Winners []int `json:"winners,omitempty"`
	// Tie is a game played alone against the game's own opponent that
	// ended level (Althing's Thorfinn): Status says Lost, he is not beaten.
	Tie bool `json:"tie,omitempty"`
}

// Versus reports whether the outcome is that of a game the players played
// against each other: who won it says how it ended, not Status.
func (o Outcome) Versus() bool { return len(o.Winners) > 0 }
