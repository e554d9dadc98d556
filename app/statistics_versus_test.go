package app

import (
	"testing"

	"skald/app/kit/kittest"
	"skald/rules"
	"skald/tracker"
)

// Who won the most games between players: one name with their count, all
// those level at the top, and nothing while every game ended shared or no
// one has won.
func TestStatisticsMostWins(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	s := &statsScreen{u: e.U}
	st := func(name string, played, won, tied int) tracker.Standing {
		return tracker.Standing{Msg: rules.Name(name), Played: played, Won: won, Tied: tied}
	}
	for _, c := range []struct {
		list []tracker.Standing
		want string
	}{
		{[]tracker.Standing{st("Anna", 4, 3, 0), st("Ben", 4, 1, 0)}, "Most wins: Anna (3 games of 4)"},
		{[]tracker.Standing{st("Anna", 3, 1, 0), st("Ben", 2, 0, 0)}, "Most wins: Anna (1 game of 3)"},
		{[]tracker.Standing{st("Anna", 5, 2, 1), st("Ben", 4, 2, 1), st("Cai", 3, 0, 1)}, "Most wins: Anna, Ben (2 games each)"},
		{[]tracker.Standing{st("Anna", 1, 0, 1), st("Ben", 1, 0, 1)}, ""},
		{nil, ""},
	} {
		if got := s.mostWins(c.list); got != c.want {
			t.Errorf("%+v: %q, want %q", c.list, got, c.want)
		}
	}
}
