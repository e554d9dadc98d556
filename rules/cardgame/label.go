package cardgame

import (
	"fmt"

	"skald/rules"
)

// Label says in words what a command did, for the history, from its events:
// "Vikings: journey to Fortified Port succeeds, 5/3/3 against 5/1/1". Players
// are named by their faction, lands by the name kept in the event.
func Label(_ Command, evs []Event) rules.Msg {
	if len(evs) == 0 {
		return rules.M("history.unknown")
	}
	return label(evs[0])
}

func label(e Event) rules.Msg {
	who := FactionName(e.Player)
	land := eventLand(e)
	switch e.Kind {
	case EvLearned:
		return rules.M("cardgame.label.learn", "Value", e.Value)
	case EvFate:
		if e.To == FateHand {
			return rules.M("cardgame.label.fate_hand", "Player", who).WithCount(e.N)
		}
		return rules.M("cardgame.label.fate_pool", "Player", who).WithCount(e.N)
	case EvFateDone:
		return rules.M("cardgame.label.fate_done", "Player", who)
	case EvActed:
		if e.Land != "" {
			return rules.M("cardgame.label.bane_effect", "Player", who, "Land", land)
		}
		return rules.M("cardgame.label.act", "Player", who, "Act", ActName(e.Act))
	case EvPassed:
		return rules.M("cardgame.label.pass", "Player", who)
	case EvChosen:
		return rules.M("cardgame.label.choose", "Player", who, "Land", land)
	case EvOpposed:
		switch e.Oppose {
		case OpposeFree:
			return rules.M("cardgame.label.oppose_free", "Player", who)
		case OpposePaid:
			return rules.M("cardgame.label.oppose_paid", "Player", who).WithCount(e.Cost)
		}
		return rules.M("cardgame.label.oppose_none", "Player", who)
	case EvResolved:
		id := "cardgame.label.resolve_fail"
		if e.Success {
			id = "cardgame.label.resolve_success"
		}
		return rules.M(id, "Land", land, "Party", triple(e.Party),
			"Difficulty", triple(Difficulty(e.LandAttrs, e.Bane, e.Opponent)))
	case EvReturned:
		if e.Success && (e.Oppose == OpposeFree || e.Oppose == OpposePaid) {
			return rules.M("cardgame.label.return_destroyed", "Land", land)
		}
		return rules.M("cardgame.label.return", "Land", land)
	case EvJourneyEnded:
		switch {
		case !e.Success:
			return rules.M("cardgame.label.journey_failed", "Player", who, "Land", land)
		case e.Effect == EffectUsed:
			return rules.M("cardgame.label.conquer_used", "Player", who, "Land", land)
		case e.Effect == EffectDeclined:
			return rules.M("cardgame.label.conquer_declined", "Player", who, "Land", land)
		}
		return rules.M("cardgame.label.conquer_won", "Player", who, "Land", land)
	case EvUpkeep:
		switch e.Upkeep {
		case UpkeepDestroy:
			return rules.M("cardgame.label.upkeep_destroy", "Player", who)
		case UpkeepDamage:
			return rules.M("cardgame.label.upkeep_damage", "Player", who)
		case UpkeepUnpaid:
			return rules.M("cardgame.label.upkeep_unpaid", "Player", who)
		}
		return rules.M("cardgame.label.upkeep_met", "Player", who)
	case EvCleanedUp:
		return rules.M("cardgame.label.cleanup")
	case EvSwapped:
		return rules.M("cardgame.label.swap", "Player", who, "Round", e.N)
	case EvDamaged:
		if e.Unpaid {
			return rules.M("cardgame.label.damage_unpaid", "Player", who).WithCount(e.N)
		}
		return rules.M("cardgame.label.damage", "Player", who).WithCount(e.N)
	case EvCompanions:
		return rules.M("cardgame.label.companions", "Player", who).WithCount(e.N)
	}
	return rules.M("history.unknown")
}

// eventLand names the land of an event by the name it carries.
func eventLand(e Event) rules.Msg {
	if e.Name != "" {
		return rules.M("cardgame.land.name", "Name", e.Name)
	}
	return LandName(nil, e.Land)
}

// triple writes Bravery/Cunning/Power as "5/3/3".
func triple(a Attrs) string { return fmt.Sprintf("%d/%d/%d", a.Bravery, a.Cunning, a.Power) }
