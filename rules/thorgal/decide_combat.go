package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/polyomino"
)

// Fight is a Combat under way: the Enemy token chosen and the Enemy cards
// drawn for it, in play until the Combat is recorded. Several cards are a
// Merged Enemies group; Decks gives each card's deck when the group mixes
// kinds (nil: all from Enemy). A Mystical Enemy draws no card.
type Fight struct {
	Char  int      `json:"char"`
	Enemy string   `json:"enemy"`
	Cards []string `json:"cards,omitempty"`
	Decks []string `json:"decks,omitempty"`
	// Dice is the Combat roll once made (decide_roll.go), rerolls applied:
	// nil before the roll. Digital: the app rolled, so it rerolls too.
	Dice    []CombatDie `json:"dice,omitempty"`
	Rerolls int         `json:"rerolls,omitempty"`
	Digital bool        `json:"digital,omitempty"`
}

// Rolled reports whether the Combat roll of the fight is recorded.
func (f Fight) Rolled() bool { return len(f.Dice) > 0 }

// DeckOf is the deck the k-th card of the fight came from.
func (f Fight) DeckOf(k int) string { return deckOf(f.Enemy, f.Decks, k) }

func deckOf(enemy string, decks []string, k int) string {
	if k >= 0 && k < len(decks) {
		return decks[k]
	}
	return enemy
}

// CombatDie is one die of a Combat roll, for the history: Die is its rank in
// the upgrade order (1 the weakest .. 4 the strongest), Face the side rolled
// (1..6), Crit whether a Critical effect was activated on it, Added whether an
// Item or Skill gave it, From the rank it was upgraded from (0 if none).
type CombatDie struct {
	Die   int  `json:"die"`
	Face  int  `json:"face"`
	Crit  bool `json:"crit,omitempty"`
	Added bool `json:"added,omitempty"`
	From  int  `json:"from,omitempty"`
}

// Bounds of a Combat (typing guards, not rules).
const (
	DiceRanks = 4  // die colours in the upgrade order
	DieFaces  = 6  // sides of a Combat die
	MaxDice   = 9  // dice in one roll
	MaxTiles  = 18 // Wound tiles placed in one Combat
	MaxHearts = 40 // ♥ on an Enemy card or a merged group
)

// decideFight draws the Enemy cards of a Combat: the cards the table names, or
// Count digital draws (one by default), from the Enemy's deck or, for a mixed
// merged group, from each card's own deck.
func decideFight(em *emitter, c Command, r rules.Rand) error {
	s := em.State
	if s.Fight != nil {
		return rules.Refuse("thorgal.err.fight_under_way")
	}
	ch, err := s.char(c.Char)
	if err != nil {
		return err
	}
	if ch.Dead {
		return rules.Refuse("thorgal.err.character")
	}
	if c.Enemy == Mystical {
		if len(c.Cards) > 0 || len(c.Enemies) > 0 {
			return rules.Refuse("thorgal.err.mystical_cards")
		}
		em.Add(Event{Kind: EvFightBegun, Char: c.Char, Enemy: Mystical})
		return nil
	}
	enemy, decks, err := fightDecks(c)
	if err != nil {
		return err
	}
	if len(c.Cards) == 0 {
		// A digital draw needs as many cards in each deck and its discard.
		for _, d := range slices.Compact(slices.Sorted(slices.Values(decks))) {
			need, have := deck.Count(decks, d), s.Decks[d].Deck.Total()
			if have < need {
				return &rules.Refusal{Msg: rules.M("thorgal.err.deck_short", "Deck", DeckName(d)).WithCount(have)}
			}
		}
	}
	var cards []string
	for k, d := range decks {
		card := ""
		if len(c.Cards) > 0 {
			if card = c.Cards[k]; !validCard(d, card) {
				return rules.Refuse("thorgal.err.card", "Card", card, "Deck", DeckName(d))
			}
		}
		dr, err := pick(em.State.Decks[d], card, r)
		if err != nil {
			return err
		}
		if !em.Add(Event{Kind: EvDrawn, Deck: d, Card: dr.Card, Reshuffled: dr.Reshuffled}) {
			return em.Err
		}
		cards = append(cards, dr.Card)
	}
	var mixed []string
	if len(c.Enemies) > 0 {
		mixed = decks
	}
	em.Add(Event{Kind: EvFightBegun, Char: c.Char, Enemy: enemy, Cards: cards, Decks: mixed})
	return nil
}

