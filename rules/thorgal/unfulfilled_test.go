package thorgal

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// The Unfulfilled effect's wound is a Wound (Threat). From the rulebook:
//   - UNFULFILLED EFFECTS (p. 11): once a negative effect is carried out as
//     far as it can be, every character it hit gains 1 Wound (Threat); only the
//     character named, if the effect names one.
//   - THREATS (p. 27), NOTE: a Wound (Threat) is a tile of any shape whose size
//     is the Threat the character holds.
//   - WOUNDS, Example C: told to gain 1 Wound (Threat) with 2 Threat, place 1
//     Wound of size 2.
//   - UPGRADING AND DEGRADING ENEMIES (p. 28): upgrading a Massive Enemy, "all
//     Characters resolve the Unfulfilled effect (gain 1 Wound)".
//
// With no Threat the size is 0, and no Wound tile has 0 squares (WOUNDS: "place
// the indicated Wound tile"; the tiles are of 1 to 5): the character places
// nothing. That is our reading, not a rulebook sentence; it is not a death,
// which the rulebook gives only for a tile that cannot be placed.

// Example C through the Unfulfilled effect: 2 Threat, a Wound of size 2; a
// single square does not answer it.
func TestUnfulfilledWoundExampleC(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.do(Command{Kind: CmdThreat, Char: 0, N: 2})
	evs := g.do(Command{Kind: CmdUnfulfilled, Chars: []int{0}})
	if len(evs) != 1 || evs[0].Kind != EvWoundGained || evs[0].Size != 2 || evs[0].Cause != CauseUnfulfilled {
		t.Fatalf("events %+v", evs)
	}
	if p := g.s.Chars[0].Pending; len(p) != 1 || p[0].Size != 2 || len(g.s.Chars[1].Pending) != 0 {
		t.Fatalf("pending %+v / %+v", p, g.s.Chars[1].Pending)
	}
	rulestest.Says(t, Label(Command{Kind: CmdUnfulfilled, Chars: []int{0}}, evs),
		"Unfulfilled effect, a Wound (Threat) for each character: Thorgal gains a Wound (2)",
		"Effet non rempli, une Blessure (Menace) pour chaque personnage\u00a0: Thorgal reçoit une Blessure (2)")
	o1 := g.s.Placements(0, "O1")[0]
	g.refuse(Command{Kind: CmdPlaceWound, Char: 0, Shape: "O1", Orient: o1.Orient, At: o1.At}, "thorgal.err.wrong_size")
	i2 := g.s.Placements(0, "I2")[0]
	g.do(Command{Kind: CmdPlaceWound, Char: 0, Shape: "I2", Orient: i2.Orient, At: i2.At})
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
}

// Goods an effect takes that are not there: what is held is lost, then the
// Wound (Threat) of the character the effect named.
func TestForcedGoodsLossWoundIsThreatSized(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.do(Command{Kind: CmdThreat, Char: 1, N: 3})
	evs := g.do(Command{Kind: CmdGoods, Char: 1, Good: Ore, N: -1, Penalty: true})
	if len(evs) != 1 || evs[0].Kind != EvWoundGained || evs[0].Size != 3 || evs[0].Char != 1 {
		t.Fatalf("events %+v", evs)
	}
	rulestest.Says(t, Label(Command{Kind: CmdGoods, Char: 1, Good: Ore, N: -1, Penalty: true}, evs),
		"Unfulfilled effect: Aaricia gains a Wound (3)",
		"Effet non rempli\u00a0: Aaricia reçoit une Blessure (3)")
	if len(g.s.Chars[0].Pending) != 0 {
		t.Fatal("the Wound went to a character the effect did not name")
	}
}

