package thorgal

import (
	"errors"
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/polyomino"
)

// The Combat values are in Printed, each key once, all text, and New never
// asks for them: a table that does not want the helper is never asked.
func TestCombatPrintedSpecs(t *testing.T) {
	keys := map[string]bool{}
	for _, p := range Printed() {
		if keys[p.Key] {
			t.Fatalf("%s twice", p.Key)
		}
		keys[p.Key] = true
	}
	want := []string{DieNameKey(1), DieFacesKey(4), DialKey(1), DialKey(MaxLevel),
		EnemyGridKey(Minor, "01"), EnemySpecialKey(Massive, "02"), EnemyGridKey(Major, "08")}
	for _, k := range want {
		spec, ok := specs.Spec(k)
		if !ok || spec.Kind != rules.PrintedText || spec.Prompt.ID == "" {
			t.Errorf("%s: spec %+v, %v", k, spec, ok)
		}
	}
	for _, k := range []string{DieNameKey(0), DieFacesKey(5), DialKey(8), EnemyGridKey(Major, "09"),
		EnemyGridKey(Mystical, "01"), EnemyGridKey(Mountain, "01")} {
		if _, ok := specs.Spec(k); ok {
			t.Errorf("%s is asked", k)
		}
	}
	su := setup(1, Kriss, Jolan)
	for _, k := range Missing(su, map[string]string{}) {
		if isCombatKey(k) {
			t.Errorf("New asks %s", k)
		}
	}
	if _, err := New(su, profile()); err != nil {
		t.Fatalf("New without the Combat values: %v", err)
	}
}

func TestCombatPrintedValues(t *testing.T) {
	good := map[string]string{
		DieNameKey(1):                      "yellow",
		DieFacesKey(1):                     "O1/I2, I2/L3, I2, I3, L3, T4",
		DieFacesKey(4):                     "I2/P5,L3/X5,T4,L4,S4,P5",
		DialKey(1):                         "1",
		DialKey(7):                         "4,3,3",
		EnemyGridKey(Minor, "01"):          "h#/#h",
		EnemyGridKey(Massive, "02"):        "#hxjsmog/apfed!..",
		EnemySpecialKey(Minor, "03"):       "threat:1",
		EnemySpecialKey(Moderate, "10"):    "wound:L3, discard:ore, die:4, threat:2",
		adventureKey(BloodLily, "special"): "3,5", // the Round track's own .special still reads rounds
	}
	for k, v := range good {
		if !ValidPrinted(k, v) {
			t.Errorf("%s = %q refused", k, v)
		}
	}
	bad := [][2]string{
		{DieNameKey(2), "   "},
		{DieFacesKey(1), "O1,I2,I2,I3,L3"},          // five faces
		{DieFacesKey(2), "O1,I2,I2,I3,L3,T4,T4"},    // seven
		{DieFacesKey(3), "O1,I2,I2,I3,L3,Q9"},       // unknown tile
		{DieFacesKey(4), "I2/O1,I2,I2,I3,L3,T4"},    // critical smaller
		{DieFacesKey(4), "I2/L3/P5,I2,I2,I3,L3,T4"}, // two slashes
		{DialKey(2), ""},
		{DialKey(3), "5"},
		{DialKey(4), "1,1,1,1,1,1,1,1,1,1"}, // more dice than a roll holds
		{DialKey(5), "two"},
		{EnemyGridKey(Minor, "01"), "####/####"}, // no heart
		{EnemyGridKey(Minor, "02"), "h########"}, // 9 columns
		{EnemyGridKey(Minor, "03"), "h/#/#/#/#/#/#/#/#"},
		{EnemyGridKey(Minor, "04"), "hz"},
		{EnemySpecialKey(Minor, "01"), "threat:0"},
		{EnemySpecialKey(Minor, "02"), "wound:Q9"},
		{EnemySpecialKey(Minor, "03"), "discard:gold"},
		{EnemySpecialKey(Minor, "04"), "die:5"},
		{EnemySpecialKey(Minor, "05"), "heal:1"},
		{EnemySpecialKey(Minor, "06"), "threat"},
		{EnemySpecialKey(Minor, "07"), "threat:1,threat:1,threat:1,threat:1,threat:1,threat:1,threat:1"},
		{adventureKey(BloodLily, "special"), "threat:1"},
	}
	for _, kv := range bad {
		if ValidPrinted(kv[0], kv[1]) {
			t.Errorf("%s = %q accepted", kv[0], kv[1])
		}
	}
}

