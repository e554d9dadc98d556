package thorgal

import (
	"errors"
	"maps"
	"slices"
	"testing"

	"skald/rules"
)

func TestNewBuildsTheTable(t *testing.T) {
	s := newState(t, setup(3, Thorgal, Aaricia, Jolan))
	if s.Phase != PhaseSetup || s.RoundNumber() != 1 || s.Round.Len != 6 || s.First != 0 {
		t.Errorf("phase %s round %d/%d first %d", s.Phase, s.RoundNumber(), s.Round.Len, s.First)
	}
	if !slices.Equal(s.Row, []int{3, 8, 15, 22, 30}) {
		t.Errorf("row %v", s.Row)
	}
	for _, c := range s.Chips {
		if c.Slot != -1 || !c.Active {
			t.Errorf("chip %+v, want beside the row and active", c)
		}
	}
	want := map[string]int{Mountain: 10, Village: 10, Minor: 10, Moderate: 10, Major: 8, Massive: 2, Discovery: 10, Terrain: 15, Items: 30}
	if len(s.Decks) != len(want) {
		t.Errorf("decks %v", slices.Sorted(maps.Keys(s.Decks)))
	}
	for d, n := range want {
		if s.Decks[d].Size() != n {
			t.Errorf("%s: %d cards, want %d", d, s.Decks[d].Size(), n)
		}
	}
	if !slices.Equal(s.Tiles, []string{"O1", "I2", "I3", "L3", "I4", "L4", "T4", "P5", "X5"}) {
		t.Errorf("tiles %v", s.Tiles)
	}
	c := s.Chars[1]
	if c.ID != Aaricia || c.Combat != 1 || c.Journey != 1 || !c.Skill || c.Goods.Gossip != 2 || c.Goods.Material != 1 || c.Area.Size() != 17 {
		t.Errorf("character %+v", c)
	}
}

func TestNewAsksEveryPrintedValue(t *testing.T) {
	su := setup(1, Kriss, Jolan)
	all := profile()
	missing := Missing(su, map[string]string{})
	if len(missing) != 10 {
		t.Fatalf("missing %v", missing)
	}
	known := map[string]string{}
	for _, key := range missing {
		_, err := New(su, known)
		var need *rules.NeedPrinted
		if !errors.As(err, &need) || need.Key != key {
			t.Fatalf("New asked %v, want %s", err, key)
		}
		if _, ok := specs.Spec(key); !ok {
			t.Fatalf("%s is not in Printed()", key)
		}
		known[key] = all[key]
	}
	if _, err := New(su, known); err != nil {
		t.Fatalf("all known: %v", err)
	}
	if len(Missing(su, known)) != 0 {
		t.Error("Missing still lists keys")
	}
}

func TestNewRefusals(t *testing.T) {
	bad := profile()
	bad[characterKey(Thorgal, "area")] = "#?#"
	custom := Sheet{Name: "Frozen Fjord", Rounds: 7, Left: Sea, Right: Sea, Requirement: "a Fleet card is out", Row: []int{1, 2, 3, 4}}
	cases := []struct {
		name    string
		s       Setup
		printed map[string]string
		id      string
	}{
		{"no players", setup(0), profile(), "thorgal.err.players"},
		{"five players", setup(5), profile(), "thorgal.err.players"},
		{"solo needs two characters", setup(1, Thorgal), profile(), "thorgal.err.character_count"},
		{"three players, two characters", setup(3, Thorgal, Jolan), profile(), "thorgal.err.character_count"},
		{"twice the same", setup(2, Jolan, Jolan), profile(), "thorgal.err.character_twice"},
		{"unknown character", setup(2, Jolan, "tjall"), profile(), "thorgal.err.character_unknown"},
		{"bad profile area", setup(2, Thorgal, Jolan), bad, "thorgal.err.printed"},
		{"unknown adventure", Setup{Adventure: "x", Players: 2, Characters: []Seat{{Character: Thorgal}, {Character: Jolan}}}, profile(), "thorgal.err.adventure_unknown"},
		{"custom adventure, same deck twice", Setup{Adventure: CustomAdventure, Custom: &custom, Players: 2, Characters: []Seat{{Character: Thorgal}, {Character: Jolan}}}, profile(), "thorgal.err.decks_same"},
		{"custom character without name", Setup{Adventure: BloodLily, Players: 2, Characters: []Seat{{Character: Thorgal}, {Character: CustomCharacter, Area: "##", Goods: "0,0,0,0,0,0"}}}, profile(), "thorgal.err.custom_name"},
		{"custom character, bad goods", Setup{Adventure: BloodLily, Players: 2, Characters: []Seat{{Character: Thorgal}, {Character: CustomCharacter, Name: "Tjall", Area: "##", Goods: "0,0"}}}, profile(), "thorgal.err.goods_encoding"},
	}
	for _, c := range cases {
		_, err := New(c.s, c.printed)
		var ref *rules.Refusal
		if !errors.As(err, &ref) || ref.Msg.ID != c.id {
			t.Errorf("%s: %v, want %s", c.name, err, c.id)
		}
	}
}

