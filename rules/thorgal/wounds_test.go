package thorgal

import (
	"encoding/json"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/polyomino"
)

func place(ch int, shape string, rot int, flip bool, r, c int) Command {
	return Command{Kind: CmdPlaceWound, Char: ch, Shape: shape, Orient: polyomino.Orient{Rot: rot, Flip: flip}, At: polyomino.Cell{R: r, C: c}}
}

func wound(ch, size int) Command { return Command{Kind: CmdWound, Char: ch, Size: size} }

// The test wound area (17 squares):
//
//	#####
//	#####
//	####.
//	###..
func TestWoundPlacementRotationHealing(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.refuse(place(0, "L3", 0, false, 0, 0), "thorgal.err.no_pending_wound")
	g.refuse(Command{Kind: CmdWound, Char: 0, Size: 6}, "thorgal.err.wound_size")
	g.refuse(Command{Kind: CmdWound, Char: 0, Size: 2, Shape: "I2"}, "thorgal.err.wound_kind")
	g.refuse(Command{Kind: CmdWound, Char: 0, Shape: "F5"}, "thorgal.err.tile_not_in_box")
	g.refuse(Command{Kind: CmdWound, Char: 7, Size: 1}, "thorgal.err.character")

	g.do(wound(0, 1))
	g.refuse(place(0, "I2", 0, false, 3, 0), "thorgal.err.wrong_size")
	g.refuse(place(0, "O1", 0, false, 3, 3), "thorgal.err.wound_outside")
	g.do(place(0, "O1", 0, false, 3, 0)) // the first wound goes anywhere

	g.do(wound(0, 3))
	g.refuse(place(0, "I3", 0, false, 0, 0), "thorgal.err.wound_apart")
	g.refuse(place(0, "I3", 1, false, 1, 0), "thorgal.err.wound_overlap") // upright, rows 1..3
	g.refuse(place(0, "I3", 5, false, 0, 0), "thorgal.err.wound_orient")
	g.do(place(0, "I3", 1, false, 0, 0)) // upright: rows 0..2 of column 0

	g.do(Command{Kind: CmdWound, Char: 0, Shape: "L4"})
	g.refuse(place(0, "I4", 0, false, 0, 1), "thorgal.err.wrong_tile")
	// L4 mirrored and turned twice: "#../###" → cells (0,1) (1,1) (1,2) (1,3).
	g.do(place(0, "L4", 2, true, 0, 1))
	want := []polyomino.Cell{{R: 0, C: 1}, {R: 1, C: 1}, {R: 1, C: 2}, {R: 1, C: 3}}
	if got := g.s.Chars[0].Wounds[2].Cells(); !slices.Equal(got, want) {
		t.Fatalf("L4 covers %v, want %v", got, want)
	}

	// Healing removes one whole tile, of at most the size the effect heals.
	g.refuse(Command{Kind: CmdHeal, Char: 0, Index: 2, Max: 3}, "thorgal.err.heal_too_small")
	g.refuse(Command{Kind: CmdHeal, Char: 0, Index: 3}, "thorgal.err.no_such_wound")
	g.do(Command{Kind: CmdHeal, Char: 0, Index: 1, Max: 3}) // the upright I3
	if w := g.s.Chars[0].Wounds; len(w) != 2 || w[0].Shape != "O1" || w[1].Shape != "L4" {
		t.Fatalf("after healing %+v", w)
	}
	// The O1 (3,0) and the L4 are now apart; a new wound must touch one of
	// them: (0,4) and (3,2) touch neither, (2,0) touches the O1 only.
	g.do(wound(0, 1))
	g.refuse(place(0, "O1", 0, false, 0, 4), "thorgal.err.wound_apart")
	g.refuse(place(0, "O1", 0, false, 3, 2), "thorgal.err.wound_apart")
	g.refuse(place(0, "O1", 0, false, 1, 1), "thorgal.err.wound_overlap")
	g.do(place(0, "O1", 0, false, 2, 0))

	// Heal refused while a wound waits; chips refused too.
	g.do(wound(1, 2))
	g.refuse(Command{Kind: CmdHeal, Char: 1, Index: 0}, "thorgal.err.place_first")
	g.start2()
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 0}, "thorgal.err.wounds_pending")
}

