package qa

import (
	"errors"
	"slices"
	"testing"

	"skald/rules"
)

// offersAccepted checks that every choice the screen offers in s (built from
// Allowed, Placements, VoyageDice, Removable, StepTypes, SkillFaces and the
// Nameable lists) is accepted by Decide, or asks for a printed value first:
// the players never meet a refusal for a button they were shown.
func offersAccepted(s State) error {
	if s.Over() {
		return nil
	}
	try := func(c Command) error {
		_, err := Decide(s, c, rng(5))
		var np *rules.NeedPrinted
		if err != nil && !errors.As(err, &np) {
			return errf("offered %+v in %s, refused: %v", c, s.Phase, err)
		}
		return nil
	}
	allowed := Allowed(s)
	can := func(k string) bool { return slices.Contains(allowed, k) }
	var offers []Command
	switch {
	case s.Draw.Card != "":
		for _, n := range Placements(s) {
			offers = append(offers, Command{Kind: CmdPlaceChaams, Lieu: n})
		}
	case s.Draw.Draws > 0:
		for _, c := range NameableChaams(s) {
			offers = append(offers, Command{Kind: CmdDrawChaams, Card: c})
		}
		offers = append(offers, Command{Kind: CmdDrawChaams})
	}
	if h, ok := s.Active(); ok && s.Phase == PhaseAction && s.Draw.Idle() && len(h.Hand) <= HandLimit {
		if can(CmdReveal) {
			dice, ok := VoyageDice(s.Dice, RevealCost(h.Lieu+1))
			if !ok {
				return errf("Allowed lists a reveal but VoyageDice finds no dice in %v", s.Dice)
			}
			offers = append(offers, Command{Kind: CmdReveal, Dice: dice}, Command{Kind: CmdReveal, Dice: dice, Table: true})
		}
		if can(CmdMove) {
			dice, _ := VoyageDice(s.Dice, 1)
			offers = append(offers, Command{Kind: CmdMove, Dice: dice})
		}
		for _, c := range Removable(s) {
			offers = append(offers, Command{Kind: CmdRemoveChaams, Card: c})
		}
		if rule, types, known := StepTypes(s); known && can(CmdStep) && len(types) > 0 {
			var dice []string
			if h.Lieu != LieuLabo {
				dice, _ = VoyageDice(s.Dice, 1)
			}
			if rule.Same {
				for _, t := range types {
					offers = append(offers, Command{Kind: CmdStep, Cards: StepCards(rule, []string{t}), Dice: dice})
				}
			} else {
				offers = append(offers, Command{Kind: CmdStep, Cards: StepCards(rule, types[:rule.Cards]), Dice: dice})
			}
		}
		if can(CmdDrawSkills) {
			for _, f := range SkillFaces(s.Dice) {
				offers = append(offers, Command{Kind: CmdDrawSkills, Dice: []string{f}})
				var named []string
				for range SkillDraws(s, f) {
					opts := NameableSkills(s, named)
					if len(opts) == 0 {
						return errf("no Skill type to name after %v", named)
					}
					named = append(named, opts[len(named)%len(opts)])
				}
				offers = append(offers, Command{Kind: CmdDrawSkills, Dice: []string{f}, Cards: named})
			}
		}
	}
	for _, c := range offers {
		if err := try(c); err != nil {
			return err
		}
	}
	return nil
}

