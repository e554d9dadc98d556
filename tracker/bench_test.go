package tracker

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"
)

var benchSizes = []int{100, 10_000, 100_000}

// seeded builds, through Import, a session whose log holds n events.
func seeded(b *testing.B, n int) (*Store, *Session) {
	b.Helper()
	s, _ := openTemp(b)
	f := sessionFile{fileHeader: headerOf(sessionFormat), Game: "test", Title: "bench",
		Created: time.Now(), Setup: json.RawMessage(`{"start":0}`)}
	for i := 1; i <= n; i++ {
		f.Groups = append(f.Groups, groupFile{Seq: int64(i), Status: "active", At: time.Now(),
			Command: json.RawMessage(`{"add":1}`), Events: []json.RawMessage{json.RawMessage(`{"add":1}`)}})
	}
	data, _ := json.Marshal(f)
	in, err := s.Import(data)
	if err != nil {
		b.Fatal(err)
	}
	se, err := s.OpenSession(in.ID)
	if err != nil {
		b.Fatal(err)
	}
	return s, se
}

// timed runs op b.N times and reports the median beside Go's mean.
func timed(b *testing.B, op func()) {
	var ds []time.Duration
	for b.Loop() {
		t := time.Now()
		op()
		ds = append(ds, time.Since(t))
	}
	slices.Sort(ds)
	if len(ds) > 0 {
		b.ReportMetric(float64(ds[len(ds)/2].Nanoseconds()), "median-ns/op")
	}
}

func BenchmarkDo(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			_, se := seeded(b, n)
			timed(b, func() {
				if err := se.Do(tgCmd{Add: 1}); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

func BenchmarkOpen(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			s, se := seeded(b, n)
			id := se.Info().ID
			timed(b, func() {
				if _, err := s.OpenSession(id); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// Undo walks back through the log; when it reaches the start, the actions are
// redone with the clock stopped.
func BenchmarkUndo(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			_, se := seeded(b, n)
			timed(b, func() {
				if !se.CanUndo() {
					b.StopTimer()
					for se.CanRedo() {
						se.Redo()
					}
					b.StartTimer()
				}
				if err := se.Undo(); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
