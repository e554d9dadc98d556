package app

import (
	"net/http"
	"reflect"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
)

// lifecycleHooks are the hooks the app's lifecycle keeps, as a driver calls
// them (Fyne's test app keeps them in the same type as the real one).
type lifecycleHooks interface {
	OnEnteredForeground() func()
	OnExitedForeground() func()
	OnStopped() func()
}

func hooks(t *testing.T, a fyne.App) lifecycleHooks {
	t.Helper()
	h, ok := a.Lifecycle().(lifecycleHooks)
	if !ok {
		t.Fatalf("the lifecycle %T does not give its hooks", a.Lifecycle())
	}
	return h
}

// call runs a lifecycle hook the way the driver does, failing when none is set.
func call(t *testing.T, name string, f func()) {
	t.Helper()
	if f == nil {
		t.Fatalf("no %s hook is set", name)
	}
	f()
}

// blanking records what the UI asks of the driver's screen blanking.
func blanking(u *kit.UI) *[]bool {
	var calls []bool
	u.DisableBlanking = func(disable bool) { calls = append(calls, disable) }
	return &calls
}

// A game screen keeps the screen awake and leaving it lets it sleep again;
// the setting, chosen on the Settings screen (here in French), turns that
// off, is kept beside the database and holds at the next start.
func TestKeepAwake(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	calls := blanking(e.U)
	e.U.ShowHome()
	sess := e.Open(seed.QaSession(e.Store, "Awake", 1))
	if want := []bool{true}; !reflect.DeepEqual(*calls, want) {
		t.Fatalf("opening a game asked %v of the screen blanking, want %v", *calls, want)
	}
	e.U.Back()
	if want := []bool{true, false}; !reflect.DeepEqual(*calls, want) {
		t.Fatalf("leaving the game asked %v, want %v", *calls, want)
	}

	e.StartIn("fr")
	blanking(e.U) // a driver that records nothing: this part checks the setting
	ShowSettings(e.U)
	e.Tap(e.U.Loc.T("app.settings.awake_off"))
	if got := kit.LoadSettings(kit.SettingsPath(e.Path), nil).String(kit.PrefAwake, ""); got != "off" {
		t.Fatalf("the settings file keeps %q, want off", got)
	}
	e.StartIn("fr") // the choice read again, as at the next start
	calls = blanking(e.U)
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	if len(*calls) != 0 || e.U.KeepsAwake() {
		t.Fatalf("with the setting off a game asked %v of the screen blanking", *calls)
	}

	ShowSettings(e.U)
	e.Tap(e.U.Loc.T("app.settings.awake_on"))
	e.U.OpenInPlace(sess.Info().ID)
	if want := []bool{true}; !reflect.DeepEqual(*calls, want) {
		t.Fatalf("with the setting on again a game asked %v, want %v", *calls, want)
	}
}

// On a phone, leaving Skald stops the live view cleanly (its port closed,
// its code no longer shown) and lets the screen sleep, while a question being
// answered stays as it is; coming back rebuilds the game screen from the
// store, offers the live view again, and the answer typed before is still
// there to save.
func TestLeaveAndReturn(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e, f := openLive(t, lang)
			e.U.Mobile = func() bool { return true }
			calls := blanking(e.U)
			h := hooks(t, e.A)
			port := f.Live().Port()
			if f.LiveQR == nil {
				t.Fatal("the live view's code is not shown")
			}
			e.Tap(e.U.Loc.T("common.close"))
			actions := f.Sess.HistoryLen()

			// A typed answer in flight.
			var saved []string
			e.U.AskPrinted(rules.PrintedSpec{Key: "test.name", Prompt: rules.M("app.printed.title"), Kind: rules.PrintedText},
				"", func(v string) { saved = append(saved, v) })
			entry := typedEntry(t, e)
			test.Type(entry, "Ogotai")
			f.ShowLive() // its code shown again, over the question
			title := f.Title

			call(t, "exited-foreground", h.OnExitedForeground())
			if f.Live() != nil || !refused(port) {
				t.Fatalf("after leaving, the live view still serves on port %d", port)
			}
			if want := []bool{false}; !reflect.DeepEqual(*calls, want) {
				t.Errorf("leaving asked %v of the screen blanking, want %v", *calls, want)
			}
			if f.LiveQR != nil {
				t.Error("after leaving, the live view's code is still shown")
			}
			if typedEntry(t, e) != entry || entry.Text != "Ogotai" {
				t.Fatalf("leaving lost the question being answered (%q)", entry.Text)
			}

			call(t, "entered-foreground", h.OnEnteredForeground())
			if e.Frame() != f || f.Title == title {
				t.Error("coming back did not build the game screen again")
			}
			if f.Sess.HistoryLen() != actions {
				t.Errorf("coming back shows %d actions, the store %d", f.Sess.HistoryLen(), actions)
			}
			if want := []bool{false, true}; !reflect.DeepEqual(*calls, want) {
				t.Errorf("coming back asked %v of the screen blanking, want %v", *calls, want)
			}
			if !slices.Contains(e.Texts(), e.U.Loc.T("app.live.stopped")) {
				t.Fatal("coming back does not offer the live view again")
			}
			e.Tap(e.U.Loc.T("app.live.again"))
			if f.Live() == nil || f.LiveQR == nil {
				t.Fatal("Show again did not start the live view and show its code")
			}
			if code, _ := get(t, f.Live().LocalURL(), lang); code != http.StatusOK {
				t.Errorf("the live view started again answers %d", code)
			}
			e.Tap(e.U.Loc.T("common.close"))

			if typedEntry(t, e) != entry {
				t.Fatal("the question being answered is gone")
			}
			e.Tap(e.U.Loc.T("common.save"))
			if !reflect.DeepEqual(saved, []string{"Ogotai"}) {
				t.Errorf("the answer typed before leaving saved %q", saved)
			}
		})
	}
}

// On a desktop, leaving the foreground is the window losing focus: the live
// view goes on serving and nothing is offered on return. Stopping the app
// stops it there too.
func TestDesktopFocusKeepsLive(t *testing.T) {
	e, f := openLive(t, "en")
	e.U.Mobile = func() bool { return false }
	e.Tap(e.U.Loc.T("common.close"))
	h := hooks(t, e.A)
	s := f.Live()
	call(t, "exited-foreground", h.OnExitedForeground())
	call(t, "entered-foreground", h.OnEnteredForeground())
	if f.Live() != s || e.DialogOpen() {
		t.Fatalf("a desktop window losing focus changed the live view (%v) or opened a dialog (%v)", f.Live() != s, e.DialogOpen())
	}
	port := s.Port()
	call(t, "stopped", h.OnStopped())
	if f.Live() != nil || !refused(port) {
		t.Fatal("stopping the app left the live view serving")
	}
}

// typedEntry is the text field of the dialog on top.
func typedEntry(t *testing.T, e *kittest.Env) *widget.Entry {
	t.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok })
	if o == nil {
		t.Fatalf("no text field shown; texts: %q", e.Texts())
	}
	return o.(*widget.Entry)
}
