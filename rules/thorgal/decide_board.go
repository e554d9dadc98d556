package thorgal

import "skald/rules"

// MaxGoods bounds a Good's count (the rulebook calls components unlimited;
// this only guards against typing mistakes).
const MaxGoods = 99

func decideBoard(em *emitter, ch Character, c Command, r rules.Rand) error {
	s := em.State
	switch c.Kind {
	case CmdThreat:
		return decideThreat(em, c.Char, ch, c.N)
	case CmdGoods:
		if !validGood(c.Good) {
			return rules.Refuse("thorgal.err.good")
		}
		have := ch.Goods.Get(c.Good)
		switch to := have + c.N; {
		case c.N == 0:
			return rules.Refuse("thorgal.err.zero")
		case to > MaxGoods:
			return rules.Refuse("thorgal.err.goods_max", "Max", MaxGoods)
		case to >= 0:
			em.Add(Event{Kind: EvGoodsSet, Char: c.Char, Good: c.Good, To: to})
		case !c.Penalty:
			return rules.Refuse("thorgal.err.goods_short", "Good", GoodName(c.Good), "Have", have)
		default:
			// A loss forced by an effect: lose what there is, then the
			// Unfulfilled effect's Wound (Threat).
			if have > 0 {
				em.Add(Event{Kind: EvGoodsSet, Char: c.Char, Good: c.Good, To: 0})
			}
			em.threatWound(c.Char, CauseUnfulfilled)
			em.deaths()
		}
	case CmdExperience:
		if c.Track != Combat && c.Track != Journey {
			return rules.Refuse("thorgal.err.track")
		}
		n := max(c.Count, 1)
		if n > MaxCount {
			return rules.Refuse("thorgal.err.count", "Max", MaxCount)
		}
		em.experience(c.Char, c.Track, n)
	case CmdBonusTaken:
		em.Add(Event{Kind: EvBonusTaken, Char: c.Char, Track: c.Track})
	case CmdSkill:
		em.Add(Event{Kind: EvSkillSet, Char: c.Char, Active: c.Active})
	case CmdItemGain:
		if c.Deck == Items {
			// "Draw an Item card": the top card of the Item deck (the app
			// draws, or the table names it), straight to the character.
			if c.Card != "" && !validCard(Items, c.Card) {
				return rules.Refuse("thorgal.err.card", "Card", c.Card, "Deck", DeckName(Items))
			}
			d, err := pick(s.Decks[Items], c.Card, r)
			if err != nil {
				return err
			}
			em.Add(Event{Kind: EvItemDrawn, Char: c.Char, Name: c.Name, Card: d.Card, Reshuffled: d.Reshuffled})
			return nil
		}
		em.Add(Event{Kind: EvItemGained, Char: c.Char, Name: c.Name, Card: c.Card})
	case CmdItemUse:
		if c.Index < 0 || c.Index >= len(ch.Items) {
			return rules.Refuse("thorgal.err.no_such_item")
		}
		em.Add(Event{Kind: EvItemUsed, Char: c.Char, Index: c.Index, Card: ch.Items[c.Index].Card})
	}
	return nil
}

// decideThreat gains or discards Threat. A character holds at most 5: each
// Threat gained beyond that gives instead a wound of as many squares as the
// Threat tokens held (5).
func decideThreat(em *emitter, i int, ch Character, n int) error {
	switch {
	case n == 0:
		return rules.Refuse("thorgal.err.zero")
	case n > MaxCount || n < -MaxCount:
		return rules.Refuse("thorgal.err.count", "Max", MaxCount)
	case n < 0:
		to := max(ch.Threat+n, 0)
		if to == ch.Threat {
			return rules.Refuse("thorgal.err.no_threat")
		}
		em.Add(Event{Kind: EvThreatSet, Char: i, To: to})
		return nil
	}
	em.gainThreat(i, n)
	em.deaths()
	return nil
}

// gainThreat gives character i n Threat (n ≥ 0), each one past the fifth a
// wound of as many squares as the Threat held instead. The caller checks for
// deaths once its wounds are all given.
func (em *emitter) gainThreat(i, n int) {
	have := em.State.Chars[i].Threat
	to := min(have+n, MaxThreat)
	if to != have {
		em.Add(Event{Kind: EvThreatSet, Char: i, To: to})
	}
	for range have + n - to {
		em.Add(Event{Kind: EvWoundGained, Char: i, Size: to, Cause: CauseThreat})
	}
}

// experience gives character i n Experience on a track: a level each, or at
// level 7 the printed bonus owed instead.
func (em *emitter) experience(i int, track string, n int) {
	for range n {
		level := em.State.Chars[i].level(track)
		if level >= MaxLevel {
			em.Add(Event{Kind: EvBonusOwed, Char: i, Track: track})
		} else {
			em.Add(Event{Kind: EvExperience, Char: i, Track: track, To: level + 1})
		}
	}
}

func (c Character) level(track string) int {
	if track == Journey {
		return c.Journey
	}
	return c.Combat
}
