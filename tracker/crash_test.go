package tracker

import (
	"bufio"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Helper processes: the test binary run again with SKALD_HELPER set to one of
// these names (TestMain dispatches), to be killed, or to be a second Skald.
var helpers = map[string]func(){
	"crash":   crashChild,
	"migrate": migrateChild,
}

// helperCmd is this test binary run as the helper name, with env added.
func helperCmd(name string, env ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), "SKALD_HELPER="+name), env...)
	return cmd
}

// startHelper starts a helper process and reads its output line by line.
func startHelper(t *testing.T, cmd *exec.Cmd) *bufio.Scanner {
	t.Helper()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return bufio.NewScanner(out)
}

// crashRuns is how many runs a crash test makes (short under -short) and
// its random source, on stream of testSeed's seed.
func crashRuns(t *testing.T, runs, short int, stream uint64) (int, *rand.Rand) {
	t.Helper()
	if testing.Short() {
		runs = short
	}
	return runs, rand.New(rand.NewPCG(testSeed(t), stream))
}

// testSeed is a random seed, or SKALD_SEED to repeat a failed run; the test
// logs it.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv("SKALD_SEED"); v != "" {
		seed, _ = strconv.ParseUint(v, 10, 64)
	}
	t.Logf("seed %d (SKALD_SEED=%d repeats this run)", seed, seed)
	return seed
}

// crashOp is one step the crash child takes and reports: "try" before it
// starts, "ack" once it returned (the action is then acknowledged).
type crashOp struct {
	Phase  string   `json:"phase"` // try, ack, error
	Op     string   `json:"op"`    // do, undo, redo
	Cmd    tgCmd    `json:"cmd"`
	Head   int64    `json:"head"`             // ack: the head after it
	Events []string `json:"events,omitempty"` // ack of a do: the events it stored
	Err    string   `json:"err,omitempty"`
}

// crashChild runs in a child process: a random mix of actions (single and
// several events, table values and digital rolls), undos and redos on the
// session SKALD_SESSION of SKALD_DB, until killed, printing each step.
func crashChild() {
	out := json.NewEncoder(os.Stdout)
	die := func(err error) {
		out.Encode(crashOp{Phase: "error", Err: err.Error()})
		os.Exit(2)
	}
	s, _, err := Open(os.Getenv("SKALD_DB"))
	if err != nil {
		die(err)
	}
	id, _ := strconv.ParseInt(os.Getenv("SKALD_SESSION"), 10, 64)
	seed, _ := strconv.ParseUint(os.Getenv("SKALD_SEED"), 10, 64)
	r := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
	se, err := s.OpenSession(id)
	if err != nil {
		die(err)
	}
	for {
		op := crashOp{Op: "do"}
		switch x := r.IntN(100); {
		case x < 35:
			op.Cmd = tgCmd{Add: r.IntN(9) + 1}
		case x < 50:
			op.Cmd = tgCmd{Roll: true}
		case x < 65:
			op.Cmd = tgCmd{Add: r.IntN(9) + 1, Times: 2 + r.IntN(3)}
		case x < 75:
			op.Cmd = tgCmd{Roll: true, Times: 2 + r.IntN(2)}
		case x < 90:
			op.Op = "undo"
		default:
			op.Op = "redo"
		}
		if (op.Op == "undo" && !se.CanUndo()) || (op.Op == "redo" && !se.CanRedo()) {
			continue
		}
		op.Phase = "try"
		out.Encode(op)
		switch op.Op {
		case "do":
			err = se.Do(op.Cmd)
		case "undo":
			err = se.Undo()
		case "redo":
			err = se.Redo()
		}
		if err != nil {
			die(err)
		}
		op.Phase = "ack"
		se.mu.Lock()
		op.Head = se.head
		se.mu.Unlock()
		if op.Op == "do" {
			log, err := readLog(s, id)
			if err != nil {
				die(err)
			}
			op.Events = log[op.Head-1].Events
		}
		out.Encode(op)
	}
}

// logGroup is one action as the database holds it.
type logGroup struct {
	Status EntryStatus
	Cmd    string
	Events []string
}

