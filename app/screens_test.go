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
	"skald/rules"
	"skald/rules/qa"
	"skald/tracker"
)

func TestHomeWithoutSessions(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowHome()
	if e.shows("Resume") {
		t.Fatal("Resume shown with no session")
	}
	if b := e.button("New session"); b == nil || b.Importance != widget.HighImportance {
		t.Fatal("New session is not the main button when there is nothing to resume")
	}
	e.tap("All sessions")
	e.mustShow("No sessions yet.")
	test.Tap(e.iconButton(theme.NavigateBackIcon()))
	e.mustShow("Box profiles")
}

func TestLanguageSwitchesLive(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowHome()
	e.mustShow("New session")
	e.tap("Settings")
	e.tap("Français")
	// The settings screen itself is rebuilt in French at once.
	e.mustShow("Réglages")
	e.mustShow("Taille du texte")
	if e.shows("Text size") {
		t.Fatal("English left on the settings screen after switching to French")
	}
	if got := e.a.Preferences().String(prefLanguage); got != "fr" {
		t.Fatalf("language preference %q", got)
	}
	if e.w.Title() != "Skald" {
		t.Fatalf("window title %q", e.w.Title())
	}
	test.Tap(e.iconButton(theme.NavigateBackIcon()))
	e.mustShow("Nouvelle partie")
	e.mustShow("Profils de boîte")
	if e.shows("New session") {
		t.Fatal("Home still in English")
	}

	// A new UI on the same app starts in the saved language.
	w2 := test.NewTempWindow(t, nil)
	u2 := New(e.a, w2, e.store)
	u2.ShowHome()
	if u2.loc.Lang() != "fr" {
		t.Fatalf("saved language not used: %s", u2.loc.Lang())
	}

	// And back to English via the same buttons.
	e.tap("Réglages")
	e.tap("English")
	e.mustShow("Text size")
}

func TestGameScreenInFrench(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.a.Preferences().SetString(prefLanguage, "fr")
	e.u = New(e.a, e.w, e.store)
	e.open(seed.QaSession(e.store, "Soirée", 1))
	if got := e.frame().title.Text; got != "Qâ · Manche 2" {
		t.Fatalf("title %q", got)
	}
	e.mustShow("Phase d'Ogotaï\u00a0: avancer sur la case 5")
	e.mustShow("Maintenant\u00a0: Phase d'Ogotaï")
	e.mustShow("Ogotaï occupe la case 4 sur 15.")
}

func TestThemeAndTextSize(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowSettings()
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	e.tap("Extra large")
	th, ok := e.a.Settings().Theme().(*skaldTheme)
	if !ok {
		t.Fatalf("theme %T", e.a.Settings().Theme())
	}
	if got := th.Size(theme.SizeNameText); got != base*1.45 {
		t.Fatalf("extra large text %v, want %v", got, base*1.45)
	}
	if th.Size(theme.SizeNamePadding) != theme.DefaultTheme().Size(theme.SizeNamePadding) {
		t.Fatal("padding scaled with text")
	}
	e.tap("Dark")
	th = e.a.Settings().Theme().(*skaldTheme)
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	if th.Color(theme.ColorNameBackground, theme.VariantLight) != dark {
		t.Fatal("dark theme not forced over a light system")
	}
	e.tap("Light")
	th = e.a.Settings().Theme().(*skaldTheme)
	if th.Color(theme.ColorNameBackground, theme.VariantDark) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight) {
		t.Fatal("light theme not forced over a dark system")
	}
	if e.a.Preferences().String(prefTheme) != "light" || e.a.Preferences().String(prefTextSize) != "xlarge" {
		t.Fatal("theme choices not kept")
	}
	// The chosen button says so with an icon, not only a colour.
	if b := e.button("Light"); b == nil || b.Icon == nil {
		t.Fatal("the chosen theme has no check mark")
	}
	if b := e.button("Dark"); b == nil || b.Icon != nil {
		t.Fatal("an unchosen theme has a check mark")
	}
	e.mustShow(e.store.Path())
}

