//go:build unix

// Package realdisk gives benchmarks a folder on the disk the app keeps its
// database on. A durable commit costs what that disk's fsync costs; on a
// tmpfs (where a test's temporary folder often is) fsync is free and the
// figures would mean nothing, so Dir refuses one.
package realdisk

import (
	"os"
	"syscall"
	"testing"
)

// tmpfsMagic is Linux's TMPFS_MAGIC, the file system type of a tmpfs.
const tmpfsMagic = 0x01021994

// Dir is a new folder, removed when b ends, under SKALD_BENCH_DIR or else the
// user's configuration folder (where Fyne's storage, and so Skald's
// database, lives).
func Dir(b testing.TB) string {
	b.Helper()
	root := benchRoot(b)
	if err := os.MkdirAll(root, 0o755); err != nil {
		b.Fatal(err)
	}
	dir, err := os.MkdirTemp(root, "skald-bench-")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { os.RemoveAll(dir) })
	refuseTmpfs(b, dir, root)
	return dir
}

// benchRoot is SKALD_BENCH_DIR, or else the user's configuration folder.
func benchRoot(b testing.TB) string {
	b.Helper()
	if root := os.Getenv("SKALD_BENCH_DIR"); root != "" {
		return root
	}
	root, err := os.UserConfigDir()
	if err != nil {
		b.Fatal(err)
	}
	return root
}

// refuseTmpfs fails b if dir, under root, is on a tmpfs.
func refuseTmpfs(b testing.TB, dir, root string) {
	b.Helper()
	var fs syscall.Statfs_t
	if err := syscall.Statfs(dir, &fs); err == nil && int64(fs.Type) == tmpfsMagic {
		b.Fatalf("%s is on a tmpfs, where fsync costs nothing; set SKALD_BENCH_DIR to a folder on a real disk", root)
	}
}
