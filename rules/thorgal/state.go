package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/track"
)

// Phases of play.
const (
	PhaseSetup  = "setup"  // reveal the first Terrain card, deal the Item Display
	PhaseAction = "action" // four turns, one Action chip each
	PhaseEvent  = "event"  // the five steps, in order
)

// Event phase steps (State.EventStep). StepNote exists only when the drawn
// Event card's next-phase icon is not known yet.
const (
	StepAdvance = 1 // advance the Round marker
	StepRefresh = 2 // flip every Action chip to its active side
	StepResolve = 3 // resolve the active Event card's next-phase effect
	StepDraw    = 4 // check the left deck's requirement, draw an Event card
	StepNote    = 5 // tell the app the new card's next-phase icon
	StepPass    = 6 // pass the First Player marker clockwise
)

// RoundMarker is the marker's name on the Round track.
const RoundMarker = "round"

// Turns is how many turns (Action chips) a round has, whatever the player count.
const Turns = 4

// State is everything the table shows. Plain data; Evolve never changes a State
// it was given.
type State struct {
	Adventure string      `json:"adventure"`
	Sheet     Sheet       `json:"sheet"`
	Players   int         `json:"players"` // 1..4; solo plays two characters, and effects counting players count 2 (len(Chars))
	Tiles     []string    `json:"tiles"`   // tile shapes in the box (polyomino IDs)
	Chars     []Character `json:"characters"`
	Round     track.Track `json:"round"` // the Round track; marker RoundMarker
	Phase     string      `json:"phase"`
	Turn      int         `json:"turn"` // Action chips placed this round, 0..4
	EventStep int         `json:"event_step,omitempty"`
	First     int         `json:"first"` // character holding the First Player marker
	Row       []int       `json:"row"`   // Action card numbers, left to right
	Chips     [Turns]Chip `json:"chips"`
	// Active is the revealed Event card (Deck "" before the first draw).
	Active  EventCard         `json:"active"`
	Decks   map[string]Pile   `json:"decks"`
	Display []string          `json:"display"` // Item Display slots, "" = empty
	Entries []int             `json:"entries,omitempty"`
	Ending  Ending            `json:"ending"`
	Printed map[string]string `json:"printed"`
	// Fight is the Combat under way: its Enemy cards drawn, the roll not
	// recorded yet (nil when none).
	Fight *Fight `json:"fight,omitempty"`
	// Path is the Journey Path: the Terrain cards laid and the Journey
	// tiles placed on them (path.go).
	Path Path `json:"path,omitzero"`
}

// Chip is one Action chip: the Action Row slot it lies under (-1 beside the row,
// before its first use) and which side is up. Chips stay in their slot when the
// cards above them are swapped.
type Chip struct {
	Slot   int  `json:"slot"`
	Active bool `json:"active"`
}

// EventCard is the revealed Event card and its next-phase effect ("" while the
// players have not said which icon it shows).
type EventCard struct {
	Deck   string `json:"deck,omitempty"`
	Card   string `json:"card,omitempty"`
	Effect string `json:"effect,omitempty"`
}

// Character is one character's board.
type Character struct {
	ID      string           `json:"id"`
	Name    string           `json:"name,omitempty"` // a custom character's name
	Area    polyomino.Area   `json:"area"`
	Wounds  []polyomino.Tile `json:"wounds,omitempty"`
	Pending []Wound          `json:"pending,omitempty"` // gained, not placed yet; first first
	Threat  int              `json:"threat"`
	Goods   Goods            `json:"goods"`
	Combat  int              `json:"combat"`  // Combat dial, 1..7
	Journey int              `json:"journey"` // Journey track, 1..7
	// Experience gained with the dial or track at 7: the bonus printed there is
	// owed, a reminder until the players say they took it.
	CombatBonus  int `json:"combat_bonus,omitempty"`
	JourneyBonus int `json:"journey_bonus,omitempty"`
	// TerrainBonus counts the bonuses of Terrain cards a Journey revealed
	// that the character has still to take (printed on the card).
	TerrainBonus int    `json:"terrain_bonus,omitempty"`
	Skill        bool   `json:"skill"` // Skill card on its active side
	Items        []Item `json:"items,omitempty"`
	Dead         bool   `json:"dead,omitempty"`
}

// Wound is a wound to place: an exact tile (Shape) or any tile of Size squares.
// Cause says where it came from ("" an effect, "threat" a 6th Threat,
// "unfulfilled" an unfulfilled effect, "massive" a Massive Enemy upgraded).
type Wound struct {
	Size  int    `json:"size"`
	Shape string `json:"shape,omitempty"`
	Cause string `json:"cause,omitempty"`
}

// Causes of a wound.
const (
	CauseThreat      = "threat"
	CauseUnfulfilled = "unfulfilled"
	CauseMassive     = "massive"
)

// Item is an Item card held: the name the players typed and, for a card of the
// Item deck, its card ID ("" for a character's own Item card).
type Item struct {
	Name string `json:"name"`
	Card string `json:"card,omitempty"`
}

