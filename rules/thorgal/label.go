package thorgal

import (
	"strings"

	"skald/rules"
)

// Label says in words what a command did, for the history: the most telling of
// its events (a death above all), and a reshuffle it caused, so that the table
// shuffles the same discard.
func Label(c Command, evs []Event) rules.Msg {
	m := mainLabel(c, evs)
	for _, e := range evs {
		if e.Reshuffled && (e.Kind == EvDrawn || e.Kind == EvEventDrawn || e.Kind == EvItemDrawn) {
			d := e.Deck
			if e.Kind == EvItemDrawn {
				d = Items
			}
			return rules.M("thorgal.label.reshuffled", "Deck", DeckName(d), "Action", m)
		}
	}
	return m
}

func mainLabel(c Command, evs []Event) rules.Msg {
	for _, e := range evs {
		if e.Kind == EvDied {
			return eventLabel(e)
		}
	}
	if m, ok := actionLabel(c, evs); ok {
		return m
	}
	if c.Kind == CmdUnfulfilled {
		return rules.M("thorgal.label.unfulfilled_threat", "List", threatWounds(evs))
	}
	if c.Kind == CmdUpgrade && len(evs) > 0 && evs[0].Kind == EvEnemyUpgraded && evs[0].EnemyTo == "" {
		return rules.M("thorgal.label.upgrade_massive_threat", "List", threatWounds(evs))
	}
	for _, e := range evs {
		if (e.Kind == EvWoundGained || e.Kind == EvWoundSpared) && (e.Cause == CauseThreat || e.Cause == CauseUnfulfilled) {
			return eventLabel(e) // a Threat past 5 or a forced loss that fell short
		}
	}
	for _, e := range evs {
		if e.Kind == EvDiscarded && c.Kind == CmdDrawEvent {
			continue // the old Event card put away before the draw
		}
		if e.Kind == EvDrawn && e.Deck == Items {
			// The Display refilled: every card drawn, so the table lays the same.
			var cards []rules.Msg
			for _, d := range evs {
				if d.Kind == EvDrawn && d.Deck == Items {
					cards = append(cards, CardName(Items, d.Card))
				}
			}
			return rules.M("thorgal.label.refill", "Cards", cards)
		}
		return eventLabel(e)
	}
	return rules.M("history.unknown")
}