func TestCustomAdventureAndCharacter(t *testing.T) {
	sh := &Sheet{Name: "Frozen Fjord", Rounds: 7, Left: Sea, Right: MagicDeck, Requirement: "a Fleet card is out", Row: []int{1, 2, 2, 9}}
	su := Setup{Adventure: CustomAdventure, Custom: sh, Players: 2, Characters: []Seat{
		{Character: CustomCharacter, Name: "Tjall", Area: "###/###", Goods: "0,1,0,1,0,0"},
		{Character: Thorgal},
	}}
	s, err := New(su, profile())
	if err != nil {
		t.Fatal(err)
	}
	if s.Round.Len != 7 || s.Decks[Sea].Size() != 10 || s.Decks[MagicDeck].Size() != 10 {
		t.Errorf("sheet not used: %+v", s.Sheet)
	}
	if _, ok := s.Decks[Mountain]; ok {
		t.Error("an unused Event deck is on the table")
	}
	if s.Chars[0].Name != "Tjall" || s.Chars[0].Area.Size() != 6 || s.Chars[0].Goods.Ore != 1 {
		t.Errorf("custom character %+v", s.Chars[0])
	}
	sh.Row[0] = 5 // the setup is the caller's: the state must not share it
	if s.Row[0] != 1 {
		t.Error("state shares the setup's row")
	}
}

func TestPrintedEncodings(t *testing.T) {
	good := map[string]string{
		TilesKey:                               "T4,P5",
		adventureKey(BloodLily, "row"):         " 1, 4,4 ,20",
		characterKey(Jolan, "area"):            ".##/###/##",
		characterKey(Jolan, "goods"):           "0,0,0,0,0,20",
		adventureKey(BloodLily, "rounds"):      "12",
		adventureKey(BloodLily, "left"):        Warrior,
		EventKey(Survival, "07"):               EffectOther,
		adventureKey(BloodLily, "requirement"): "anything the sheet says",
		adventureKey(BloodLily, "special"):     "3, 5",
		adventureKey(TorkansTemple, "special"): "0",
	}
	for k, v := range good {
		if !ValidPrinted(k, v) {
			t.Errorf("%s = %q refused", k, v)
		}
	}
	bad := map[string]string{
		TilesKey:                               "T4,T4,P5",
		adventureKey(BloodLily, "row"):         "4,1",
		adventureKey(TorkansTemple, "row"):     "5",
		characterKey(Jolan, "area"):            "#########",
		characterKey(Jolan, "goods"):           "0,0,0,0,0,21",
		adventureKey(BloodLily, "rounds"):      "0",
		adventureKey(BloodLily, "left"):        "forest",
		EventKey(Survival, "11"):               EffectFirst,
		"thorgal.nothing":                      "1",
		adventureKey(TorkansTemple, "special"): "5,3",
		adventureKey(BloodLily, "special"):     "31",
	}
	for k, v := range bad {
		if ValidPrinted(k, v) {
			t.Errorf("%s = %q accepted", k, v)
		}
	}
	if _, err := ParseTiles("I4"); err == nil {
		t.Error("a box without pentomino accepted")
	}
	if _, err := ParseTiles("I4,Q5"); err == nil {
		t.Error("unknown tile accepted")
	}
	if len(Printed()) != 1+6*2+2*4+60+7*6+4*3+MaxLevel+ // + the Journey track's levels
		3*DeckSize(Terrain)+ // + each Terrain card's grid and coloured spaces
		2*DiceRanks+MaxLevel+2*(10+10+8+2) { // + the Combat dice, dial and Enemy cards
		t.Errorf("%d printed specs", len(Printed()))
	}
}
