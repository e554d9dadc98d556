package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/polyomino"
)

// decideJourney records a Journey: the tile taken (one the Journey track
// allows), what it covered, and, when it is the first tile in the marked
// column, the Terrain card revealed, whose printed bonus is then owed. With
// the Terrain deck and its discard empty nothing is revealed and nothing owed.
func decideJourney(em *emitter, ch Character, c Command, r rules.Rand) error {
	s := em.State
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
	tile, err := s.journeyTile(ch, c)
	if err != nil {
		return err
	}
	em.Add(Event{Kind: EvJourneyed, Char: c.Char, Shape: c.Shape, Tile: tile})
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

// journeyTile checks a Journey's place on the path when the command gives
// it (the zero Tile when it does not): the squares make the tile taken, the
// placement keeps the rules, and what the command says was covered and
// revealed is what those spaces give. Said by hand, a Journey is still
// refused once the path is known to have ended (EXHAUSTED TERRAIN DECK).
func (s State) journeyTile(ch Character, c Command) (polyomino.Tile, error) {
	if len(c.Cells) == 0 {
		if l, need := s.PathLayout(); need == "" && s.PathTracked() && s.ended(l) {
			return polyomino.Tile{}, rules.Refuse("thorgal.err.path_end")
		}
		return polyomino.Tile{}, nil
	}
	t, ok := polyomino.TileOf(c.Shape, c.Cells)
	if !ok {
		return polyomino.Tile{}, rules.Refuse("thorgal.err.path_shape", "Tile", c.Shape)
	}
	pc, err := s.JourneyPlacement(t)
	if err != nil {
		return polyomino.Tile{}, err
	}
	if err := pc.Check(c.Cover, ch); err != nil {
		return polyomino.Tile{}, err
	}
	if c.Reveal != pc.Reveal {
		return polyomino.Tile{}, rules.Refuse("thorgal.err.path_reveal")
	}
	return t, nil
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
func decideTerrainBonus(em *emitter, ch Character, c Command, r rules.Rand) error {
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
