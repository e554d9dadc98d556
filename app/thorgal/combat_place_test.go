package thorgal

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// testCard is an Enemy card's grid made up for the tests (rows top to
// bottom): two hearts, a Combat Experience, the special space, an Ore and a
// Heal.
//
//	h h x .
//	# ! o .
//	# # # e
const testCard = "hhx./#!o./###e"

// The dice roll I2 (yellow's 2nd face) and L3 (orange's 2nd face). Laid by
// hand, the best group is the L3 on both hearts and the square under the
// first, with the I2 upright on the Experience and the Ore: 2 of 2 ♥, 1
// Combat Experience, 1 Ore, the special space left alone.
func TestPlacementHelperProposesAndFills(t *testing.T) {
	learn := append(slices.Clone(combatValues), thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), testCard))
	e, sess := openCombat(t, kittest.PhoneSize, "", learn...)
	before := tstate(t, sess)
	tableRoll(e, 2, 2)
	g := fightGridOn(e)
	covered := map[polyomino.Cell]bool{}
	for _, tile := range g.tiles {
		for _, c := range tile.Cells() {
			covered[c] = true
		}
	}
	want := []polyomino.Cell{{R: 0, C: 0}, {R: 0, C: 1}, {R: 1, C: 0}, {R: 0, C: 2}, {R: 1, C: 2}}
	if len(covered) != len(want) || len(g.tiles) != 2 {
		t.Fatalf("proposed %+v", g.tiles)
	}
	for _, c := range want {
		if !covered[c] {
			t.Fatalf("proposed %+v: %v not covered", g.tiles, c)
		}
	}
	e.MustShow("Proposed: covers 2 of 2 ♥ and 1 Combat Experience, 1 Ore; the special spaces avoided.")
	e.Tap("Use this placement")
	for name, v := range map[string]string{"♥ on the card, from its learned grid": "2", "♥ covered": "2", "Combat Experience spaces": "1", "Ore": "1", "Source spaces of your Area": "0"} {
		if got := counterValue(e, name); got != v {
			t.Errorf("%s: %s, want %s", name, got, v)
		}
	}
	e.MustShow("Won: every ♥ is covered.")
	e.Tap("Resolve the Combat")

	// The same Combat counted by hand: the same events.
	hand := thorgal.Command{Kind: thorgal.CmdCombat, Dice: []thorgal.CombatDie{{Die: 1, Face: 2}, {Die: 2, Face: 2}},
		Tiles: []string{"I2", "L3"}, Hearts: 2, Total: 2, Cover: thorgal.Covered{Combat: 1, Goods: thorgal.Goods{Ore: 1}}}
	sameEvents(t, e, sess, before, hand)
}

// Special spaces covered give each card's special effect once per space
// (Threat, a Wound tile, a Good discarded), and a die to roll is said in
// words; the heart on either side of the special space forces it.
func TestPlacementHelperSpecialSpaces(t *testing.T) {
	learn := append(slices.Clone(combatValues),
		thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), "h!h/#.#"),
		thorgal.Learn(thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:1,wound:I2,discard:ore,die:2"))
	e, sess := openCombat(t, kittest.PhoneSize, "fr", learn...)
	before := tstate(t, sess)
	tableRoll(e, 2, 2)
	e.MustShow("Proposé\u00a0: recouvre 2 ♥ sur 2\u00a0; 1 case spéciale recouverte.")
	e.Tap("Utiliser ce placement")
	for name, v := range map[string]string{"♥ recouverts": "2", "Menaces gagnées": "1", "Minerai": "1"} {
		if got := counterValue(e, name); got != v {
			t.Errorf("%s: %s, want %s", name, got, v)
		}
	}
	e.MustShow("Une case spéciale recouverte\u00a0: lancez orange une fois")
	e.Tap("Résoudre le combat")
	hand := thorgal.Command{Kind: thorgal.CmdCombat, Dice: []thorgal.CombatDie{{Die: 1, Face: 2}, {Die: 2, Face: 2}},
		Tiles: []string{"I2", "L3"}, Hearts: 2, Total: 2,
		Cover: thorgal.Covered{Special: thorgal.Special{Threat: 1, Wounds: []string{"I2"}, Discard: thorgal.Goods{Ore: 1}}}}
	sameEvents(t, e, sess, before, hand)
}

