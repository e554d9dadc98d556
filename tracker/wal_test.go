package tracker

import (
	"os"
	"path/filepath"
	"testing"
)

// The WAL gets its working size after open, and the zeros that size it are
// no frames: a copy of the files taken while the store is open, as a power
// cut would leave them, opens with every acknowledged action, the ones
// written before the file was sized included.
func TestWALSizedAfterOpen(t *testing.T) {
	s, path := openTemp(t)
	s.prefill.wait()
	const want = walHeader + 1000*(walFrameHeader+4096)
	if fi, err := os.Stat(path + "-wal"); err != nil || fi.Size() != want {
		t.Fatalf("WAL after open: %v, %v; want %d bytes", fi, err, want)
	}
	se := newTestSession(t, s)
	for range 5 {
		mustDo(t, se, tgCmd{Add: 1})
	}
	// Back to an empty WAL file, then frames that only the WAL holds, then
	// sizing again: the zeros must go after them.
	if _, err := s.w.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	for i := range 30 {
		mustDo(t, se, tgCmd{Add: 1 + i%9})
	}
	if err := sizeWAL(s, nil); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path + "-wal"); err != nil || fi.Size() != want {
		t.Fatalf("WAL sized again: %v, %v", fi, err)
	}

	cut := filepath.Join(t.TempDir(), "cut.db")
	for _, ext := range []string{"", "-wal"} {
		b, err := os.ReadFile(path + ext)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cut+ext, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s2 := reopen(t, cut)
	got := fresh(t, s2, se.Info().ID)
	if string(stateJSON(t, got)) != string(stateJSON(t, se)) || got.Info().Actions != 35 {
		t.Fatalf("after the cut: %s, %d actions; want %s, 35", stateJSON(t, got), got.Info().Actions, stateJSON(t, se))
	}
}

// On a nearly full disk the WAL is not sized: the zeros would take the last
// free space, and the database could never take another action there. With
// room to spare it is.
func TestWALNotSizedOnANearlyFullDisk(t *testing.T) {
	const want = walHeader + 1000*(walFrameHeader+4096)
	if free, ok := diskFree(t.TempDir()); !ok || free == 0 {
		t.Fatalf("the real free space: %d, %v", free, ok)
	}
	for _, c := range []struct {
		name  string
		free  uint64
		sized bool
	}{
		{"2 MB free", 2 << 20, false},
		{"just the WAL's size free", want + 1<<20, false},
		{"plenty free", 10 << 30, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var asked string
			old := freeSpace
			freeSpace = func(dir string) (uint64, bool) { asked = dir; return c.free, true }
			defer func() { freeSpace = old }()
			s, path := openTemp(t)
			s.prefill.wait()
			fi, err := os.Stat(path + "-wal")
			if err != nil {
				t.Fatal(err)
			}
			if sized := fi.Size() == want; sized != c.sized {
				t.Fatalf("WAL of %d bytes with %d bytes free; want sized %v", fi.Size(), c.free, c.sized)
			}
			if asked != filepath.Dir(path) {
				t.Fatalf("free space asked of %q", asked)
			}
			se := newTestSession(t, s)
			mustDo(t, se, tgCmd{Add: 1}) // the store works either way
		})
	}
}
