// Package live serves a read-only view of a game's table to the other phones
// around it: one page and its state, over HTTP on the local network, behind
// a random key. It knows nothing of Fyne or the store: the game screen hands
// it each new version of the View, already in words, and requests only read
// the last one. Phones follow it by server-sent events.
package live

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// Server serves one session's view until Stop.
type Server struct {
	key  string
	host string // the address other phones use
	lan  bool
	port int
	srvs []*http.Server
	done sync.WaitGroup

	snap     atomic.Pointer[snapshot]
	hub      hub
	limit    *limiter
	stopping chan struct{} // closed by Stop: the streams end
	stopOnce sync.Once
}

// Start serves views (one per language) on the loopback and, when the
// machine has one, its local-network address, at a free port. URL gives
// the local-network address, or 127.0.0.1 when there is none (LAN then
// reports false): it never listens on a public address.
func Start(views ...View) (*Server, error) {
	var k [16]byte // 128 bits: not guessable from the network
	if _, err := rand.Read(k[:]); err != nil {
		return nil, err
	}
	host, lan := LANAddress()
	lns, err := listen(host, lan)
	if err != nil {
		return nil, err
	}
	s := &Server{key: hex.EncodeToString(k[:]), host: host, lan: lan,
		port: lns[0].Addr().(*net.TCPAddr).Port, stopping: make(chan struct{}),
		limit: newLimiter(clientRate, clientBurst)}
	s.snap.Store(&snapshot{})
	s.Set(views...)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /"+s.key, s.servePage)
	mux.HandleFunc("GET /"+s.key+"/p/{n}", s.servePage)
	mux.HandleFunc("GET /"+s.key+"/events", s.serveEvents)
	mux.HandleFunc("GET /"+s.key+"/live.js", serveScript)
	for _, ln := range lns {
		// Bounded headers and timeouts: a slow or idle client cannot hold
		// the server, whatever it sends (a stream of events sets its own
		// deadlines at each write).
		srv := &http.Server{
			Handler:           s.guard(mux),
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      10 * time.Second,
			IdleTimeout:       60 * time.Second,
			MaxHeaderBytes:    8 << 10,
		}
		s.srvs = append(s.srvs, srv)
		s.done.Add(1)
		go func() {
			defer s.done.Done()
			_ = srv.Serve(ln) // ErrServerClosed after Stop
		}()
	}
	return s, nil
}

// listen opens the loopback and, when lan, host, at one free port.
func listen(host string, lan bool) ([]net.Listener, error) {
	var err error
	for range 5 { // the port free on one address may be taken on the other
		var first net.Listener
		if first, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			return nil, err
		}
		if !lan {
			return []net.Listener{first}, nil
		}
		port := strconv.Itoa(first.Addr().(*net.TCPAddr).Port)
		var second net.Listener
		if second, err = net.Listen("tcp", net.JoinHostPort(host, port)); err == nil {
			return []net.Listener{first, second}, nil
		}
		first.Close()
	}
	return nil, err
}

// Set publishes views (one per language) as the next version and wakes
// every viewer; it never waits for one.
func (s *Server) Set(views ...View) {
	next := &snapshot{version: s.snap.Load().version + 1, views: map[string]View{}}
	for _, v := range views {
		next.views[v.Lang] = v
	}
	s.snap.Store(next) // Set is called from one goroutine, the app's
	s.hub.wakeAll()
}

// Version is the number of the version served now; it grows with each Set.
func (s *Server) Version() uint64 { return s.snap.Load().version }

// URL is the address to open on another phone, key included.
func (s *Server) URL() string {
	return "http://" + net.JoinHostPort(s.host, strconv.Itoa(s.port)) + "/" + s.key
}

// LocalURL is the same page on this machine's loopback.
func (s *Server) LocalURL() string {
	return "http://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port)) + "/" + s.key
}

// LAN reports whether URL is a local-network address other phones can reach.
func (s *Server) LAN() bool { return s.lan }

// Port is the port the server listens on.
func (s *Server) Port() int { return s.port }

// Stop ends every stream, closes the listeners and every connection, and
// waits for the server to end.
func (s *Server) Stop() {
	s.stopOnce.Do(func() {
		close(s.stopping)
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		for _, srv := range s.srvs {
			if srv.Shutdown(ctx) != nil {
				_ = srv.Close() // a viewer still mid-request after a second
			}
		}
		s.done.Wait()
	})
}

// LANAddress is the first private IPv4 address of an interface that is
// up and not a loopback; 127.0.0.1 and false when there is none (a public
// address is never used: the view is for the table's own network).
func LANAddress() (string, bool) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return "127.0.0.1", false
	}
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && n.IP.IsPrivate() {
				return n.IP.String(), true
			}
		}
	}
	return "127.0.0.1", false
}

// headers are every answer's: nothing cached or sent on (the key is in the
// URL), nothing loaded from elsewhere.
func headers(w http.ResponseWriter, contentType string) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Cache-Control", "no-store")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
}

// servePage serves the table's page or a player's, in the language the
// phone asks for; one phone too many is told every place is taken.
func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	lang := langOf(r)
	player, ok := playerOf(r.PathValue("n"))
	snap := s.snap.Load()
	v := snap.view(lang)
	if r.PathValue("n") != "" && (!ok || player == 0 || player > len(v.Players)) {
		http.NotFound(w, r)
		return
	}
	if s.hub.count() >= MaxViewers {
		s.serveBusy(w, lang)
		return
	}
	headers(w, "text/html; charset=utf-8")
	_, _ = w.Write(drawPage(s.key, v, player, snap.fragment(s.key, lang, player)))
}

// serveBusy tells one phone too many, in its language, that every place
// is taken and to try again later (its page does, by itself).
func (s *Server) serveBusy(w http.ResponseWriter, lang string) {
	v := s.snap.Load().view(lang)
	headers(w, "text/html; charset=utf-8")
	w.Header().Set("Retry-After", "10")
	w.WriteHeader(http.StatusServiceUnavailable)
	_ = busyTemplate.Execute(w, v)
}
