package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/polyomino"
)

// Check reports whether a stored event could have happened in s. Decide runs
// every event it makes through it; imports replay through it, so a forged or
// damaged log is refused with the rule it breaks.
func Check(s State, e Event) error {
	if e.Kind == EvLearned {
		if !ValidPrinted(e.Key, e.Value) {
			return rules.Refuse("thorgal.err.printed", "Key", e.Key)
		}
		return checkGridKept(s, e)
	}
	if e.Kind == EvEndingEntry {
		// The adventure names the Entry to read when time runs out or a
		// character dies: recorded once, after such an ending.
		if !s.Over() || (s.Ending.Cause != "death" && s.Ending.Cause != "time") || s.Ending.Entry != 0 {
			return rules.Refuse("thorgal.err.ending_entry")
		}
		if e.N < 1 || e.N > MaxEntry {
			return rules.Refuse("thorgal.err.entry_number", "Max", MaxEntry)
		}
		return nil
	}
	if s.Over() {
		return rules.Refuse("thorgal.err.over")
	}
	switch e.Kind {
	case EvChipPlaced, EvActionSwapped:
		return checkRow(s, e)
	case EvRoundAdvanced, EvOutOfTime, EvChipsRefreshed, EvNextResolved, EvEventDrawn, EvEffectNoted, EvFirstPassed:
		return checkEventPhase(s, e)
	case EvWoundGained, EvWoundPlaced, EvDied, EvHealed:
		return forChar(s, e, checkWound)
	case EvWoundSpared:
		return forChar(s, e, checkSpared)
	case EvThreatSet, EvGoodsSet, EvExperience, EvBonusOwed, EvBonusTaken, EvSkillSet, EvItemGained, EvItemUsed, EvItemDrawn:
		return forChar(s, e, checkBoard)
	case EvDrawn, EvDiscarded:
		return checkDeck(s, e)
	case EvEnemyUpgraded:
		i := slices.Index(EnemyIDs, e.Enemy)
		if i < 0 || (i+1 < len(EnemyIDs) && e.EnemyTo != EnemyIDs[i+1]) || (i+1 == len(EnemyIDs) && e.EnemyTo != "") {
			return rules.Refuse("thorgal.err.enemy")
		}
		return nil
	case EvEnemyDegraded:
		i := slices.Index(EnemyIDs, e.Enemy)
		if i < 0 || (i > 0 && e.EnemyTo != EnemyIDs[i-1]) || (i == 0 && e.EnemyTo != "") {
			return rules.Refuse("thorgal.err.enemy")
		}
		return nil
	case EvFightBegun, EvFightWon, EvFightLost, EvJourneyed, EvTerrainRevealed, EvTerrainBonus:
		return forChar(s, e, checkAction)
	case EvCombatRolled, EvCombatRerolled:
		return forChar(s, e, checkRollEvent)
	case EvEntryRead:
		if e.N < 1 || e.N > MaxEntry {
			return rules.Refuse("thorgal.err.entry_number", "Max", MaxEntry)
		}
		if s.read(e.N) != e.Again {
			return rules.Refuse("thorgal.err.entry_read", "N", e.N)
		}
		return nil
	case EvWon, EvLost:
		if e.N < 1 || e.N > MaxEntry {
			return rules.Refuse("thorgal.err.entry_number", "Max", MaxEntry)
		}
		return nil
	}
	return rules.Refuse("thorgal.err.event")
}

