package tracker

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Opening a session that is open already gives the same Session, so two
// screens never hold two copies that write over each other.
func TestOneSessionPerID(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	a, err := s.OpenSession(se.Info().ID)
	if err != nil || a != se {
		t.Fatalf("opening a new session again: %p %p %v", a, se, err)
	}
	mustDo(t, a, tgCmd{Add: 3})
	if err := s.Rename(se.Info().ID, "Saturday"); err != nil {
		t.Fatal(err)
	}
	b, err := s.OpenSession(se.Info().ID)
	if err != nil || b != se || b.Info().Title != "Saturday" || b.Info().Actions != 1 {
		t.Fatalf("opened again: %p %+v %v", b, b.Info(), err)
	}
	if err := s.Delete(se.Info().ID); err != nil {
		t.Fatal(err)
	}
	var te *Error
	if _, err := s.OpenSession(se.Info().ID); !errors.As(err, &te) || te.Msg.ID != "tracker.err.no_session" {
		t.Fatalf("a deleted session opens: %v", err)
	}
	if err := se.Do(tgCmd{Add: 1}); !errors.As(err, &te) || te.Msg.ID != "tracker.err.no_session" {
		t.Fatalf("writing to a deleted session: %v", err)
	}
}

// A Session that fell behind (another writer acted since it read the log) is
// refused in words on its next write, loses nothing, and reads what is
// stored; the log stays whole, and its export imports again.
func TestStaleSessionIsRefused(t *testing.T) {
	s, _ := openTemp(t)
	id := newTestSession(t, s).Info().ID
	live := fresh(t, s, id)
	stale := fresh(t, s, id) // a second copy, as a second window held
	mustDo(t, live, tgCmd{Add: 2})
	mustDo(t, live, tgCmd{Add: 3})
	mustUndo(t, live) // 3 is undone: redo could bring it back
	heard := 0
	stale.OnChange(func() { heard++ })
	for _, write := range []struct {
		name string
		f    func() error
	}{
		{"do", func() error { return stale.Do(tgCmd{Add: 9}) }},
		{"undo", func() error { return stale.Undo() }},
		{"redo", func() error { return stale.Redo() }},
	} {
		switch write.name {
		case "undo": // fall behind again
			stale = fresh(t, s, id)
			stale.OnChange(func() { heard++ })
			mustDo(t, live, tgCmd{Add: 1})
		case "redo": // with something to redo, that live redoes first
			mustUndo(t, live)
			stale = fresh(t, s, id)
			stale.OnChange(func() { heard++ })
			mustRedo(t, live)
		}
		err := write.f()
		var te *Error
		if !errors.Is(err, ErrStale) || !errors.As(err, &te) || te.Msg.ID != "tracker.err.stale" {
			t.Fatalf("%s by a stale session: %v", write.name, err)
		}
		// It now shows what is stored.
		sameState(t, live, stale)
		if stale.HistoryLen() != live.HistoryLen() || stale.CanRedo() != live.CanRedo() {
			t.Fatalf("%s: the refused session did not catch up", write.name)
		}
	}
	if heard != 3 {
		t.Fatalf("the screens were told %d times of the catch-up, want 3", heard)
	}
	// Nothing acknowledged was lost, and the stale session can go on.
	mustDo(t, stale, tgCmd{Add: 4})
	got := fresh(t, s, id)
	if st := got.State().(tgState); st.Sum != 100+2+1+4 || got.HistoryLen() != 4 {
		t.Fatalf("after the refusals: %+v, %d actions", st, got.HistoryLen())
	}
	data, err := s.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	in, err := s.Import(data)
	if err != nil {
		t.Fatalf("the session's export is refused: %v", err)
	}
	sameState(t, got, fresh(t, s, in.ID))
}

// An import bigger than the bound, or with a title, name or value longer
// than Skald keeps, is refused whole before anything is written, and the
// store opens again as before.
func TestOversizedImportRefusedAndStoreReopens(t *testing.T) {
	s, path := openTemp(t)
	se, data := sampleExport(t, s)
	var te *Error
	huge := bytes.Replace(data, []byte(`"title": "t"`), []byte(`"title": "`+strings.Repeat("x", MaxImportBytes)+`"`), 1)
	if _, err := s.Import(huge); !errors.As(err, &te) || te.Msg.ID != "tracker.err.import_too_big" {
		t.Fatalf("a %d MB file: %v", len(huge)>>20, err)
	}
	if _, err := ReadImport(bytes.NewReader(huge)); !errors.As(err, &te) || te.Msg.ID != "tracker.err.import_too_big" {
		t.Fatalf("reading a %d MB file: %v", len(huge)>>20, err)
	}
	cases := map[string]struct {
		from, to, want string
	}{
		"title":         {`"title": "t"`, `"title": "` + strings.Repeat("é", MaxTitleLen+1) + `"`, "tracker.err.long_title"},
		"printed value": {`"printed": {}`, `"printed": {"k": "` + strings.Repeat("v", MaxTextLen+1) + `"}`, "tracker.err.import_long_text"},
		"name in setup": {`"setup": {`, `"setup": {"name": "` + strings.Repeat("n", MaxTextLen+1) + `", `, "tracker.err.import_long_text"},
		"text in event": {`"add": 2`, `"add": 2, "note": "` + strings.Repeat("n", MaxTextLen+1) + `"`, "tracker.err.import_long_text"},
	}
	for name, c := range cases {
		bad := bytes.Replace(data, []byte(c.from), []byte(c.to), 1)
		if bytes.Equal(bad, data) {
			t.Fatalf("%s: %q is not in the export", name, c.from)
		}
		if _, err := s.Import(bad); !errors.As(err, &te) || te.Msg.ID != c.want {
			t.Fatalf("%s: %v, want %s", name, err, c.want)
		}
	}
	long := strings.Repeat("é", MaxTitleLen+1)
	if err := s.Rename(se.Info().ID, long); !errors.As(err, &te) || te.Msg.ID != "tracker.err.long_title" {
		t.Fatalf("rename to a long title: %v", err)
	}
	if _, err := s.NewSession(testGame, long, tgSetup{}); !errors.As(err, &te) || te.Msg.ID != "tracker.err.long_title" {
		t.Fatalf("new session with a long title: %v", err)
	}
	s.Close()
	s2 := reopen(t, path)
	list, err := s2.Sessions("")
	if err != nil || len(list) != 1 || list[0].Title != "t" {
		t.Fatalf("after the refusals the store holds %+v (%v)", list, err)
	}
}

