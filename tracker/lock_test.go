//go:build unix

package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

func init() {
	helpers["lock"] = lockChild
	helpers["hold"] = holdChild
	helpers["readonly"] = readOnlyChild
}

// lockChild is a second Skald started on SKALD_DB: it reports what opening
// for writing says, then what it can read and write read-only.
func lockChild() {
	path := os.Getenv("SKALD_DB")
	s, _, err := Open(path)
	var te *Error
	switch {
	case err == nil:
		fmt.Println("opened")
		s.Close()
		return
	case errors.Is(err, ErrLocked) && errors.As(err, &te):
		fmt.Println("locked", te.Msg.ID)
	default:
		fmt.Println("error", err)
		return
	}
	ro, _, err := OpenWith(path, Options{ReadOnly: true})
	if err != nil {
		fmt.Println("error", err)
		return
	}
	defer ro.Close()
	list, err := ro.Sessions("")
	if err != nil || len(list) != 1 {
		fmt.Println("error", list, err)
		return
	}
	fmt.Println("read", list[0].Actions)
	se, err := ro.OpenSession(list[0].ID)
	if err != nil {
		fmt.Println("error", err)
		return
	}
	err = se.Do(tgCmd{Add: 1})
	if errors.As(err, &te) {
		fmt.Println("write", te.Msg.ID)
	} else {
		fmt.Println("write", err)
	}
}

// holdChild opens SKALD_DB and keeps it open until killed.
func holdChild() {
	if _, _, err := Open(os.Getenv("SKALD_DB")); err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	fmt.Println("holding")
	select {}
}

// Two processes on one file: while one Skald has the database, a second one
// is told so in words and can only read it; once the first has closed it,
// the second opens it.
func TestSecondSkaldIsRefused(t *testing.T) {
	s, path := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 2})
	mustDo(t, se, tgCmd{Add: 3})
	out, err := helperCmd("lock", "SKALD_DB="+path).CombinedOutput()
	if err != nil {
		t.Fatalf("second Skald: %v\n%s", err, out)
	}
	want := "locked tracker.err.locked\nread 2\nwrite tracker.err.readonly_mode\n"
	if string(out) != want {
		t.Fatalf("the second Skald said:\n%s\nwant:\n%s", out, want)
	}
	// The first one went on writing all along, and nothing was lost.
	mustDo(t, se, tgCmd{Add: 4})
	if got := fresh(t, s, se.Info().ID).State().(tgState); got.Sum != 109 || got.Count != 3 {
		t.Fatalf("state %+v", got)
	}
	s.Close()
	out, err = helperCmd("lock", "SKALD_DB="+path).CombinedOutput()
	if err != nil || string(out) != "opened\n" {
		t.Fatalf("once the first one closed, the second said %q (%v)", out, err)
	}
}

// The lock is the kernel's: a Skald that dies (killed, crashed) leaves the
// database free for the next one.
func TestLockGoesWithTheProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	cmd := helperCmd("hold", "SKALD_DB="+path)
	sc := startHelper(t, cmd)
	if !sc.Scan() || sc.Text() != "holding" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the holder said %q", sc.Text())
	}
	if s, _, err := Open(path); !errors.Is(err, ErrLocked) {
		if err == nil {
			s.Close()
		}
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("opened beside a running Skald: %v", err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	s, rec, err := Open(path)
	if err != nil || rec != nil {
		t.Fatalf("after the holder died: %v %+v", err, rec)
	}
	s.Close()
}

// Inside one process too, a second Store on the same file is refused; a
// read-only one sees what the writer commits.
func TestSecondStoreInProcess(t *testing.T) {
	s, path := openTemp(t)
	if s2, _, err := Open(path); !errors.Is(err, ErrLocked) {
		if err == nil {
			s2.Close()
		}
		t.Fatalf("a second writer opened: %v", err)
	}
	ro, _, err := OpenWith(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if is, why := ro.ReadOnly(); !is || why.ID != "tracker.readonly.asked" {
		t.Fatalf("read-only: %v %v", is, why)
	}
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 5})
	got := fresh(t, ro, se.Info().ID)
	if got.State().(tgState).Sum != 105 {
		t.Fatalf("the reader sees %+v", got.State())
	}
	var te *Error
	if _, err := ro.NewCampaign("test", "", "x"); !errors.As(err, &te) || te.Msg.ID != "tracker.err.readonly_mode" {
		t.Fatalf("a write through the reader: %v", err)
	}
}

// readOnlyReport is what readOnlyChild found, sent to the test as JSON.
type readOnlyReport struct {
	Err      string
	ReadOnly bool
	Why      string
	Actions  int
	Write    string
	Files    []string
}

// readOnlyChild opens SKALD_DB (a file and folder it may not write) and
// reports what it found.
func readOnlyChild() {
	var rep readOnlyReport
	defer func() { json.NewEncoder(os.Stdout).Encode(rep) }()
	path := os.Getenv("SKALD_DB")
	s, _, err := Open(path)
	if err != nil {
		rep.Err = err.Error()
		return
	}
	rep.ReadOnly, _ = s.ReadOnly()
	_, why := s.ReadOnly()
	rep.Why = why.ID
	if list, err := s.Sessions(""); err == nil && len(list) == 1 {
		rep.Actions = list[0].Actions
		if se, err := s.OpenSession(list[0].ID); err == nil {
			var te *Error
			if err := se.Do(tgCmd{Add: 1}); errors.As(err, &te) {
				rep.Write = te.Msg.ID
			}
		}
	}
	s.Close()
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		rep.Files = append(rep.Files, e.Name())
	}
}

