package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"skald/rules"
	"skald/rules/polyomino"
)

// The printed values of Combat the placement helper needs, learned at the
// table only when a player wants the helper (New never asks for them):
//
//	thorgal.die.<k>.name              text: the colour of Combat die k (1..4, in
//	                                  the upgrade order, weakest first) as the
//	                                  table calls it
//	thorgal.die.<k>.faces             text: its six faces, comma-separated, each a
//	                                  tile ID, or white/critical ("O1/I2") for a
//	                                  face that also shows black squares: the tile
//	                                  without and with a Critical effect
//	thorgal.dial.<level>              text: the dice the Combat dial shows at that
//	                                  level (1..7), by number, comma-separated ("2,3")
//	thorgal.enemy.<deck>.<card>.grid  text: the card's grid, rows top to bottom
//	                                  separated by '/', a character a square (see
//	                                  spaceSymbols), at most 8 rows of 8, with at
//	                                  least one heart
//	thorgal.enemy.<deck>.<card>.special
//	                                  text, optional: what each special space
//	                                  covered does, comma-separated parts
//	                                  threat:N, wound:<tile ID>, discard:<Good ID>,
//	                                  die:<k> (roll die k, take its wound)
//
// <deck> is an Enemy deck ID (Mystical tokens draw no card) and <card> one of
// Cards(deck).
const (
	dieKeyPrefix   = "thorgal.die."
	dialKeyPrefix  = "thorgal.dial."
	enemyKeyPrefix = "thorgal.enemy."
)

// DieNameKey, DieFacesKey, DialKey, EnemyGridKey and EnemySpecialKey are the
// keys above.
func DieNameKey(die int) string  { return dieKeyPrefix + strconv.Itoa(die) + ".name" }
func DieFacesKey(die int) string { return dieKeyPrefix + strconv.Itoa(die) + ".faces" }
func DialKey(level int) string   { return dialKeyPrefix + strconv.Itoa(level) }

// EnemyGridKey: see DieNameKey.
func EnemyGridKey(deck, card string) string { return enemyKeyPrefix + deck + "." + card + ".grid" }

// EnemySpecialKey: see DieNameKey.
func EnemySpecialKey(deck, card string) string {
	return enemyKeyPrefix + deck + "." + card + ".special"
}

