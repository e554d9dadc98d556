//go:build unix

package realdisk

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// CacheDir is a folder on the same disk as Dir's that outlives the run:
// for data a benchmark builds once through the real commands (slow) and
// reuses on later runs. Whoever puts a file there names it with a version,
// so a change to what is built makes a new file rather than reading an old
// one; old versions are left for the person to delete.
func CacheDir(b testing.TB) string {
	b.Helper()
	root := os.Getenv("SKALD_BENCH_DIR")
	if root == "" {
		var err error
		if root, err = os.UserConfigDir(); err != nil {
			b.Fatal(err)
		}
	}
	dir := filepath.Join(root, "skald-bench-cache")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	var fs syscall.Statfs_t
	if err := syscall.Statfs(dir, &fs); err == nil && int64(fs.Type) == tmpfsMagic {
		b.Fatalf("%s is on a tmpfs, where fsync costs nothing; set SKALD_BENCH_DIR to a folder on a real disk", root)
	}
	return dir
}
