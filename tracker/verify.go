package tracker

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"

	"skald/rules"
)

// Checking an imported log. The groups of a session form the tree that
// undo and redo leave: each action was done after another (its parent, the
// head at the time; 0 for the start), and the numbers are the order they
// were done in. The actions not dropped are the path from the start to the
// last action, the active ones first; a dropped action hangs anywhere on the
// path as it stood when it was done. Every action, dropped ones included, is
// replayed on the state it was done in: each event must pass the game's
// Check there, and the command must be decided again into the same events,
// with the random draws the file recorded (or, in a file from before draws
// were recorded, with some draws: every way to draw while that stays cheap,
// then the same kinds of events in the same number).

// replayed is what checking an imported log produced.
type replayed struct {
	game      rules.Game
	labels    [][]byte
	reveals   []bool
	status    []EntryStatus
	parents   []int64
	events    [][][]byte // each group's events, compacted
	snapshots map[int64]any
	head      int64
	actions   int
	outcome   rules.Outcome
}

// legacyDepth is how far up the path a dropped action of an old file (one
// without parents) is looked for.
const legacyDepth = 256

// pathNode is one action on the path being replayed.
type pathNode struct {
	seq   int64
	state any // nil when no later action needs it
}

// replayImport validates the groups and replays them from start.
func replayImport(g rules.Game, start any, groups []groupFile) (replayed, error) {
	p := replayed{snapshots: map[int64]any{}}
	if err := p.shape(groups); err != nil {
		return p, err
	}
	// needed: the actions some later action was done after, other than the
	// one just before it, whose state must be kept.
	needed := map[int64]bool{}
	legacy := false
	for i := range groups {
		switch par := p.parents[i]; {
		case par < 0:
			legacy = true
		case par != int64(i):
			needed[par] = true
		}
	}
	path := []pathNode{{seq: 0, state: start}}
	headState := start
	var chain int64 // the last action not dropped so far
	since := 0
	for i, gr := range groups {
		cmd, err := g.DecodeCommand(gr.Command)
		if err != nil {
			return p, importErr("tracker.err.import_command", gr.Seq, err)
		}
		var (
			state any
			top   = -1 // where on the path the parent stands
		)
		if par := p.parents[i]; par >= 0 {
			for k := len(path) - 1; k >= 0; k-- {
				if path[k].seq == par {
					top = k
					break
				}
			}
			if top < 0 || path[top].state == nil {
				return p, fail("tracker.err.import_status", nil, "N", gr.Seq)
			}
			if state, err = replayGroup(g, path[top].state, cmd, gr); err != nil {
				return p, err
			}
		} else {
			// A dropped action of an old file: the deepest place on the
			// path where it could have been done, no higher than the last
			// action kept (what came after it was done from there or below).
			var first error
			for k := len(path) - 1; k >= 0 && len(path)-1-k < legacyDepth; k-- {
				if path[k].state != nil {
					s2, err := replayGroup(g, path[k].state, cmd, gr)
					if err == nil {
						state, top = s2, k
						break
					}
					if first == nil {
						first = err
					}
				}
				if path[k].seq == chain {
					break
				}
			}
			if top < 0 {
				if first == nil {
					first = fail("tracker.err.import_status", nil, "N", gr.Seq)
				}
				return p, first
			}
			p.parents[i] = path[top].seq
		}
		path = path[:top+1]
		// Keep a state only where a later action may build on it.
		if par := &path[top]; !needed[par.seq] && !legacy {
			par.state = nil
		}
		if k := len(path) - legacyDepth; legacy && k >= 0 && !needed[path[k].seq] && path[k].seq != chain {
			path[k].state = nil
		}
		path = append(path, pathNode{seq: gr.Seq, state: state})
		evs := compacted(gr.Events)
		p.events = append(p.events, evs)
		lj, _ := json.Marshal(g.Label(cmd, evs))
		p.labels = append(p.labels, lj)
		p.reveals = append(p.reveals, g.Reveals(cmd, evs))
		if p.status[i] == Dropped {
			continue
		}
		chain = gr.Seq
		if p.status[i] == Active {
			headState = state
			p.actions++
			if since += len(evs); since >= SnapshotEvery {
				p.snapshots[gr.Seq], since = state, 0
			}
		}
	}
	p.outcome = g.Outcome(headState)
	return p, nil
}

// shape checks what can be checked without the rules: dense numbering, an
// event in every action, known statuses, and a tree undo and redo can leave
// (the actions kept are the path to the last one, the active ones first). It
// fills p.status, p.head and p.parents (-1 where an old file does not say).
func (p *replayed) shape(groups []groupFile) error {
	var (
		chain  int64 // the last action not dropped so far
		undone bool
	)
	for i, gr := range groups {
		if gr.Seq != int64(i+1) {
			return fail("tracker.err.import_sequence", nil, "N", i+1)
		}
		if len(gr.Events) == 0 {
			return fail("tracker.err.import_empty", nil, "N", gr.Seq)
		}
		st := EntryStatus(-1)
		for k, name := range statusNames {
			if gr.Status == name {
				st = EntryStatus(k)
			}
		}
		if st < 0 {
			return fail("tracker.err.import_status", nil, "N", gr.Seq)
		}
		p.status = append(p.status, st)
		par := int64(-1)
		if gr.Parent != nil {
			if par = *gr.Parent; par < 0 || par >= gr.Seq {
				return fail("tracker.err.import_status", nil, "N", gr.Seq)
			}
		}
		switch st {
		case Active, Undone:
			if (st == Active && undone) || (par >= 0 && par != chain) {
				return fail("tracker.err.import_status", nil, "N", gr.Seq)
			}
			if st == Active {
				p.head = gr.Seq
			}
			undone = undone || st == Undone
			par, chain = chain, gr.Seq
		}
		p.parents = append(p.parents, par)
	}
	// Nothing can drop the last action done: a new action drops the undone
	// ones before it, and nothing comes after the last.
	if n := len(groups); n > 0 && p.status[n-1] == Dropped {
		return fail("tracker.err.import_status", nil, "N", n)
	}
	return nil
}

