//go:build linux || darwin || freebsd

package tracker

import "syscall"

// diskFree is how many bytes the file system holding dir still gives an
// ordinary user; false when it cannot say.
func diskFree(dir string) (uint64, bool) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return 0, false
	}
	return uint64(st.Bavail) * uint64(st.Bsize), true
}
