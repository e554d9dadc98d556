package thorgal

import (
	"strconv"
	"strings"

	"skald/rules"
	"skald/rules/polyomino"
)

// The printed values of the Terrain cards the Journey placement helper
// needs, learned at the table only when a player wants the helper (New
// never asks for them):
//
//	thorgal.terrain.<card>.grid    text: the card's squares, rows top to
//	                               bottom separated by '/', each square a
//	                               kind of space (terrainSymbols; '.' no
//	                               space) followed by 'r' or 'y' when the
//	                               space is red or yellow; then ';' and the
//	                               column (1 = the leftmost) that carries the
//	                               reveal mark, 0 for none. At most 8 rows of 8.
//	thorgal.terrain.<card>.red     text, optional: what each red space covered
//	                               does, in the encoding of an Enemy card's
//	                               special effect (ParseEnemySpecial)
//	thorgal.terrain.<card>.yellow  text, optional: the same for yellow spaces
//
// <card> is one of Cards(Terrain). A Terrain card is never rotated, so its
// grid is read as printed. The bonus in its corner is not learned: the table
// says what it gives when it is owed.
const terrainKeyPrefix = "thorgal.terrain."

// TerrainGridKey is the key of a Terrain card's grid.
func TerrainGridKey(card string) string { return terrainKeyPrefix + card + ".grid" }

// TerrainEffectKey is the key of the effect of a Terrain card's red
// (PenaltyRed) or yellow (PenaltyYellow) spaces.
func TerrainEffectKey(card string, penalty int) string {
	if penalty == PenaltyYellow {
		return terrainKeyPrefix + card + ".yellow"
	}
	return terrainKeyPrefix + card + ".red"
}

func isTerrainKey(key string) bool { return strings.HasPrefix(key, terrainKeyPrefix) }

// terrainPrinted are the values above, card by card.
func terrainPrinted() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for _, card := range Cards(Terrain) {
		name := CardName(Terrain, card)
		out = append(out,
			rules.PrintedSpec{Key: TerrainGridKey(card), Kind: rules.PrintedText, Optional: true,
				Prompt: rules.M("thorgal.printed.terrain_grid", "Card", name)},
			rules.PrintedSpec{Key: TerrainEffectKey(card, PenaltyRed), Kind: rules.PrintedText, Optional: true,
				Prompt: rules.M("thorgal.printed.terrain_red", "Card", name)},
			rules.PrintedSpec{Key: TerrainEffectKey(card, PenaltyYellow), Kind: rules.PrintedText, Optional: true,
				Prompt: rules.M("thorgal.printed.terrain_yellow", "Card", name)})
	}
	return out
}

// CheckTerrainPrinted says why a value of one of the keys above cannot be
// read (nil if it can), for an editor to show.
func CheckTerrainPrinted(key, value string) error {
	if strings.HasSuffix(key, ".grid") {
		_, err := ParseTerrainGrid(value)
		return err
	}
	_, err := ParseEnemySpecial(value)
	return err
}

// SpaceExperience is a kind of space Terrain cards show beside those of
// Enemy cards: 1 Experience, on the track the player chooses (written '*').
const SpaceExperience = spaceKinds

// TerrainKinds are the kinds of space a Terrain card may show, in the order
// an editor offers them: no heart, no special space (red and yellow spaces
// are a colour over any kind, Penalty...).
var TerrainKinds = []int{SpacePlain, SpaceExperience, SpaceCombatXP, SpaceJourneyXP, SpaceSource,
	SpaceMaterial, SpaceOre, SpaceGossip, SpaceMagic, SpacePower, SpaceFate, SpaceHeal, SpaceDiscovery}

// The colours of a Terrain card's space: most have none; covering a red or
// a yellow one resolves the card's effect for that colour, once a space.
const (
	PenaltyNone = iota
	PenaltyRed
	PenaltyYellow
)

// penaltySymbols write the colours after a space's kind ("" for none).
var penaltySymbols = [...]string{"", "r", "y"}

func terrainKind(b byte) (int, bool) {
	if b == '*' {
		return SpaceExperience, true
	}
	k, ok := spaceKind(b)
	return k, ok && k != SpaceHeart && k != SpaceSpecial
}

