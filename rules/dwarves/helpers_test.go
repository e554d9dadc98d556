package dwarves

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"skald/rules"
)

// Test values only: the real ones are printed on the boards and dice and are
// learned at the table.
var testRecruit = map[string][6]int{
	DieOrc:   {0, 1, 1, 2, 2, 3},
	DieTroll: {0, 0, 1, 1, 1, 2},
	DieElfar: {0, 0, 0, 1, 1, 1},
}

// profile is a box profile with every value known: a Doom track of length
// spaces whose icons are given by icons (others none), heroes with Battle,
// Craft, Speed 3 and Health 5, starting on "start-ID".
func profile(length int, icons map[int]string) map[string]string {
	p := map[string]string{doomLengthKey: strconv.Itoa(length), cmAKey: "14"}
	for sp := 2; sp < DoomMax; sp++ {
		ic := IconNone
		if v, ok := icons[sp]; ok {
			ic = v
		}
		p[doomSpaceKey(sp)] = ic
	}
	for _, id := range HeroIDs {
		p[heroKey(id, AttrBattle)] = "3"
		p[heroKey(id, AttrCraft)] = "3"
		p[heroKey(id, AttrSpeed)] = "3"
		p[heroKey(id, "health")] = "5"
		p[heroKey(id, "start")] = "start-" + id
	}
	for die, sides := range testRecruit {
		for i, n := range sides {
			p[recruitKey(die, i+1)] = strconv.Itoa(n)
		}
	}
	return p
}

// table is a session under test: the state, the events so far, a seeded
// random source.
type table struct {
	t     *testing.T
	setup Setup
	prof  map[string]string
	s     State
	log   []Event
	rnd   *rand.Rand
}

func newTable(t *testing.T, su Setup, prof map[string]string) *table {
	t.Helper()
	s, err := New(su, prof)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return &table{t: t, setup: su, prof: prof, s: s, rnd: rand.New(rand.NewPCG(1, 2))}
}

func book1(heroes ...string) Setup {
	if len(heroes) == 0 {
		heroes = []string{Tungdil, Balyndis}
	}
	return Setup{Book: 1, Difficulty: Normal, Players: len(heroes), Heroes: heroes}
}

// do decides and applies a command, failing the test on a refusal.
func (tb *table) do(c Command) []Event {
	tb.t.Helper()
	evs, err := tb.try(c)
	if err != nil {
		tb.t.Fatalf("%s: %v", c.Kind, describe(err))
	}
	return evs
}

// try decides and applies a command, returning a refusal.
func (tb *table) try(c Command) ([]Event, error) {
	tb.t.Helper()
	before := encode(tb.t, tb.s)
	evs, err := Decide(tb.s, c, tb.rnd)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if err := Check(tb.s, e); err != nil {
			tb.t.Fatalf("%s: event %s fails Check: %v", c.Kind, e.Kind, describe(err))
		}
		prev := encode(tb.t, tb.s)
		next := Evolve(tb.s, e)
		if encode(tb.t, tb.s) != prev {
			tb.t.Fatalf("Evolve(%s) changed its input", e.Kind)
		}
		tb.s = next
	}
	if len(evs) > 0 && encode(tb.t, tb.s) == before && c.Kind != CmdLearn {
		// Every command that emits events changes something: an action
		// that changes nothing would sit in the history as a step taken.
		tb.t.Errorf("%s emitted %d events but changed nothing", c.Kind, len(evs))
	}
	tb.log = append(tb.log, evs...)
	return evs, nil
}

// refused asserts a command is refused with the given message ID.
func (tb *table) refused(c Command, id string) {
	tb.t.Helper()
	_, err := Decide(tb.s, c, tb.rnd)
	var r *rules.Refusal
	if !errors.As(err, &r) {
		tb.t.Fatalf("%s: want refusal %s, got %v", c.Kind, id, err)
	}
	if r.Msg.ID != id {
		tb.t.Fatalf("%s: want refusal %s, got %s", c.Kind, id, r.Msg.ID)
	}
}

