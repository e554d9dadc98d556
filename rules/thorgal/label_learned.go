package thorgal

import (
	"strings"

	"skald/rules"
)

// cardPartParts reads the key of a card's printed grid or special effect
// (an Enemy's or a Terrain card's) as the card and the part it names.
func cardPartParts(key string) (deckID, card, part string, ok bool) {
	if rest, found := strings.CutPrefix(key, terrainKeyPrefix); found {
		card, part, ok = strings.Cut(rest, ".")
		return Terrain, card, part, ok && validCard(Terrain, card)
	}
	if rest, found := strings.CutPrefix(key, enemyKeyPrefix); found {
		deckID, rest, ok1 := strings.Cut(rest, ".")
		card, part, ok2 := strings.Cut(rest, ".")
		return deckID, card, part, ok1 && ok2 && validCard(deckID, card)
	}
	return "", "", "", false
}

// learnedCardPart says in words which part of a card a learned value was:
// the value itself is an encoding (a grid row by row, an effect list) that
// means nothing in the history.
func learnedCardPart(key string) (rules.Msg, bool) {
	deckID, card, part, ok := cardPartParts(key)
	if !ok || !validCardPart(part) {
		return rules.Msg{}, false
	}
	return rules.M("thorgal.label.learned_"+part, "Card", CardName(deckID, card)), true
}

// validCardPart reports whether part is one a card's printed values name.
func validCardPart(part string) bool {
	switch part {
	case "grid", "special", "red", "yellow":
		return true
	}
	return false
}
