package dwarves

import "skald/rules"

// Label says what a command did, for the history, then what followed from it
// by itself (a hex full of troops perishing, troops at Blacksaddle pushing
// the Doom marker), so that the table moves the same pieces.
func Label(c Command, evs []Event) rules.Msg {
	m := label(c, evs)
	if then := consequences(c, evs); len(then) > 0 {
		return rules.M("dwarves.label.then", "Action", m, "Then", then)
	}
	return m
}

// consequences names what the rules applied on their own after c.
func consequences(c Command, evs []Event) []rules.Msg {
	var out []rules.Msg
	for _, e := range evs {
		switch {
		case e.Kind == EvPerished && c.Kind != CmdPerish:
			out = append(out, rules.M("dwarves.then.perished", "Hex", HexName(e.Hex)))
		case e.Kind == EvBlacksaddle && e.Troops != nil:
			out = append(out, rules.M("dwarves.then.blacksaddle", "Troops", e.Troops.Words()))
		case e.Kind == EvDoomMoved && e.Why == WhyBlacksaddle:
			out = append(out, rules.M("dwarves.then.doom").WithCount(e.N))
		}
	}
	return out
}

func label(c Command, evs []Event) rules.Msg {
	find := func(kind string) (Event, bool) {
		for _, e := range evs {
			if e.Kind == kind {
				return e, true
			}
		}
		return Event{}, false
	}
	switch c.Kind {
	case CmdLearn:
		if q, answer, ok := specs.Learned(c.Key, c.Value); ok {
			return rules.M("dwarves.label.learned", "Question", q, "Answer", answer)
		}
		return rules.M("dwarves.label.learn", "Value", c.Value)
	case CmdAdvance:
		if e, ok := find(EvRecruited); ok {
			return rules.M("dwarves.label.recruit", "Gate", HexName(e.Hex),
				"Orcs", e.Troops.Orcs, "Trolls", e.Troops.Trolls, "Elfar", e.Troops.Elfar)
		}
		if e, ok := find(EvHeroAdvanced); ok {
			if e.Icon == "" {
				return rules.M("dwarves.label.advance_meet", "Space", e.Pos)
			}
			return rules.M("dwarves.label.advance", "Space", e.Pos, "Icon", IconName(e.Icon))
		}
	case CmdReveal:
		if e, ok := find(EvScenario); ok {
			if e.Skip {
				return rules.M("dwarves.label.scenario_skip", "Level", e.Level)
			}
			return rules.M("dwarves.label.scenario", "Level", e.Level)
		}
		if _, ok := find(EvSagaFlipped); ok {
			return rules.M("dwarves.label.saga_flip")
		}
	case CmdTime:
		return rules.M("dwarves.label.time", "N", c.Time)
	case CmdComplete:
		if e, ok := find(EvCompleted); ok {
			return rules.M("dwarves.label.complete", "Level", e.Level)
		}
	case CmdDraw:
		if e, ok := find(EvCardRevealed); ok && e.Draw != nil && e.Draw.Card == CardThreat {
			return rules.M("dwarves.label.card_threat")
		}
		return rules.M("dwarves.label.card_adventure")
	case CmdCardDone:
		return rules.M("dwarves.label.card_done")
	case CmdThreatDone:
		return rules.M("dwarves.label.threat_done")
	case CmdRoll:
		if e, ok := find(EvRolled); ok {
			return rules.M("dwarves.label.roll", "Action", ActionName(e.Action), "Faces", facesText(e.Faces))
		}
	case CmdReroll:
		if e, ok := find(EvRerolled); ok {
			if e.Die == 0 {
				return rules.M("dwarves.label.reroll_all", "Faces", facesText(e.Faces))
			}
			return rules.M("dwarves.label.reroll", "Die", e.Die, "Faces", facesText(e.Faces))
		}
	case CmdBump:
		return rules.M("dwarves.label.bump", "Die", c.Die)
	case CmdFight:
		if e, ok := find(EvFought); ok {
			var t Troops
			for _, r := range e.Removals {
				t = t.Add(r.Troops)
			}
			if t.Zero() {
				return rules.M("dwarves.label.fight_miss")
			}
			return rules.M("dwarves.label.fight", "Orcs", t.Orcs, "Trolls", t.Trolls, "Elfar", t.Elfar,
				"Leaders", t.Leaders().Pieces())
		}
	case CmdDispatch:
		if e, ok := find(EvCouncilMoved); ok {
			return rules.M("dwarves.label.dispatch_ok", "Pos", e.Pos)
		}
		return rules.M("dwarves.label.dispatch_fail")
	case CmdCheck:
		if e, ok := find(EvChecked); ok {
			switch e.Card {
			case CouncilEquipmentCard:
				return rules.M("dwarves.label.check_council", "N", e.N)
			case DiamondCard:
				return rules.M("dwarves.label.check_diamond", "N", e.N)
			}
			return rules.M("dwarves.label.check", "Card", e.Card, "N", e.N, "Need", e.Need)
		}
	case CmdMove:
		return rules.M("dwarves.label.move", "Hex", HexName(c.To))
	case CmdAction:
		return rules.M("dwarves.label.action", "Name", c.Name)
	case CmdPlace:
		if e, ok := find(EvPlaced); ok {
			return rules.M("dwarves.label.place", "Hero", HeroName(e.Hero), "Hex", HexName(e.Hex))
		}
	case CmdHealth:
		if e, ok := find(EvHealth); ok {
			return rules.M("dwarves.label.health", "Hero", HeroName(e.Hero), "N", e.N)
		}
	case CmdHealthTile:
		if e, ok := find(EvHealthTile); ok {
			return rules.M("dwarves.label.health_tile", "Hero", HeroName(e.Hero), "N", e.N)
		}
	case CmdModify:
		if e, ok := find(EvModified); ok {
			return rules.M("dwarves.label.modify", "Hero", HeroName(e.Hero), "Attr", AttrName(e.Attr), "N", e.N)
		}
	case CmdEquip:
		if e, ok := find(EvEquipment); ok {
			if e.N < 0 {
				return rules.M("dwarves.label.equip_lose", "Hero", HeroName(e.Hero), "Name", e.Name)
			}
			return rules.M("dwarves.label.equip_gain", "Hero", HeroName(e.Hero), "Name", e.Name)
		}
	case CmdTroops:
		return rules.M("dwarves.label.troops_place", "Place", PlaceName(c.At), "Troops", c.Troops.Words())
	case CmdMoveTroops:
		return rules.M("dwarves.label.troops_move", "N", len(c.Moves))
	case CmdRemove:
		return rules.M("dwarves.label.troops_remove", "Place", PlaceName(c.At), "Troops", c.Troops.Words())
	case CmdPerish:
		return rules.M("dwarves.label.perish", "Hex", HexName(c.Hex))
	case CmdDoom:
		return rules.M("dwarves.label.doom", "N", c.N)
	case CmdDiamond:
		if e, ok := find(EvDiamond); ok {
			if e.Found {
				return rules.M("dwarves.label.diamond_found", "Side", SideName(e.Side), "Value", e.N)
			}
			return rules.M("dwarves.label.diamond", "Side", SideName(e.Side), "Value", e.N)
		}
	case CmdDragon:
		if c.In {
			return rules.M("dwarves.label.dragon_in", "Dragon", DragonName(c.Name))
		}
		return rules.M("dwarves.label.dragon_out", "Dragon", DragonName(c.Name))
	case CmdDragonMove:
		if e, ok := find(EvDragonMoved); ok {
			return rules.M("dwarves.label.dragon_move", "Dragon", DragonName(e.Name), "Face", e.N)
		}
	case CmdEndTurn:
		return rules.M("dwarves.label.end_turn")
	}
	return rules.M("history.unknown")
}
