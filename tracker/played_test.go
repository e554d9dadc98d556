package tracker

import (
	"slices"
	"testing"
)

// Played lists the actions still in force, oldest first, as Replay plays
// them: undone ones left out, a redone one back, a dropped one gone.
func TestPlayedActiveActions(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	for _, add := range []int{1, 2, 3, 4} {
		mustDo(t, se, tgCmd{Add: add})
	}
	mustUndo(t, se)              // 4 is undone
	mustUndo(t, se)              // 3 too
	mustRedo(t, se)              // 3 is back
	mustDo(t, se, tgCmd{Add: 5}) // 4 is dropped for good
	played, err := s.Played(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	var seqs []int64
	for i, e := range played {
		seqs = append(seqs, e.Seq)
		if e.Status != Active {
			t.Errorf("entry %d: status %v", i, e.Status)
		}
		if i > 0 && e.At.Before(played[i-1].At) {
			t.Errorf("entry %d is older than the one before it", i)
		}
	}
	if want := []int64{1, 2, 3, 5}; !slices.Equal(seqs, want) {
		t.Errorf("actions %v, want %v", seqs, want)
	}
}
