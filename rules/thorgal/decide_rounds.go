package thorgal

import "skald/rules"

func decidePlaceChip(em *emitter, c Command) error {
	s := em.State
	if c.Chip < 0 || c.Chip >= Turns {
		return rules.Refuse("thorgal.err.chip")
	}
	if c.Slot < 0 || c.Slot >= len(s.Row) {
		return &rules.Refusal{Msg: rules.M("thorgal.err.slot").WithCount(len(s.Row))}
	}
	// From names the card the chip lay under (0 beside the row), for the
	// history: which chip moves matters to the Bonuses.
	from := 0
	if c.Chip < len(s.Chips) && s.Chips[c.Chip].Slot >= 0 && s.Chips[c.Chip].Slot < len(s.Row) {
		from = s.Row[s.Chips[c.Chip].Slot]
	}
	em.Add(Event{Kind: EvChipPlaced, Chip: c.Chip, Slot: c.Slot, Char: s.TurnOwner(), N: s.Row[c.Slot], From: from})
	return nil
}

func decideEventPhase(em *emitter, c Command, r rules.Rand) error {
	s := em.State
	if s.Phase != PhaseEvent {
		return rules.Refuse("thorgal.err.not_event_phase")
	}
	switch c.Kind {
	case CmdAdvanceRound:
		// The bonus of a Terrain card a Journey revealed is part of that
		// Journey: it is taken, not let go, before the round ends.
		for _, ch := range s.Chars {
			if ch.TerrainBonus > 0 {
				return rules.Refuse("thorgal.err.terrain_bonus_owed", "Character", ch.NameMsg())
			}
		}
		if s.EventStep == StepAdvance && s.Round.Left(RoundMarker) == 0 {
			em.Add(Event{Kind: EvOutOfTime})
		} else {
			em.Add(Event{Kind: EvRoundAdvanced, To: s.RoundNumber() + 1})
		}
	case CmdRefreshChips:
		em.Add(Event{Kind: EvChipsRefreshed})
	case CmdResolveNext:
		eff := s.Active.Effect
		if eff == "" && s.Active.Deck != "" {
			key := EventKey(s.Active.Deck, s.Active.Card)
			v, ok := s.Printed[key]
			if !ok && s.EventStep == StepResolve {
				return &rules.NeedPrinted{Key: key}
			}
			eff = v
		}
		em.Add(Event{Kind: EvNextResolved, Effect: eff})
	case CmdDrawEvent:
		if s.EventStep != StepDraw {
			return stepRefusal(s)
		}
		if s.Active.Deck != "" {
			em.Add(Event{Kind: EvDiscarded, Deck: s.Active.Deck, Card: s.Active.Card})
		}
		id := s.eventDeck(c.Met)
		if c.Card != "" && !validCard(id, c.Card) {
			return rules.Refuse("thorgal.err.card", "Card", c.Card, "Deck", DeckName(id))
		}
		if em.Err != nil {
			return em.Err
		}
		d, err := pick(em.State.Decks[id], c.Card, r)
		if err != nil {
			return err
		}
		em.Add(Event{Kind: EvEventDrawn, Deck: id, Card: d.Card, Reshuffled: d.Reshuffled, Met: c.Met,
			Effect: s.Printed[EventKey(id, d.Card)]})
	case CmdNoteEffect:
		if s.EventStep != StepNote {
			return stepRefusal(s)
		}
		key := EventKey(s.Active.Deck, s.Active.Card)
		v, ok := s.Printed[key]
		if !ok {
			return &rules.NeedPrinted{Key: key}
		}
		em.Add(Event{Kind: EvEffectNoted, Effect: v})
	case CmdPassFirst:
		em.Add(Event{Kind: EvFirstPassed, To: (s.First + 1) % max(len(s.Chars), 1)})
	}
	return nil
}

// stepRefusal names the Event phase step the table is at.
func stepRefusal(s State) error {
	return rules.Refuse("thorgal.err.event_step", "Step", stepName(s.EventStep))
}

// stepKeys end the message IDs of the Event phase steps, StepAdvance first.
var stepKeys = []string{"advance", "refresh", "resolve", "draw", "note", "pass"}

// stepName is the rulebook's name of an Event phase step.
func stepName(step int) rules.Msg {
	if step < StepAdvance || step > StepPass {
		return rules.M("thorgal.event_step.none")
	}
	return rules.M("thorgal.event_step." + stepKeys[step-StepAdvance])
}
