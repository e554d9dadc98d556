package qa

import (
	"strconv"
	"strings"

	"skald/rules"
)

// Printed values of Qâ that no rules text gives: Ogotaï's start spaces and the
// Guerre value of each war-track space.
func startKey(heroes int) string { return "qa.start." + strconv.Itoa(heroes) }
func warKey(space int) string    { return "qa.war." + strconv.Itoa(space) }

// Printed lists every value the app may ask about.
func Printed() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for _, n := range []int{3, 4} {
		out = append(out, rules.PrintedSpec{
			Key: startKey(n), Kind: rules.PrintedInt, Min: 1, Max: WarSpaces - 1,
			Prompt: rules.M("qa.printed.start", "Heroes", n),
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
	return out
}

func printedSpec(key string) (rules.PrintedSpec, bool) {
	if !strings.HasPrefix(key, "qa.") {
		return rules.PrintedSpec{}, false
	}
	for _, p := range Printed() {
		if p.Key == key {
			return p, true
		}
	}
	return rules.PrintedSpec{}, false
}

func printedInt(m map[string]string, key string) (int, bool) {
	v, ok := m[key]
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	return n, err == nil
}
