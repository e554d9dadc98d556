package thorgal

import "skald/rules"

func decidePlaceChip(em *emitter, c Command) error {
	s := em.s
	if c.Chip < 0 || c.Chip >= Turns {
		return rules.Refuse("thorgal.err.chip")
	}
	if c.Slot < 0 || c.Slot >= len(s.Row) {
		return rules.Refuse("thorgal.err.slot", "Max", len(s.Row))
	}
	// From names the card the chip lay under (0 beside the row), for the
	// history: which chip moves matters to the Bonuses.
	from := 0
	if c.Chip < len(s.Chips) && s.Chips[c.Chip].Slot >= 0 && s.Chips[c.Chip].Slot < len(s.Row) {
		from = s.Row[s.Chips[c.Chip].Slot]
	}
	em.add(Event{Kind: EvChipPlaced, Chip: c.Chip, Slot: c.Slot, Char: s.TurnOwner(), N: s.Row[c.Slot], From: from})
	return nil
}

func decideEventPhase(em *emitter, c Command, r rules.Rand) error {
	s := em.s
	if s.Phase != PhaseEvent {
		return rules.Refuse("thorgal.err.not_event_phase")
	}
	switch c.Kind {
	case CmdAdvanceRound:
		if s.EventStep == StepAdvance && s.Round.Left(RoundMarker) == 0 {
			em.add(Event{Kind: EvOutOfTime})
		} else {
			em.add(Event{Kind: EvRoundAdvanced, To: s.RoundNumber() + 1})
		}
	case CmdRefreshChips:
		em.add(Event{Kind: EvChipsRefreshed})
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
		em.add(Event{Kind: EvNextResolved, Effect: eff})
	case CmdDrawEvent:
		if s.EventStep != StepDraw {
			return stepRefusal(s)
		}
		if s.Active.Deck != "" {
			em.add(Event{Kind: EvDiscarded, Deck: s.Active.Deck, Card: s.Active.Card})
		}
		id := s.eventDeck(c.Met)
		if c.Card != "" && !validCard(id, c.Card) {
			return rules.Refuse("thorgal.err.card", "Card", c.Card, "Deck", DeckName(id))
		}
		if em.err != nil {
			return em.err
		}
		d, err := pick(em.s.Decks[id], c.Card, r)
		if err != nil {
			return err
		}
		em.add(Event{Kind: EvEventDrawn, Deck: id, Card: d.Card, Reshuffled: d.Reshuffled, Met: c.Met,
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
		em.add(Event{Kind: EvEffectNoted, Effect: v})
	case CmdPassFirst:
		em.add(Event{Kind: EvFirstPassed, To: (s.First + 1) % max(len(s.Chars), 1)})
	}
	return nil
}

// stepRefusal names the Event phase step the table is at.
func stepRefusal(s State) error {
	return rules.Refuse("thorgal.err.event_step", "Step", stepName(s.EventStep))
}

// stepName is the rulebook's name of an Event phase step.
func stepName(step int) rules.Msg {
	switch step {
	case StepAdvance:
		return rules.M("thorgal.event_step.advance")
	case StepRefresh:
		return rules.M("thorgal.event_step.refresh")
	case StepResolve:
		return rules.M("thorgal.event_step.resolve")
	case StepDraw:
		return rules.M("thorgal.event_step.draw")
	case StepNote:
		return rules.M("thorgal.event_step.note")
	case StepPass:
		return rules.M("thorgal.event_step.pass")
	}
	return rules.M("thorgal.event_step.none")
}
