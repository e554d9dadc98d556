package app

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/qa"
	"skald/tracker"
)

func TestHomeWithoutSessions(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowHome()
	if e.Shows("Resume") {
		t.Fatal("Resume shown with no session")
	}
	if b := e.Button("New session"); b == nil || b.Importance != widget.HighImportance {
		t.Fatal("New session is not the main button when there is nothing to resume")
	}
	e.Tap("All sessions")
	e.MustShow("No sessions yet.")
	test.Tap(e.IconButton(theme.NavigateBackIcon()))
	e.MustShow("Box profiles")
}

func TestLanguageSwitchesLive(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowHome()
	e.MustShow("New session")
	e.Tap("Settings")
	e.Tap("Français")
	// The settings screen itself is rebuilt in French at once.
	e.MustShow("Réglages")
	e.MustShow("Taille du texte")
	if e.Shows("Text size") {
		t.Fatal("English left on the settings screen after switching to French")
	}
	// Kept beside the database, not in the preferences every --db shares.
	if got := kit.LoadSettings(kit.SettingsPath(e.Path), nil).String(kit.PrefLanguage, ""); got != "fr" {
		t.Fatalf("language setting %q", got)
	}
	if got := e.A.Preferences().String(kit.PrefLanguage); got != "" {
		t.Fatalf("the language went to the shared preferences too: %q", got)
	}
	if e.W.Title() != "Skald" {
		t.Fatalf("window title %q", e.W.Title())
	}
	test.Tap(e.IconButton(theme.NavigateBackIcon()))
	e.MustShow("Nouvelle partie")
	e.MustShow("Profils de boîte")
	if e.Shows("New session") {
		t.Fatal("Home still in English")
	}

	// A new UI on the same app starts in the saved language.
	w2 := test.NewTempWindow(t, nil)
	u2 := kit.New(e.A, w2, e.Store)
	u2.ShowHome()
	if u2.Loc.Lang() != "fr" {
		t.Fatalf("saved language not used: %s", u2.Loc.Lang())
	}

	// And back to English via the same buttons.
	e.Tap("Réglages")
	e.Tap("English")
	e.MustShow("Text size")
}

func TestGameScreenInFrench(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.StartIn("fr")
	e.Open(seed.QaSession(e.Store, "Soirée", 1))
	if got := e.Frame().Title.Text; got != "Qâ · Tour de jeu 2" {
		t.Fatalf("title %q", got)
	}
	e.MustShow("Phase d'Ogotaï\u00a0: avancer sur la case 5")
	e.MustShow("Maintenant\u00a0: Phase d'Ogotaï")
	e.MustShow("Ogotaï\u00a0: case 4 sur 15") // the status strip, on a phone
}

func TestThemeAndTextSize(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	ShowSettings(e.U)
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	e.Tap("Extra large")
	th, ok := e.A.Settings().Theme().(*kit.SkaldTheme)
	if !ok {
		t.Fatalf("theme %T", e.A.Settings().Theme())
	}
	if got := th.Size(theme.SizeNameText); got != base*1.45 {
		t.Fatalf("extra large text %v, want %v", got, base*1.45)
	}
	if th.Size(theme.SizeNamePadding) != theme.DefaultTheme().Size(theme.SizeNamePadding) {
		t.Fatal("padding scaled with text")
	}
	e.Tap("Dark")
	th = e.A.Settings().Theme().(*kit.SkaldTheme)
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	if th.Color(theme.ColorNameBackground, theme.VariantLight) != dark {
		t.Fatal("dark theme not forced over a light system")
	}
	e.Tap("Light")
	th = e.A.Settings().Theme().(*kit.SkaldTheme)
	if th.Color(theme.ColorNameBackground, theme.VariantDark) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight) {
		t.Fatal("light theme not forced over a dark system")
	}
	if kept := kit.LoadSettings(kit.SettingsPath(e.Path), nil); kept.String(kit.PrefTheme, "") != "light" || kept.String(kit.PrefTextSize, "") != "xlarge" {
		t.Fatal("theme choices not kept beside the database")
	}
	// The chosen button says so with an icon, not only a colour.
	if !e.Marked("Light") {
		t.Fatal("the chosen theme has no check mark")
	}
	if e.Button("Dark") == nil || e.Marked("Dark") {
		t.Fatal("an unchosen theme has a check mark")
	}
	e.MustShow(e.Store.Path())
}

