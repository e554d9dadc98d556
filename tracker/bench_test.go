//go:build unix

package tracker

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"skald/internal/realdisk"
)

var benchSizes = []int{100, 10_000, 100_000}

// seeded builds, through Import, a session whose log holds n events, in a
// database in dir, and opens the database again, as the app finds it at a
// start: the import's WAL is gone (SQLite deletes it at close) and a new one
// has been given its size (wal.go).
func seeded(b *testing.B, dir string, n int) (*Store, *Session) {
	b.Helper()
	path := filepath.Join(dir, fmt.Sprintf("bench-%d.db", n))
	s, _, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	in, err := s.Import(bigSessionFile(b, n))
	s.Close()
	if err != nil {
		b.Fatal(err)
	}
	if s, _, err = Open(path); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	s.prefill.wait()
	se, err := s.OpenSession(in.ID)
	if err != nil {
		b.Fatal(err)
	}
	return s, se
}

// timed runs op b.N times and reports the median of op alone beside Go's
// mean; prep (nil for none) runs before each op with the clock stopped, and
// is counted in neither.
func timed(b *testing.B, prep, op func()) time.Duration {
	var ds []time.Duration
	for b.Loop() {
		if prep != nil {
			b.StopTimer()
			prep()
			b.StartTimer()
		}
		t := time.Now()
		op()
		ds = append(ds, time.Since(t))
	}
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	med := ds[len(ds)/2]
	b.ReportMetric(float64(med.Nanoseconds()), "median-ns/op")
	return med
}

// fsyncProbe times what the disk takes to make one small write durable:
// the least one commit must wait for.
type fsyncProbe struct {
	f   *os.File
	n   int
	got []time.Duration
}

func newFsyncProbe(b *testing.B, dir string) *fsyncProbe {
	b.Helper()
	f, err := os.Create(filepath.Join(dir, "fsync-probe"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { f.Close() })
	return &fsyncProbe{f: f}
}

// once writes a page and syncs it, and keeps the time it took.
func (p *fsyncProbe) once(b *testing.B) {
	page := make([]byte, 4096)
	t := time.Now()
	if _, err := p.f.WriteAt(page, int64(p.n%16)*4096); err != nil {
		b.Fatal(err)
	}
	if err := p.f.Sync(); err != nil {
		b.Fatal(err)
	}
	p.got = append(p.got, time.Since(t))
	p.n++
}

func (p *fsyncProbe) median() time.Duration {
	slices.Sort(p.got)
	return p.got[len(p.got)/2]
}

// BenchmarkDo commits one action to a session of n events, on the app's
// disk, and reports beside it the raw fsync time of that disk (fsync-ns),
// measured between the actions with the clock stopped so that both see the
// same disk at the same moments, and the ratio of the two medians (target:
// Do within 1.5 fsyncs at 100,000 events).
func BenchmarkDo(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			dir := realdisk.Dir(b)
			_, se := seeded(b, dir, n)
			probe := newFsyncProbe(b, dir)
			med := timed(b, func() { probe.once(b) }, func() {
				if err := se.Do(tgCmd{Add: 1}); err != nil {
					b.Fatal(err)
				}
			})
			sync := probe.median()
			b.ReportMetric(float64(sync.Nanoseconds()), "fsync-ns")
			b.ReportMetric(float64(med)/float64(sync), "do/fsync")
		})
	}
}

// BenchmarkOpen reads a session of n events from its database, as opening it
// from Home does when no screen holds it.
func BenchmarkOpen(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			s, se := seeded(b, realdisk.Dir(b), n)
			id := se.Info().ID
			timed(b, nil, func() {
				if _, err := s.load(id); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkUndo walks back through the log; when it reaches the start, the
// actions are redone with the clock stopped, and not counted.
func BenchmarkUndo(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			_, se := seeded(b, realdisk.Dir(b), n)
			timed(b, func() {
				for !se.CanUndo() && se.CanRedo() {
					if err := se.Redo(); err != nil {
						b.Fatal(err)
					}
				}
			}, func() {
				if err := se.Undo(); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