func checkRow(s State, e Event) error {
	if e.Slot < 0 || e.Slot >= len(s.Row) {
		return &rules.Refusal{Msg: rules.M("thorgal.err.slot").WithCount(len(s.Row))}
	}
	if e.Kind == EvActionSwapped {
		if e.N < 1 || e.N > MaxActionCard {
			return rules.Refuse("thorgal.err.action_card", "Max", MaxActionCard)
		}
		if e.From != s.Row[e.Slot] {
			return rules.Refuse("thorgal.err.event")
		}
		return nil
	}
	switch {
	case s.Phase == PhaseSetup:
		return rules.Refuse("thorgal.err.setup_first")
	case s.Phase != PhaseAction:
		return rules.Refuse("thorgal.err.not_action_phase")
	case s.anyPending():
		return rules.Refuse("thorgal.err.wounds_pending")
	case s.Fight != nil:
		return rules.Refuse("thorgal.err.fight_under_way")
	case e.Chip < 0 || e.Chip >= Turns:
		return rules.Refuse("thorgal.err.chip")
	case !s.Chips[e.Chip].Active:
		return rules.Refuse("thorgal.err.chip_inactive")
	case s.Chips[e.Chip].Slot == e.Slot:
		// After the first round, a chip must go under a different card.
		return rules.Refuse("thorgal.err.same_card", "Card", s.Row[e.Slot])
	case e.Char != s.TurnOwner() || e.N != s.Row[e.Slot]:
		return rules.Refuse("thorgal.err.event")
	case e.From != 0 && (s.Chips[e.Chip].Slot < 0 || s.Chips[e.Chip].Slot >= len(s.Row) || e.From != s.Row[s.Chips[e.Chip].Slot]):
		// Logs written before From was recorded carry 0: still accepted.
		return rules.Refuse("thorgal.err.event")
	}
	return nil
}

func checkEventPhase(s State, e Event) error {
	want := map[string]int{
		EvRoundAdvanced: StepAdvance, EvOutOfTime: StepAdvance, EvChipsRefreshed: StepRefresh,
		EvNextResolved: StepResolve, EvEventDrawn: StepDraw, EvEffectNoted: StepNote, EvFirstPassed: StepPass,
	}[e.Kind]
	switch {
	case s.Phase != PhaseEvent:
		return rules.Refuse("thorgal.err.not_event_phase")
	case s.EventStep != want:
		return stepRefusal(s)
	case s.anyPending():
		return rules.Refuse("thorgal.err.wounds_pending")
	case s.Fight != nil:
		return rules.Refuse("thorgal.err.fight_under_way")
	}
	switch e.Kind {
	case EvRoundAdvanced:
		if s.Round.Left(RoundMarker) == 0 || e.To != s.RoundNumber()+1 {
			return rules.Refuse("thorgal.err.event")
		}
	case EvOutOfTime:
		if s.Round.Left(RoundMarker) != 0 {
			return rules.Refuse("thorgal.err.event")
		}
	case EvNextResolved:
		if s.Active.Deck == "" || !validEffect(e.Effect) || !s.effectAgrees(s.Active.Deck, s.Active.Card, e.Effect) ||
			(s.Active.Effect != "" && s.Active.Effect != e.Effect) {
			return rules.Refuse("thorgal.err.effect")
		}
	case EvEventDrawn:
		if s.Active.Deck != "" {
			return rules.Refuse("thorgal.err.event")
		}
		if e.Deck != s.eventDeck(e.Met) {
			return rules.Refuse("thorgal.err.event_deck_rule", "Deck", DeckName(s.eventDeck(e.Met)))
		}
		if err := s.Decks[e.Deck].CheckDraw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled}); err != nil {
			return err
		}
		if e.Effect != "" && (!validEffect(e.Effect) || !s.effectAgrees(e.Deck, e.Card, e.Effect)) {
			return rules.Refuse("thorgal.err.effect")
		}
	case EvEffectNoted:
		if !validEffect(e.Effect) || !s.effectAgrees(s.Active.Deck, s.Active.Card, e.Effect) {
			return rules.Refuse("thorgal.err.effect")
		}
	case EvFirstPassed:
		if e.To != (s.First+1)%max(len(s.Chars), 1) {
			return rules.Refuse("thorgal.err.event")
		}
	}
	return nil
}

