package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
)

// refRowNamed finds a row of the reference whose title contains text.
func refRowNamed(e *kittest.Env, text string) *kit.RefRow {
	o := e.Find(func(o fyne.CanvasObject) bool {
		r, ok := o.(*kit.RefRow)
		return ok && strings.Contains(r.Text(), text)
	})
	if o == nil {
		return nil
	}
	return o.(*kit.RefRow)
}

// tapRow taps the reference row whose title contains text.
func tapRow(e *kittest.Env, text string) {
	e.T.Helper()
	r := refRowNamed(e, text)
	if r == nil {
		e.T.Fatalf("no reference row %q; texts: %q", text, e.Texts())
	}
	test.Tap(r.Button)
}

func searchBox(e *kittest.Env) *widget.Entry {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok })
	if o == nil {
		e.T.Fatal("no search box")
	}
	return o.(*widget.Entry)
}

// TestReferenceSearchFromHome: Home → Rules reference → type → results with
// the words in bold → an entry → Back keeps what was typed.
func TestReferenceSearchFromHome(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowHome()
	e.Tap("Rules reference")
	// All five games and the app itself are listed.
	for _, g := range []string{"Qâ", "Using Skald"} {
		if refRowNamed(e, g) == nil {
			t.Fatalf("the reference does not list %s; texts: %q", g, e.Texts())
		}
	}
	test.Type(searchBox(e), "ogot")
	row := refRowNamed(e, "Ogotaï")
	if row == nil {
		t.Fatalf("typing ogot shows no Ogotaï entry; texts: %q", e.Texts())
	}
	bold := false
	kittest.Walk(row, func(o fyne.CanvasObject) bool {
		if rt, ok := o.(*widget.RichText); ok {
			for _, s := range rt.Segments {
				if ts, ok := s.(*widget.TextSegment); ok && ts.Style.TextStyle.Bold && strings.HasPrefix(ts.Text, "Ogotaï") {
					bold = true
				}
			}
		}
		return false
	})
	if !bold {
		t.Error("the word found is not in bold")
	}
	tapRow(e, row.Text())
	if kittest.EntryOnTop(e) == "" {
		t.Fatal("tapping a result does not open its entry")
	}
	e.U.Back()
	if got := searchBox(e).Text; got != "ogot" {
		t.Errorf("back from the entry, the search box holds %q", got)
	}
	test.Type(searchBox(e), "zzqx")
	e.MustShow("Nothing found")
}

// TestReferenceBrowseAndSeeAlso: a game's topics, an entry, its "see also".
func TestReferenceBrowseAndSeeAlso(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	ShowReference(e.U, "qa", "")
	e.MustShow("Phases and steps")
	e.MustShow("Special cases")
	tapRow(e, "Destin phase")
	if kittest.EntryOnTop(e) != "qa.destin" {
		t.Fatalf("entry on top %q", kittest.EntryOnTop(e))
	}
	e.MustShow("Roll the five white dice")
	e.MustShow("See also")
	tapRow(e, "Fewer white dice than the black die asks")
	if kittest.EntryOnTop(e) != "qa.edge.take_rest" {
		t.Fatalf("see also opened %q", kittest.EntryOnTop(e))
	}
	e.U.Back()
	e.U.Back()
	if _, ok := e.U.Top().(*refScreen); !ok {
		t.Fatalf("Back from the entry leads to %T, want the reference", e.U.Top())
	}
}

// TestReferenceFromGameScreen: the top bar's ? opens the entry of the step the
// table is on; Back returns straight to the game (the entry's search button
// leads to the game's reference).
func TestReferenceFromGameScreen(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Open(seed.QaSession(e.Store, "Tuesday", 1))
	cur, ok := kit.CurrentStep(sess.Game().Steps(sess.State()))
	if !ok || cur.Ref == "" {
		t.Fatal("the seeded session has no current step with a link")
	}
	help := e.IconButton(theme.HelpIcon())
	if help == nil {
		t.Fatal("no reference button in the game's top bar")
	}
	test.Tap(help)
	if kittest.EntryOnTop(e) != cur.Ref {
		t.Fatalf("the reference opened on %q, want the current step's %q", kittest.EntryOnTop(e), cur.Ref)
	}
	e.U.Back()
	if _, ok := e.U.Top().(*kit.Frame); !ok {
		t.Fatalf("Back from the entry leads to %T, want the game", e.U.Top())
	}
	e.Frame()

	// The entry's search button still leads to the game's reference.
	test.Tap(help)
	test.Tap(e.IconButton(theme.SearchIcon()))
	if rs, ok := e.U.Top().(*refScreen); !ok || rs.game != "qa" {
		t.Fatalf("the entry's search opened %T, want Qâ's reference", e.U.Top())
	}
}

