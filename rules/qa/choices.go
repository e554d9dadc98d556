package qa

import (
	"slices"

	"skald/rules/deck"
)

// What the screen offers in the Action phase and when a card is named at the
// table: only choices the rules accept, so the players never meet a refusal for
// a button they were shown.

// VoyageDice picks n dice to spend as voyage dice from those kept: real voyage
// faces first, then 3-compétences faces (which could also draw 3 cards, so they
// are kept as long as possible). false if fewer than n can travel.
func VoyageDice(kept []string, n int) ([]string, bool) {
	var out []string
	for _, want := range []string{FaceVoyage, FaceSkill3} {
		for _, d := range kept {
			if d == want && len(out) < n {
				out = append(out, d)
			}
		}
	}
	return out, len(out) == n
}

// SkillFaces are the different skill faces among the dice kept, smallest first:
// each is one "draw Skill cards" choice.
func SkillFaces(kept []string) []string {
	var out []string
	for _, f := range []string{FaceSkill1, FaceSkill2, FaceSkill3} {
		if slices.Contains(kept, f) {
			out = append(out, f)
		}
	}
	return out
}

// Removable lists the different Chaams on the active hero's Lieu that the hero
// holds enough Skill cards of the right type to remove, in the Action phase.
func Removable(s State) []string {
	h, ok := s.Active()
	if !ok || s.Phase != PhaseAction || !s.Draw.Idle() {
		return nil
	}
	var out []string
	for _, c := range slices.Compact(slices.Clone(s.Lieu(h.Lieu).Chaams)) {
		if t, l, ok := ParseChaams(c); ok && h.Count(t) >= l {
			out = append(out, c)
		}
	}
	return out
}

// StepTypes is the mandatory step of the active hero's Lieu and the Skill types
// the hero can use for it: for identical cards, each type held at least
// rule.Cards times (one choice each); for different cards, every type held (the
// player picks rule.Cards of them). known is false when the rule is not learned
// yet or the Lieu has none; the list is empty when the hand cannot do it.
func StepTypes(s State) (rule StepRule, types []string, known bool) {
	h, ok := s.Active()
	if !ok || !HasStep(h.Lieu) {
		return StepRule{}, nil, false
	}
	rule, known = Step(s, h.Lieu)
	if !known {
		return rule, nil, false
	}
	for _, t := range SkillTypes {
		n := h.Count(t)
		if (rule.Same && n >= rule.Cards) || (!rule.Same && n > 0) {
			types = append(types, t)
		}
	}
	if !rule.Same && len(types) < rule.Cards {
		types = nil
	}
	return rule, types, true
}

// StepCards are the Skill cards discarded for the step rule with the chosen
// types: rule.Cards of the one type, or one of each.
func StepCards(rule StepRule, types []string) []string {
	if rule.Same && len(types) == 1 {
		return repeat(types[0], rule.Cards)
	}
	return deck.With(types)
}

// nameable lists the different cards d can give next once the cards named are
// drawn: the draw pile's, or, when it runs dry, the discard's (reshuffled).
func nameable(d deck.Deck, named []string) []string {
	for _, c := range named {
		dr, err := d.Named(c)
		if err != nil {
			return nil
		}
		d = d.Apply(dr)
	}
	from := d.Pile
	if len(from) == 0 {
		from = d.Discard
	}
	return slices.Compact(deck.With(from))
}

// NameableChaams lists the Chaams cards the players can have drawn now, for
// naming a real draw: the different cards of the pile (or of the discard when
// the pile is empty and reshuffles).
func NameableChaams(s State) []string { return nameable(s.ChaamsDeck, nil) }

// NameableSkills lists the Skill types the next card drawn can be, after the
// cards already named for this draw.
func NameableSkills(s State, named []string) []string { return nameable(s.SkillDeck, named) }

// SkillDraws is how many Skill cards a skill die draws now: its value, or fewer
// when the pile and discard together hold fewer.
func SkillDraws(s State, face string) int { return min(SkillValue(face), s.SkillDeck.Total()) }

// repeat is n copies of x.
func repeat(x string, n int) []string {
	out := make([]string, 0, max(n, 0))
	for range n {
		out = append(out, x)
	}
	return out
}
