package tracker

import (
	"os"
	"testing"

	"skald/rules"
	"skald/rules/games"
)

// A tiny game with unlimited actions, for logs of any length.
type tgSetup struct {
	Start int `json:"start"`
}
type tgState struct {
	Sum   int `json:"sum"`
	Count int `json:"count"`
	Last  int `json:"last"`
}
type tgCmd struct {
	Add   int  `json:"add,omitempty"`
	Roll  bool `json:"roll,omitempty"`
	Times int  `json:"times,omitempty"` // events made (1 when 0); each rolls again
}
type tgEvent struct {
	Add int `json:"add"`
}

var testGame = rules.Define(rules.Spec[tgSetup, tgState, tgCmd, tgEvent]{
	ID:   "test",
	Name: rules.M("game.test"),
	New: func(s tgSetup, _ map[string]string) (tgState, error) {
		if s.Start < 0 {
			return tgState{}, rules.Refuse("test.err.start")
		}
		return tgState{Sum: s.Start}, nil
	},
	Decide: func(s tgState, c tgCmd, r rules.Rand) ([]tgEvent, error) {
		var evs []tgEvent
		for range max(c.Times, 1) {
			e := tgEvent{Add: c.Add}
			if c.Roll {
				e.Add = r.IntN(6) + 1
			}
			if e.Add < 1 || e.Add > 9 {
				return nil, rules.Refuse("test.err.range")
			}
			evs = append(evs, e)
		}
		return evs, nil
	},
	Check: func(s tgState, e tgEvent) error {
		if e.Add < 1 || e.Add > 9 {
			return rules.Refuse("test.err.range")
		}
		return nil
	},
	Evolve: func(s tgState, e tgEvent) tgState {
		s.Sum += e.Add
		s.Count++
		s.Last = e.Add
		return s
	},
	Steps:   func(tgState) []rules.Step { return nil },
	Outcome: func(tgState) rules.Outcome { return rules.Outcome{Status: rules.Playing} },
	Label:   func(c tgCmd, _ []tgEvent) rules.Msg { return rules.M("test.add", "N", c.Add) },
	Reveals: func(c tgCmd, _ []tgEvent) bool { return c.Roll },
	Learn:   func(string, string) tgCmd { return tgCmd{} },
})

func TestMain(m *testing.M) {
	lookup = func(id string) (rules.Game, bool) {
		if id == "test" {
			return testGame, true
		}
		return games.ByID(id)
	}
	if name := os.Getenv("SKALD_HELPER"); name != "" {
		helpers[name]()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
