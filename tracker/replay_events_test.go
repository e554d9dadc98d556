package tracker

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// ReplayEvents hands every event still in force with the state before it,
// in order: an action of several events shows each one its own state, and
// undone actions are left out.
func TestReplayEventsActiveEvents(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 1})
	mustDo(t, se, tgCmd{Add: 2, Times: 2})
	mustDo(t, se, tgCmd{Add: 7})
	mustUndo(t, se) // 7 is left out
	mustDo(t, se, tgCmd{Add: 3})

	var got []string
	err := s.ReplayEvents(se.Info().ID, func(before any, ev []byte) {
		var e tgEvent
		if err := json.Unmarshal(ev, &e); err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%d+%d", before.(tgState).Sum, e.Add))
	})
	if err != nil {
		t.Fatal(err)
	}
	// newTestSession starts at 100.
	if want := []string{"100+1", "101+2", "103+2", "105+3"}; !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
	if err := s.ReplayEvents(404, func(any, []byte) { t.Fatal("an event of no session") }); err == nil {
		t.Fatal("an unknown session was replayed")
	}
}
