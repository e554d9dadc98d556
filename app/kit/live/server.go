// Package live serves a read-only view of a game's table to the other phones
// around it: one page and its state, over HTTP on the local network, behind
// a random key. It knows nothing of Fyne or the store: the game screen hands
// it each new Page, already in words, and requests only read the last one.
package live

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Line is one line of the status strip; Warn marks a danger (drawn in red
// as well as said in words).
type Line struct {
	Text string `json:"text"`
	Warn bool   `json:"warn,omitempty"`
}

// Page is what the view shows, every word already in the app's language.
type Page struct {
	Lang         string   `json:"lang"`
	Title        string   `json:"title"` // the browser tab's and the page's heading
	Where        string   `json:"where"` // the game screen's title ("Qâ · Round 3")
	Strip        []Line   `json:"strip"` // the status strip, row by row
	NowLabel     string   `json:"nowLabel"`
	Now          string   `json:"now"` // the current phase step, or the outcome
	HistoryLabel string   `json:"historyLabel"`
	History      []string `json:"history"` // the last actions, newest first
	Empty        string   `json:"empty"`   // said when there is no action yet
	Note         string   `json:"note"`    // read-only, updates by itself
	Version      uint64   `json:"version"` // grows with each Set: the page redraws only on change
}

// Server serves one session's Page until Stop.
type Server struct {
	key  string
	host string // the address other phones use
	lan  bool
	port int
	srv  *http.Server
	done chan struct{}

	mu   sync.RWMutex
	page Page
	json []byte
}

// Start listens on every interface at a free port and serves p. The
// address it gives is the machine's local-network IPv4 address, or
// 127.0.0.1 when it has none (LAN then reports false).
func Start(p Page) (*Server, error) {
	var k [16]byte // 128 bits: not guessable from the network
	if _, err := rand.Read(k[:]); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		return nil, err
	}
	host, lan := LANAddress()
	s := &Server{key: hex.EncodeToString(k[:]), host: host, lan: lan,
		port: ln.Addr().(*net.TCPAddr).Port, done: make(chan struct{})}
	s.Set(p)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /"+s.key, s.servePage)
	mux.HandleFunc("GET /"+s.key+"/state.json", s.serveJSON)
	mux.HandleFunc("GET /"+s.key+"/live.js", serveScript)
	// Bounded headers and timeouts: a slow or idle client cannot hold the
	// server, whatever it sends.
	s.srv = &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      10 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    8 << 10,
	}
	go func() {
		defer close(s.done)
		_ = s.srv.Serve(ln) // ErrServerClosed after Stop
	}()
	return s, nil
}

// Set makes p the page served from now on.
func (s *Server) Set(p Page) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p.Version = s.page.Version + 1
	s.page = p
	s.json, _ = json.Marshal(p) // plain strings and numbers: cannot fail
}

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

// Stop closes the listener and every connection, and waits for the server
// to end.
func (s *Server) Stop() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if s.srv.Shutdown(ctx) != nil {
		_ = s.srv.Close() // a viewer still mid-request after a second
	}
	<-s.done
}

// LANAddress is the first IPv4 address of an interface that is up and not
// a loopback, private ranges first; 127.0.0.1 and false when there is none.
func LANAddress() (string, bool) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return "127.0.0.1", false
	}
	var public string
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok || n.IP.To4() == nil || n.IP.IsLoopback() || n.IP.IsLinkLocalUnicast() {
				continue
			}
			if n.IP.IsPrivate() {
				return n.IP.String(), true
			}
			if public == "" {
				public = n.IP.String()
			}
		}
	}
	if public != "" {
		return public, true
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
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'")
}

func (s *Server) servePage(w http.ResponseWriter, _ *http.Request) {
	s.mu.RLock()
	p := s.page
	s.mu.RUnlock()
	headers(w, "text/html; charset=utf-8")
	_ = pageTemplate.Execute(w, struct {
		Page
		Key string
	}{p, s.key})
}

func (s *Server) serveJSON(w http.ResponseWriter, _ *http.Request) {
	s.mu.RLock()
	b := s.json
	s.mu.RUnlock()
	headers(w, "application/json")
	_, _ = w.Write(b)
}

func serveScript(w http.ResponseWriter, _ *http.Request) {
	headers(w, "text/javascript; charset=utf-8")
	_, _ = w.Write([]byte(script))
}
