package althing

import (
	"strconv"

	"skald/rules"
)

// Printed values of Althing that no rules text gives. The app asks for each the
// first time a decision needs it (Decide returns *rules.NeedPrinted), keeps the
// answer in the box profile, and teaches a running session with Learn.
//
//	althing.need.S.X.R          resource R (gold, wood, bones) stage S asks on side X  (completing it)
//	althing.need.F.R            resource R the Thing or the Althing asks               (completing it)
//	althing.thorfinn.by         one action per Thorfinn card, or a line per stage     (his first card)
//	althing.thorfinn.C.recruit  Vikings card C makes him recruit (0–2)                (playing it)
//	althing.thorfinn.C.action   what card C makes him do next                         (playing it)
//	  …with a suffix .p1–.p4 when the cards hold a line per stage
//	althing.thorfinn.C.shield   whether card C shows a Shield                         (an Axe on him)
//
// Known from the rulebook, never asked: card d has no action.
func needKey(card, side, res string) string {
	if card == Thing || card == Althing {
		return "althing.need." + card + "." + res
	}
	return "althing.need." + card + "." + side + "." + res
}

const thorfinnByKey = "althing.thorfinn.by"

func thorfinnKey(card, what, where string) string {
	k := "althing.thorfinn." + card + "." + what
	if where != "" {
		k += "." + where
	}
	return k
}

func shieldKey(card string) string { return "althing.thorfinn." + card + ".shield" }

// Yes and No answer a yes-or-no printed question.
const (
	Yes = "yes"
	No  = "no"
)

// NeedMax bounds a stage's requirement in one resource.
const NeedMax = 20

// Printed lists every value the app may ask about, in the order a box-profile
// screen shows them.
func Printed() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for _, c := range StageCards {
		for _, side := range []string{SideA, SideB} {
			for _, r := range Resources {
				out = append(out, rules.PrintedSpec{
					Key: needKey(c, side, r), Kind: rules.PrintedInt, Min: 0, Max: NeedMax,
					Prompt: rules.M("althing.printed.need_in", "Stage", StageName(c), "Side", SideName(side), "Resource", ResourceOf(r)),
				})
			}
		}
	}
	for _, c := range []string{Thing, Althing} {
		for _, r := range Resources {
			out = append(out, rules.PrintedSpec{
				Key: needKey(c, "", r), Kind: rules.PrintedInt, Min: 0, Max: NeedMax,
				Prompt: rules.M("althing.printed.need_final_in", "Stage", StageName(c), "Resource", ResourceOf(r)),
			})
		}
	}
	out = append(out, rules.PrintedSpec{
		Key: thorfinnByKey, Kind: rules.PrintedChoice, Prompt: rules.M("althing.printed.thorfinn_reads"),
		Choices: []rules.Choice{
			{Value: ByCard, Label: rules.M("althing.by.one_action")},
			{Value: ByPosition, Label: rules.M("althing.by.one_line")},
		},
	})
	var actions []rules.Choice
	for _, a := range ThorfinnActions {
		actions = append(actions, rules.Choice{Value: a, Label: ActionChoice(a)})
	}
	yesNo := []rules.Choice{{Value: Yes, Label: rules.M("common.yes")}, {Value: No, Label: rules.M("common.no")}}
	wheres := []string{""}
	for p := 1; p <= ThorfinnPositions; p++ {
		wheres = append(wheres, "p"+strconv.Itoa(p))
	}
	for _, c := range ThorfinnCards {
		for _, w := range wheres {
			name := ThorfinnCardName(c)
			recruit := rules.M("althing.printed.thorfinn_recruit", "Card", name)
			action := rules.M("althing.printed.thorfinn_action", "Card", name)
			if w != "" {
				n := atoi(w[1:])
				recruit = rules.M("althing.printed.thorfinn_recruit_at", "Card", name, "N", n)
				action = rules.M("althing.printed.thorfinn_action_at", "Card", name, "N", n)
			}
			out = append(out, rules.PrintedSpec{Key: thorfinnKey(c, "recruit", w), Kind: rules.PrintedInt, Min: 0, Max: 2, Prompt: recruit})
			if c != ThorfinnHardOut {
				out = append(out, rules.PrintedSpec{Key: thorfinnKey(c, "action", w), Kind: rules.PrintedChoice, Choices: actions, Prompt: action})
			}
		}
		out = append(out, rules.PrintedSpec{
			Key: shieldKey(c), Kind: rules.PrintedChoice, Choices: yesNo,
			Prompt: rules.M("althing.printed.thorfinn_shield", "Card", ThorfinnCardName(c)),
		})
	}
	return out
}

// specs finds Althing's printed values by key.
var specs = rules.IndexPrinted("althing.", Printed())

func atoi(v string) int {
	n, _ := strconv.Atoi(v)
	return n
}

// Need is what a track card asks in one resource, and whether the table has
// told us yet. Kattegat asks nothing.
func (s State) Need(st Stage, res string) (int, bool) {
	if st.Card == Kattegat {
		return 0, true
	}
	v, ok := specs.Known(s.Printed, needKey(st.Card, st.Side, res))
	return atoi(v), ok
}

// UnknownNeeds lists the printed keys of what a track card asks that the
// table has not told yet (none for Kattegat), in the order of Resources.
func (s State) UnknownNeeds(st Stage) []string {
	var out []string
	for _, r := range Resources {
		if _, ok := s.Need(st, r); !ok {
			out = append(out, needKey(st.Card, st.Side, r))
		}
	}
	return out
}

// needs returns a track card's three requirements, or asks for the first
// one not known.
func needs(s State, st Stage) (map[string]int, error) {
	out := map[string]int{}
	for _, r := range Resources {
		n, ok := s.Need(st, r)
		if !ok {
			return nil, &rules.NeedPrinted{Key: needKey(st.Card, st.Side, r)}
		}
		out[r] = n
	}
	return out, nil
}
