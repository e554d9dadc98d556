package tracker

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"
)

func openTemp(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "skald.db")
	s, rec, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if rec != nil {
		t.Fatalf("fresh database reported recovered: %+v", rec)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

// reopen opens the database at path as the next start would, and fails
// unless it opens with nothing recovered. The store is closed at the test's end.
func reopen(t testing.TB, path string) *Store {
	t.Helper()
	s, rec, err := Open(path)
	if err != nil || rec != nil {
		t.Fatalf("reopening %s: %v %+v", filepath.Base(path), err, rec)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func newTestSession(t testing.TB, s *Store) *Session {
	t.Helper()
	se, err := s.NewSession(testGame, "t", tgSetup{Start: 100})
	if err != nil {
		t.Fatal(err)
	}
	return se
}

func stateJSON(t testing.TB, se *Session) []byte {
	t.Helper()
	b, err := se.Game().EncodeState(se.State())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sameState(t testing.TB, a, b *Session) {
	t.Helper()
	if x, y := stateJSON(t, a), stateJSON(t, b); !bytes.Equal(x, y) {
		t.Fatalf("states differ:\n%s\n%s", x, y)
	}
}

// sameHistory fails unless two sessions hold the same history, entry for
// entry (status and label), what is undone included.
func sameHistory(t testing.TB, a, b *Session) {
	t.Helper()
	x, _ := a.History(0, 100)
	y, _ := b.History(0, 100)
	if len(x) != len(y) {
		t.Fatalf("history %d vs %d", len(x), len(y))
	}
	for i := range x {
		if x[i].Status != y[i].Status || x[i].Label.ID != y[i].Label.ID {
			t.Fatalf("entry %d: %+v vs %+v", i, x[i], y[i])
		}
	}
}

func mustDo(t testing.TB, se *Session, cmd any) {
	t.Helper()
	if err := se.Do(cmd); err != nil {
		t.Fatal(err)
	}
}

// fresh reads a session afresh from the database, as another Skald or the next
// start would, never the Session open in this store.
func fresh(t testing.TB, s *Store, id int64) *Session {
	t.Helper()
	se, err := s.load(id)
	if err != nil {
		t.Fatal(err)
	}
	return se
}

func mustUndo(t testing.TB, se *Session) {
	t.Helper()
	if err := se.Undo(); err != nil {
		t.Fatal(err)
	}
}

func mustRedo(t testing.TB, se *Session) {
	t.Helper()
	if err := se.Redo(); err != nil {
		t.Fatal(err)
	}
}

// bigSessionFile is the export of a session of the test game holding n
// actions of one event each, all active, as the file of a recent Skald
// (parents and draws recorded).
func bigSessionFile(t testing.TB, n int) []byte {
	t.Helper()
	f := sessionFile{fileHeader: headerOf(sessionFormat), Game: "test", Title: "big",
		Created: time.Now(), Setup: json.RawMessage(`{"start":0}`)}
	none := []int{}
	for i := 1; i <= n; i++ {
		parent := int64(i - 1)
		f.Groups = append(f.Groups, groupFile{Seq: int64(i), Status: "active", At: time.Now(),
			Command: json.RawMessage(`{"add":1}`), Events: []json.RawMessage{json.RawMessage(`{"add":1}`)},
			Parent: &parent, Rolls: &none})
	}
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
