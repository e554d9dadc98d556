package qa

import (
	"math/big"
	"slices"
	"testing"
)

func TestDestinBlackFaces(t *testing.T) {
	roll5 := []string{FaceSkill2, FaceChaams2, FaceVoyage, FaceChaams1, FaceSkill3}
	tests := []struct {
		name  string
		white []string
		black string
		auto  bool     // the dice are taken with the roll
		taken []string // what is taken when auto
		phase string   // phase after the roll
		owed  int      // Chaams owed when the Destin phase ended
	}{
		{"take 1 is a choice", roll5, BlackTake1, false, nil, PhaseDestin, 0},
		{"take 2 is a choice", roll5, BlackTake2, false, nil, PhaseDestin, 0},
		{"take 3 is a choice", roll5, BlackTake3, false, nil, PhaseDestin, 0},
		{"Tanatloc takes 1, a choice", roll5, BlackTanatloc, false, nil, PhaseDestin, 0},
		{"Déesse takes every skill and voyage die and ends the phase", roll5, BlackGoddess, true,
			[]string{FaceSkill2, FaceSkill3, FaceVoyage}, PhaseAction, 0},
		{"Ogotaï takes every Chaams die and ends the phase", roll5, BlackOgotai, true,
			[]string{FaceChaams1, FaceChaams2}, PhaseChaams, 3},
		{"Ogotaï with no Chaams face takes nothing", []string{FaceSkill1, FaceSkill1, FaceVoyage, FaceVoyage, FaceSkill2}, BlackOgotai, true,
			nil, PhaseAction, 0},
		{"take 3 of identical faces: no choice", []string{FaceChaams1, FaceChaams1, FaceChaams1, FaceChaams1, FaceChaams1}, BlackTake3, true,
			[]string{FaceChaams1, FaceChaams1, FaceChaams1}, PhaseDestin, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fourHeroes(t)
			s, evs := do(t, s, Command{Kind: CmdRoll, White: tc.white, Black: tc.black}, nil)
			if got := len(evs) == 2; got != tc.auto {
				t.Fatalf("auto take %v, want %v: %+v", got, tc.auto, evs)
			}
			if tc.auto && !equalMS(evs[1].Dice, tc.taken) {
				t.Fatalf("took %v, want %v", evs[1].Dice, tc.taken)
			}
			if s.Phase != tc.phase || s.Draw.Draws != tc.owed {
				t.Fatalf("phase %s owed %d, want %s %d", s.Phase, s.Draw.Draws, tc.phase, tc.owed)
			}
		})
	}
}

func TestDestinTakeRules(t *testing.T) {
	s := fourHeroes(t)
	// Three dice kept, two re-rolled: take 3 with two left takes both at once.
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceChaams1, FaceChaams2}, Black: BlackTake3}, nil)
	refused(t, s, Command{Kind: CmdRoll}, "qa.err.take_first")
	refused(t, s, Command{Kind: CmdStopDestin}, "qa.err.take_first")
	refused(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceChaams1}}, "qa.err.take_count")
	refused(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill1, FaceVoyage}}, "qa.err.take_not_rolled")
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill2, FaceVoyage}}, nil)
	refused(t, s, Command{Kind: CmdTake, Dice: []string{FaceChaams1}}, "qa.err.roll_first")
	refused(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1}, Black: BlackTake1}, "dice.err.count")
	refused(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, "skill4"}, Black: BlackTake1}, "dice.err.face")
	refused(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill1}, Black: FaceSkill1}, "dice.err.face")
	s, evs := do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams2, FaceSkill3}, Black: BlackTake3}, nil)
	if len(evs) != 2 || s.Phase != PhaseChaams || s.Draw.Draws != 2 {
		t.Fatalf("fewer dice than asked: all taken, phase over: %+v, %s, %d", evs, s.Phase, s.Draw.Draws)
	}
	if !equalMS(s.Dice, []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceSkill3}) {
		t.Fatalf("dice after the Chaams ones left: %v", s.Dice)
	}
	if l := Label(Command{Kind: CmdRoll}, evs); l.ID != "qa.label.roll_take" || l.Count != 2 {
		t.Fatalf("label %+v", l)
	}
}

// The rulebook ("Symbole « 2 dés blancs »"): with a single white die left,
// the hero must take it, harmful or not: here a Chaams die, 1 card owed.
func TestTakeTwoWithOneWhiteDieLeft(t *testing.T) {
	s := fourHeroes(t)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceSkill3, FaceChaams2}, Black: BlackTake3}, nil)
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill2, FaceVoyage}}, nil)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill3, FaceChaams2}, Black: BlackTake1}, nil)
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill3}}, nil)
	if s.LeftToRoll() != 1 {
		t.Fatalf("%d white dice left, want 1", s.LeftToRoll())
	}
	s, evs := do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams1}, Black: BlackTake2}, nil)
	if len(evs) != 2 || !slices.Equal(evs[1].Dice, []string{FaceChaams1}) {
		t.Fatalf("take 2 of 1 die: want the one die taken with the roll, got %+v", evs)
	}
	// Every die taken: the Destin phase is over, the Chaams die is spent
	// on its 1 card and the 4 others stay for the actions.
	if s.Phase != PhaseChaams || s.Draw.Draws != 1 {
		t.Fatalf("phase %s, %d Chaams owed: want the Chaams phase, 1 owed", s.Phase, s.Draw.Draws)
	}
	if !equalMS(s.Dice, []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceSkill3}) {
		t.Fatalf("dice kept %v", s.Dice)
	}
}

