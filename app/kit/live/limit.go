package live

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// Rates of each client (one address): a page and its script and stream
// are three requests, a reload three more; a steady flood is refused.
const (
	clientRate  = 10 // requests a second, on average
	clientBurst = 40 // requests at once
	maxClients  = 256
)

// limiter is a token bucket per client address: each request takes a
// token, tokens come back at rate a second up to burst.
type limiter struct {
	rate, burst float64
	now         func() time.Time

	mu      sync.Mutex
	clients map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(rate, burst float64) *limiter {
	return &limiter{rate: rate, burst: burst, now: time.Now, clients: map[string]*bucket{}}
}

// allow takes a token of client's bucket; false when it has none left.
func (l *limiter) allow(client string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.clients[client]
	if !ok {
		if len(l.clients) >= maxClients && !l.forget(now) {
			return false // a swarm of addresses: the newcomers wait
		}
		b = &bucket{tokens: l.burst, at: now}
		l.clients[client] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// forget drops the clients whose bucket is full again (they have been
// quiet a while): the map stays bounded. It reports whether any went.
func (l *limiter) forget(now time.Time) bool {
	gone := false
	for k, b := range l.clients {
		if b.tokens+now.Sub(b.at).Seconds()*l.rate >= l.burst {
			delete(l.clients, k)
			gone = true
		}
	}
	return gone
}

// local reports whether ip is on this machine or a local network: the view
// answers no one else, whatever interface a request came in by.
func local(ip net.IP) bool {
	return ip != nil && (ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast())
}

// remoteIP is the address a request came from.
func remoteIP(r *http.Request) net.IP {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return net.ParseIP(host)
}

// guard lets through only what the view answers: GET requests without a
// body, from a local address, within the client's rate. The rest never
// reaches a handler.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip := remoteIP(r)
		switch {
		case !local(ip):
			http.NotFound(w, r)
		case r.Method != http.MethodGet && r.Method != http.MethodHead:
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		case r.ContentLength != 0 || len(r.TransferEncoding) > 0:
			w.Header().Set("Connection", "close")
			http.Error(w, http.StatusText(http.StatusRequestEntityTooLarge), http.StatusRequestEntityTooLarge)
		case !s.limit.allow(ip.String()):
			w.Header().Set("Retry-After", "1")
			http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)
		default:
			r.Body = http.MaxBytesReader(w, r.Body, 0)
			next.ServeHTTP(w, r)
		}
	})
}
