package dwarves

import (
	"math/big"
	"testing"
)

// The rulebook's fight example: an Élf, an Orc and a Troll in the hex; the
// roll shows a 6 and two 4s. The 6 takes the Élf, one 4 the Orc; the second 4
// finds no Orc and the Troll would have needed a 5. Two troops fall and the
// hero keeps his Health.
func TestWorkedFight(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Elfar: 1, Orcs: 1, Trolls: 1}})
	tb.startActions()
	tb.roll(ActFight, "", 6, 4, 4, 2)

	// Removing only the Orc wastes the 6; taking the Troll and the Élf needs two 6s.
	tb.refused(Command{Kind: CmdFight, Plan: []Removal{{At: InHex(hex), Troops: Troops{Orcs: 1}}}}, "dwarves.err.fight_plan")
	tb.refused(Command{Kind: CmdFight, Plan: []Removal{{At: InHex(hex), Troops: Troops{Elfar: 1, Trolls: 1}}}}, "dwarves.err.fight_plan")

	health := tb.s.Hero().Health
	tb.do(Command{Kind: CmdFight})
	if got := tb.s.Board[hex]; got != (Troops{Trolls: 1}) {
		t.Fatalf("left in the hex %+v, want the Troll", got)
	}
	if tb.s.Hero().Health != health {
		t.Fatalf("health %d, want %d", tb.s.Hero().Health, health)
	}
	if tb.s.Actions != 1 || tb.s.Roll != nil {
		t.Fatalf("actions %d roll %v", tb.s.Actions, tb.s.Roll)
	}
	conserved(t, tb.s)

	// The chance before rolling: two 4+ needed for two troops, and so on.
	odds := FightOdds(Pool{Dice: 4}, Troops{Elfar: 1, Orcs: 1, Trolls: 1})
	if len(odds) != 4 || odds[1].Cmp(odds[2]) < 0 {
		t.Fatalf("odds %s", ratsText(odds))
	}
	tb.assertReplay()
}

// A fight that defeats nothing costs the hero 1 Health.
func TestFightMissCostsHealth(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Trolls: 2}})
	tb.startActions()
	tb.roll(ActFight, "", 4, 3, 1)
	tb.do(Command{Kind: CmdFight})
	if h := tb.s.Hero(); h.Health != h.MaxHealth-1 {
		t.Fatalf("health %d", h.Health)
	}
	// Troops on a card at the hero's location are fought with the hex.
	tb.do(Command{Kind: CmdTroops, At: OnCard("Ambush"), Troops: Troops{Orcs: 1}})
	tb.roll(ActFight, "", 4, 5)
	tb.do(Command{Kind: CmdFight, Cards: []string{"Ambush"}})
	if !tb.s.Cards["Ambush"].Zero() || tb.s.Board[hex] != (Troops{Trolls: 1}) {
		t.Fatalf("card %+v hex %+v", tb.s.Cards["Ambush"], tb.s.Board[hex])
	}
	tb.assertReplay()
}

// The dispatch example: the number right of the marker is 5+; the roll shows
// a 6 and a 5, and still the marker moves one space only.
func TestWorkedDispatch(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	if need, _ := CouncilNeed(tb.s.CouncilPos()); need != 5 {
		t.Fatalf("from the axe a dispatch needs %d", need)
	}
	tb.startActions()
	tb.roll(ActDispatch, "", 6, 5, 2)
	tb.do(Command{Kind: CmdDispatch})
	if tb.s.CouncilPos() != CouncilStart+1 {
		t.Fatalf("council at %d", tb.s.CouncilPos())
	}
	// A failed dispatch leaves it.
	tb.roll(ActDispatch, "", 4, 4, 1)
	tb.do(Command{Kind: CmdDispatch})
	if tb.s.CouncilPos() != CouncilStart+1 || tb.s.Actions != 2 {
		t.Fatalf("council at %d, actions %d", tb.s.CouncilPos(), tb.s.Actions)
	}
	tb.refused(Command{Kind: CmdRoll, Action: ActDispatch, Table: true, Faces: []int{6}, Dice: 1}, "dwarves.err.no_actions")
	tb.assertReplay()
}

// The Craft check example: three 4+ needed, Craft 4. The first action rolls a
// 4 and a 6 (two successes), the second a 5: the third success completes the
// card; the rest of that roll cannot go to another card.
func TestWorkedCraftCheck(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	tb.do(Command{Kind: CmdModify, Attr: AttrCraft, N: 1}) // Craft 3 + 1 tile = 4
	tb.startActions()
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrCraft, Table: true, Faces: []int{4, 6, 1, 2}})
	tb.do(Command{Kind: CmdCheck, Card: "Forge", Target: 4, Need: 3})
	if p := tb.s.Checks["Forge"]; p.Got != 2 || p.Need != 3 {
		t.Fatalf("progress %+v", p)
	}
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrCraft, Table: true, Faces: []int{5, 3, 5, 6}})
	evs := tb.do(Command{Kind: CmdCheck, Card: "Forge", Target: 4, Need: 3})
	if _, open := tb.s.Checks["Forge"]; open || evs[0].N != 3 {
		t.Fatalf("check still open: %+v", tb.s.Checks)
	}
	tb.assertReplay()
}

