// Package livetest follows the live view's stream of events as a browser
// does, for tests: each event's id (the version) and data (the page's
// changing part).
package livetest

import (
	"bufio"
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Event is one server-sent event.
type Event struct {
	ID   uint64
	Data string
}

// Stream is one viewer's stream.
type Stream struct {
	Status int // the answer's status: 200, or 503 for one viewer too many
	events chan Event
	cancel context.CancelFunc
	ended  chan struct{}

	mu    sync.Mutex
	last  Event
	count int
}

// Follow opens the stream at url (with header's key, value pairs); it is
// closed when the test ends.
func Follow(tb testing.TB, url string, header ...string) *Stream {
	tb.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	tb.Cleanup(cancel)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		tb.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	s := &Stream{Status: resp.StatusCode, events: make(chan Event, 4096), cancel: cancel, ended: make(chan struct{})}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		close(s.ended)
		return s
	}
	go s.read(resp)
	return s
}

// read parses the stream until it ends; it never blocks on the test (a
// full channel drops the event, Last still has it).
func (s *Stream) read(resp *http.Response) {
	defer close(s.ended)
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var ev Event
	var data []string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if data != nil {
				ev.Data = strings.Join(data, "\n")
				s.mu.Lock()
				s.last, s.count = ev, s.count+1
				s.mu.Unlock()
				select {
				case s.events <- ev:
				default:
				}
			}
			ev, data = Event{}, nil
		case strings.HasPrefix(line, "id: "):
			ev.ID, _ = strconv.ParseUint(line[4:], 10, 64)
		case strings.HasPrefix(line, "data: "):
			data = append(data, line[6:])
		}
	}
}

// Until waits, at most within, for an event that satisfies ok.
func (s *Stream) Until(tb testing.TB, within time.Duration, ok func(Event) bool) Event {
	tb.Helper()
	deadline := time.After(within)
	var seen Event
	for {
		select {
		case ev := <-s.events:
			if ok(ev) {
				return ev
			}
			seen = ev
		case <-s.ended:
			tb.Fatalf("the stream ended; its last event was %d %q", seen.ID, seen.Data)
		case <-deadline:
			tb.Fatalf("no such event within %v; the last was %d %q", within, seen.ID, seen.Data)
		}
	}
}

// Next is the next event, within a second.
func (s *Stream) Next(tb testing.TB) Event {
	tb.Helper()
	return s.Until(tb, time.Second, func(Event) bool { return true })
}

// Last is the last event read, and how many were.
func (s *Stream) Last() (Event, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last, s.count
}

// Close closes the stream, as a phone leaving the page does.
func (s *Stream) Close() { s.cancel() }

// Ended reports whether the server ended the stream within d.
func (s *Stream) Ended(d time.Duration) bool {
	select {
	case <-s.ended:
		return true
	case <-time.After(d):
		return false
	}
}