// replayGroup applies one imported action to the state it was done in: each
// event must pass Check, and deciding the command again must give them.
func replayGroup(g rules.Game, state any, cmd any, gr groupFile) (any, error) {
	st := state
	for _, e := range gr.Events {
		if err := g.Check(st, e); err != nil {
			return nil, importErr("tracker.err.import_event", gr.Seq, err)
		}
		var err error
		if st, err = g.Evolve(st, e); err != nil {
			return nil, importErr("tracker.err.import_event", gr.Seq, err)
		}
	}
	if !decidesTo(g, state, cmd, gr) {
		return nil, fail("tracker.err.import_decision", nil, "N", gr.Seq)
	}
	return st, nil
}

// searchBudget is how many ways to draw are tried for an action of an old
// file, whose draws were not recorded.
const searchBudget = 64

// decidesTo reports whether deciding cmd on state gives the group's events.
func decidesTo(g rules.Game, state, cmd any, gr groupFile) bool {
	if gr.Rolls != nil {
		tape := &tapeRand{vals: *gr.Rolls}
		evs, err := g.Decide(state, cmd, tape)
		return err == nil && tape.used() && sameEvents(evs, gr.Events)
	}
	search := &searchRand{}
	shaped := false
	for range searchBudget {
		search.i = 0
		evs, err := g.Decide(state, cmd, search)
		if err == nil && sameEvents(evs, gr.Events) {
			return true
		}
		shaped = shaped || (err == nil && sameKinds(evs, gr.Events))
		if !search.next() {
			return false // every way to draw was tried
		}
	}
	return shaped
}

// tapeRand answers the recorded draws, in order; any draw out of range or
// missing, or a draw left over, spoils it.
type tapeRand struct {
	vals []int
	i    int
	bad  bool
}

func (x *tapeRand) IntN(n int) int {
	if x.i >= len(x.vals) || x.vals[x.i] < 0 || x.vals[x.i] >= n {
		x.bad = true
		x.i++
		return 0
	}
	x.i++
	return x.vals[x.i-1]
}

func (x *tapeRand) used() bool { return !x.bad && x.i == len(x.vals) }

// searchRand walks every sequence of draws in order, like an odometer whose
// last draw turns first.
type searchRand struct {
	choice, limit []int
	i             int
}

func (x *searchRand) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	if x.i < len(x.choice) {
		x.limit[x.i] = n
		v := min(x.choice[x.i], n-1)
		x.i++
		return v
	}
	x.choice, x.limit = append(x.choice, 0), append(x.limit, n)
	x.i++
	return 0
}

// next turns to the next sequence of draws; false when all were tried.
func (x *searchRand) next() bool {
	x.choice, x.limit = x.choice[:x.i], x.limit[:x.i]
	for j := len(x.choice) - 1; j >= 0; j-- {
		if x.choice[j]+1 < x.limit[j] {
			x.choice[j]++
			x.choice, x.limit = x.choice[:j+1], x.limit[:j+1]
			return true
		}
	}
	return false
}

// sameEvents compares events as JSON values (the order of keys and the
// spacing aside).
func sameEvents(got [][]byte, want []json.RawMessage) bool {
	return slices.EqualFunc(got, want, func(g []byte, w json.RawMessage) bool {
		var a, b any
		return json.Unmarshal(g, &a) == nil && json.Unmarshal(w, &b) == nil && reflect.DeepEqual(a, b)
	})
}

// sameKinds reports whether two lists of events have the same length and
// the same kind of event at each place.
func sameKinds(got [][]byte, want []json.RawMessage) bool {
	return slices.EqualFunc(got, want, sameKind)
}

// sameKind reports whether two events are of one kind: the same "kind" field,
// or else, without one, the same fields.
func sameKind(got []byte, want json.RawMessage) bool {
	var a, b map[string]json.RawMessage
	if json.Unmarshal(got, &a) != nil || json.Unmarshal(want, &b) != nil {
		return false
	}
	if _, ok := a["kind"]; ok || b["kind"] != nil {
		return bytes.Equal(a["kind"], b["kind"])
	}
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if _, ok := b[k]; !ok {
			return false
		}
	}
	return true
}

// compacted is the events without the indentation an export adds.
func compacted(evs []json.RawMessage) [][]byte {
	out := make([][]byte, len(evs))
	for i, e := range evs {
		out[i] = compact(e)
	}
	return out
}

// compact is JSON without the indentation an export adds.
func compact(raw json.RawMessage) []byte {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}
