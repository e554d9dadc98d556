//go:build unix

package app

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/app/kit/live"
	"skald/internal/realdisk"
	"skald/rules/thorgal"
)

// BenchmarkLiveDo times the app's Do on a real disk, side by side: the live
// view off, on with no viewer, and on with 16 viewers following. ns/op is
// the whole action as the test driver runs it (the commit, the screen's
// update and the live view's new version, all inline); do-ms is the median
// commit alone, the screen's listeners left out.
func BenchmarkLiveDo(b *testing.B) {
	for _, c := range []struct {
		name    string
		on      bool
		viewers int
	}{{"live=off", false, 0}, {"live=on/viewers=0", true, 0}, {"live=on/viewers=16", true, live.MaxViewers}} {
		b.Run(c.name, func(b *testing.B) {
			e := kittest.NewEnv(b, filepath.Join(realdisk.Dir(b), "skald.db"), kittest.PhoneSize)
			e.StartIn("en")
			sess, err := seed.ThorgalSession(e.Store, "Bench")
			if err != nil {
				b.Fatal(err)
			}
			timer := &timedDo{Session: sess}
			e.U.ShowHome()
			e.U.Play(timer)
			f := e.Frame()
			if c.on {
				f.ShowLive()
				b.Cleanup(f.StopLive)
				for range c.viewers {
					discard(b, f.Live().LocalURL()+"/events")
				}
			}
			i := 0
			for b.Loop() {
				if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 0, N: 1 - 2*(i%2)}); err != nil {
					b.Fatal(err)
				}
				i++
			}
			b.ReportMetric(float64(timer.median().Microseconds())/1000, "do-ms")
		})
	}
}

// discard follows a stream and throws its bytes away: the phones do the
// reading, on their own processors, so the benchmark spends as little of
// its own on them as it can.
func discard(b *testing.B, url string) {
	ctx, cancel := context.WithCancel(context.Background())
	b.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		b.Fatalf("%s: %d", url, resp.StatusCode)
	}
	go func() {
		defer resp.Body.Close()
		_, _ = io.Copy(io.Discard, resp.Body)
	}()
}

// timedDo times each Do less the time its change listeners (the screen's
// update, the live view's new version) take inside it.
type timedDo struct {
	kit.Session
	took      []time.Duration
	listening time.Duration
}

func (s *timedDo) Do(cmd any) error {
	s.listening = 0
	t := time.Now()
	err := s.Session.Do(cmd)
	s.took = append(s.took, time.Since(t)-s.listening)
	return err
}

func (s *timedDo) OnChange(fn func()) func() {
	return s.Session.OnChange(func() {
		t := time.Now()
		fn()
		s.listening += time.Since(t)
	})
}

func (s *timedDo) median() time.Duration {
	if len(s.took) == 0 {
		return 0
	}
	d := slices.Clone(s.took)
	slices.Sort(d)
	return d[len(d)/2]
}
