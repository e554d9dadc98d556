package tracker

import (
	"bytes"
	"path/filepath"
	"testing"
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

func mustDo(t testing.TB, se *Session, cmd any) {
	t.Helper()
	if err := se.Do(cmd); err != nil {
		t.Fatal(err)
	}
}
