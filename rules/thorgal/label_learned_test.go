package thorgal

import "testing"

// A learned grid or effect is named in the history by its card and part, not
// by its encoding.
func TestLearnedCardPartLabel(t *testing.T) {
	for key, want := range map[string]string{
		EnemyGridKey(Moderate, "04"):          "thorgal.label.learned_grid",
		EnemySpecialKey(Moderate, "04"):       "thorgal.label.learned_special",
		TerrainGridKey("03"):                  "thorgal.label.learned_grid",
		TerrainEffectKey("03", PenaltyRed):    "thorgal.label.learned_red",
		TerrainEffectKey("03", PenaltyYellow): "thorgal.label.learned_yellow",
	} {
		l := eventLabel(Event{Kind: EvLearned, Key: key, Value: "x"})
		if l.ID != want {
			t.Errorf("%s: label %s, want %s", key, l.ID, want)
			continue
		}
		if _, ok := l.Args["Card"]; !ok {
			t.Errorf("%s: no card named", key)
		}
	}
	// Other values keep the question and the answer.
	if l := eventLabel(Event{Kind: EvLearned, Key: DialKey(3), Value: "3,2"}); l.ID != "thorgal.label.learned" {
		t.Errorf("dial: %s", l.ID)
	}
	// A key naming no card of the box is not one of them.
	if _, ok := learnedCardPart(TerrainGridKey("99")); ok {
		t.Error("unknown Terrain card named")
	}
}
