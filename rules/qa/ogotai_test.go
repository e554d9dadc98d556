package qa

import (
	"math/big"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

// toOgotai plays every hero's turn with nothing kept.
func toOgotai(t *testing.T, s State) State {
	t.Helper()
	for s.Phase != PhaseOgotai {
		s = passTurn(t, s)
	}
	return s
}

// allChaamsOnLieux puts every card of the Chaams pile on Lieu n.
func allChaamsOnLieux(t *testing.T, s State, n int) State {
	t.Helper()
	for _, c := range slices.Clone(s.ChaamsDeck.Pile) {
		s = putChaams(t, s, n, c)
	}
	return s
}

func TestDefeats(t *testing.T) {
	lost := func(t *testing.T, s State, reason string) {
		t.Helper()
		out := Outcome(s)
		if out.Status != rules.Lost || out.Reason.ID != reason {
			t.Fatalf("outcome %+v, want lost: %s", out, reason)
		}
		refused(t, s, Command{Kind: CmdRoll}, "qa.err.over")
		refused(t, s, Command{Kind: CmdAdvanceOgotai}, "qa.err.over")
		if st := Steps(s); st[len(st)-1].Msg.ID != "qa.step.lost" || st[len(st)-1].State != rules.StepCurrent {
			t.Fatalf("last step %+v", st[len(st)-1])
		}
	}

	t.Run("Ogotaï reaches the last space", func(t *testing.T) {
		s := fourHeroes(t)
		s.Ogotai = WarSpaces - 1
		s = toOgotai(t, s)
		s, evs := do(t, s, Command{Kind: CmdAdvanceOgotai}, nil)
		lost(t, s, "qa.lost.war_track")
		if s.Ogotai != WarSpaces || len(evs) != 1 {
			t.Fatalf("space %d, %+v", s.Ogotai, evs)
		}
	})

	t.Run("no free Lieu in the Ogotaï phase", func(t *testing.T) {
		p := with(testProfile(), warKey(7), "2")
		s := newGame(t, Setup{Players: 2, Heroes: []string{Arghun, Thorgal, Jolan, Aaricia}}, p)
		s = reveal(s, 2)
		s = putChaams(t, s, 1, ChaamsCard(Combat, 1))
		s = toOgotai(t, s)
		if to, ok := OgotaiTarget(s); !ok || to != 2 {
			t.Fatalf("target %d %v", to, ok)
		}
		s, evs := do(t, s, Command{Kind: CmdAdvanceOgotai}, nil)
		lost(t, s, "qa.lost.no_free_lieu")
		if got := s.Lieu(2).Chaams; len(got) != 1 {
			t.Fatalf("the first Chaams went to Lieu 2: %v", got)
		}
		if l := Label(Command{Kind: CmdAdvanceOgotai}, evs); l.ID != "qa.label.then_lost" {
			t.Fatalf("label %+v", l)
		}
	})

	t.Run("no free Lieu, table mode", func(t *testing.T) {
		p := with(testProfile(), warKey(7), "1")
		s := newGame(t, Setup{Players: 2, Heroes: []string{Arghun, Thorgal, Jolan, Aaricia}}, p)
		s = putChaams(t, s, 1, ChaamsCard(Combat, 1))
		s = toOgotai(t, s)
		s, _ = do(t, s, Command{Kind: CmdAdvanceOgotai, Table: true}, nil)
		if s.Over() {
			t.Fatal("the loss comes with the card that cannot be placed")
		}
		s, evs := do(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Esquive, 1)}, nil)
		lost(t, s, "qa.lost.no_free_lieu")
		if len(evs) != 1 || evs[0].Kind != EvLost {
			t.Fatalf("%+v", evs)
		}
	})

	t.Run("the Chaams deck is exhausted in the Chaams phase", func(t *testing.T) {
		s := fourHeroes(t)
		s = allChaamsOnLieux(t, s, 1)
		s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
		if s.Phase != PhaseChaams {
			t.Fatal(s.Phase)
		}
		s, evs := do(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Combat, 1)}, nil)
		lost(t, s, "qa.lost.deck_exhausted")
		if len(evs) != 1 || evs[0].Kind != EvLost {
			t.Fatalf("%+v", evs)
		}
		if l := Label(Command{Kind: CmdDrawChaams}, evs); l.ID != "qa.label.lost" {
			t.Fatalf("label %+v", l)
		}
	})

	t.Run("the Chaams deck is exhausted on a reveal", func(t *testing.T) {
		s := fourHeroes(t)
		s.Printed = with(s.Printed, lieuChaamsKey(2), "1", lieuNameKey(2), "Fjord")
		s = allChaamsOnLieux(t, s, 1)
		s = toAction(t, s, FaceVoyage)
		s, _ = do(t, s, Command{Kind: CmdReveal, Dice: []string{FaceVoyage}}, nil)
		lost(t, s, "qa.lost.deck_exhausted")
	})

	t.Run("the Chaams deck is exhausted in the Ogotaï phase", func(t *testing.T) {
		s := fourHeroes(t)
		s.Printed = with(s.Printed, warKey(7), "1")
		s = reveal(s, 2)
		s = allChaamsOnLieux(t, s, 1)
		s = toOgotai(t, s)
		s, _ = do(t, s, Command{Kind: CmdAdvanceOgotai}, nil)
		lost(t, s, "qa.lost.deck_exhausted")
	})
}