// Ending is how the game ended (Status "" while playing). Cause is "death"
// (Char died), "time" (the Round track ran out), "adventure" (the adventure's own
// losing condition) or "goal" (won); Entry is the ending Entry the players read.
type Ending struct {
	Status rules.Status `json:"status,omitempty"`
	Cause  string       `json:"cause,omitempty"`
	Char   int          `json:"char,omitempty"`
	Entry  int          `json:"entry,omitempty"`
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Ending.Status != "" && s.Ending.Status != rules.Playing }

// RoundNumber is the space of the Round marker.
func (s State) RoundNumber() int { return s.Round.Pos(RoundMarker) }

// TurnOwner is the character whose turn it is in the Action phase: turns go
// clockwise from the first player and wrap around when fewer than four
// characters play.
func (s State) TurnOwner() int {
	if len(s.Chars) == 0 {
		return 0
	}
	return (s.First + s.Turn) % len(s.Chars)
}

// NameMsg is the character's name as a message.
func (c Character) NameMsg() rules.Msg { return CharacterName(c.ID, c.Name) }

// LargestFit is the largest wound (in squares) character i can still take with
// the box's tiles: 0 means any wound kills.
func (s State) LargestFit(i int) int {
	if i < 0 || i >= len(s.Chars) {
		return 0
	}
	c := s.Chars[i]
	return polyomino.LargestFit(c.Area, c.Wounds, s.Tiles)
}

// Placements lists where character i may place a tile of the given shape now.
func (s State) Placements(i int, shape string) []polyomino.Tile {
	if i < 0 || i >= len(s.Chars) {
		return nil
	}
	c := s.Chars[i]
	return polyomino.Placements(c.Area, c.Wounds, shape)
}

// TilesFor lists the box's tiles that may answer a wound: the exact shape, or
// every tile of its size.
func (s State) TilesFor(w Wound) []string {
	if w.Shape != "" {
		return []string{w.Shape}
	}
	var out []string
	for _, id := range s.Tiles {
		if polyomino.SizeOf(id) == w.Size {
			out = append(out, id)
		}
	}
	return out
}

// canTake reports whether character c can place wound w.
func (s State) canTake(c Character, w Wound) bool {
	for _, id := range s.TilesFor(w) {
		if polyomino.CanPlace(c.Area, c.Wounds, id) {
			return true
		}
	}
	return false
}

// anyPending reports whether some character has a wound to place.
func (s State) anyPending() bool {
	return slices.ContainsFunc(s.Chars, func(c Character) bool { return len(c.Pending) > 0 })
}

// eventDeck is the deck step 4 draws from.
func (s State) eventDeck(met bool) string {
	if met {
		return s.Sheet.Left
	}
	return s.Sheet.Right
}

// clone copies every slice and map Evolve may change, except Printed (only a
// learned value changes it, and that copies it).
func (s State) clone() State {
	s.Tiles = slices.Clone(s.Tiles)
	s.Row = slices.Clone(s.Row)
	s.Display = slices.Clone(s.Display)
	s.Entries = slices.Clone(s.Entries)
	s.Sheet.Row = slices.Clone(s.Sheet.Row)
	s.Sheet.Special = slices.Clone(s.Sheet.Special)
	chars := make([]Character, len(s.Chars))
	for i, c := range s.Chars {
		c.Wounds = slices.Clone(c.Wounds)
		c.Pending = slices.Clone(c.Pending)
		c.Items = slices.Clone(c.Items)
		chars[i] = c
	}
	if s.Chars != nil {
		s.Chars = chars
	}
	decks := make(map[string]Pile, len(s.Decks))
	for k, p := range s.Decks {
		decks[k] = p // piles are only ever replaced, never written into
	}
	s.Decks = decks
	s.Round = track.Track{Len: s.Round.Len, Marks: cloneMarks(s.Round.Marks)}
	s.Path = s.Path.clone()
	return s
}

func cloneMarks(m map[string]int) map[string]int {
	if m == nil {
		return nil
	}
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// CanTake reports whether character i could place wound w now (some tile the
// box holds fits somewhere in the area).
func (s State) CanTake(i int, w Wound) bool {
	if i < 0 || i >= len(s.Chars) {
		return false
	}
	return s.canTake(s.Chars[i], w)
}

// Dies reports whether command c would kill a character — a wound it gives
// that cannot be placed — and which one, so the table can be warned before it
// is recorded. It decides c on s and records nothing.
func Dies(s State, c Command) (int, bool) {
	// Which card a digital draw gives changes no wound: any will do.
	evs, err := Decide(s, c, firstCard{})
	if err != nil {
		return 0, false
	}
	for _, e := range evs {
		if e.Kind == EvDied {
			return e.Char, true
		}
	}
	return 0, false
}

// firstCard is the Rand Dies draws with: always the first choice.
type firstCard struct{}

func (firstCard) IntN(int) int { return 0 }
