package tracker

import (
	"bytes"
	"testing"
)

// Replay hands the state at the start and after each action still in force,
// in order: undone actions are left out, redone ones are back, and the last
// state is the session's own.
func TestReplayActiveActions(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	start := stateJSON(t, se)
	var want [][]byte
	for _, add := range []int{1, 2, 3, 4} {
		mustDo(t, se, tgCmd{Add: add})
		want = append(want, stateJSON(t, se))
	}
	mustUndo(t, se) // 4 is undone
	mustUndo(t, se) // 3 too
	mustRedo(t, se) // 3 is back
	want = want[:3]
	mustDo(t, se, tgCmd{Add: 5}) // 4 is dropped for good
	want = append(want, stateJSON(t, se))

	var got [][]byte
	err := s.Replay(se.Info().ID, func(st any) {
		b, err := se.Game().EncodeState(st)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, b)
	})
	if err != nil {
		t.Fatal(err)
	}
	want = append([][]byte{start}, want...)
	if len(got) != len(want) {
		t.Fatalf("%d states replayed, want %d", len(got), len(want))
	}
	for i := range want {
		if !bytes.Equal(got[i], want[i]) {
			t.Fatalf("state %d:\n%s\nwant\n%s", i, got[i], want[i])
		}
	}
}

// An unknown session is said so, not replayed from nothing.
func TestReplayUnknownSession(t *testing.T) {
	s, _ := openTemp(t)
	if err := s.Replay(404, func(any) { t.Fatal("a state of no session") }); err == nil {
		t.Fatal("an unknown session was replayed")
	}
}
