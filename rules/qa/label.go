package qa

import (
	"slices"
	"strconv"
	"strings"

	"skald/rules"
)

// Label says in words what a command did, for the history, from its events:
// "Jolan drew Chaams Corruption 2 → Jungle". Lieux are named as the events
// carry them: the printed name the table gave, else the rulebook's.
func Label(c Command, evs []Event) rules.Msg {
	var m rules.Msg
	found := false
	for i := 0; i < len(evs) && !found; i++ {
		m, found = label(evs, i)
	}
	for _, e := range evs {
		if e.Kind == EvLost {
			if !found {
				return rules.M("qa.label.lost", "Reason", lostReason(e.Reason))
			}
			return rules.M("qa.label.then_lost", "Action", m, "Reason", lostReason(e.Reason))
		}
	}
	if !found {
		return rules.M("history.unknown")
	}
	for _, e := range evs {
		if e.Kind == EvChaamsDrawn && e.Reshuffled {
			return rules.M("qa.label.chaams_reshuffled", "Action", m)
		}
	}
	return m
}

// label is the words for event i (looking at the events after it when they
// belong together); false for an event that only follows another.
func label(evs []Event, i int) (rules.Msg, bool) {
	e := evs[i]
	hero := HeroName(e.Hero)
	next := func(kind string) (Event, bool) {
		if i+1 < len(evs) && evs[i+1].Kind == kind {
			return evs[i+1], true
		}
		return Event{}, false
	}
	switch e.Kind {
	case EvLearned:
		return rules.M("qa.label.learned", "What", LearnedMsg(e.Key, e.Value)), true
	case EvDefi:
		if e.Defi == 0 {
			return rules.M("qa.label.defi_clear"), true
		}
		return rules.M("qa.label.defi", "N", e.Defi), true
	case EvRolled:
		// Every face is named, and which dice were kept, so that the table can
		// set the real dice as the app rolled them.
		if t, ok := next(EvTaken); ok {
			if len(t.Dice) == 0 {
				return rules.M("qa.label.roll_keep_none", "Hero", hero, "Black", FaceName(e.Black), "White", faceNames(e.White)), true
			}
			return rules.M("qa.label.roll_take", "Hero", hero, "Black", FaceName(e.Black), "White", faceNames(e.White),
				"Kept", faceNames(t.Dice)).WithCount(len(t.Dice)), true
		}
		return rules.M("qa.label.roll", "Hero", hero, "Black", FaceName(e.Black), "White", faceNames(e.White)), true
	case EvTaken:
		return rules.M("qa.label.take", "Hero", hero, "Kept", faceNames(e.Dice)).WithCount(len(e.Dice)), true
	case EvSwapped:
		return rules.M("qa.label.swap", "Hero", hero, "With", HeroName(e.With), "N", e.N,
			"Give", SkillName(e.Give), "Get", SkillName(e.Get)), true
	case EvDestinEnded:
		return rules.M("qa.label.destin_end", "Hero", hero), true
	case EvChaamsDrawn:
		p, placed := next(EvChaamsPlaced)
		switch {
		case e.Hero == "" && placed:
			return rules.M("qa.label.ogotai_chaams_on", "Card", ChaamsName(e.Card), "Lieu", lieuOf(p)), true
		case placed:
			return rules.M("qa.label.chaams_drawn_on", "Hero", hero, "Card", ChaamsName(e.Card), "Lieu", lieuOf(p)), true
		}
		return rules.M("qa.label.chaams_drawn", "Hero", hero, "Card", ChaamsName(e.Card)), true
	case EvChaamsPlaced:
		return rules.M("qa.label.chaams_placed", "Hero", hero, "Card", ChaamsName(e.Card), "Lieu", lieuOf(e)), true
	case EvSkillsDrawn:
		var cards []rules.Msg
		reshuffled := false
		for _, d := range e.Draws {
			cards = append(cards, SkillName(d.Card))
			reshuffled = reshuffled || d.Reshuffled
		}
		if reshuffled {
			return rules.M("qa.label.skills_reshuffled", "Hero", hero, "Cards", cards).WithCount(len(e.Draws)), true
		}
		return rules.M("qa.label.skills", "Hero", hero, "Cards", cards).WithCount(len(e.Draws)), true
	case EvRevealed:
		if cards, ok := placedList(evs[i+1:], false); ok {
			return rules.M("qa.label.reveal_placed", "Hero", hero, "Lieu", lieuOf(e), "Cards", cards), true
		}
		return rules.M("qa.label.reveal", "Hero", hero, "Lieu", lieuOf(e), "N", e.Chaams), true
	case EvMoved:
		return rules.M("qa.label.move", "Hero", hero, "Lieu", lieuOf(e)), true
	case EvStepDone:
		if e.Lieu == LieuLabo {
			return rules.M("qa.label.victory", "Hero", hero), true
		}
		return rules.M("qa.label.step", "Hero", hero, "Lieu", lieuOf(e), "To", named(e.Lieu+1, e.Next)), true
	case EvChaamsRemoved:
		return rules.M("qa.label.remove", "Hero", hero, "Card", ChaamsName(e.Card), "Lieu", lieuOf(e)), true
	case EvPower:
		if e.Used {
			return rules.M("qa.label.power_used", "Hero", hero), true
		}
		return rules.M("qa.label.power_unused", "Hero", hero), true
	case EvDiscarded:
		var cards []rules.Msg
		for _, c := range e.Cards {
			cards = append(cards, SkillName(c))
		}
		return rules.M("qa.label.discard", "Hero", hero, "Cards", cards).WithCount(len(e.Cards)), true
	case EvTurnEnded:
		return rules.M("qa.label.end_turn", "Hero", hero), true
	case EvPowerCards, EvPowerChaams, EvPowerMoved, EvPowerDice:
		return powerLabel(e), true
	case EvOgotaiAdvanced:
		if placed, ok := placedList(evs[i+1:], true); ok {
			return rules.M("qa.label.ogotai_placed", "Space", e.To, "N", e.War, "Placed", placed), true
		}
		if e.War > 0 {
			return rules.M("qa.label.ogotai_war", "Space", e.To, "N", e.War), true
		}
		return rules.M("qa.label.ogotai", "Space", e.To), true
	}
	return rules.Msg{}, false
}

