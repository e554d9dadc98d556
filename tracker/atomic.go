package tracker

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// WriteFile writes data to path so that path holds either its old content or
// all of data, never a part: the bytes go to a temporary file beside it, are
// synced to the disk, and the temporary file is renamed over path; the folder
// is synced so the rename survives a power cut. Every file Skald writes
// (exports, settings, the copy taken before a migration) goes this way.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	done := false
	defer func() {
		if !done {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := rename(tmp, path); err != nil {
		os.Remove(tmp)
		done = true
		return err
	}
	done = true
	removeLeftovers(filepath.Dir(path))
	return syncDir(filepath.Dir(path))
}

// leftoverAge is how old a temporary file of WriteFile must be to count as
// left over: one being written now (by another goroutine or another Skald
// writing into the same folder) is seconds old at most.
var leftoverAge = time.Minute

// removeLeftovers deletes the temporary files that a write cut short (the
// app killed, the phone out of battery) left in dir: a kill while an export
// is written leaves its whole size behind, on a disk that phones keep short.
// Only WriteFile's own names go (".name.tmp-" and digits), and only old ones.
func removeLeftovers(dir string) {
	names, err := filepath.Glob(filepath.Join(dir, ".*.tmp-[0-9]*"))
	if err != nil {
		return
	}
	for _, p := range names {
		rest := p[strings.LastIndex(p, ".tmp-")+len(".tmp-"):]
		if strings.Trim(rest, "0123456789") != "" {
			continue
		}
		if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > leftoverAge {
			os.Remove(p)
		}
	}
}

// syncDir makes the names in dir (a rename, a new file) durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) {
		return err // (some file systems cannot sync a folder: EINVAL)
	}
	return nil
}
