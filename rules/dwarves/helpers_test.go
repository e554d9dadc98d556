package dwarves

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
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
	for pos, k := range testCouncil {
		p[CouncilKey(pos, 1)] = k
	}
	p[councilTileKey] = CouncilOther
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
	return &table{t: t, setup: su, prof: prof, s: decider.New(t, su, prof), rnd: rand.New(rand.NewPCG(1, 2))}
}

func book1(heroes ...string) Setup {
	if len(heroes) == 0 {
		heroes = []string{Tungdil, Balyndis}
	}
	return Setup{Book: 1, Difficulty: Normal, Players: len(heroes), Heroes: heroes, Council: CouncilLearned}
}

// testCouncil is the test box's council board: each kind on its own space,
// so tests place the marker by kind (councilAt).
var testCouncil = map[int]string{1: CouncilDoomEachTurn, 2: CouncilRecruitBlank, 3: CouncilForcedReroll,
	4: CouncilThreatHurts, 5: CouncilNothing, 6: CouncilThreatHeals, 7: CouncilOther, 8: CouncilReroll, 9: CouncilEquipment}

// councilAt is the space of the test box's council board showing kind.
func councilAt(kind string) int {
	for pos, k := range testCouncil {
		if k == kind {
			return pos
		}
	}
	panic(kind)
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
	rulestest.Refused(tb.t, err, c, id)
}

// replayed rebuilds the state from the setup and the events, through JSON.
func (tb *table) replayed() State {
	tb.t.Helper()
	s, err := New(tb.setup, tb.prof)
	if err != nil {
		tb.t.Fatal(err)
	}
	return decider.Replay(tb.t, 0, s, tb.log)
}

func (tb *table) assertReplay() {
	tb.t.Helper()
	if got, want := encode(tb.t, tb.replayed()), encode(tb.t, tb.s); got != want {
		tb.t.Fatalf("replay differs from live:\nlive   %s\nreplay %s", want, got)
	}
}

// The shared test helpers (see rulestest), under the names these tests use.
var (
	encode  = rulestest.Encode
	decider = rulestest.For(spec, invariants)
)

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

// invariants are what no accepted command may break: the troops conserved and
// the markers in place.
func invariants(s State) error {
	if err := troopsConserved(s); err != nil {
		return err
	}
	return markersInPlace(s)
}

// conserved fails unless the troops are conserved (see troopsConserved).
func conserved(t *testing.T, s State) {
	t.Helper()
	if err := troopsConserved(s); err != nil {
		t.Fatal(err)
	}
}

// markers fails unless the markers are in place (see markersInPlace).
func markers(t *testing.T, s State) {
	t.Helper()
	if err := markersInPlace(s); err != nil {
		t.Fatal(err)
	}
}

// troopsConserved: supply + board + cards = the box, per troop type, and
// leaders in play at most one each.
func troopsConserved(s State) error {
	on := s.OnBoard()
	if got := s.Supply.Add(on.Plain()); got != Total {
		return fmt.Errorf("troops not conserved: supply %+v + board %+v = %+v", s.Supply, on.Plain(), got)
	}
	if !s.Supply.Valid() || s.Supply != s.Supply.Plain() {
		return fmt.Errorf("bad supply %+v", s.Supply)
	}
	l := on.Leaders()
	if l.OrcLeader > 1 || l.TrollLeader > 1 || l.ElfarLeader > 1 || !l.Valid() || (s.Setup.Book != 4 && !l.Zero()) {
		return fmt.Errorf("bad leaders %+v", l)
	}
	for k, v := range s.Board {
		if !v.Valid() || v.Zero() {
			return fmt.Errorf("hex %s holds %+v", k, v)
		}
	}
	for k, v := range s.Cards {
		if !v.Valid() || v.Zero() {
			return fmt.Errorf("card %s holds %+v", k, v)
		}
	}
	return nil
}

// markersInPlace: the markers on their tracks, Health in bounds, the
// Perished Land tiles sorted.
func markersInPlace(s State) error {
	for _, m := range []string{MarkHero, MarkDoom} {
		if p := s.Doom.Pos(m); p < 1 || p > s.Doom.Len {
			return fmt.Errorf("%s marker at %d of %d", m, p, s.Doom.Len)
		}
	}
	if !s.Over() && s.GapToDoom() <= 0 {
		return fmt.Errorf("markers met but the game goes on")
	}
	if p := s.CouncilPos(); p < 1 || p > CouncilPositions {
		return fmt.Errorf("council at %d", p)
	}
	for _, h := range s.Heroes {
		if h.Health < 0 || h.Health > h.Hearts() {
			return fmt.Errorf("%s health %d of %d", h.ID, h.Health, h.Hearts())
		}
		if h.Health == 0 && !s.Over() {
			return fmt.Errorf("%s dead but the game goes on", h.ID)
		}
	}
	if len(s.Perished) > PerishedTiles {
		return fmt.Errorf("%d Perished Land tiles", len(s.Perished))
	}
	if !slices.IsSorted(s.Perished) {
		return fmt.Errorf("perished not sorted")
	}
	return nil
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
