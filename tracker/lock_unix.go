//go:build unix

package tracker

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes the exclusive lock on the file at path (created if needed)
// that says one Skald writes the database beside it. The lock is the
// kernel's (flock): it goes when the process ends, however it ends, so a
// crash never leaves the database locked. errLockHeld means another process
// (or another Store of this one) holds it.
func lockFile(path string) (release func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, errLockHeld
		}
		return nil, err
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}

// readOnlyErr reports whether err means the file system or the permissions
// forbid writing there.
func readOnlyErr(err error) bool {
	return errors.Is(err, syscall.EROFS) || errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EPERM)
}
