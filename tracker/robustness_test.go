// Failures around the log: concurrent readers, a WAL held by another
// connection, a rename or a fresh start that fails, a panic in game code.
package tracker

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"skald/rules"
)

// Opening a session while another connection undoes and redoes in it reads one
// consistent moment: the state, the head and the action count agree.
func TestOpenSessionWhileWriting(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	for i := 0; i < 3*SnapshotEvery; i++ {
		mustDo(t, se, tgCmd{Add: 1})
	}
	id := se.Info().ID
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			for i := 0; i < 5; i++ {
				if err := se.Undo(); err != nil {
					t.Error(err)
					return
				}
			}
			for i := 0; i < 5; i++ {
				if err := se.Redo(); err != nil {
					t.Error(err)
					return
				}
			}
		}
	}()
	defer func() { close(stop); wg.Wait() }()
	for i := 0; i < 600 && !t.Failed(); i++ {
		again := fresh(t, s, id)
		st := again.State().(tgState)
		if st.Count != again.Info().Actions || st.Count != int(again.head) {
			t.Fatalf("open %d: state has %d actions, the session row says %d (head %d)", i, st.Count, again.Info().Actions, again.head)
		}
	}
}

// The copy taken before a migration holds every committed action, even when
// another connection (a second copy of the app, a backup tool) keeps the WAL
// from being folded into the file.
func TestMigrationCopyHasWALContent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	s, se := storeWithSession(t, path, 5)
	other, err := sql.Open("sqlite3", dsn(path, true))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ctx := context.Background()
	conn, err := other.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN"); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM groups").Scan(&n); err != nil {
		t.Fatal(err)
	}
	mustDo(t, se, tgCmd{Add: 7}) // after the reader's snapshot: stays in the WAL
	s.Close()

	addLaterMigration(t)
	reopen(t, path)
	conn.ExecContext(ctx, "ROLLBACK")

	backup := migrationCopy(path)
	if _, err := os.Stat(backup + "-wal"); err == nil {
		t.Fatal("the copy depends on a WAL file")
	}
	if actions := sessionActions(t, backup, se.Info().ID); actions != 2 {
		t.Fatalf("the copy before migrating holds %d of 2 actions", actions)
	}
}

// When the WAL cannot follow the damaged file aside, nothing is moved: a WAL
// left behind alone would be replayed into the fresh database.
func TestSetAsideMovesAllOrNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	main := bytes.Repeat([]byte("broken "), 100)
	wal := []byte("its wal")
	os.WriteFile(path, main, 0o644)
	os.WriteFile(path+"-wal", wal, 0o644)
	saved := rename
	t.Cleanup(func() { rename = saved })
	rename = func(from, to string) error {
		if strings.HasSuffix(from, "-wal") {
			return errors.New("injected failure")
		}
		return os.Rename(from, to)
	}
	if s, _, err := OpenWith(path, Options{SetAside: true}); err == nil {
		s.Close()
		t.Fatal("opened although the WAL could not be moved")
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, main) {
		t.Fatal("the damaged file was moved without its WAL")
	}
	if got, _ := os.ReadFile(path + "-wal"); !bytes.Equal(got, wal) {
		t.Fatal("the WAL was changed")
	}
	rename = saved
	s, rec, err := OpenWith(path, Options{SetAside: true})
	if err != nil || rec == nil {
		t.Fatal(err, rec)
	}
	s.Close()
	if got, _ := os.ReadFile(rec.MovedTo + "-wal"); !bytes.Equal(got, wal) {
		t.Fatal("WAL not kept beside the damaged file")
	}
}

// A panic inside a write transaction (a game's Evolve, a broken encoder) must
// not leave the one writer connection stuck in an open transaction: every
// later action would wait for it forever.
func TestWriteTransactionEndsOnPanic(t *testing.T) {
	s, _ := openTemp(t)
	s.prefill.wait() // it holds the writer for a moment after open
	func() {
		defer func() { recover() }()
		s.tx(func(tx *sql.Tx) error {
			if _, err := tx.Exec(`INSERT INTO campaigns(game, kind, title, created, updated) VALUES ('test', '', 'x', 0, 0)`); err != nil {
				t.Fatal(err)
			}
			panic("game bug")
		})
	}()
	if n := s.w.Stats().InUse; n != 0 {
		t.Fatalf("%d writer connection(s) still held by the abandoned transaction", n)
	}
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 1})
	if list, _ := s.Campaigns(""); len(list) != 0 {
		t.Fatalf("the abandoned transaction's write was kept: %+v", list)
	}
}

// A game whose Decide panics on 13, to see the session survive a bug in rules.
var panicGame = rules.Define(rules.Spec[tgSetup, tgState, tgCmd, tgEvent]{
	ID:   "test",
	Name: rules.M("game.test"),
	New:  func(s tgSetup, _ map[string]string) (tgState, error) { return tgState{Sum: s.Start}, nil },
	Decide: func(s tgState, c tgCmd, r rules.Rand) ([]tgEvent, error) {
		if c.Add == 13 {
			panic("rules bug")
		}
		return []tgEvent{{Add: c.Add}}, nil
	},
	Check:   func(tgState, tgEvent) error { return nil },
	Evolve:  func(s tgState, e tgEvent) tgState { s.Sum += e.Add; s.Count++; return s },
	Steps:   func(tgState) []rules.Step { return nil },
	Outcome: func(tgState) rules.Outcome { return rules.Outcome{Status: rules.Playing} },
	Label:   func(c tgCmd, _ []tgEvent) rules.Msg { return rules.M("test.add", "N", c.Add) },
	Reveals: func(tgCmd, []tgEvent) bool { return false },
	Learn:   func(string, string) tgCmd { return tgCmd{} },
})

// A panic in the rules (recovered by whoever called Do) leaves the session
// usable: its lock is released.
func TestSessionUsableAfterPanic(t *testing.T) {
	s, _ := openTemp(t)
	se, err := s.NewSession(panicGame, "t", tgSetup{Start: 1})
	if err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() { recover() }()
		se.Do(tgCmd{Add: 13})
	}()
	if !se.mu.TryLock() {
		t.Fatal("the session stays locked after a panic in Do")
	}
	se.mu.Unlock()
	mustDo(t, se, tgCmd{Add: 2})
	mustUndo(t, se)
}

// When the damaged file is set aside but a fresh database cannot be started,
// the error still tells where the damaged one went.
func TestSetAsideThenFreshFailsSaysWhere(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	junk := bytes.Repeat([]byte("broken "), 100)
	os.WriteFile(path, junk, 0o644)
	saved := rename
	t.Cleanup(func() { rename = saved })
	rename = func(from, to string) error {
		if err := os.Rename(from, to); err != nil {
			return err
		}
		if from == path {
			return os.Mkdir(path, 0o755) // the fresh database cannot be made
		}
		return nil
	}
	s, rec, err := OpenWith(path, Options{SetAside: true})
	if err == nil {
		s.Close()
		t.Fatal("opened a folder")
	}
	var te *Error
	if !errors.As(err, &te) || te.Msg.ID != "tracker.err.set_aside_fresh" {
		t.Fatalf("error %v does not say the file was moved", err)
	}
	moved, _ := te.Msg.Args["Path"].(string)
	if got, _ := os.ReadFile(moved); !bytes.Equal(got, junk) {
		t.Fatalf("the message names %q, which does not hold the damaged file", moved)
	}
	if rec == nil || rec.MovedTo != moved {
		t.Fatalf("recovered %+v", rec)
	}
}
