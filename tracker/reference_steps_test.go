package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"skald/rules"
	"skald/rules/dwarves"
	"skald/rules/games"
	"skald/rules/qa"
	"skald/rules/thorgal"
)

// A stateWalker plays one game through random but mostly legal commands so
// that the test sees the checklist of many different moments: setups (one per
// variant worth visiting), answers to printed questions the spec alone cannot
// give, and the commands worth trying from a state (the walk applies the first
// one, in a random order, that the rules accept).
type stateWalker struct {
	setups  []any
	printed func(key string, r *rand.Rand) (string, bool)
	next    func(state any, r *rand.Rand) []any
}

// walkers knows how to play each registered game (a game's own file may add
// its walker from an init function). A game registered in rules/games without
// a walker fails TestStepRefsResolve.
var walkers = map[string]stateWalker{
	"qa":      qaWalker,
	"thorgal": thorgalWalker,
	"dwarves": dwarvesWalker,
}

// TestStepRefsResolve plays every registered game from each of its walker's
// setups for a few hundred commands and checks that every checklist step it
// meets links to an existing reference entry.
func TestStepRefsResolve(t *testing.T) {
	ref, err := LoadReference()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games.All() {
		t.Run(g.ID(), func(t *testing.T) {
			w, ok := walkers[g.ID()]
			if !ok {
				t.Fatalf("no state walker for %s: add one in tracker/reference_steps_%s_test.go (see the Althing one)", g.ID(), g.ID())
			}
			refs := map[string]string{} // ref -> the step message that used it
			for i, su := range w.setups {
				for seed := uint64(1); seed <= 3; seed++ {
					walk(t, g, w, su, rand.New(rand.NewPCG(seed, uint64(i))), refs)
				}
			}
			var missing []string
			for r, msg := range refs {
				if r == "" {
					missing = append(missing, "a step without a Ref: "+msg)
				} else if _, ok := ref.Entry(r); !ok {
					missing = append(missing, r+" (step "+msg+")")
				}
			}
			sort.Strings(missing)
			if len(missing) > 0 {
				t.Errorf("%d checklist links of %s lead nowhere; write these entries in assets/reference/%s.toml:\n  %s",
					len(missing), g.ID(), g.ID(), strings.Join(missing, "\n  "))
			}
			t.Logf("%s: %d distinct step links seen", g.ID(), len(refs))
		})
	}
}

// walk plays one game and records the Ref of every step of every state.
func walk(t *testing.T, g rules.Game, w stateWalker, setup any, r *rand.Rand, refs map[string]string) {
	t.Helper()
	printed := map[string]string{}
	answer := func(key string) bool {
		if v, ok := w.printed(key, r); ok {
			printed[key] = v
			return true
		}
		spec, ok := rules.PrintedSpecFor(g, key)
		if !ok {
			return false
		}
		printed[key] = anyAnswer(spec, r)
		return true
	}
	data, err := json.Marshal(setup)
	if err != nil {
		t.Fatal(err)
	}
	var st any
	for tries := 0; ; tries++ {
		st, err = g.New(data, printed)
		var need *rules.NeedPrinted
		if errors.As(err, &need) && tries < 500 && answer(need.Key) {
			continue
		}
		if err != nil {
			t.Fatalf("%s setup %s: %v", g.ID(), data, err)
		}
		break
	}
	apply := func(cmd any) bool {
		for tries := 0; tries < 20; tries++ {
			evs, err := g.Decide(st, cmd, r)
			var need *rules.NeedPrinted
			if errors.As(err, &need) && answer(need.Key) {
				if learned, err := g.Decide(st, g.Learn(need.Key, printed[need.Key]), r); err == nil {
					st = evolveAll(t, g, st, learned)
				}
				continue
			}
			if err != nil {
				return false
			}
			st = evolveAll(t, g, st, evs)
			return true
		}
		return false
	}
	for step := 0; step < 400; step++ {
		for _, s := range g.Steps(st) {
			if _, seen := refs[s.Ref]; !seen {
				refs[s.Ref] = s.Msg.ID
			}
		}
		cmds := w.next(st, r)
		r.Shuffle(len(cmds), func(i, j int) { cmds[i], cmds[j] = cmds[j], cmds[i] })
		moved := false
		for _, c := range cmds {
			if apply(c) {
				moved = true
				break
			}
		}
		if !moved {
			return
		}
	}
}

