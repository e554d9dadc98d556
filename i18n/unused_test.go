package i18n

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// part is one piece of a message ID the code builds: a literal, or a hole
// filled at run time (digits only for a %d).
type part struct {
	lit    string
	hole   bool
	digits bool
}

// codeStrings gathers what the module's non-test Go code can make a message ID
// from: every string literal (lits); the shapes of the IDs it builds
// (patterns): a concatenation ("qa.lieu." + n, "thorgal." + kind + ".name")
// or a Sprintf format ("qa.war.%d"), its literal pieces fixed and the rest
// holes; and the literals appended to another string ("_now" in
// key += "_now").
func codeStrings(t *testing.T, root string) (lits map[string]bool, patterns [][]part, suffixes map[string]bool) {
	t.Helper()
	lits, suffixes = map[string]bool{}, map[string]bool{}
	str := func(e ast.Expr) (string, bool) {
		bl, ok := e.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(bl.Value)
		return s, err == nil
	}
	withDot := func(ps []part) bool {
		for _, p := range ps {
			if strings.Contains(p.lit, ".") {
				return true
			}
		}
		return false
	}
	for _, f := range goFiles(t, root, token.NewFileSet()) {
		inner := map[ast.Node]bool{} // the sums inside a sum already taken whole
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if s, ok := str(n); ok {
					lits[s] = true
					if ps := formatParts(s); ps != nil && withDot(ps) {
						patterns = append(patterns, ps)
					}
				}
			case *ast.BinaryExpr:
				if n.Op == token.ADD && !inner[n] {
					var ps []part
					var flat func(e ast.Expr)
					flat = func(e ast.Expr) {
						if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.ADD {
							inner[b] = true
							flat(b.X)
							flat(b.Y)
							return
						}
						if e, ok := e.(*ast.ParenExpr); ok {
							flat(e.X)
							return
						}
						if s, ok := str(e); ok {
							ps = append(ps, part{lit: s})
						} else {
							ps = append(ps, part{hole: true})
						}
					}
					flat(n)
					if withDot(ps) {
						patterns = append(patterns, ps)
					}
				}
			case *ast.AssignStmt:
				if n.Tok == token.ADD_ASSIGN && len(n.Rhs) == 1 {
					if s, ok := str(n.Rhs[0]); ok {
						suffixes[s] = true
					}
				}
			}
			return true
		})
	}
	return lits, patterns, suffixes
}

// formatParts splits a Sprintf format into pieces; nil when it has no verb.
func formatParts(s string) []part {
	if !strings.Contains(s, "%") {
		return nil
	}
	var ps []part
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 || i+1 >= len(s) {
			break
		}
		if s[i+1] == '%' {
			ps = append(ps, part{lit: s[:i+1]})
			s = s[i+2:]
			continue
		}
		j := i + 1
		for j < len(s) && strings.IndexByte("+-# 0123456789.", s[j]) >= 0 {
			j++
		}
		if j >= len(s) {
			return nil
		}
		if i > 0 {
			ps = append(ps, part{lit: s[:i]})
		}
		ps = append(ps, part{hole: true, digits: s[j] == 'd'})
		s = s[j+1:]
	}
	if s != "" {
		ps = append(ps, part{lit: s})
	}
	return ps
}

// matches reports whether id is one the pattern builds: its literal pieces
// where they stand, and each hole filled with a string literal of the code
// (a constant: an adventure's ID, a die face) or a number.
func matches(id string, ps []part, lits map[string]bool) bool {
	if len(ps) == 0 {
		return id == ""
	}
	p := ps[0]
	if !p.hole {
		return strings.HasPrefix(id, p.lit) && matches(id[len(p.lit):], ps[1:], lits)
	}
	for end := 1; end <= len(id); end++ {
		fill := id[:end]
		if (isNumber(fill) || (!p.digits && lits[fill])) && matches(id[end:], ps[1:], lits) {
			return true
		}
	}
	return false
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// TestEveryIDIsUsed keeps the message files free of orphans: each ID must be
// named by the code, whole or as the code builds it (a literal prefix alone
// does not make every ID under it used: "thorgal." + kind does not use all of
// thorgal.*), or by the rules reference content.
func TestEveryIDIsUsed(t *testing.T) {
	root := moduleRoot(t)
	lits, patterns, suffixes := codeStrings(t, root)
	var reference strings.Builder
	refFiles, _ := filepath.Glob(filepath.Join(root, "assets", "reference", "*.toml"))
	for _, name := range refFiles {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		reference.Write(data)
	}
	var used func(id string, depth int) bool
	used = func(id string, depth int) bool {
		if lits[id] || strings.Contains(reference.String(), `"`+id+`"`) {
			return true
		}
		for _, ps := range patterns {
			if matches(id, ps, lits) {
				return true
			}
		}
		if depth < 2 {
			for s := range suffixes {
				if len(s) > 1 && strings.HasSuffix(id, s) && used(strings.TrimSuffix(id, s), depth+1) {
					return true
				}
			}
		}
		return false
	}
	var orphans []string
	for id := range parseLang(t, "en") {
		if !used(id, 0) {
			orphans = append(orphans, id)
		}
	}
	sort.Strings(orphans)
	if len(orphans) > 0 {
		t.Errorf("%d message IDs are defined but never used; delete them from both languages:\n  %s",
			len(orphans), strings.Join(orphans, "\n  "))
	}
}

// The matcher is exact: a pattern's prefix alone uses nothing, a hole takes
// a constant of the code or a number, not any text.
func TestPatternsAreExact(t *testing.T) {
	lits := map[string]bool{"sword": true, "name": true}
	cat := []part{{lit: "thorgal."}, {hole: true}, {lit: ".name"}}
	for id, want := range map[string]bool{
		"thorgal.sword.name":   true,
		"thorgal.7.name":       true,
		"thorgal.axe.name":     false, // "axe" is no constant of the code
		"thorgal.sword.title":  false,
		"thorgal.":             false,
		"thorgal.sword.name.x": false,
	} {
		if got := matches(id, cat, lits); got != want {
			t.Errorf("%s: matched %v", id, got)
		}
	}
	prefix := []part{{lit: "dwarves."}, {hole: true}}
	if !matches("dwarves.sword", prefix, lits) || matches("dwarves.hero.axe.name", prefix, lits) {
		t.Error(`"dwarves." + x uses exactly dwarves.<constant>`)
	}
	if ps := formatParts("qa.war.%d"); !matches("qa.war.12", ps, lits) || matches("qa.war.sword", ps, lits) {
		t.Errorf("a %%d takes a number only: %+v", ps)
	}
}
