package dwarves

import (
	"maps"
	"slices"
	"strconv"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/track"
)

// Difficulty levels (Books 1–4).
const (
	Easy        = "easy"
	Normal      = "normal"
	Challenging = "challenging"
	Brave       = "brave"
	Heroic      = "heroic"
)

// Difficulties lists the levels, easiest first.
var Difficulties = []string{Easy, Normal, Challenging, Brave, Heroic}

// Setup is what the table decides before play.
type Setup struct {
	Book          int      `json:"book"`                     // 1..5
	Elfar         bool     `json:"elfar,omitempty"`          // Book 1: the Élfar expansion
	CombinedMight bool     `json:"combined_might,omitempty"` // Book 1: the Combined Might expansion
	ExtraEquip    bool     `json:"extra_equip,omitempty"`    // Books 2–5: add the expansions' 4 Equipment cards
	Difficulty    string   `json:"difficulty,omitempty"`     // Books 1–4
	Easier        int      `json:"easier,omitempty"`         // Book 5: level-A cards removed (0–2)
	Expert        bool     `json:"expert,omitempty"`         // a hex perishes at 4+ troops
	Players       int      `json:"players"`                  // 2..6
	Heroes        []string `json:"heroes"`                   // one per player, in turn order (start hero first)
	// Names are who plays each hero, in the order of Heroes ("" or missing:
	// not said). The players' own words, never translated.
	Names []string `json:"names,omitempty"`
	// Council is CouncilLearned when each council space's text is learned at
	// the table; sessions set up before that ("") keep their reading by
	// position, so their stored decisions decide the same way again.
	Council string `json:"council,omitempty"`
}

// PlayedBy is the name of who plays hero, "" when not said.
func PlayedBy(s Setup, hero string) string {
	for i, h := range s.Heroes {
		if h == hero {
			return rules.NameAt(s.Names, i)
		}
	}
	return ""
}

// Component counts from the rulebook's component list.
const (
	adventureBase  = 30
	threatBase     = 15
	equipmentBase  = 22
	specialEquip   = 8 // Book 5
	spellCards     = 9 // Andôkai
	healthTiles    = 6
	elfarAdventure = 1
	elfarThreat    = 5
	elfarEquip     = 2
	cmAdventure    = 8
	cmThreat       = 5
	cmEquip        = 2
)

// removals is how many level-A cards each difficulty removes, Books 1–4.
var removals = map[string]int{Easy: 4, Normal: 3, Challenging: 2, Brave: 1, Heroic: 0}

// removalsCM is the same with Combined Might.
var removalsCM = map[string]int{Easy: 10, Normal: 9, Challenging: 8, Brave: 7, Heroic: 6}

// RemovedA is how many level-A cards the setup returns to the box unseen.
func RemovedA(s Setup) int {
	switch {
	case s.Book == 5:
		return s.Easier
	case s.Book == 1 && s.CombinedMight:
		return removalsCM[s.Difficulty]
	}
	return removals[s.Difficulty]
}

// Composition is how the Scenario (or Saga) deck is built for a setup: the
// cards of each level that go into the deck, and how many level-A cards are
// returned to the box unseen for the difficulty.
type Composition struct {
	Deck     Levels `json:"deck"`
	RemovedA int    `json:"removed_a"`
}

// Compose builds the deck's make-up. Book 1 with Combined Might needs the
// printed number of level-A cards of the base game and the expansion together.
func Compose(s Setup, printed map[string]string) (Composition, error) {
	c := Composition{RemovedA: RemovedA(s)}
	switch {
	case s.Book == 1:
		a, lc := 8, 3
		if s.CombinedMight {
			n, ok := printedInt(printed, cmAKey)
			if !ok {
				return c, &rules.NeedPrinted{Key: cmAKey}
			}
			a, lc = n, 9 // the three base level-C cards and the expansion's six
		}
		if s.Elfar {
			lc = 1 // Seal the Élfar Portal replaces every other level-C card
		}
		c.Deck = Levels{A: a - c.RemovedA, B: 1, C: lc}
	case saga(s.Book):
		// 12 Saga cards: 3 level C (1 is drawn), 2 level B, 7 level A.
		c.Deck = Levels{A: 7 - c.RemovedA, B: 2, C: 1}
	case s.Book == 5:
		// 8 level-A cards; one level-B and one level-C card are drawn.
		c.Deck = Levels{A: 8 - c.RemovedA, B: 1, C: 1}
	}
	return c, nil
}

