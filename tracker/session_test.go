package tracker

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"skald/rules"
)

// A random mix of actions, undos and redos: the live state always equals a fresh
// replay of the stored log, from snapshots and from the start.
func TestReplayEqualsLive(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 600; i++ {
		switch x := r.IntN(10); {
		case x < 6:
			mustDo(t, se, tgCmd{Add: r.IntN(9) + 1})
		case x < 8:
			mustUndo(t, se)
		default:
			mustRedo(t, se)
		}
		if i%50 == 49 {
			again := fresh(t, s, se.Info().ID)
			sameState(t, se, again)
			if again.CanUndo() != se.CanUndo() || again.CanRedo() != se.CanRedo() {
				t.Fatalf("undo/redo availability differs after reopening")
			}
		}
	}
	// Without snapshots the full replay gives the same bytes.
	if _, err := s.w.Exec(`DELETE FROM snapshots`); err != nil {
		t.Fatal(err)
	}
	again := fresh(t, s, se.Info().ID)
	sameState(t, se, again)
	if again.HistoryLen() != se.HistoryLen() || again.CanRedo() != se.CanRedo() {
		t.Fatal("a replay from the start differs in history or redo")
	}
	var snaps int
	s.r.QueryRow(`SELECT count(*) FROM snapshots`).Scan(&snaps)
	if snaps != 0 {
		t.Fatalf("snapshots left: %d", snaps)
	}
}

func TestUndoRedoIdentity(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	start := stateJSON(t, se)
	const n = 200 // crosses several snapshots
	for i := 0; i < n; i++ {
		mustDo(t, se, tgCmd{Add: i%9 + 1})
	}
	full := stateJSON(t, se)
	// undo then redo is the identity
	mustUndo(t, se)
	if string(stateJSON(t, se)) == string(full) {
		t.Fatal("undo changed nothing")
	}
	mustRedo(t, se)
	if got := stateJSON(t, se); string(got) != string(full) {
		t.Fatalf("undo+redo: %s want %s", got, full)
	}
	// undo N times reaches the start; redo N times returns
	for i := 0; i < n; i++ {
		mustUndo(t, se)
	}
	if got := stateJSON(t, se); string(got) != string(start) {
		t.Fatalf("after %d undos: %s want %s", n, got, start)
	}
	if se.CanUndo() {
		t.Fatal("can still undo at the start")
	}
	for i := 0; i < n; i++ {
		mustRedo(t, se)
	}
	if got := stateJSON(t, se); string(got) != string(full) {
		t.Fatalf("after %d redos: %s want %s", n, got, full)
	}
	if se.CanRedo() {
		t.Fatal("redo left over")
	}
}

