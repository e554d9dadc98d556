package dwarves

import (
	"bufio"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
)

// goldenOdds is the file of odds the big-rational engine gave before the
// whole-number one replaced it (2026-12-07): the same pools must give the
// same fractions, digit for digit, well past what brute force can enumerate.
const goldenOdds = "testdata/odds_before.txt"

// goldenLines computes every line of the golden file with the engine of today.
func goldenLines() []string {
	var out []string
	line := func(what string, rs []*big.Rat) {
		if rs == nil {
			out = append(out, what+": nil")
			return
		}
		out = append(out, what+": "+ratsText(rs))
	}
	pools := append([]Pool{{}}, optionPools...)
	for _, base := range pools {
		for n := 1; n <= 10; n++ {
			p := base
			p.Dice = n
			for _, tr := range []Troops{{Orcs: 4, Trolls: 3, Elfar: 2}, {Orcs: 1, Trolls: 2, TrollLeader: 1, ElfarLeader: 1}} {
				line(fmt.Sprintf("fight %+v %+v", p, tr), FightOdds(p, tr))
			}
			for _, target := range []int{2, 4, 6} {
				line(fmt.Sprintf("check %+v %d", p, target), CheckOdds(p, target))
				line(fmt.Sprintf("dispatch %+v %d", p, target), []*big.Rat{DispatchOdds(p, target)})
			}
		}
		for n := 1; n <= 6; n++ {
			p := base
			p.Dice = n
			for _, target := range []int{3, 5} {
				line(fmt.Sprintf("check over 2 %+v %d", p, target), CheckOddsOver(p, target, 2))
			}
		}
		for n := 1; n <= 3; n++ {
			p := base
			p.Dice = n
			line(fmt.Sprintf("check over 3 %+v 4", p), CheckOddsOver(p, 4, 3))
		}
	}
	// The largest pools over a turn: a common denominator past 2^64.
	for _, p := range []Pool{{Dice: 11, RerollAll: true, Reroll: true}, {Dice: 12, RerollAll: true, Reroll: true}, {Dice: 12, Bump: true, Forced: true}} {
		line(fmt.Sprintf("check over 2 %+v 4", p), CheckOddsOver(p, 4, 2))
	}
	return out
}

// The whole-number engine gives exactly the fractions of the big-rational
// one it replaced. SKALD_ODDS_GOLDEN=write writes the file anew (only ever
// from an engine known to be right).
func TestOddsMatchTheEngineBefore(t *testing.T) {
	got := goldenLines()
	if os.Getenv("SKALD_ODDS_GOLDEN") == "write" {
		if err := os.WriteFile(goldenOdds, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(goldenOdds)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	i := 0
	for ; sc.Scan(); i++ {
		if i >= len(got) {
			t.Fatalf("%s has more lines than the pools", goldenOdds)
		}
		if want := sc.Text(); got[i] != want {
			t.Errorf("line %d:\n got %s\nwant %s", i+1, got[i], want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if i != len(got) {
		t.Fatalf("%s has %d lines, want %d", goldenOdds, i, len(got))
	}
}