// New validates the setup and builds the table after setup: the first
// Scenario card (or three Saga cards) revealed, the Adventure display dealt,
// every hero on the start location printed on its board. Hero values, the Doom
// track's length and (with Combined Might) the number of level-A cards are
// printed: without them in printed, New asks for the first one missing.
func New(s Setup, printed map[string]string) (State, error) {
	if err := validSetup(s); err != nil {
		return State{}, err
	}
	length, ok := printedInt(printed, doomLengthKey)
	if !ok {
		return State{}, &rules.NeedPrinted{Key: doomLengthKey}
	}
	comp, err := Compose(s, printed)
	if err != nil {
		return State{}, err
	}
	st := State{
		Setup:   cloneSetup(s),
		Turn:    0,
		Phase:   PhaseAdvance,
		Supply:  Total,
		Printed: map[string]string{},
	}
	for _, id := range s.Heroes {
		h := Hero{ID: id}
		for _, f := range []struct {
			attr string
			dst  *int
		}{{AttrBattle, &h.Battle}, {AttrCraft, &h.Craft}, {AttrSpeed, &h.Speed}, {"health", &h.MaxHealth}} {
			key := heroKey(id, f.attr)
			v, ok := printedInt(printed, key)
			if !ok {
				return State{}, &rules.NeedPrinted{Key: key}
			}
			*f.dst = v
		}
		start, ok := printed[heroKey(id, "start")]
		if !ok || !validName(start) {
			return State{}, &rules.NeedPrinted{Key: heroKey(id, "start")}
		}
		h.Hex = start
		h.Health = h.MaxHealth
		st.Heroes = append(st.Heroes, h)
	}
	if st.Doom, err = track.New(length, track.Mark{Name: MarkHero, Pos: 1}, track.Mark{Name: MarkDoom, Pos: length}); err != nil {
		return State{}, err
	}
	st.Council, _ = track.New(CouncilPositions, track.Mark{Name: MarkCouncil, Pos: CouncilStart})

	// The Scenario or Saga deck, stacked A over B over C.
	st.Scenario.Left = comp.Deck
	st.Scenario.Removed = comp.RemovedA
	for range SlotsMax(s.Book) {
		st.Scenario.Left.A--
		st.Scenario.Slots = append(st.Scenario.Slots, Slot{Level: LevelA})
	}

	adv, thr, eq := adventureBase, threatBase, equipmentBase
	if s.Book == 1 && s.Elfar {
		adv, thr, eq = adv+elfarAdventure, thr+elfarThreat, eq+elfarEquip
	}
	if s.Book == 1 && s.CombinedMight {
		adv, thr, eq = adv+cmAdventure, thr+cmThreat, eq+cmEquip
	}
	if s.Book != 1 && s.ExtraEquip {
		eq += elfarEquip + cmEquip
	}
	st.Equipment = deck.FromCounts(map[string]int{CardEquipment: eq})
	if saga(s.Book) {
		st.Threats = deck.FromCounts(map[string]int{CardThreat: threatBase})
	} else {
		// Three Adventure cards are dealt before the three Threat cards are
		// shuffled into the deck, so the first display holds no threat.
		for range 3 {
			st.Display = append(st.Display, Card{Kind: CardAdventure})
		}
		st.Adventure = deck.FromCounts(map[string]int{CardAdventure: adv - 3, CardThreat: 3})
		st.Threats = deck.FromCounts(map[string]int{CardThreat: thr - 3})
	}
	if s.Book == 5 {
		st.Special = specialEquip
	}
	if s.Book == 3 {
		st.Diamonds = newDiamonds()
	}
	// Keep every known value so the session never asks twice.
	for k, v := range printed {
		if specs.Valid(k, v) {
			st.Printed[k] = v
		}
	}
	st.Printed = maps.Clone(st.Printed)
	return st, nil
}

func validSetup(s Setup) error {
	if err := validOptions(s); err != nil {
		return err
	}
	if s.Players < 2 || s.Players > 6 {
		return rules.Refuse("dwarves.err.players")
	}
	if len(s.Heroes) != s.Players {
		return &rules.Refusal{Msg: rules.M("dwarves.err.hero_count").WithCount(s.Players)}
	}
	seen := map[string]bool{}
	for _, h := range s.Heroes {
		if !validHero(h) {
			return rules.Refuse("dwarves.err.hero_unknown")
		}
		if seen[h] {
			return rules.Refuse("dwarves.err.hero_twice", "Hero", HeroName(h))
		}
		seen[h] = true
	}
	if s.Council != "" && s.Council != CouncilLearned {
		return rules.Refuse("dwarves.err.council_setup")
	}
	if !rules.ValidNames(s.Names, len(s.Heroes)) {
		return &rules.Refusal{Msg: rules.M("dwarves.err.names").WithCount(rules.MaxNameLen)}
	}
	return nil
}

// validOptions checks the Book, the expansions and the difficulty: what the
// decks depend on, whoever plays.
func validOptions(s Setup) error {
	if s.Book < 1 || s.Book > 5 {
		return rules.Refuse("dwarves.err.book", "Book", s.Book)
	}
	if (s.Elfar || s.CombinedMight) && s.Book != 1 {
		return rules.Refuse("dwarves.err.expansion_book")
	}
	if s.ExtraEquip && s.Book == 1 {
		return rules.Refuse("dwarves.err.extra_equip")
	}
	if s.Book == 5 {
		if s.Difficulty != "" {
			return rules.Refuse("dwarves.err.difficulty_book5")
		}
		if s.Easier < 0 || s.Easier > 2 {
			return rules.Refuse("dwarves.err.easier")
		}
	} else {
		if _, ok := removals[s.Difficulty]; !ok {
			return rules.Refuse("dwarves.err.difficulty")
		}
		if s.Easier != 0 {
			return rules.Refuse("dwarves.err.easier")
		}
	}
	return nil
}

func cloneSetup(s Setup) Setup {
	s.Heroes = append([]string(nil), s.Heroes...)
	if s.Names != nil {
		s.Names = append([]string(nil), s.Names...)
	}
	return s
}

// BookName is the translatable title of a Book.
func BookName(book int) rules.Msg {
	if book >= 1 && book <= Books {
		return rules.M("dwarves.book." + strconv.Itoa(book))
	}
	return rules.M("dwarves.book.unknown", "Book", strconv.Itoa(book))
}

// DifficultyName says the chosen difficulty in words (Book 5: how many
// level-A cards were removed).
func DifficultyName(s Setup) rules.Msg {
	if s.Book == 5 {
		return rules.M("dwarves.difficulty.book5", "N", s.Easier)
	}
	if slices.Contains(Difficulties, s.Difficulty) {
		return rules.M("dwarves.difficulty." + s.Difficulty)
	}
	return rules.M("dwarves.difficulty.unknown")
}
