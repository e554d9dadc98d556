package dwarves

// Scenario card levels.
const (
	LevelA = "A"
	LevelB = "B"
	LevelC = "C"
)

// Levels counts cards by level.
type Levels struct {
	A int `json:"a"`
	B int `json:"b"`
	C int `json:"c"`
}

// Get is the count of one level.
func (l Levels) Get(level string) int {
	switch level {
	case LevelA:
		return l.A
	case LevelB:
		return l.B
	case LevelC:
		return l.C
	}
	return 0
}

func (l Levels) plus(level string, n int) Levels {
	switch level {
	case LevelA:
		l.A += n
	case LevelB:
		l.B += n
	case LevelC:
		l.C += n
	}
	return l
}

// Sum is the number of cards of every level.
func (l Levels) Sum() int { return l.A + l.B + l.C }

// Next is the level of the top card of a deck stacked A over B over C, or ""
// if the deck is empty.
func (l Levels) Next() string {
	switch {
	case l.A > 0:
		return LevelA
	case l.B > 0:
		return LevelB
	case l.C > 0:
		return LevelC
	}
	return ""
}

// Scenario is the Scenario deck (Books 1 and 5) or the Saga deck (Books 2–4)
// and the cards of it in play. The deck is stacked by level (A on top, then B,
// then C), so the level of the next card is always known.
type Scenario struct {
	Left        Levels `json:"left"`                  // facedown in the deck
	Removed     int    `json:"removed"`               // level-A cards returned to the box for the difficulty
	Slots       []Slot `json:"slots,omitempty"`       // in play: one (Books 1, 5) or up to three (Books 2–4)
	Done        Levels `json:"done"`                  // completed
	Skipped     Levels `json:"skipped"`               // discarded when revealed (already fulfilled, condition unmet)
	Unfulfilled int    `json:"unfulfilled,omitempty"` // Book 5: level-A cards whose time ran out
}

// Slot is a Scenario or Saga card in play.
type Slot struct {
	Level    string `json:"level"`
	Name     string `json:"name,omitempty"`      // as the table named it (optional)
	FaceDown bool   `json:"face_down,omitempty"` // Books 2–4: a later letter waiting its turn
	Time     int    `json:"time,omitempty"`      // Book 5: time markers left on a level-A card
	Timed    bool   `json:"timed,omitempty"`     // Book 5: markers were placed on it
}

// SlotsMax is the number of cards in play at once for the book.
func SlotsMax(book int) int {
	if saga(book) {
		return 3
	}
	return 1
}

// saga reports whether a book plays with Saga cards (Books 2–4).
func saga(book int) bool { return book >= 2 && book <= 4 }

// canFlip reports whether the facedown card in slot i may be turned up: no
// card of an earlier letter is in play or left in the deck.
func (sc Scenario) canFlip(i int) bool {
	lv := sc.Slots[i].Level
	for j, o := range sc.Slots {
		if j != i && o.Level < lv {
			return false
		}
	}
	next := sc.Left.Next()
	return next == "" || next >= lv
}
