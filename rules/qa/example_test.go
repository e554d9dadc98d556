package qa

import (
	"slices"
	"testing"

	"skald/rules"
)

// exampleTable is the table of the rulebook's worked turn: Pied-d'arbre (Arghun)
// on Mayaxatl (Lieu 6) with the Lieux up to 6 revealed, a Chaams already on the
// Déesse-sans-nom (Lieu 4), Thorgal holding two Combat cards, Pied-d'arbre two
// Esquive, and the next war space a Guerre 3.
func exampleTable(t *testing.T) State {
	p := with(testProfile(), warKey(7), "3")
	s := newGame(t, Setup{Players: 2, Heroes: []string{Arghun, Thorgal, Jolan, Aaricia}}, p)
	s = reveal(s, LieuMayaxatl)
	s = moveHero(t, s, Arghun, LieuMayaxatl)
	s = putChaams(t, s, LieuDeesse, ChaamsCard(Persuasion, 1))
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRulebookWorkedTurn(t *testing.T) {
	s := exampleTable(t)
	if s.Ogotai != 6 {
		t.Fatalf("Ogotaï starts on %d, want the profile's 6", s.Ogotai)
	}

	// ① The black die says take 3. She picks a 1-compétence and the
	// 3-compétences die, and must add a Chaams die: the three left are all bad.
	s, evs := do(t, s, Command{Kind: CmdRoll,
		White: []string{FaceSkill1, FaceSkill3, FaceChaams1, FaceChaams1, FaceChaams2}, Black: BlackTake3}, nil)
	if len(evs) != 1 || !s.Destin.Pick {
		t.Fatalf("take 3 of 5 is a choice, not automatic: %+v", evs)
	}
	refused(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill3}}, "qa.err.take_count")
	refused(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill3, FaceVoyage}}, "qa.err.take_not_rolled")
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill3, FaceChaams1}}, nil)
	if got := s.Dice; !slices.Equal(got, []string{FaceChaams1, FaceSkill1, FaceSkill3}) {
		t.Fatalf("kept %v", got)
	}
	if s.LeftToRoll() != 2 || s.Phase != PhaseDestin {
		t.Fatalf("two dice left to re-roll, got %d in %s", s.LeftToRoll(), s.Phase)
	}

	// ② She re-rolls the two: Tanatloc. She takes the 1-compétence die and swaps
	// two Esquive for two of Thorgal's Combat cards.
	refused(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceChaams2, FaceVoyage}, Black: BlackTanatloc}, "dice.err.count")
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceChaams2}, Black: BlackTanatloc}, nil)
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1}}, nil)
	refused(t, s, Command{Kind: CmdSwap, Hero: Thorgal, Give: Esquive, Get: Combat, N: 3}, "qa.err.swap_missing")
	refused(t, s, Command{Kind: CmdSwap, Hero: Jolan, Give: Esquive, Get: Combat, N: 2}, "qa.err.swap_missing")
	refused(t, s, Command{Kind: CmdSwap, Hero: Arghun, Give: Esquive, Get: Combat, N: 2}, "qa.err.swap_partner")
	refused(t, s, Command{Kind: CmdSwap, Hero: Thorgal, Give: Esquive, Get: Esquive, N: 2}, "qa.err.swap_types")
	s, evs = do(t, s, Command{Kind: CmdSwap, Hero: Thorgal, Give: Esquive, Get: Combat, N: 2}, nil)
	arghun, thorgal := s.Heroes[0], s.Heroes[1]
	if arghun.Count(Combat) != 2 || arghun.Count(Esquive) != 0 || thorgal.Count(Esquive) != 2 || thorgal.Count(Combat) != 0 {
		t.Fatalf("after the swap: Pied-d'arbre %v, Thorgal %v", arghun.Hand, thorgal.Hand)
	}
	if l := Label(Command{Kind: CmdSwap}, evs); l.ID != "qa.label.swap" || l.Args["N"] != 2 {
		t.Fatalf("label %+v", l)
	}
	refused(t, s, Command{Kind: CmdSwap, Hero: Thorgal, Give: Combat, Get: Esquive, N: 1}, "qa.err.swap_tanatloc")

	// ③ She stops. One Chaams symbol: she draws a Corruption 2 and puts it on
	// Mayaxatl, where she stands; Jungle was allowed too, the unrevealed Grande
	// pyramide was not.
	s, _ = do(t, s, Command{Kind: CmdStopDestin}, nil)
	if s.Phase != PhaseChaams || s.Draw.Draws != 1 || slices.Contains(s.Dice, FaceChaams1) {
		t.Fatalf("Chaams phase: %s, owed %d, dice %v", s.Phase, s.Draw.Draws, s.Dice)
	}
	refused(t, s, Command{Kind: CmdEndTurn}, "qa.err.not_action")
	corruption2 := ChaamsCard(Corruption, 2)
	s, evs = do(t, s, Command{Kind: CmdDrawChaams, Card: corruption2}, nil)
	if s.Draw.Card != corruption2 || len(evs) != 1 {
		t.Fatalf("the card waits for the player's choice: %+v", s.Draw)
	}
	if got := Placements(s); !slices.Equal(got, []int{5, 6}) {
		t.Fatalf("legal placements %v, want Jungle and Mayaxatl", got)
	}
	refused(t, s, Command{Kind: CmdPlaceChaams, Lieu: LieuPyramide}, "qa.err.place_illegal")
	refused(t, s, Command{Kind: CmdPlaceChaams, Lieu: 4}, "qa.err.place_illegal")
	s, evs = do(t, s, Command{Kind: CmdPlaceChaams, Lieu: LieuMayaxatl}, nil)
	if !slices.Equal(s.Lieu(LieuMayaxatl).Chaams, []string{corruption2}) || s.Phase != PhaseAction {
		t.Fatalf("Mayaxatl holds %v, phase %s", s.Lieu(LieuMayaxatl).Chaams, s.Phase)
	}
	if l := Label(Command{Kind: CmdPlaceChaams}, evs); l.ID != "qa.label.chaams_placed" {
		t.Fatalf("label %+v", l)
	}

	// ④ The 3-compétences die as voyage reveals the Grande pyramide: its two
	// Chaams symbols draw two Chaams onto it at once.
	pile := s.ChaamsDeck.Size()
	s, evs = do(t, s, Command{Kind: CmdReveal, Dice: []string{FaceSkill3}}, rng(7))
	if !s.Lieu(LieuPyramide).Revealed || len(s.Lieu(LieuPyramide).Chaams) != 2 || s.ChaamsDeck.Size() != pile-2 {
		t.Fatalf("Grande pyramide: %+v, pile %d → %d", s.Lieu(LieuPyramide), pile, s.ChaamsDeck.Size())
	}
	if !s.Draw.Idle() || slices.Contains(s.Dice, FaceSkill3) {
		t.Fatalf("after the reveal: owed %+v, dice %v", s.Draw, s.Dice)
	}
	if l := Label(Command{Kind: CmdReveal}, evs); l.ID != "qa.label.reveal_placed" {
		t.Fatalf("label %+v", l)
	}
	if !Reveals(Command{Kind: CmdReveal, Dice: []string{FaceSkill3}}, evs) {
		t.Fatal("the app drew the pyramid's two Chaams: undoing it must ask")
	}
	// She stays on Mayaxatl: revealing is not travelling.
	if s.Heroes[0].Lieu != LieuMayaxatl {
		t.Fatalf("Pied-d'arbre moved to %d", s.Heroes[0].Lieu)
	}

	// Her two 1-compétence dice draw two Skill cards: two Corruption.
	s, _ = do(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill1}, Cards: []string{Corruption}}, nil)
	s, evs = do(t, s, Command{Kind: CmdDrawSkills, Dice: []string{FaceSkill1}, Cards: []string{Corruption}}, nil)
	if s.Heroes[0].Count(Corruption) != 2 || len(s.Dice) != 0 {
		t.Fatalf("hand %v, dice %v", s.Heroes[0].Hand, s.Dice)
	}
	if l := Label(Command{Kind: CmdDrawSkills}, evs); l.ID != "qa.label.skills" || l.Count != 1 {
		t.Fatalf("label %+v", l)
	}

	// Two Corruption cards remove the Corruption 2.
	hand := len(s.Heroes[0].Hand)
	s, _ = do(t, s, Command{Kind: CmdRemoveChaams, Card: corruption2}, nil)
	if len(s.Lieu(LieuMayaxatl).Chaams) != 0 || len(s.Heroes[0].Hand) != hand-2 || s.Heroes[0].Count(Corruption) != 0 {
		t.Fatalf("after removing: Mayaxatl %v, hand %v", s.Lieu(LieuMayaxatl).Chaams, s.Heroes[0].Hand)
	}
	if s.ChaamsDeck.DiscardCount(corruption2) != 1 || s.SkillDeck.DiscardCount(Corruption) != 2 {
		t.Fatalf("discards: Chaams %v, Skills %v", s.ChaamsDeck.Discard, s.SkillDeck.Discard)
	}

	// No dice left, she does not use the power: the turn ends, the card is tired.
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
	if !s.Heroes[0].Tired || s.Turn != 1 || s.Phase != PhaseDestin {
		t.Fatalf("after the turn: tired %v, turn %d, phase %s", s.Heroes[0].Tired, s.Turn, s.Phase)
	}

	// The other heroes pass.
	for range 3 {
		s = passTurn(t, s)
	}
	if s.Phase != PhaseOgotai {
		t.Fatalf("phase %s", s.Phase)
	}

	// ⑤ Ogotaï reaches a Guerre 3: three Chaams, to Mayaxatl, then Jungle, then
	// past the occupied Déesse-sans-nom to Cité Xinjin.
	round := s.Round
	before := [LieuCount]int{}
	for n := 1; n <= LieuCount; n++ {
		before[n-1] = len(s.Lieu(n).Chaams)
	}
	s, evs = do(t, s, Command{Kind: CmdAdvanceOgotai}, rng(11))
	if s.Ogotai != 7 || s.Round != round+1 || s.Phase != PhaseDestin || s.Turn != 0 {
		t.Fatalf("after Ogotaï: space %d, round %d, phase %s, turn %d", s.Ogotai, s.Round, s.Phase, s.Turn)
	}
	places := placedOn(evs)
	if !slices.Equal(places, []int{6, 5, 3}) {
		t.Fatalf("Ogotaï's Chaams went to %v, want Mayaxatl, Jungle, Cité Xinjin", places)
	}
	for n, want := range map[int]int{3: 1, 4: 1, 5: 1, 6: 1, 7: 2} {
		if got := len(s.Lieu(n).Chaams); got != want {
			t.Errorf("Lieu %d holds %d Chaams, want %d", n, got, want)
		}
	}
	for _, h := range s.Heroes {
		if h.Tired {
			t.Errorf("%s still tired after the Remise en forme", h.ID)
		}
	}
	if l := Label(Command{Kind: CmdAdvanceOgotai}, evs); l.ID != "qa.label.ogotai_placed" || l.Args["N"] != 3 {
		t.Fatalf("label %+v", l)
	}
	if !Reveals(Command{Kind: CmdAdvanceOgotai}, evs) {
		t.Fatal("the app drew three Chaams: undoing it must ask")
	}
	if out := Outcome(s); out.Status != rules.Playing {
		t.Fatalf("outcome %+v", out)
	}
}