// start2 finishes setup for a game whose wounds are still pending.
func (g *game) start2() {
	g.t.Helper()
	g.do(Command{Kind: CmdDraw, Deck: Terrain})
	g.do(Command{Kind: CmdRefill})
}

func TestThreatPastFiveGivesWoundOfThreatSize(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.do(Command{Kind: CmdThreat, Char: 1, N: 4})
	if g.s.Chars[1].Threat != 4 || len(g.s.Chars[1].Pending) != 0 {
		t.Fatalf("threat %d", g.s.Chars[1].Threat)
	}
	evs := g.do(Command{Kind: CmdThreat, Char: 1, N: 3})
	c := g.s.Chars[1]
	if c.Threat != MaxThreat || len(c.Pending) != 2 {
		t.Fatalf("threat %d pending %+v", c.Threat, c.Pending)
	}
	for _, w := range c.Pending {
		if w.Size != 5 || w.Cause != CauseThreat {
			t.Errorf("pending %+v, want a wound of 5 from Threat", w)
		}
	}
	if l := Label(Command{Kind: CmdThreat}, evs); l.ID != "thorgal.label.wound_threat" {
		t.Errorf("label %s", l.ID)
	}
	g.do(place(1, "P5", 0, false, 0, 0))
	g.do(place(1, "X5", 0, false, 1, 1)) // ".#./###/.#." at (1,1): touches the P5
	// At 5, one more: a wound of 5 again; Threat stays 5.
	g.do(Command{Kind: CmdThreat, Char: 1, N: 1})
	if c := g.s.Chars[1]; c.Threat != 5 || len(c.Pending) != 1 || c.Pending[0].Size != 5 {
		t.Fatalf("threat %d pending %+v", c.Threat, c.Pending)
	}

	// Losing Threat stops at 0; "Wound (Threat)" is as big as the Threat held.
	g2 := newGame(t, setup(2, Thorgal, Jolan))
	g2.refuse(Command{Kind: CmdThreat, Char: 0, N: -1}, "thorgal.err.no_threat")
	g2.refuse(Command{Kind: CmdWound, Char: 0, Threat: true}, "thorgal.err.threat_wound_zero")
	g2.do(Command{Kind: CmdThreat, Char: 0, N: 2})
	g2.do(Command{Kind: CmdWound, Char: 0, Threat: true})
	if p := g2.s.Chars[0].Pending; len(p) != 1 || p[0].Size != 2 {
		t.Fatalf("Wound (Threat) with 2 Threat: %+v", p)
	}
	g2.do(Command{Kind: CmdThreat, Char: 0, N: -5})
	if g2.s.Chars[0].Threat != 0 {
		t.Errorf("threat %d", g2.s.Chars[0].Threat)
	}
}

func customSetup(area string) Setup {
	return Setup{Adventure: TorkansTemple, Players: 2, Characters: []Seat{
		{Character: CustomCharacter, Name: "Tjall", Area: area, Goods: "0,0,0,0,0,0"},
		{Character: Thorgal},
	}}
}

func TestWoundThatCannotBePlacedKills(t *testing.T) {
	// Gaining it: a wound of 4 in an area of 3.
	g := newGame(t, customSetup("###"))
	evs := g.do(wound(0, 4))
	if evs[len(evs)-1].Kind != EvDied || !g.s.Chars[0].Dead {
		t.Fatalf("events %+v", evs)
	}
	out := Outcome(g.s)
	if out.Status != rules.Lost || out.Reason.ID != "thorgal.lost.death" {
		t.Fatalf("outcome %+v", out)
	}
	if name := out.Reason.Args["Character"].(rules.Msg); name.Args["Name"] != "Tjall" {
		t.Errorf("reason names %+v", name)
	}
	if l := Label(wound(0, 4), evs); l.ID != "thorgal.label.died" {
		t.Errorf("label %s", l.ID)
	}
	g.refuse(wound(1, 1), "thorgal.err.over")

	// Placing one: two wounds of 3 in a line of 5; after the first, the
	// second has no room, and the character dies as the first is placed.
	g = newGame(t, customSetup("#####"))
	g.do(Command{Kind: CmdWound, Char: 0, Size: 3, Count: 2})
	if g.s.Over() {
		t.Fatal("died too early")
	}
	evs = g.do(place(0, "I3", 0, false, 0, 1)) // leaves (0,0) and (0,4) apart
	if evs[len(evs)-1].Kind != EvDied || Outcome(g.s).Status != rules.Lost {
		t.Fatalf("events %+v", evs)
	}

	// The box's tiles decide: an L-shaped room of 3 takes a wound of 3 only
	// because the box holds the L3.
	g = newGame(t, customSetup("##/#."))
	g.do(wound(0, 3))
	if g.s.Over() || g.s.LargestFit(0) != 3 {
		t.Fatalf("over %v largest %d", g.s.Over(), g.s.LargestFit(0))
	}
}

