package qa

import (
	"strconv"
	"strings"

	"skald/rules"
)

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
		return rules.M("qa.learned.start", "Heroes", n, "Space", value)
	case len(parts) == 2 && parts[0] == "war" && isNum:
		if value == "0" {
			return rules.M("qa.learned.war_empty", "Space", n)
		}
		return rules.M("qa.learned.war", "Space", n, "N", value)
	case len(parts) == 3 && parts[0] == "lieu" && isNum:
		switch parts[2] {
		case "chaams":
			return rules.M("qa.learned.lieu_chaams", "Lieu", n, "Name", DefaultLieuName(n)).WithCount(atoi(value))
		case "step":
			return rules.M("qa.learned.lieu_step", "Lieu", n, "Name", DefaultLieuName(n), "Rule", ruleName(value))
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
	switch v {
	case Rule4Different:
		return rules.M("qa.rule.4_different")
	case Rule4Identical:
		return rules.M("qa.rule.4_identical")
	case Rule6Different:
		return rules.M("qa.rule.6_different")
	case Rule6Identical:
		return rules.M("qa.rule.6_identical")
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