// The table teaches the values through the real command, and the helper
// reads them back: dice, dial, grids and special effects.
func TestCombatPrintedLearned(t *testing.T) {
	g := newGame(t, setup(1, Kriss, Jolan))
	g.learn(DieNameKey(2), " orange ")
	g.learn(DieFacesKey(2), "O1/I2,I2/L3,I2,I3,L3,T4")
	g.learn(DialKey(3), "3,2")
	g.learn(EnemyGridKey(Moderate, "04"), "h#x/#h!/.e.")
	g.learn(EnemyGridKey(Major, "01"), "hh/##")
	g.learn(EnemySpecialKey(Moderate, "04"), "threat:2,wound:I2")
	g.refuse(Learn(DieFacesKey(3), "O1,I2"), "thorgal.err.printed")
	g.refuse(Learn(EnemySpecialKey(Moderate, "04"), "nothing"), "thorgal.err.printed")

	p := g.s.Printed
	if n, ok := DieName(p, 2); !ok || n != "orange" {
		t.Errorf("die name %q %v", n, ok)
	}
	if _, ok := DieName(p, 1); ok {
		t.Error("unknown die named")
	}
	faces, ok := DieFacesOf(p, 2)
	if !ok || faces[0] != (DieFace{White: "O1", Critical: "I2"}) || faces[5] != (DieFace{White: "T4"}) {
		t.Errorf("faces %+v %v", faces, ok)
	}
	if d, ok := DialDice(p, 3); !ok || !slices.Equal(d, []int{2, 3}) {
		t.Errorf("dial %v %v", d, ok)
	}
	if _, ok := DialDice(p, 4); ok {
		t.Error("unknown dial level read")
	}
	grid, ok := EnemyGrid(p, Moderate, "04")
	if !ok || grid.Rows() != 3 || grid.Cols() != 3 || grid.Size() != 7 || grid.Count(SpaceHeart) != 2 {
		t.Fatalf("grid %q %v", FormatEnemyGrid(grid), ok)
	}
	for c, want := range map[polyomino.Cell]int{{R: 0, C: 2}: SpaceCombatXP, {R: 1, C: 2}: SpaceSpecial, {R: 2, C: 1}: SpaceHeal} {
		if k, ok := grid.Kind(c); !ok || k != want {
			t.Errorf("kind at %v: %d %v, want %d", c, k, ok, want)
		}
	}
	if grid.Has(polyomino.Cell{R: 2, C: 0}) {
		t.Error("a gap is a space")
	}
	if FormatEnemyGrid(grid) != "h#x/#h!/.e." {
		t.Errorf("format %q", FormatEnemyGrid(grid))
	}
	sp, ok := EnemySpecial(p, Moderate, "04")
	if !ok || !slices.Equal(sp, []SpecialPart{{Kind: SpecialThreat, Threat: 2}, {Kind: SpecialWound, Tile: "I2"}}) {
		t.Errorf("special %+v %v", sp, ok)
	}
	if _, ok := EnemySpecial(p, Minor, "01"); ok {
		t.Error("unknown special read")
	}
	// The history says what was learned, with the question asked.
	l := Label(Learn(DialKey(3), "3,2"), g.evs[2:3])
	if l.ID != "thorgal.label.learned" {
		t.Errorf("label %+v", l)
	}
	if s := g.replay(); s.Printed[EnemySpecialKey(Moderate, "04")] != "threat:2,wound:I2" {
		t.Error("replay lost a learned value")
	}
}

func TestRolledTiles(t *testing.T) {
	p := map[string]string{
		DieFacesKey(1): "O1/I2,O1/L3,I2,I2,I3,L3",
		DieFacesKey(3): "I2/T4,L3/P5,T4,L4,S4,I4",
	}
	tiles, need := RolledTiles(p, []CombatDie{
		{Die: 1, Face: 1},             // white only
		{Die: 1, Face: 2, Crit: true}, // critical: the larger tile
		{Die: 3, Face: 3, Crit: true}, // no black squares: the white tile all the same
		{Die: 3, Face: 6},
	})
	if need != "" || !slices.Equal(tiles, []string{"O1", "L3", "T4", "I4"}) {
		t.Errorf("tiles %v, need %q", tiles, need)
	}
	if tiles, need := RolledTiles(p, []CombatDie{{Die: 1, Face: 3}, {Die: 2, Face: 1}}); tiles != nil || need != DieFacesKey(2) {
		t.Errorf("unknown die: %v, need %q", tiles, need)
	}
	if tiles, _ := RolledTiles(p, []CombatDie{{Die: 1, Face: 7}, {Die: 0, Face: 1}}); len(tiles) != 0 {
		t.Errorf("faces out of range gave %v", tiles)
	}
}