func evolveAll(t *testing.T, g rules.Game, st any, evs [][]byte) any {
	t.Helper()
	for _, e := range evs {
		var err error
		if st, err = g.Evolve(st, e); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// anyAnswer is some valid answer to a printed question.
func anyAnswer(spec rules.PrintedSpec, r *rand.Rand) string {
	switch spec.Kind {
	case rules.PrintedInt:
		return strconv.Itoa(spec.Min + r.IntN(spec.Max-spec.Min+1))
	case rules.PrintedChoice:
		return spec.Choices[r.IntN(len(spec.Choices))].Value
	}
	return "Printed " + strconv.Itoa(r.IntN(100))
}

// refLike is a reference entry ID: "game.name" or deeper.
var refLike = regexp.MustCompile(`^[a-z]+\.[a-z0-9_]+(\.[a-z0-9_]+)*$`)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// ---------------------------------------------------------------- Qâ

var qaWalker = stateWalker{
	setups: []any{
		qa.Setup{Players: 4, Heroes: []string{qa.Thorgal, qa.Kriss, qa.Aaricia, qa.Jolan}},
		qa.Setup{Players: 1, Heroes: []string{qa.Tjall, qa.Arghun, qa.Jolan}},
	},
	printed: func(key string, r *rand.Rand) (string, bool) {
		switch {
		case strings.HasPrefix(key, "qa.start."):
			return strconv.Itoa(2 + r.IntN(4)), true
		case strings.HasPrefix(key, "qa.chaams."): // the deck's composition per type
			return map[bool]string{true: "2", false: "1"}[strings.HasPrefix(key, "qa.chaams.1.")], true
		case strings.HasPrefix(key, "qa.skills."): // starting hands
			return pick(r, qa.SkillTypes), true
		case strings.HasPrefix(key, "qa.war."):
			return pick(r, []string{"0", "0", "0", "1", "2"}), true
		}
		return "", false
	},
	next: func(state any, r *rand.Rand) []any {
		s := state.(qa.State)
		var out []any
		add := func(c qa.Command) { out = append(out, c) }
		if h, ok := s.Active(); ok && len(h.Hand) > qa.HandLimit {
			add(qa.Command{Kind: qa.CmdDiscard, Cards: h.Hand[:len(h.Hand)-qa.HandLimit]})
		}
		switch {
		case s.Destin.Pick:
			n := qa.TakeCount(s.Destin.Black, len(s.Destin.White))
			w := append([]string(nil), s.Destin.White...)
			r.Shuffle(len(w), func(i, j int) { w[i], w[j] = w[j], w[i] })
			add(qa.Command{Kind: qa.CmdTake, Dice: w[:n]})
		case s.Draw.Card != "":
			for l := 1; l <= qa.LieuCount; l++ {
				add(qa.Command{Kind: qa.CmdPlaceChaams, Lieu: l})
			}
		case s.Draw.Draws > 0:
			add(qa.Command{Kind: qa.CmdDrawChaams})
		}
		add(qa.Command{Kind: qa.CmdRoll})
		add(qa.Command{Kind: qa.CmdStopDestin})
		for _, d := range s.Dice {
			add(qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{d}})
			add(qa.Command{Kind: qa.CmdMove, Dice: []string{d}})
			add(qa.Command{Kind: qa.CmdReveal, Dice: []string{d}})
		}
		if v, ok := qa.VoyageDice(s.Dice, 2); ok {
			add(qa.Command{Kind: qa.CmdReveal, Dice: v})
		}
		for _, c := range qa.Removable(s) {
			add(qa.Command{Kind: qa.CmdRemoveChaams, Card: c})
		}
		add(qa.Command{Kind: qa.CmdEndTurn})
		add(qa.Command{Kind: qa.CmdAdvanceOgotai})
		return out
	},
}

// ---------------------------------------------------------------- Thorgal

var thorgalWalker = stateWalker{
	setups: []any{
		thorgal.Setup{Adventure: thorgal.TorkansTemple, Players: 1, Characters: []thorgal.Seat{{Character: thorgal.CharacterIDs[0]}, {Character: thorgal.CharacterIDs[1]}}},
		thorgal.Setup{Adventure: thorgal.BloodLily, Players: 2, Characters: []thorgal.Seat{{Character: thorgal.CharacterIDs[2]}, {Character: thorgal.CharacterIDs[3]}}},
	},
	// Test fixtures in the encodings of rules/thorgal/printed.go, not the
	// printed values (which the app never assumes).
	printed: func(key string, r *rand.Rand) (string, bool) {
		switch {
		case key == thorgal.TilesKey:
			return "I4, T4, L4, P5, X5", true
		case strings.HasSuffix(key, ".area"):
			return "#####/#####/####./###..", true
		case strings.HasSuffix(key, ".goods"):
			return "1,0,2,0,0,0", true
		case strings.HasSuffix(key, ".rounds"):
			return "4", true
		case strings.HasSuffix(key, ".row"):
			return "3,8,15,22,30", true
		case strings.HasSuffix(key, ".left"):
			return thorgal.Mountain, true
		case strings.HasSuffix(key, ".right"):
			return thorgal.Village, true
		}
		return "", false
	},
	next: func(state any, r *rand.Rand) []any {
		var out []any
		add := func(c thorgal.Command) { out = append(out, c) }
		for chip := 0; chip < 4; chip++ {
			add(thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: chip, Slot: r.IntN(5)})
		}
		for _, k := range []string{thorgal.CmdAdvanceRound, thorgal.CmdRefreshChips, thorgal.CmdResolveNext,
			thorgal.CmdNoteEffect, thorgal.CmdPassFirst, thorgal.CmdRefill} {
			add(thorgal.Command{Kind: k})
		}
		add(thorgal.Command{Kind: thorgal.CmdDrawEvent, Met: r.IntN(2) == 0})
		add(thorgal.Command{Kind: thorgal.CmdDraw, Deck: pick(r, []string{thorgal.Terrain, thorgal.Discovery, thorgal.Minor})})
		// A wound waits to be placed and holds up the round: rarely, so that
		// most walks go on through the Event phase.
		if r.IntN(60) == 0 {
			add(thorgal.Command{Kind: thorgal.CmdWound, Char: r.IntN(2), Size: 1 + r.IntN(5)})
		}
		if r.IntN(60) == 0 {
			add(thorgal.Command{Kind: pick(r, []string{thorgal.CmdWin, thorgal.CmdLose}), N: 1 + r.IntN(300)})
		}
		return out
	},
}

