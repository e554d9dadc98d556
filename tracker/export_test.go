package tracker

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
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
	sameHistory(t, se, got) // redo included
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
		"illegal dropped action": {edit(func(m map[string]any) {
			group(m, 4)["events"] = []any{map[string]any{"add": 50}}
		}), "tracker.err.import_event"},
		"dropped action after one not on the path": {edit(func(m map[string]any) {
			group(m, 4)["parent"] = 2 // done after 2, it would have dropped 3, which is kept
		}), "tracker.err.import_status"},
		"parent of a later action":        {edit(func(m map[string]any) { group(m, 1)["parent"] = 5 }), "tracker.err.import_status"},
		"kept action after a dropped one": {edit(func(m map[string]any) { group(m, 5)["parent"] = 5 }), "tracker.err.import_status"},
		"last action dropped":             {edit(func(m map[string]any) { group(m, 5)["status"] = "dropped" }), "tracker.err.import_status"},
		"swapped command": {edit(func(m map[string]any) {
			group(m, 1)["command"] = map[string]any{"add": 5} // its event adds 2
		}), "tracker.err.import_decision"},
		"invented roll": {edit(func(m map[string]any) {
			group(m, 1)["command"] = map[string]any{"roll": true} // no draw recorded
		}), "tracker.err.import_decision"},
		"swapped dropped command": {edit(func(m map[string]any) {
			group(m, 3)["command"] = map[string]any{"add": 1, "times": 2}
		}), "tracker.err.import_decision"},
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
	f.Add(bigSessionFile(f, 3*SnapshotEvery+5)) // opens from a snapshot
	f.Fuzz(func(t *testing.T, b []byte) {
		in, err := s.Import(b)
		if err != nil {
			return
		}
		defer s.Delete(in.ID)
		// Whatever was accepted opens (from its snapshots) to the state a
		// replay of its active events from the start gives, and exports to a
		// file that imports again to the same.
		se, err := s.load(in.ID)
		if err != nil {
			t.Fatalf("accepted import does not open: %v", err)
		}
		if se.Info().Actions != in.Actions {
			t.Fatal("actions differ")
		}
		want := replayFromStart(t, s, in.ID)
		if got := stateJSON(t, se); !bytes.Equal(got, want) {
			t.Fatalf("opened state %s, replay %s", got, want)
		}
		again, err := s.Export(in.ID)
		if err != nil {
			t.Fatal(err)
		}
		back, err := s.Import(again)
		if err != nil {
			t.Fatalf("the export of an accepted import is refused: %v", err)
		}
		defer s.Delete(back.ID)
		if got := stateJSON(t, fresh(t, s, back.ID)); !bytes.Equal(got, want) {
			t.Fatalf("re-imported state %s, want %s", got, want)
		}
	})
}

// replayFromStart is the state a session's active events give from its
// setup, snapshots aside.
func replayFromStart(t testing.TB, s *Store, id int64) []byte {
	t.Helper()
	var (
		gameID             string
		setup, printedJSON []byte
	)
	if err := s.r.QueryRow(`SELECT game, setup, printed FROM sessions WHERE id = ?`, id).Scan(&gameID, &setup, &printedJSON); err != nil {
		t.Fatal(err)
	}
	g, err := gameFor(gameID)
	if err != nil {
		t.Fatal(err)
	}
	var printed map[string]string
	json.Unmarshal(printedJSON, &printed)
	st, err := g.New(setup, printed)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := s.r.Query(`SELECT e.data FROM events e JOIN groups g ON g.session_id = e.session_id AND g.seq = e.grp
		WHERE e.session_id = ? AND g.undone = 0 ORDER BY e.grp, e.n`, id)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var e []byte
		rows.Scan(&e)
		if st, err = g.Evolve(st, e); err != nil {
			t.Fatal(err)
		}
	}
	b, err := g.EncodeState(st)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Digital draws travel with the file: an import decides the roll again from
// them, so an event that is not what the draw gave is refused, while a draw
// and its event changed together are a roll that could have happened.
func TestImportDecidesDrawsAgain(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	mustDo(t, se, tgCmd{Roll: true, Times: 3})
	mustDo(t, se, tgCmd{Add: 2})
	data, err := s.Export(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	in, err := s.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	sameState(t, se, fresh(t, s, in.ID))
	var f sessionFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f.Groups[0].Rolls == nil || len(*f.Groups[0].Rolls) != 3 {
		t.Fatalf("the draws are not in the export: %+v", f.Groups[0].Rolls)
	}
	edit := func(change func(g *groupFile)) []byte {
		var f sessionFile
		json.Unmarshal(data, &f)
		change(&f.Groups[0])
		b, _ := json.Marshal(f)
		return b
	}
	first := (*f.Groups[0].Rolls)[0]
	other := (first + 1) % 6
	var te *Error
	for name, bad := range map[string][]byte{
		"an event the draw did not give": edit(func(g *groupFile) {
			g.Events[0] = json.RawMessage(`{"add":` + strconv.Itoa(other+1) + `}`)
		}),
		"a draw out of range": edit(func(g *groupFile) { (*g.Rolls)[0] = 6 }),
		"a draw missing":      edit(func(g *groupFile) { *g.Rolls = (*g.Rolls)[:2] }),
		"a draw too many":     edit(func(g *groupFile) { *g.Rolls = append(*g.Rolls, 1) }),
	} {
		if _, err := s.Import(bad); !errors.As(err, &te) || te.Msg.ID != "tracker.err.import_decision" || te.Msg.Args["N"] != int64(1) {
			t.Errorf("%s: %v", name, err)
		}
	}
	both := edit(func(g *groupFile) {
		(*g.Rolls)[0] = other
		g.Events[0] = json.RawMessage(`{"add":` + strconv.Itoa(other+1) + `}`)
	})
	if _, err := s.Import(both); err != nil {
		t.Fatalf("a roll that could have happened: %v", err)
	}
}

// A file from before parents and draws were recorded still imports: the
// kept actions' places follow from their order, a dropped action is placed
// where it could have been done, and a command is decided again with the
// draws tried in turn.
func TestImportOfAnOlderFile(t *testing.T) {
	s, _ := openTemp(t)
	se, _ := sampleExport(t, s)
	mustRedo(t, se)
	mustDo(t, se, tgCmd{Roll: true})
	mustDo(t, se, tgCmd{Roll: true, Times: 2})
	data, err := s.Export(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(data, &m)
	for _, g := range m["groups"].([]any) {
		delete(g.(map[string]any), "parent")
		delete(g.(map[string]any), "rolls")
	}
	old, _ := json.Marshal(m)
	in, err := s.Import(old)
	if err != nil {
		t.Fatalf("an older file: %v", err)
	}
	got := fresh(t, s, in.ID)
	sameState(t, se, got)
	sameHistory(t, se, got)
	// Its dropped actions are checked too.
	m["groups"].([]any)[4].(map[string]any)["events"] = []any{map[string]any{"add": 0}}
	bad, _ := json.Marshal(m)
	var te *Error
	if _, err := s.Import(bad); !errors.As(err, &te) || te.Msg.ID != "tracker.err.import_event" {
		t.Fatalf("an illegal dropped action in an older file: %v", err)
	}
}