// Successes not completed by the end of the turn are lost, unless the card
// says they carry over.
func TestCheckProgressEndsWithTheTurn(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	tb.startActions()
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrSpeed, Table: true, Faces: []int{4, 1, 1}})
	tb.do(Command{Kind: CmdCheck, Card: "Race", Target: 4, Need: 3})
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrCraft, Table: true, Faces: []int{5, 1, 1}})
	tb.refused(Command{Kind: CmdCheck, Card: "Race", Target: 4, Need: 3}, "dwarves.err.check_mismatch")
	tb.do(Command{Kind: CmdCheck, Card: "Hold the Gates", Target: 5, Need: 2, Persist: true})
	tb.do(Command{Kind: CmdEndTurn})
	if _, ok := tb.s.Checks["Race"]; ok {
		t.Fatalf("progress kept past the turn")
	}
	if p := tb.s.Checks["Hold the Gates"]; p.Got != 1 {
		t.Fatalf("persisting progress lost: %+v", tb.s.Checks)
	}
	tb.assertReplay()
}

// The same example as the table sees it after the roll: the 6 is theirs to
// spend on the Élf or the Troll, so the app offers a choice, and judges each
// removal the table proposes.
func TestFightChoiceOnTheWorkedRoll(t *testing.T) {
	faces := []int{6, 4, 4, 2}
	avail := Troops{Elfar: 1, Orcs: 1, Trolls: 1}
	if !FightHasChoice(faces, avail) {
		t.Fatal("the 6 may take the Élf or the Troll: a choice")
	}
	for _, c := range []struct {
		r    Troops
		want int
	}{
		{Troops{Elfar: 1, Orcs: 1}, FightOK},
		{Troops{Trolls: 1, Orcs: 1}, FightOK},
		{Troops{Orcs: 1}, FightUnused},
		{Troops{Elfar: 1}, FightUnused},
		{Troops{Elfar: 1, Trolls: 1}, FightTooMany},
		{Troops{Elfar: 1, Trolls: 1, Orcs: 1}, FightTooMany},
	} {
		if got := FightVerdict(faces, c.r, avail); got != c.want {
			t.Errorf("%+v: verdict %d, want %d", c.r, got, c.want)
		}
	}
	// Two Orcs and two 4s: both fall, nothing to choose.
	if FightHasChoice([]int{4, 4, 1}, Troops{Orcs: 2, Trolls: 1}) {
		t.Fatal("two 4s and two Orcs leave no choice")
	}
	if FightHasChoice([]int{3, 2}, Troops{Orcs: 2}) {
		t.Fatal("a roll that defeats nothing leaves no choice")
	}

	// The table takes the Troll with the 6 instead: the fight records it.
	tb := newTable(t, book1(), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: avail})
	tb.startActions()
	tb.roll(ActFight, "", faces...)
	tb.do(Command{Kind: CmdFight, Plan: []Removal{{At: InHex(hex), Troops: Troops{Trolls: 1, Orcs: 1}}}})
	if got := tb.s.Board[hex]; got != (Troops{Elfar: 1}) {
		t.Fatalf("left in the hex %+v, want the Élf", got)
	}
	conserved(t, tb.s)
	tb.assertReplay()
}

// Troops on a card at the hero's location are fought with the hex's: the
// app's suggestion takes from the hex first, the table may clear the card.
func TestFightPlanFromACard(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Orcs: 1}})
	tb.do(Command{Kind: CmdTroops, At: OnCard("Orc Raid"), Troops: Troops{Orcs: 1}})
	tb.startActions()
	tb.roll(ActFight, "", 4, 1)
	places := []Where{InHex(hex), OnCard("Orc Raid")}
	if got := tb.s.FightPlan(tb.s.Roll.Faces, places); len(got) != 1 || got[0].At != InHex(hex) {
		t.Fatalf("suggestion %+v, want the hex's Orc", got)
	}
	tb.do(Command{Kind: CmdFight, Cards: []string{"Orc Raid"}, Plan: []Removal{{At: OnCard("Orc Raid"), Troops: Troops{Orcs: 1}}}})
	if _, ok := tb.s.Cards["Orc Raid"]; ok {
		t.Fatalf("the card still holds %+v", tb.s.Cards["Orc Raid"])
	}
	if got := tb.s.Board[hex]; got != (Troops{Orcs: 1}) {
		t.Fatalf("hex %+v, want its Orc", got)
	}
	conserved(t, tb.s)
}

// The rulebook's Craft example as odds before the first roll: three 4+
// successes wanted with Craft 4, over the turn's two actions. Two rolls of 4
// dice add up like one roll of 8: 1 − (1+8+28)/256. Checked against the two
// rolls enumerated one after the other.
func TestWorkedCraftCheckOverTwoActions(t *testing.T) {
	got := CheckOddsOver(Pool{Dice: 4}, 4, 2)
	if len(got) != 9 || got[3].Cmp(big.NewRat(219, 256)) != 0 {
		t.Fatalf("odds %s", ratsText(got))
	}
	one := CheckOdds(Pool{Dice: 4}, 4)
	exact := func(k int) *big.Rat { // P(exactly k) in one roll
		if k+1 < len(one) {
			return new(big.Rat).Sub(one[k], one[k+1])
		}
		return one[k]
	}
	for need := 0; need <= 8; need++ {
		sum := new(big.Rat)
		for a := 0; a <= 4; a++ {
			for b := 0; b <= 4; b++ {
				if a+b >= need {
					sum.Add(sum, new(big.Rat).Mul(exact(a), exact(b)))
				}
			}
		}
		if sum.Cmp(got[need]) != 0 {
			t.Fatalf("at least %d: %s, enumerated %s", need, got[need].RatString(), sum.RatString())
		}
	}
	// Rodario's +1 on each of the two rolls can only help.
	if bump := CheckOddsOver(Pool{Dice: 4, Bump: true}, 4, 2); bump[3].Cmp(got[3]) <= 0 {
		t.Fatalf("with the +1 %s, without %s", bump[3].RatString(), got[3].RatString())
	}
}
