package thorgal

import (
	"slices"

	"skald/rules"
)

// checkAction checks the events of the Combat and Journey actions.
func checkAction(s State, ch Character, e Event) error {
	switch e.Kind {
	case EvFightBegun:
		return checkFightBegun(s, ch, e)
	case EvFightWon, EvFightLost:
		f := s.Fight
		if f == nil {
			return rules.Refuse("thorgal.err.no_fight")
		}
		if e.Char != f.Char || e.Enemy != f.Enemy || !slices.Equal(e.Cards, f.Cards) || !slices.Equal(e.Decks, f.Decks) {
			return rules.Refuse("thorgal.err.event")
		}
		if err := checkRoll(e.Dice, e.Tiles, e.Rerolls, e.Hearts, e.Total); err != nil {
			return err
		}
		if (e.Kind == EvFightWon) != (e.Hearts == e.Total) {
			return rules.Refuse("thorgal.err.event")
		}
		if err := checkRecordedRoll(*f, e); err != nil {
			return err
		}
		return checkHeartsLearned(s.Printed, *f, e.Total)
	case EvJourneyed:
		allowed, need := s.JourneyTiles(ch.Journey)
		if need != "" || !slices.Contains(allowed, e.Shape) {
			return journeyRefusal(ch, e.Shape, allowed)
		}
		if e.Tile.Shape != "" { // placed on the path: where the rules allow
			if e.Tile.Shape != e.Shape {
				return rules.Refuse("thorgal.err.event")
			}
			_, _, err := s.placeOnPath(e.Tile)
			return err
		}
	case EvTerrainRevealed:
		if !s.Decks[Terrain].isOut(e.Card) {
			return rules.Refuse("thorgal.err.not_out", "Card", CardName(Terrain, e.Card))
		}
	case EvTerrainBonus:
		if ch.TerrainBonus == 0 {
			return rules.Refuse("thorgal.err.no_terrain_bonus", "Character", ch.NameMsg())
		}
	}
	return nil
}

// checkFightBegun: one fight at a time, a living character, an Enemy token,
// and every card (none for a Mystical Enemy) drawn from its deck and in play.
func checkFightBegun(s State, ch Character, e Event) error {
	switch {
	case s.Fight != nil:
		return rules.Refuse("thorgal.err.fight_under_way")
	case ch.Dead:
		return rules.Refuse("thorgal.err.character")
	case e.Enemy == Mystical:
		if len(e.Cards) > 0 || len(e.Decks) > 0 {
			return rules.Refuse("thorgal.err.mystical_cards")
		}
		return nil
	case !isEnemy(e.Enemy):
		return rules.Refuse("thorgal.err.fight_enemy")
	case len(e.Cards) == 0 || len(e.Cards) > MaxCount || (len(e.Decks) > 0 && len(e.Decks) != len(e.Cards)):
		return rules.Refuse("thorgal.err.event")
	}
	if len(e.Decks) > 0 && !slices.Contains(e.Decks, e.Enemy) {
		return rules.Refuse("thorgal.err.fight_enemy")
	}
	for k, card := range e.Cards {
		d := deckOf(e.Enemy, e.Decks, k)
		if !isEnemy(d) {
			return rules.Refuse("thorgal.err.fight_enemy")
		}
		twice := false
		for j := range k {
			twice = twice || (e.Cards[j] == card && deckOf(e.Enemy, e.Decks, j) == d)
		}
		if twice || !s.Decks[d].isOut(card) {
			return rules.Refuse("thorgal.err.not_out", "Card", CardName(d, card))
		}
	}
	return nil
}

// fighting reports whether a card is one of the fight under way.
func (s State) fighting(deckID, card string) bool {
	if s.Fight == nil {
		return false
	}
	for k, c := range s.Fight.Cards {
		if c == card && s.Fight.DeckOf(k) == deckID {
			return true
		}
	}
	return false
}

// checkHeartsLearned: once the grid of every Enemy card of the fight is
// learned, the ♥ on the cards are the grids' own, so a Combat told with
// another count is refused (all of them must be covered to win). A card
// with no grid learned leaves the count to the table.
func checkHeartsLearned(printed map[string]string, f Fight, total int) error {
	want, ok := HeartsLearned(printed, f)
	if !ok || total == want {
		return nil
	}
	e := Event{Enemy: f.Enemy, Cards: f.Cards, Decks: f.Decks}
	return &rules.Refusal{Msg: rules.M("thorgal.err.hearts_learned", "Cards", fightCards(e), "Told", total).WithCount(want), Ref: RefCombat}
}

// HeartsLearned is the ♥ the fight's Enemy cards show, when every card's
// grid is learned.
func HeartsLearned(printed map[string]string, f Fight) (int, bool) {
	n := 0
	for k, card := range f.Cards {
		g, ok := EnemyGrid(printed, f.DeckOf(k), card)
		if !ok {
			return 0, false
		}
		n += g.Count(SpaceHeart)
	}
	return n, len(f.Cards) > 0
}
