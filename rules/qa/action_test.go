package qa

import (
	"slices"
	"testing"

	"skald/rules"
)

// atLieu is the first hero in the Action phase on Lieu at, Lieux up to revealed
// revealed, with dice kept.
func atLieu(t *testing.T, p map[string]string, at, revealed int, dice ...string) State {
	t.Helper()
	s := newGame(t, Setup{Players: 2, Heroes: []string{Arghun, Thorgal, Jolan, Aaricia}}, p)
	s = reveal(s, revealed)
	s = moveHero(t, s, Arghun, at)
	return toAction(t, s, dice...)
}

func TestRevealCost(t *testing.T) {
	p := with(testProfile(), lieuChaamsKey(2), "1", lieuNameKey(2), "Fjord", lieuChaamsKey(4), "0", lieuChaamsKey(8), "3", lieuChaamsKey(5), "1")
	tests := []struct {
		name     string
		at       int
		dice     []string
		spend    []string
		refusal  string
		chaamsOn int // Chaams on the revealed Lieu after
	}{
		{"Lieu 2 with a voyage die", 1, []string{FaceVoyage}, []string{FaceVoyage}, "", 1},
		{"Lieu 2 with the 3-compétences die", 1, []string{FaceSkill3}, []string{FaceSkill3}, "", 1},
		{"Lieu 2 with a 2-compétences die", 1, []string{FaceSkill2}, []string{FaceSkill2}, "qa.err.die_kind", 0},
		{"Lieu 2 with two dice", 1, []string{FaceVoyage, FaceVoyage}, []string{FaceVoyage, FaceVoyage}, "qa.err.reveal_cost", 0},
		{"Lieu 2 with a die not kept", 1, []string{FaceSkill3}, []string{FaceVoyage}, "qa.err.die_missing", 0},
		{"Lieu 4 needs two", 3, []string{FaceVoyage, FaceSkill3}, []string{FaceVoyage}, "qa.err.reveal_cost", 0},
		{"Lieu 4 with two", 3, []string{FaceVoyage, FaceSkill3}, []string{FaceVoyage, FaceSkill3}, "", 0},
		{"Lieu 5 with one", 4, []string{FaceVoyage}, []string{FaceVoyage}, "", 1},
		{"Lieu 8 needs two", 7, []string{FaceVoyage}, []string{FaceVoyage}, "qa.err.reveal_cost", 0},
		{"Lieu 8 with two", 7, []string{FaceVoyage, FaceVoyage}, []string{FaceVoyage, FaceVoyage}, "", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := atLieu(t, p, tc.at, tc.at, tc.dice...)
			c := Command{Kind: CmdReveal, Dice: tc.spend}
			if tc.refusal != "" {
				refused(t, s, c, tc.refusal)
				return
			}
			s, _ = do(t, s, c, rng(5))
			to := tc.at + 1
			if !s.Lieu(to).Revealed || len(s.Lieu(to).Chaams) != tc.chaamsOn || len(s.Dice) != len(tc.dice)-len(tc.spend) {
				t.Fatalf("Lieu %d: %+v, dice %v", to, s.Lieu(to), s.Dice)
			}
			if s.Heroes[0].Lieu != tc.at {
				t.Fatal("revealing does not move the hero")
			}
		})
	}
	if RevealCost(LieuDeesse) != 2 || RevealCost(LieuLabo) != 2 || RevealCost(2) != 1 || RevealCost(LieuPyramide) != 1 {
		t.Fatal("RevealCost")
	}
}