// ---------------------------------------------------------------- The Dwarves

var dwarvesWalker = stateWalker{
	setups: func() []any {
		var out []any
		for book := 1; book <= 5; book++ {
			su := dwarves.Setup{Book: book, Players: 3, Heroes: []string{dwarves.HeroIDs[book], dwarves.HeroIDs[book+3], dwarves.HeroIDs[book+6]}}
			if book == 5 {
				su.Easier = 1
			} else {
				su.Difficulty = dwarves.Difficulties[book-1]
			}
			out = append(out, su)
		}
		return out
	}(),
	printed: func(key string, r *rand.Rand) (string, bool) { return "", false },
	next: func(state any, r *rand.Rand) []any {
		s := state.(dwarves.State)
		var out []any
		add := func(c dwarves.Command) { out = append(out, c) }
		for _, k := range []string{dwarves.CmdAdvance, dwarves.CmdReveal, dwarves.CmdDispatch, dwarves.CmdEndTurn} {
			add(dwarves.Command{Kind: k})
		}
		add(dwarves.Command{Kind: dwarves.CmdDraw})
		add(dwarves.Command{Kind: dwarves.CmdCardDone, Slot: r.IntN(3)})
		add(dwarves.Command{Kind: dwarves.CmdFight})
		add(dwarves.Command{Kind: dwarves.CmdCheck, Card: "A", Target: 4, Need: 1})
		add(dwarves.Command{Kind: dwarves.CmdMove, To: s.Hero().Hex})
		action := pick(r, []string{dwarves.ActMove, dwarves.ActFight, dwarves.ActDispatch, dwarves.ActCheck})
		add(dwarves.Command{Kind: dwarves.CmdRoll, Action: action, Attr: pick(r, []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed}), Dice: 1 + r.IntN(4)})
		if r.IntN(30) == 0 {
			add(dwarves.Command{Kind: dwarves.CmdComplete, Slot: 0})
		}
		return out
	},
}