// Merged Enemies: two cards side by side as one grid, each with its own
// special effect, resolved once per special space of that card covered.
// The roll (I2 and I3) fills the one row: 2 special spaces of the first
// card, 1 of the second.
func TestPlacementHelperMergedCards(t *testing.T) {
	learn := append(slices.Clone(combatValues),
		thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), "h!!"),
		thorgal.Learn(thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:1,wound:O1"),
		thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "05"), "!h"),
		thorgal.Learn(thorgal.EnemySpecialKey(thorgal.Moderate, "05"), "discard:gossip"))
	e, sess := openThorgal(t, kittest.PhoneSize, "", append(learn,
		thorgal.Command{Kind: thorgal.CmdFight, Char: 0, Enemy: thorgal.Moderate, Cards: []string{"04", "05"}})...)
	e.TapPrefix("Resolve the Combat")
	before := tstate(t, sess)
	tableRoll(e, 2, 4)
	if g := fightGridOn(e); g.grid.Cols() != 5 || !slices.Equal(g.seams, []int{3}) {
		t.Fatalf("merged grid %d columns, seams %v", g.grid.Cols(), g.seams)
	}
	e.MustShow("Proposed: covers 2 of 2 ♥; 3 special spaces covered.")
	e.Tap("Use this placement")
	e.Tap("Resolve the Combat")
	hand := thorgal.Command{Kind: thorgal.CmdCombat, Dice: []thorgal.CombatDie{{Die: 1, Face: 2}, {Die: 2, Face: 4}},
		Tiles: []string{"I2", "I3"}, Hearts: 2, Total: 2,
		Cover: thorgal.Covered{Special: thorgal.Special{Threat: 2, Wounds: []string{"O1", "O1"}, Discard: thorgal.Goods{Gossip: 1}}}}
	sameEvents(t, e, sess, before, hand)
}

// By hand: the tile chosen lies on the square tapped; a tile apart from
// the group, one over another and one off the card are refused in words
// (Use stays off), then a good group fills the counters with what it
// covers, the Heal left to the player.
func TestPlacementByHand(t *testing.T) {
	learn := append(slices.Clone(combatValues),
		thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), testCard),
		thorgal.Learn(thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:1"))
	e, _ := openCombat(t, kittest.PhoneSize, "", learn...)
	tableRoll(e, 2, 2)
	e.Tap("By hand")
	e.MustShow("2 tiles still to lay.")
	g := fightGridOn(e)
	g.TapSquare(2, 3) // tile 1, I2, along the bottom row: alone, it is fine
	e.MustShow("1 tile still to lay.")
	g.TapSquare(0, 0) // tile 2, L3, in the top corner: apart
	say := "Tile 2 is apart from the group: every tile must join the others edge to edge."
	e.MustShow(say)
	if !enabled(e, "Use this placement", false) {
		t.Error("a group apart can be used")
	}
	// Turned a quarter (its squares at the top left and below the second),
	// tile 2 over tile 1: every way of covering that square overlaps it.
	e.Tap("Turn")
	g.TapSquare(2, 2)
	e.MustShow("Tile 2 covers another tile: tiles may not overlap.")
	tapHandTile(e, 0)
	g.TapSquare(0, 3) // tile 1 on a square that is no space
	e.MustShow("Tile 1 leaves the card's grid: every square must lie on a space.")
	g.TapSquare(2, 3) // tile 1 back along the bottom row, on the Heal
	tapHandTile(e, 1)
	g.TapSquare(1, 2) // tile 2 joined to it: a heart, the Experience, the Ore
	e.MustShow("One group: every tile on the card and joined to the others. It covers 1 of 2 ♥.")
	e.Tap("Use this placement")
	for name, v := range map[string]string{"♥ on the card, from its learned grid": "2", "♥ covered": "1", "Combat Experience spaces": "1", "Ore": "1"} {
		if got := counterValue(e, name); got != v {
			t.Errorf("%s: %s, want %s", name, got, v)
		}
	}
	e.MustShow("The tiles cover 1 Heal space: tap the wound tile it discards.")
}

// The same refusal in French.
func TestPlacementByHandFrench(t *testing.T) {
	learn := append(slices.Clone(combatValues), thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), testCard))
	e, _ := openCombat(t, kittest.PhoneSize, "fr", learn...)
	tableRoll(e, 2, 2)
	e.Tap("À la main")
	g := fightGridOn(e)
	g.TapSquare(2, 3)
	g.TapSquare(0, 0)
	e.MustShow("La tuile 2 est à l'écart du groupe\u00a0: chaque tuile doit toucher les autres par un côté.")
}

// Without the card's grid the section offers to learn it, and asks for it.
func TestPlacementHelperTeachesTheGrid(t *testing.T) {
	e, _ := openCombat(t, kittest.PhoneSize, "", combatValues...)
	if e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*fightGrid); return ok }) != nil {
		t.Fatal("a grid drawn without the card's grid known")
	}
	n := len(e.W.Canvas().Overlays().List())
	e.Tap("Teach this card's grid")
	if len(e.W.Canvas().Overlays().List()) != n+1 {
		t.Fatal("no question for the card's grid")
	}
}

// fightGridOn is the Enemy card's grid in the Combat sheet.
func fightGridOn(e *kittest.Env) *fightGrid {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*fightGrid); return ok })
	if o == nil {
		e.T.Fatalf("no card grid; texts %q", e.Texts())
	}
	return o.(*fightGrid)
}

