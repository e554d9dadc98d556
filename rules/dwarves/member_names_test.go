package dwarves

import (
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// Every hero, ability, icon, hex, attribute, action, dragon, Book,
// difficulty and troop type has its name in both languages.
func TestEveryMemberIsNamed(t *testing.T) {
	rulestest.Named(t, HeroName, HeroIDs...)
	rulestest.Named(t, Ability, HeroIDs...)
	rulestest.Named(t, IconName, Icons...)
	rulestest.Named(t, HexName, append([]string{Blacksaddle}, Gates...)...)
	rulestest.Named(t, AttrName, attributes...)
	rulestest.Named(t, ActionName, rollActions...)
	rulestest.Named(t, DragonName, Lohasbrand, Kordrion)
	rulestest.Named(t, BookName, 1, 2, 3, 4, Books)
	difficulty := func(d string) rules.Msg { return DifficultyName(Setup{Book: 1, Difficulty: d}) }
	rulestest.Named(t, difficulty, Difficulties...)
	rulestest.Named(t, TroopName, RecruitDice...)
}