func TestRevealAsksWhatIsPrinted(t *testing.T) {
	s := atLieu(t, testProfile(), 1, 1, FaceVoyage)
	asks(t, s, Command{Kind: CmdReveal, Dice: []string{FaceVoyage}}, lieuChaamsKey(2))
	s, _ = do(t, s, Learn(lieuChaamsKey(2), "2"), nil)
	asks(t, s, Command{Kind: CmdReveal, Dice: []string{FaceVoyage}}, lieuNameKey(2))
	s, _ = do(t, s, Learn(lieuNameKey(2), "Fjord"), nil)
	if m := LieuName(s, 2); m.ID != "qa.lieu.named" || m.Args["Name"] != "Fjord" {
		t.Fatalf("Lieu 2's name %+v", m)
	}
	// Table mode, one card at a time: the cards are owed and land on Lieu 2.
	s, evs := do(t, s, Command{Kind: CmdReveal, Dice: []string{FaceVoyage}, Table: true}, nil)
	if len(evs) != 1 || s.Draw.Draws != 2 || s.Draw.Lieu != 2 {
		t.Fatalf("owed %+v", s.Draw)
	}
	refused(t, s, Command{Kind: CmdEndTurn}, "qa.err.draw_first")
	refused(t, s, Command{Kind: CmdDrawChaams, Card: "combat.9"}, "deck.err.not_in_pile")
	s, _ = do(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Combat, 2)}, nil)
	s, _ = do(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Combat, 1)}, nil)
	if !slices.Equal(s.Lieu(2).Chaams, []string{"combat.1", "combat.2"}) || !s.Draw.Idle() {
		t.Fatalf("Lieu 2 %v, owed %+v", s.Lieu(2).Chaams, s.Draw)
	}
	refused(t, s, Command{Kind: CmdDrawChaams}, "qa.err.no_draw")
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
}

// A hero may reveal only the Lieu right after their own.
func TestRevealOnlyNext(t *testing.T) {
	s := atLieu(t, with(testProfile(), lieuChaamsKey(3), "0"), 1, 2, FaceVoyage)
	refused(t, s, Command{Kind: CmdReveal, Dice: []string{FaceVoyage}}, "qa.err.reveal_next")
}

func TestMove(t *testing.T) {
	s := atLieu(t, testProfile(), 1, 3, FaceVoyage, FaceVoyage, FaceSkill1)
	refused(t, s, Command{Kind: CmdMove, Dice: []string{FaceSkill1}}, "qa.err.die_kind")
	s, evs := do(t, s, Command{Kind: CmdMove, Dice: []string{FaceVoyage}}, nil)
	if s.Heroes[0].Lieu != 2 {
		t.Fatalf("at %d", s.Heroes[0].Lieu)
	}
	if l := Label(Command{Kind: CmdMove}, evs); l.ID != "qa.label.move" {
		t.Fatalf("label %+v", l)
	}
	// Lieu 2 has a mandatory step: moving on takes CmdStep.
	refused(t, s, Command{Kind: CmdMove, Dice: []string{FaceVoyage}}, "qa.err.step_required")

	s = atLieu(t, testProfile(), 4, 4, FaceVoyage)
	asks(t, s, Command{Kind: CmdStep, Dice: []string{FaceVoyage}, Cards: []string{Combat}}, lieuStepKey(4))
	refused(t, s, Command{Kind: CmdMove, Dice: []string{FaceVoyage}}, "qa.err.step_required")
}