// A database from a newer Skald is never moved or changed: Open says which
// version made it, and nothing else happens.
func TestNewerDatabaseIsLeftAlone(t *testing.T) {
	for _, named := range []bool{true, false} {
		path := filepath.Join(t.TempDir(), "skald.db")
		s, _, err := OpenWith(path, Options{Version: "1.0.0"})
		if err != nil {
			t.Fatal(err)
		}
		se := newTestSession(t, s)
		mustDo(t, se, tgCmd{Add: 1})
		s.w.Exec(`PRAGMA user_version = 99`)
		if named {
			s.w.Exec(`UPDATE meta SET value = '3.1.0' WHERE key = 'made_by'`)
		} else {
			s.w.Exec(`DROP TABLE meta`)
		}
		s.w.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
		s.Close()
		before := dirBytes(t, filepath.Dir(path))
		for _, o := range []Options{{}, {SetAside: true}, {ReadOnly: true}} {
			s, rec, err := OpenWith(path, o)
			if err == nil {
				s.Close()
			}
			var te *Error
			if !errors.Is(err, ErrNewer) || !errors.As(err, &te) || rec != nil {
				t.Fatalf("%+v: %v %+v", o, err, rec)
			}
			if named && (te.Msg.ID != "tracker.err.newer" || te.Msg.Args["Version"] != "3.1.0") {
				t.Fatalf("the message does not name the version: %+v", te.Msg)
			}
			if !named && (te.Msg.ID != "tracker.err.newer_schema" || te.Msg.Args["Schema"] != 99) {
				t.Fatalf("the message does not give the schema: %+v", te.Msg)
			}
			if after := dirBytes(t, filepath.Dir(path)); !sameFiles(before, after) {
				t.Fatalf("%+v: the folder changed:\n%v\n%v", o, keys(before), keys(after))
			}
		}
	}
}

// A file that is not a Skald database is left alone unless the person
// agreed to move it aside.
func TestNotSkaldFileIsLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notes.txt")
	text := []byte("my notes, given to --db by mistake")
	os.WriteFile(path, text, 0o644)
	for _, o := range []Options{{}, {ReadOnly: true}} {
		s, rec, err := OpenWith(path, o)
		var te *Error
		if !errors.Is(err, ErrNotSkald) || !errors.As(err, &te) || te.Msg.ID != "tracker.err.not_skald" || rec != nil {
			if err == nil {
				s.Close()
			}
			t.Fatalf("%+v: %v %+v", o, err, rec)
		}
		if got, _ := os.ReadFile(path); !bytes.Equal(got, text) {
			t.Fatal("the file was changed")
		}
		if m, _ := filepath.Glob(path + ".*"); len(m) != 0 {
			t.Fatalf("files were made or moved beside it: %v", m)
		}
	}
	s, rec, err := OpenWith(path, Options{SetAside: true})
	if err != nil || rec == nil {
		t.Fatalf("once agreed: %v %+v", err, rec)
	}
	s.Close()
	if got, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(got, text) {
		t.Fatal("moved aside but not intact")
	}
}

// An empty path is refused, not taken for a throwaway database.
func TestEmptyPathRefused(t *testing.T) {
	for _, p := range []string{"", "  "} {
		s, _, err := Open(p)
		var te *Error
		if !errors.As(err, &te) || te.Msg.ID != "tracker.err.no_path" {
			if err == nil {
				s.Close()
			}
			t.Fatalf("Open(%q): %v", p, err)
		}
	}
}

// A copy cut short by a crash never passes for the copy taken before a
// migration: it bears the .partial name, the next attempt removes it and
// takes a whole one.
func TestPartialMigrationCopyIsNotACopy(t *testing.T) {
	path, id := beforeMigration(t)
	final := migrationCopy(path)
	if err := os.WriteFile(final+partialSuffix, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	reopen(t, path)
	if exists(final + partialSuffix) {
		t.Fatal("the partial copy was left")
	}
	if n := sessionActions(t, final, id); n != 1 {
		t.Fatalf("the copy holds %d actions, want 1", n)
	}
}

// dirBytes is every file in dir with its content.
func dirBytes(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		out[e.Name()] = b
	}
	return out
}

func sameFiles(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}

func keys(m map[string][]byte) []string {
	var out []string
	for k, v := range m {
		out = append(out, k+":"+strconv.Itoa(len(v)))
	}
	return out
}
