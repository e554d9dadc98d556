package tracker

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"time"

	"skald/rules"
)

// A full integrity_check reads every page: after a year of play it was most
// of what a start took, and it grows with the file. So a start checks fully
// only when damage is likely: the last Skald did not close the file (a -wal
// is left beside it: a kill, a crash, a power cut), a migration is about to
// rewrite it, or a check found it damaged while it was open. Otherwise it
// checks what costs the same on any file (the header, the schema version,
// the schema; SQLite compares the file's length with its header as it
// reads it), and the full check runs in the background once the window is
// up. What that one finds is written beside the database
// (recheckSuffix), so that the next start checks fully and sets the damaged
// file aside, and Store.Damaged says it meanwhile.

// recheckSuffix names the mark a damaging background check leaves.
const recheckSuffix = ".recheck"

// fullCheckDelay is how long after the open the background check starts:
// the window is up by then, and the check does not slow it.
var fullCheckDelay = 3 * time.Second

// fullCheckDue reports whether the database at path must be checked fully
// before it is trusted.
func fullCheckDue(path string) bool {
	return exists(path+"-wal") || exists(path+recheckSuffix)
}

// laterCheck is the background full check; its zero value does nothing.
type laterCheck struct {
	cancel context.CancelFunc
	done   chan struct{}

	mu    sync.Mutex
	cause rules.Msg         // the damage it found
	heard []func(rules.Msg) // told once it finds damage (OnDamaged)
}

func (c *laterCheck) start(s *Store) {
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel, c.done = cancel, make(chan struct{})
	go func() {
		defer close(c.done)
		select {
		case <-ctx.Done():
			return
		case <-time.After(fullCheckDelay):
		}
		cause, _ := integrity(ctx, s.r)
		if cause.ID == "" || ctx.Err() != nil {
			return // sound, or cut short by Close (which says nothing)
		}
		markRecheck(s.path)
		c.mu.Lock()
		c.cause = cause
		heard := c.heard
		c.heard = nil
		c.mu.Unlock()
		for _, f := range heard {
			f(cause)
		}
	}()
}

// stop ends the check (SQLite interrupts it) and waits for it.
func (c *laterCheck) stop() {
	if c.cancel != nil {
		c.cancel()
		c.wait()
		c.cancel = nil
	}
}

func (c *laterCheck) wait() {
	if c.done != nil {
		<-c.done
	}
}

// markRecheck leaves the mark that makes the next start check path fully.
func markRecheck(path string) {
	if f, err := os.OpenFile(path+recheckSuffix, os.O_WRONLY|os.O_CREATE, 0o644); err == nil {
		f.Sync()
		f.Close()
		syncDir(filepath.Dir(path))
	}
}

// Damaged says, once the background check found the database damaged, why
// (zero while it is sound, or not checked yet). Nothing is moved while it is
// open: the next start sets the file aside and starts afresh, as for a file
// found damaged at the start.
func (s *Store) Damaged() rules.Msg {
	s.later.mu.Lock()
	defer s.later.mu.Unlock()
	return s.later.cause
}

// OnDamaged has f told, once, why the background check found the database
// damaged: from the check's goroutine when it finds it, at once when it
// has already. The mark that sets the file aside at the next start is left
// before f hears it. A sound database never calls f.
func (s *Store) OnDamaged(f func(rules.Msg)) {
	s.later.mu.Lock()
	cause := s.later.cause
	if cause.ID == "" {
		s.later.heard = append(s.later.heard, f)
	}
	s.later.mu.Unlock()
	if cause.ID != "" {
		f(cause)
	}
}