func TestChaamsPhaseDrawsAndPlacements(t *testing.T) {
	s := fourHeroes(t)
	// Alone on Lieu 1 with Lieu 2 hidden: one legal place, so it is placed at once.
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams2, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
	if got := Placements(s); !slices.Equal(got, []int{1}) {
		t.Fatalf("placements %v", got)
	}
	s, evs := do(t, s, Command{Kind: CmdDrawChaams}, rng(4))
	if len(evs) != 2 || evs[1].Lieu != 1 || s.Draw.Card != "" || s.Draw.Draws != 1 {
		t.Fatalf("digital draw placed at once: %+v", evs)
	}
	if l := Label(Command{Kind: CmdDrawChaams}, evs); l.ID != "qa.label.chaams_drawn_on" {
		t.Fatalf("label %+v", l)
	}
	refused(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Combat, 1), Lieu: 2}, "qa.err.place_illegal")
	s, _ = do(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Combat, 1), Lieu: 1}, nil)
	if s.Phase != PhaseAction || len(s.Lieu(1).Chaams) != 2 {
		t.Fatalf("phase %s Lieu 1 %v", s.Phase, s.Lieu(1).Chaams)
	}

	cases := []struct {
		at, revealed int
		want         []int
	}{
		{1, 2, []int{1, 2}},
		{3, 3, []int{2, 3}},
		{3, 5, []int{2, 3, 4}},
		{8, 8, []int{7, 8}},
	}
	for _, tc := range cases {
		s := fourHeroes(t)
		s = reveal(s, tc.revealed)
		s = moveHero(t, s, Arghun, tc.at)
		s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
		if got := Placements(s); !slices.Equal(got, tc.want) {
			t.Errorf("on %d with %d revealed: %v, want %v", tc.at, tc.revealed, got, tc.want)
		}
	}
}