// effectAgrees reports whether an effect matches what the profile says the card
// shows (any valid effect, if the profile does not know yet).
func (s State) effectAgrees(deckID, card, effect string) bool {
	v, ok := s.Printed[EventKey(deckID, card)]
	return !ok || v == effect
}

// forChar runs a check of an event about one character, once the character
// the event names is known to be in the game.
func forChar(s State, e Event, check func(State, Character, Event) error) error {
	ch, err := s.char(e.Char)
	if err != nil {
		return err
	}
	return check(s, ch, e)
}

// checkSpared: only a character with no Threat is spared a Wound (Threat).
func checkSpared(_ State, ch Character, e Event) error {
	if ch.Threat != 0 || (e.Cause != CauseUnfulfilled && e.Cause != CauseMassive) {
		return rules.Refuse("thorgal.err.event")
	}
	return nil
}

func checkWound(s State, ch Character, e Event) error {
	switch e.Kind {
	case EvWoundGained:
		if e.Size < 1 || e.Size > polyomino.MaxSize ||
			(e.Shape != "" && (!slices.Contains(s.Tiles, e.Shape) || polyomino.SizeOf(e.Shape) != e.Size)) {
			return &rules.Refusal{Msg: rules.M("thorgal.err.wound_size").WithCount(polyomino.MaxSize)}
		}
		if !slices.Contains([]string{"", CauseThreat, CauseUnfulfilled, CauseMassive}, e.Cause) {
			return rules.Refuse("thorgal.err.event")
		}
		return nil
	case EvHealed:
		if len(ch.Pending) > 0 {
			return rules.Refuse("thorgal.err.place_first", "Character", ch.NameMsg())
		}
		if e.Index < 0 || e.Index >= len(ch.Wounds) || ch.Wounds[e.Index].Shape != e.Shape {
			return rules.Refuse("thorgal.err.no_such_wound")
		}
		return nil
	}
	if len(ch.Pending) == 0 {
		return rules.Refuse("thorgal.err.no_pending_wound", "Character", ch.NameMsg())
	}
	w := ch.Pending[0]
	if e.Kind == EvDied {
		if e.Size != w.Size || e.Shape != w.Shape || s.canTake(ch, w) {
			return rules.Refuse("thorgal.err.event")
		}
		return nil
	}
	t := e.Tile
	switch {
	case w.Shape != "" && t.Shape != w.Shape:
		return rules.Refuse("thorgal.err.wrong_tile", "Tile", w.Shape)
	case w.Shape == "" && polyomino.SizeOf(t.Shape) != w.Size:
		return &rules.Refusal{Msg: rules.M("thorgal.err.wrong_size", "Size", w.Size).WithCount(w.Size)}
	case !slices.Contains(s.Tiles, t.Shape):
		return rules.Refuse("thorgal.err.tile_not_in_box", "Tile", t.Shape)
	}
	switch polyomino.Fits(ch.Area, ch.Wounds, t) {
	case nil:
		return nil
	case polyomino.ErrOutside:
		return rules.Refuse("thorgal.err.wound_outside")
	case polyomino.ErrOverlap:
		return rules.Refuse("thorgal.err.wound_overlap")
	case polyomino.ErrApart:
		return rules.Refuse("thorgal.err.wound_apart")
	}
	return rules.Refuse("thorgal.err.wound_orient")
}

