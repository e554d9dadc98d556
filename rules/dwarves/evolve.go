package dwarves

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
)

// Evolve applies an event. Pure and total: it works on a deep copy, and an
// event it does not know, or one that does not fit, changes nothing it cannot.
func Evolve(s State, e Event) State {
	s = s.clone()
	switch e.Kind {
	case EvLearned:
		if s.Printed == nil {
			s.Printed = map[string]string{}
		}
		s.Printed[e.Key] = e.Value
	case EvTurnStarted:
		s.Turn, s.Started = e.N, true
		for i, sl := range s.Scenario.Slots {
			if sl.Timed && sl.Time > 0 {
				s.Scenario.Slots[i].Time--
			}
		}
	case EvDoomMoved:
		s.Doom, _ = s.Doom.MoveClamped(MarkDoom, -e.N)
		s = s.checkMeet()
	case EvHeroAdvanced:
		s.Doom, _ = s.Doom.MoveClamped(MarkHero, e.Pos-s.Doom.Pos(MarkHero))
		if e.Icon != "" {
			s.Printed = orNew(s.Printed)
			s.Printed[doomSpaceKey(e.Pos)] = e.Icon
		}
		s.Phase = PhaseReveal
		s = s.checkMeet()
	case EvCouncilMoved:
		s.Council, _ = s.Council.MoveClamped(MarkCouncil, e.Pos-s.CouncilPos())
	case EvThreatsIn:
		for range e.N {
			if d, err := s.Threats.Remove(CardThreat); err == nil {
				s.Threats = d
				s.Adventure = s.Adventure.PutBack(CardThreat)
			}
		}
	case EvThreatKept:
		if d, err := s.Threats.Remove(CardThreat); err == nil {
			s.Threats = d
			if !e.Immediate {
				s.Kept = append(s.Kept, e.Name)
			}
		}
	case EvRecruited:
		if e.Troops != nil {
			s.Supply = s.Supply.Sub(*e.Troops)
			s = s.addAt(InHex(e.Hex), *e.Troops)
		}
	case EvPerished:
		s.Perished = addOnce(s.Perished, e.Hex)
	case EvTroopsMoved:
		if e.From != nil && e.At != nil && e.Troops != nil {
			s = s.addAt(*e.From, Troops{}.Sub(*e.Troops))
			s = s.addAt(*e.At, *e.Troops)
		}
	case EvTroopsPlaced:
		if e.At != nil && e.Troops != nil {
			s.Supply = s.Supply.Sub(e.Troops.Plain())
			s = s.addAt(*e.At, *e.Troops)
		}
	case EvTroopsRemoved:
		if e.From != nil && e.Troops != nil {
			s = s.addAt(*e.From, Troops{}.Sub(*e.Troops))
			s.Supply = s.Supply.Add(e.Troops.Plain())
		}
	case EvBlacksaddle:
		if e.Troops != nil {
			s = s.addAt(InHex(Blacksaddle), Troops{}.Sub(*e.Troops))
			s.Supply = s.Supply.Add(*e.Troops)
		}
	case EvRolled:
		s.Roll = &Roll{Action: e.Action, Attr: e.Attr, Faces: slices.Clone(e.Faces)}
		s.Phase = PhaseActions
	case EvRerolled:
		if s.Roll != nil {
			s.Roll.Faces = slices.Clone(e.Faces)
			if e.Die == 0 {
				s.Roll.All, s.Roll.Rerolled = true, false
			} else {
				s.Roll.Rerolled = true
			}
		}
	case EvBumped:
		if s.Roll != nil && e.Die >= 1 && e.Die <= len(s.Roll.Faces) {
			s.Roll.Faces[e.Die-1]++
			s.Roll.Bumped = e.Die
		}
	case EvFought:
		for _, r := range e.Removals {
			s = s.addAt(r.At, Troops{}.Sub(r.Troops))
			s.Supply = s.Supply.Add(r.Troops.Plain())
		}
		s = s.actionDone()
	case EvDispatched:
		s = s.actionDone()
	case EvChecked:
		p := s.Checks[e.Card]
		p = Progress{Attr: e.Attr, Target: e.Target, Need: e.Need, Got: p.Got + e.N, Persist: e.Persist}
		s.Checks = orNewChecks(s.Checks)
		if p.Got >= p.Need {
			delete(s.Checks, e.Card)
		} else {
			s.Checks[e.Card] = p
		}
		if len(s.Checks) == 0 {
			s.Checks = nil
		}
		s = s.actionDone()
	case EvMoved:
		if i := s.heroIndex(e.Hero); i >= 0 {
			s.Heroes[i].Hex = e.Hex
		}
		s = s.actionDone()
	case EvActed:
		s.Phase = PhaseActions
		s = s.actionDone()
	case EvPlaced:
		if i := s.heroIndex(e.Hero); i >= 0 {
			s.Heroes[i].Hex = e.Hex
		}
	case EvHealth:
		if i := s.heroIndex(e.Hero); i >= 0 {
			h := &s.Heroes[i]
			h.Health = min(max(h.Health+e.N, 0), h.Hearts())
			if h.Health == 0 {
				s.Result = rules.Outcome{Status: rules.Lost, Reason: rules.M("dwarves.lost.hero", "Hero", HeroName(h.ID))}
			}
		}
	case EvHealthTile:
		if i := s.heroIndex(e.Hero); i >= 0 {
			h := &s.Heroes[i]
			h.Tiles = max(h.Tiles+e.N, 0)
			h.Health = min(h.Health, h.Hearts())
		}
	case EvModified:
		if i := s.heroIndex(e.Hero); i >= 0 {
			m := &s.Heroes[i].Mods
			switch e.Attr {
			case AttrBattle:
				m.Battle += e.N
			case AttrCraft:
				m.Craft += e.N
			case AttrSpeed:
				m.Speed += e.N
			}
		}
	case EvEquipment:
		s = s.equipment(e)
	case EvScenario:
		s.Scenario.Left = s.Scenario.Left.plus(e.Level, -1)
		if e.Skip {
			s.Scenario.Skipped = s.Scenario.Skipped.plus(e.Level, 1)
		} else {
			s.Scenario.Slots = append(s.Scenario.Slots, Slot{Level: e.Level, Name: e.Name,
				FaceDown: e.FaceDown, Time: e.N, Timed: e.N > 0})
		}
	case EvDisplayClear:
		for _, c := range s.Display {
			s.Adventure = s.Adventure.ToDiscard(c.Kind)
		}
		s.Display = nil
	case EvSagaFlipped:
		if e.Slot >= 0 && e.Slot < len(s.Scenario.Slots) {
			s.Scenario.Slots[e.Slot].FaceDown = false
		}
	case EvCompleted:
		if e.Slot >= 0 && e.Slot < len(s.Scenario.Slots) {
			lv := s.Scenario.Slots[e.Slot].Level
			s.Scenario.Slots = slices.Delete(s.Scenario.Slots, e.Slot, e.Slot+1)
			s.Scenario.Done = s.Scenario.Done.plus(lv, 1)
			s.Completed = s.Started
			if lv == LevelC && !s.Over() {
				s.Result = rules.Outcome{Status: rules.Won, Reason: rules.M("dwarves.won.level_c")}
			}
		}
	case EvTime:
		if e.Slot >= 0 && e.Slot < len(s.Scenario.Slots) {
			s.Scenario.Slots[e.Slot].Time = e.N
			s.Scenario.Slots[e.Slot].Timed = true
		}
	case EvExpired:
		if e.Slot >= 0 && e.Slot < len(s.Scenario.Slots) {
			s.Scenario.Slots = slices.Delete(s.Scenario.Slots, e.Slot, e.Slot+1)
			s.Scenario.Unfulfilled++
		}
	case EvCardRevealed:
		if e.Draw != nil {
			s.Adventure = s.Adventure.Apply(*e.Draw)
			s.Display = append(s.Display, Card{Kind: e.Draw.Card, Name: e.Name})
		}
	case EvCardDone:
		if e.Slot >= 0 && e.Slot < len(s.Display) {
			s.Adventure = s.Adventure.ToDiscard(s.Display[e.Slot].Kind)
			s.Display = slices.Delete(s.Display, e.Slot, e.Slot+1)
		}
	case EvThreatDone:
		if e.Slot >= 0 && e.Slot < len(s.Kept) {
			s.Kept = slices.Delete(s.Kept, e.Slot, e.Slot+1)
		}
	case EvDiamond:
		s = s.diamond(e)
	case EvDragon:
		if e.In {
			s.Dragons = addOnce(s.Dragons, e.Name)
		} else {
			s.Dragons, _ = deck.Without(s.Dragons, e.Name)
			s.Flown, _ = deck.Without(s.Flown, e.Name)
		}
	case EvDragonMoved:
		s.Flown = addOnce(s.Flown, e.Name)
	case EvTurnEnded:
		for k, p := range s.Checks {
			if !p.Persist {
				delete(s.Checks, k)
			}
		}
		if len(s.Checks) == 0 {
			s.Checks = nil
		}
		s.Current, s.Phase, s.Actions, s.Started, s.Completed = e.N, PhaseAdvance, 0, false, false
		s.Roll, s.Flown = nil, nil
	}
	return s
}

