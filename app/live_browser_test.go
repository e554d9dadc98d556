package app

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/app/kit/live"
	"skald/app/kit/live/livetest"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// phoneWidth is the narrowest phone the live view's pages are made for.
const phoneWidth = 360

// chromium is the headless browser the tests drive. CI installs it
// (scripts/deps.sh): there a missing one fails the test; elsewhere the
// test is skipped.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	const why = "Chromium is not installed: the live view's browser tests need it (scripts/deps.sh installs the Debian package chromium)"
	if _, ci := os.LookupEnv("CI"); ci {
		t.Fatal(why)
	}
	t.Skip(why)
	return ""
}

// browser is a headless Chromium showing a phone's 360 px wide screen.
func browser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium(t)), chromedp.NoSandbox,
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(phoneWidth, 740))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// The first action starts the browser, with no timeout (one would end it).
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(phoneWidth, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile),
		cdpDo(network.Enable, network.EnableParams{})); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// cdpDo is one protocol command as an action.
func cdpDo[P, R any](c cdp.Command[P, R], p P) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, c, p)
		return err
	})
}

// run runs actions in the browser within ten seconds.
func run(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// eval is what a JavaScript expression gives on the page shown.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// within waits, at most d, for a JavaScript expression to be true on the
// page shown.
func within(t *testing.T, ctx context.Context, d time.Duration, js, what string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(d),
		chromedp.WithPollingInterval(10*time.Millisecond))); err != nil {
		t.Fatalf("%s: not within %v (%v)", what, d, err)
	}
}

// asking sets the language the browser asks for and its colour scheme.
func asking(lang string, dark bool) chromedp.Action[chromedp.Void] {
	scheme := "light"
	if dark {
		scheme = "dark"
	}
	return chromedp.Steps(
		cdpDo(network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": lang}}),
		cdpDo(emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}}))
}

// stripJS reads the page's strip, a line per row.
const stripJS = `[...document.querySelectorAll("#strip p")].map(p => p.innerText).join("\n")`

// pageVersion is the version the page shows.
const pageVersion = `Number(document.getElementById("frag").dataset.version)`

// fits checks the page shown is no wider than a phone's screen.
func fits(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > phoneWidth {
		t.Errorf("%s is %d px wide on a %d px screen", what, w, phoneWidth)
	}
}

// openThorgalLive opens a seeded Thorgal game on a phone, in English, and
// starts its live view as a player does.
func openThorgalLive(t *testing.T) (*kittest.Env, *kit.Frame, *live.Server) {
	e, f := startLive(t, "en", func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "Live") })
	e.Tap(e.U.Loc.T("common.close"))
	return e, f, f.Live()
}

