package app

import (
	"encoding/json"
	"errors"
	"html"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/app/kit/live"
	"skald/rules/qa"
)

// get fetches url, failing the test on a transport error.
func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// livePage reads the live view's state as the page's script does.
func livePage(t *testing.T, s *live.Server) live.Page {
	t.Helper()
	code, body := get(t, s.LocalURL()+"/state.json")
	if code != http.StatusOK {
		t.Fatalf("state.json: %d", code)
	}
	var p live.Page
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

// waitPage waits (a bounded while, for the screen's update to run) until
// the live view's state satisfies ok.
func waitPage(t *testing.T, s *live.Server, ok func(live.Page) bool) live.Page {
	t.Helper()
	var p live.Page
	for range 100 {
		if p = livePage(t, s); ok(p) {
			return p
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the live view never changed; it shows %+v", p)
	return p
}

// refused reports whether nothing listens on port any more.
func refused(port int) bool {
	c, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), time.Second)
	if err == nil {
		c.Close()
		return false
	}
	return errors.Is(err, syscall.ECONNREFUSED)
}

// openLive opens a seeded Qâ game on a phone and starts its live view the
// way a player does: the next step, then "Show on other phones".
func openLive(t *testing.T, lang string) (*kittest.Env, *kit.Frame) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.StartIn(lang)
	e.Open(seed.QaSession(e.Store, "Live", 1))
	f := e.Frame()
	test.Tap(f.NextBtn.Button)
	e.Tap(e.U.Loc.T("app.live.show"))
	if f.Live() == nil {
		t.Fatal("the live view did not start")
	}
	t.Cleanup(f.StopLive)
	return e, f
}

// The live view serves the game screen's own words behind its key, follows
// each action and undo, and stops with Stop and when the game is left.
func TestLiveView(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e, f := openLive(t, lang)
			s := f.Live()
			loc := e.U.Loc

			// Nothing without the key, nor with a wrong one.
			local := s.LocalURL()
			root := local[:strings.LastIndex(local, "/")]
			for _, path := range []string{"/", "/state.json", "/0123456789abcdef0123456789abcdef", "/0123456789abcdef0123456789abcdef/state.json", local[len(root):] + "x"} {
				code, body := get(t, root+path)
				if code != http.StatusNotFound || strings.Contains(body, "Ogota") {
					t.Errorf("%s: %d %q, want 404 and no data", path, code, body)
				}
			}
			if resp, err := http.Post(local, "text/plain", strings.NewReader("x")); err != nil {
				t.Fatal(err)
			} else if resp.Body.Close(); resp.StatusCode == http.StatusOK {
				t.Errorf("POST answered %d: the view is read-only", resp.StatusCode)
			}

			// With the key: the strip, the current step and the last actions
			// the game screen says.
			code, body := get(t, local)
			if code != http.StatusOK {
				t.Fatalf("page: %d", code)
			}
			page := html.UnescapeString(body)
			strip := e.StripText()
			for _, line := range strings.Split(strip, "\n") {
				if !strings.Contains(page, line) {
					t.Errorf("the page lacks the strip's line %q:\n%s", line, page)
				}
			}
			st := f.Sess.State()
			cur, _ := kit.CurrentStep(f.Sess.Game().Steps(st))
			now := loc.Msg(cur.Msg)
			if !strings.Contains(f.NextBtn.Text(), now) || !strings.Contains(page, now) {
				t.Errorf("the page lacks the current step %q (the screen says %q)", now, f.NextBtn.Text())
			}
			entries, _ := f.Sess.History(0, 1)
			if last := loc.Msg(entries[0].Label); !strings.Contains(page, last) {
				t.Errorf("the page lacks the last action %q", last)
			}
			if !strings.Contains(page, `lang="`+lang+`"`) || !strings.Contains(page, loc.T("app.live.now")) {
				t.Errorf("the page is not in %s:\n%s", lang, page)
			}
			if code, js := get(t, local+"/live.js"); code != http.StatusOK || !strings.Contains(js, "fetch(") {
				t.Errorf("live.js: %d", code)
			}

			// A real command changes the view; undo (a real tap) too.
			before := livePage(t, s)
			if err := f.Sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
				t.Fatal(err)
			}
			after := waitPage(t, s, func(p live.Page) bool { return p.Version != before.Version })
			if strings.Join(lines(after), "\n") != e.StripText() {
				t.Errorf("after the action the view says\n%s\nthe screen\n%s", strings.Join(lines(after), "\n"), e.StripText())
			}
			if strings.Join(lines(after), "\n") == strings.Join(lines(before), "\n") {
				t.Errorf("advancing Ogotaï left the strip as it was: %q", lines(after))
			}
			test.Tap(f.UndoBtn)
			if e.DialogOpen() { // an undo that hides a reveal asks first
				e.Tap(loc.T("app.undo.action"))
			}
			undone := waitPage(t, s, func(p live.Page) bool { return p.Version != after.Version })
			if want := loc.T("app.history.undone", "Label", after.History[0]); undone.History[0] != want {
				t.Errorf("after undo the last action reads %q, want %q", undone.History[0], want)
			}

			// Stop closes the port; showing it again serves a new key.
			port := s.Port()
			e.Tap(loc.T("app.live.stop"))
			if f.Live() != nil || !refused(port) {
				t.Fatalf("Stop left port %d open", port)
			}
			if e.Shows(loc.T("app.live.on")) {
				t.Error("the board still says the view is on")
			}
			test.Tap(f.NextBtn.Button)
			e.Tap(loc.T("app.live.show"))
			again := f.Live()
			if again == nil || again.URL() == s.URL() {
				t.Fatal("showing the view again did not start it with a new key")
			}
			e.Tap(loc.T("common.close"))
			e.MustShow(loc.T("app.live.on"))

			// Leaving the game stops it.
			port = again.Port()
			e.U.Back()
			if !refused(port) {
				t.Fatalf("leaving the game left port %d open", port)
			}
		})
	}
}

// lines are a live page's strip lines.
func lines(p live.Page) []string {
	var out []string
	for _, l := range p.Strip {
		out = append(out, l.Text)
	}
	return out
}

// The sheet shows the QR code of the address, the address in words, and Stop.
func TestLiveSheet(t *testing.T) {
	e, f := openLive(t, "en")
	if f.LiveQR == nil || f.LiveQR.Image == nil {
		t.Fatal("the sheet shows no QR code")
	}
	if b := f.LiveQR.Image.Bounds(); b.Dx() < 200 || b.Dx() != b.Dy() {
		t.Errorf("the QR code is %v", b)
	}
	e.MustShow(f.Live().URL())
	if e.Button(e.U.Loc.T("app.live.stop")) == nil {
		t.Error("the sheet has no Stop")
	}
	if !f.Live().LAN() {
		e.MustShow(e.U.Loc.T("app.live.no_lan"))
	}
	e.CheckDialogs("live sheet")
}