func TestUndoSurvivesRestartAndNewActionDropsRedo(t *testing.T) {
	s, path := openTemp(t)
	se := newTestSession(t, s)
	for _, k := range []int{1, 2, 3, 4} {
		mustDo(t, se, tgCmd{Add: k})
	}
	id := se.Info().ID
	s.Close()
	s2 := reopen(t, path)
	se2, err := s2.OpenSession(id)
	if err != nil {
		t.Fatal(err)
	}
	if st := se2.State().(tgState); st.Sum != 110 || st.Count != 4 {
		t.Fatalf("reopened state %+v", st)
	}
	mustUndo(t, se2)
	mustUndo(t, se2)
	if st := se2.State().(tgState); st.Sum != 103 {
		t.Fatalf("after two undos %+v", st)
	}
	mustDo(t, se2, tgCmd{Add: 9})
	if se2.CanRedo() {
		t.Fatal("a new action must drop the undone ones from redo")
	}
	hist, err := se2.History(0, 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []EntryStatus{Active, Dropped, Dropped, Active, Active}
	if len(hist) != len(want) || se2.HistoryLen() != 5 {
		t.Fatalf("history %+v", hist)
	}
	for i, e := range hist {
		if e.Status != want[i] {
			t.Fatalf("entry %d status %v want %v", i, e.Status, want[i])
		}
		if e.Label.ID != "test.add" {
			t.Fatalf("label %+v", e.Label)
		}
	}
	if hist[0].Label.Args["N"] != float64(9) {
		t.Fatalf("newest entry label %+v", hist[0].Label)
	}
	// Undo skips the dropped entries back to the older active one.
	mustUndo(t, se2)
	if st := se2.State().(tgState); st.Sum != 103 {
		t.Fatalf("undo past dropped entries: %+v", st)
	}
	mustUndo(t, se2)
	if st := se2.State().(tgState); st.Sum != 101 {
		t.Fatalf("second undo: %+v", st)
	}
	mustRedo(t, se2)
	mustRedo(t, se2)
	if st := se2.State().(tgState); st.Sum != 112 {
		t.Fatalf("redo brings back 2 then 9, not the dropped ones: %+v", st)
	}
	// And all of it is what the next start reads.
	again := fresh(t, s2, id)
	sameState(t, se2, again)
	if again.CanRedo() || !again.CanUndo() || again.HistoryLen() != 5 {
		t.Fatalf("reopened: redo %v, undo %v, history %d", again.CanRedo(), again.CanUndo(), again.HistoryLen())
	}
}

func TestRefusedCommandChangesNothing(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 3})
	err := se.Do(tgCmd{Add: 42})
	var r *rules.Refusal
	if !errors.As(err, &r) || r.Msg.ID != "test.err.range" {
		t.Fatalf("want refusal, got %v", err)
	}
	if se.HistoryLen() != 1 || se.State().(tgState).Sum != 103 {
		t.Fatal("refused command left a trace")
	}
}

func TestRevealsAsksBeforeUndo(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Add: 1})
	if se.UndoReveals() {
		t.Fatal("a table-mode action does not reveal")
	}
	mustDo(t, se, tgCmd{Roll: true})
	if !se.UndoReveals() {
		t.Fatal("a digital roll reveals")
	}
	if !fresh(t, s, se.Info().ID).UndoReveals() {
		t.Fatal("the reveal flag is lost on reopening")
	}
	mustUndo(t, se)
	if se.UndoReveals() || fresh(t, s, se.Info().ID).UndoReveals() {
		t.Fatal("after undo the head is the table action again, reopened too")
	}
	mustRedo(t, se)
	if !se.UndoReveals() {
		t.Fatal("redo restores the reveal flag")
	}
	if !fresh(t, s, se.Info().ID).UndoReveals() {
		t.Fatal("the reveal flag restored by redo is lost on reopening")
	}
}

func TestSessionsListRenameDeleteLast(t *testing.T) {
	s, _ := openTemp(t)
	a := newTestSession(t, s)
	b := newTestSession(t, s)
	time.Sleep(3 * time.Millisecond) // timestamps are in milliseconds
	mustDo(t, a, tgCmd{Add: 1})      // a is now the most recently updated
	list, err := s.Sessions("")
	if err != nil || len(list) != 2 || list[0].ID != a.Info().ID {
		t.Fatalf("list %+v %v", list, err)
	}
	if list[0].Actions != 1 {
		t.Fatalf("actions %d", list[0].Actions)
	}
	last, ok, err := s.Last()
	if err != nil || !ok || last.ID != a.Info().ID {
		t.Fatalf("last %+v %v %v", last, ok, err)
	}
	if err := s.Rename(b.Info().ID, "  Saturday  "); err != nil {
		t.Fatal(err)
	}
	if err := s.Rename(b.Info().ID, "   "); err == nil {
		t.Fatal("empty title accepted")
	}
	list, _ = s.Sessions("test")
	if list[1].Title != "Saturday" {
		t.Fatalf("rename: %+v", list[1])
	}
	if list, _ := s.Sessions("qa"); len(list) != 0 {
		t.Fatal("filter by game")
	}
	if err := s.Delete(a.Info().ID); err != nil {
		t.Fatal(err)
	}
	var groups int
	s.r.QueryRow(`SELECT count(*) FROM groups`).Scan(&groups)
	if groups != 0 {
		t.Fatal("deleting a session keeps its log")
	}
	if _, err := s.OpenSession(a.Info().ID); err == nil {
		t.Fatal("deleted session opens")
	}
}