func checkBoard(s State, ch Character, e Event) error {
	switch e.Kind {
	case EvThreatSet:
		if e.To < 0 || e.To > MaxThreat || e.To == ch.Threat {
			return &rules.Refusal{Msg: rules.M("thorgal.err.threat").WithCount(MaxThreat)}
		}
	case EvGoodsSet:
		if !validGood(e.Good) {
			return rules.Refuse("thorgal.err.good")
		}
		if e.To < 0 || e.To > MaxGoods || e.To == ch.Goods.Get(e.Good) {
			return rules.Refuse("thorgal.err.goods_max", "Max", MaxGoods)
		}
	case EvExperience, EvBonusOwed, EvBonusTaken:
		if e.Track != Combat && e.Track != Journey {
			return rules.Refuse("thorgal.err.track")
		}
		level := ch.level(e.Track)
		switch {
		case e.Kind == EvExperience && (level >= MaxLevel || e.To != level+1):
			return rules.Refuse("thorgal.err.event")
		case e.Kind == EvBonusOwed && level < MaxLevel:
			return rules.Refuse("thorgal.err.event")
		case e.Kind == EvBonusTaken && ch.bonus(e.Track) == 0:
			return rules.Refuse("thorgal.err.no_bonus", "Track", TrackName(e.Track))
		}
	case EvSkillSet:
		if ch.Skill == e.Active {
			return rules.Refuse("thorgal.err.skill_same")
		}
	case EvItemGained:
		if e.Name == "" || len(e.Name) > MaxName {
			return rules.Refuse("thorgal.err.item_name")
		}
		if e.Card != "" && !slices.Contains(s.Display, e.Card) {
			return rules.Refuse("thorgal.err.not_in_display", "Card", CardName(Items, e.Card))
		}
	case EvItemDrawn:
		if len(e.Name) > MaxName {
			return rules.Refuse("thorgal.err.item_name")
		}
		return s.Decks[Items].CheckDraw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
	case EvItemUsed:
		if e.Index < 0 || e.Index >= len(ch.Items) || ch.Items[e.Index].Card != e.Card {
			return rules.Refuse("thorgal.err.no_such_item")
		}
	}
	return nil
}

func (c Character) bonus(track string) int {
	if track == Journey {
		return c.JourneyBonus
	}
	return c.CombatBonus
}

func checkDeck(s State, e Event) error {
	p, ok := s.Decks[e.Deck]
	if !ok {
		return rules.Refuse("thorgal.err.no_deck")
	}
	if e.Kind == EvDrawn {
		if isEventDeck(e.Deck) {
			return rules.Refuse("thorgal.err.draw_deck")
		}
		if e.Deck == Items {
			if e.Slot < 0 || e.Slot >= len(s.Display) || s.Display[e.Slot] != "" {
				return rules.Refuse("thorgal.err.display_full")
			}
		} else if e.Slot != 0 {
			return rules.Refuse("thorgal.err.event")
		}
		return p.CheckDraw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
	}
	switch {
	case isEventDeck(e.Deck):
		// Only the step 4 draw puts the revealed Event card away.
		if s.Phase != PhaseEvent || s.EventStep != StepDraw || s.Active.Deck != e.Deck || s.Active.Card != e.Card {
			return rules.Refuse("thorgal.err.discard_event")
		}
	case e.Deck == Items:
		if !slices.Contains(s.Display, e.Card) {
			return rules.Refuse("thorgal.err.not_in_display", "Card", CardName(Items, e.Card))
		}
	case !p.isOut(e.Card):
		return rules.Refuse("thorgal.err.not_out", "Card", CardName(e.Deck, e.Card))
	case s.fighting(e.Deck, e.Card):
		// The Combat's own record discards the cards of the fight.
		return rules.Refuse("thorgal.err.fight_card", "Card", CardName(e.Deck, e.Card))
	}
	return nil
}

// checkGridKept refuses a new grid for a Terrain card of the path once
// Journey tiles lie on it: the tiles were checked against the old one, and
// would no longer match the cards (undoing back to the learning corrects it).
func checkGridKept(s State, e Event) error {
	for _, card := range s.Path.Cards {
		old, known := s.Printed[TerrainGridKey(card)]
		if e.Key == TerrainGridKey(card) && known && old != e.Value && len(s.Path.Tiles) > 0 {
			return rules.Refuse("thorgal.err.terrain_grid_kept", "Card", CardName(Terrain, card))
		}
	}
	return nil
}