func TestRenameAndDeleteSessions(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	if _, err := seed.QaSession(e.store, "Tuesday night", 0); err != nil {
		t.Fatal(err)
	}
	if _, err := seed.QaSession(e.store, "Family game", 0); err != nil {
		t.Fatal(err)
	}
	e.u.ShowSessions()
	row := e.rowWith("Tuesday night")
	if row == nil {
		t.Fatalf("no row for the session; texts %q", e.texts())
	}
	test.Tap(buttonIn(row, "", theme.DocumentCreateIcon()))
	entry := e.find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }).(*widget.Entry)
	if entry.Text != "Tuesday night" {
		t.Fatalf("rename starts from %q", entry.Text)
	}
	entry.SetText("")
	test.Type(entry, "Wednesday night")
	e.tap("Rename")
	e.mustShow("Qâ · Wednesday night")
	list, _ := e.store.Sessions("")
	titles := map[string]bool{}
	for _, s := range list {
		titles[s.Title] = true
	}
	if !titles["Wednesday night"] || titles["Tuesday night"] {
		t.Fatalf("titles after rename: %v", titles)
	}

	// Delete asks first; Cancel keeps the session.
	test.Tap(buttonIn(e.rowWith("Wednesday night"), "", theme.DeleteIcon()))
	e.mustShow("“Wednesday night” and its whole history will be deleted.")
	e.tap("Cancel")
	if list, _ := e.store.Sessions(""); len(list) != 2 {
		t.Fatal("Cancel deleted the session")
	}
	test.Tap(buttonIn(e.rowWith("Wednesday night"), "", theme.DeleteIcon()))
	e.tap("Delete")
	list, _ = e.store.Sessions("")
	if len(list) != 1 || list[0].Title != "Family game" {
		t.Fatalf("after delete: %+v", list)
	}
	if e.shows("Wednesday night") {
		t.Fatal("deleted session still listed")
	}
}