func eventLabel(e Event) rules.Msg {
	who := func() rules.Msg { return whoName(e.Who) }
	switch e.Kind {
	case EvLearned:
		if d, c, ok := eventKeyParts(e.Key); ok {
			return rules.M("thorgal.label.learn_event", "Card", CardName(d, c), "Effect", EffectName(e.Value))
		}
		if what, ok := learnedCardPart(e.Key); ok {
			return what
		}
		if q, answer, ok := specs.Learned(e.Key, e.Value); ok {
			return rules.M("thorgal.label.learned", "Question", q, "Answer", answer)
		}
		return rules.M("thorgal.label.learn", "Value", e.Value)
	case EvChipPlaced:
		if e.From > 0 {
			return rules.M("thorgal.label.chip_moved", "Character", who(), "From", e.From, "Card", e.N)
		}
		return rules.M("thorgal.label.chip", "Character", who(), "Card", e.N)
	case EvActionSwapped:
		return rules.M("thorgal.label.swap", "From", e.From, "To", e.N)
	case EvRoundAdvanced:
		return rules.M("thorgal.label.round", "Round", e.To)
	case EvOutOfTime:
		return rules.M("thorgal.label.out_of_time")
	case EvChipsRefreshed:
		return rules.M("thorgal.label.refresh")
	case EvNextResolved:
		return rules.M("thorgal.label.resolved", "Effect", EffectName(e.Effect))
	case EvEventDrawn:
		return rules.M("thorgal.label.event_drawn", "Card", CardName(e.Deck, e.Card))
	case EvEffectNoted:
		return rules.M("thorgal.label.effect", "Effect", EffectName(e.Effect))
	case EvFirstPassed:
		return rules.M("thorgal.label.first")
	case EvWoundGained:
		switch e.Cause {
		case CauseThreat:
			return rules.M("thorgal.label.wound_threat", "Character", who(), "Size", e.Size)
		case CauseUnfulfilled:
			return rules.M("thorgal.label.wound_unfulfilled_size", "Character", who(), "Size", e.Size)
		case CauseMassive:
			return threatWoundLabel(e)
		}
		return rules.M("thorgal.label.wound", "Character", who(), "Size", e.Size)
	case EvWoundSpared:
		if e.Cause == CauseUnfulfilled {
			return rules.M("thorgal.label.wound_spared", "Character", who())
		}
		return threatWoundLabel(e)
	case EvWoundPlaced:
		return rules.M("thorgal.label.wound_placed", "Character", who(), "Tile", e.Tile.Shape)
	case EvDied:
		return rules.M("thorgal.label.died", "Character", who())
	case EvHealed:
		return rules.M("thorgal.label.healed", "Character", who(), "Tile", e.Shape)
	case EvThreatSet:
		return rules.M("thorgal.label.threat", "Character", who(), "N", e.To)
	case EvGoodsSet:
		return rules.M("thorgal.label.goods", "Character", who(), "Good", GoodName(e.Good), "N", e.To)
	case EvExperience:
		return rules.M("thorgal.label.experience", "Character", who(), "Track", TrackName(e.Track), "N", e.To)
	case EvBonusOwed:
		return rules.M("thorgal.label.bonus_owed", "Character", who(), "Track", TrackName(e.Track))
	case EvBonusTaken:
		return rules.M("thorgal.label.bonus_taken", "Character", who(), "Track", TrackName(e.Track))
	case EvSkillSet:
		if e.Active {
			return rules.M("thorgal.label.skill_on", "Character", who())
		}
		return rules.M("thorgal.label.skill_off", "Character", who())
	case EvItemGained:
		return rules.M("thorgal.label.item_gained", "Character", who(), "Name", e.Name)
	case EvItemUsed:
		return rules.M("thorgal.label.item_used", "Character", who())
	case EvItemDrawn:
		return rules.M("thorgal.label.item_drawn", "Character", who(), "Card", CardName(Items, e.Card))
	case EvDrawn:
		if e.Deck == Items {
			return rules.M("thorgal.label.refill", "Cards", []rules.Msg{CardName(Items, e.Card)})
		}
		return rules.M("thorgal.label.drawn", "Card", CardName(e.Deck, e.Card))
	case EvDiscarded:
		return rules.M("thorgal.label.discarded", "Card", CardName(e.Deck, e.Card))
	case EvEnemyUpgraded:
		if e.EnemyTo == "" {
			// mainLabel lists the wounds: this event alone has none to name.
			return rules.M("thorgal.label.upgrade_massive_threat", "List", []rules.Msg{})
		}
		return rules.M("thorgal.label.upgraded", "Enemy", DeckName(e.Enemy))
	case EvEnemyDegraded:
		if e.EnemyTo == "" {
			return rules.M("thorgal.label.degrade_minor")
		}
		return rules.M("thorgal.label.degraded", "Enemy", DeckName(e.Enemy))
	case EvEntryRead:
		if e.Again {
			return rules.M("thorgal.label.entry_again", "N", e.N)
		}
		return rules.M("thorgal.label.entry", "N", e.N)
	case EvWon:
		return rules.M("thorgal.label.won", "N", e.N)
	case EvLost:
		return rules.M("thorgal.label.lost", "N", e.N)
	case EvEndingEntry:
		return rules.M("thorgal.label.ending_entry", "N", e.N)
	}
	return rules.M("history.unknown")
}

// threatWounds lists the Wound (Threat) each character gained, in order: its
// size, or none for a character with no Threat. The sizes differ from one
// character to the next, so the history names each.
func threatWounds(evs []Event) []rules.Msg {
	var out []rules.Msg
	for _, e := range evs {
		if e.Kind == EvWoundSpared || (e.Kind == EvWoundGained && (e.Cause == CauseUnfulfilled || e.Cause == CauseMassive)) {
			out = append(out, threatWoundLabel(e))
		}
	}
	return out
}

// threatWoundLabel is one character's Wound (Threat), or none.
func threatWoundLabel(e Event) rules.Msg {
	if e.Kind == EvWoundSpared {
		return rules.M("thorgal.label.threat_wound_none", "Character", whoName(e.Who))
	}
	return rules.M("thorgal.label.threat_wound_item", "Character", whoName(e.Who), "Size", e.Size)
}

// whoName is the character an event names: a base character's ID, or a
// custom character's own name.
func whoName(who string) rules.Msg {
	if knownCharacter(who) {
		return CharacterName(who, "")
	}
	return CharacterName(CustomCharacter, who)
}

// who is what an event about character i stores to name it in the history.
func (s State) who(i int) string {
	if i < 0 || i >= len(s.Chars) {
		return ""
	}
	if c := s.Chars[i]; knownCharacter(c.ID) {
		return c.ID
	}
	return s.Chars[i].Name
}

// eventKeyParts splits an Event card's printed key into its deck and card.
func eventKeyParts(key string) (deckID, card string, ok bool) {
	rest, found := strings.CutPrefix(key, "thorgal.event.")
	if !found {
		return "", "", false
	}
	deckID, card, ok = strings.Cut(rest, ".")
	return deckID, card, ok && isEventDeck(deckID) && validCard(deckID, card)
}
