package qa

import (
	"slices"
	"testing"
)

// A power played at the table changes Skill cards, a Chaams or a hero's place:
// once the power is marked used, the table records what it changed and the
// books stay true, every card still where the box has it.
func TestPowerEffects(t *testing.T) {
	s := exampleTable(t) // Pied-d'arbre on Mayaxatl, a Persuasion 1 on the Déesse-sans-nom
	s = toAction(t, s)
	refused(t, s, Command{Kind: CmdPowerMove, Lieu: 5}, "qa.err.power_first")
	if slices.Contains(Allowed(s), CmdPowerCards) || PowerEffects(s) {
		t.Fatal("power effects offered before the power is used")
	}
	s, _ = do(t, s, Command{Kind: CmdPower, Used: true}, nil)
	for _, k := range []string{CmdPowerCards, CmdPowerChaams, CmdPowerMove} {
		if !slices.Contains(Allowed(s), k) {
			t.Fatalf("%s not allowed once the power is used: %v", k, Allowed(s))
		}
	}

	// Skill cards: Thorgal gives up a Combat and draws an Esquive named at the table.
	thorgal := s.Heroes[1]
	pile := s.SkillDeck.Count(Esquive)
	refused(t, s, Command{Kind: CmdPowerCards, Hero: Thorgal, Lose: []string{Corruption}}, "qa.err.cards_missing")
	refused(t, s, Command{Kind: CmdPowerCards, Hero: Thorgal}, "qa.err.power_nothing")
	s, evs := do(t, s, Command{Kind: CmdPowerCards, Hero: Thorgal, Lose: []string{Combat}, Cards: []string{Esquive}}, nil)
	if got := s.Heroes[1]; got.Count(Combat) != thorgal.Count(Combat)-1 || got.Count(Esquive) != thorgal.Count(Esquive)+1 {
		t.Fatalf("Thorgal's hand %v, was %v", got.Hand, thorgal.Hand)
	}
	if s.SkillDeck.Count(Esquive) != pile-1 || s.SkillDeck.DiscardCount(Combat) != 1 {
		t.Fatal("the Skill cards did not come from the pile and go to the discard")
	}
	if l := Label(Command{Kind: CmdPowerCards}, evs); l.ID != "qa.label.power_cards" || l.Args["Got"] != 1 || l.Args["Lost"] != 1 {
		t.Fatalf("label %+v", l)
	}
	if Reveals(Command{Kind: CmdPowerCards, Cards: []string{Esquive}}, evs) {
		t.Fatal("a card named at the table reveals nothing")
	}
	// Drawn by the app: undo asks first.
	s2, evs := do(t, s, Command{Kind: CmdPowerCards, N: 2}, rng(5))
	if len(s2.Heroes[0].Hand) != len(s.Heroes[0].Hand)+2 || !Reveals(Command{Kind: CmdPowerCards, N: 2}, evs) {
		t.Fatalf("two cards drawn by the app: hand %v", s2.Heroes[0].Hand)
	}

	// A Chaams: the Persuasion 1 leaves the Déesse-sans-nom, first for Jungle
	// (revealed), never for the face-down Grande pyramide; then to the discard.
	p1 := ChaamsCard(Persuasion, 1)
	refused(t, s, Command{Kind: CmdPowerChaams, Card: p1, From: LieuDeesse, Lieu: LieuPyramide}, "qa.err.power_lieu")
	refused(t, s, Command{Kind: CmdPowerChaams, Card: p1, From: 3, Lieu: 5}, "qa.err.remove_absent")
	s, evs = do(t, s, Command{Kind: CmdPowerChaams, Card: p1, From: LieuDeesse, Lieu: 5}, nil)
	if len(s.Lieu(LieuDeesse).Chaams) != 0 || !slices.Equal(s.Lieu(5).Chaams, []string{p1}) {
		t.Fatalf("Déesse %v, Jungle %v", s.Lieu(LieuDeesse).Chaams, s.Lieu(5).Chaams)
	}
	if l := Label(Command{Kind: CmdPowerChaams}, evs); l.ID != "qa.label.power_chaams_to" {
		t.Fatalf("label %+v", l)
	}
	s, evs = do(t, s, Command{Kind: CmdPowerChaams, Card: p1, From: 5}, nil)
	if len(s.Lieu(5).Chaams) != 0 || s.ChaamsDeck.DiscardCount(p1) != 1 {
		t.Fatal("the Chaams did not go to the discard")
	}
	if l := Label(Command{Kind: CmdPowerChaams}, evs); l.ID != "qa.label.power_chaams_off" {
		t.Fatalf("label %+v", l)
	}

	// A hero: Jolan to Lieu 2; never to a face-down Lieu. (A move that bends
	// a movement rule asks first: power_bend_test.go.)
	refused(t, s, Command{Kind: CmdPowerMove, Hero: Jolan, Lieu: LieuPyramide}, "qa.err.power_lieu")
	s, evs = do(t, s, Command{Kind: CmdPowerMove, Hero: Jolan, Lieu: 2}, nil)
	if s.Heroes[2].Lieu != 2 {
		t.Fatalf("Jolan on %d", s.Heroes[2].Lieu)
	}
	if l := Label(Command{Kind: CmdPowerMove}, evs); l.ID != "qa.label.power_move" {
		t.Fatalf("label %+v", l)
	}

	// The next turn starts with the power unused: no effect until it is marked.
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
	refused(t, s, Command{Kind: CmdPowerMove, Lieu: 2}, "qa.err.power_first")
}

// A power that changes the dice on the hero card: never during a take, at most
// five, and no Chaams die once the Chaams phase is over.
func TestPowerDice(t *testing.T) {
	s := exampleTable(t)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill3, FaceChaams1, FaceChaams1, FaceChaams2}, Black: BlackTake3}, nil)
	s, _ = do(t, s, Command{Kind: CmdPower, Used: true}, nil)
	if slices.Contains(Allowed(s), CmdPowerDice) {
		t.Fatal("dice may change in the middle of a take")
	}
	refused(t, s, Command{Kind: CmdPowerDice, Dice: []string{FaceVoyage}}, "qa.err.take_first")
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill3, FaceChaams1}}, nil)
	// The power turns the Chaams die into a travel die: no Chaams phase follows.
	s, evs := do(t, s, Command{Kind: CmdPowerDice, Dice: []string{FaceSkill1, FaceSkill3, FaceVoyage}}, nil)
	if l := Label(Command{Kind: CmdPowerDice}, evs); l.ID != "qa.label.power_dice" {
		t.Fatalf("label %+v", l)
	}
	refused(t, s, Command{Kind: CmdPowerDice, Dice: []string{FaceVoyage, FaceVoyage, FaceVoyage, FaceVoyage, FaceVoyage, FaceVoyage}}, "qa.err.power_dice")
	refused(t, s, Command{Kind: CmdPowerDice, Dice: []string{FaceSkill1, FaceSkill3, FaceVoyage}}, "qa.err.power_nothing")
	s, _ = do(t, s, Command{Kind: CmdStopDestin}, nil)
	if s.Phase != PhaseAction || !slices.Equal(s.Dice, []string{FaceSkill1, FaceSkill3, FaceVoyage}) {
		t.Fatalf("phase %s, dice %v", s.Phase, s.Dice)
	}
	refused(t, s, Command{Kind: CmdPowerDice, Dice: []string{FaceChaams1}}, "qa.err.power_dice")
}
