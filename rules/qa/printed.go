package qa

import (
	"strconv"

	"skald/rules"
)

// Printed values of Qâ that no rules text gives. The app asks for each the first
// time a decision needs it (Decide or New returns *rules.NeedPrinted), keeps the
// answer in the box profile, and teaches a running session with Learn.
//
//	qa.start.3, qa.start.4       Ogotaï's start space for 3 or 4 heroes     (first Ogotaï phase)
//	qa.chaams.L.T                Chaams cards of level L and Skill type T    (New)
//	qa.skills.H.1 … .3           hero H's three starting Skill cards         (New)
//	qa.war.N                     Guerre value of war space N (0 = empty)     (Ogotaï phase)
//	qa.lieu.N.chaams             Chaams symbols on Lieu N (0–3)              (revealing it)
//	qa.lieu.2.name               Lieu 2's name                               (revealing it)
//	qa.lieu.N.step               mandatory step of Lieu 2 or 4               (doing it)
//	qa.defi.N                    the name of challenge N                     (recording it)
//	qa.lieu.N.name (3,5,6,7)     a correction of a default Lieu name         (never asked)
//	qa.power.H                   hero H's power, for display                 (when noted)
//
// Known from the rulebook, never asked: Lieu 7 (Grande pyramide) shows 2 Chaams
// symbols; Lieu 6 (Mayaxatl) asks 6 different cards, Lieu 8 six identical ones.
func startKey(heroes int) string { return "qa.start." + strconv.Itoa(heroes) }
func warKey(space int) string    { return "qa.war." + strconv.Itoa(space) }
func lieuChaamsKey(n int) string { return "qa.lieu." + strconv.Itoa(n) + ".chaams" }
func lieuStepKey(n int) string   { return "qa.lieu." + strconv.Itoa(n) + ".step" }
func lieuNameKey(n int) string   { return "qa.lieu." + strconv.Itoa(n) + ".name" }
func chaamsKey(level int, skill string) string {
	return "qa.chaams." + strconv.Itoa(level) + "." + skill
}
func skillKey(hero string, i int) string { return "qa.skills." + hero + "." + strconv.Itoa(i) }
func powerKey(hero string) string        { return "qa.power." + hero }
func defiKey(n int) string               { return "qa.defi." + strconv.Itoa(n) }

// DefiCount is how many challenges the two Défi cards hold.
const DefiCount = 20

// Step-rule answers for Lieux 2 and 4.
const (
	Rule4Different  = "4_different"
	Rule4Identical  = "4_identical"
	Rule6Different  = "6_different"
	Rule6Identical  = "6_identical"
	lieuChaamsMax   = 3
	chaamsLevelMax  = 3
	chaamsPerLevel1 = 12
	chaamsPerLevel  = 6
)

// stepRules are the step-rule answers, in the order the question offers them.
var stepRules = []string{Rule4Different, Rule4Identical, Rule6Different, Rule6Identical}

// LevelTotal is how many Chaams cards of a level the box holds: 12 of level 1,
// 6 of level 2, 6 of level 3.
func LevelTotal(level int) int {
	if level == 1 {
		return chaamsPerLevel1
	}
	return chaamsPerLevel
}