func TestRenameAndDeleteSessions(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if _, err := seed.QaSession(e.Store, "Tuesday night", 0); err != nil {
		t.Fatal(err)
	}
	if _, err := seed.QaSession(e.Store, "Family game", 0); err != nil {
		t.Fatal(err)
	}
	ShowSessions(e.U)
	row := e.RowWith("Tuesday night")
	if row == nil {
		t.Fatalf("no row for the session; texts %q", e.Texts())
	}
	test.Tap(kittest.ButtonIn(row, "", theme.DocumentCreateIcon()))
	entry := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }).(*widget.Entry)
	if entry.Text != "Tuesday night" {
		t.Fatalf("rename starts from %q", entry.Text)
	}
	entry.SetText("")
	test.Type(entry, "Wednesday night")
	e.Tap("Rename")
	e.MustShow("Qâ · Wednesday night")
	list, _ := e.Store.Sessions("")
	titles := map[string]bool{}
	for _, s := range list {
		titles[s.Title] = true
	}
	if !titles["Wednesday night"] || titles["Tuesday night"] {
		t.Fatalf("titles after rename: %v", titles)
	}

	// Delete asks first; Cancel keeps the session.
	test.Tap(kittest.ButtonIn(e.RowWith("Wednesday night"), "", theme.DeleteIcon()))
	e.MustShow("“Wednesday night” and its whole history will be deleted.")
	e.Tap("Cancel")
	if list, _ := e.Store.Sessions(""); len(list) != 2 {
		t.Fatal("Cancel deleted the session")
	}
	test.Tap(kittest.ButtonIn(e.RowWith("Wednesday night"), "", theme.DeleteIcon()))
	e.Tap("Delete")
	list, _ = e.Store.Sessions("")
	if len(list) != 1 || list[0].Title != "Family game" {
		t.Fatalf("after delete: %+v", list)
	}
	if e.Shows("Wednesday night") {
		t.Fatal("deleted session still listed")
	}
}

func TestSessionsFilterAndOutcomeInWords(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Doomed", 0))
	for i := 1; i < qa.WarSpaces; i++ {
		_ = e.Store.SetPrinted("qa", "qa.war."+strconv.Itoa(i), "0")
	}
	for !sess.State().(qa.State).Over() {
		st := sess.State().(qa.State)
		if _, ok := st.War(st.Ogotai + 1); !ok && st.Ogotai+1 < qa.WarSpaces {
			if err := sess.Learn("qa.war."+strconv.Itoa(st.Ogotai+1), "0"); err != nil {
				t.Fatal(err)
			}
		}
		if err := sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			t.Fatal(err)
		}
		if err := seed.QaHeroTurns(sess); err != nil {
			t.Fatal(err)
		}
	}
	ShowSessions(e.U)
	e.MustShow("Lost: ")
	// The game screen says it in words too, with the next thing gone.
	e.Open(sess, nil)
	f := e.Frame()
	if !f.Banner.Visible() || !strings.HasPrefix(f.BannerText.Text, "Lost: ") {
		t.Fatalf("banner %q visible=%v", f.BannerText.Text, f.Banner.Visible())
	}
	if e.Button("Advance Ogotaï") != nil {
		t.Fatal("Advance offered after the end")
	}
	// Home has nothing to resume: the only session is over.
	e.U.ShowHome()
	if e.Shows("Resume") {
		t.Fatal("a finished game is offered for resuming")
	}
}

func TestImportRefusedSaysWhy(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	ShowSessions(e.U)
	s := e.U.Top().(*sessionsScreen)
	s.importData([]byte("this is not an export"))
	if !e.DialogOpen() {
		t.Fatal("a refused import says nothing")
	}
	e.MustShow("Import refused")
	want := e.U.Loc.T("tracker.err.import_json")
	if want == "tracker.err.import_json" {
		t.Fatal("tracker.err.import_json has no translation")
	}
	e.MustShow(want)

	ShowProfile(e.U, "qa")
	p := e.U.Top().(*profileScreen)
	p.importData([]byte("{}"))
	e.MustShow("Import refused")
	if e.Shows("tracker.err") {
		t.Fatal("an untranslated message ID is shown")
	}
}