// TestStepRefsDeclared reads each game package's source for the reference
// links it spells out (a Ref: field, a Ref… constant, or in steps.go any
// "<game>.<name>" literal that is not a message ID) so that a link no walk
// happened to reach is still checked.
func TestStepRefsDeclared(t *testing.T) {
	ref, err := LoadReference()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games.All() {
		dir := filepath.Join("..", "rules", g.ID())
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		fset := token.NewFileSet()
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			file, err := parser.ParseFile(fset, f, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range declaredRefs(file, filepath.Base(f) == "steps.go") {
				if !strings.HasPrefix(id, g.ID()+".") {
					continue
				}
				if _, ok := ref.Entry(id); !ok {
					t.Errorf("%s links to %s, which is not in the reference", filepath.Base(f), id)
				}
			}
		}
	}
}

// declaredRefs finds string literals given to a field named Ref or to a
// constant whose name starts with Ref; with all, every dotted literal that is
// not the message ID of a call to M, Refuse, T or N.
func declaredRefs(f *ast.File, all bool) []string {
	var out []string
	msgIDs := map[*ast.BasicLit]bool{}
	lit := func(e ast.Expr) {
		if bl, ok := e.(*ast.BasicLit); ok && bl.Kind == token.STRING {
			if s, err := strconv.Unquote(bl.Value); err == nil {
				out = append(out, s)
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && len(c.Args) > 0 {
			name := ""
			switch fn := c.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			}
			if bl, ok := c.Args[0].(*ast.BasicLit); ok && (name == "M" || name == "Refuse" || name == "T" || name == "N") {
				msgIDs[bl] = true
			}
		}
		return true
	})
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if all && n.Kind == token.STRING && !msgIDs[n] {
				if s, err := strconv.Unquote(n.Value); err == nil && refLike.MatchString(s) {
					out = append(out, s)
				}
			}
		case *ast.KeyValueExpr:
			if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Ref" && !all {
				lit(n.Value)
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if strings.HasPrefix(name.Name, "Ref") && i < len(n.Values) && !all {
					lit(n.Values[i])
				}
			}
		}
		return true
	})
	return out
}

func TestDeclaredRefsFindsLinks(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", `package x
const RefSetup = "x.setup"
var s = Step{Ref: "x.round", Msg: rules.M("x.msg")}
func f() { add(rules.M("x.step.y"), "x.phase") }`, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(declaredRefs(f, false)); got != "[x.setup x.round]" {
		t.Errorf("declaredRefs = %s", got)
	}
	if got := fmt.Sprint(declaredRefs(f, true)); got != "[x.setup x.round x.phase]" {
		t.Errorf("declaredRefs in steps.go = %s", got)
	}
}
