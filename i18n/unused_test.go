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

// codeStrings gathers what the module's non-test Go code can make a message ID
// from: every string literal, the literals that start a concatenation or a
// Sprintf format ("qa.lieu." + n, "qa.war.%d"), and the literals appended to
// another string ("_now" in key += "_now").
func codeStrings(t *testing.T, root string) (lits, prefixes, suffixes map[string]bool) {
	t.Helper()
	lits, prefixes, suffixes = map[string]bool{}, map[string]bool{}, map[string]bool{}
	str := func(e ast.Expr) (string, bool) {
		bl, ok := e.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(bl.Value)
		return s, err == nil
	}
	for _, f := range goFiles(t, root, token.NewFileSet()) {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if s, ok := str(n); ok {
					lits[s] = true
					if i := strings.IndexByte(s, '%'); i > 0 {
						prefixes[s[:i]] = true
					}
				}
			case *ast.BinaryExpr:
				if n.Op == token.ADD {
					if s, ok := str(n.X); ok {
						prefixes[s] = true
					}
					if s, ok := str(n.Y); ok {
						suffixes[s] = true
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
	return lits, prefixes, suffixes
}

// TestEveryIDIsUsed keeps the message files free of orphans: each ID must be
// named by the code (whole, or built from a literal prefix or suffix) or by the
// rules reference content.
func TestEveryIDIsUsed(t *testing.T) {
	root := moduleRoot(t)
	lits, prefixes, suffixes := codeStrings(t, root)
	var reference strings.Builder
	refFiles, _ := filepath.Glob(filepath.Join(root, "assets", "reference", "*.toml"))
	for _, name := range refFiles {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		reference.Write(data)
	}
	used := func(id string) bool {
		if lits[id] || strings.Contains(reference.String(), `"`+id+`"`) {
			return true
		}
		for p := range prefixes {
			if len(p) > 1 && strings.HasPrefix(id, p) && strings.ContainsAny(p[len(p)-1:], "._") {
				return true
			}
		}
		for s := range suffixes {
			if len(s) > 1 && strings.HasSuffix(id, s) && lits[strings.TrimSuffix(id, s)] {
				return true
			}
		}
		return false
	}
	var orphans []string
	for id := range parseLang(t, "en") {
		if !used(id) {
			orphans = append(orphans, id)
		}
	}
	sort.Strings(orphans)
	if len(orphans) > 0 {
		t.Errorf("%d message IDs are defined but never used; delete them from both languages:\n  %s",
			len(orphans), strings.Join(orphans, "\n  "))
	}
}
