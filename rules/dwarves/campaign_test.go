package dwarves

import (
	"math/big"
	"testing"

	"skald/rules"
)

// The campaign's record counts finished games per Book and difficulty and
// keeps the fewest turns of a win; the next Book is the first not yet won.
func TestCampaignRecord(t *testing.T) {
	e := func(book int, diff string, easier int, expert bool, st rules.Status, turns int) CampaignEntry {
		return CampaignEntry{Book: book, Difficulty: diff, Easier: easier, Expert: expert, Status: st, Turns: turns}
	}
	entries := []CampaignEntry{
		e(1, Normal, 0, false, rules.Lost, 14),
		e(1, Easy, 0, false, rules.Won, 21),
		e(1, Easy, 0, false, rules.Won, 17),
		e(1, Easy, 0, true, rules.Lost, 9),
		e(2, Heroic, 0, false, rules.Playing, 3),
		e(5, "", 0, false, rules.Lost, 30),
		e(5, "", 2, false, rules.Won, 25),
	}
	got := Record(entries)
	want := []RecordRow{
		{Book: 1, Difficulty: Easy, Played: 2, Won: 2, BestTurns: 17},
		{Book: 1, Difficulty: Normal, Played: 1, Lost: 1},
		{Book: 1, Difficulty: Easy, Expert: true, Played: 1, Lost: 1},
		{Book: 5, Easier: 2, Played: 1, Won: 1, BestTurns: 25},
		{Book: 5, Played: 1, Lost: 1},
	}
	if len(got) != len(want) {
		t.Fatalf("rows %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if n := NextBook(entries); n != 2 {
		t.Errorf("next Book %d, want 2 (Book 2 is only being played)", n)
	}
	for b := 2; b <= Books; b++ {
		entries = append(entries, e(b, Easy, 0, false, rules.Won, 20))
	}
	if n := NextBook(entries); n != 0 {
		t.Errorf("next Book %d after all five won", n)
	}
	if RecordTitle(want[2]).ID != "dwarves.campaign.expert" || RecordTitle(want[0]).ID != "dwarves.difficulty.easy" {
		t.Error("record titles")
	}
}

// The chance that the next diamond finds the Mighty Diamond averages over the
// hidden tiles: at the start (nothing collected) only a 2 (2d6 ≤ 2: 1/36) or
// the 3 (2d6 ≤ 3: 3/36) can, so (4·1/36 + 1·3/36)/11.
func TestNextMightyOdds(t *testing.T) {
	d := newDiamonds()
	// Tiles: one 0, five 1s, four 2s, one 3. 2d6 ≤ 2 is 1/36, ≤ 3 is 3/36.
	want := big.NewRat(4*1+1*3, 11*36)
	if got := d.NextMightyOdds(SideHeroes); got.Cmp(want) != 0 {
		t.Fatalf("start: %s, want %s", got.RatString(), want.RatString())
	}
	found := *d
	found.Mighty = SideEvil
	if found.NextMightyOdds(SideHeroes).Sign() != 0 {
		t.Fatal("odds after the Mighty Diamond was found")
	}
}
