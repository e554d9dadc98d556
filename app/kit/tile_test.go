package kit

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A tile marked as chosen is highlighted with a tick, and plain again once
// it is not; among picks that are full, a tile not picked is greyed, a
// picked one stays tappable.
func TestTileMarkAndPick(t *testing.T) {
	test.NewTempApp(t)
	tile := NewTile("Thorgal", nil, func() {})
	tile.Mark(true)
	if tile.Importance() != widget.HighImportance || tile.res == nil || tile.res.Name() != theme.ConfirmIcon().Name() {
		t.Fatalf("marked tile: importance %v, icon %v", tile.Importance(), tile.res)
	}
	tile.Mark(false)
	if tile.Importance() != widget.MediumImportance || tile.res != nil {
		t.Fatalf("unmarked tile: importance %v, icon %v", tile.Importance(), tile.res)
	}

	picked, other := NewTile("Aaricia", nil, func() {}), NewTile("Jolan", nil, func() {})
	picked.Pick(true, true)
	other.Pick(false, true)
	if picked.Disabled() || picked.Importance() != widget.HighImportance {
		t.Fatal("a picked tile is greyed or not highlighted when the picks are full")
	}
	if !other.Disabled() {
		t.Fatal("a tile not picked stays tappable when the picks are full")
	}
	free := NewTile("Kriss", nil, func() {})
	free.Pick(false, false)
	if free.Disabled() {
		t.Fatal("a tile is greyed while picks are still wanted")
	}
}

// Toggled takes a choice out, or adds it at the end while fewer than most
// are chosen.
// A check tile shows a ticked box and is highlighted while on, an empty box
// on a plain tile while off; each tap turns it over and says so.
func TestCheckTile(t *testing.T) {
	test.NewTempApp(t)
	var got []bool
	tile := CheckTile("Level 3", false, func(on bool) { got = append(got, on) })
	for i, want := range []bool{false, true, false} {
		if i > 0 {
			test.Tap(tile.Button)
		}
		icon, imp := theme.CheckButtonIcon(), widget.MediumImportance
		if want {
			icon, imp = theme.CheckButtonCheckedIcon(), widget.HighImportance
		}
		if tile.Importance() != imp || tile.res == nil || tile.res.Name() != icon.Name() {
			t.Fatalf("step %d (on %v): importance %v, icon %v", i, want, tile.Importance(), tile.res)
		}
	}
	if len(got) != 2 || !got[0] || got[1] {
		t.Fatalf("changes said: %v", got)
	}
}

func TestToggled(t *testing.T) {
	got := Toggled([]int{1, 2, 3}, 2, 3)
	if len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Fatalf("taking 2 out: %v", got)
	}
	if got = Toggled(got, 4, 3); len(got) != 3 || got[2] != 4 {
		t.Fatalf("adding 4: %v", got)
	}
	if got = Toggled(got, 5, 3); len(got) != 3 {
		t.Fatalf("a fourth choice of three was added: %v", got)
	}
}