// A Merged Enemies group is its cards side by side in the order drawn; the
// helper then proposes a group across them.
func TestFightGridMergedAndBestGroup(t *testing.T) {
	p := map[string]string{
		EnemyGridKey(Minor, "02"): "h#/#x",
		EnemyGridKey(Major, "05"): "#h!/hhe",
	}
	f := Fight{Enemy: Minor, Cards: []string{"02", "05"}, Decks: []string{Minor, Major}}
	g, need := FightGrid(p, f)
	if need != "" || FormatEnemyGrid(g) != "h##h!/#xhhe" {
		t.Fatalf("merged %q, need %q", FormatEnemyGrid(g), need)
	}
	if _, need := FightGrid(p, Fight{Enemy: Minor, Cards: []string{"02", "03"}}); need != EnemyGridKey(Minor, "03") {
		t.Errorf("missing card: need %q", need)
	}
	if g, need := FightGrid(p, Fight{Enemy: Mystical}); need != "" || g.Size() != 0 {
		t.Errorf("no card: %q %q", FormatEnemyGrid(g), need)
	}
	// An I2 and an L3 cannot reach the far heart as well: three hearts, on
	// the second card, then the Experience across the seam rather than the
	// heal, which only an I2 over the special space would reach.
	sol := polyomino.BestGroup(g, []string{"I2", "L3"}, PlacementScore)
	if err := polyomino.CheckGroup(g, sol.Tiles); err != nil || !sol.Exact {
		t.Fatalf("group %v: %v", sol.Tiles, err)
	}
	if sol.Covered[SpaceHeart] != 3 || sol.Covered[SpaceCombatXP] != 1 || sol.Covered[SpaceSpecial] != 0 || g.Count(SpaceHeart) != 4 {
		t.Errorf("covered %v", sol.Covered[:spaceKinds])
	}
}

func TestSpaceKinds(t *testing.T) {
	if len(spaceSymbols) != spaceKinds {
		t.Fatalf("%d symbols for %d kinds", len(spaceSymbols), spaceKinds)
	}
	for k := range spaceKinds {
		if got, ok := spaceKind(SpaceSymbol(k)); !ok || got != k {
			t.Errorf("kind %d round trip: %d %v", k, got, ok)
		}
	}
	for k, want := range map[int]string{SpaceMaterial: Material, SpaceMagic: Magic, SpaceFate: Fate} {
		if g, ok := SpaceGood(k); !ok || g != want {
			t.Errorf("SpaceGood(%d) = %q %v", k, g, ok)
		}
	}
	if _, ok := SpaceGood(SpaceHeart); ok {
		t.Error("a heart gives a Good")
	}
	if PlacementScore(SpaceHeart).Hearts != 1 || PlacementScore(SpaceSpecial).Weight >= 0 || PlacementScore(SpaceOre).Weight <= 0 {
		t.Error("default worth")
	}
	var r *rules.Refusal
	if _, err := ParseEnemyGrid("##"); !errors.As(err, &r) || r.Msg.ID != "thorgal.err.enemy_grid" {
		t.Errorf("refusal %v", err)
	}
	if _, err := ParseDial("9"); !errors.As(err, &r) || r.Msg.ID != "thorgal.err.dial" {
		t.Errorf("refusal %v", err)
	}
	// An editor says why, key by key.
	for k, id := range map[string]string{
		DieNameKey(1):                "thorgal.err.die_name",
		DieFacesKey(1):               "thorgal.err.die_faces",
		DialKey(1):                   "thorgal.err.dial",
		EnemyGridKey(Minor, "01"):    "thorgal.err.enemy_grid",
		EnemySpecialKey(Minor, "01"): "thorgal.err.enemy_special",
	} {
		if err := CheckCombatPrinted(k, " "); !errors.As(err, &r) || r.Msg.ID != id {
			t.Errorf("%s: %v, want %s", k, err, id)
		}
	}
}
