package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skald/rules/qa"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
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
	a.Preferences().SetString(kit.PrefLanguage, "fr")
	// A file that is not a database moves only once the person agreed.
	store, rec, err := tracker.OpenWith(path, tracker.Options{SetAside: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	if rec == nil {
		t.Fatal("the damaged file was not reported")
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(kittest.PhoneSize)
	e := &kittest.Env{T: t, A: a, W: w, U: kit.New(a, w, store), Store: store, Path: path}
	e.U.ShowHome()
	e.U.ShowRecovered(rec)
	e.MustShow("La base de données était endommagée")
	e.MustShow(rec.MovedTo)
	e.MustShow("Raison\u00a0: le fichier n'est pas une base de données Skald.")
	if e.Shows("The database was damaged") {
		t.Fatal("English in a French UI")
	}
	if kept, _ := os.ReadFile(rec.MovedTo); !bytes.Equal(kept, junk) {
		t.Fatal("the damaged file's bytes were not kept")
	}
	e.Tap("OK")
	e.MustShow("Nouvelle partie")
}

// Campaigns are one tap from Home, as are the other places.
func TestCampaignsFromHome(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowHome()
	e.Tap("Campaigns")
	e.MustShow("No campaign yet.")
	if _, ok := e.U.Top().(*campaignsScreen); !ok {
		t.Fatalf("Campaigns opened %T", e.U.Top())
	}
}

// At the largest text size, in the longer language, no screen of the shell
// grows wider than a phone: the text wraps or the choices fold instead.
func TestLargestTextFitsPhone(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.A.Preferences().SetString(kit.PrefLanguage, "fr")
	e.A.Preferences().SetString(kit.PrefTextSize, "xlarge")
	e.U = kit.New(e.A, e.W, e.Store)
	th, ok := e.A.Settings().Theme().(*kit.SkaldTheme)
	if !ok || th.Scale != kit.TextScale("xlarge") {
		t.Fatalf("text size not applied: %T", e.A.Settings().Theme())
	}
	screens := map[string]func(){
		"home":      e.U.ShowHome,
		"sessions":  func() { ShowSessions(e.U) },
		"settings":  func() { ShowSettings(e.U) },
		"new game":  func() { ShowNewGame(e.U) },
		"profiles":  func() { e.U.ShowHome(); e.U.Push(&profilesScreen{u: e.U}) },
		"profile":   func() { ShowProfile(e.U, "qa") },
		"campaigns": e.U.ShowCampaigns,
		"reference": func() { ShowReference(e.U, "", "") },
		"entry":     func() { ShowReference(e.U, "qa", "qa.edge.take_rest") },
		"glossary":  func() { ShowGlossary(e.U, "") },
	}
	for name, show := range screens {
		show()
		if w := e.W.Canvas().Content().MinSize().Width; w > kittest.PhoneSize.Width {
			t.Errorf("%s is %.0f wide at extra-large text, more than a phone's %.0f", name, w, kittest.PhoneSize.Width)
		}
	}
}

// The symbol at the head of an entry that is not itself about the symbol
// opens the symbol's glossary entry; Back returns to the entry.
func TestEntryIconOpensItsGlossaryEntry(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	ShowReference(e.U, "qa", "qa.destin")
	var icon *kit.TapIcon
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if ti, ok := o.(*kit.TapIcon); ok {
			icon = ti
			return true
		}
		return false
	})
	if icon == nil {
		t.Fatal("the Destin phase entry shows no tappable symbol")
	}
	test.Tap(icon)
	if got := kittest.EntryOnTop(e); got != "qa.icon.take2" {
		t.Fatalf("the symbol opened %q", got)
	}
	e.U.Back()
	if got := kittest.EntryOnTop(e); got != "qa.destin" {
		t.Fatalf("Back from the symbol shows %q", got)
	}
}

// On a phone the game screen's title wraps instead of being cut to "Qâ · R…";
// on a desktop it is one line of larger text.
func TestGameTitleFitsPhone(t *testing.T) {
	for _, c := range []struct {
		size fyne.Size
		wrap bool
	}{{kittest.PhoneSize, true}, {kittest.DesktopSize, false}} {
		e := kittest.NewEnv(t, "", c.size)
		e.Open(seed.QaSession(e.Store, "Title", 2))
		title := e.Frame().Title
		if got := title.Wrapping == fyne.TextWrapWord && title.Truncation == fyne.TextTruncateOff; got != c.wrap {
			t.Errorf("at %v the title wraps: %v, want %v", c.size, got, c.wrap)
		}
		if !strings.HasPrefix(title.Text, "Qâ · ") {
			t.Errorf("title %q", title.Text)
		}
		if w := e.W.Canvas().Content().MinSize().Width; w > c.size.Width {
			t.Errorf("the game screen is %.0f wide at %v", w, c.size)
		}
	}
}

// After a restart, Home offers the session last played and Resume opens it
// where it was.
func TestHomeResumesAfterRestart(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Tuesday", 2))
	id, title := sess.Info().ID, e.U.Loc.Msg(qa.Game.Name())+" · Tuesday"
	if err := e.Store.Close(); err != nil {
		t.Fatal(err)
	}
	e2 := kittest.NewEnv(t, e.Path, kittest.DesktopSize)
	e2.U.ShowHome()
	e2.MustShow(title)
	e2.Tap("Resume")
	if f := e2.Frame(); f == nil || f.Sess.Info().ID != id {
		t.Fatal("Resume did not open the session last played")
	}
}

// A game closed as abandoned says so when it is opened again, and playing on
// takes it up again.
func TestAbandonedGameSaysSoUntilPlayedOn(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Left", 1))
	if err := e.Store.Abandon(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.Open(sess, nil)
	f := e.Frame()
	if !f.Banner.Visible() || !strings.Contains(f.BannerText.Text, "closed as abandoned") {
		t.Fatalf("an abandoned game opens without saying so: banner %v %q", f.Banner.Visible(), f.BannerText.Text)
	}
	if err := f.Sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai, Table: true}); err != nil {
		t.Fatal(err)
	}
	if f.Banner.Visible() && strings.Contains(f.BannerText.Text, "abandoned") {
		t.Fatal("the banner stays after the game was played on")
	}
}