// combatPrinted are the printed values above, in the order a profile lists
// them: the dice, the dial, then each Enemy card.
func combatPrinted() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for die := 1; die <= DiceRanks; die++ {
		out = append(out,
			rules.PrintedSpec{Key: DieNameKey(die), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.die_name", "Die", die)},
			rules.PrintedSpec{Key: DieFacesKey(die), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.die_faces", "Die", die)})
	}
	for level := 1; level <= MaxLevel; level++ {
		out = append(out, rules.PrintedSpec{Key: DialKey(level), Kind: rules.PrintedText,
			Prompt: rules.M("thorgal.printed.dial", "Level", level)})
	}
	for _, deck := range EnemyIDs {
		for _, card := range Cards(deck) {
			name := CardName(deck, card)
			out = append(out,
				rules.PrintedSpec{Key: EnemyGridKey(deck, card), Kind: rules.PrintedText,
					Prompt: rules.M("thorgal.printed.enemy_grid", "Card", name)},
				rules.PrintedSpec{Key: EnemySpecialKey(deck, card), Kind: rules.PrintedText,
					Prompt: rules.M("thorgal.printed.enemy_special", "Card", name)})
		}
	}
	for k := range out {
		out[k].Optional = true
	}
	return out
}

// isCombatKey reports whether key is one of the values above.
func isCombatKey(key string) bool {
	return strings.HasPrefix(key, dieKeyPrefix) || strings.HasPrefix(key, dialKeyPrefix) ||
		strings.HasPrefix(key, enemyKeyPrefix)
}

// validCombat checks a value of one of the keys above (the key itself is
// known to be one: ValidPrinted asks the spec first).
func validCombat(key, value string) bool { return CheckCombatPrinted(key, value) == nil }

// CheckCombatPrinted says why a value of one of the keys above cannot be
// read (nil if it can), in a refusal that names the encoding, for an editor
// to show.
func CheckCombatPrinted(key, value string) error {
	var err error
	switch {
	case strings.HasSuffix(key, ".name"):
		if strings.TrimSpace(value) == "" || len(value) > MaxName {
			err = rules.Refuse("thorgal.err.die_name")
		}
	case strings.HasSuffix(key, ".faces"):
		_, err = ParseDieFaces(value)
	case strings.HasPrefix(key, dialKeyPrefix):
		_, err = ParseDial(value)
	case strings.HasSuffix(key, ".grid"):
		_, err = ParseEnemyGrid(value)
	case strings.HasSuffix(key, ".special"):
		_, err = ParseEnemySpecial(value)
	}
	return err
}

// DieFace is one face of a Combat die: the Wound tile its white squares
// show, and Critical, the larger tile white and black squares show together
// ("" when the face has no black squares).
type DieFace struct {
	White    string `json:"white"`
	Critical string `json:"critical,omitempty"`
}

// Tile is the tile the face gives: the critical one when a Critical effect
// is activated on it and it has one, else the white one.
func (f DieFace) Tile(crit bool) string {
	if crit && f.Critical != "" {
		return f.Critical
	}
	return f.White
}

// ParseDieFaces reads a die's faces: six of them, each a catalogue tile ID
// or white/critical with the critical tile larger than the white one.
func ParseDieFaces(v string) ([DieFaces]DieFace, error) {
	var out [DieFaces]DieFace
	bad := rules.Refuse("thorgal.err.die_faces")
	parts := strings.Split(v, ",")
	if len(parts) != DieFaces {
		return out, bad
	}
	for i, p := range parts {
		white, crit, hasCrit := strings.Cut(strings.TrimSpace(p), "/")
		white, crit = strings.TrimSpace(white), strings.TrimSpace(crit)
		n := polyomino.SizeOf(white)
		if n == 0 || hasCrit && polyomino.SizeOf(crit) <= n {
			return out, bad
		}
		out[i] = DieFace{White: white, Critical: crit}
	}
	return out, nil
}

// ParseDial reads the dice a Combat dial level shows: 1 to MaxDice die
// numbers 1..DiceRanks, returned in increasing order.
func ParseDial(v string) ([]int, error) {
	f := splitList(v)
	if len(f) == 0 || len(f) > MaxDice {
		return nil, &rules.Refusal{Msg: rules.M("thorgal.err.dial").WithCount(MaxDice)}
	}
	out := make([]int, 0, len(f))
	for _, x := range f {
		n, err := strconv.Atoi(x)
		if err != nil || n < 1 || n > DiceRanks {
			return nil, &rules.Refusal{Msg: rules.M("thorgal.err.dial").WithCount(MaxDice)}
		}
		out = append(out, n)
	}
	slices.Sort(out)
	return out, nil
}

// The kinds of space of an Enemy card's grid (polyomino.Grid kinds), and
// the character each is written with in the grid encoding.
const (
	SpacePlain     = iota // '#'
	SpaceHeart            // 'h'
	SpaceCombatXP         // 'x': 1 Combat Experience
	SpaceJourneyXP        // 'j': 1 Journey Experience
	SpaceSource           // 's': 1 Good from a Source of the Area
	SpaceMaterial         // 'm'
	SpaceOre              // 'o'
	SpaceGossip           // 'g'
	SpaceMagic            // 'a'
	SpacePower            // 'p'
	SpaceFate             // 'f'
	SpaceHeal             // 'e'
	SpaceDiscovery        // 'd'
	SpaceSpecial          // '!': the card's special effect
	spaceKinds
)

// spaceSymbols writes each kind, in the order above; '.' is no space.
const spaceSymbols = "#hxjsmogapfed!"

// spaceGoods are the Goods of the kinds SpaceMaterial..SpaceFate.
var spaceGoods = []string{Material, Ore, Gossip, Magic, Power, Fate}

// SpaceGood is the Good a space of that kind gives, if it shows one.
func SpaceGood(kind int) (string, bool) {
	if kind < SpaceMaterial || kind > SpaceFate {
		return "", false
	}
	return spaceGoods[kind-SpaceMaterial], true
}

// SpaceSymbol is the character of a kind in the grid encoding ('.' for none
// of them).
func SpaceSymbol(kind int) byte {
	if kind < 0 || kind >= spaceKinds {
		return '.'
	}
	return spaceSymbols[kind]
}

func spaceKind(b byte) (int, bool) {
	i := strings.IndexByte(spaceSymbols, b)
	return i, i >= 0
}

// MaxCardSide bounds an Enemy card's grid: rows and columns.
const MaxCardSide = 8

// ParseEnemyGrid reads an Enemy card's grid: at most MaxCardSide rows of
// MaxCardSide squares written as spaceSymbols ('.' no space), with a heart.
func ParseEnemyGrid(v string) (polyomino.Grid, error) {
	bad := rules.Refuse("thorgal.err.enemy_grid")
	g, err := polyomino.ParseGrid(strings.TrimSpace(v), spaceKind)
	if err != nil || g.Rows() > MaxCardSide || g.Cols() > MaxCardSide || g.Count(SpaceHeart) == 0 {
		return polyomino.Grid{}, bad
	}
	return g, nil
}

// FormatEnemyGrid writes a grid as ParseEnemyGrid reads it.
func FormatEnemyGrid(g polyomino.Grid) string { return g.Format(SpaceSymbol) }

// SpecialPart is one part of an Enemy card's special effect, resolved once
// for each special space covered.
type SpecialPart struct {
	Kind   string `json:"kind"`             // one of the Special... kinds
	Threat int    `json:"threat,omitempty"` // SpecialThreat: how many
	Tile   string `json:"tile,omitempty"`   // SpecialWound: the Wound tile
	Good   string `json:"good,omitempty"`   // SpecialDiscard: the Good
	Die    int    `json:"die,omitempty"`    // SpecialDie: the die to roll (1..4)
}

// The kinds of SpecialPart, as written in the encoding.
const (
	SpecialThreat  = "threat"
	SpecialWound   = "wound"
	SpecialDiscard = "discard"
	SpecialDie     = "die"
)

// MaxSpecialParts bounds the parts of a special effect (a typing guard).
const MaxSpecialParts = 6

// ParseEnemySpecial reads a special effect: 1 to MaxSpecialParts parts
// threat:N (1..MaxCount), wound:<tile ID>, discard:<Good ID> or die:<k>.
func ParseEnemySpecial(v string) ([]SpecialPart, error) {
	bad := rules.Refuse("thorgal.err.enemy_special")
	f := splitList(v)
	if len(f) == 0 || len(f) > MaxSpecialParts {
		return nil, bad
	}
	out := make([]SpecialPart, 0, len(f))
	for _, x := range f {
		kind, arg, ok := strings.Cut(x, ":")
		kind, arg = strings.TrimSpace(kind), strings.TrimSpace(arg)
		if !ok {
			return nil, bad
		}
		p := SpecialPart{Kind: kind}
		switch kind {
		case SpecialThreat:
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 || n > MaxCount {
				return nil, bad
			}
			p.Threat = n
		case SpecialWound:
			if polyomino.SizeOf(arg) == 0 {
				return nil, bad
			}
			p.Tile = arg
		case SpecialDiscard:
			if !validGood(arg) {
				return nil, bad
			}
			p.Good = arg
		case SpecialDie:
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 || n > DiceRanks {
				return nil, bad
			}
			p.Die = n
		default:
			return nil, bad
		}
		out = append(out, p)
	}
	return out, nil
}

// DieName is the colour of Combat die k as the table calls it, if known.
func DieName(printed map[string]string, die int) (string, bool) {
	v, ok := specs.Known(printed, DieNameKey(die))
	if !ok || !validCombat(DieNameKey(die), v) {
		return "", false
	}
	return strings.TrimSpace(v), true
}

// DieFacesOf is the faces of Combat die k, if known.
func DieFacesOf(printed map[string]string, die int) ([DieFaces]DieFace, bool) {
	v, ok := specs.Known(printed, DieFacesKey(die))
	if !ok {
		return [DieFaces]DieFace{}, false
	}
	f, err := ParseDieFaces(v)
	return f, err == nil
}

// DialDice is the dice the Combat dial shows at level, by number, if known.
func DialDice(printed map[string]string, level int) ([]int, bool) {
	v, ok := specs.Known(printed, DialKey(level))
	if !ok {
		return nil, false
	}
	d, err := ParseDial(v)
	return d, err == nil
}

// EnemyGrid is the grid of an Enemy card, if known.
func EnemyGrid(printed map[string]string, deck, card string) (polyomino.Grid, bool) {
	v, ok := specs.Known(printed, EnemyGridKey(deck, card))
	if !ok {
		return polyomino.Grid{}, false
	}
	g, err := ParseEnemyGrid(v)
	return g, err == nil
}

// EnemySpecial is the special effect of an Enemy card, if known.
func EnemySpecial(printed map[string]string, deck, card string) ([]SpecialPart, bool) {
	v, ok := specs.Known(printed, EnemySpecialKey(deck, card))
	if !ok {
		return nil, false
	}
	p, err := ParseEnemySpecial(v)
	return p, err == nil
}

// RolledTiles is the Wound tiles a roll gives, die by die: each die's face
// (CombatDie.Face 1..6) shows its white tile, or its critical one when a
// Critical effect is activated on it (a face without black squares gives
// its white tile all the same). need is the key of the first die whose faces
// are not known yet ("" when all are); a die out of range gives no tile.
func RolledTiles(printed map[string]string, dice []CombatDie) (tiles []string, need string) {
	for _, d := range dice {
		if d.Die < 1 || d.Die > DiceRanks || d.Face < 1 || d.Face > DieFaces {
			continue
		}
		faces, ok := DieFacesOf(printed, d.Die)
		if !ok {
			return nil, DieFacesKey(d.Die)
		}
		tiles = append(tiles, faces[d.Face-1].Tile(d.Crit))
	}
	return tiles, ""
}

// FightGrid is the grid the Wound tiles of a fight go on: its Enemy card, or
// the cards of a Merged Enemies group side by side in the order drawn. need
// is the key of the first grid not known yet; when all are known but there
// is no grid (no card drawn, or more cards than fit side by side), the grid
// is empty (Size 0).
func FightGrid(printed map[string]string, f Fight) (g polyomino.Grid, need string) {
	var cards []polyomino.Grid
	for k, card := range f.Cards {
		deck := f.DeckOf(k)
		c, ok := EnemyGrid(printed, deck, card)
		if !ok {
			return polyomino.Grid{}, EnemyGridKey(deck, card)
		}
		cards = append(cards, c)
	}
	if len(cards) == 0 {
		return polyomino.Grid{}, ""
	}
	g, err := polyomino.Join(cards...)
	if err != nil { // more cards than the grid frame holds side by side
		return polyomino.Grid{}, ""
	}
	return g, ""
}

// PlacementScore is the placement helper's default worth of a space: a
// heart counts first; among groups covering as many, Experience and Heal
// are wanted most, then a Discovery, then Goods, and a special space is
// avoided. (A preference, not a rule: the players may weigh otherwise.)
func PlacementScore(kind int) polyomino.Score {
	switch kind {
	case SpaceHeart:
		return polyomino.Score{Hearts: 1}
	case SpaceCombatXP, SpaceJourneyXP, SpaceHeal:
		return polyomino.Score{Weight: 3}
	case SpaceDiscovery:
		return polyomino.Score{Weight: 2}
	case SpaceSpecial:
		return polyomino.Score{Weight: -4}
	case SpacePlain:
		return polyomino.Score{}
	}
	return polyomino.Score{Weight: 1} // a Good or a Source
}
