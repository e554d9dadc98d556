package dwarves

import (
	"math/big"
	"strconv"

	"skald/rules/deck"
	"skald/rules/dice"
)

// Sides of the Book 3 diamond hunt.
const (
	SideEvil   = "evil"   // Bislipur's side: the Army of Evil found it
	SideHeroes = "heroes" // Balendilín's side: the heroes found it
)

// DiamondValues are the eleven Diamond tiles of Book 3.
var DiamondValues = []int{0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3}

// Diamonds is the Book 3 hunt: the tiles still hidden on the map, those
// collected on each side of the Dwarven Council, and who found the Mighty
// Diamond ("" while nobody has).
type Diamonds struct {
	Hidden     deck.Deck `json:"hidden"` // tile values as "0".."3"
	Bislipur   []int     `json:"bislipur,omitempty"`
	Balendilin []int     `json:"balendilin,omitempty"`
	Mighty     string    `json:"mighty,omitempty"`
}

func newDiamonds() *Diamonds {
	var cards []string
	for _, v := range DiamondValues {
		cards = append(cards, strconv.Itoa(v))
	}
	return &Diamonds{Hidden: deck.New(cards...)}
}

// Sum is the total value collected on a side.
func (d Diamonds) Sum(side string) int {
	vs := d.Bislipur
	if side == SideHeroes {
		vs = d.Balendilin
	}
	n := 0
	for _, v := range vs {
		n += v
	}
	return n
}

// MightyOdds is the exact chance that the Mighty Diamond roll finds it: two
// Number dice whose sum is at most the value collected on that side.
func MightyOdds(sum int) *big.Rat {
	return dice.Prob(dice.Many(2, dice.D6()), func(f []string) bool {
		return dice.Value(f[0])+dice.Value(f[1]) <= sum
	})
}

// NextMightyOdds is the exact chance that the next diamond to reach a side
// finds the Mighty Diamond: each hidden tile as likely as the others, then
// two Number dice at most the side's new total.
func (d Diamonds) NextMightyOdds(side string) *big.Rat {
	n := d.Hidden.Size()
	if n == 0 || d.Mighty != "" {
		return new(big.Rat)
	}
	sum := new(big.Rat)
	for tile, k := range d.Hidden.Counts() {
		v, _ := strconv.Atoi(tile)
		sum.Add(sum, new(big.Rat).Mul(big.NewRat(int64(k), int64(n)), MightyOdds(d.Sum(side)+v)))
	}
	return sum
}

// DiamondCard names, in State.Checks, Book 3's Craft check for a diamond in
// the hero's hex: one success at DiamondTarget or more reveals it for the
// heroes (Balendilín's side).
const DiamondCard = "diamond"

// DiamondTarget is what each die of that Craft check must reach.
const DiamondTarget = 4

// DiamondCheck reports whether a hero may still make the Craft check for a
// diamond: Book 3, a diamond left on the map, the Mighty Diamond not found.
func (s State) DiamondCheck() bool {
	return s.Diamonds != nil && s.Diamonds.Mighty == "" && s.Diamonds.Hidden.Size() > 0
}