// The live view in a real browser: it follows each action and undo within
// a second without reloading, switches language by its link, shows each
// character's wound grid as SVG, answers 404 without the key and 503 to
// one phone too many, fits a phone's width in light and dark, and is gone
// once turned off.
func TestLiveBrowser(t *testing.T) {
	ctx := browser(t)
	e, f, s := openThorgalLive(t)
	local := s.LocalURL()
	fr := e.U.In("fr")

	run(t, ctx, asking("en-GB,en;q=0.9", false), chromedp.Navigate(local), chromedp.WaitVisible(chromedp.ID("strip")))
	if got := eval[string](t, ctx, stripJS); got != e.StripText() {
		t.Errorf("the page's strip\n%s\nthe screen's\n%s", got, e.StripText())
	}
	// A mark on the page: a reload would lose it.
	run(t, ctx, chromedp.Evaluate[chromedp.Void](`window.kept = 1`))

	// An action in the app: the page follows within a second.
	v := s.Version()
	if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 0, N: 1}); err != nil {
		t.Fatal(err)
	}
	within(t, ctx, time.Second, pageVersion+` >= `+strconv.FormatUint(v+1, 10), "the page showing the action")
	after := eval[string](t, ctx, stripJS)
	if after != e.StripText() || !strings.Contains(after, e.U.Loc.T("app.thorgal.strip.threat", "N", 1)) {
		t.Errorf("after the action the page says\n%s\nthe screen\n%s", after, e.StripText())
	}
	label := e.U.Loc.Msg(lastLabel(t, f))
	if got := eval[string](t, ctx, `document.querySelector("#history li").innerText`); got != label {
		t.Errorf("the page's last action is %q, want %q", got, label)
	}
	// Undo, a real tap: the page follows, the action marked undone.
	v = s.Version()
	test.Tap(f.UndoBtn)
	within(t, ctx, time.Second, pageVersion+` >= `+strconv.FormatUint(v+1, 10), "the page showing the undo")
	if got := eval[string](t, ctx, stripJS); got != e.StripText() || got == after {
		t.Errorf("after undo the page says\n%s\nthe screen\n%s", got, e.StripText())
	}
	if got, want := eval[string](t, ctx, `document.querySelector("#history li").innerText`),
		e.U.Loc.T("app.history.undone", "Label", label); got != want {
		t.Errorf("after undo the last action reads %q, want %q", got, want)
	}
	if eval[int](t, ctx, `window.kept || 0`) != 1 {
		t.Error("the page reloaded to show a change")
	}
	fits(t, ctx, "the table's page")

	// The language link: French, the same table, and still live.
	run(t, ctx, chromedp.Click(chromedp.CSS("a.lang")), chromedp.WaitVisible(chromedp.ID("strip")))
	if lang := eval[string](t, ctx, `document.documentElement.lang`); lang != "fr" {
		t.Fatalf("the language link led to %q", lang)
	}
	cur, _ := kit.CurrentStep(f.Sess.Game().Steps(f.Sess.State()))
	if got, want := eval[string](t, ctx, `document.getElementById("now").innerText`), fr.Loc.Msg(cur.Msg); got != want {
		t.Errorf("in French the step reads %q, want %q", got, want)
	}
	want := kit.LiveLines(kit.GameUIs[thorgal.Game.ID()].Live(fr, f.Sess.State()).Strip...)
	if got := eval[string](t, ctx, stripJS); got != joinLines(want) {
		t.Errorf("in French the strip reads\n%s\nwant\n%s", got, joinLines(want))
	}
	v = s.Version()
	if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 0, N: 1}); err != nil {
		t.Fatal(err)
	}
	within(t, ctx, time.Second, pageVersion+` >= `+strconv.FormatUint(v+1, 10), "the French page showing the action")
	if got := eval[string](t, ctx, stripJS); !strings.Contains(got, fr.Loc.T("app.thorgal.strip.threat", "N", 1)) {
		t.Errorf("the French page did not follow the action:\n%s", got)
	}
	if eval[string](t, ctx, `document.documentElement.lang`) != "fr" {
		t.Error("an update switched the page's language")
	}

	// A character's page: the wound grid as SVG, square by square, and a
	// wound placed in the app appears there within a second.
	run(t, ctx, asking("en", false), chromedp.Navigate(local), chromedp.Click(chromedp.CSS("#players a")),
		chromedp.WaitVisible(chromedp.CSS("#grid svg")))
	st := f.Sess.State().(thorgal.State)
	ch := st.Chars[0]
	if n := eval[int](t, ctx, `document.querySelectorAll("#grid rect.sq").length`); n != ch.Area.Size() {
		t.Errorf("the grid draws %d squares, the area has %d", n, ch.Area.Size())
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#grid g.pc").length`); n != len(ch.Wounds) {
		t.Errorf("the grid draws %d wounds, the character has %d", n, len(ch.Wounds))
	}
	caption := eval[string](t, ctx, `document.querySelector("#grid figcaption").innerText`)
	if !strings.Contains(caption, "("+strconv.Itoa(st.LargestFit(0))+")") {
		t.Errorf("the grid's caption %q does not say the largest wound that fits, %d", caption, st.LargestFit(0))
	}
	fits(t, ctx, "a character's page")
	tile := placement(t, st)
	v = s.Version()
	if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Shape: tile.Shape}); err != nil {
		t.Fatal(err)
	}
	if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdPlaceWound, Char: 0, Shape: tile.Shape, Orient: tile.Orient, At: tile.At}); err != nil {
		t.Fatal(err)
	}
	within(t, ctx, time.Second, fmt.Sprintf(`document.querySelectorAll("#grid g.pc").length == %d && %s >= %d`,
		len(ch.Wounds)+1, pageVersion, v+2), "the grid showing the new wound")

	// No key, a wrong key, a wrong player: 404, nothing of the table.
	root := local[:strings.LastIndex(local, "/")]
	for _, url := range []string{root + "/", root + "/00112233445566778899aabbccddeeff", local + "x", local + "/p/9"} {
		ctx1, cancel := context.WithTimeout(ctx, 10*time.Second)
		resp, err := chromedp.Run(ctx1, chromedp.NavigateResponse(url))
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if body := eval[string](t, ctx, `document.body.innerText`); resp.Status != 404 || strings.Contains(body, "Thorgal") {
			t.Errorf("%s: %d %.120q, want 404", url, resp.Status, body)
		}
	}

	// One phone too many is told so in its language.
	for range live.MaxViewers {
		livetest.Follow(t, local+"/events").Next(t)
	}
	run(t, ctx, asking("fr", false))
	ctx1, cancel := context.WithTimeout(ctx, 10*time.Second)
	resp, err := chromedp.Run(ctx1, chromedp.NavigateResponse(local))
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	if body := eval[string](t, ctx, `document.body.innerText`); resp.Status != 503 || !strings.Contains(body, fr.Loc.T("app.live.busy_title")) {
		t.Errorf("the seventeenth phone: %d %.200q", resp.Status, body)
	}
}

