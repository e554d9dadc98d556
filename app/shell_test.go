package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/tracker"
)

// A damaged database met at start is set aside untouched and the person is
// told, in their language, where it went and why.
func TestDamagedDatabaseToldInFrench(t *testing.T) {
	path := filepath.Join(t.TempDir(), "skald.db")
	junk := bytes.Repeat([]byte("pas une base "), 200)
	if err := os.WriteFile(path, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(prefLanguage, "fr")
	store, rec, err := tracker.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	if rec == nil {
		t.Fatal("the damaged file was not reported")
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(phoneSize)
	e := &env{t: t, a: a, w: w, u: New(a, w, store), store: store, path: path}
	e.u.ShowHome()
	e.u.showRecovered(rec)
	e.mustShow("La base de données était endommagée")
	e.mustShow(rec.MovedTo)
	e.mustShow("Raison\u00a0: le fichier n'est pas une base de données Skald.")
	if e.shows("The database was damaged") {
		t.Fatal("English in a French UI")
	}
	if kept, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(kept, junk) {
		t.Fatal("the damaged file's bytes were not kept")
	}
	e.tap("OK")
	e.mustShow("Nouvelle partie")
}

// Campaigns are one tap from Home, as are the other places.
func TestCampaignsFromHome(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowHome()
	e.tap("Campaigns")
	e.mustShow("No campaign yet.")
	if _, ok := e.u.top().(*campaignsScreen); !ok {
		t.Fatalf("Campaigns opened %T", e.u.top())
	}
}

// At the largest text size, in the longer language, no screen of the shell
// grows wider than a phone: the text wraps or the choices fold instead.
func TestLargestTextFitsPhone(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.a.Preferences().SetString(prefLanguage, "fr")
	e.a.Preferences().SetString(prefTextSize, "xlarge")
	e.u = New(e.a, e.w, e.store)
	th, ok := e.a.Settings().Theme().(*skaldTheme)
	if !ok || th.scale != textScale("xlarge") {
		t.Fatalf("text size not applied: %T", e.a.Settings().Theme())
	}
	screens := map[string]func(){
		"home":      e.u.ShowHome,
		"sessions":  e.u.ShowSessions,
		"settings":  e.u.ShowSettings,
		"new game":  e.u.ShowNewGame,
		"profiles":  func() { e.u.ShowHome(); e.u.push(&profilesScreen{u: e.u}) },
		"profile":   func() { e.u.ShowProfile("qa") },
		"campaigns": e.u.ShowCampaigns,
		"reference": func() { e.u.ShowReference("", "") },
		"entry":     func() { e.u.ShowReference("qa", "qa.edge.take_rest") },
		"glossary":  func() { e.u.ShowGlossary("") },
	}
	for name, show := range screens {
		show()
		if w := e.w.Canvas().Content().MinSize().Width; w > phoneSize.Width {
			t.Errorf("%s is %.0f wide at extra-large text, more than a phone's %.0f", name, w, phoneSize.Width)
		}
	}
}

// The symbol at the head of an entry that is not itself about the symbol
// opens the symbol's glossary entry; Back returns to the entry.
func TestEntryIconOpensItsGlossaryEntry(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowReference("qa", "qa.destin")
	var icon *tapIcon
	walk(e.w.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if ti, ok := o.(*tapIcon); ok {
			icon = ti
			return true
		}
		return false
	})
	if icon == nil {
		t.Fatal("the Destin phase entry shows no tappable symbol")
	}
	test.Tap(icon)
	if got := e.entryOnTop(); got != "qa.icon.take2" {
		t.Fatalf("the symbol opened %q", got)
	}
	e.u.back()
	if got := e.entryOnTop(); got != "qa.destin" {
		t.Fatalf("Back from the symbol shows %q", got)
	}
}

// On a phone the game screen's title wraps instead of being cut to "Qâ · R…";
// on a desktop it is one line of larger text.
func TestGameTitleFitsPhone(t *testing.T) {
	for _, c := range []struct {
		size fyne.Size
		wrap bool
	}{{phoneSize, true}, {desktopSize, false}} {
		e := newEnv(t, "", c.size)
		e.open(seed.QaSession(e.store, "Title", 2))
		title := e.frame().title
		if got := title.Wrapping == fyne.TextWrapWord && title.Truncation == fyne.TextTruncateOff; got != c.wrap {
			t.Errorf("at %v the title wraps: %v, want %v", c.size, got, c.wrap)
		}
		if !strings.HasPrefix(title.Text, "Qâ · ") {
			t.Errorf("title %q", title.Text)
		}
		if w := e.w.Canvas().Content().MinSize().Width; w > c.size.Width {
			t.Errorf("the game screen is %.0f wide at %v", w, c.size)
		}
	}
}
