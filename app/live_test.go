package app

import (
	"errors"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/app/kit/live/livetest"
	"skald/rules/qa"
	"skald/tracker"
)

// get fetches url asking for lang, failing the test on a transport error.
func get(t *testing.T, url, lang string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Language", lang)
	resp, err := http.DefaultClient.Do(req)
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

var (
	stripRe = regexp.MustCompile(`(?s)id="strip">(.*?)</section>`)
	lineRe  = regexp.MustCompile(`(?s)<p[^>]*>(.*?)</p>`)
	itemRe  = regexp.MustCompile(`(?s)<li>(.*?)</li>`)
)

// stripOf is the status strip a page (or a fragment of it) shows, a line
// per row.
func stripOf(page string) string {
	m := stripRe.FindStringSubmatch(page)
	if m == nil {
		return ""
	}
	var lines []string
	for _, l := range lineRe.FindAllStringSubmatch(m[1], -1) {
		lines = append(lines, html.UnescapeString(l[1]))
	}
	return strings.Join(lines, "\n")
}

// historyOf is the last actions a page lists, newest first.
func historyOf(page string) []string {
	var out []string
	for _, l := range itemRe.FindAllStringSubmatch(page, -1) {
		out = append(out, html.UnescapeString(l[1]))
	}
	return out
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
	return startLive(t, lang, func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Live", 1) })
}

// startLive opens the session mk seeds on a phone, in lang, and starts its
// live view the way a player does.
func startLive(t *testing.T, lang string, mk func(*tracker.Store) (*tracker.Session, error)) (*kittest.Env, *kit.Frame) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.StartIn(lang)
	e.Open(mk(e.Store))
	f := e.Frame()
	test.Tap(f.NextBtn.Button)
	e.Tap(e.U.Loc.T("app.live.show"))
	if f.Live() == nil {
		t.Fatal("the live view did not start")
	}
	t.Cleanup(f.StopLive)
	return e, f
}

// other is the language the app does not speak.
func other(lang string) string {
	if lang == "fr" {
		return "en"
	}
	return "fr"
}

// The live view shows the game screen's own strip, current step with its
// rules reminder and last actions, in the language each phone asks for
// whatever the app speaks; it follows each action and undo within a second
// by its stream of events, and stops with Stop and when the game is left.
func TestLiveView(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e, f := openLive(t, lang)
			s := f.Live()
			loc := e.U.Loc
			local := s.LocalURL()

			// Nothing without the key, nor with a wrong one.
			root := local[:strings.LastIndex(local, "/")]
			for _, path := range []string{"/", "/events", "/0123456789abcdef0123456789abcdef", local[len(root):] + "x"} {
				if code, body := get(t, root+path, lang); code != http.StatusNotFound || strings.Contains(body, "Ogota") {
					t.Errorf("%s: %d %.120q, want 404 and no data", path, code, body)
				}
			}

			// In the app's language: its strip, step, reminder and last action.
			code, page := get(t, local, lang)
			if code != http.StatusOK {
				t.Fatalf("page: %d", code)
			}
			if got, want := stripOf(page), e.StripText(); got != want {
				t.Errorf("the page's strip\n%s\nthe screen's\n%s", got, want)
			}
			st := f.Sess.State()
			cur, _ := kit.CurrentStep(f.Sess.Game().Steps(st))
			now := loc.Msg(cur.Msg)
			text := html.UnescapeString(page)
			if !strings.Contains(f.NextBtn.Text(), now) || !strings.Contains(text, now) {
				t.Errorf("the page lacks the current step %q (the screen says %q)", now, f.NextBtn.Text())
			}
			ref, err := e.U.Reference()
			if err != nil {
				t.Fatal(err)
			}
			if entry, ok := ref.Entry(cur.Ref); !ok || !strings.Contains(text, entry.Text(lang).Title) ||
				!strings.Contains(text, entry.Paragraphs(lang)[0]) {
				t.Errorf("the page lacks the step's rules reminder %q", cur.Ref)
			}
			entries, _ := f.Sess.History(0, 1)
			if last := loc.Msg(entries[0].Label); historyOf(page)[0] != last {
				t.Errorf("the page's last action is %q, want %q", historyOf(page)[0], last)
			}
			// Numbered as the app's history numbers them: the newest is #N,
			// counting down (a list counting 1, 2… from the newest read as
			// the first actions of the game).
			if want := fmt.Sprintf(`<ol id="history" reversed start="%d">`, entries[0].Seq); !strings.Contains(page, want) {
				t.Errorf("the page's history is not numbered from the newest action's #%d: %.200q", entries[0].Seq, page[strings.Index(page, `<ol`):])
			}
			if !strings.Contains(page, `lang="`+lang+`"`) || !strings.Contains(text, loc.T("app.live.now")) {
				t.Errorf("the page is not in %s", lang)
			}

			// In the other language, asked for by the phone: switching the
			// app to it shows the very same strip.
			_, otherPage := get(t, local, other(lang))
			e.U.SetLanguage(other(lang))
			if f.Live() != s {
				t.Fatal("switching the app's language restarted the live view")
			}
			if got, want := stripOf(otherPage), e.StripText(); got != want || got == stripOf(page) {
				t.Errorf("the page in %s says\n%s\nthe screen in %[1]s\n%s", other(lang), got, want)
			}
			e.U.SetLanguage(lang)

			// A real command changes the view within a second; undo (a
			// real tap) too.
			events := livetest.Follow(t, local+"/events?lang="+lang)
			first := events.Next(t)
			if first.ID != s.Version() || stripOf(first.Data) != e.StripText() {
				t.Errorf("the stream's first event: %d %q", first.ID, stripOf(first.Data))
			}
			time.Sleep(300 * time.Millisecond) // the stream idle, as between two actions at a table
			if err := f.Sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
				t.Fatal(err)
			}
			after := events.Until(t, time.Second, func(ev livetest.Event) bool { return ev.ID > first.ID })
			if stripOf(after.Data) != e.StripText() || stripOf(after.Data) == stripOf(first.Data) {
				t.Errorf("after the action the view says\n%s\nthe screen\n%s", stripOf(after.Data), e.StripText())
			}
			test.Tap(f.UndoBtn)
			if e.DialogOpen() { // an undo that hides a reveal asks first
				e.Tap(loc.T("app.undo.action"))
			}
			undone := events.Until(t, time.Second, func(ev livetest.Event) bool { return ev.ID > after.ID })
			if want := loc.T("app.history.undone", "Label", historyOf(after.Data)[0]); historyOf(undone.Data)[0] != want {
				t.Errorf("after undo the last action reads %q, want %q", historyOf(undone.Data)[0], want)
			}
			if stripOf(undone.Data) != stripOf(first.Data) {
				t.Errorf("after undo the strip says\n%s\nnot as before\n%s", stripOf(undone.Data), stripOf(first.Data))
			}

			// Stop closes the port and ends the stream; showing it again
			// serves a new key.
			port := s.Port()
			e.Tap(loc.T("app.live.stop"))
			if f.Live() != nil || !refused(port) {
				t.Fatalf("Stop left port %d open", port)
			}
			if !events.Ended(time.Second) {
				t.Error("Stop left the stream open")
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
