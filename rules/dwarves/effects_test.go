package dwarves

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func TestEquipmentAndPlacement(t *testing.T) {
	tb := newTable(t, book1(Narmora, Bavragor), profile(20, nil))
	size := tb.s.Equipment.Size()
	tb.do(Command{Kind: CmdEquip, Name: "Chainmail Masterpiece", From: WhyDeck})
	tb.refused(Command{Kind: CmdEquip, Name: "Chainmail Masterpiece", From: WhyDeck}, "dwarves.err.equip_twice")
	tb.do(Command{Kind: CmdEquip, Hero: Bavragor, Name: "Chainmail Masterpiece", From: WhyDeck})
	if tb.s.Equipment.Size() != size-2 {
		t.Fatalf("deck %d", tb.s.Equipment.Size())
	}
	tb.refused(Command{Kind: CmdEquip, Name: "Spell Book", From: WhySpecial}, "dwarves.err.equip_empty")
	tb.do(Command{Kind: CmdEquip, Name: "Chainmail Masterpiece", Lose: true})
	tb.do(Command{Kind: CmdEquip, Hero: Bavragor, Name: "Chainmail Masterpiece", Lose: true, Into: WhyBox})
	tb.refused(Command{Kind: CmdEquip, Name: "Chainmail Masterpiece", Lose: true}, "dwarves.err.equip_missing")
	if tb.s.Equipment.DiscardSize() != 1 || len(tb.s.Heroes[0].Equipment) != 0 {
		t.Fatalf("discard %d", tb.s.Equipment.DiscardSize())
	}
	// A card moves a hero onto Perished Land: the penalty applies.
	tb.do(Command{Kind: CmdPerish, Hex: "Dsôn Balsur"})
	tb.do(Command{Kind: CmdPlace, Hero: Narmora, To: "Dsôn Balsur", Entered: []Entry{{Hex: "Dsôn Balsur", Pay: PayHealth}}})
	if h := tb.s.Heroes[0]; h.Hex != "Dsôn Balsur" || h.Health != 4 {
		t.Fatalf("hero %+v", h)
	}
	tb.refused(Command{Kind: CmdPlace, Hero: Narmora, To: "x", Entered: []Entry{{Hex: "y", Pay: PayHealth}}}, "dwarves.err.place_entry")
	tb.do(Command{Kind: CmdPlace, Hero: Bavragor, To: "Dsôn Balsur", Entered: []Entry{{Hex: "Dsôn Balsur"}}})
	if tb.s.Heroes[1].Health != 5 {
		t.Fatal("Bavragor paid")
	}
	tb.assertReplay()
}

// Council positions 2 and 9 in play.
func TestCouncilRecruitAndEquipment(t *testing.T) {
	rerolled := false
	for seed := uint64(0); seed < 40 && !rerolled; seed++ {
		tb := newTable(t, book1(), profile(20, map[int]string{2: IconTroopsV}))
		tb.s.Council, _ = tb.s.Council.Place(MarkCouncil, councilAt(CouncilRecruitBlank))
		tb.rnd = rand.New(rand.NewPCG(seed, 12))
		for _, e := range tb.do(Command{Kind: CmdAdvance}) {
			if e.Kind != EvRecruited || e.Before == nil {
				continue
			}
			rerolled = true
			for i := range e.Faces {
				if tb.s.skullsOn(i, e.Before[i]) != 0 && e.Before[i] != e.Faces[i] {
					t.Fatalf("a die with skulls was rolled again: %v → %v", e.Before, e.Faces)
				}
			}
			if *e.Skulls != tb.s.skullsOf(e.Faces) {
				t.Fatalf("skulls %+v for faces %v", *e.Skulls, e.Faces)
			}
		}
		conserved(t, tb.s)
	}
	if !rerolled {
		t.Fatal("no blank die was ever rolled again")
	}

	eq := newTable(t, book1(), profile(20, nil))
	eq.s.Council, _ = eq.s.Council.Place(MarkCouncil, councilAt(CouncilEquipment))
	eq.startActions()
	eq.refused(Command{Kind: CmdRoll, Action: ActDispatch}, "dwarves.err.council_end")
	eq.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrCraft, Table: true, Faces: []int{4, 4, 1}})
	eq.refused(Command{Kind: CmdCheck, Card: CouncilEquipmentCard, Target: 3, Need: 1}, "dwarves.err.council_equipment")
	eq.do(Command{Kind: CmdCheck, Card: CouncilEquipmentCard, Target: CouncilEquipmentTarget, Need: 1})
	if len(eq.s.Checks) != 0 {
		t.Fatalf("checks %+v", eq.s.Checks)
	}
}

// Every name function gives a message (random play checks the labels: see
// TestRandomGames).
func TestNames(t *testing.T) {
	for _, id := range HeroIDs {
		if Ability(id).ID == "" || HeroName(id).ID == "dwarves.hero.unknown" {
			t.Fatalf("hero %s", id)
		}
	}
	if CouncilKey(7, 2) != councilTileKey || CouncilKey(7, 5) != "dwarves.council.7" || CouncilKey(6, 3) != "dwarves.council.6" {
		t.Fatal("Council tile in Books 2–4 only")
	}
	for _, a := range []string{AttrBattle, AttrCraft, AttrSpeed} {
		if AttrName(a).ID == "dwarves.attr.unknown" {
			t.Fatal(a)
		}
	}
	for _, d := range []string{Lohasbrand, Kordrion} {
		if DragonName(d).ID == "dwarves.dragon.unknown" {
			t.Fatal(d)
		}
	}
	if SideName(SideHeroes).ID == SideName(SideEvil).ID {
		t.Fatal("sides")
	}
	if DoomSpaceKey(3) != doomSpaceKey(3) || HeroKey(Tungdil, AttrCraft) != heroKey(Tungdil, AttrCraft) || RecruitKey(DieOrc, 1) != recruitKey(DieOrc, 1) {
		t.Fatal("keys")
	}
}

func TestStateOdds(t *testing.T) {
	tb := newTable(t, book1(Boendal, Tungdil), profile(20, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Orcs: 1}})
	tb.do(Command{Kind: CmdTroops, At: OnCard("Ambush"), Troops: Troops{Trolls: 1}})
	if got := tb.s.TroopsAt(InHex(hex), OnCard("Ambush")); got != (Troops{Orcs: 1, Trolls: 1}) {
		t.Fatalf("troops %+v", got)
	}
	odds := tb.s.FightOddsAt(hex, "Ambush")
	want := FightOdds(Pool{Dice: 3, Bump: true}, Troops{Orcs: 1, Trolls: 1})
	if !sameRats(odds, want) {
		t.Fatalf("%s vs %s", ratsText(odds), ratsText(want))
	}
	p, ok := tb.s.DispatchOddsNow()
	if !ok || p.Cmp(DispatchOdds(Pool{Dice: 3}, 5)) != 0 {
		t.Fatalf("dispatch %v", p)
	}
	if p.Cmp(big.NewRat(19, 27)) != 0 {
		t.Fatalf("dispatch %s", p.RatString())
	}
}
