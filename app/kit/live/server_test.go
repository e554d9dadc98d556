package live

import (
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"skald/app/kit/live/livetest"
)

// views is a view in English and French, its words marked by n.
func views(n int) []View {
	mk := func(lang, other, busy string) View {
		return View{Lang: lang, Title: "Skald " + lang, Where: "Round " + strconv.Itoa(n) + " " + lang,
			Strip: []Line{{Text: "strip " + lang + " " + strconv.Itoa(n)}, {Text: "<b>danger</b>", Warn: true}},
			Now:   "now " + lang, History: []string{"did " + strconv.Itoa(n)}, OtherLang: other, OtherName: "other " + other,
			BusyTitle: "busy title " + lang, Busy: busy,
			Players: []Player{{Name: "Aaricia", Lines: []Line{{Text: "fits " + strconv.Itoa(n)}},
				Grid: &Grid{Rows: 1, Cols: 2, Area: []Cell{{0, 0}, {0, 1}}, Label: "grid " + lang}}}}
	}
	return []View{mk("en", "fr", "every place is taken"), mk("fr", "en", "toutes les places sont prises")}
}

func start(t *testing.T, vs ...View) *Server {
	t.Helper()
	s, err := Start(vs...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// fetch sends a request, failing the test on a transport error.
func fetch(t *testing.T, method, url string, body io.Reader, header ...string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// The pages answer only with the key, in the language asked for; every
// word is escaped.
func TestPages(t *testing.T) {
	s := start(t, views(1)...)
	local := s.LocalURL()
	root := local[:strings.LastIndex(local, "/")]
	for _, path := range []string{"/", "/events", "/live.js", "/0123456789abcdef0123456789abcdef", local[len(root):] + "x",
		local[len(root):] + "/p/2", local[len(root):] + "/p/0", local[len(root):] + "/p/x", local[len(root):] + "/state.json"} {
		if code, body := fetch(t, "GET", root+path, nil); code != http.StatusNotFound || strings.Contains(body, "strip") {
			t.Errorf("%s: %d %.120q, want 404 and nothing of the view", path, code, body)
		}
	}
	code, page := fetch(t, "GET", local, nil, "Accept-Language", "fr-CH, fr;q=0.9, en;q=0.8")
	if code != http.StatusOK || !strings.Contains(page, "strip fr 1") || !strings.Contains(page, `lang="fr"`) {
		t.Errorf("French asked for: %d\n%.300s", code, page)
	}
	if strings.Contains(page, "<b>danger</b>") || !strings.Contains(page, "&lt;b&gt;danger&lt;/b&gt;") {
		t.Errorf("a word went into the page as markup:\n%s", page)
	}
	if !strings.Contains(page, `href="?lang=en"`) || !strings.Contains(page, `/p/1?lang=fr`) {
		t.Errorf("the page lacks its language switch or its player link:\n%s", page)
	}
	if _, page = fetch(t, "GET", local+"?lang=en", nil, "Accept-Language", "fr"); !strings.Contains(page, "strip en 1") {
		t.Errorf("?lang=en did not switch to English:\n%s", page)
	}
	if _, page = fetch(t, "GET", local+"/p/1", nil); !strings.Contains(page, "fits 1") || !strings.Contains(page, "<svg") ||
		!strings.Contains(page, "/events?lang=en&amp;p=1") {
		t.Errorf("the player's page:\n%s", page)
	}
	if _, js := fetch(t, "GET", local+"/live.js", nil); !strings.Contains(js, "EventSource") {
		t.Errorf("live.js: %q", js)
	}
}

// Only GET without a body, from a local address, within the client's rate.
func TestGuard(t *testing.T) {
	s := start(t, views(1)...)
	url := s.LocalURL()
	for _, m := range []string{"POST", "PUT", "DELETE"} {
		if code, _ := fetch(t, m, url, nil); code != http.StatusMethodNotAllowed {
			t.Errorf("%s answered %d, want 405", m, code)
		}
	}
	if code, _ := fetch(t, "GET", url, strings.NewReader("a body")); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a GET with a body answered %d, want 413", code)
	}
	// A flood from one client: the bucket empties, then refuses.
	refused := 0
	for range clientBurst + 20 {
		if code, _ := fetch(t, "GET", url+"/live.js", nil); code == http.StatusTooManyRequests {
			refused++
		}
	}
	if refused == 0 {
		t.Errorf("%d requests at once were all answered", clientBurst+20)
	}

	for _, ip := range []string{"8.8.8.8", "2001:4860::8888"} {
		if local(net.ParseIP(ip)) {
			t.Errorf("%s counts as local", ip)
		}
	}
	for _, ip := range []string{"127.0.0.1", "192.168.1.20", "10.0.0.3", "172.16.4.4", "fe80::1", "::1"} {
		if !local(net.ParseIP(ip)) {
			t.Errorf("%s does not count as local", ip)
		}
	}
	if host, lan := LANAddress(); lan && !net.ParseIP(host).IsPrivate() {
		t.Errorf("the view would listen on the public address %s", host)
	}
}

// The token bucket: a burst, then one request per 1/rate seconds; the
// clients it keeps stay bounded.
func TestLimiter(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(2, 3)
	l.now = func() time.Time { return now }
	for i := range 3 {
		if !l.allow("a") {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	if l.allow("a") {
		t.Fatal("a fourth request at once answered")
	}
	if !l.allow("b") {
		t.Fatal("another client paid for the first")
	}
	now = now.Add(500 * time.Millisecond)
	if !l.allow("a") || l.allow("a") {
		t.Fatal("half a second at 2 a second gives one request")
	}
	for i := range 2 * maxClients {
		l.allow("c" + strconv.Itoa(i))
		now = now.Add(2 * time.Second) // each one quiet long enough to be forgotten
	}
	if len(l.clients) > maxClients {
		t.Errorf("the limiter keeps %d clients", len(l.clients))
	}
}

// A stream sends the current version at once, then each new one; a viewer
// that reads nothing never holds Set up; Stop ends every stream.
func TestEvents(t *testing.T) {
	s := start(t, views(1)...)
	st := livetest.Follow(t, s.LocalURL()+"/events?lang=fr")
	if ev := st.Next(t); ev.ID != 1 || !strings.Contains(ev.Data, "strip fr 1") || !strings.Contains(ev.Data, `data-version="1"`) {
		t.Fatalf("first event %d %q", ev.ID, ev.Data)
	}
	player := livetest.Follow(t, s.LocalURL()+"/events?p=1")
	if ev := player.Next(t); !strings.Contains(ev.Data, "fits 1") || !strings.Contains(ev.Data, "<svg") {
		t.Fatalf("player's first event %q", ev.Data)
	}
	// An idle stream: the next version goes out at once.
	time.Sleep(3 * pace)
	s.Set(views(2)...)
	if ev := st.Next(t); ev.ID != 2 || !strings.Contains(ev.Data, "strip fr 2") {
		t.Fatalf("the next event %d %q", ev.ID, ev.Data)
	}

	// A viewer that opens its stream and never reads: its socket fills up.
	c, err := net.Dial("tcp", strings.TrimPrefix(s.LocalURL()[:strings.LastIndex(s.LocalURL(), "/")], "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Write([]byte("GET /" + s.key + "/events HTTP/1.1\r\nHost: x\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	for s.Viewers() < 3 {
		time.Sleep(10 * time.Millisecond)
	}
	done := make(chan struct{})
	go func() {
		for i := 3; i <= 2000; i++ {
			s.Set(views(i)...)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(writeWait / 2): // before the server would drop the viewer
		t.Fatal("Set waited for a viewer")
	}
	// The reading viewer ends on the last version, whatever it skipped.
	var last livetest.Event
	for last.ID != 2000 {
		last = st.Next(t)
	}
	if !strings.Contains(last.Data, "strip fr 2000") {
		t.Errorf("the last event says %q", last.Data)
	}

	s.Stop()
	if !st.Ended(2 * time.Second) {
		t.Fatal("Stop left a stream open")
	}
	if _, err := http.Get(s.LocalURL()); err == nil {
		t.Error("the server still answers after Stop")
	}
}

// At most MaxViewers follow at once; one more gets a 503 page in its
// language, and gets in once a place is free.
func TestMaxViewers(t *testing.T) {
	s := start(t, views(1)...)
	var streams []*livetest.Stream
	for range MaxViewers {
		st := livetest.Follow(t, s.LocalURL()+"/events")
		st.Next(t)
		streams = append(streams, st)
	}
	code, page := fetch(t, "GET", s.LocalURL(), nil, "Accept-Language", "fr")
	if code != http.StatusServiceUnavailable || !strings.Contains(page, "toutes les places sont prises") || strings.Contains(page, "strip fr") {
		t.Errorf("the page for one phone too many: %d\n%.300s", code, page)
	}
	if st := livetest.Follow(t, s.LocalURL()+"/events"); st.Status != http.StatusServiceUnavailable {
		t.Errorf("a seventeenth stream: %d", st.Status)
	}
	streams[0].Close()
	for s.Viewers() == MaxViewers {
		time.Sleep(10 * time.Millisecond)
	}
	if code, _ := fetch(t, "GET", s.LocalURL(), nil); code != http.StatusOK {
		t.Errorf("a place freed, the page still answers %d", code)
	}
}

func TestLang(t *testing.T) {
	for header, want := range map[string]string{"": "en", "fr": "fr", "fr-CA,en;q=0.5": "fr", "de-DE,fr;q=0.7,en;q=0.3": "fr",
		"en-GB,fr;q=0.9": "en", "de": "en", "*": "en"} {
		r, _ := http.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Language", header)
		if got := langOf(r); got != want {
			t.Errorf("Accept-Language %q: %s, want %s", header, got, want)
		}
	}
}
