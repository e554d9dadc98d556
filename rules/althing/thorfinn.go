package althing

import (
	"slices"
	"strconv"

	"skald/rules"
)

// What a Thorfinn card makes him do after recruiting: nothing more, climb a
// stage, or a trick aimed at the player (a Troll, an Axe, or a shortage of one
// resource). What each card shows is printed: the table enters it once per
// card (and per stage of his, if the cards print a line per stage).
const (
	ActNone          = "none"
	ActStage         = "stage"
	ActTroll         = "troll"
	ActAxe           = "axe"
	ActShortageGold  = "shortage_gold"
	ActShortageWood  = "shortage_wood"
	ActShortageBones = "shortage_bones"
)

// ThorfinnActions in the order the question lists them.
var ThorfinnActions = []string{ActNone, ActStage, ActTroll, ActAxe, ActShortageGold, ActShortageWood, ActShortageBones}

// TrickShortage is Thorfinn's shortage as a trick (Great Weather dodges it).
const TrickShortage = "shortage"

// ShortageOf is the resource a shortage action denies ("" for other actions).
func ShortageOf(action string) string {
	switch action {
	case ActShortageGold:
		return Gold
	case ActShortageWood:
		return Wood
	case ActShortageBones:
		return Bones
	}
	return ""
}

// ActionName says a Thorfinn action in words.
func ActionName(a string) rules.Msg { return rules.ListedName("althing.act", ThorfinnActions, a) }

// PlanAction says what this turn's card makes Thorfinn do, as it really
// happens: a Troll he cannot play (both his Trolls out) is said so, before
// and after the card is played, and so is a trick the player dodged.
func PlanAction(s State, plan Plan) rules.Msg {
	t := s.Thorfinn
	if t != nil && plan.Action == ActTroll {
		if (t.Played && t.NoTroll) || (!t.Played && ThorfinnTrollBlocked(s, plan)) {
			return rules.M("althing.act.troll_none_home")
		}
	}
	if t != nil && t.Played && t.Dodged {
		trick := plan.Action
		if ShortageOf(trick) != "" {
			trick = TrickShortage
		}
		return rules.M("althing.act.dodged", "Action", ActionName(plan.Action), "Dodge", SymbolName(Dodge(trick)))
	}
	return ActionName(plan.Action)
}

// ActionChoice is a Thorfinn action in a word or two, as the question lists it.
func ActionChoice(a string) rules.Msg {
	if slices.Contains(ThorfinnActions, a) {
		return rules.M("althing.choice." + a)
	}
	return rules.M("althing.act.unknown")
}

// How Thorfinn's cards are read: one action per card, or a line per stage of
// the track he stands on (1st stage after Kattegat, 2nd, …). The table says
// which once; the card keys follow.
const (
	ByCard     = "card"
	ByPosition = "position"
)

// ThorfinnPositions is how many stage lines a card could hold: he starts on
// the first stage after Kattegat and plays until he reaches the last card.
const ThorfinnPositions = StagesNormal

// Plan is what a Thorfinn card makes him do where he stands.
type Plan struct {
	Card    string
	Recruit int
	Action  string
}

// where is the key suffix for Thorfinn's stage: "" when the cards hold one
// action each, "p1".."p4" when they hold a line per stage.
func where(s State) (string, error) {
	by, ok := specs.Known(s.Printed, thorfinnByKey)
	if !ok {
		return "", &rules.NeedPrinted{Key: thorfinnByKey}
	}
	if by == ByCard {
		return "", nil
	}
	lvl := min(max(s.Level(ThorfinnID), 1), ThorfinnPositions)
	return "p" + strconv.Itoa(lvl), nil
}

// ThorfinnPlan reads the card revealed this turn: what he recruits and does.
// It asks (*rules.NeedPrinted) for whatever the table has not told yet. Card d
// has no action (the rulebook says so); only its recruits are asked.
func ThorfinnPlan(s State) (Plan, error) {
	if s.Thorfinn == nil || s.Thorfinn.Card == "" {
		return Plan{}, rules.Refuse("althing.err.no_thorfinn_card")
	}
	card := s.Thorfinn.Card
	w, err := where(s)
	if err != nil {
		return Plan{}, err
	}
	p := Plan{Card: card, Action: ActNone}
	rk := thorfinnKey(card, "recruit", w)
	v, ok := specs.Known(s.Printed, rk)
	if !ok {
		return Plan{}, &rules.NeedPrinted{Key: rk}
	}
	p.Recruit = atoi(v)
	if card == ThorfinnHardOut {
		return p, nil
	}
	ak := thorfinnKey(card, "action", w)
	if p.Action, ok = specs.Known(s.Printed, ak); !ok {
		return Plan{}, &rules.NeedPrinted{Key: ak}
	}
	return p, nil
}

// ThorfinnShield reports whether this turn's card shows a Shield (asked once
// per card, the first time the player aims an Axe at him).
func ThorfinnShield(s State) (bool, error) {
	if s.Thorfinn == nil || s.Thorfinn.Card == "" {
		return false, nil
	}
	k := shieldKey(s.Thorfinn.Card)
	v, ok := specs.Known(s.Printed, k)
	if !ok {
		return false, &rules.NeedPrinted{Key: k}
	}
	return v == Yes, nil
}

// ThorfinnCardName is "card c".
func ThorfinnCardName(c string) rules.Msg { return rules.M("althing.thorfinn_card", "Card", c) }