func TestDestinStopAndRollLimits(t *testing.T) {
	s := fourHeroes(t)
	refused(t, s, Command{Kind: CmdStopDestin}, "qa.err.roll_first")
	refused(t, s, Command{Kind: CmdAdvanceOgotai}, "qa.err.not_ogotai")
	refused(t, s, Command{Kind: CmdEndTurn}, "qa.err.not_action")
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceChaams1, FaceChaams2}, Black: BlackTake1}, nil)
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceVoyage}}, nil)
	s, _ = do(t, s, Command{Kind: CmdStopDestin}, nil)
	if s.Phase != PhaseAction || !slices.Equal(s.Dice, []string{FaceVoyage}) {
		t.Fatalf("stopped: %s %v", s.Phase, s.Dice)
	}
}

// Tanatloc taking the last die keeps the Destin phase open for the swap; the
// player then stops.
func TestTanatlocOnTheLastDie(t *testing.T) {
	s := fourHeroes(t)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill2, FaceVoyage, FaceVoyage, FaceChaams2}, Black: BlackTake3}, nil)
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1, FaceSkill2, FaceVoyage}}, nil)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceChaams1}, Black: BlackTake1}, nil)
	s, _ = do(t, s, Command{Kind: CmdTake, Dice: []string{FaceSkill1}}, nil)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceChaams1}, Black: BlackTanatloc}, nil)
	if s.Phase != PhaseDestin || s.LeftToRoll() != 0 || !s.Destin.Swap {
		t.Fatalf("the swap stays open: %s %d %+v", s.Phase, s.LeftToRoll(), s.Destin)
	}
	if a := Allowed(s); !slices.Contains(a, CmdSwap) || !slices.Contains(a, CmdStopDestin) || slices.Contains(a, CmdRoll) {
		t.Fatalf("allowed %v", a)
	}
	refused(t, s, Command{Kind: CmdRoll}, "qa.err.no_dice_left")
	s, _ = do(t, s, Command{Kind: CmdSwap, Hero: Aaricia, Give: Esquive, Get: Persuasion, N: 1}, nil)
	s, _ = do(t, s, Command{Kind: CmdStopDestin}, nil)
	if s.Phase != PhaseChaams || s.Draw.Draws != 1 {
		t.Fatalf("phase %s owed %d", s.Phase, s.Draw.Draws)
	}
}

func TestDigitalRollIsFromTheDice(t *testing.T) {
	for seed := range uint64(50) {
		s := fourHeroes(t)
		s, evs := do(t, s, Command{Kind: CmdRoll}, rng(seed))
		if len(evs[0].White) != WhiteDice || !Reveals(Command{Kind: CmdRoll}, evs) || Reveals(Command{Kind: CmdRoll, White: evs[0].White, Black: evs[0].Black}, evs) {
			t.Fatalf("digital roll %+v", evs[0])
		}
		// Replaying the stored events gives the same state whatever the random source does later.
		r := fourHeroes(t)
		for _, e := range evs {
			r = Evolve(r, e)
		}
		sameState(t, "replay", s, r)
	}
}

func TestOdds(t *testing.T) {
	for _, f := range BlackDie().Faces {
		if BlackOdds(f).Cmp(big.NewRat(1, 6)) != 0 {
			t.Fatalf("black %s: %v", f, BlackOdds(f))
		}
	}
	if BlackOdds(FaceVoyage).Sign() != 0 {
		t.Fatal("the black die has no voyage face")
	}
	// One die: 0 symbols 4/6, 1 symbol 1/6, 2 symbols 1/6.
	one := ChaamsOdds(1)
	if len(one) != 3 || one[0].Cmp(big.NewRat(2, 3)) != 0 || one[1].Cmp(big.NewRat(1, 6)) != 0 || one[2].Cmp(big.NewRat(1, 6)) != 0 {
		t.Fatalf("one die: %v", one)
	}
	// Two dice: exactly 2 symbols = one 2-Chaams and a blank (2·4 ways) or two 1-Chaams (1 way): 9/36.
	if two := ChaamsOdds(2); two[2].Cmp(big.NewRat(9, 36)) != 0 || two[4].Cmp(big.NewRat(1, 36)) != 0 {
		t.Fatalf("two dice: %v", two)
	}
	sum := new(big.Rat)
	for _, p := range ChaamsOdds(5) {
		sum.Add(sum, p)
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 || ExpectedChaams(5).Cmp(big.NewRat(5, 2)) != 0 {
		t.Fatalf("five dice: total %v, mean %v", sum, ExpectedChaams(5))
	}
	// At least one voyage-capable die among 5: 1 − (4/6)^5.
	v := FaceOdds(5, FaceVoyage, FaceSkill3)
	want := new(big.Rat).Sub(big.NewRat(1, 1), big.NewRat(1024, 7776))
	if got := new(big.Rat).Sub(big.NewRat(1, 1), v[0]); got.Cmp(want) != 0 {
		t.Fatalf("voyage odds %v, want %v", got, want)
	}
}