func TestUnfulfilledEffects(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	// Spending what one has not is refused; losing it to an effect is not.
	// The wound is a Wound (Threat): Aaricia holds 1 (see unfulfilled_test.go).
	g.do(Command{Kind: CmdThreat, Char: 1, N: 1})
	g.refuse(Command{Kind: CmdGoods, Char: 1, Good: Ore, N: -1}, "thorgal.err.goods_short")
	evs := g.do(Command{Kind: CmdGoods, Char: 1, Good: Ore, N: -1, Penalty: true})
	if len(evs) != 1 || evs[0].Kind != EvWoundGained || evs[0].Size != 1 || evs[0].Cause != CauseUnfulfilled {
		t.Fatalf("events %+v", evs)
	}
	// Resolved as far as possible: 2 Gossip lost, then the wound.
	evs = g.do(Command{Kind: CmdGoods, Char: 1, Good: Gossip, N: -3, Penalty: true})
	if len(evs) != 2 || g.s.Chars[1].Goods.Gossip != 0 || len(g.s.Chars[1].Pending) != 2 {
		t.Fatalf("events %+v", evs)
	}
	g.do(Command{Kind: CmdGoods, Char: 1, Good: Magic, N: 3})
	g.do(Command{Kind: CmdGoods, Char: 1, Good: Magic, N: -2})
	if g.s.Chars[1].Goods.Magic != 1 {
		t.Errorf("magic %d", g.s.Chars[1].Goods.Magic)
	}
	g.refuse(Command{Kind: CmdGoods, Char: 1, Good: "silver", N: 1}, "thorgal.err.good")

	g.refuse(Command{Kind: CmdUnfulfilled}, "thorgal.err.no_character")
	g.refuse(Command{Kind: CmdUnfulfilled, Chars: []int{0, 0}}, "thorgal.err.character_twice")
	g.do(Command{Kind: CmdThreat, Char: 0, N: 1})
	evs = g.do(Command{Kind: CmdUnfulfilled, Chars: []int{0, 1}})
	if len(evs) != 2 || len(g.s.Chars[0].Pending) != 1 || len(g.s.Chars[1].Pending) != 3 {
		t.Fatalf("events %+v", evs)
	}
	if l := Label(Command{Kind: CmdUnfulfilled, Chars: []int{0, 1}}, evs); l.ID != "thorgal.label.unfulfilled_threat" || len(l.Args["List"].([]rules.Msg)) != 2 {
		t.Errorf("label %+v", l)
	}
}

func TestEnemyUpgradeAndDegrade(t *testing.T) {
	g := newGame(t, setup(3, Thorgal, Aaricia, Kriss))
	evs := g.do(Command{Kind: CmdUpgrade, Enemy: Moderate})
	if evs[0].EnemyTo != Major || len(evs) != 1 {
		t.Fatalf("events %+v", evs)
	}
	for i := range g.s.Chars {
		g.do(Command{Kind: CmdThreat, Char: i, N: i + 1})
	}
	evs = g.do(Command{Kind: CmdUpgrade, Enemy: Massive})
	if len(evs) != 4 {
		t.Fatalf("events %+v", evs)
	}
	for i, c := range g.s.Chars {
		if len(c.Pending) != 1 || c.Pending[0].Size != i+1 || c.Pending[0].Cause != CauseMassive {
			t.Errorf("character %d pending %+v", i, c.Pending)
		}
	}
	if l := Label(Command{Kind: CmdUpgrade, Enemy: Massive}, evs); l.ID != "thorgal.label.upgrade_massive_threat" {
		t.Errorf("label %s", l.ID)
	}
	before := encode(t, g.s)
	evs = g.do(Command{Kind: CmdDegrade, Enemy: Minor})
	if evs[0].EnemyTo != "" || encode(t, g.s) != before {
		t.Errorf("degrading a Minor changed something: %+v", evs)
	}
	g.refuse(Command{Kind: CmdUpgrade, Enemy: "mystical"}, "thorgal.err.enemy")
}

