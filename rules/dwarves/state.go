package dwarves

import (
	"maps"
	"skald/rules"
	"skald/rules/deck"
	"skald/rules/track"
	"slices"
)

// Turn phases, in order.
const (
	PhaseAdvance = "advance" // 1. advance the Hero marker (start of the turn)
	PhaseReveal  = "reveal"  // 2. reveal new cards
	PhaseActions = "actions" // 3. two actions
)

// Actions that roll Number dice.
const (
	ActMove     = "move"
	ActFight    = "fight"
	ActDispatch = "dispatch"
	ActCheck    = "check"
)

// rollActions are the actions that roll Number dice.
var rollActions = []string{ActMove, ActFight, ActDispatch, ActCheck}

// Attributes printed on a hero board.
const (
	AttrBattle = "battle"
	AttrCraft  = "craft"
	AttrSpeed  = "speed"
)

// attributes are the attributes printed on a hero board.
var attributes = []string{AttrBattle, AttrCraft, AttrSpeed}

// ActionsPerTurn is the number of actions a hero takes each turn.
const ActionsPerTurn = 2

// Marker names on the tracks.
const (
	MarkHero    = "hero"
	MarkDoom    = "doom"
	MarkCouncil = "council"
)

// Card kinds in the Adventure deck and display (Books 1 and 5).
const (
	CardAdventure = "adventure"
	CardThreat    = "threat"
	CardEquipment = "equipment"
)

// State is everything the table shows. Plain data: Evolve never changes a
// State it was given (it works on a deep copy).
type State struct {
	Setup     Setup       `json:"setup"`
	Heroes    []Hero      `json:"heroes"`              // turn order
	Turn      int         `json:"turn"`                // hero turns begun so far (the campaign's turn count)
	Current   int         `json:"current"`             // index of the hero whose turn it is
	Phase     string      `json:"phase"`               // PhaseAdvance, PhaseReveal or PhaseActions
	Actions   int         `json:"actions"`             // actions taken this turn
	Completed bool        `json:"completed,omitempty"` // a Scenario or Saga card was completed this turn: the next waits for the next hero
	Started   bool        `json:"started"`             // the current turn's start effects are done
	Doom      track.Track `json:"doom"`                // markers "hero" (from space 1) and "doom" (from the last space)
	Council   track.Track `json:"council"`             // nine positions, marker "council"; 1 is Bislipur's end

	Supply   Troops            `json:"supply"`             // plain troops only
	Board    map[string]Troops `json:"board,omitempty"`    // troops per hex (Blacksaddle included); empty hexes absent
	Cards    map[string]Troops `json:"cards,omitempty"`    // troops on cards, by card name
	Perished []string          `json:"perished,omitempty"` // hexes with a Perished Land tile, sorted

	Scenario  Scenario            `json:"scenario"`          // Scenario deck (Books 1, 5) or Saga deck (Books 2–4)
	Display   []Card              `json:"display,omitempty"` // Books 1, 5: the Adventure/Threat display (up to 3)
	Adventure deck.Deck           `json:"adventure"`         // Books 1, 5: "adventure" and "threat" cards
	Threats   deck.Deck           `json:"threats"`           // the Threat draw deck ("threat" cards)
	Kept      []string            `json:"kept,omitempty"`    // Books 2–4: faceup Threat cards (names the table gave)
	Equipment deck.Deck           `json:"equipment"`         // "equipment" cards
	Special   int                 `json:"special,omitempty"` // Book 5: special Equipment cards still in their deck
	Checks    map[string]Progress `json:"checks,omitempty"`  // attribute checks under way, by card
	Roll      *Roll               `json:"roll,omitempty"`    // the action roll being resolved

	Diamonds *Diamonds `json:"diamonds,omitempty"` // Book 3
	Dragons  []string  `json:"dragons,omitempty"`  // Book 4: dragons in play, sorted
	Flown    []string  `json:"flown,omitempty"`    // Book 4: dragons that have moved this turn, sorted

	Printed map[string]string `json:"printed,omitempty"`
	Result  rules.Outcome     `json:"result"`
}

// Hero is one hero at the table. Battle, Craft, Speed and Health are the
// printed values; Mods are the Attribute Value Modification tiles.
type Hero struct {
	ID        string   `json:"id"`
	Battle    int      `json:"battle"`
	Craft     int      `json:"craft"`
	Speed     int      `json:"speed"`
	MaxHealth int      `json:"max_health"`      // printed hearts
	Tiles     int      `json:"tiles,omitempty"` // Increased Health tiles (+1 heart each)
	Health    int      `json:"health"`
	Mods      Attrs    `json:"mods"`
	Hex       string   `json:"hex,omitempty"`       // where the figure stands, as the table named it
	Equipment []string `json:"equipment,omitempty"` // card names, sorted
}