// Once turned off, an open page says the connection is lost and the
// address answers no more.
func TestLiveBrowserStop(t *testing.T) {
	ctx := browser(t)
	e, f, s := openThorgalLive(t)
	run(t, ctx, asking("en", false), chromedp.Navigate(s.LocalURL()), chromedp.WaitVisible(chromedp.ID("strip")))
	if eval[bool](t, ctx, `getComputedStyle(document.querySelector(".offline")).display != "none"`) {
		t.Fatal("the page says the connection is lost while it is not")
	}
	f.StopLive()
	within(t, ctx, 3*time.Second, `getComputedStyle(document.querySelector(".offline")).display != "none"`,
		"the page saying the connection is lost")
	if got := eval[string](t, ctx, `document.querySelector(".offline").innerText`); got != e.U.Loc.T("app.live.offline") {
		t.Errorf("the page says %q", got)
	}
	ctx1, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if resp, err := chromedp.Run(ctx1, chromedp.NavigateResponse(s.LocalURL())); err == nil {
		t.Errorf("the address still answers once the view is off: %d", resp.Status)
	}
}

// Screenshots of the table's page and a character's page at 360 px, in
// English and French, light and dark, into SKALD_LIVE_SHOTS (a temporary
// folder when unset), each no wider than the screen.
func TestLiveScreenshots(t *testing.T) {
	ctx := browser(t)
	_, f, s := openThorgalLive(t)
	if err := f.Sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 1, N: 4}); err != nil {
		t.Fatal(err)
	}
	dir := os.Getenv("SKALD_LIVE_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fr"} {
		for _, dark := range []bool{false, true} {
			scheme := map[bool]string{false: "light", true: "dark"}[dark]
			for _, pg := range []struct{ name, path, ready string }{{"table", "", "#strip"}, {"player", "/p/1", "#grid svg"}} {
				run(t, ctx, asking(lang, dark), chromedp.Navigate(s.LocalURL()+pg.path), chromedp.WaitVisible(chromedp.CSS(pg.ready)))
				name := fmt.Sprintf("%s-%s-%s", pg.name, lang, scheme)
				fits(t, ctx, name)
				// Dark: light words on a dark page; light: the other way round.
				bg := luminance(eval[string](t, ctx, `getComputedStyle(document.body).backgroundColor`))
				fg := luminance(eval[string](t, ctx, `getComputedStyle(document.body).color`))
				if dark != (fg > bg) {
					t.Errorf("%s: words of luminance %.2f on a page of %.2f", name, fg, bg)
				}
				if eval[string](t, ctx, `document.documentElement.lang`) != lang {
					t.Errorf("%s is not in %s", name, lang)
				}
				ctx1, cancel := context.WithTimeout(ctx, 10*time.Second)
				png, err := chromedp.Run(ctx1, chromedp.FullScreenshot(100))
				cancel()
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// lastLabel is the label of the session's newest action.
func lastLabel(t *testing.T, f *kit.Frame) rules.Msg {
	t.Helper()
	entries, err := f.Sess.History(0, 1)
	if err != nil || len(entries) == 0 {
		t.Fatalf("no history: %v", err)
	}
	return entries[0].Label
}

// placement is a tile of the box that fits the first character's area now.
func placement(t *testing.T, s thorgal.State) polyomino.Tile {
	t.Helper()
	for _, id := range s.Tiles {
		if ps := s.Placements(0, id); len(ps) > 0 {
			return ps[0]
		}
	}
	t.Fatal("no tile fits the first character's area")
	return polyomino.Tile{}
}

// luminance is a CSS rgb() colour's relative luminance, 0 to 1.
func luminance(css string) float64 {
	var r, g, b float64
	if _, err := fmt.Sscanf(css, "rgb(%g, %g, %g)", &r, &g, &b); err != nil {
		return -1
	}
	return (0.2126*r + 0.7152*g + 0.0722*b) / 255
}

// joinLines is live lines as a page's innerText reads them.
func joinLines(lines []live.Line) string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return strings.Join(out, "\n")
}