func TestExperienceAtSevenOwesTheBonus(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.do(Command{Kind: CmdExperience, Char: 0, Track: Combat, Count: 5})
	if g.s.Chars[0].Combat != 6 {
		t.Fatalf("combat %d", g.s.Chars[0].Combat)
	}
	g.refuse(Command{Kind: CmdBonusTaken, Char: 0, Track: Combat}, "thorgal.err.no_bonus")
	evs := g.do(Command{Kind: CmdExperience, Char: 0, Track: Combat, Count: 3})
	c := g.s.Chars[0]
	if c.Combat != MaxLevel || c.CombatBonus != 2 || c.JourneyBonus != 0 {
		t.Fatalf("combat %d bonus %d", c.Combat, c.CombatBonus)
	}
	if evs[1].Kind != EvBonusOwed || evs[2].Kind != EvBonusOwed {
		t.Errorf("events %+v", evs)
	}
	g.do(Command{Kind: CmdBonusTaken, Char: 0, Track: Combat})
	if g.s.Chars[0].CombatBonus != 1 {
		t.Errorf("bonus %d", g.s.Chars[0].CombatBonus)
	}
	g.do(Command{Kind: CmdExperience, Char: 0, Track: Journey})
	if g.s.Chars[0].Journey != 2 {
		t.Errorf("journey %d", g.s.Chars[0].Journey)
	}
	g.refuse(Command{Kind: CmdExperience, Char: 0, Track: "magic"}, "thorgal.err.track")
}

func TestSkillAndItems(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.refuse(Command{Kind: CmdSkill, Char: 0, Active: true}, "thorgal.err.skill_same")
	g.do(Command{Kind: CmdSkill, Char: 0})
	if g.s.Chars[0].Skill {
		t.Error("skill still active")
	}
	g.do(Command{Kind: CmdItemGain, Char: 0, Name: "Thorgal's bow"}) // own Item card
	g.start()
	card := g.s.Display[2]
	g.refuse(Command{Kind: CmdItemGain, Char: 1, Name: "x", Card: "99"}, "thorgal.err.not_in_display")
	g.refuse(Command{Kind: CmdItemGain, Char: 1, Card: card}, "thorgal.err.item_name")
	g.do(Command{Kind: CmdItemGain, Char: 1, Name: "Stone of the Vanir", Card: card})
	if g.s.Display[2] != "" || g.s.Chars[1].Items[0].Card != card {
		t.Fatalf("display %v items %+v", g.s.Display, g.s.Chars[1].Items)
	}
	g.do(Command{Kind: CmdRefill, Cards: nil})
	g.do(Command{Kind: CmdItemUse, Char: 1, Index: 0})
	if g.s.Decks[Items].DiscardCount(card) != 1 || len(g.s.Chars[1].Items) != 0 {
		t.Errorf("used item not discarded: %+v", g.s.Decks[Items])
	}
	g.do(Command{Kind: CmdItemUse, Char: 0, Index: 0})
	g.refuse(Command{Kind: CmdItemUse, Char: 0, Index: 0}, "thorgal.err.no_such_item")
	checkInvariants(t, g.s)
}

func TestStateJSONIsStable(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.do(wound(0, 3))
	g.do(place(0, "L3", 1, true, 0, 0))
	b := encode(t, g.s)
	var back State
	if err := json.Unmarshal([]byte(b), &back); err != nil {
		t.Fatal(err)
	}
	if encode(t, back) != b {
		t.Errorf("state changes through JSON:\n%s\n%s", b, encode(t, back))
	}
}
