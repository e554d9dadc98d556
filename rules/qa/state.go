package qa

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
)

// WarSpaces is the length of the "Préparatifs de guerre" track; Ogotaï on the
// last space wins the game for him.
const WarSpaces = 15

// Phases of a round. The Remise en forme (every hero fresh) happens by itself
// when a round starts; each hero then plays Destin, Chaams and Action; the
// Ogotaï phase closes the round.
const (
	PhaseDestin = "destin" // the active hero rolls and takes dice
	PhaseChaams = "chaams" // the active hero draws and places the Chaams owed
	PhaseAction = "action" // the active hero spends dice and cards
	PhaseOgotai = "ogotai" // Ogotaï advances; Guerre Chaams are placed
)

// State is everything the table shows. Plain data, JSON-serialisable; Evolve
// never mutates a State it was given.
type State struct {
	Players int               `json:"players"`
	Level3  bool              `json:"level3,omitempty"`
	Heroes  []Hero            `json:"heroes"` // in turn order, the first player's first
	Round   int               `json:"round"`
	Ogotai  int               `json:"ogotai"` // war-track space, 1..WarSpaces; 0 until his start is known
	Printed map[string]string `json:"printed"`
	Result  rules.Outcome     `json:"result"`

	Phase string `json:"phase"`
	// Turn is the index in Heroes of the hero playing (Destin, Chaams, Action).
	Turn int `json:"turn"`
	// Lieux are the eight Lieu cards: Lieux[0] is Lieu 1 (Pays viking).
	Lieux [LieuCount]Lieu `json:"lieux"`
	// ChaamsDeck is the Chaams draw pile and discard (18 cards with the Lieux).
	ChaamsDeck deck.Deck `json:"chaams_deck"`
	// SkillDeck is the Skill draw pile and discard (48 cards with the hands).
	SkillDeck deck.Deck `json:"skill_deck"`
	// Destin is the active hero's Destin phase: the last roll and what is owed.
	Destin Destin `json:"destin"`
	// Dice are the white dice on the active hero's card: kept in the Destin phase,
	// spent in the Action phase (the Chaams dice leave when the Destin phase ends).
	Dice []string `json:"dice,omitempty"`
	// Draw is the Chaams draws owed right now (Chaams phase, a reveal, a Guerre).
	Draw Pending `json:"draw"`
	// Defi is the one challenge (1–20) the table counts for this game; 0 = none.
	Defi int `json:"defi,omitempty"`
}

// Hero is one hero at the table.
type Hero struct {
	ID    string   `json:"id"`
	Lieu  int      `json:"lieu"`            // 1..8
	Hand  []string `json:"hand,omitempty"`  // Skill cards by type, sorted
	Tired bool     `json:"tired,omitempty"` // hero card on its tired side
	Power bool     `json:"power,omitempty"` // power used this turn
}

// Lieu is one Lieu card of the path.
type Lieu struct {
	Revealed bool     `json:"revealed,omitempty"`
	Chaams   []string `json:"chaams,omitempty"` // Chaams cards on it, sorted
}

// Destin is the active hero's Destin phase.
type Destin struct {
	Rolls int      `json:"rolls,omitempty"` // rolls made so far
	White []string `json:"white,omitempty"` // white dice of the last roll still to choose from
	Black string   `json:"black,omitempty"` // black face of the last roll
	Pick  bool     `json:"pick,omitempty"`  // the hero must take dice from White now
	Swap  bool     `json:"swap,omitempty"`  // the Tanatloc swap is still open
}

// Pending is the Chaams draws owed. In the Chaams phase the player places each
// card (Card waits for CmdPlaceChaams); after a reveal they go on Lieu; in the
// Ogotaï phase they go where Ogotaï sends them.
type Pending struct {
	Draws int    `json:"draws,omitempty"` // cards still to draw
	Lieu  int    `json:"lieu,omitempty"`  // a reveal's Lieu, where they all go
	Card  string `json:"card,omitempty"`  // drawn, waiting to be placed
}

// Idle reports whether no Chaams draw or placement is owed.
func (p Pending) Idle() bool { return p.Draws == 0 && p.Card == "" }

// War returns the Guerre value of a war-track space (0 = empty space) and whether
// the table has told us yet.
func (s State) War(space int) (int, bool) {
	v, ok := specs.Known(s.Printed, warKey(space))
	if !ok {
		return 0, false
	}
	return atoi(v), true
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Result.Status != "" && s.Result.Status != rules.Playing }

// HeroPhase reports whether a hero is playing (Destin, Chaams or Action).
func (s State) HeroPhase() bool {
	return s.Phase == PhaseDestin || s.Phase == PhaseChaams || s.Phase == PhaseAction
}

// Active is the hero whose turn it is, if a hero is playing.
func (s State) Active() (Hero, bool) {
	if !s.HeroPhase() || s.Turn < 0 || s.Turn >= len(s.Heroes) {
		return Hero{}, false
	}
	return s.Heroes[s.Turn], true
}

// Lieu is Lieu n (1..8); the zero Lieu outside the path.
func (s State) Lieu(n int) Lieu {
	if n < 1 || n > LieuCount {
		return Lieu{}
	}
	return s.Lieux[n-1]
}

// Revealed is how many Lieux are revealed: they always form the path's start,
// so Lieu Revealed()+1 is the next to reveal.
func (s State) Revealed() int {
	n := 0
	for n < LieuCount && s.Lieux[n].Revealed {
		n++
	}
	return n
}

// ChaamsInPlay is how many Chaams cards lie on the Lieux.
func (s State) ChaamsInPlay() int {
	n := 0
	for _, l := range s.Lieux {
		n += len(l.Chaams)
	}
	return n
}

func (s State) heroIndex(id string) (int, bool) {
	for i, h := range s.Heroes {
		if h.ID == id {
			return i, true
		}
	}
	return 0, false
}

// withHero returns s with hero i changed by f; the Heroes slice is copied first.
func (s State) withHero(i int, f func(h *Hero)) State {
	s.Heroes = slices.Clone(s.Heroes)
	f(&s.Heroes[i])
	return s
}

// heroTurn: the game goes on and hero is the one playing.
func heroTurn(s State, hero string) error {
	if s.Over() {
		return rules.Refuse("qa.err.over")
	}
	h, ok := s.Active()
	if !ok {
		return rules.Refuse("qa.err.not_hero_phase")
	}
	if h.ID != hero {
		return rules.Refuse("qa.err.not_your_turn", "Hero", HeroName(h.ID))
	}
	return nil
}