// The same Ogotaï phase in table mode: the players name each card they draw and
// the app says where it goes.
func TestOgotaiTableModeOneCardAtATime(t *testing.T) {
	s := exampleTable(t)
	s = reveal(s, LieuPyramide)
	s = putChaams(t, s, LieuPyramide, ChaamsCard(Combat, 1))
	for range 4 {
		s = passTurn(t, s)
	}
	s, evs := do(t, s, Command{Kind: CmdAdvanceOgotai, Table: true}, nil)
	if len(evs) != 1 || s.Draw.Draws != 3 || s.Round != 1 {
		t.Fatalf("table mode advances and owes 3: %+v, %+v", evs, s.Draw)
	}
	if Reveals(Command{Kind: CmdAdvanceOgotai, Table: true}, evs) {
		t.Fatal("Reveals: an advance in table mode draws nothing, so reveals nothing")
	}
	refused(t, s, Command{Kind: CmdAdvanceOgotai}, "qa.err.draw_first")
	refused(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Combat, 3)}, "deck.err.not_in_pile")
	want := []int{6, 5, 3}
	for i, card := range []string{ChaamsCard(Esquive, 1), ChaamsCard(Esquive, 2), ChaamsCard(Combat, 2)} {
		if to, ok := OgotaiTarget(s); !ok || to != want[i] {
			t.Fatalf("card %d: the app says Lieu %d, want %d", i+1, to, want[i])
		}
		refused(t, s, Command{Kind: CmdDrawChaams, Card: card, Lieu: 1}, "qa.err.place_where")
		s, evs = do(t, s, Command{Kind: CmdDrawChaams, Card: card}, nil)
		if l := Label(Command{Kind: CmdDrawChaams}, evs); l.ID != "qa.label.ogotai_chaams_on" {
			t.Fatalf("label %+v", l)
		}
		if !slices.Contains(s.Lieu(want[i]).Chaams, card) {
			t.Fatalf("%s not on Lieu %d", card, want[i])
		}
	}
	if s.Round != 2 || s.Phase != PhaseDestin {
		t.Fatalf("round %d phase %s", s.Round, s.Phase)
	}

	// Or all three named in one command.
	s2 := exampleTable(t)
	s2 = reveal(s2, LieuPyramide)
	s2 = putChaams(t, s2, LieuPyramide, ChaamsCard(Combat, 1))
	for range 4 {
		s2 = passTurn(t, s2)
	}
	named := []string{ChaamsCard(Esquive, 1), ChaamsCard(Esquive, 2), ChaamsCard(Combat, 2)}
	refused(t, s2, Command{Kind: CmdAdvanceOgotai, Chaams: append(named, ChaamsCard(Combat, 1))}, "qa.err.too_many_chaams")
	s2, _ = do(t, s2, Command{Kind: CmdAdvanceOgotai, Chaams: named}, nil)
	sameState(t, "named at once vs one by one", s, s2)
}