func TestChoiceHelpers(t *testing.T) {
	if got, ok := VoyageDice([]string{FaceSkill3, FaceVoyage, FaceSkill1, FaceVoyage}, 2); !ok || !slices.Equal(got, []string{FaceVoyage, FaceVoyage}) {
		t.Fatalf("travel dice %v: the 3-compétences die is kept while voyage dice remain", got)
	}
	if got, ok := VoyageDice([]string{FaceSkill3, FaceVoyage, FaceSkill1}, 2); !ok || !slices.Equal(got, []string{FaceVoyage, FaceSkill3}) {
		t.Fatalf("travel dice %v", got)
	}
	if _, ok := VoyageDice([]string{FaceSkill1, FaceVoyage}, 2); ok {
		t.Fatal("two travel dice found in one")
	}
	if got := SkillFaces([]string{FaceSkill3, FaceVoyage, FaceSkill1, FaceSkill1}); !slices.Equal(got, []string{FaceSkill1, FaceSkill3}) {
		t.Fatalf("skill faces %v", got)
	}

	// Removable: only what the hand pays for.
	s := atLieu(t, testProfile(), 1, 1)
	s = putChaams(t, s, 1, ChaamsCard(Combat, 2))
	s = putChaams(t, s, 1, ChaamsCard(Esquive, 1))
	s = putChaams(t, s, 1, ChaamsCard(Combat, 1))
	h, _ := s.Active()
	want := []string{}
	for _, c := range []string{ChaamsCard(Combat, 1), ChaamsCard(Combat, 2), ChaamsCard(Esquive, 1)} {
		ty, l, _ := ParseChaams(c)
		if h.Count(ty) >= l {
			want = append(want, c)
		}
	}
	if got := Removable(s); !slices.Equal(got, want) {
		t.Fatalf("removable %v, want %v (hand %v)", got, want, h.Hand)
	}

	// Nameable Chaams: the pile's; once it is empty, the discard's.
	s2 := s
	s2.ChaamsDeck = s.ChaamsDeck.ToDiscard(s.ChaamsDeck.Pile...)
	s2.ChaamsDeck.Pile = nil
	if got := NameableChaams(s2); len(got) == 0 || !slices.Equal(got, NameableChaams(s)) {
		t.Fatalf("after emptying the pile: %v, before: %v", got, NameableChaams(s))
	}
	// Nameable Skills follow the cards already named for the same draw.
	s3 := s
	s3.SkillDeck.Pile = []string{Combat, Esquive}
	s3.SkillDeck.Discard = nil
	if got := NameableSkills(s3, []string{Combat}); !slices.Equal(got, []string{Esquive}) {
		t.Fatalf("after naming Combat: %v", got)
	}
	if SkillDraws(s3, FaceSkill3) != 2 {
		t.Fatal("a 3-compétences die draws what is left")
	}
}

func TestStepTypes(t *testing.T) {
	// Mayaxatl asks 6 different cards: with five types, no choice is offered.
	s := atLieu(t, testProfile(), LieuMayaxatl, LieuPyramide, FaceVoyage)
	s = emptyHand(s)
	s = giveSkills(t, s, s.Heroes[s.Turn].ID, Combat, Esquive, Infiltration, Persuasion, Assassinat)
	rule, types, known := StepTypes(s)
	if !known || rule.Same || rule.Cards != 6 || len(types) != 0 {
		t.Fatalf("rule %+v, types %v", rule, types)
	}
	s = giveSkills(t, s, s.Heroes[s.Turn].ID, Corruption)
	if _, types, _ = StepTypes(s); len(types) != 6 {
		t.Fatalf("six types held, offered %v", types)
	}
	if err := offersAccepted(s); err != nil {
		t.Fatal(err)
	}
	// Lieu 8: six identical cards; each type held six times is one choice.
	s = atLieu(t, testProfile(), LieuLabo, LieuLabo)
	s = emptyHand(s)
	s = giveSkills(t, s, s.Heroes[s.Turn].ID, repeat(Corruption, 6)...)
	s = giveSkills(t, s, s.Heroes[s.Turn].ID, repeat(Esquive, 5)...)
	if rule, types, _ := StepTypes(s); !rule.Same || !slices.Equal(types, []string{Corruption}) {
		t.Fatalf("rule %+v, types %v", rule, types)
	}
	if got := StepCards(StepRule{Cards: 6, Same: true}, []string{Combat}); !slices.Equal(got, repeat(Combat, 6)) {
		t.Fatalf("cards %v", got)
	}
	if err := offersAccepted(s); err != nil {
		t.Fatal(err)
	}
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
}

// emptyHand discards the active hero's Skill cards, keeping all 48 accounted for.
func emptyHand(s State) State {
	s.SkillDeck = s.SkillDeck.ToDiscard(s.Heroes[s.Turn].Hand...)
	return s.withHero(s.Turn, func(h *Hero) { h.Hand = nil })
}