func TestSessionsFilterAndOutcomeInWords(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	sess, err := seed.QaSession(e.store, "Doomed", 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < qa.WarSpaces; i++ {
		_ = e.store.SetPrinted("qa", "qa.war."+strconv.Itoa(i), "0")
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
	e.u.ShowSessions()
	e.mustShow("Lost: ")
	// The game screen says it in words too, with the next thing gone.
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	f := e.frame()
	if !f.banner.Visible() || !strings.HasPrefix(f.bannerText.Text, "Lost: ") {
		t.Fatalf("banner %q visible=%v", f.bannerText.Text, f.banner.Visible())
	}
	if e.button("Advance Ogotaï") != nil {
		t.Fatal("Advance offered after the end")
	}
	// Home has nothing to resume: the only session is over.
	e.u.ShowHome()
	if e.shows("Resume") {
		t.Fatal("a finished game is offered for resuming")
	}
}

func TestImportRefusedSaysWhy(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowSessions()
	s := e.u.top().(*sessionsScreen)
	s.importData([]byte("this is not an export"))
	if !e.dialogOpen() {
		t.Fatal("a refused import says nothing")
	}
	e.mustShow("Import refused")
	want := e.u.loc.T("tracker.err.import_json")
	if want == "tracker.err.import_json" {
		t.Fatal("tracker.err.import_json has no translation")
	}
	e.mustShow(want)

	e.u.ShowProfile("qa")
	p := e.u.top().(*profileScreen)
	p.importData([]byte("{}"))
	e.mustShow("Import refused")
	if e.shows("tracker.err") {
		t.Fatal("an untranslated message ID is shown")
	}
}

func TestExportThenImportSession(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.QaSession(e.store, "Travelling game", 1)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := writeAll(nopCloser{&buf}, func() ([]byte, error) { return e.store.Export(sess.Info().ID) }); err != nil {
		t.Fatal(err)
	}
	other := newEnv(t, "", phoneSize)
	other.u.ShowSessions()
	other.u.top().(*sessionsScreen).importData(buf.Bytes())
	other.mustShow("Session imported")
	other.mustShow("Qâ · Travelling game")
	list, _ := other.store.Sessions("")
	if len(list) != 1 || list[0].Actions != sess.Info().Actions {
		t.Fatalf("imported %+v, want %d actions", list, sess.Info().Actions)
	}
	// writeAll reports a failed write.
	if err := writeAll(failWriter{}, func() ([]byte, error) { return []byte("x"), nil }); err == nil {
		t.Fatal("a failed write went unreported")
	}
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk gone") }
func (failWriter) Close() error              { return nil }

func TestBoxProfileEditAndClear(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	if err := e.store.SetPrinted("qa", "qa.start.4", "3"); err != nil {
		t.Fatal(err)
	}
	e.u.ShowHome()
	e.tap("Box profiles")
	e.tap("Qâ")
	e.mustShow("Box profile · Qâ")
	e.mustShow("1 of ")

	prompt := "What does space 1 of the Préparatifs de guerre track show?"
	row := e.rowWith(prompt)
	if row == nil {
		t.Fatalf("no row for %q", prompt)
	}
	if c := buttonIn(row, "", theme.ContentClearIcon()); c == nil || !c.Disabled() {
		t.Fatal("an unknown value can be cleared")
	}
	test.Tap(buttonIn(row, "Enter", nil))
	e.tap("Guerre 3")
	if p, _ := e.store.Profile("qa"); p["qa.war.1"] != "3" {
		t.Fatalf("profile after edit: %v", p)
	}
	row = e.rowWith(prompt)
	if !e.shows("Known: Guerre 3") {
		t.Fatal("the new value is not shown")
	}

	// Change shows the current answer marked.
	test.Tap(buttonIn(row, "Change", nil))
	if b := e.button("Guerre 3"); b == nil || b.Importance != widget.HighImportance || b.Icon == nil {
		t.Fatal("the known answer is not marked in the question")
	}
	e.tap("Cancel")

	test.Tap(buttonIn(e.rowWith(prompt), "", theme.ContentClearIcon()))
	if p, _ := e.store.Profile("qa"); p["qa.war.1"] != "" || p["qa.start.4"] != "3" {
		t.Fatalf("clear one: %v", p)
	}

	e.tap("Clear all")
	e.tap("Cancel")
	if p, _ := e.store.Profile("qa"); len(p) != 1 {
		t.Fatal("Cancel cleared the profile")
	}
	e.tap("Clear all")
	// The dialog's confirm button has the same words as the screen's button:
	// the dialog is searched first.
	e.tap("Clear all")
	if p, _ := e.store.Profile("qa"); len(p) != 0 {
		t.Fatalf("clear all left %v", p)
	}
	e.mustShow("0 of ")
}

func TestPrintedDialogKinds(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowHome()
	var got []string
	ask := func(spec rules.PrintedSpec) { e.u.askPrinted(spec, "", func(v string) { got = append(got, v) }) }

	ask(rules.PrintedSpec{Key: "x.int", Kind: rules.PrintedInt, Min: 0, Max: 3, Prompt: rules.M("qa.printed.start", "Heroes", 3)})
	for _, n := range []string{"0", "1", "2", "3"} {
		if e.button(n) == nil {
			t.Fatalf("no button %s for a number 0..3", n)
		}
	}
	if e.button("4") != nil {
		t.Fatal("a number out of range is offered")
	}
	e.tap("2")

	ask(rules.PrintedSpec{Key: "x.wide", Kind: rules.PrintedInt, Min: 1, Max: 100, Prompt: rules.M("qa.printed.start", "Heroes", 3)})
	test.Tap(e.iconButton(theme.ContentAddIcon()))
	test.Tap(e.iconButton(theme.ContentAddIcon()))
	test.Tap(e.iconButton(theme.ContentRemoveIcon()))
	e.tap("OK")

	ask(rules.PrintedSpec{Key: "x.text", Kind: rules.PrintedText, Prompt: rules.M("qa.printed.war", "Space", 2)})
	entry := e.find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }).(*widget.Entry)
	// Empty: Save is greyed, and the dialog stays.
	if b := e.button("Save"); b == nil || !b.Disabled() {
		t.Fatal("Save is offered with no answer")
	}
	if !e.dialogOpen() {
		t.Fatal("the question closed by itself")
	}
	test.Type(entry, "Cité perdue")
	e.tap("Save")

	if strings.Join(got, "|") != "2|2|Cité perdue" {
		t.Fatalf("answers %q", got)
	}
	if e.dialogOpen() {
		t.Fatal("a dialog stayed open")
	}
}

func TestRecoveredAndOpenFailure(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowHome()
	e.u.showRecovered(&tracker.Recovered{MovedTo: "/data/skald.db.damaged-1", Cause: rules.M("tracker.damaged.not_db")})
	e.mustShow("/data/skald.db.damaged-1")
	e.mustShow("The database was damaged")
	e.mustShow(e.u.loc.T("tracker.damaged.not_db"))

	c := OpenErrorContent(e.a, "/nowhere/skald.db", &tracker.Error{Msg: rules.M("tracker.err.readonly")})
	w := test.NewTempWindow(t, c)
	w.Resize(phoneSize)
	e2 := &env{t: t, w: w}
	e2.mustShow("Skald cannot open its database")
	e2.mustShow("/nowhere/skald.db")
	e2.mustShow(e.u.loc.T("tracker.err.readonly"))
	e2.mustShow("Close")
}
