package thorgal

import (
	"strings"

	"skald/rules"
)

// actionLabel words a Combat, a Journey, their draws and a Terrain bonus as
// one line: who, against what or with which tile, the outcome, then every
// covering effect.
func actionLabel(c Command, evs []Event) (rules.Msg, bool) {
	find := func(kinds ...string) (Event, bool) {
		for _, e := range evs {
			for _, k := range kinds {
				if e.Kind == k {
					return e, true
				}
			}
		}
		return Event{}, false
	}
	switch c.Kind {
	case CmdFight:
		e, ok := find(EvFightBegun)
		if !ok {
			return rules.Msg{}, false
		}
		if e.Enemy == Mystical {
			return rules.M("thorgal.label.fight_mystical", "Character", whoName(e.Who)), true
		}
		return rules.M("thorgal.label.fight", "Character", whoName(e.Who), "Cards", fightCards(e)), true
	case CmdCombat:
		e, ok := find(EvFightWon, EvFightLost)
		if !ok {
			return rules.Msg{}, false
		}
		result := rules.M("thorgal.label.combat_won", "Total", e.Total).WithCount(e.Hearts)
		if e.Kind == EvFightLost {
			result = rules.M("thorgal.label.combat_lost", "Total", e.Total,
				"What", rules.M("thorgal.label.n_threat").WithCount(e.Total-e.Hearts)).WithCount(e.Hearts)
		}
		var secs []rules.Msg
		if len(e.Dice) > 0 {
			secs = append(secs, rules.M("thorgal.label.sec_dice", "List", diceList(e)))
		}
		if len(e.Tiles) > 0 && len(e.Tiles) != len(e.Dice) {
			// Tile IDs are codes, the same in every language: spaces keep
			// them apart from the commas between the sections.
			secs = append(secs, rules.M("thorgal.label.sec_tiles", "Tile", strings.Join(e.Tiles, " ")))
		}
		if e.Rerolls > 0 {
			secs = append(secs, rules.M("thorgal.label.sec_rerolls").WithCount(e.Rerolls))
		}
		secs = append(secs, coverSections(c.Cover, evs)...)
		args := []any{"Character", whoName(e.Who), "Cards", fightCards(e), "Result", result}
		if len(secs) == 0 {
			return rules.M("thorgal.label.combat", args...), true
		}
		return rules.M("thorgal.label.combat_gains", append(args, "List", secs)...), true
	case CmdCombatRoll, CmdCombatReroll:
		e, ok := find(EvCombatRolled, EvCombatRerolled)
		if !ok {
			return rules.Msg{}, false
		}
		id := "thorgal.label.combat_roll"
		if e.Kind == EvCombatRerolled {
			id = "thorgal.label.combat_reroll"
		}
		if e.Digital {
			id += "_app"
		}
		return rules.M(id, "Character", whoName(e.Who), "List", diceList(e)), true
	case CmdJourney:
		e, ok := find(EvJourneyed)
		if !ok {
			return rules.Msg{}, false
		}
		secs := coverSections(c.Cover, evs)
		if r, ok := find(EvTerrainRevealed); ok {
			secs = append(secs, rules.M("thorgal.label.sec_revealed", "Card", CardName(Terrain, r.Card)))
		} else if c.Reveal {
			secs = append(secs, rules.M("thorgal.label.sec_no_terrain"))
		}
		if len(secs) == 0 {
			return rules.M("thorgal.label.journey", "Character", whoName(e.Who), "Tile", e.Shape), true
		}
		return rules.M("thorgal.label.journey_then", "Character", whoName(e.Who), "Tile", e.Shape, "List", secs), true
	case CmdTerrainBonus:
		e, ok := find(EvTerrainBonus)
		if !ok {
			return rules.Msg{}, false
		}
		if secs := coverSections(c.Cover, evs); len(secs) > 0 {
			return rules.M("thorgal.label.terrain_bonus_then", "Character", whoName(e.Who), "List", secs), true
		}
		return rules.M("thorgal.label.terrain_bonus", "Character", whoName(e.Who)), true
	}
	return rules.Msg{}, false
}

