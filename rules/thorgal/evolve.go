package thorgal

import (
	"maps"
	"slices"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/polyomino"
)

// Evolve applies an event. Pure and total: it works on a copy, and an event it
// does not know, or one that does not fit the state, changes nothing harmful
// (Check is where such events are refused).
func Evolve(s State, e Event) State {
	s = s.clone()
	in := func(i int) bool { return i >= 0 && i < len(s.Chars) }
	switch e.Kind {
	case EvLearned:
		s.Printed = maps.Clone(s.Printed)
		if s.Printed == nil {
			s.Printed = map[string]string{}
		}
		s.Printed[e.Key] = e.Value
		if e.Key == TilesKey {
			if t, err := ParseTiles(e.Value); err == nil {
				s.Tiles = t
			}
		}
		// The marked rounds of the adventure played may be told mid-game.
		if knownAdventure(s.Adventure) && e.Key == adventureKey(s.Adventure, "special") {
			s.Sheet.Special = specialOf(e.Value, s.Sheet.Rounds)
		}

	case EvChipPlaced:
		if e.Chip >= 0 && e.Chip < Turns {
			s.Chips[e.Chip] = Chip{Slot: e.Slot, Active: false}
		}
		s.Turn++
		if s.Turn >= Turns {
			s.Phase, s.EventStep = PhaseEvent, StepAdvance
		}
	case EvActionSwapped:
		s.Row = swapCard(s.Row, e.Slot, e.N)

	case EvRoundAdvanced:
		s.Round, _ = s.Round.Move(RoundMarker, 1)
		s.EventStep = StepRefresh
	case EvOutOfTime:
		s.Ending = Ending{Status: rules.Lost, Cause: "time"}
	case EvChipsRefreshed:
		for i := range s.Chips {
			s.Chips[i].Active = true
		}
		s.EventStep = StepDraw
		if s.Active.Deck != "" {
			s.EventStep = StepResolve
		}
	case EvNextResolved:
		if s.Active.Effect == "" {
			s.Active.Effect = e.Effect
		}
		s.EventStep = StepDraw
	case EvEventDrawn:
		if p, ok := s.Decks[e.Deck]; ok {
			s.Decks[e.Deck] = p.draw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
		}
		s.Active = EventCard{Deck: e.Deck, Card: e.Card, Effect: e.Effect}
		s.EventStep = StepPass
		if e.Effect == "" {
			s.EventStep = StepNote
		}
	case EvEffectNoted:
		s.Active.Effect = e.Effect
		s.EventStep = StepPass
	case EvFirstPassed:
		s.First = e.To
		s.Phase, s.Turn, s.EventStep = PhaseAction, 0, 0

	case EvWoundGained:
		if in(e.Char) {
			c := &s.Chars[e.Char]
			c.Pending = append(c.Pending, Wound{Size: e.Size, Shape: e.Shape, Cause: e.Cause})
		}
	case EvWoundSpared:
		// Nothing to place: the event is there for the history.
	case EvWoundPlaced:
		if in(e.Char) && len(s.Chars[e.Char].Pending) > 0 {
			c := &s.Chars[e.Char]
			c.Pending = slices.Delete(c.Pending, 0, 1)
			c.Wounds = append(c.Wounds, e.Tile)
			c.Pending, c.Wounds = nilIfEmpty(c.Pending), nilIfEmpty(c.Wounds)
		}
	case EvDied:
		if in(e.Char) {
			s.Chars[e.Char].Dead = true
		}
		s.Ending = Ending{Status: rules.Lost, Cause: "death", Char: e.Char}
	case EvHealed:
		if in(e.Char) {
			c := &s.Chars[e.Char]
			c.Wounds = nilIfEmpty(polyomino.Remove(c.Wounds, e.Index))
		}

	case EvThreatSet:
		if in(e.Char) {
			s.Chars[e.Char].Threat = e.To
		}
	case EvGoodsSet:
		if in(e.Char) {
			s.Chars[e.Char].Goods = s.Chars[e.Char].Goods.With(e.Good, e.To)
		}
	case EvExperience:
		if in(e.Char) {
			if e.Track == Journey {
				s.Chars[e.Char].Journey = e.To
			} else {
				s.Chars[e.Char].Combat = e.To
			}
		}
	case EvBonusOwed, EvBonusTaken:
		if in(e.Char) {
			d := 1
			if e.Kind == EvBonusTaken {
				d = -1
			}
			c := &s.Chars[e.Char]
			if e.Track == Journey {
				c.JourneyBonus = max(c.JourneyBonus+d, 0)
			} else {
				c.CombatBonus = max(c.CombatBonus+d, 0)
			}
		}
	case EvSkillSet:
		if in(e.Char) {
			s.Chars[e.Char].Skill = e.Active
		}
	case EvItemGained:
		if in(e.Char) {
			c := &s.Chars[e.Char]
			c.Items = append(c.Items, Item{Name: e.Name, Card: e.Card})
			if e.Card != "" {
				if i := slices.Index(s.Display, e.Card); i >= 0 {
					s.Display[i] = "" // the card stays in play, held
				}
			}
		}
	case EvItemDrawn:
		if p, ok := s.Decks[Items]; ok {
			s.Decks[Items] = p.draw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
		}
		if in(e.Char) {
			c := &s.Chars[e.Char]
			c.Items = append(c.Items, Item{Name: e.Name, Card: e.Card})
		}
	case EvItemUsed:
		if in(e.Char) && e.Index >= 0 && e.Index < len(s.Chars[e.Char].Items) {
			c := &s.Chars[e.Char]
			c.Items = nilIfEmpty(slices.Delete(c.Items, e.Index, e.Index+1))
			if p, ok := s.Decks[Items]; ok && e.Card != "" {
				s.Decks[Items] = p.discard(e.Card)
			}
		}

	case EvDrawn:
		if p, ok := s.Decks[e.Deck]; ok {
			s.Decks[e.Deck] = p.draw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
			if e.Deck == Items && e.Slot >= 0 && e.Slot < len(s.Display) {
				s.Display[e.Slot] = e.Card
			}
			if e.Deck == Terrain { // laid right of the path, whatever revealed it
				s.Path.Cards = append(s.Path.Cards, e.Card)
			}
		}
		s = s.setupDone()
	case EvDiscarded:
		if p, ok := s.Decks[e.Deck]; ok {
			s.Decks[e.Deck] = p.discard(e.Card)
		}
		if e.Deck == Items {
			if i := slices.Index(s.Display, e.Card); i >= 0 {
				s.Display[i] = ""
			}
		}
		if s.Active.Deck == e.Deck && s.Active.Card == e.Card {
			s.Active = EventCard{}
		}

	case EvFightBegun:
		s.Fight = &Fight{Char: e.Char, Enemy: e.Enemy, Cards: slices.Clone(e.Cards), Decks: slices.Clone(e.Decks)}
	case EvCombatRolled, EvCombatRerolled:
		s.Fight = evolveRoll(s.Fight, e)
	case EvFightWon, EvFightLost:
		s.Fight = nil // the cards go to their discard piles in the events that follow
	case EvJourneyed:
		if e.Tile.Shape != "" {
			s.Path.Tiles = append(s.Path.Tiles, e.Tile)
		} else {
			s.Path.Loose++ // said by hand: where it lies is not known
		}
	case EvTerrainRevealed:
		if in(e.Char) {
			s.Chars[e.Char].TerrainBonus++
		}
	case EvTerrainBonus:
		if in(e.Char) {
			c := &s.Chars[e.Char]
			c.TerrainBonus = max(c.TerrainBonus-1, 0)
		}

	case EvEntryRead:
		if !slices.Contains(s.Entries, e.N) {
			s.Entries = append(s.Entries, e.N)
			slices.Sort(s.Entries)
		}
	case EvWon:
		s.Ending = Ending{Status: rules.Won, Cause: "goal", Entry: e.N}
	case EvLost:
		s.Ending = Ending{Status: rules.Lost, Cause: "adventure", Entry: e.N}
	case EvEndingEntry:
		if s.Over() {
			s.Ending.Entry = e.N
		}
	}
	return s
}

// setupDone starts the first Action phase once the first Terrain card is
// revealed and the Item Display is full.
func (s State) setupDone() State {
	if s.Phase != PhaseSetup || len(s.Decks[Terrain].Out) == 0 || slices.Contains(s.Display, "") {
		return s
	}
	s.Phase = PhaseAction
	return s
}

// swapCard replaces the card of a slot and keeps the row ascending (a new card
// goes after cards of the same number). Chips keep their slots: the rulebook
// moves cards, never the chips under them.
func swapCard(row []int, slot, card int) []int {
	if slot < 0 || slot >= len(row) {
		return row
	}
	out := slices.Delete(slices.Clone(row), slot, slot+1)
	i := 0
	for i < len(out) && out[i] <= card {
		i++
	}
	return slices.Insert(out, i, card)
}

func nilIfEmpty[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}