// readLog reads a session's whole log from the database.
func readLog(s *Store, id int64) ([]logGroup, error) {
	rows, err := s.r.Query(`SELECT g.seq, g.undone, g.command, e.data FROM groups g
		JOIN events e ON e.session_id = g.session_id AND e.grp = g.seq WHERE g.session_id = ? ORDER BY g.seq, e.n`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var log []logGroup
	for rows.Next() {
		var (
			seq       int64
			status    EntryStatus
			cmd, data string
		)
		if err := rows.Scan(&seq, &status, &cmd, &data); err != nil {
			return nil, err
		}
		if int64(len(log)) < seq {
			log = append(log, logGroup{Status: status, Cmd: cmd})
		}
		log[seq-1].Events = append(log[seq-1].Events, data)
	}
	return log, rows.Err()
}

// logModel is what the log must hold after the acknowledged steps.
type logModel struct {
	groups []logGroup
	head   int64
}

// apply adds one step to the model; events are a do's (nil: take them from
// got, the log read back, checking they are what the command could make).
func (m *logModel) apply(op crashOp, got []logGroup) error {
	switch op.Op {
	case "do":
		for i := m.head; i < int64(len(m.groups)); i++ {
			if m.groups[i].Status == Undone {
				m.groups[i].Status = Dropped
			}
		}
		cj, _ := json.Marshal(op.Cmd)
		g := logGroup{Status: Active, Cmd: string(cj), Events: op.Events}
		if g.Events == nil {
			if len(got) <= len(m.groups) {
				return fmt.Errorf("the action in flight is not there")
			}
			g.Events = got[len(m.groups)].Events
			if len(g.Events) != max(op.Cmd.Times, 1) {
				return fmt.Errorf("the action in flight has %d events", len(g.Events))
			}
			for _, e := range g.Events {
				var ev tgEvent
				if json.Unmarshal([]byte(e), &ev) != nil || ev.Add < 1 || ev.Add > 9 || (!op.Cmd.Roll && ev.Add != op.Cmd.Add) {
					return fmt.Errorf("the action in flight stored %s", e)
				}
			}
		}
		m.groups = append(m.groups, g)
		m.head = int64(len(m.groups))
	case "undo":
		m.groups[m.head-1].Status = Undone
		for m.head--; m.head > 0 && m.groups[m.head-1].Status != Active; m.head-- {
		}
	case "redo":
		i := m.head
		for m.groups[i].Status != Undone {
			i++
		}
		m.groups[i].Status = Active
		m.head = i + 1
	}
	if op.Phase == "ack" && op.Head != m.head {
		return fmt.Errorf("the child's head %d, the model's %d", op.Head, m.head)
	}
	return nil
}

// state is the state the model's active actions make.
func (m *logModel) state() tgState {
	st := tgState{Sum: 100}
	for _, g := range m.groups {
		if g.Status != Active {
			continue
		}
		for _, e := range g.Events {
			var ev tgEvent
			json.Unmarshal([]byte(e), &ev)
			st = tgState{Sum: st.Sum + ev.Add, Count: st.Count + 1, Last: ev.Add}
		}
	}
	return st
}

func sameLog(a, b []logGroup) bool {
	return slices.EqualFunc(a, b, func(x, y logGroup) bool {
		return x.Status == y.Status && x.Cmd == y.Cmd && slices.Equal(x.Events, y.Events)
	})
}

// Kill a writer with SIGKILL at random moments while it acts, undoes and
// redoes (actions of one and of several events, typed values and digital
// rolls): on reopening, the log holds every acknowledged step, event for
// event, and at most the one step in flight besides; the state is the replay
// of it; the file passes integrity_check.
func TestCrashKeepsAcknowledgedActions(t *testing.T) {
	runs, r := crashRuns(t, 40, 5, 7)
	s, path := openTemp(t)
	se := newTestSession(t, s)
	id := se.Info().ID
	s.Close()
	var m logModel
	acked, inflight := 0, 0
	for run := 0; run < runs; run++ {
		cmd := helperCmd("crash", "SKALD_DB="+path, "SKALD_SESSION="+strconv.FormatInt(id, 10),
			"SKALD_SEED="+strconv.FormatUint(r.Uint64(), 10))
		sc := startHelper(t, cmd)
		sc.Buffer(nil, 1<<20)
		killAfter := r.IntN(40) // acknowledgements to wait for; 0 = kill during start
		if killAfter == 0 {
			time.Sleep(time.Duration(r.IntN(20)) * time.Millisecond)
			cmd.Process.Kill()
		}
		var pending *crashOp
		seen := 0
		for sc.Scan() {
			var op crashOp
			if err := json.Unmarshal(sc.Bytes(), &op); err != nil {
				t.Fatalf("run %d: child said %q", run, sc.Text())
			}
			switch op.Phase {
			case "error":
				t.Fatalf("run %d: child: %s", run, op.Err)
			case "try":
				pending = &op
				continue
			}
			pending = nil
			if err := m.apply(op, nil); err != nil {
				t.Fatalf("run %d: %v", run, err)
			}
			acked++
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
		s2.r.QueryRow(`PRAGMA integrity_check`).Scan(&ok)
		if ok != "ok" {
			t.Fatalf("run %d: integrity_check: %s", run, ok)
		}
		got, err := readLog(s2, id)
		if err != nil {
			t.Fatal(err)
		}
		if !sameLog(got, m.groups) {
			// Only the step in flight, committed before the kill, may be there besides.
			if pending == nil {
				t.Fatalf("run %d: the log differs from the acknowledged steps:\n got %+v\nwant %+v", run, got, m.groups)
			}
			if err := m.apply(*pending, got); err != nil {
				t.Fatalf("run %d: %v", run, err)
			}
			if !sameLog(got, m.groups) {
				t.Fatalf("run %d: the log is neither the acknowledged steps nor them and the one in flight:\n got %+v\nwant %+v", run, got, m.groups)
			}
			inflight++
		}
		reopened := fresh(t, s2, id)
		if st := reopened.State().(tgState); st.Sum != m.state().Sum || st.Count != m.state().Count {
			t.Fatalf("run %d: reopened state %+v, the log's replay %+v", run, st, m.state())
		}
		if reopened.HistoryLen() != len(m.groups) || reopened.head != m.head {
			t.Fatalf("run %d: reopened with %d actions, head %d; the log has %d, head %d", run,
				reopened.HistoryLen(), reopened.head, len(m.groups), m.head)
		}
		s2.Close()
	}
	if acked == 0 {
		t.Fatal("no child ever acknowledged a step")
	}
	var kinds [3]int
	for _, g := range m.groups {
		kinds[g.Status]++
	}
	t.Logf("%d steps acknowledged, %d in flight found committed; log: %d active, %d undone, %d dropped",
		acked, inflight, kinds[Active], kinds[Undone], kinds[Dropped])
}

// migrateChild opens SKALD_DB with one more migration than this Skald has,
// so that it takes the copy first, and says when it is done.
func migrateChild() {
	migrations = append(migrations, `CREATE TABLE later_feature (x INTEGER);`)
	s, _, err := Open(os.Getenv("SKALD_DB"))
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	s.Close()
	fmt.Println("migrated")
}

// Kill Skald while it copies the database before a migration: no file ever
// passes for the copy unless it is a whole one, the database keeps every
// action, and the next start takes the copy and migrates.
func TestCrashDuringMigrationCopy(t *testing.T) {
	runs, r := crashRuns(t, 12, 3, 11)
	// A database big enough that the copy takes a while.
	base, _ := openTemp(t)
	in, err := base.Import(bigSessionFile(t, 60_000))
	if err != nil {
		t.Fatal(err)
	}
	base.w.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
	base.Close()
	orig, err := os.ReadFile(base.Path())
	if err != nil {
		t.Fatal(err)
	}
	// How long a whole start with the copy takes.
	full := func() time.Duration {
		path := filepath.Join(t.TempDir(), "skald.db")
		os.WriteFile(path, orig, 0o644)
		start := time.Now()
		out, err := helperCmd("migrate", "SKALD_DB="+path).CombinedOutput()
		if err != nil || !strings.Contains(string(out), "migrated") {
			t.Fatalf("migrating child: %v %s", err, out)
		}
		return time.Since(start)
	}()
	t.Logf("a start that copies and migrates takes %v", full)
	saved := migrations
	t.Cleanup(func() { migrations = saved })
	cut := 0
	for run := 0; run < runs; run++ {
		path := filepath.Join(t.TempDir(), "skald.db")
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := helperCmd("migrate", "SKALD_DB="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(r.Int64N(int64(full))))
		cmd.Process.Kill()
		cmd.Wait()
		partials, _ := filepath.Glob(path + ".before-v*" + partialSuffix + "*")
		if len(partials) > 0 {
			cut++
		}
		copies, _ := filepath.Glob(path + ".before-v*")
		for _, c := range copies {
			if strings.Contains(c, partialSuffix) {
				continue // a copy being written (and its journal)
			}
			if n := actionsIn(t, c); n != 60_000 {
				t.Fatalf("run %d: %s passes for the copy but holds %d of 60000 actions", run, filepath.Base(c), n)
			}
		}
		// The next start migrates, with a whole copy beside it.
		migrations = append(append([]string{}, saved...), `CREATE TABLE later_feature (x INTEGER);`)
		s, rec, err := Open(path)
		if err != nil || rec != nil {
			t.Fatalf("run %d: reopen after the kill: %v %+v", run, err, rec)
		}
		if got := fresh(t, s, in.ID); got.HistoryLen() != 60_000 {
			t.Fatalf("run %d: the database holds %d of 60000 actions", run, got.HistoryLen())
		}
		s.Close()
		migrations = saved
		// A kill after the copy was finished, before the migration
		// committed, leaves a whole copy; the next start never overwrites
		// it (the file may have been played on since) and takes its own,
		// -2: every copy left is whole, none is partial.
		copies, _ = filepath.Glob(path + ".before-v*")
		if len(copies) == 0 || len(copies) > 2 {
			t.Fatalf("run %d: after the next start the copies are %v", run, copies)
		}
		for _, c := range copies {
			if strings.Contains(c, partialSuffix) || actionsIn(t, c) != 60_000 {
				t.Fatalf("run %d: after the next start the copies are %v", run, copies)
			}
		}
	}
	t.Logf("%d of %d kills cut a copy short", cut, runs)
}

// actionsIn counts the actions in a copy of a database, read-only.
func actionsIn(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite3", dsn(path, true)+"&immutable=1")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ok string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		t.Fatalf("%s: integrity_check %q %v", filepath.Base(path), ok, err)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM groups`).Scan(&n); err != nil {
		t.Fatalf("%s: %v", filepath.Base(path), err)
	}
	return n
}