// Attrs are attribute modifications.
type Attrs struct {
	Battle int `json:"battle,omitempty"`
	Craft  int `json:"craft,omitempty"`
	Speed  int `json:"speed,omitempty"`
}

// Attr is a hero's current value of an attribute: printed plus tiles, never
// below 0.
func (h Hero) Attr(attr string) int {
	switch attr {
	case AttrBattle:
		return max(h.Battle+h.Mods.Battle, 0)
	case AttrCraft:
		return max(h.Craft+h.Mods.Craft, 0)
	case AttrSpeed:
		return max(h.Speed+h.Mods.Speed, 0)
	}
	return 0
}

// Hearts is the hero's current maximum Health.
func (h Hero) Hearts() int { return h.MaxHealth + h.Tiles }

// HasEquipment reports whether the hero holds a card of that name.
func (h Hero) HasEquipment(name string) bool {
	for _, e := range h.Equipment {
		if e == name {
			return true
		}
	}
	return false
}

// Card is one card in the Adventure display.
type Card struct {
	Kind string `json:"kind"`           // CardAdventure or CardThreat
	Name string `json:"name,omitempty"` // as the table named it (optional)
}

// Progress is an attribute check under way on a card: successes carry over
// between the two actions of a turn (and across turns when Persist, for the
// cards that say so).
type Progress struct {
	Attr    string `json:"attr"`
	Target  int    `json:"target"` // each die ≥ Target is a success
	Need    int    `json:"need"`   // successes the card asks for
	Got     int    `json:"got"`    // successes so far
	Persist bool   `json:"persist,omitempty"`
}

// Roll is an action's dice between the roll and its resolution.
type Roll struct {
	Action   string `json:"action"`             // ActMove, ActFight, ActDispatch, ActCheck
	Attr     string `json:"attr"`               // the attribute rolled
	Faces    []int  `json:"faces"`              // current faces, 1..6
	Bumped   int    `json:"bumped,omitempty"`   // die raised by 1 by an ability (1-based), 0 none
	Rerolled bool   `json:"rerolled,omitempty"` // the council's one-die re-roll is used (until a re-roll of all)
	All      bool   `json:"all,omitempty"`      // the hero's re-roll of all dice is used
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Result.Status != "" && s.Result.Status != rules.Playing }

// Hero is the hero whose turn it is.
func (s State) Hero() Hero {
	if s.Current < 0 || s.Current >= len(s.Heroes) {
		return Hero{}
	}
	return s.Heroes[s.Current]
}

func (s State) heroIndex(id string) int {
	for i, h := range s.Heroes {
		if h.ID == id {
			return i
		}
	}
	return -1
}

// GapToDoom is how many spaces the Hero marker still has to advance before it
// reaches the Doom marker's space (0 or less: they have met).
func (s State) GapToDoom() int { return s.Doom.Gap(MarkHero, MarkDoom) }

// clone is a deep copy of s: Evolve works on it so that nothing it changes is
// shared with the State it was given.
func (s State) clone() State {
	out := s
	out.Setup = cloneSetup(s.Setup)
	out.Heroes = slices.Clone(s.Heroes)
	for i := range out.Heroes {
		out.Heroes[i].Equipment = slices.Clone(s.Heroes[i].Equipment)
	}
	out.Doom = track.Track{Len: s.Doom.Len, Marks: maps.Clone(s.Doom.Marks)}
	out.Council = track.Track{Len: s.Council.Len, Marks: maps.Clone(s.Council.Marks)}
	out.Board = maps.Clone(s.Board)
	out.Cards = maps.Clone(s.Cards)
	out.Perished = slices.Clone(s.Perished)
	out.Scenario.Slots = slices.Clone(s.Scenario.Slots)
	out.Display = slices.Clone(s.Display)
	out.Adventure = cloneDeck(s.Adventure)
	out.Threats = cloneDeck(s.Threats)
	out.Kept = slices.Clone(s.Kept)
	out.Equipment = cloneDeck(s.Equipment)
	out.Checks = maps.Clone(s.Checks)
	if s.Roll != nil {
		r := *s.Roll
		r.Faces = slices.Clone(s.Roll.Faces)
		out.Roll = &r
	}
	if s.Diamonds != nil {
		d := *s.Diamonds
		d.Hidden = cloneDeck(s.Diamonds.Hidden)
		d.Bislipur = slices.Clone(s.Diamonds.Bislipur)
		d.Balendilin = slices.Clone(s.Diamonds.Balendilin)
		out.Diamonds = &d
	}
	out.Dragons = slices.Clone(s.Dragons)
	out.Flown = slices.Clone(s.Flown)
	out.Printed = maps.Clone(s.Printed)
	out.Result.Reason.Args = maps.Clone(s.Result.Reason.Args)
	return out
}

func cloneDeck(d deck.Deck) deck.Deck {
	return deck.Deck{Pile: slices.Clone(d.Pile), Discard: slices.Clone(d.Discard)}
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
