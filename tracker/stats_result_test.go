package tracker

import (
	"database/sql"
	"testing"

	"skald/rules"
)

// A race for tests: two seats add points; the first to 10 wins, both on
// the same action a tie.
type raceSetup struct{}
type raceState struct {
	Points [2]int `json:"points"`
}
type raceCmd struct {
	Both bool `json:"both,omitempty"`
	Seat int  `json:"seat,omitempty"`
	Add  int  `json:"add"`
}
type raceEvent = raceCmd

var raceGame = rules.Define(rules.Spec[raceSetup, raceState, raceCmd, raceEvent]{
	ID:   "race",
	Name: rules.M("game.race"),
	New:  func(raceSetup, map[string]string) (raceState, error) { return raceState{}, nil },
	Decide: func(s raceState, c raceCmd, _ rules.Rand) ([]raceEvent, error) {
		return []raceEvent{c}, nil
	},
	Check: func(raceState, raceEvent) error { return nil },
	Evolve: func(s raceState, e raceEvent) raceState {
		for seat := range s.Points {
			if e.Both || seat == e.Seat {
				s.Points[seat] += e.Add
			}
		}
		return s
	},
	Steps: func(raceState) []rules.Step { return nil },
	Outcome: func(s raceState) rules.Outcome {
		var out rules.Outcome
		for seat, p := range s.Points {
			if p >= 10 {
				out.Winners = append(out.Winners, seat)
			}
		}
		if len(out.Winners) == 0 {
			return rules.Outcome{Status: rules.Playing}
		}
		out.Status = rules.Won
		return out
	},
	Label:   func(raceCmd, []raceEvent) rules.Msg { return rules.M("test.race") },
	Reveals: func(raceCmd, []raceEvent) bool { return false },
	Learn:   func(string, string) raceCmd { return raceCmd{} },
})

// withRace lets the store open race sessions for the test's while.
func withRace(t *testing.T) {
	saved := lookup
	t.Cleanup(func() { lookup = saved })
	lookup = func(id string) (rules.Game, bool) {
		if id == "race" {
			return raceGame, true
		}
		return saved(id)
	}
}

// storedResult is a session's result column as the file holds it ("NULL").
func storedResult(t *testing.T, s *Store, id int64) string {
	t.Helper()
	var r sql.NullString
	if err := s.r.QueryRow(`SELECT result FROM sessions WHERE id = ?`, id).Scan(&r); err != nil {
		t.Fatal(err)
	}
	if !r.Valid {
		return "NULL"
	}
	return r.String
}

// Every action stores who won with the session's status, so the list and
// the statistics read it in their one query; a game that ended before the
// column (NULL, as migration 6 leaves it) is replayed once, when the
// statistics first read it, and its result stored for the next reading.
func TestResultStoredAndFilledOnce(t *testing.T) {
	withRace(t)
	s, path := openTemp(t)
	won, err := s.NewSession(raceGame, "won", raceSetup{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []raceCmd{{Seat: 0, Add: 6}, {Seat: 1, Add: 9}, {Seat: 1, Add: 1}} {
		if err := won.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	tie, err := s.NewSession(raceGame, "tie", raceSetup{})
	if err != nil {
		t.Fatal(err)
	}
	if err := tie.Do(raceCmd{Both: true, Add: 10}); err != nil {
		t.Fatal(err)
	}
	playing, err := s.NewSession(raceGame, "playing", raceSetup{})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int64]string{won.Info().ID: `{"winners":[1]}`, tie.Info().ID: `{"winners":[0,1]}`, playing.Info().ID: `{}`} {
		if got := storedResult(t, s, id); got != want {
			t.Errorf("session %d: result %s, want %s", id, got, want)
		}
	}
	// Undone, the game is under way again and nobody's.
	if err := won.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := storedResult(t, s, won.Info().ID); got != `{}` {
		t.Errorf("undone to under way: result %s", got)
	}
	if err := won.Redo(); err != nil {
		t.Fatal(err)
	}

	// As a game that ended before schema 6 stands.
	if _, err := s.w.Exec(`UPDATE sessions SET result = NULL WHERE id IN (?, ?)`, won.Info().ID, tie.Info().ID); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = reopen(t, path)
	list, err := s.Sessions("race")
	if err != nil || len(list) != 3 {
		t.Fatalf("sessions: %+v, %v", list, err)
	}
	for _, in := range list {
		if in.Outcome.Versus() {
			t.Errorf("%q has winners %v before they are found", in.Title, in.Outcome.Winners)
		}
	}
	rows, err := s.StatsRows("race")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]int{}
	for _, r := range rows {
		got[r.Title] = r.Outcome.Winners
	}
	if len(got["won"]) != 1 || got["won"][0] != 1 || len(got["tie"]) != 2 || got["playing"] != nil {
		t.Errorf("winners read: %v", got)
	}
	if r := storedResult(t, s, won.Info().ID); r != `{"winners":[1]}` {
		t.Errorf("found result not stored: %s", r)
	}
	if r := storedResult(t, s, tie.Info().ID); r != `{"winners":[0,1]}` {
		t.Errorf("found tie not stored: %s", r)
	}
	st := ComputeStats(rows, nil)
	if g, _ := st.Game("race"); g.Between != 2 || g.Playing != 1 || g.Versus.Ties != 1 {
		t.Errorf("race figures: %+v, ties %d", g.Tally, g.Versus.Ties)
	}
}
