package live

import (
	"bytes"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// MaxViewers is how many phones may follow the view at once (each holds
// one stream of events open); one more is told, in its language, that every
// place is taken.
const MaxViewers = 16

const (
	// heartbeat is how often a quiet stream says it is alive: a phone gone
	// without a word is found out by the next write.
	heartbeat = 15 * time.Second
	// writeWait bounds each write to a viewer: a phone that stops reading
	// is dropped, never waited for.
	writeWait = 10 * time.Second
	// pace is the least time between two versions sent to a viewer: a
	// burst of actions costs the app little (a viewer skips to the latest),
	// and a lone action still shows at once.
	pace = 100 * time.Millisecond
)

// hub is the viewers following the view. A new version wakes each of them
// without waiting: a viewer's wake channel holds one signal, so a slow one
// skips the versions it had no time for and always ends on the latest.
type hub struct {
	mu      sync.Mutex
	viewers map[*viewer]struct{}
}

type viewer struct{ wake chan struct{} }

// join adds a viewer, unless MaxViewers already follow.
func (h *hub) join() (*viewer, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.viewers) >= MaxViewers {
		return nil, false
	}
	if h.viewers == nil {
		h.viewers = map[*viewer]struct{}{}
	}
	v := &viewer{wake: make(chan struct{}, 1)}
	h.viewers[v] = struct{}{}
	return v, true
}

func (h *hub) leave(v *viewer) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.viewers, v)
}

// count is how many viewers follow now.
func (h *hub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.viewers)
}

// wakeAll tells every viewer a new version is out; it never blocks.
func (h *hub) wakeAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for v := range h.viewers {
		select {
		case v.wake <- struct{}{}:
		default: // already told: it will read the latest anyway
		}
	}
}

// Viewers is how many phones follow the view now.
func (s *Server) Viewers() int { return s.hub.count() }

// serveEvents streams the page's changing part to one viewer: the current
// version at once, then each new one as it comes (server-sent events).
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	lang := langOf(r)
	player, ok := playerOf(r.URL.Query().Get("p"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	v, ok := s.hub.join()
	if !ok {
		s.serveBusy(w, lang)
		return
	}
	defer s.hub.leave(v)
	rc := http.NewResponseController(w)
	// The stream outlives the server's whole-request timeouts: each write
	// sets its own deadline instead, and the heartbeat keeps them coming.
	alive := func() {
		_ = rc.SetWriteDeadline(time.Now().Add(writeWait))
		_ = rc.SetReadDeadline(time.Now().Add(3 * heartbeat))
	}
	write := func(b []byte) bool {
		alive()
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	headers(w, "text/event-stream; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	if !write([]byte("retry: 1000\n\n")) {
		return
	}
	var sent uint64
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		if snap := s.snap.Load(); snap.version != sent {
			if !write(event(snap.version, snap.fragment(s.key, lang, player))) {
				return
			}
			sent = snap.version
			select {
			case <-time.After(pace):
			case <-r.Context().Done():
				return
			case <-s.stopping:
				return
			}
			continue // a version that came meanwhile goes out now
		}
		select {
		case <-v.wake:
		case <-tick.C:
			if !write([]byte(": alive\n\n")) {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.stopping:
			return
		}
	}
}

// event is one server-sent event: the version as its id, the fragment as
// its data, a data line per line.
func event(version uint64, frag []byte) []byte {
	var b bytes.Buffer
	b.WriteString("id: ")
	b.WriteString(strconv.FormatUint(version, 10))
	b.WriteString("\nevent: view\n")
	for line := range bytes.SplitSeq(bytes.ReplaceAll(frag, []byte("\r"), nil), []byte("\n")) {
		b.WriteString("data: ")
		b.Write(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return b.Bytes()
}

// playerOf reads a player's number (1 for the first) from a URL; "" is the
// table's page, 0.
func playerOf(p string) (int, bool) {
	if p == "" {
		return 0, true
	}
	n, err := strconv.Atoi(p)
	if err != nil || n < 1 || n > 99 {
		return 0, false
	}
	return n, true
}
