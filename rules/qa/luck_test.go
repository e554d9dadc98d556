package qa

import (
	"math/big"
	"testing"
)

// A Destin phase entered at the table, counted by hand: five white dice
// show 3 Chaams symbols, then the four left show 4. A white die shows 0, 1
// or 2 symbols (four faces, one, one): mean 1/2, variance 5/6 − 1/4 = 7/12.
func TestLuckCountedByHand(t *testing.T) {
	s := fourHeroes(t)
	start := s
	var log []Event
	step := func(c Command) {
		t.Helper()
		var evs []Event
		s, evs = do(t, s, c, nil)
		log = append(log, evs...)
	}
	step(Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceChaams2, FaceSkill1, FaceVoyage, FaceSkill2}, Black: BlackTake1})
	step(Command{Kind: CmdTake, Dice: []string{FaceSkill1}})
	step(Command{Kind: CmdRoll, White: []string{FaceChaams2, FaceChaams2, FaceVoyage, FaceSkill1}, Black: BlackTake3})

	l := SessionLuck(start, log)
	if len(l.Tallies) != 1 {
		t.Fatalf("tallies %+v", l.Tallies)
	}
	tl := l.Tallies[0]
	// Five dice: 5/2 and 35/12; four: 2 and 28/12.
	if tl.Kind != LuckChaams || !tl.Fewer || tl.Rolls != 2 || tl.Got != 7 ||
		tl.Mean.Cmp(big.NewRat(9, 2)) != 0 || tl.Var.Cmp(big.NewRat(21, 4)) != 0 {
		t.Errorf("%s: %d rolls showed %d symbols, expected %s, variance %s; want 2 rolls, 7, 9/2, 21/4",
			tl.Kind, tl.Rolls, tl.Got, tl.Mean.RatString(), tl.Var.RatString())
	}
	if _, ok := l.Score(); ok {
		t.Error("a score from two rolls")
	}
}
