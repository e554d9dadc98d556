package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"skald/rules"
	"skald/rules/polyomino"
)

// Printed values of Thorgal that no rules text gives, learned once at the table
// and kept in the box profile. Keys and encodings:
//
//	thorgal.tiles                       text: IDs of the tetrominoes and pentominoes in
//	                                    the box, comma-separated ("T4,L4,P5"); the
//	                                    square, domino and both trominoes are implied
//	thorgal.adventure.<a>.rounds        int 1..30: spaces of the Round track
//	thorgal.adventure.<a>.left          choice of an Event deck: the left deck
//	thorgal.adventure.<a>.right         choice of an Event deck: the right deck
//	thorgal.adventure.<a>.requirement   text: the left deck's drawing requirement,
//	                                    in the players' words
//	thorgal.adventure.<a>.row           text: the starting Action Row's card numbers,
//	                                    ascending, comma-separated ("3,8,15,22,30")
//	thorgal.adventure.<a>.special       text, optional (never asked by New): the Round
//	                                    track spaces marked with a special effect,
//	                                    ascending, comma-separated ("3,5"), or "0"
//	                                    for none
//	thorgal.character.<c>.area          text: the wound area as rows of '#' (square)
//	                                    and '.' (gap) separated by '/' ("####/###.")
//	thorgal.character.<c>.goods         text: starting Goods, six counts in the order
//	                                    Material, Ore, Gossip, Magic, Power, Fate
//	                                    ("1,0,2,0,0,0")
//	thorgal.event.<deck>.<card>         choice 1, 2, 3 or other: the Next Event phase
//	                                    effect icon of an Event card ("1" = the first
//	                                    of the three effects on the Adventure sheet)
//	thorgal.adventure.<own>.name        text: the name of an adventure the players add
//	thorgal.character.<own>.name        text: the name of a character the players add
//
// <a> is torkans_temple, blood_lily or an OwnAdventureIDs slot, <c> a base
// character ID or an OwnCharacterIDs slot, <deck> an Event deck ID and <card>
// "01".."10". Names are at most MaxName bytes.
const TilesKey = "thorgal.tiles"

func adventureKey(adv, what string) string { return "thorgal.adventure." + adv + "." + what }
func characterKey(ch, what string) string  { return "thorgal.character." + ch + "." + what }

// EventKey is the printed key of an Event card's next-phase effect.
func EventKey(deckID, card string) string { return "thorgal.event." + deckID + "." + card }

// The four answers of an Event card's next-phase effect.
const (
	EffectFirst  = "1"
	EffectSecond = "2"
	EffectThird  = "3"
	EffectOther  = "other" // the card says something else: read it
)

// effectNames are the message IDs of the four answers.
var effectNames = map[string]string{
	EffectFirst:  "thorgal.effect.first",
	EffectSecond: "thorgal.effect.second",
	EffectThird:  "thorgal.effect.third",
	EffectOther:  "thorgal.effect.other",
}

// EffectName is the translatable name of a next-phase effect.
func EffectName(v string) rules.Msg {
	if id, ok := effectNames[v]; ok {
		return rules.M(id)
	}
	return rules.M("thorgal.effect.unknown")
}

