package qa

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// Every hero, Skill type, die face, Lieu, step rule and way to lose has its
// name in both languages.
func TestEveryMemberIsNamed(t *testing.T) {
	rulestest.Named(t, HeroName, HeroIDs...)
	rulestest.Named(t, SkillName, SkillTypes...)
	rulestest.Named(t, FaceName, WhiteDie().Faces...)
	rulestest.Named(t, FaceName, BlackDie().Faces...)
	rulestest.Named(t, DefaultLieuName, 1, 2, 3, 4, 5, 6, 7, LieuCount)
	rulestest.Named(t, ruleName, stepRules...)
	rulestest.Named(t, lostReason, ReasonNoFreeLieu, ReasonDeckExhausted)
}
