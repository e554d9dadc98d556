package app

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"skald/app/kit"
	"skald/app/kit/live"
	"skald/app/kit/live/livetest"
	"skald/rules/thorgal"
)

// loadActions is how many actions the viewers follow.
const loadActions = 1000

// heapGrowthMax bounds what 1,000 actions followed by 16 viewers may leave
// on the heap: the server keeps only the latest version, whatever the
// viewers read.
const heapGrowthMax = 4 << 20

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// Sixteen viewers on the loopback follow 1,000 actions: each ends on the
// final version, in its language and on its page; the heap stays bounded;
// once the view is off no viewer is left behind.
func TestLiveLoad(t *testing.T) {
	e, f, s := openThorgalLive(t)
	goroutines := runtime.NumGoroutine()
	type viewer struct {
		lang   string
		player int
		stream *livetest.Stream
	}
	var viewers []viewer
	for i := range live.MaxViewers {
		v := viewer{lang: []string{"en", "fr"}[i%2], player: i % 3}
		url := s.LocalURL() + "/events?lang=" + v.lang
		if v.player > 0 {
			url += "&p=" + strconv.Itoa(v.player)
		}
		v.stream = livetest.Follow(t, url)
		v.stream.Next(t)
		viewers = append(viewers, v)
	}
	before := heap()
	start := s.Version()
	for i := range loadActions {
		n := 1 - 2*(i%2) // Threat up, then down again
		if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: (i / 2) % 2, N: n}); err != nil {
			t.Fatalf("action %d: %v", i+1, err)
		}
	}
	final := s.Version()
	if final < start+loadActions {
		t.Fatalf("%d actions made %d versions", loadActions, final-start)
	}
	fr := e.U.In("fr")
	st := f.Sess.State().(thorgal.State)
	for i, v := range viewers {
		last := v.stream.Until(t, 5*time.Second, func(ev livetest.Event) bool { return ev.ID == final })
		_, read := v.stream.Last()
		t.Logf("viewer %d (%s, page %d) read %d of %d versions", i+1, v.lang, v.player, read, final-start+1)
		switch {
		case v.player > 0:
			loc := e.U.Loc
			if v.lang == "fr" {
				loc = fr.Loc
			}
			want := loc.T("app.thorgal.threat_count", "N", st.Chars[v.player-1].Threat, "Max", thorgal.MaxThreat)
			if !strings.Contains(last.Data, want) {
				t.Errorf("viewer %d ends on a page without %q", i+1, want)
			}
		case v.lang == "fr":
			if got, want := stripOf(last.Data), joinLines(kit.LiveLines(kit.GameUIs[thorgal.Game.ID()].Live(fr, st).Strip...)); got != want {
				t.Errorf("viewer %d ends on\n%s\nwant\n%s", i+1, got, want)
			}
		default:
			if got := stripOf(last.Data); got != e.StripText() {
				t.Errorf("viewer %d ends on\n%s\nthe screen says\n%s", i+1, got, e.StripText())
			}
		}
	}
	grown := int64(heap()) - int64(before)
	t.Logf("the heap grew by %d KiB over %d actions", grown>>10, loadActions)
	if grown > heapGrowthMax {
		t.Errorf("the heap grew by %d MiB over %d actions", grown>>20, loadActions)
	}

	f.StopLive()
	for i, v := range viewers {
		if !v.stream.Ended(2 * time.Second) {
			t.Errorf("viewer %d's stream outlived the view", i+1)
		}
	}
	// The viewers' own reading goroutines end with their streams too.
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > goroutines && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > goroutines {
		t.Errorf("%d goroutines after the view stopped, %d before the viewers came", n, goroutines)
	}
}