// faceNames names dice faces, in order (the localizer joins them with commas).
func faceNames(faces []string) []rules.Msg {
	out := make([]rules.Msg, len(faces))
	for i, f := range faces {
		out[i] = FaceName(f)
	}
	return out
}

// lieuOf names the Lieu an event is about.
func lieuOf(e Event) rules.Msg { return named(e.Lieu, e.Name) }

// named is Lieu n by its printed name when known, else the rulebook's.
func named(n int, name string) rules.Msg {
	if name != "" {
		return rules.M("qa.lieu.named", "Name", name)
	}
	return DefaultLieuName(n)
}

// placedList says the Chaams placed by the events that follow a reveal or an
// Ogotaï advance, in order (the localizer joins them with commas): "Corruption
// 2, Combat 1" or, with where, "Corruption 2 → Mayaxatl, Combat 1 → Jungle".
// false when none was placed.
func placedList(evs []Event, where bool) ([]rules.Msg, bool) {
	var items []rules.Msg
	for _, e := range evs {
		if e.Kind != EvChaamsPlaced {
			continue
		}
		if where {
			items = append(items, rules.M("qa.label.placed_on", "Card", ChaamsName(e.Card), "Lieu", lieuOf(e)))
		} else {
			items = append(items, ChaamsName(e.Card))
		}
	}
	return items, len(items) > 0
}

// LearnedMsg says in words what a printed value taught: "war space 6 shows
// Guerre 2", "Lieu 2 is called Fjord". An unknown key is said as its value.
func LearnedMsg(key, value string) rules.Msg {
	parts := strings.Split(strings.TrimPrefix(key, "qa."), ".")
	num := func(i int) (int, bool) {
		if i >= len(parts) {
			return 0, false
		}
		n, err := strconv.Atoi(parts[i])
		return n, err == nil
	}
	n, isNum := num(1)
	switch {
	case len(parts) == 2 && parts[0] == "start" && isNum:
		return rules.M("qa.learned.start", "Heroes", n, "Space", value).WithCount(n)
	case len(parts) == 2 && parts[0] == "war" && isNum:
		if value == "0" {
			return rules.M("qa.learned.war_empty", "Space", n)
		}
		return rules.M("qa.learned.war", "Space", n, "N", value)
	case len(parts) == 3 && parts[0] == "lieu" && isNum:
		switch parts[2] {
		case "chaams":
			return rules.M("qa.learned.lieu_chaams", "Lieu", LieuRef(n)).WithCount(atoi(value))
		case "step":
			return rules.M("qa.learned.lieu_step", "Lieu", LieuRef(n), "Rule", ruleName(value))
		case "name":
			return rules.M("qa.learned.lieu_name", "Lieu", n, "Name", value)
		}
	case len(parts) == 3 && parts[0] == "chaams" && isNum && ValidSkill(parts[2]):
		return rules.M("qa.learned.chaams", "Level", n, "Skill", SkillName(parts[2]), "N", value)
	case len(parts) == 3 && parts[0] == "skills" && validHero(parts[1]):
		i, _ := num(2)
		return rules.M("qa.learned.skill", "Hero", HeroName(parts[1]), "N", i, "Skill", SkillName(value))
	case len(parts) == 2 && parts[0] == "power" && validHero(parts[1]):
		return rules.M("qa.learned.power", "Hero", HeroName(parts[1]), "Text", value)
	case len(parts) == 2 && parts[0] == "defi" && isNum:
		return rules.M("qa.learned.defi", "N", n, "Name", value)
	}
	return rules.M("qa.label.learn", "Value", value)
}

// ruleName is a mandatory step's rule in words.
func ruleName(v string) rules.Msg {
	if slices.Contains(stepRules, v) {
		return rules.M("qa.rule." + v)
	}
	return rules.M("qa.label.learn", "Value", v)
}

// RuleName is a mandatory step in words: "6 different Skill cards".
func (r StepRule) RuleName() rules.Msg {
	switch {
	case r.Cards == 4 && r.Same:
		return ruleName(Rule4Identical)
	case r.Cards == 4:
		return ruleName(Rule4Different)
	case r.Same:
		return ruleName(Rule6Identical)
	}
	return ruleName(Rule6Different)
}