// addAt adds t (which may be negative) at a place, dropping empty places.
func (s State) addAt(w Where, t Troops) State {
	if w.Card != "" {
		s.Cards = addTroops(s.Cards, w.Card, t)
	} else {
		s.Board = addTroops(s.Board, w.Hex, t)
	}
	return s
}

// addTroops adds t at place in m (a card's troops or the board's), dropping
// a place left empty, and m itself (nil) once no place holds troops.
func addTroops(m map[string]Troops, place string, t Troops) map[string]Troops {
	m = orNewTroops(m)
	if v := m[place].Add(t); v.Zero() {
		delete(m, place)
	} else {
		m[place] = v
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

func (s State) actionDone() State {
	s.Roll = nil
	s.Actions++
	return s
}

// checkMeet ends the game when the Hero and Doom markers meet.
func (s State) checkMeet() State {
	if s.GapToDoom() <= 0 && !s.Over() {
		s.Result = rules.Outcome{Status: rules.Lost, Reason: rules.M("dwarves.lost.doom")}
	}
	return s
}

func (s State) equipment(e Event) State {
	i := s.heroIndex(e.Hero)
	if i < 0 {
		return s
	}
	h := &s.Heroes[i]
	if e.N > 0 {
		switch e.Why {
		case WhyDeck:
			if dr, err := s.Equipment.Named(CardEquipment); err == nil {
				s.Equipment = s.Equipment.Apply(dr)
			}
		case WhySpecial:
			s.Special = max(s.Special-1, 0)
		}
		h.Equipment = addOnce(h.Equipment, e.Name)
		return s
	}
	h.Equipment, _ = deck.Without(h.Equipment, e.Name)
	if e.Why == WhyDiscard {
		s.Equipment = s.Equipment.ToDiscard(CardEquipment)
	}
	return s
}

func (s State) diamond(e Event) State {
	if s.Diamonds == nil {
		return s
	}
	d := s.Diamonds
	if nd, err := d.Hidden.Remove(itoa(e.N)); err == nil {
		d.Hidden = nd
	}
	if e.Side == SideHeroes {
		d.Balendilin = append(d.Balendilin, e.N)
	} else {
		d.Bislipur = append(d.Bislipur, e.N)
	}
	if e.Found {
		d.Mighty = e.Side
		d.Hidden.Pile = nil
	}
	return s
}

func orNew(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

func orNewTroops(m map[string]Troops) map[string]Troops {
	if m == nil {
		return map[string]Troops{}
	}
	return m
}

func orNewChecks(m map[string]Progress) map[string]Progress {
	if m == nil {
		return map[string]Progress{}
	}
	return m
}

// addOnce adds name to a sorted list of distinct names (Perished Land hexes,
// dragons, a hero's Equipment), which Check keeps from holding it twice.
func addOnce(s []string, name string) []string {
	if slices.Contains(s, name) {
		return s
	}
	return deck.With(s, name)
}