// Printed lists every value the app may ask about.
func Printed() []rules.PrintedSpec {
	out := []rules.PrintedSpec{{Key: TilesKey, Kind: rules.PrintedText, Prompt: rules.M("thorgal.printed.tiles")}}
	var decks []rules.Choice
	for _, d := range EventDeckIDs {
		decks = append(decks, rules.Choice{Value: d, Label: DeckName(d)})
	}
	for _, a := range profileAdventures {
		name := AdventureName(a, "")
		if IsOwnAdventure(a) {
			out = append(out, rules.PrintedSpec{Key: adventureKey(a, "name"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.adventure_name", "Adventure", name)})
		}
		out = append(out,
			rules.PrintedSpec{Key: adventureKey(a, "rounds"), Kind: rules.PrintedInt, Min: 1, Max: MaxRounds,
				Prompt: rules.M("thorgal.printed.rounds", "Adventure", name)},
			rules.PrintedSpec{Key: adventureKey(a, "left"), Kind: rules.PrintedChoice, Choices: decks,
				Prompt: rules.M("thorgal.printed.left", "Adventure", name)},
			rules.PrintedSpec{Key: adventureKey(a, "right"), Kind: rules.PrintedChoice, Choices: decks,
				Prompt: rules.M("thorgal.printed.right", "Adventure", name)},
			rules.PrintedSpec{Key: adventureKey(a, "requirement"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.requirement", "Adventure", name)},
			rules.PrintedSpec{Key: adventureKey(a, "row"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.row", "Adventure", name)},
			rules.PrintedSpec{Key: adventureKey(a, "special"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.special", "Adventure", name)},
		)
	}
	for _, c := range append(slices.Clone(CharacterIDs), OwnCharacterIDs...) {
		name := CharacterName(c, "")
		if IsOwnCharacter(c) {
			out = append(out, rules.PrintedSpec{Key: characterKey(c, "name"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.character_name", "Character", name)})
		}
		out = append(out,
			rules.PrintedSpec{Key: characterKey(c, "area"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.area", "Character", name)},
			rules.PrintedSpec{Key: characterKey(c, "goods"), Kind: rules.PrintedText,
				Prompt: rules.M("thorgal.printed.goods", "Character", name)},
		)
	}
	var effects []rules.Choice
	for _, v := range []string{EffectFirst, EffectSecond, EffectThird, EffectOther} {
		effects = append(effects, rules.Choice{Value: v, Label: EffectName(v)})
	}
	for _, d := range EventDeckIDs {
		for _, c := range Cards(d) {
			out = append(out, rules.PrintedSpec{Key: EventKey(d, c), Kind: rules.PrintedChoice, Choices: effects,
				Prompt: rules.M("thorgal.printed.event", "Card", CardName(d, c))})
		}
	}
	out = append(out, journeyPrinted()...)
	out = append(out, combatPrinted()...)
	return out
}

// specs finds Thorgal's printed values by key.
var specs = rules.IndexPrinted("thorgal.", Printed())

// ValidPrinted reports whether value is an acceptable answer for key: the
// spec's own test plus the encodings above (a grid editor can check with it).
func ValidPrinted(key, value string) bool {
	if !specs.Valid(key, value) {
		return false
	}
	var err error
	switch {
	case key == TilesKey:
		_, err = ParseTiles(value)
	case isCombatKey(key): // before the suffixes: its .name and .special are its own
		return validCombat(key, value)
	case strings.HasSuffix(key, ".name"):
		if len(strings.TrimSpace(value)) == 0 || len(value) > MaxName {
			return false
		}
	case strings.HasSuffix(key, ".requirement"):
	case strings.HasSuffix(key, ".row"):
		_, err = ParseRow(value)
	case strings.HasSuffix(key, ".special"):
		_, err = ParseSpecial(value)
	case strings.HasSuffix(key, ".area"):
		_, err = ParseArea(value)
	case strings.HasSuffix(key, ".goods"):
		_, err = ParseGoods(value)
	case isTerrainKey(key):
		err = CheckTerrainPrinted(key, value)
	case isJourneyKey(key):
		_, err = ParseJourney(value)
	}
	return err == nil
}

// SmallTiles are the tiles every box holds: the only free polyominoes of one,
// two and three squares (the rulebook's two shapes of size 3).
var SmallTiles = []string{"O1", "I2", "I3", "L3"}

// ParseTiles reads the tiles encoding and returns every tile shape in the box,
// the small ones included, in catalogue order. It refuses an unknown ID, an ID
// given twice, and a box without a tile of 4 or of 5 squares.
func ParseTiles(v string) ([]string, error) {
	have := map[string]bool{}
	for _, id := range SmallTiles {
		have[id] = true
	}
	given := map[string]bool{}
	has4, has5 := false, false
	for _, f := range splitList(v) {
		n := polyomino.SizeOf(f)
		if n == 0 || given[f] {
			return nil, rules.Refuse("thorgal.err.tiles", "ID", f)
		}
		given[f], have[f] = true, true
		has4, has5 = has4 || n == 4, has5 || n == 5
	}
	if !has4 || !has5 {
		return nil, rules.Refuse("thorgal.err.tiles_sizes")
	}
	var out []string
	for _, id := range polyomino.IDs() {
		if have[id] {
			out = append(out, id)
		}
	}
	return out, nil
}

// ParseRow reads the Action Row encoding: card numbers, ascending.
func ParseRow(v string) ([]int, error) {
	var row []int
	for _, f := range splitList(v) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, &rules.Refusal{Msg: rules.M("thorgal.err.row").WithCount(MaxRowCards)}
		}
		row = append(row, n)
	}
	return row, validRow(row)
}

// ParseSpecial reads the marked Round track spaces: round numbers 1..MaxRounds,
// ascending, each once; "0" alone says the track marks none.
func ParseSpecial(v string) ([]int, error) {
	f := splitList(v)
	if len(f) == 1 && f[0] == "0" {
		return nil, nil
	}
	if len(f) == 0 {
		return nil, rules.Refuse("thorgal.err.special", "Max", MaxRounds)
	}
	var out []int
	for _, x := range f {
		n, err := strconv.Atoi(x)
		if err != nil || n < 1 || n > MaxRounds || (len(out) > 0 && n <= out[len(out)-1]) {
			return nil, rules.Refuse("thorgal.err.special", "Max", MaxRounds)
		}
		out = append(out, n)
	}
	return out, nil
}

// specialOf is the marked rounds a profile value gives for a track of rounds
// spaces (spaces past the track's end are left out).
func specialOf(v string, rounds int) []int {
	sp, err := ParseSpecial(v)
	if err != nil {
		return nil
	}
	var out []int
	for _, n := range sp {
		if n <= rounds {
			out = append(out, n)
		}
	}
	return out
}

// ParseArea reads a wound area.
func ParseArea(v string) (polyomino.Area, error) {
	a, err := polyomino.ParseArea(strings.TrimSpace(v))
	if err != nil {
		return a, rules.Refuse("thorgal.err.area")
	}
	return a, nil
}

// MaxName bounds the name of an added adventure, character or Item (bytes).
const MaxName = 60

// MaxStartGoods bounds each starting Good (a typing guard, not a rule).
const MaxStartGoods = 20

// ParseGoods reads the starting Goods encoding: six counts.
func ParseGoods(v string) (Goods, error) {
	f := splitList(v)
	var g Goods
	if len(f) != len(GoodIDs) {
		return g, rules.Refuse("thorgal.err.goods_encoding")
	}
	for i, id := range GoodIDs {
		n, err := strconv.Atoi(f[i])
		if err != nil || n < 0 || n > MaxStartGoods {
			return g, rules.Refuse("thorgal.err.goods_encoding")
		}
		g = g.With(id, n)
	}
	return g, nil
}

// splitList splits on commas, trimming spaces and dropping empty fields.
func splitList(v string) []string {
	var out []string
	for f := range strings.SplitSeq(v, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func validEffect(v string) bool {
	_, ok := effectNames[v]
	return ok
}
