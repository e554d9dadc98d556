package tracker

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"skald/rules"
)

func sampleExport(t testing.TB, s *Store) (*Session, []byte) {
	t.Helper()
	se := newTestSession(t, s)
	for _, k := range []int{1, 2, 3, 4, 5} {
		mustDo(t, se, tgCmd{Add: k})
	}
	se.Undo()
	se.Undo()
	mustDo(t, se, tgCmd{Add: 7}) // 4 and 5 dropped
	se.Undo()                    // 7 undone, redoable
	data, err := s.Export(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	return se, data
}

func TestExportImportRoundTrip(t *testing.T) {
	s, _ := openTemp(t)
	se, data := sampleExport(t, s)
	in, err := s.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	if in.Game != "test" || in.Title != "t" || in.Actions != se.Info().Actions {
		t.Fatalf("imported info %+v", in)
	}
	got, err := s.OpenSession(in.ID)
	if err != nil {
		t.Fatal(err)
	}
	sameState(t, se, got)
	// The whole history came across, redo included.
	a, _ := se.History(0, 100)
	b, _ := got.History(0, 100)
	if len(a) != len(b) {
		t.Fatalf("history %d vs %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Status != b[i].Status || a[i].Label.ID != b[i].Label.ID {
			t.Fatalf("entry %d: %+v vs %+v", i, a[i], b[i])
		}
	}
	if err := got.Redo(); err != nil || got.State().(tgState).Sum != 113 {
		t.Fatalf("redo after import: %v %+v", err, got.State())
	}
	// Exporting the import gives the same log.
	again, _ := s.Export(in.ID)
	var x, y sessionFile
	json.Unmarshal(data, &x)
	json.Unmarshal(again, &y)
	if len(x.Groups) != len(y.Groups) || !bytes.Equal(x.Setup, y.Setup) {
		t.Fatal("re-export differs")
	}
}

func TestImportRefusesBadFilesWhole(t *testing.T) {
	s, _ := openTemp(t)
	_, data := sampleExport(t, s)
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		json.Unmarshal(data, &m)
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	group := func(m map[string]any, i int) map[string]any {
		return m["groups"].([]any)[i].(map[string]any)
	}
	cases := map[string]struct {
		data []byte
		want string
	}{
		"garbage":      {[]byte("hello"), "tracker.err.import_json"},
		"truncated":    {data[:len(data)/2], "tracker.err.import_json"},
		"empty":        {nil, "tracker.err.import_json"},
		"other format": {edit(func(m map[string]any) { m["format"] = "x" }), "tracker.err.import_format"},
		"newer":        {edit(func(m map[string]any) { m["version"] = 2 }), "tracker.err.import_version"},
		"unknown game": {edit(func(m map[string]any) { m["game"] = "chess" }), "tracker.err.unknown_game"},
		"bad setup":    {edit(func(m map[string]any) { m["setup"] = map[string]any{"start": -1} }), "tracker.err.import_setup"},
		"illegal event": {edit(func(m map[string]any) {
			group(m, 1)["events"] = []any{map[string]any{"add": 50}}
		}), "tracker.err.import_event"},
		"illegal redo": {edit(func(m map[string]any) {
			group(m, 5)["events"] = []any{map[string]any{"add": 0}}
		}), "tracker.err.import_event"},
		"gap": {edit(func(m map[string]any) { group(m, 2)["seq"] = 9 }), "tracker.err.import_sequence"},
		"no events": {edit(func(m map[string]any) {
			group(m, 0)["events"] = []any{}
		}), "tracker.err.import_empty"},
		"status": {edit(func(m map[string]any) { group(m, 0)["status"] = "maybe" }), "tracker.err.import_status"},
		"undone below head": {edit(func(m map[string]any) {
			group(m, 0)["status"] = "undone"
		}), "tracker.err.import_status"},
	}
	before, _ := s.Sessions("")
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := s.Import(c.data)
			var te *Error
			if !errors.As(err, &te) || te.Msg.ID != c.want {
				t.Fatalf("got %v, want %s", err, c.want)
			}
		})
	}
	after, _ := s.Sessions("")
	if len(after) != len(before) {
		t.Fatal("a refused import stored something")
	}
}

func TestImportEventRefusalNamesTheRule(t *testing.T) {
	s, _ := openTemp(t)
	_, data := sampleExport(t, s)
	var m map[string]any
	json.Unmarshal(data, &m)
	m["groups"].([]any)[1].(map[string]any)["events"] = []any{map[string]any{"add": 12}}
	bad, _ := json.Marshal(m)
	_, err := s.Import(bad)
	var te *Error
	if !errors.As(err, &te) {
		t.Fatal(err)
	}
	if te.Msg.Args["N"] != int64(2) {
		t.Fatalf("group number %v", te.Msg.Args["N"])
	}
	if r, ok := te.Msg.Args["Reason"].(rules.Msg); !ok || r.ID != "test.err.range" {
		t.Fatalf("reason %+v", te.Msg.Args["Reason"])
	}
}

func FuzzImport(f *testing.F) {
	s, _ := openTemp(f)
	_, data := sampleExport(f, s)
	f.Add(data)
	f.Add(data[:len(data)/3])
	f.Add([]byte(`{"format":"skald.session","version":1,"game":"test","setup":{"start":1},"groups":[]}`))
	f.Add([]byte(`{"format":"skald.session","version":1,"game":"qa","setup":{},"groups":[]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		in, err := s.Import(b)
		if err != nil {
			return
		}
		// Whatever was accepted opens and replays to the state it was checked at.
		se, err := s.OpenSession(in.ID)
		if err != nil {
			t.Fatalf("accepted import does not open: %v", err)
		}
		if se.Info().Actions != in.Actions {
			t.Fatal("actions differ")
		}
		s.Delete(in.ID)
	})
}