// A Massive Enemy upgraded: every character, each by the Threat they hold;
// the one with none places nothing, and the history says so.
func TestMassiveUpgradeWoundIsThreatSized(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.do(Command{Kind: CmdThreat, Char: 0, N: 4})
	evs := g.do(Command{Kind: CmdUpgrade, Enemy: Massive})
	if len(evs) != 3 || evs[1].Kind != EvWoundGained || evs[1].Size != 4 || evs[1].Cause != CauseMassive ||
		evs[2].Kind != EvWoundSpared || evs[2].Char != 1 {
		t.Fatalf("events %+v", evs)
	}
	if p := g.s.Chars[0].Pending; len(p) != 1 || p[0].Size != 4 {
		t.Fatalf("Thorgal pending %+v", p)
	}
	if p := g.s.Chars[1].Pending; len(p) != 0 || g.s.Over() {
		t.Fatalf("Aaricia pending %+v, over %v", p, g.s.Over())
	}
	rulestest.Says(t, Label(Command{Kind: CmdUpgrade, Enemy: Massive}, evs),
		"A Massive Enemy cannot be upgraded, a Wound (Threat) for each character: Thorgal gains a Wound (4), Aaricia holds no Threat and gains none",
		"Un Ennemi massif ne peut pas être renforcé, une Blessure (Menace) pour chaque personnage\u00a0: Thorgal reçoit une Blessure (4), Aaricia n'a pas de Menace et n'en reçoit aucune")
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
}

// No Threat, no tile: nothing to place, no death, and the history names the
// character; every other part of the state is as before.
func TestNoThreatPlacesNothing(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	before := encode(t, g.s)
	evs := g.do(Command{Kind: CmdUnfulfilled, Chars: []int{1}})
	if len(evs) != 1 || evs[0].Kind != EvWoundSpared || evs[0].Char != 1 || encode(t, g.s) != before {
		t.Fatalf("events %+v", evs)
	}
	rulestest.Says(t, Label(Command{Kind: CmdUnfulfilled, Chars: []int{1}}, evs),
		"Unfulfilled effect, a Wound (Threat) for each character: Aaricia holds no Threat and gains none",
		"Effet non rempli, une Blessure (Menace) pour chaque personnage\u00a0: Aaricia n'a pas de Menace et n'en reçoit aucune")
	evs = g.do(Command{Kind: CmdGoods, Char: 1, Good: Ore, N: -1, Penalty: true})
	if len(evs) != 1 || evs[0].Kind != EvWoundSpared {
		t.Fatalf("events %+v", evs)
	}
	rulestest.Says(t, Label(Command{Kind: CmdGoods, Char: 1, Good: Ore, N: -1, Penalty: true}, evs),
		"Unfulfilled effect: Aaricia holds no Threat, so the Wound (Threat) places nothing",
		"Effet non rempli\u00a0: Aaricia n'a pas de Menace, la Blessure (Menace) ne place donc rien")
	// A log claiming a character with Threat was spared is refused.
	g.do(Command{Kind: CmdThreat, Char: 1, N: 1})
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvWoundSpared, Char: 1, Cause: CauseUnfulfilled}), "spared with 1 Threat", "thorgal.err.event")
}

// The size counts: 5 Threat and an area of 3 squares, the Wound (Threat) of
// 5 cannot be placed and kills (a single square would have fitted).
func TestThreatSizedWoundCanKill(t *testing.T) {
	g := newGame(t, customSetup("###"))
	g.do(Command{Kind: CmdThreat, Char: 0, N: 5})
	if i, dies := Dies(g.s, Command{Kind: CmdUnfulfilled, Chars: []int{0}}); !dies || i != 0 {
		t.Fatal("a Wound (Threat) of 5 in an area of 3 not warned")
	}
	evs := g.do(Command{Kind: CmdUnfulfilled, Chars: []int{0}})
	if last := evs[len(evs)-1]; last.Kind != EvDied || last.Size != 5 || !g.s.Chars[0].Dead {
		t.Fatalf("events %+v", evs)
	}
}

// Logs written before: their wounds of 1 square stay what they were,
// whatever Threat the character held, so old sessions replay unchanged.
func TestOldUnfulfilledWoundStillReplays(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Aaricia))
	g.do(Command{Kind: CmdThreat, Char: 0, N: 3})
	old := Event{Kind: EvWoundGained, Char: 0, Size: 1, Cause: CauseUnfulfilled, Who: Thorgal}
	if err := Check(g.s, old); err != nil {
		t.Fatalf("an old 1-square wound refused: %v", err)
	}
	if p := Evolve(g.s, old).Chars[0].Pending; len(p) != 1 || p[0].Size != 1 {
		t.Fatalf("pending %+v", p)
	}
}
