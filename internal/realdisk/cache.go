//go:build unix

package realdisk

import (
	"os"
	"path/filepath"
	"testing"
)

// CacheDir is a folder on the same disk as Dir's that outlives the run:
// for data a benchmark builds once through the real commands (slow) and
// reuses on later runs. Whoever puts a file there names it with a version,
// so a change to what is built makes a new file rather than reading an old
// one; old versions are left for the person to delete.
func CacheDir(b testing.TB) string {
	b.Helper()
	root := benchRoot(b)
	dir := filepath.Join(root, "skald-bench-cache")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	refuseTmpfs(b, dir, root)
	return dir
}
