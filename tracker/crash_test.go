package tracker

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// crashChild runs in a child process: it adds to the session named by
// SKALD_CRASH_SESSION until killed, printing "ack N" once Do has returned.
func crashChild(db string) {
	s, _, err := Open(db)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	id, _ := strconv.ParseInt(os.Getenv("SKALD_CRASH_SESSION"), 10, 64)
	se, err := s.OpenSession(id)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	for {
		if err := se.Do(tgCmd{Add: 1}); err != nil {
			fmt.Println("error", err)
			os.Exit(2)
		}
		fmt.Fprintf(os.Stdout, "ack %d\n", se.HistoryLen())
	}
}

// Kill a writer with SIGKILL at random moments: every action it acknowledged is
// there on reopening, and the file passes integrity_check.
func TestCrashKeepsAcknowledgedActions(t *testing.T) {
	runs := 50
	if testing.Short() {
		runs = 5
	}
	s, path := openTemp(t)
	se := newTestSession(t, s)
	id := se.Info().ID
	s.Close()
	r := rand.New(rand.NewPCG(7, 7))
	acked := 0
	for run := 0; run < runs; run++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "SKALD_CRASH_CHILD="+path, "SKALD_CRASH_SESSION="+strconv.FormatInt(id, 10))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		killAfter := r.IntN(40) // acknowledgements to wait for; 0 = kill during start
		if killAfter == 0 {
			time.Sleep(time.Duration(r.IntN(20)) * time.Millisecond)
			cmd.Process.Kill()
		}
		seen := 0
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "error") {
				t.Fatalf("run %d: child: %s", run, line)
			}
			n, err := strconv.Atoi(strings.TrimPrefix(line, "ack "))
			if err != nil {
				t.Fatalf("run %d: child said %q", run, line)
			}
			acked = max(acked, n)
			if seen++; seen == killAfter {
				cmd.Process.Kill()
			}
		}
		cmd.Wait()

		s2, rec, err := Open(path)
		if err != nil {
			t.Fatalf("run %d: reopen: %v", run, err)
		}
		if rec != nil {
			t.Fatalf("run %d: database set aside after a crash: %+v", run, rec)
		}
		var ok string
		s2.w.QueryRow(`PRAGMA integrity_check`).Scan(&ok)
		if ok != "ok" {
			t.Fatalf("run %d: integrity_check: %s", run, ok)
		}
		got, err := s2.OpenSession(id)
		if err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		st := got.State().(tgState)
		if got.HistoryLen() < acked || st.Count < acked || st.Sum != 100+st.Count {
			t.Fatalf("run %d: acknowledged %d actions, found %d (state %+v)", run, acked, got.HistoryLen(), st)
		}
		acked = got.HistoryLen()
		s2.Close()
	}
	if acked == 0 {
		t.Fatal("no child ever acknowledged an action")
	}
}
