package cardgame

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"skald/rules"
)

// Label says in words what a command did, for the history, from its events:
// "Anna (Lords): journey to Fortified Port". Players are named by the name
// kept in the event with their faction ("Lords" alone when no name was typed,
// or in a log kept before names were), lands by the name kept in the event.
func Label(_ Command, evs []Event) rules.Msg {
	if len(evs) == 0 {
		return rules.M("history.unknown")
	}
	return label(evs[0])
}

func label(e Event) rules.Msg {
	who := eventPlayer(e)
	land := eventLand(e)
	switch e.Kind {
	case EvLearned:
		return learnLabel(e)
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

// eventPlayer names the player of an event: "Anna (Lords)", or the faction.
func eventPlayer(e Event) rules.Msg {
	if e.Who != "" {
		return rules.M("cardgame.player.named", "Name", e.Who, "Faction", FactionName(e.Player))
	}
	return FactionName(e.Player)
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

// learnLabel says which printed value was entered: a land's name or one of
// its symbols, by faction and slot; any other key by its value alone.
func learnLabel(e Event) rules.Msg {
	rest, ok := strings.CutPrefix(e.Key, "cardgame.land.")
	parts := strings.Split(rest, ".")
	if !ok || len(parts) != 3 {
		return rules.M("cardgame.label.learn", "Value", e.Value)
	}
	f, n, ok := ParseLand(parts[0] + "." + parts[1])
	if !ok {
		return rules.M("cardgame.label.learn", "Value", e.Value)
	}
	land := rules.M("cardgame.land.slot", "Faction", FactionName(f), "N", n)
	if parts[2] == "name" {
		return rules.M("cardgame.label.learn_name", "Land", land, "Name", e.Value)
	}
	v, err := strconv.Atoi(e.Value)
	if err != nil || !slices.Contains(Attributes, parts[2]) {
		return rules.M("cardgame.label.learn", "Value", e.Value)
	}
	return rules.M("cardgame.label.learn_attr", "Land", land, "Attr", AttrName(parts[2])).WithCount(v)
}
