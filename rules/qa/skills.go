package qa

import (
	"skald/rules"
	"skald/rules/deck"
)

// The six Skill types (stable IDs, stored in states and events). The English UI
// says Combat, Dodge, Infiltration, Persuasion, Assassination, Corruption; the
// French UI uses the rulebook's words.
const (
	Combat       = "combat"
	Esquive      = "esquive"
	Infiltration = "infiltration"
	Persuasion   = "persuasion"
	Assassinat   = "assassinat"
	Corruption   = "corruption"
)

// SkillTypes lists the Skill types in the rulebook's order.
var SkillTypes = []string{Combat, Esquive, Infiltration, Persuasion, Assassinat, Corruption}

const (
	// SkillCopies is how many Skill cards of each type the box holds.
	SkillCopies = 8
	// SkillCards is the whole Skill deck: 6 types × 8.
	SkillCards = 48
	// StartingSkills is how many Skill cards each hero card gives at setup.
	StartingSkills = 3
	// HandLimit is the most Skill cards a hero may keep.
	HandLimit = 10
)

// ValidSkill reports whether t is a Skill type.
func ValidSkill(t string) bool {
	for _, s := range SkillTypes {
		if s == t {
			return true
		}
	}
	return false
}

// SkillName is the translatable name of a Skill type.
func SkillName(t string) rules.Msg {
	if ValidSkill(t) {
		return rules.M("qa.skill." + t)
	}
	return rules.M("qa.skill.unknown", "ID", t)
}

// skillChoices are the answers to "which Skill type?".
func skillChoices() []rules.Choice {
	out := make([]rules.Choice, 0, len(SkillTypes))
	for _, t := range SkillTypes {
		out = append(out, rules.Choice{Value: t, Label: SkillName(t)})
	}
	return out
}

// Counts maps each Skill type in a hand to its number of cards (a new map).
func (h Hero) Counts() map[string]int { return deck.Tally(h.Hand) }

// Count is how many Skill cards of type t the hero holds.
func (h Hero) Count(t string) int { return deck.Count(h.Hand, t) }
