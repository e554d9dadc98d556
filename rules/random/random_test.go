package random

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// testSupport are the packages only tests may import: this one, the games'
// generators and the rules' shared test helpers.
var testSupport = regexp.MustCompile(`^skald/rules/(random|[a-z]+/gen|internal/rulestest)$`)

// The generators stay out of the app: no file outside a test and outside the
// test-support packages themselves imports them.
func TestOnlyTestSupportImportsIt(t *testing.T) {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	seen := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() && path != root {
			if strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || testSupport.MatchString("skald/"+filepath.ToSlash(rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		seen++
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); testSupport.MatchString(p) {
				t.Errorf("%s imports %s, which is test support", rel, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 50 {
		t.Fatalf("only %d Go files read from %s", seen, root)
	}
}