// TestChecklistStepsLinkToEntries: every step of the checklist has an ⓘ that
// opens its entry in one tap, from the side panel and from the phone's dialog.
func TestChecklistStepsLinkToEntries(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess := e.Open(seed.QaSession(e.Store, "Tuesday", 0))
	steps := sess.Game().Steps(sess.State())
	f := e.Frame()
	infos := buttonsWithIcon(f.Checklist, theme.InfoIcon())
	if len(infos) != len(steps) {
		t.Fatalf("%d steps but %d info buttons", len(steps), len(infos))
	}
	test.Tap(infos[1])
	if kittest.EntryOnTop(e) != steps[1].Ref {
		t.Fatalf("step 2's button opened %q, want %q", kittest.EntryOnTop(e), steps[1].Ref)
	}

	// Phone: the checklist is a dialog; the entry must not open under it.
	p := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess2, err := seed.QaSession(p.Store, "Phone", 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.U.OpenSession(sess2.Info().ID); err != nil {
		t.Fatal(err)
	}
	test.Tap(p.Frame().NextBtn.Button)
	if !p.DialogOpen() {
		t.Fatal("the checklist dialog did not open")
	}
	last := steps[len(steps)-1]
	btns := buttonsWithIcon(p.Frame().PopChecks, theme.InfoIcon())
	test.Tap(btns[len(btns)-1])
	if p.DialogOpen() {
		t.Error("the checklist dialog stays open over the entry")
	}
	if kittest.EntryOnTop(p) != last.Ref {
		t.Fatalf("the last step opened %q, want %q", kittest.EntryOnTop(p), last.Ref)
	}
}

func buttonsWithIcon(o fyne.CanvasObject, icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	kittest.Walk(o, func(x fyne.CanvasObject) bool {
		if b, ok := x.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == icon.Name() {
			out = append(out, b)
		}
		return false
	})
	return out
}

// TestGlossaryAndRefIcon: the glossary's cells and any refIcon open the
// icon's entry.
func TestGlossaryAndRefIcon(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	ShowGlossary(e.U, "qa")
	var cell *glossaryCellWidget
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if c, ok := o.(*glossaryCellWidget); ok && c.Text() == "Take 2 dice" {
			cell = c
			return true
		}
		return false
	})
	if cell == nil {
		t.Fatalf("no Take 2 dice in the glossary; texts: %q", e.Texts())
	}
	test.Tap(cell.button)
	if kittest.EntryOnTop(e) != "qa.icon.take2" {
		t.Fatalf("the cell opened %q", kittest.EntryOnTop(e))
	}

	e.U.ShowHome()
	icon := e.U.RefIcon("thorgal-wound-3", 32)
	if icon.MinSize() != fyne.NewSize(32, 32) {
		t.Errorf("refIcon size %v", icon.MinSize())
	}
	test.Tap(icon.(fyne.Tappable))
	if kittest.EntryOnTop(e) != "thorgal.icon.wound3" {
		t.Fatalf("tapping the wound icon opened %q", kittest.EntryOnTop(e))
	}
	e.MustShow("Wound (3)")
}

// TestReferenceInFrench: labels, titles and a word of the other language.
func TestReferenceInFrench(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.SetLanguage("fr")
	ShowReference(e.U, "", "")
	e.MustShow("Référence des règles")
	test.Type(searchBox(e), "wound")
	if refRowNamed(e, "Blessure") == nil {
		t.Fatalf(`"wound" in French shows no Blessure; texts: %q`, e.Texts())
	}
	e.MustShow("En anglais")
	ShowReference(e.U, "qa", "qa.destin")
	e.MustShow("Phase du Destin")
	e.MustShow("Voir aussi")
}

// TestEveryQaStepOpensAnEntry: from a game screen each step's link lands on a
// written page, never on "not written yet".
func TestEveryQaStepOpensAnEntry(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Links", 0))
	for _, s := range sess.Game().Steps(sess.State()) {
		ShowReference(e.U, "qa", s.Ref)
		if kittest.EntryOnTop(e) != s.Ref {
			t.Errorf("step %s: %q is not an entry", s.Msg.ID, s.Ref)
		}
	}
}