func TestMandatorySteps(t *testing.T) {
	diff6 := []string{Combat, Esquive, Infiltration, Persuasion, Assassinat, Corruption}
	same6 := repeat(Corruption, 6)
	tests := []struct {
		name    string
		at      int
		rule    string // printed rule for Lieux 2 and 4
		cards   []string
		dice    []string
		refusal string
	}{
		{"Mayaxatl: 6 different", 6, "", diff6, []string{FaceVoyage}, ""},
		{"Mayaxatl: 6 identical is not it", 6, "", same6, []string{FaceVoyage}, "qa.err.step_different"},
		{"Mayaxatl: a voyage die is needed", 6, "", diff6, nil, "qa.err.one_die"},
		{"Mayaxatl: the 3-compétences die as voyage", 6, "", diff6, []string{FaceSkill3}, ""},
		{"Lieu 2: 4 identical", 2, Rule4Identical, repeat(Combat, 4), []string{FaceVoyage}, ""},
		{"Lieu 2: 4 identical, 3 given", 2, Rule4Identical, repeat(Combat, 3), []string{FaceVoyage}, "qa.err.step_identical"},
		{"Lieu 4: 4 different", 4, Rule4Different, diff6[:4], []string{FaceVoyage}, ""},
		{"Lieu 4: 4 different, two alike", 4, Rule4Different, []string{Combat, Combat, Esquive, Infiltration}, []string{FaceVoyage}, "qa.err.step_different"},
		{"Lieu 4: 6 identical", 4, Rule6Identical, same6, []string{FaceVoyage}, ""},
		{"Lieu 8: 6 identical wins", 8, "", same6, nil, ""},
		{"Lieu 8: 6 different does not", 8, "", diff6, nil, "qa.err.step_identical"},
		{"Lieu 3 has no step", 3, "", diff6, []string{FaceVoyage}, "qa.err.no_step"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := testProfile()
			if tc.rule != "" {
				p[lieuStepKey(tc.at)] = tc.rule
			}
			s := atLieu(t, p, tc.at, min(tc.at+1, LieuCount), tc.dice...)
			s = giveSkills(t, s, Arghun, tc.cards...)
			c := Command{Kind: CmdStep, Cards: tc.cards, Dice: tc.dice}
			if tc.refusal != "" {
				refused(t, s, c, tc.refusal)
				return
			}
			hand := len(s.Heroes[0].Hand)
			s, evs := do(t, s, c, nil)
			if len(s.Heroes[0].Hand) != hand-len(tc.cards) || len(s.Dice) != 0 {
				t.Fatalf("hand %v dice %v", s.Heroes[0].Hand, s.Dice)
			}
			if tc.at == LieuLabo {
				if out := Outcome(s); out.Status != rules.Won || out.Reason.ID != "qa.won" {
					t.Fatalf("outcome %+v", out)
				}
				if l := Label(c, evs); l.ID != "qa.label.victory" {
					t.Fatalf("label %+v", l)
				}
				refused(t, s, Command{Kind: CmdEndTurn}, "qa.err.over")
				if st := Steps(s); st[len(st)-1].Msg.ID != "qa.step.won" || st[len(st)-1].Ref != "qa.victory" {
					t.Fatalf("last step %+v", st[len(st)-1])
				}
				return
			}
			if s.Heroes[0].Lieu != tc.at+1 || s.Over() {
				t.Fatalf("after the step: Lieu %d, over %v", s.Heroes[0].Lieu, s.Over())
			}
		})
	}
	// The printed step of Lieu 2 is asked when a hero tries it.
	s := atLieu(t, testProfile(), 2, 3, FaceVoyage)
	asks(t, s, Command{Kind: CmdStep, Cards: repeat(Combat, 4), Dice: []string{FaceVoyage}}, lieuStepKey(2))
	// The next Lieu must be revealed to travel on.
	s = atLieu(t, testProfile(), 6, 6, FaceVoyage)
	s = giveSkills(t, s, Arghun, diff6...)
	refused(t, s, Command{Kind: CmdStep, Cards: diff6, Dice: []string{FaceVoyage}}, "qa.err.move_unrevealed")
	// Cards the hero does not hold.
	s = atLieu(t, testProfile(), 6, 7, FaceVoyage)
	refused(t, s, Command{Kind: CmdStep, Cards: diff6, Dice: []string{FaceVoyage}}, "qa.err.cards_missing")
}

func TestHandLimit(t *testing.T) {
	s := atLieu(t, testProfile(), 1, 2, FaceSkill3, FaceVoyage)
	s = giveSkills(t, s, Arghun, Combat, Combat, Combat, Combat, Combat) // 3 + 5 = 8
	s, _ = do(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill3}, Cards: []string{Persuasion, Persuasion, Corruption}}, nil)
	if n := len(s.Heroes[0].Hand); n != 11 {
		t.Fatalf("hand %d", n)
	}
	if a := Allowed(s); !slices.Equal(a, []string{CmdDiscard}) {
		t.Fatalf("over 10, only discarding: %v", a)
	}
	for _, c := range []Command{
		{Kind: CmdEndTurn}, {Kind: CmdMove, Dice: []string{FaceVoyage}}, {Kind: CmdPower, Used: true},
		{Kind: CmdReveal, Dice: []string{FaceVoyage}}, {Kind: CmdStep},
	} {
		refused(t, s, c, "qa.err.hand_limit")
	}
	refused(t, s, Command{Kind: CmdDiscard, Cards: []string{Combat, Combat}}, "qa.err.discard_count")
	refused(t, s, Command{Kind: CmdDiscard, Cards: []string{Assassinat}}, "qa.err.cards_missing")
	s, evs := do(t, s, Command{Kind: CmdDiscard, Cards: []string{Combat}}, nil)
	if len(s.Heroes[0].Hand) != 10 || s.SkillDeck.DiscardCount(Combat) != 1 {
		t.Fatalf("hand %v", s.Heroes[0].Hand)
	}
	if l := Label(Command{Kind: CmdDiscard}, evs); l.ID != "qa.label.discard" || l.Count != 1 {
		t.Fatalf("label %+v", l)
	}
	refused(t, s, Command{Kind: CmdDiscard, Cards: []string{Combat}}, "qa.err.discard_not_over")
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
}