// fightDecks reads which deck each card of a fight comes from: Enemies when
// given (a mixed merged group), else Enemy for every card.
func fightDecks(c Command) (enemy string, decks []string, err error) {
	n := len(c.Cards)
	if len(c.Enemies) > 0 {
		for _, e := range c.Enemies {
			if !isEnemy(e) {
				return "", nil, rules.Refuse("thorgal.err.fight_enemy")
			}
		}
		enemy = c.Enemies[0]
		if c.Enemy != "" {
			enemy = c.Enemy
		}
		if !slices.Contains(c.Enemies, enemy) || (n > 0 && n != len(c.Enemies)) || (c.Count > 0 && c.Count != len(c.Enemies)) {
			return "", nil, rules.Refuse("thorgal.err.fight_enemy")
		}
		decks = slices.Clone(c.Enemies)
	} else {
		if !isEnemy(c.Enemy) {
			return "", nil, rules.Refuse("thorgal.err.fight_enemy")
		}
		enemy = c.Enemy
		if n == 0 {
			n = max(c.Count, 1)
		} else if c.Count > 0 && c.Count != n {
			return "", nil, rules.Refuse("thorgal.err.fight_enemy")
		}
		if n > MaxCount {
			return "", nil, rules.Refuse("thorgal.err.count", "Max", MaxCount)
		}
		for range n {
			decks = append(decks, enemy)
		}
	}
	if len(decks) > MaxCount {
		return "", nil, rules.Refuse("thorgal.err.count", "Max", MaxCount)
	}
	return enemy, decks, nil
}

// decideCombat resolves the fight under way in one go: the covering effects,
// then won (every ♥ covered) or lost (1 Threat per ♥ left), then every Enemy
// card of the fight to its discard pile.
func decideCombat(em *emitter, c Command, r rules.Rand) error {
	f := em.State.Fight
	if f == nil {
		return rules.Refuse("thorgal.err.no_fight")
	}
	if f.Rolled() {
		// The roll is recorded: the record carries it, Critical effects
		// only added (rules of timing, decide_roll.go).
		if len(c.Dice) == 0 {
			c.Dice = slices.Clone(f.Dice)
		}
		if err := sameRoll(f.Dice, c.Dice); err != nil {
			return err
		}
		if c.Rerolls != 0 && c.Rerolls != f.Rerolls {
			return &rules.Refusal{Msg: rules.M("thorgal.err.rerolls_recorded").WithCount(f.Rerolls), Ref: RefCombat}
		}
		c.Rerolls = f.Rerolls
	}
	if err := checkRoll(c.Dice, c.Tiles, c.Rerolls, c.Hearts, c.Total); err != nil {
		return err
	}
	if err := checkHeartsLearned(em.State.Printed, *f, c.Total); err != nil {
		return err
	}
	if err := em.cover(f.Char, c.Cover, r); err != nil {
		return err
	}
	kind := EvFightWon
	if c.Hearts < c.Total {
		kind = EvFightLost
	}
	em.Add(Event{Kind: kind, Char: f.Char, Enemy: f.Enemy, Cards: f.Cards, Decks: f.Decks,
		Hearts: c.Hearts, Total: c.Total, Dice: c.Dice, Tiles: c.Tiles, Rerolls: c.Rerolls,
		DieNames: dieNames(em.State.Printed, c.Dice)})
	if kind == EvFightLost {
		em.gainThreat(f.Char, c.Total-c.Hearts)
	}
	for k, card := range f.Cards {
		em.Add(Event{Kind: EvDiscarded, Deck: f.DeckOf(k), Card: card})
	}
	em.deaths()
	return nil
}

// dieNames are the colours of the dice rolled as the box profile knows them
// (nil when it knows none), so the history can name them.
func dieNames(printed map[string]string, dice []CombatDie) []string {
	var out []string
	known := false
	for _, d := range dice {
		n, ok := DieName(printed, d.Die)
		known = known || ok
		out = append(out, n)
	}
	if !known {
		return nil
	}
	return out
}

// checkRoll refuses a Combat record out of bounds: dice, tiles, rerolls, and
// the ♥ covered of the ♥ on the card.
func checkRoll(dice []CombatDie, tiles []string, rerolls, hearts, total int) error {
	if total < 1 || total > MaxHearts || hearts < 0 || hearts > total {
		return rules.Refuse("thorgal.err.hearts", "Max", MaxHearts)
	}
	if len(dice) > MaxDice || rerolls < 0 || rerolls > MaxCount {
		return rules.Refuse("thorgal.err.count", "Max", MaxCount)
	}
	for _, d := range dice {
		if d.Die < 1 || d.Die > DiceRanks || d.Face < 1 || d.Face > DieFaces || d.From < 0 || (d.From > 0 && d.From >= d.Die) {
			return rules.Refuse("thorgal.err.die")
		}
	}
	if len(tiles) > MaxTiles {
		return rules.Refuse("thorgal.err.count", "Max", MaxTiles)
	}
	for _, t := range tiles {
		if polyomino.SizeOf(t) == 0 {
			return rules.Refuse("thorgal.err.combat_tile", "Tile", t)
		}
	}
	return nil
}
