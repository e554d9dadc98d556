package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// msgFuncs are the calls whose first argument is a message ID.
var msgFuncs = map[string]bool{"M": true, "Refuse": true, "T": true, "N": true, "Tr": true}

// moduleRoot returns the directory holding go.mod, starting from the test's
// working directory (this package's folder).
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test's working directory")
		}
		dir = parent
	}
}

// usedIDs finds every message ID in the module's non-test Go files: a string
// literal that is the first argument of a call named M, Refuse, T, N or Tr (with
// or without a package or receiver: rules.M, loc.T) or the value of an ID field
// in a composite literal, and that looks like a message ID. It maps each ID to
// the first place it is used.
func usedIDs(t *testing.T, root string) map[string]string {
	t.Helper()
	ids := map[string]string{}
	fset := token.NewFileSet()
	add := func(lit ast.Expr) {
		bl, ok := lit.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(bl.Value)
		if err != nil || !idRe.MatchString(s) {
			return
		}
		if _, seen := ids[s]; !seen {
			pos := fset.Position(bl.Pos())
			rel, _ := filepath.Rel(root, pos.Filename)
			ids[s] = rel + ":" + strconv.Itoa(pos.Line)
		}
	}
	for _, f := range goFiles(t, root, fset) {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if len(n.Args) > 0 && msgFuncs[funcName(n.Fun)] {
					add(n.Args[0])
				}
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && k.Name == "ID" {
					add(n.Value)
				}
			}
			return true
		})
	}
	return ids
}

// goFiles parses the module's non-test Go files, in every directory under root
// at any depth (app/kit/kittest as well as app), whatever their build tags. Like
// the go command, it leaves out testdata and vendor directories, directories
// whose name starts with "." or "_" (.git, _tools) and nested modules.
func goFiles(t *testing.T, root string, fset *token.FileSet) []*ast.File {
	t.Helper()
	var files []*ast.File
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path == root {
				return nil
			}
			if name == "testdata" || name == "vendor" ||
				strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Errorf("parse %s: %v", path, err)
			return nil
		}
		files = append(files, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// funcName returns the called name: T for T(...), loc.T(...) and x.y.T(...);
// generic instantiations (F[int](...)) are unwrapped.
func funcName(e ast.Expr) string {
	switch f := e.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	case *ast.IndexExpr:
		return funcName(f.X)
	case *ast.IndexListExpr:
		return funcName(f.X)
	}
	return ""
}

func TestUsedIDsExist(t *testing.T) {
	root := moduleRoot(t)
	ids := usedIDs(t, root)
	if _, ok := ids["lang.system"]; !ok {
		t.Errorf("the scan did not find lang.system used in locale.go's own code; is it looking in %s?", root)
	}
	nested := false // an ID found two directories down (rules/qa/game.go)
	for _, where := range ids {
		nested = nested || strings.Count(filepath.ToSlash(where), "/") >= 2
	}
	if !nested {
		t.Errorf("the scan found no message ID below the first level of directories: does it walk subdirectories?")
	}
	var missing []string
	for id, where := range ids {
		var langs []string
		for _, lang := range supported {
			if !HasMessage(lang, id) {
				langs = append(langs, fileName(areaOf(id), lang))
			}
		}
		if len(langs) > 0 {
			missing = append(missing, id+"  (used at "+where+"; missing from "+strings.Join(langs, ", ")+")")
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d message IDs are used but not defined:\n  %s", len(missing), strings.Join(missing, "\n  "))
	}
	t.Logf("%d message IDs used in %s", len(ids), root)
}