func TestExportThenImportSession(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Travelling game", 1))
	var buf bytes.Buffer
	if err := kit.WriteAll(nopCloser{&buf}, func() ([]byte, error) { return e.Store.Export(sess.Info().ID) }); err != nil {
		t.Fatal(err)
	}
	other := kittest.NewEnv(t, "", kittest.PhoneSize)
	ShowSessions(other.U)
	other.U.Top().(*sessionsScreen).importData(buf.Bytes())
	other.MustShow("Session imported")
	other.MustShow("Qâ · Travelling game")
	list, _ := other.Store.Sessions("")
	if len(list) != 1 || list[0].Actions != sess.Info().Actions {
		t.Fatalf("imported %+v, want %d actions", list, sess.Info().Actions)
	}
	// writeAll reports a failed write.
	if err := kit.WriteAll(failWriter{}, func() ([]byte, error) { return []byte("x"), nil }); err == nil {
		t.Fatal("a failed write went unreported")
	}
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk gone") }
func (failWriter) Close() error              { return nil }

func TestBoxProfileEditAndClear(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := e.Store.SetPrinted("qa", "qa.start.4", "3"); err != nil {
		t.Fatal(err)
	}
	e.U.ShowHome()
	e.Tap("Box profiles")
	e.Tap("Qâ")
	e.MustShow("Box profile · Qâ")
	e.MustShow("1 of ")

	prompt := "What does space 1 of the Préparatifs de guerre track show?"
	row := e.RowWith(prompt)
	if row == nil {
		t.Fatalf("no row for %q", prompt)
	}
	if c := kittest.ButtonIn(row, "", theme.ContentClearIcon()); c == nil || !c.Disabled() {
		t.Fatal("an unknown value can be cleared")
	}
	test.Tap(kittest.ButtonIn(row, "Enter", nil))
	e.Tap("Guerre 3")
	if p, _ := e.Store.Profile("qa"); p["qa.war.1"] != "3" {
		t.Fatalf("profile after edit: %v", p)
	}
	row = e.RowWith(prompt)
	if !e.Shows("Known: Guerre 3") {
		t.Fatal("the new value is not shown")
	}

	// Change shows the current answer marked.
	test.Tap(kittest.ButtonIn(row, "Change", nil))
	if b := e.Button("Guerre 3"); b == nil || b.Importance != widget.HighImportance || !e.Marked("Guerre 3") {
		t.Fatal("the known answer is not marked in the question")
	}
	e.Tap("Cancel")

	test.Tap(kittest.ButtonIn(e.RowWith(prompt), "", theme.ContentClearIcon()))
	if p, _ := e.Store.Profile("qa"); p["qa.war.1"] != "" || p["qa.start.4"] != "3" {
		t.Fatalf("clear one: %v", p)
	}

	e.Tap("Clear all")
	e.Tap("Cancel")
	if p, _ := e.Store.Profile("qa"); len(p) != 1 {
		t.Fatal("Cancel cleared the profile")
	}
	e.Tap("Clear all")
	// The dialog's confirm button has the same words as the screen's button:
	// the dialog is searched first.
	e.Tap("Clear all")
	if p, _ := e.Store.Profile("qa"); len(p) != 0 {
		t.Fatalf("clear all left %v", p)
	}
	e.MustShow("0 of ")
}

func TestPrintedDialogKinds(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowHome()
	var got []string
	ask := func(spec rules.PrintedSpec) { e.U.AskPrinted(spec, "", func(v string) { got = append(got, v) }) }

	ask(rules.PrintedSpec{Key: "x.int", Kind: rules.PrintedInt, Min: 0, Max: 3, Prompt: rules.M("qa.printed.start").WithCount(3)})
	for _, n := range []string{"0", "1", "2", "3"} {
		if e.Button(n) == nil {
			t.Fatalf("no button %s for a number 0..3", n)
		}
	}
	if e.Button("4") != nil {
		t.Fatal("a number out of range is offered")
	}
	e.Tap("2")

	ask(rules.PrintedSpec{Key: "x.wide", Kind: rules.PrintedInt, Min: 1, Max: 100, Prompt: rules.M("qa.printed.start").WithCount(3)})
	test.Tap(e.IconButton(theme.ContentAddIcon()))
	test.Tap(e.IconButton(theme.ContentAddIcon()))
	test.Tap(e.IconButton(theme.ContentRemoveIcon()))
	e.Tap("OK")

	ask(rules.PrintedSpec{Key: "x.text", Kind: rules.PrintedText, Prompt: rules.M("qa.printed.war", "Space", 2)})
	entry := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }).(*widget.Entry)
	// Empty: Save says why, and the dialog stays.
	e.Tap("Save")
	if !e.DialogOpen() || len(got) != 2 {
		t.Fatal("Save took an empty answer")
	}
	if !e.Shows("Type what your copy shows first") {
		t.Fatal("Save on an empty answer says nothing")
	}
	test.Type(entry, "Cité perdue")
	e.Tap("Save")

	if strings.Join(got, "|") != "2|2|Cité perdue" {
		t.Fatalf("answers %q", got)
	}
	if e.DialogOpen() {
		t.Fatal("a dialog stayed open")
	}
}

func TestRecoveredAndOpenFailure(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowHome()
	e.U.ShowRecovered(&tracker.Recovered{MovedTo: "/data/skald.db.damaged-1", Cause: rules.M("tracker.damaged.not_db")})
	e.MustShow("/data/skald.db.damaged-1")
	e.MustShow("The database was damaged")
	e.MustShow(e.U.Loc.T("tracker.damaged.not_db"))

	w := test.NewTempWindow(t, nil)
	w.Resize(kittest.PhoneSize)
	ShowOpenError(e.A, w, "/nowhere/skald.db", "", &tracker.Error{Msg: rules.M("tracker.err.open", "Path", "/nowhere/skald.db")},
		func(*tracker.Store, *tracker.Recovered) { t.Fatal("nothing opened") })
	e2 := &kittest.Env{T: t, W: w}
	e2.MustShow("Skald cannot open its database")
	e2.MustShow("/nowhere/skald.db")
	e2.MustShow(e.U.Loc.T("tracker.err.open", "Path", "/nowhere/skald.db"))
	e2.MustShow("Quit")
	e2.MustShow("Open another database…")
	if w.Title() != "Skald: the database did not open" {
		t.Fatalf("the window is titled %q, as the main window is", w.Title())
	}
}