func TestSkillDrawsBothModesAndReshuffle(t *testing.T) {
	s := atLieu(t, testProfile(), 1, 1, FaceSkill2, FaceSkill1, FaceSkill3)
	refused(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceVoyage}}, "qa.err.die_kind")
	refused(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill2}, Cards: []string{Combat}}, "qa.err.name_cards")
	refused(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill1}, Cards: []string{Combat, Combat}}, "qa.err.name_cards")
	refused(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill1, FaceSkill2}}, "qa.err.one_die")
	// Digital.
	before := s.SkillDeck.Size()
	s, evs := do(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill2}}, rng(9))
	if len(evs[0].Draws) != 2 || s.SkillDeck.Size() != before-2 || !Reveals(Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill2}}, evs) {
		t.Fatalf("digital draw %+v", evs)
	}
	// Table mode: every Combat is gone (2 in Thorgal's hand, 1 in Jolan's).
	s = giveSkills(t, s, Aaricia, repeat(Combat, s.SkillDeck.Count(Combat))...)
	refused(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill1}, Cards: []string{Combat}}, "deck.err.not_in_pile")

	// Empty the pile into the discard: the next draw reshuffles.
	s2 := s
	s2.SkillDeck = s.SkillDeck.ToDiscard(s.SkillDeck.Pile...)
	s2.SkillDeck.Pile = nil
	s2, evs = do(t, s2, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill3}, Cards: []string{Esquive, Esquive, Esquive}}, nil)
	if !evs[0].Draws[0].Reshuffled || evs[0].Draws[1].Reshuffled || s2.SkillDeck.DiscardSize() != 0 {
		t.Fatalf("reshuffle: %+v, discard %d", evs[0].Draws, s2.SkillDeck.DiscardSize())
	}
	if Reveals(Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill3}, Cards: []string{Esquive, Esquive, Esquive}}, evs) {
		t.Fatal("cards named at the table reveal nothing")
	}
}

func TestRemoveChaams(t *testing.T) {
	s := newGame(t, Setup{Players: 2, Heroes: []string{Arghun, Thorgal, Jolan, Aaricia}}, testProfile())
	s = reveal(s, 3)
	s = moveHero(t, s, Arghun, 2)
	s = putChaams(t, s, 2, ChaamsCard(Esquive, 2))
	s = putChaams(t, s, 2, ChaamsCard(Persuasion, 1))
	s = putChaams(t, s, 3, ChaamsCard(Esquive, 1))
	s = toAction(t, s)
	refused(t, s, Command{Kind: CmdRemoveChaams, Card: ChaamsCard(Esquive, 1)}, "qa.err.remove_absent")
	refused(t, s, Command{Kind: CmdRemoveChaams, Card: ChaamsCard(Persuasion, 1)}, "qa.err.remove_cards")
	s, evs := do(t, s, Command{Kind: CmdRemoveChaams, Card: ChaamsCard(Esquive, 2)}, nil)
	if !slices.Equal(s.Lieu(2).Chaams, []string{"persuasion.1"}) || s.Heroes[0].Count(Esquive) != 0 {
		t.Fatalf("Lieu 2 %v hand %v", s.Lieu(2).Chaams, s.Heroes[0].Hand)
	}
	if l := Label(Command{Kind: CmdRemoveChaams}, evs); l.ID != "qa.label.remove" {
		t.Fatalf("label %+v", l)
	}
}

func TestPowerOncePerTurn(t *testing.T) {
	s := fourHeroes(t)
	s, _ = do(t, s, Command{Kind: CmdPower, Used: true}, nil)
	refused(t, s, Command{Kind: CmdPower, Used: true}, "qa.err.power_used")
	s, _ = do(t, s, Command{Kind: CmdPower, Used: false}, nil)
	refused(t, s, Command{Kind: CmdPower, Used: false}, "qa.err.power_unused")
	s, _ = do(t, s, Command{Kind: CmdPower, Used: true}, nil)
	s = toAction(t, s)
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
	if s.Heroes[0].Power || !s.Heroes[0].Tired {
		t.Fatalf("after the turn: %+v", s.Heroes[0])
	}
	s, _ = do(t, s, Command{Kind: CmdPower, Used: true}, nil) // Thorgal's own power
	if !s.Heroes[1].Power {
		t.Fatal("Thorgal's power")
	}
}
