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
	em := &emitter{rules.NewRun(s, Check, Evolve, withWho)}
	var err error
	switch c.Kind {
	case CmdPlaceChip:
		err = decidePlaceChip(em, c)
	case CmdSwapAction:
		if c.Slot < 0 || c.Slot >= len(s.Row) {
			return nil, &rules.Refusal{Msg: rules.M("thorgal.err.slot").WithCount(len(s.Row))}
		}
		em.Add(Event{Kind: EvActionSwapped, Slot: c.Slot, N: c.N, From: s.Row[c.Slot]})
	case CmdAdvanceRound, CmdRefreshChips, CmdResolveNext, CmdDrawEvent, CmdNoteEffect, CmdPassFirst:
		err = decideEventPhase(em, c, r)
	case CmdWound, CmdPlaceWound, CmdHeal, CmdUnfulfilled:
		err = decideWounds(em, c)
	case CmdThreat, CmdGoods, CmdExperience, CmdBonusTaken, CmdSkill, CmdItemGain, CmdItemUse:
		err = em.forChar(c, r, decideBoard)
	case CmdDraw, CmdDiscard, CmdRefill, CmdUpgrade, CmdDegrade:
		err = decideDecks(em, c, r)
	case CmdFight:
		err = decideFight(em, c, r)
	case CmdCombat:
		err = decideCombat(em, c, r)
	case CmdCombatRoll:
		err = decideRoll(em, c, r)
	case CmdCombatReroll:
		err = decideReroll(em, c, r)
	case CmdJourney:
		err = em.forChar(c, r, decideJourney)
	case CmdTerrainBonus:
		err = em.forChar(c, r, decideTerrainBonus)
	case CmdEntry:
		if c.N < 1 || c.N > MaxEntry {
			return nil, rules.Refuse("thorgal.err.entry_number", "Max", MaxEntry)
		}
		if s.read(c.N) && !c.Force {
			return nil, rules.Refuse("thorgal.err.entry_read", "N", c.N)
		}
		em.Add(Event{Kind: EvEntryRead, N: c.N, Again: s.read(c.N)})
	case CmdWin:
		em.Add(Event{Kind: EvWon, N: c.N})
	case CmdLose:
		em.Add(Event{Kind: EvLost, N: c.N})
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
	EvChipPlaced: true, EvWoundGained: true, EvWoundSpared: true, EvWoundPlaced: true, EvDied: true, EvHealed: true,
	EvThreatSet: true, EvGoodsSet: true, EvExperience: true, EvBonusOwed: true, EvBonusTaken: true,
	EvSkillSet: true, EvItemGained: true, EvItemUsed: true, EvItemDrawn: true,
	EvFightBegun: true, EvFightWon: true, EvFightLost: true, EvCombatRolled: true, EvCombatRerolled: true, EvJourneyed: true, EvTerrainRevealed: true, EvTerrainBonus: true,
}

// MaxEntry bounds an Entry number (a typing guard).
const MaxEntry = 999

// emitter collects a command's events (see rules.Run), filling in who plays
// the character an event is about.
type emitter struct{ rules.Run[State, Event] }

// forChar runs a decision about one character, once the character the
// command names is known to be in the game.
func (em *emitter) forChar(c Command, r rules.Rand, decide func(*emitter, Character, Command, rules.Rand) error) error {
	ch, err := em.State.char(c.Char)
	if err != nil {
		return err
	}
	return decide(em, ch, c, r)
}

func withWho(s State, e Event) Event {
	if charEvents[e.Kind] {
		e.Who = s.who(e.Char)
	}
	return e
}

// deaths adds the death of the first character whose next wound cannot be
// placed: that character dies and the team loses at once.
func (em *emitter) deaths() {
	for i, ch := range em.State.Chars {
		if em.Err != nil || em.State.Over() {
			return
		}
		if len(ch.Pending) > 0 && !em.State.canTake(ch, ch.Pending[0]) {
			w := ch.Pending[0]
			em.Add(Event{Kind: EvDied, Char: i, Size: w.Size, Shape: w.Shape})
		}
	}
}

func (em *emitter) result() ([]Event, error) {
	evs, err := em.Done()
	if err == nil && len(evs) == 0 {
		return nil, rules.Refuse("thorgal.err.command")
	}
	return evs, err
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