// tapHandTile chooses the n-th tile to lay by hand.
func tapHandTile(e *kittest.Env, n int) {
	e.T.Helper()
	var found []*shapeButton
	for _, sb := range shapesIn(fightGridOn(e).sheetRoot(e)) {
		if strings.HasPrefix(sb.Text(), "Tile ") {
			found = append(found, sb)
		}
	}
	tapNthShape(e, found, n, "tiles to lay by hand")
}

// sheetRoot is the dialog on top, where the grid is.
func (g *fightGrid) sheetRoot(e *kittest.Env) fyne.CanvasObject {
	ov := e.W.Canvas().Overlays().List()
	return ov[len(ov)-1]
}

// counterValue is the value the first counter labelled name shows, dialogs
// first.
func counterValue(e *kittest.Env, name string) string {
	e.T.Helper()
	var num *widget.Label
	for _, r := range e.Roots() {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
			c, ok := o.(*fyne.Container)
			if !ok {
				return false
			}
			named := false
			for _, x := range c.Objects {
				if l, ok := x.(*kit.Label); ok && l.Text == name {
					named = true
				}
			}
			if !named {
				return false
			}
			kittest.Walk(c, func(x fyne.CanvasObject) bool {
				if l, ok := x.(*widget.Label); ok && l.TextStyle.Bold && l.Text != "" && strings.Trim(l.Text, "0123456789") == "" {
					num = l
					return true
				}
				return false
			})
			return num != nil
		})
		if num != nil {
			return num.Text
		}
	}
	e.T.Fatalf("no counter %q", name)
	return ""
}

// sameEvents checks that the last action recorded the events the command
// counted by hand gives from the state before it.
func sameEvents(t *testing.T, e *kittest.Env, sess *tracker.Session, before thorgal.State, hand thorgal.Command) {
	t.Helper()
	want, err := thorgal.Decide(before, hand, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	got := lastEvents(t, e, sess, len(want))
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want)
	if string(gj) != string(wj) {
		t.Fatalf("recorded\n%s\nby hand\n%s", gj, wj)
	}
}

// At the largest text size, in both languages, the Combat sheet fits a
// phone with the dice rolled, the placement proposed and laid by hand: rows
// of tools fold, words wrap, nothing widens the sheet.
func TestCombatSheetFitsPhoneAtLargestText(t *testing.T) {
	grid := thorgal.Learn(thorgal.EnemyGridKey(thorgal.Moderate, "04"), testCard)
	open := func(learn []thorgal.Command, more ...string) func(e *kittest.Env) {
		return kittest.Then(kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) {
			sess, err := seed.ThorgalSession(s, "Fit")
			if err != nil {
				return nil, err
			}
			for _, c := range append(slices.Clone(learn), fightModerate4) {
				if err := sess.Do(c); err != nil {
					return nil, err
				}
			}
			return sess, nil
		}), func(e *kittest.Env) {
			e.TapPrefix(e.U.Loc.T("app.thorgal.combat_resolve"))
			for _, id := range more {
				if id == "app.thorgal.dice_roll" {
					tableRoll(e, 1, 1) // the same faces every run
					continue
				}
				e.Tap(e.U.Loc.T(id))
			}
		})
	}
	known := append(slices.Clone(combatValues), grid)
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "combat, nothing known", Open: open(nil)},
		{Name: "combat, no grid known", Open: open(combatValues, "app.thorgal.dice_roll")},
		{Name: "combat before the roll", Open: open(known)},
		{Name: "combat rolled and placed", Open: open(known, "app.thorgal.dice_roll")},
		{Name: "combat placed by hand", Open: open(known, "app.thorgal.dice_roll", "app.thorgal.place_hand")},
		{Name: "combat add a die", Open: open(known, "app.thorgal.dice_add")},
		{Name: "combat upgrade a die", Open: open(known, "app.thorgal.dice_upgrade")},
		{Name: "combat faces", Open: open(known, "app.thorgal.dice_table")},
	})
}

// The proposal says how far it is proven: nothing when exact; the hearts
// proven and the rest the best found when only the tie-break was cut short;
// the best found when the hearts were not proven either.
func TestPlacementReasonSaysWhatIsProven(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	g, err := thorgal.ParseEnemyGrid("hh")
	if err != nil {
		t.Fatal(err)
	}
	p := placement{total: 2}
	p.covered[thorgal.SpaceHeart] = 2
	for _, c := range []struct {
		sol         polyomino.Solution
		want, never string
	}{
		{polyomino.Solution{HeartsExact: true, Exact: true}, "", "best found"},
		{polyomino.Solution{HeartsExact: true}, "no placement covers more ♥; among those, the best found", ""},
		{polyomino.Solution{}, "the best found in the time given", "no placement covers more"},
	} {
		h := &placeHelper{b: &thorgalBoard{u: e.U}, tiles: []string{"I2"}, sol: c.sol}
		got := h.reason(g, p)
		if !strings.Contains(got, c.want) || c.never != "" && strings.Contains(got, c.never) {
			t.Errorf("%+v: %q", c.sol, got)
		}
	}
}
