//go:build !unix

package tracker

import (
	"errors"
	"io/fs"
)

// lockFile has no kernel lock to take on this platform: the database is not
// guarded against a second Skald there. (Linux and Android, the platforms
// Skald ships on, are unix.)
func lockFile(path string) (release func(), err error) { return func() {}, nil }

func readOnlyErr(err error) bool { return errors.Is(err, fs.ErrPermission) }
