package thorgal

import (
	"slices"

	"skald/rules"
)

// decideJourney records a Journey: the tile taken (one the Journey track
// allows), what it covered, and, when it is the first tile in the marked
// column, the Terrain card revealed, whose printed bonus is then owed. With
// the Terrain deck and its discard empty nothing is revealed and nothing owed.
func decideJourney(em *emitter, c Command, r rules.Rand) error {
	s := em.State
	ch, err := s.char(c.Char)
	if err != nil {
		return err
	}
	if ch.Dead {
		return rules.Refuse("thorgal.err.character")
	}
	if c.Hearts != 0 || c.Total != 0 {
		return rules.Refuse("thorgal.err.hearts_journey")
	}
	if c.Card != "" && (!c.Reveal || !validCard(Terrain, c.Card)) {
		return rules.Refuse("thorgal.err.card", "Card", c.Card, "Deck", DeckName(Terrain))
	}
	allowed, need := s.JourneyTiles(ch.Journey)
	if need != "" {
		return &rules.NeedPrinted{Key: need}
	}
	if !slices.Contains(allowed, c.Shape) {
		return journeyRefusal(ch, c.Shape, allowed)
	}
	em.Add(Event{Kind: EvJourneyed, Char: c.Char, Shape: c.Shape})
	if err := em.cover(c.Char, c.Cover, r); err != nil {
		return err
	}
	if p := em.State.Decks[Terrain]; c.Reveal && (c.Card != "" || p.CanDraw()) {
		d, err := pick(p, c.Card, r)
		if err != nil {
			return err
		}
		em.Add(Event{Kind: EvDrawn, Deck: Terrain, Card: d.Card, Reshuffled: d.Reshuffled})
		em.Add(Event{Kind: EvTerrainRevealed, Char: c.Char, Card: d.Card})
	}
	em.deaths()
	return nil
}

// journeyRefusal names the tiles the character's Journey track allows.
func journeyRefusal(ch Character, shape string, allowed []string) error {
	var list []rules.Msg
	for _, id := range allowed {
		list = append(list, rules.M("thorgal.label.tile", "Tile", id))
	}
	if len(list) == 0 {
		return rules.Refuse("thorgal.err.journey_none", "Level", ch.Journey)
	}
	return rules.Refuse("thorgal.err.journey_tile", "Tile", shape, "Level", ch.Journey, "List", list)
}

// decideTerrainBonus applies the bonus of a Terrain card a Journey revealed.
func decideTerrainBonus(em *emitter, c Command, r rules.Rand) error {
	ch, err := em.State.char(c.Char)
	if err != nil {
		return err
	}
	if ch.TerrainBonus == 0 {
		return rules.Refuse("thorgal.err.no_terrain_bonus", "Character", ch.NameMsg())
	}
	if c.Hearts != 0 || c.Total != 0 {
		return rules.Refuse("thorgal.err.hearts_journey")
	}
	em.Add(Event{Kind: EvTerrainBonus, Char: c.Char})
	if err := em.cover(c.Char, c.Cover, r); err != nil {
		return err
	}
	em.deaths()
	return nil
}