// fightCards names the Enemy cards of a fight event, or the Mystical Enemy.
func fightCards(e Event) []rules.Msg {
	if e.Enemy == Mystical {
		return []rules.Msg{rules.M("thorgal.label.mystical_enemy")}
	}
	out := make([]rules.Msg, 0, len(e.Cards))
	for k, card := range e.Cards {
		out = append(out, CardName(deckOf(e.Enemy, e.Decks, k), card))
	}
	return out
}

// diceList words each die of a Combat roll: its colour (or its rank when the
// box profile did not know it) and the tile it gave, which is Tiles[k] when
// there is a tile per die (the dice helper records them so), else its face.
func diceList(e Event) []rules.Msg {
	out := make([]rules.Msg, 0, len(e.Dice))
	for k, d := range e.Dice {
		die := rules.M("thorgal.label.die_rank", "Rank", d.Die)
		if k < len(e.DieNames) && e.DieNames[k] != "" {
			die = rules.Name(e.DieNames[k])
		}
		var tile any = rules.M("thorgal.label.die_face", "Face", d.Face)
		if len(e.Tiles) == len(e.Dice) {
			tile = e.Tiles[k]
		}
		id := "thorgal.label.die"
		if d.Crit {
			id = "thorgal.label.die_crit"
		}
		out = append(out, rules.M(id, "Die", die, "Tile", tile))
	}
	return out
}

func tileList(ids []string) []rules.Msg {
	out := make([]rules.Msg, 0, len(ids))
	for _, id := range ids {
		out = append(out, rules.M("thorgal.label.tile", "Tile", id))
	}
	return out
}

// coverSections words the covering effects a command applied, in the order
// cover applies them: Goods and Experience gained, a level-7 bonus owed,
// wounds healed, Discovery cards drawn, the special spaces' Threat, wounds
// and discards, and a wound a 6th Threat gave.
func coverSections(cv Covered, evs []Event) []rules.Msg {
	var secs, gained, discarded []rules.Msg
	xp := map[string]int{}
	owed := map[string]bool{}
	healed := 0
	var drawn []rules.Msg
	for _, e := range evs {
		switch {
		case e.Kind == EvExperience:
			xp[e.Track]++
		case e.Kind == EvBonusOwed:
			owed[e.Track] = true
		case e.Kind == EvHealed:
			healed++
		case e.Kind == EvDrawn && e.Deck == Discovery:
			drawn = append(drawn, CardName(Discovery, e.Card))
		}
	}
	for _, t := range []string{Combat, Journey} {
		if xp[t] > 0 {
			gained = append(gained, rules.M("thorgal.label.n_experience", "Track", TrackName(t)).WithCount(xp[t]))
		}
	}
	for _, g := range GoodIDs {
		if n := cv.gained(g); n > 0 {
			gained = append(gained, rules.M("thorgal.label.n_good", "N", n, "Good", GoodName(g)))
		}
		if n := cv.Special.Discard.Get(g); n > 0 {
			discarded = append(discarded, rules.M("thorgal.label.n_good", "N", n, "Good", GoodName(g)))
		}
	}
	if len(gained) > 0 {
		secs = append(secs, rules.M("thorgal.label.sec_gained", "List", gained))
	}
	for _, t := range []string{Combat, Journey} {
		if owed[t] {
			secs = append(secs, rules.M("thorgal.label.sec_bonus", "Track", TrackName(t)))
		}
	}
	if healed > 0 {
		secs = append(secs, rules.M("thorgal.label.sec_healed").WithCount(healed))
	}
	switch {
	case len(drawn) > 0:
		secs = append(secs, rules.M("thorgal.label.sec_discovery", "Cards", drawn))
	case cv.discoveries() > 0:
		secs = append(secs, rules.M("thorgal.label.sec_discovery_none"))
	}
	if cv.Special.Threat > 0 {
		secs = append(secs, rules.M("thorgal.label.sec_threat").WithCount(cv.Special.Threat))
	}
	if n := len(cv.Special.Wounds); n > 0 {
		secs = append(secs, rules.M("thorgal.label.sec_wounds", "List", tileList(cv.Special.Wounds)).WithCount(n))
	}
	if len(discarded) > 0 {
		secs = append(secs, rules.M("thorgal.label.sec_discarded", "List", discarded))
	}
	for _, e := range evs {
		if e.Kind == EvWoundGained && e.Cause == CauseThreat {
			secs = append(secs, rules.M("thorgal.label.sec_sixth", "Size", e.Size))
		}
	}
	return secs
}