func terrainSymbol(kind int) string {
	if kind == SpaceExperience {
		return "*"
	}
	return string(SpaceSymbol(kind))
}

// TerrainCard is a Terrain card's grid as learned: its spaces and their
// kinds, the colour of each (Penalty...), and the column of the reveal mark
// (-1: the card shows none).
type TerrainCard struct {
	Spaces  polyomino.Grid
	Penalty [MaxCardSide][MaxCardSide]int
	Mark    int
}

// PenaltyAt is the colour of a square of the card (PenaltyNone off it).
func (t TerrainCard) PenaltyAt(c polyomino.Cell) int {
	if !t.Spaces.Has(c) || c.R >= MaxCardSide || c.C >= MaxCardSide {
		return PenaltyNone
	}
	return t.Penalty[c.R][c.C]
}

// ParseTerrainGrid reads a Terrain card's grid: at least one space, at most
// MaxCardSide rows and columns, and a mark (if any) on a column holding a
// space.
func ParseTerrainGrid(v string) (TerrainCard, error) {
	bad := rules.Refuse("thorgal.err.terrain_grid")
	grid, mark, ok := strings.Cut(strings.TrimSpace(v), ";")
	m, err := strconv.Atoi(strings.TrimSpace(mark))
	if !ok || err != nil {
		return TerrainCard{}, bad
	}
	t := TerrainCard{Mark: m - 1}
	var rows [][]int
	for r, line := range strings.Split(grid, "/") {
		if r >= MaxCardSide {
			return TerrainCard{}, bad
		}
		var row []int
		for i := 0; i < len(line); i++ {
			c := len(row)
			if c >= MaxCardSide {
				return TerrainCard{}, bad
			}
			if line[i] == '.' {
				row = append(row, -1)
				continue
			}
			k, ok := terrainKind(line[i])
			if !ok {
				return TerrainCard{}, bad
			}
			row = append(row, k)
			if i+1 < len(line) {
				switch line[i+1] {
				case 'r':
					t.Penalty[r][c], i = PenaltyRed, i+1
				case 'y':
					t.Penalty[r][c], i = PenaltyYellow, i+1
				}
			}
		}
		rows = append(rows, row)
	}
	if t.Spaces, err = polyomino.NewGrid(rows); err != nil {
		return TerrainCard{}, bad
	}
	if m < 0 || m > t.Spaces.Cols() || (m > 0 && !t.columnHasSpace(t.Mark)) {
		return TerrainCard{}, bad
	}
	return t, nil
}

func (t TerrainCard) columnHasSpace(c int) bool {
	for r := range t.Spaces.Rows() {
		if t.Spaces.Has(polyomino.Cell{R: r, C: c}) {
			return true
		}
	}
	return false
}

// FormatTerrainGrid writes a card's grid as ParseTerrainGrid reads it.
func FormatTerrainGrid(t TerrainCard) string {
	var b strings.Builder
	for r := range t.Spaces.Rows() {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range t.Spaces.Cols() {
			cell := polyomino.Cell{R: r, C: c}
			k, ok := t.Spaces.Kind(cell)
			if !ok {
				b.WriteByte('.')
				continue
			}
			b.WriteString(terrainSymbol(k) + penaltySymbols[t.PenaltyAt(cell)])
		}
	}
	return b.String() + ";" + strconv.Itoa(t.Mark+1)
}

// TerrainGrid is the grid of a Terrain card, if known.
func TerrainGrid(printed map[string]string, card string) (TerrainCard, bool) {
	v, ok := specs.Known(printed, TerrainGridKey(card))
	if !ok {
		return TerrainCard{}, false
	}
	t, err := ParseTerrainGrid(v)
	return t, err == nil
}

// TerrainEffect is the effect of a Terrain card's red or yellow spaces, if
// known.
func TerrainEffect(printed map[string]string, card string, penalty int) ([]SpecialPart, bool) {
	v, ok := specs.Known(printed, TerrainEffectKey(card, penalty))
	if !ok {
		return nil, false
	}
	p, err := ParseEnemySpecial(v)
	return p, err == nil
}