func TestChaamsReshuffle(t *testing.T) {
	s := fourHeroes(t)
	s = reveal(s, 2)
	// Everything but two cards on the Lieux, those two in the discard.
	pile := slices.Clone(s.ChaamsDeck.Pile)
	for _, c := range pile[2:] {
		s = putChaams(t, s, 1, c)
	}
	s.ChaamsDeck = s.ChaamsDeck.ToDiscard(pile[:2]...)
	s.ChaamsDeck.Pile = nil
	if s.ChaamsDeck.Size() != 0 || s.ChaamsDeck.DiscardSize() != 2 {
		t.Fatal("rig")
	}
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
	refused(t, s, Command{Kind: CmdDrawChaams, Card: ChaamsCard(Corruption, 3)}, "deck.err.not_in_pile")
	s, evs := do(t, s, Command{Kind: CmdDrawChaams, Card: pile[1]}, nil)
	if !evs[0].Reshuffled || s.ChaamsDeck.Size() != 1 || s.ChaamsDeck.DiscardSize() != 0 {
		t.Fatalf("reshuffle %+v, deck %+v", evs[0], s.ChaamsDeck)
	}
	// A forged draw that pretends no reshuffle is refused.
	var x State
	x, _ = do(t, fourHeroes(t), Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
	x.ChaamsDeck.Discard, x.ChaamsDeck.Pile = x.ChaamsDeck.Pile, nil
	rulestest.CheckRefused(t, Check(x, Event{Kind: EvChaamsDrawn, Hero: Arghun, Card: x.ChaamsDeck.Discard[0]}),
		"a draw from an empty pile that does not say it reshuffled", "deck.err.reshuffle")
}

func TestDefi(t *testing.T) {
	s := fourHeroes(t)
	asks(t, s, Command{Kind: CmdDefi, Defi: 7}, "qa.defi.7")
	refused(t, s, Command{Kind: CmdDefi, Defi: 21}, "qa.err.defi")
	s, _ = do(t, s, Learn("qa.defi.7", "Sans un mot"), nil)
	s, evs := do(t, s, Command{Kind: CmdDefi, Defi: 7}, nil)
	if s.Defi != 7 || Label(Command{Kind: CmdDefi}, evs).ID != "qa.label.defi" {
		t.Fatalf("défi %d", s.Defi)
	}
	if name, ok := DefiName(s, 7); !ok || name != "Sans un mot" {
		t.Fatal(name)
	}
	refused(t, s, Command{Kind: CmdDefi, Defi: 7}, "qa.err.defi_same")
	s, _ = do(t, s, Learn("qa.defi.3", "Autre"), nil)
	s, _ = do(t, s, Command{Kind: CmdDefi, Defi: 3}, nil)
	s, _ = do(t, s, Command{Kind: CmdDefi}, nil)
	if s.Defi != 0 {
		t.Fatal("cleared")
	}
	// Recorded after the end too.
	s.Result = rules.Outcome{Status: rules.Won}
	s, _ = do(t, s, Command{Kind: CmdDefi, Defi: 3}, nil)
	if s.Defi != 3 {
		t.Fatal("after the end")
	}
}

func TestSteps(t *testing.T) {
	s := fourHeroes(t)
	current := func(s State) (int, rules.Step) {
		for i, st := range Steps(s) {
			if st.State == rules.StepCurrent {
				return i, st
			}
		}
		return -1, rules.Step{}
	}
	steps := Steps(s)
	if len(steps) != 1+3*4+1 || steps[0].Ref != "qa.round" || steps[0].State != rules.StepDone || steps[len(steps)-1].Ref != "qa.ogotai" {
		t.Fatalf("steps %+v", steps)
	}
	if i, st := current(s); i != 1 || st.Ref != "qa.destin" || st.Msg.ID != "qa.step.destin" {
		t.Fatalf("current %d %+v", i, st)
	}
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
	if i, st := current(s); i != 2 || st.Ref != "qa.chaams" {
		t.Fatalf("current %d %+v", i, st)
	}
	s, _ = do(t, s, Command{Kind: CmdDrawChaams}, nil)
	if i, st := current(s); i != 3 || st.Ref != "qa.action" {
		t.Fatalf("current %d %+v", i, st)
	}
	s, _ = do(t, s, Command{Kind: CmdEndTurn}, nil)
	if i, _ := current(s); i != 4 || Steps(s)[3].State != rules.StepDone {
		t.Fatalf("current %d", i)
	}
	s = toOgotai(t, s)
	if i, st := current(s); i != 13 || st.Ref != "qa.ogotai" {
		t.Fatalf("current %d %+v", i, st)
	}
}

func TestNextChaamsOdds(t *testing.T) {
	s := fourHeroes(t)
	s = putChaams(t, s, 1, ChaamsCard(Combat, 1))
	odds := NextChaamsOdds(s)
	sum := new(big.Rat)
	for _, p := range odds {
		sum.Add(sum, p)
	}
	// 17 left: one Combat 1 of them, two Esquive 1.
	if sum.Cmp(big.NewRat(1, 1)) != 0 || odds["combat.1"].Cmp(big.NewRat(1, 17)) != 0 || odds["esquive.1"].Cmp(big.NewRat(2, 17)) != 0 {
		t.Fatalf("odds %v", odds)
	}
	// An empty pile: the odds are those of the discard, which would be reshuffled.
	s.ChaamsDeck = s.ChaamsDeck.ToDiscard("esquive.2")
	s.ChaamsDeck.Pile = nil
	s = allChaamsOnLieux(t, s, 1)
	if odds := NextChaamsOdds(s); len(odds) != 1 || odds["esquive.2"].Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("odds after the pile ran out %v", odds)
	}
}

// The forecast of the rulebook's Ogotaï phase names the three Lieux the Chaams
// go to before Ogotaï moves, and warns of the defeats to come.
func TestOgotaiForecast(t *testing.T) {
	s := exampleTable(t)
	s = reveal(s, LieuPyramide)
	s = putChaams(t, s, LieuPyramide, ChaamsCard(Combat, 1))
	if got, loss := OgotaiForecast(s, 3); !slices.Equal(got, []int{6, 5, 3}) || loss != "" {
		t.Fatalf("forecast %v %q, want Mayaxatl, Jungle, Cité Xinjin and no loss", got, loss)
	}
	// What the forecast said is what the Ogotaï phase does.
	for range 4 {
		s = passTurn(t, s)
	}
	_, evs := do(t, s, Command{Kind: CmdAdvanceOgotai}, rng(3))
	places := placedOn(evs)
	if !slices.Equal(places, []int{6, 5, 3}) {
		t.Fatalf("placed on %v", places)
	}

	// Six to place on the five free revealed Lieux (6, 5, 3, 2, 1): the sixth
	// loses.
	if got, loss := OgotaiForecast(s, 6); !slices.Equal(got, []int{6, 5, 3, 2, 1}) || loss != ReasonNoFreeLieu {
		t.Fatalf("forecast of 6: %v %q", got, loss)
	}
	// Only two Chaams left to draw: the third loses, the deck exhausted.
	low := s
	low.ChaamsDeck.Pile, low.ChaamsDeck.Discard = low.ChaamsDeck.Pile[:1], low.ChaamsDeck.Pile[1:2]
	if got, loss := OgotaiForecast(low, 3); !slices.Equal(got, []int{6, 5}) || loss != ReasonDeckExhausted {
		t.Fatalf("forecast with 2 cards left: %v %q", got, loss)
	}
	if got, loss := OgotaiForecast(s, 0); len(got) != 0 || loss != "" {
		t.Fatalf("an empty space forecasts nothing: %v %q", got, loss)
	}
}
