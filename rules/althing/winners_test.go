package althing

import (
	"slices"
	"testing"

	"skald/rules"
)

// Who won a race, from the rulebook's end of the game: the one player alone
// on the last card is King; two or more on it in the same turn tie. Against
// Thorfinn the player alone on it wins, Thorfinn alone wins, both on it is
// a tie. Seats are counted from 0, as Outcome.Winners counts them.
func TestOutcomeWinners(t *testing.T) {
	for _, c := range []struct {
		name    string
		solo    bool
		kings   []string
		status  rules.Status
		winners []int
		tie     bool
	}{
		{"player 2 alone of 3", false, []string{"p2"}, rules.Won, []int{1}, false},
		{"players 1 and 3 tie", false, []string{"p1", "p3"}, rules.Won, []int{0, 2}, false},
		{"all three tie", false, []string{"p1", "p2", "p3"}, rules.Won, []int{0, 1, 2}, false},
		{"solo: the player alone", true, []string{"p1"}, rules.Won, nil, false},
		{"solo: Thorfinn alone", true, []string{ThorfinnID}, rules.Lost, nil, false},
		{"solo: both on the last card", true, []string{ThorfinnID, "p1"}, rules.Lost, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := State{Phase: PhaseOver, Result: Result{Kings: c.kings, Turn: 9}}
			if c.solo {
				s.Thorfinn = &Thorfinn{}
			}
			out := Outcome(s)
			if out.Status != c.status || !slices.Equal(out.Winners, c.winners) || out.Tie != c.tie {
				t.Errorf("status %s, winners %v, tie %v; want %s, %v, %v", out.Status, out.Winners, out.Tie, c.status, c.winners, c.tie)
			}
			if got := out.Versus(); got != !c.solo {
				t.Errorf("Versus() = %v: a race between players is theirs, a solo game is against Thorfinn", got)
			}
		})
	}
	if out := Outcome(State{Phase: PhaseSetup}); out.Status != rules.Playing || out.Winners != nil {
		t.Errorf("a game under way: %+v", out)
	}
}
