package thorgal

import (
	"skald/rules"
	"skald/rules/deck"
)

// Decide validates a command and returns what happens. Every event it returns
// has passed Check against the state the events before it left, so a command
// either happens whole or not at all.
func Decide(s State, c Command, r rules.Rand) ([]Event, error) {
	if c.Kind == CmdLearn {
		e := Event{Kind: EvLearned, Key: c.Key, Value: c.Value}
		return []Event{e}, Check(s, e)
	}
	if c.Kind == CmdEndingEntry {
		e := Event{Kind: EvEndingEntry, N: c.N}
		if err := Check(s, e); err != nil {
			return nil, err
		}
		return []Event{e}, nil
	}
	if s.Over() {
		return nil, rules.Refuse("thorgal.err.over")
	}
	em := &emitter{s: s}
	var err error
	switch c.Kind {
	case CmdPlaceChip:
		err = decidePlaceChip(em, c)
	case CmdSwapAction:
		if c.Slot < 0 || c.Slot >= len(s.Row) {
			return nil, rules.Refuse("thorgal.err.slot", "Max", len(s.Row))
		}
		em.add(Event{Kind: EvActionSwapped, Slot: c.Slot, N: c.N, From: s.Row[c.Slot]})
	case CmdAdvanceRound, CmdRefreshChips, CmdResolveNext, CmdDrawEvent, CmdNoteEffect, CmdPassFirst:
		err = decideEventPhase(em, c, r)
	case CmdWound, CmdPlaceWound, CmdHeal, CmdUnfulfilled:
		err = decideWounds(em, c)
	case CmdThreat, CmdGoods, CmdExperience, CmdBonusTaken, CmdSkill, CmdItemGain, CmdItemUse:
		err = decideBoard(em, c, r)
	case CmdDraw, CmdDiscard, CmdRefill, CmdUpgrade, CmdDegrade:
		err = decideDecks(em, c, r)
	case CmdEntry:
		if c.N < 1 || c.N > MaxEntry {
			return nil, rules.Refuse("thorgal.err.entry_number", "Max", MaxEntry)
		}
		if s.read(c.N) && !c.Force {
			return nil, rules.Refuse("thorgal.err.entry_read", "N", c.N)
		}
		em.add(Event{Kind: EvEntryRead, N: c.N, Again: s.read(c.N)})
	case CmdWin:
		em.add(Event{Kind: EvWon, N: c.N})
	case CmdLose:
		em.add(Event{Kind: EvLost, N: c.N})
	default:
		return nil, rules.Refuse("thorgal.err.command")
	}
	if err != nil {
		return nil, err
	}
	return em.result()
}

// charEvents are the event kinds about one character (Event.Char).
var charEvents = map[string]bool{
	EvChipPlaced: true, EvWoundGained: true, EvWoundPlaced: true, EvDied: true, EvHealed: true,
	EvThreatSet: true, EvGoodsSet: true, EvExperience: true, EvBonusOwed: true, EvBonusTaken: true,
	EvSkillSet: true, EvItemGained: true, EvItemUsed: true, EvItemDrawn: true,
}

// MaxEntry bounds an Entry number (a typing guard).
const MaxEntry = 999

// emitter collects a command's events, checking each against the state the
// previous ones left and evolving as it goes.
type emitter struct {
	s   State
	evs []Event
	err error
}

func (em *emitter) add(e Event) {
	if em.err != nil {
		return
	}
	if charEvents[e.Kind] {
		e.Who = em.s.who(e.Char)
	}
	if err := Check(em.s, e); err != nil {
		em.err = err
		return
	}
	em.s = Evolve(em.s, e)
	em.evs = append(em.evs, e)
}

// deaths adds the death of the first character whose next wound cannot be
// placed: that character dies and the team loses at once.
func (em *emitter) deaths() {
	for i, ch := range em.s.Chars {
		if em.err != nil || em.s.Over() {
			return
		}
		if len(ch.Pending) > 0 && !em.s.canTake(ch, ch.Pending[0]) {
			w := ch.Pending[0]
			em.add(Event{Kind: EvDied, Char: i, Size: w.Size, Shape: w.Shape})
		}
	}
}

func (em *emitter) result() ([]Event, error) {
	if em.err != nil {
		return nil, em.err
	}
	if len(em.evs) == 0 {
		return nil, rules.Refuse("thorgal.err.command")
	}
	return em.evs, nil
}

// pick decides a draw from a pile: digital when card is "", else the card the
// players name.
func pick(p Pile, card string, r rules.Rand) (deck.Draw, error) {
	if card == "" {
		if r == nil {
			return deck.Draw{}, rules.Refuse("thorgal.err.command")
		}
		return p.Pick(r)
	}
	return p.Named(card)
}

func (s State) char(i int) (Character, error) {
	if i < 0 || i >= len(s.Chars) {
		return Character{}, rules.Refuse("thorgal.err.character")
	}
	return s.Chars[i], nil
}

func (s State) read(n int) bool {
	for _, e := range s.Entries {
		if e == n {
			return true
		}
	}
	return false
}