// replayed rebuilds the state from the setup and the events, through JSON.
func (tb *table) replayed() State {
	tb.t.Helper()
	s, err := New(tb.setup, tb.prof)
	if err != nil {
		tb.t.Fatal(err)
	}
	for _, e := range tb.log {
		data, _ := json.Marshal(e)
		var back Event
		if err := json.Unmarshal(data, &back); err != nil {
			tb.t.Fatal(err)
		}
		if err := Check(s, back); err != nil {
			tb.t.Fatalf("replay: %s fails Check: %v", back.Kind, describe(err))
		}
		s = Evolve(s, back)
	}
	return s
}

func (tb *table) assertReplay() {
	tb.t.Helper()
	if got, want := encode(tb.t, tb.replayed()), encode(tb.t, tb.s); got != want {
		tb.t.Fatalf("replay differs from live:\nlive   %s\nreplay %s", want, got)
	}
}

func encode(t *testing.T, s State) string {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func describe(err error) string {
	var r *rules.Refusal
	if errors.As(err, &r) {
		return r.Msg.ID + " " + strconv.Quote(jsonOf(r.Msg.Args))
	}
	return err.Error()
}

func jsonOf(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}

// conserved checks supply + board + cards = the box, per troop type, and
// leaders in play at most one each.
func conserved(t *testing.T, s State) {
	t.Helper()
	on := s.OnBoard()
	if got := s.Supply.Add(on.Plain()); got != Total {
		t.Fatalf("troops not conserved: supply %+v + board %+v = %+v", s.Supply, on.Plain(), got)
	}
	if !s.Supply.Valid() || s.Supply != s.Supply.Plain() {
		t.Fatalf("bad supply %+v", s.Supply)
	}
	l := on.Leaders()
	if l.OrcLeader > 1 || l.TrollLeader > 1 || l.ElfarLeader > 1 || !l.Valid() || (s.Setup.Book != 4 && !l.Zero()) {
		t.Fatalf("bad leaders %+v", l)
	}
	for k, v := range s.Board {
		if !v.Valid() || v.Zero() {
			t.Fatalf("hex %s holds %+v", k, v)
		}
	}
	for k, v := range s.Cards {
		if !v.Valid() || v.Zero() {
			t.Fatalf("card %s holds %+v", k, v)
		}
	}
}

// markers checks the tracks.
func markers(t *testing.T, s State) {
	t.Helper()
	for _, m := range []string{MarkHero, MarkDoom} {
		if p := s.Doom.Pos(m); p < 1 || p > s.Doom.Len {
			t.Fatalf("%s marker at %d of %d", m, p, s.Doom.Len)
		}
	}
	if !s.Over() && s.GapToDoom() <= 0 {
		t.Fatalf("markers met but the game goes on")
	}
	if p := s.CouncilPos(); p < 1 || p > CouncilPositions {
		t.Fatalf("council at %d", p)
	}
	for _, h := range s.Heroes {
		if h.Health < 0 || h.Health > h.Hearts() {
			t.Fatalf("%s health %d of %d", h.ID, h.Health, h.Hearts())
		}
		if h.Health == 0 && !s.Over() {
			t.Fatalf("%s dead but the game goes on", h.ID)
		}
	}
	if len(s.Perished) > PerishedTiles {
		t.Fatalf("%d Perished Land tiles", len(s.Perished))
	}
	if !reflect.DeepEqual(s.Perished, sortedCopy(s.Perished)) {
		t.Fatalf("perished not sorted")
	}
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	if len(out) == 0 {
		return s
	}
	return out
}

// startActions advances the Hero marker (no icon expected) and leaves the
// table at its actions.
func (tb *table) startActions() {
	tb.t.Helper()
	tb.do(Command{Kind: CmdAdvance, Table: true})
}

func (tb *table) roll(action, attr string, faces ...int) {
	tb.t.Helper()
	tb.do(Command{Kind: CmdRoll, Action: action, Attr: attr, Dice: len(faces), Table: true, Faces: faces})
}
