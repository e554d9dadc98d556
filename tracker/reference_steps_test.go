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
	"skald/rules/games"
	"skald/rules/random"
)

// A stateWalker plays one game through the commands of the game's own random
// generator (rules/<game>/gen: usually legal, sometimes junk) so that the test
// sees the checklist of many different moments: setups (one per variant worth
// visiting), answers to printed questions the spec alone cannot give (nil: any
// answer the spec allows), and the commands tried from a state (the walk
// applies the first one the rules accept).
type stateWalker struct {
	setups  []any
	printed func(key string, r *rand.Rand) (string, bool)
	command func(state any, r *rand.Rand) any
}

// generator erases a game's command generator for the walk.
func generator[S, C any](gen func(S, rules.Rand) C) func(any, *rand.Rand) any {
	return func(s any, r *rand.Rand) any { return gen(s.(S), r) }
}

// triesPerState is how many generated commands the walk tries from one state
// before it takes the game as stuck.
const triesPerState = 60

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
				t.Fatalf("no state walker for %s: add one in tracker/reference_walkers_test.go", g.ID())
			}
			refs := map[string]string{} // ref -> the step message that used it
			for i, su := range w.setups {
				for seed := uint64(1); seed <= 8; seed++ { // enough walks to reach every ending
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
		if w.printed != nil {
			if v, ok := w.printed(key, r); ok {
				printed[key] = v
				return true
			}
		}
		spec, ok := rules.PrintedSpecFor(g, key)
		if !ok {
			return false
		}
		printed[key] = random.Answer(spec, r)
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
		moved := false
		for range triesPerState {
			if apply(w.command(st, r)) {
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

// refLike is a reference entry ID: "game.name" or deeper.
var refLike = regexp.MustCompile(`^[a-z]+\.[a-z0-9_]+(\.[a-z0-9_]+)*$`)

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
