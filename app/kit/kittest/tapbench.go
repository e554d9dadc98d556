//go:build unix

package kittest

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"skald/app/kit"
	"skald/internal/realdisk"
	"skald/tracker"
)

// TapBench is one game's tap benchmark: a session on the app's disk, grown
// by real commands to a given length, then real taps on a common control of
// its game screen.
type TapBench struct {
	// Start makes the session (not yet on screen).
	Start func(store *tracker.Store) (*tracker.Session, error)
	// Grow does one or more real commands that leave the session where the
	// taps can go on (a toggle and its way back, a turn that comes round).
	Grow func(sess *tracker.Session) error
	// Tap finds the control and taps it: tap i of the run.
	Tap func(e *Env, i int)
}

// TapSizes are the session lengths a tap is measured at: a game just begun
// and a long evening's.
var TapSizes = []int{20, 2000}

// RunTapBench runs one sub-benchmark per length in TapSizes, each with the
// TapBench mk makes (its own Grow and Tap state).
func RunTapBench(b *testing.B, mk func() TapBench) {
	for _, n := range TapSizes {
		b.Run(fmt.Sprintf("actions=%d", n), func(b *testing.B) { runTapBench(b, n, mk()) })
	}
}

// runTapBench opens the session grown to n actions at phone size and times
// each tap from the press until every widget shows the new state (layout and
// painting are not counted). It reports the median and 90th percentile of
// that time, the median of Session.Do alone, and the share of the screen's
// canvas objects a tap replaced (new objects after it, over all objects).
func runTapBench(b *testing.B, n int, tb TapBench) {
	e := NewEnv(b, filepath.Join(realdisk.Dir(b), "skald.db"), PhoneSize)
	sess, err := tb.Start(e.Store)
	if err != nil {
		b.Fatal(err)
	}
	for sess.HistoryLen() < n {
		if err := tb.Grow(sess); err != nil {
			b.Fatalf("growing the session at %d actions: %v", sess.HistoryLen(), err)
		}
	}
	// The screen watches the session through timer, which tells the commit
	// apart from the screen's update that runs inside it.
	timer := &timedSession{Session: sess}
	e.U.ShowHome()
	e.U.Play(timer)
	SettleLayout(e)

	var taps []time.Duration
	var replaced []float64
	i := 0
	for b.Loop() {
		b.StopTimer()
		before := objectSet(e.W.Canvas().Content())
		b.StartTimer()
		t := time.Now()
		tb.Tap(e, i)
		taps = append(taps, time.Since(t))
		b.StopTimer()
		after := objectSet(e.W.Canvas().Content())
		fresh := 0
		for o := range after {
			if !before[o] {
				fresh++
			}
		}
		replaced = append(replaced, float64(fresh)/float64(len(after)))
		SettleLayout(e) // the next tap lands on a laid-out screen, as a finger would
		b.StartTimer()
		i++
	}
	if len(taps) == 0 {
		return
	}
	slices.Sort(taps)
	slices.Sort(replaced)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(taps[len(taps)/2]), "median-ms")
	b.ReportMetric(ms(taps[len(taps)*9/10]), "p90-ms")
	b.ReportMetric(ms(timer.median()), "do-ms")
	b.ReportMetric(100*replaced[len(replaced)/2], "replaced-%")
}

// TapButton taps the enabled button with text, or fails.
func TapButton(e *Env, text string) {
	bt := e.Button(text)
	if bt == nil || bt.Disabled() {
		e.T.Fatalf("no enabled button %q on screen", text)
	}
	test.Tap(bt)
}

// timedSession times the screen's calls to Do, less the time its own change
// listeners take inside them (the screen's update, timed apart).
type timedSession struct {
	kit.Session
	took      []time.Duration
	listening time.Duration // spent in listeners during the Do under way
}

func (s *timedSession) Do(cmd any) error {
	s.listening = 0
	t := time.Now()
	err := s.Session.Do(cmd)
	s.took = append(s.took, time.Since(t)-s.listening)
	return err
}

func (s *timedSession) OnChange(fn func()) func() {
	return s.Session.OnChange(func() {
		t := time.Now()
		fn()
		s.listening += time.Since(t)
	})
}

func (s *timedSession) median() time.Duration {
	if len(s.took) == 0 {
		return 0
	}
	d := slices.Clone(s.took)
	slices.Sort(d)
	return d[len(d)/2]
}

// objectSet is every canvas object under o, hidden ones included (a widget
// hidden now and built again is still replaced work).
func objectSet(o fyne.CanvasObject) map[fyne.CanvasObject]bool {
	set := map[fyne.CanvasObject]bool{}
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || set[o] {
			return
		}
		set[o] = true
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(x.Content)
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return set
}
