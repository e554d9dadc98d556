package dice

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"
)

func TestRollScripted(t *testing.T) {
	dice := []Die{white, black, D6()}
	got := Roll(dice, &script{Vals: []int{5, 4, 2}})
	if want := []string{"voyage", "goddess", "3"}; !slices.Equal(got, want) {
		t.Fatalf("Roll = %q, want %q", got, want)
	}
	if got := Roll(nil, &script{}); len(got) != 0 {
		t.Fatalf("Roll(nil) = %q", got)
	}
	if got := Roll([]Die{{}}, &script{}); !slices.Equal(got, []string{""}) {
		t.Fatalf("faceless die rolled %q, want a blank face", got)
	}
}

// Feeding every IntN value once must show each side once: a weighted face shows
// as often as it is printed.
func TestRollCoversEverySide(t *testing.T) {
	got := map[string]int{}
	for i := range 3 {
		got[Roll([]Die{weighted}, &script{Vals: []int{i}})[0]]++
	}
	if want := map[string]int{"hit": 2, "miss": 1}; !maps.Equal(got, want) {
		t.Fatalf("faces over every side = %v, want %v", got, want)
	}
}

func TestRollSeededIsDeterministic(t *testing.T) {
	dice := append(Many(5, white), black)
	a, b := seeded(9), seeded(9)
	differs := false
	var last []string
	for range 50 {
		x, y := Roll(dice, a), Roll(dice, b)
		if !slices.Equal(x, y) {
			t.Fatalf("same seed rolled %q and %q", x, y)
		}
		if err := Check(dice, x); err != nil {
			t.Fatalf("Check refuses Roll's %q: %v", x, err)
		}
		if last != nil && !slices.Equal(last, x) {
			differs = true
		}
		last = x
	}
	if !differs {
		t.Fatal("50 rolls all identical: the rand is not used")
	}
	// Roll uses exactly one IntN per die, so a replay stays in step.
	r := &counting{r: seeded(1)}
	Roll(dice, r)
	if r.n != len(dice) {
		t.Fatalf("Roll used %d IntN calls for %d dice", r.n, len(dice))
	}
}

type counting struct {
	r interface{ IntN(int) int }
	n int
}

func (c *counting) IntN(n int) int { c.n++; return c.r.IntN(n) }

func TestCheck(t *testing.T) {
	dice := []Die{white, black}
	tests := []struct {
		name    string
		dice    []Die
		faces   []string
		refusal string
		args    map[string]any
	}{
		{"ok", dice, []string{"voyage", "ogotai"}, "", nil},
		{"no dice, no faces", nil, nil, "", nil},
		{"too few", dice, []string{"voyage"}, "dice.err.count", map[string]any{"Want": 2, "Got": 1, "Count": 2}},
		{"too many", dice, []string{"voyage", "take1", "take2"}, "dice.err.count", map[string]any{"Want": 2, "Got": 3, "Count": 2}},
		{"face of another die", dice, []string{"ogotai", "ogotai"}, "dice.err.face", map[string]any{"Face": "ogotai", "Die": 1}},
		{"unknown face", dice, []string{"voyage", "7"}, "dice.err.face", map[string]any{"Face": "7", "Die": 2}},
		{"case matters", dice, []string{"Voyage", "take1"}, "dice.err.face", map[string]any{"Face": "Voyage", "Die": 1}},
		{"numeric", []Die{D6(), D6()}, []string{"6", "1"}, "", nil},
		{"numeric out of range", []Die{D6()}, []string{"0"}, "dice.err.face", map[string]any{"Face": "0", "Die": 1}},
		{"faceless die takes blank", []Die{{}}, []string{""}, "", nil},
		{"faceless die refuses a face", []Die{{}}, []string{"1"}, "dice.err.face", map[string]any{"Face": "1", "Die": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(tt.dice, tt.faces)
			if id := refusalID(t, err); id != tt.refusal {
				t.Fatalf("refusal %q, want %q", id, tt.refusal)
			}
			if tt.args != nil && !maps.Equal(refusal(t, err).Msg.Args, tt.args) {
				t.Fatalf("args %v, want %v", refusal(t, err).Msg.Args, tt.args)
			}
		})
	}
}

func TestDieJSON(t *testing.T) {
	data, err := json.Marshal([]Die{coin})
	if err != nil || string(data) != `[{"faces":["heads","tails"]}]` {
		t.Fatalf("JSON = %s, %v", data, err)
	}
	var back []Die
	if err := json.Unmarshal(data, &back); err != nil || !slices.Equal(back[0].Faces, coin.Faces) {
		t.Fatalf("round trip = %v, %v", back, err)
	}
}