// A database Skald may not write (the file, or its folder, is read-only) is
// found out at open: it opens read-only, says why, refuses every change in
// words, and leaves no -wal, -shm or lock file behind. Permissions do not
// bind root, so as root the check runs as "nobody".
func TestReadOnlyDatabaseDetectedAtOpen(t *testing.T) {
	for _, c := range []struct {
		name      string
		file, dir os.FileMode
		why       string
	}{
		{"read-only file", 0o444, 0o777, "tracker.readonly.file"},
		{"read-only folder", 0o666, 0o555, "tracker.readonly.folder"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "skald.db")
			s, _ := storeWithSession(t, path, 2)
			s.Close()
			os.Chmod(path, c.file)
			os.Chmod(path+".lock", 0o666) // the lock file is the user's own
			os.Chmod(dir, c.dir)
			t.Cleanup(func() { os.Chmod(dir, 0o755) })
			out := runUnprivileged(t, dir, "readonly", "SKALD_DB="+path)
			var rep readOnlyReport
			if err := json.Unmarshal(out, &rep); err != nil {
				t.Fatalf("child: %s", out)
			}
			if rep.Err != "" || !rep.ReadOnly || rep.Why != c.why || rep.Actions != 1 || rep.Write != "tracker.err.readonly_mode" {
				t.Fatalf("read-only open: %+v", rep)
			}
			slices.Sort(rep.Files)
			if want := []string{"skald.db", "skald.db.lock"}; !slices.Equal(rep.Files, want) {
				t.Fatalf("files beside the database afterwards: %v, want %v", rep.Files, want)
			}
		})
	}
}

// runUnprivileged runs helper name so that file permissions bind it: as
// itself, or as "nobody" when the tests run as root (the test binary is
// copied where nobody can run it, and dir and its parents opened to it).
func runUnprivileged(t *testing.T, dir, name string, env ...string) []byte {
	t.Helper()
	cmd := helperCmd(name, env...)
	if os.Geteuid() == 0 {
		bin := filepath.Join(t.TempDir(), "tracker.test")
		data, err := os.ReadFile(os.Args[0])
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(bin, data, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, d := range []string{filepath.Dir(bin), filepath.Dir(filepath.Dir(bin)), filepath.Dir(dir)} {
			os.Chmod(d, 0o755)
		}
		cmd.Path, cmd.Args[0] = bin, bin
		cmd.Dir = "/"
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	var stdout strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, os.Stderr
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%s child: %v\n%s", name, err, stdout.String())
		}
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		t.Fatalf("%s child hangs", name)
	}
	return []byte(stdout.String())
}

// The lock holds on the database itself: with the lock file deleted while a
// Skald has the database, a second Skald (another process, or another Store
// of the same one) is still refused and can only read.
func TestDeletedLockFileStillLocks(t *testing.T) {
	s, path := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 2})
	mustDo(t, se, tgCmd{Add: 3})
	if err := os.Remove(path + ".lock"); err != nil {
		t.Fatal(err)
	}
	out, err := helperCmd("lock", "SKALD_DB="+path).CombinedOutput()
	if err != nil {
		t.Fatalf("second Skald: %v\n%s", err, out)
	}
	if want := "locked tracker.err.locked\nread 2\nwrite tracker.err.readonly_mode\n"; string(out) != want {
		t.Fatalf("with the lock file deleted, the second Skald said:\n%s\nwant:\n%s", out, want)
	}
	os.Remove(path + ".lock") // the child made a new one
	if s2, _, err := Open(path); !errors.Is(err, ErrLocked) {
		if err == nil {
			s2.Close()
		}
		t.Fatalf("a second Store opened for writing beside the first: %v", err)
	}
	mustDo(t, se, tgCmd{Add: 4})
	if got := fresh(t, s, se.Info().ID).State().(tgState); got.Sum != 109 || got.Count != 3 {
		t.Fatalf("state %+v", got)
	}
	s.Close()
	s2 := reopen(t, path) // once the first one closed, the lock is free
	s2.Close()
}

// A read-only Store beside a writer shows what the writer stored: opening a
// session it opened before gives the state as it is now, not as it was, even
// while the first Session is still held.
func TestReadOnlyStoreFollowsTheWriter(t *testing.T) {
	s, path := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 2})
	ro, _, err := OpenWith(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	first, err := ro.OpenSession(se.Info().ID)
	if err != nil || first.State().(tgState).Sum != 102 {
		t.Fatalf("the reader opened %v (%v)", first, err)
	}
	mustDo(t, se, tgCmd{Add: 3})
	mustDo(t, se, tgCmd{Add: 4})
	mustUndo(t, se)
	again, err := ro.OpenSession(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	if got := again.State().(tgState); got.Sum != 105 || again.Info().Actions != 2 || !again.CanRedo() {
		t.Fatalf("the reader shows %+v, %d actions, redo %v; the writer stored %+v", got, again.Info().Actions, again.CanRedo(), se.State())
	}
	if got := first.State().(tgState); got.Sum != 105 {
		t.Fatalf("the Session the reader held shows %+v", got)
	}
	if h := again.HistoryLen(); h != 3 {
		t.Fatalf("the reader's history holds %d actions", h)
	}
}