// Printed lists every value the app may ask about, in the order a box-profile
// screen shows them.
func Printed() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for _, n := range []int{3, 4} {
		out = append(out, rules.PrintedSpec{
			Key: startKey(n), Kind: rules.PrintedInt, Min: 1, Max: WarSpaces - 1,
			Prompt: rules.M("qa.printed.start").WithCount(n),
		})
	}
	war := []rules.Choice{{Value: "0", Label: rules.M("qa.war.empty")}}
	for v := 1; v <= 4; v++ {
		war = append(war, rules.Choice{Value: strconv.Itoa(v), Label: rules.M("qa.war.guerre", "N", v)})
	}
	// The last space needs no value: reaching it ends the game.
	for sp := 1; sp < WarSpaces; sp++ {
		out = append(out, rules.PrintedSpec{
			Key: warKey(sp), Kind: rules.PrintedChoice, Choices: war,
			Prompt: rules.M("qa.printed.war", "Space", sp),
		})
	}
	var steps []rules.Choice
	for _, r := range stepRules {
		steps = append(steps, rules.Choice{Value: r, Label: ruleName(r)})
	}
	for n := 2; n <= LieuCount; n++ {
		if n == 2 {
			out = append(out, rules.PrintedSpec{
				Key: lieuNameKey(n), Kind: rules.PrintedText,
				Prompt: rules.M("qa.printed.lieu_name", "Lieu", n),
			})
		}
		if _, known := knownLieuChaams[n]; !known {
			out = append(out, rules.PrintedSpec{
				Key: lieuChaamsKey(n), Kind: rules.PrintedInt, Min: 0, Max: lieuChaamsMax,
				Prompt: rules.M("qa.printed.lieu_chaams", "Lieu", LieuRef(n)),
			})
		}
		if n == 2 || n == 4 {
			out = append(out, rules.PrintedSpec{
				Key: lieuStepKey(n), Kind: rules.PrintedChoice, Choices: steps,
				Prompt: rules.M("qa.printed.lieu_step", "Lieu", LieuRef(n)),
			})
		}
	}
	for level := 1; level <= chaamsLevelMax; level++ {
		for _, t := range SkillTypes {
			out = append(out, rules.PrintedSpec{
				Key: chaamsKey(level, t), Kind: rules.PrintedInt, Min: 0, Max: LevelTotal(level),
				Prompt: rules.M("qa.printed.chaams", "Level", level, "Skill", SkillName(t), "Total", LevelTotal(level)),
			})
		}
	}
	for _, h := range HeroIDs {
		for i := 1; i <= StartingSkills; i++ {
			out = append(out, rules.PrintedSpec{
				Key: skillKey(h, i), Kind: rules.PrintedChoice, Choices: skillChoices(),
				Prompt: rules.M("qa.printed.skill", "Hero", HeroName(h), "N", i),
			})
		}
	}
	for _, h := range HeroIDs {
		out = append(out, rules.PrintedSpec{
			Key: powerKey(h), Kind: rules.PrintedText,
			Prompt: rules.M("qa.printed.power", "Hero", HeroName(h)),
		})
	}
	for _, n := range []int{3, 5, 6, 7} {
		out = append(out, rules.PrintedSpec{
			Key: lieuNameKey(n), Kind: rules.PrintedText,
			Prompt: rules.M("qa.printed.lieu_rename", "Lieu", n, "Name", DefaultLieuName(n)),
		})
	}
	for n := 1; n <= DefiCount; n++ {
		out = append(out, rules.PrintedSpec{
			Key: defiKey(n), Kind: rules.PrintedText,
			Prompt: rules.M("qa.printed.defi", "N", n),
		})
	}
	return out
}

// specs finds Qâ's printed values by key.
var specs = rules.IndexPrinted("qa.", Printed())

func atoi(v string) int {
	n, _ := strconv.Atoi(v)
	return n
}

// fixedAtSetup reports whether a key shaped the session at New (Ogotaï's start,
// the Chaams deck, the starting hands): a session cannot learn another value
// for it, since the table was built from the first.
func fixedAtSetup(s State, key string) bool {
	if key == startKey(len(s.Heroes)) {
		return s.Ogotai > 0 // placed: at New, or when first asked
	}
	for _, l := range s.levels() {
		for _, t := range SkillTypes {
			if key == chaamsKey(l, t) {
				return true
			}
		}
	}
	for _, h := range s.Heroes {
		for i := 1; i <= StartingSkills; i++ {
			if key == skillKey(h.ID, i) {
				return true
			}
		}
	}
	return false
}
