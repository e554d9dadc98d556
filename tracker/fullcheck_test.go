package tracker

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"skald/rules"
)

// playedDB is a database of one game of 300 actions, closed as Skald closes
// it, and its path.
func playedDB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "skald.db")
	s, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	se := newTestSession(t, s)
	for range 300 {
		mustDo(t, se, tgCmd{Add: 2})
	}
	s.Close()
	// A clean close folds the WAL into the file and removes it: that is how
	// the next start knows the last one ended well.
	if exists(path+"-wal") || exists(path+"-shm") {
		t.Fatal("a clean close left the WAL beside the database")
	}
	return path
}

// damagePage overwrites a page in the middle of the file with garbage, which
// only a full check (or a read of that page) finds; the length stays.
func damagePage(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const page = 4096
	at := (len(b) / page / 2) * page
	copy(b[at:at+page], bytes.Repeat([]byte{0xA5}, page))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return b
}

// After a clean close the start does not read every page: a page damaged
// inside the file is not found then, and the database opens at once. The
// full check in the background finds it, says it, and leaves the mark that
// makes the next start check fully and set the file aside.
func TestCleanStartChecksInTheBackground(t *testing.T) {
	old := fullCheckDelay
	fullCheckDelay = 0
	defer func() { fullCheckDelay = old }()
	path := playedDB(t)
	damaged := damagePage(t, path)

	s, rec, err := Open(path)
	if err != nil || rec != nil {
		t.Fatalf("a cleanly closed database was checked fully at the start: %v %+v", err, rec)
	}
	s.later.wait()
	if got := s.Damaged(); got.ID != "tracker.damaged.corrupt" {
		t.Fatalf("the background check found %+v", got)
	}
	if !exists(path + recheckSuffix) {
		t.Fatal("the background check left no mark for the next start")
	}
	s.Close()

	s, rec, err = Open(path)
	if err != nil || rec == nil || rec.Cause.ID != "tracker.damaged.corrupt" {
		t.Fatalf("the next start: %v %+v", err, rec)
	}
	defer s.Close()
	if kept, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(kept, damaged) {
		t.Fatal("the damaged file was not set aside as it was")
	}
	if exists(path + recheckSuffix) {
		t.Fatal("the mark outlived the damaged file")
	}
	if s.later.wait(); s.Damaged().ID != "" {
		t.Fatalf("the fresh database found damaged: %+v", s.Damaged())
	}
}

// A start after a kill (the WAL still beside the file) checks fully before
// anything is trusted, and sets a damaged file aside at once.
func TestStartAfterAKillChecksFully(t *testing.T) {
	path := playedDB(t)
	damaged := damagePage(t, path)
	// What a kill leaves: the WAL the last Skald had open (here empty: all
	// it held was folded into the file).
	if err := os.WriteFile(path+"-wal", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s, rec, err := Open(path)
	if err != nil || rec == nil || rec.Cause.ID != "tracker.damaged.corrupt" {
		t.Fatalf("after a kill: %v %+v", err, rec)
	}
	defer s.Close()
	if kept, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(kept, damaged) {
		t.Fatal("the damaged file was not set aside as it was")
	}
}

// A sound database checked fully (after a kill, or because of the mark)
// loses the mark, and is not checked again in the background.
func TestFullCheckClearsTheMark(t *testing.T) {
	path := playedDB(t)
	markRecheck(path)
	s := reopen(t, path)
	if exists(path + recheckSuffix) {
		t.Fatal("a sound database kept the mark")
	}
	if s.later.done != nil {
		t.Fatal("checked fully at the start, and again in the background")
	}
}

// A database about to be migrated is checked fully first: a migration
// rewrites the file, and must not build on a damaged one.
func TestMigrationChecksFullyFirst(t *testing.T) {
	path := playedDB(t)
	damagePage(t, path)
	addLaterMigration(t)
	s, rec, err := Open(path)
	if err != nil || rec == nil || rec.Cause.ID != "tracker.damaged.corrupt" {
		t.Fatalf("migrating a damaged file: %v %+v", err, rec)
	}
	s.Close()
	if m, _ := filepath.Glob(path + ".before-v*"); len(m) != 0 {
		t.Fatalf("a damaged file was copied for a migration: %v", m)
	}
}

// A file cut short (a copy that stopped, a disk that filled) is found at
// any start: SQLite compares the file's length with its header when it first
// reads it, which costs the same on any file.
func TestCutShortFoundAtACleanStart(t *testing.T) {
	for name, cut := range map[string]func(n int) int{
		"at a page's end": func(n int) int { return n / 4096 * 3 / 4 * 4096 },
		"mid-page":        func(n int) int { return n/2 + 100 },
	} {
		t.Run(name, func(t *testing.T) {
			path := playedDB(t)
			b, _ := os.ReadFile(path)
			b = b[:cut(len(b))]
			os.WriteFile(path, b, 0o644)
			s, rec, err := Open(path)
			if err != nil || rec == nil || rec.Cause.ID != "tracker.damaged.corrupt" {
				t.Fatalf("a file cut short: %v %+v", err, rec)

			}
			s.Close()
			if kept, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(kept, b) {
				t.Fatal("the file was not set aside as it was")
			}
		})
	}
}

// Whoever asked to hear of damage is told once the background check finds
// it, after the mark for the next start is down; one who asks later is
// told at once.
func TestOnDamagedTells(t *testing.T) {
	old := fullCheckDelay
	fullCheckDelay = 50 * time.Millisecond
	defer func() { fullCheckDelay = old }()
	path := playedDB(t)
	damagePage(t, path)
	s, _, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	heard := make(chan rules.Msg, 2)
	s.OnDamaged(func(m rules.Msg) {
		if !exists(path + recheckSuffix) {
			t.Error("told before the mark was left")
		}
		heard <- m
	})
	select {
	case m := <-heard:
		if m.ID != "tracker.damaged.corrupt" {
			t.Fatalf("told %+v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("never told of the damage")
	}
	s.OnDamaged(func(m rules.Msg) { heard <- m })
	select {
	case m := <-heard:
		if m.ID != "tracker.damaged.corrupt" {
			t.Fatalf("told later %+v", m)
		}
	default:
		t.Fatal("one who asked after the check was not told at once")
	}
}
