package cardgame

import (
	"slices"
	"testing"

	"skald/rules"
)

// Who won a duel, from the rulebook's end of the game: the player with
// their third victory horn wins at once; a player who takes damage and
// cannot destroy enough cards loses at once, so the other wins. Seats are
// counted from 0, as Outcome.Winners counts them.
func TestOutcomeWinners(t *testing.T) {
	seats := [2]Seat{{Name: "Anna", Faction: Lords}, {Name: "Ben", Faction: Vikings}}
	for _, c := range []struct {
		name    string
		result  Result
		winners []int
	}{
		{"seat 1's third horn", Result{Status: rules.Won, Reason: ReasonHorns, Player: Lords}, []int{0}},
		{"seat 2's third horn", Result{Status: rules.Won, Reason: ReasonHorns, Player: Vikings}, []int{1}},
		{"seat 1 cannot pay 3 damage", Result{Status: rules.Lost, Reason: ReasonDamage, Player: Lords, Damage: 3}, []int{1}},
		{"seat 2 cannot pay 1 damage", Result{Status: rules.Lost, Reason: ReasonDamage, Player: Vikings, Damage: 1}, []int{0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := Outcome(State{Seats: seats, Result: c.result})
			if !slices.Equal(out.Winners, c.winners) || !out.Versus() {
				t.Errorf("winners %v, want %v", out.Winners, c.winners)
			}
		})
	}
	if out := Outcome(State{Seats: seats}); out.Status != rules.Playing || out.Winners != nil {
		t.Errorf("a game under way: %+v", out)
	}
}
