package qa

import (
	"strconv"

	"skald/rules"
)

// LieuCount is the number of Lieu cards on the path.
const LieuCount = 8

// Lieux the rules name.
const (
	LieuPaysViking = 1 // revealed at setup; every hero starts there
	LieuDeesse     = 4 // Déesse-sans-nom: two voyage dice to reveal
	LieuMayaxatl   = 6 // mandatory step "Polyvalence": 6 different cards
	LieuPyramide   = 7 // Grande pyramide: 2 Chaams symbols
	LieuLabo       = 8 // Laboratoire d'Ogotaï: two voyage dice to reveal; 6 identical cards win
)

// knownLieuChaams are the Chaams symbols the rules give: Lieu 1 draws none (it is
// revealed at setup); the worked example shows 2 on the Grande pyramide.
var knownLieuChaams = map[int]int{LieuPaysViking: 0, LieuPyramide: 2}

// DefaultLieuName is the name of a Lieu as the rulebook gives it. Lieu 2's name
// is printed only; the names of 3, 5, 6 and 7 come from the worked example and
// may be corrected in the box profile (see LieuName).
func DefaultLieuName(n int) rules.Msg {
	if n >= 1 && n <= LieuCount {
		return rules.M("qa.lieu." + strconv.Itoa(n))
	}
	return rules.M("qa.lieu.unknown", "N", n)
}

// LieuName is the name of Lieu n as this table knows it: the printed name when
// the players gave one, the rulebook's otherwise.
func LieuName(s State, n int) rules.Msg {
	if v, ok := specs.Known(s.Printed, lieuNameKey(n)); ok {
		return rules.M("qa.lieu.named", "Name", v)
	}
	return DefaultLieuName(n)
}

// hasName reports whether Lieu n has a name beyond its number: the rulebook
// gives every Lieu's name but Lieu 2's, which is printed only.
func hasName(s State, n int) bool {
	if n == 2 {
		_, ok := specs.Known(s.Printed, lieuNameKey(n))
		return ok
	}
	return n >= 1 && n <= LieuCount
}

// LieuTitle is how a screen heads Lieu n: "Lieu 6: Mayaxatl", or "Lieu 2"
// alone while its printed name is not known (never "Lieu 2: Lieu 2").
func LieuTitle(s State, n int) rules.Msg {
	if !hasName(s, n) {
		return rules.M("qa.lieu.unknown", "N", n)
	}
	return rules.M("qa.lieu.title", "N", n, "Name", LieuName(s, n))
}

// LieuRef names Lieu n where no table state is at hand (a printed-value
// question, the history of one): "Lieu 3 (Cité Xinjin)" with the rulebook's
// name, "Lieu 2" alone for the Lieu whose name only the card gives.
func LieuRef(n int) rules.Msg {
	if n == 2 || n < 1 || n > LieuCount {
		return rules.M("qa.lieu.unknown", "N", n)
	}
	return rules.M("qa.lieu.ref", "N", n, "Name", DefaultLieuName(n))
}

// LieuChaams is how many Chaams symbols Lieu n shows, and whether it is known.
func LieuChaams(s State, n int) (int, bool) {
	if v, ok := knownLieuChaams[n]; ok {
		return v, true
	}
	v, ok := specs.Known(s.Printed, lieuChaamsKey(n))
	if !ok {
		return 0, false
	}
	return atoi(v), true
}

// RevealCost is how many voyage dice revealing Lieu n takes: two for Lieux 4
// and 8, one otherwise.
func RevealCost(n int) int {
	if n == LieuDeesse || n == LieuLabo {
		return 2
	}
	return 1
}

// HasStep reports whether Lieu n has a mandatory step (Lieux 2, 4, 6 and 8).
func HasStep(n int) bool { return n == 2 || n == 4 || n == 6 || n == 8 }

// StepRule is a mandatory step: discard Cards Skill cards, all of one type (Same)
// or all different; plus a voyage die, except on Lieu 8 where it wins at once.
type StepRule struct {
	Cards int  `json:"cards"`
	Same  bool `json:"same"`
}

// Step is the mandatory step of Lieu n and whether it is known (printed for
// Lieux 2 and 4; false for a Lieu without one).
func Step(s State, n int) (StepRule, bool) {
	switch n {
	case LieuMayaxatl:
		return StepRule{Cards: 6}, true
	case LieuLabo:
		return StepRule{Cards: 6, Same: true}, true
	case 2, 4:
		v, ok := specs.Known(s.Printed, lieuStepKey(n))
		if !ok {
			return StepRule{}, false
		}
		return parseRule(v), true
	}
	return StepRule{}, false
}

func parseRule(v string) StepRule {
	switch v {
	case Rule4Different:
		return StepRule{Cards: 4}
	case Rule4Identical:
		return StepRule{Cards: 4, Same: true}
	case Rule6Different:
		return StepRule{Cards: 6}
	}
	return StepRule{Cards: 6, Same: true}
}

// Fits reports whether cards meet the rule: the right number of Skill cards,
// all identical or all different.
func (r StepRule) Fits(cards []string) bool {
	if len(cards) != r.Cards {
		return false
	}
	seen := map[string]bool{}
	for _, c := range cards {
		if !ValidSkill(c) {
			return false
		}
		seen[c] = true
	}
	if r.Same {
		return len(seen) == 1
	}
	return len(seen) == len(cards)
}

// Placements lists the Lieux where the active hero may place a Chaams drawn in
// the Chaams phase: the hero's Lieu, the one before, and the one after if it is
// revealed. Outside the Chaams phase it is nil.
func Placements(s State) []int {
	h, ok := s.Active()
	if !ok || s.Phase != PhaseChaams {
		return nil
	}
	return placementsFrom(s, h.Lieu)
}

func placementsFrom(s State, at int) []int {
	var out []int
	if at > 1 {
		out = append(out, at-1)
	}
	out = append(out, at)
	if at < LieuCount && s.Lieu(at+1).Revealed {
		out = append(out, at+1)
	}
	return out
}

// OgotaiTarget is where the next Chaams of the Ogotaï phase goes: the revealed
// Lieu nearest Lieu 8 with no Chaams on it. false: every revealed Lieu holds one,
// and placing it loses the game.
func OgotaiTarget(s State) (int, bool) {
	for n := LieuCount; n >= 1; n-- {
		if l := s.Lieu(n); l.Revealed && len(l.Chaams) == 0 {
			return n, true
		}
	}
	return 0, false
}

// placeTarget is where the Chaams waiting now must go when the rules decide it
// (a reveal, the Ogotaï phase); false when the player chooses (Chaams phase).
func placeTarget(s State) (int, bool) {
	switch {
	case s.Phase == PhaseOgotai:
		return OgotaiTarget(s)
	case s.Phase == PhaseAction && s.Draw.Lieu > 0:
		return s.Draw.Lieu, true
	}
	return 0, false
}
