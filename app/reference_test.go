package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
)

// refRowNamed finds a row of the reference whose title contains text.
func (e *Env) refRowNamed(text string) *RefRow {
	o := e.Find(func(o fyne.CanvasObject) bool {
		r, ok := o.(*RefRow)
		return ok && strings.Contains(r.Text(), text)
	})
	if o == nil {
		return nil
	}
	return o.(*RefRow)
}

// tapRow taps the reference row whose title contains text.
func (e *Env) tapRow(text string) {
	e.T.Helper()
	r := e.refRowNamed(text)
	if r == nil {
		e.T.Fatalf("no reference row %q; texts: %q", text, e.Texts())
	}
	test.Tap(r.Button)
}

func (e *Env) searchBox() *widget.Entry {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok })
	if o == nil {
		e.T.Fatal("no search box")
	}
	return o.(*widget.Entry)
}

// entryOnTop is the ID of the reference entry shown, "" when the screen on
// top is something else.
func (e *Env) entryOnTop() string {
	if s, ok := e.U.Top().(*RefEntryScreen); ok {
		return s.Id
	}
	return ""
}

// TestReferenceSearchFromHome: Home → Rules reference → type → results with
// the words in bold → an entry → Back keeps what was typed.
func TestReferenceSearchFromHome(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	e.U.ShowHome()
	e.Tap("Rules reference")
	// All five games and the app itself are listed.
	for _, g := range []string{"Qâ", "Using Skald"} {
		if e.refRowNamed(g) == nil {
			t.Fatalf("the reference does not list %s; texts: %q", g, e.Texts())
		}
	}
	test.Type(e.searchBox(), "ogot")
	row := e.refRowNamed("Ogotaï")
	if row == nil {
		t.Fatalf("typing ogot shows no Ogotaï entry; texts: %q", e.Texts())
	}
	bold := false
	Walk(row, func(o fyne.CanvasObject) bool {
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
	e.tapRow(row.Text())
	if e.entryOnTop() == "" {
		t.Fatal("tapping a result does not open its entry")
	}
	e.U.Back()
	if got := e.searchBox().Text; got != "ogot" {
		t.Errorf("back from the entry, the search box holds %q", got)
	}
	test.Type(e.searchBox(), "zzqx")
	e.MustShow("Nothing found")
}

// TestReferenceBrowseAndSeeAlso: a game's topics, an entry, its "see also".
func TestReferenceBrowseAndSeeAlso(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	e.U.ShowReference("qa", "")
	e.MustShow("Phases and steps")
	e.MustShow("Special cases")
	e.tapRow("Destin phase")
	if e.entryOnTop() != "qa.destin" {
		t.Fatalf("entry on top %q", e.entryOnTop())
	}
	e.MustShow("Roll the five white dice")
	e.MustShow("See also")
	e.tapRow("Fewer white dice than the black die asks")
	if e.entryOnTop() != "qa.edge.take_rest" {
		t.Fatalf("see also opened %q", e.entryOnTop())
	}
	e.U.Back()
	e.U.Back()
	if _, ok := e.U.Top().(*refScreen); !ok {
		t.Fatalf("Back from the entry leads to %T, want the reference", e.U.Top())
	}
}

// TestReferenceFromGameScreen: the top bar's ? opens the entry of the step the
// table is on; Back returns to the game through the game's reference.
func TestReferenceFromGameScreen(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	sess := e.Open(seed.QaSession(e.Store, "Tuesday", 1))
	cur, ok := CurrentStep(sess.Game().Steps(sess.State()))
	if !ok || cur.Ref == "" {
		t.Fatal("the seeded session has no current step with a link")
	}
	help := e.IconButton(theme.HelpIcon())
	if help == nil {
		t.Fatal("no reference button in the game's top bar")
	}
	test.Tap(help)
	if e.entryOnTop() != cur.Ref {
		t.Fatalf("the reference opened on %q, want the current step's %q", e.entryOnTop(), cur.Ref)
	}
	e.U.Back()
	if rs, ok := e.U.Top().(*refScreen); !ok || rs.game != "qa" {
		t.Fatalf("under the entry: %T, want Qâ's reference", e.U.Top())
	}
	e.U.Back()
	e.Frame()
}

// TestChecklistStepsLinkToEntries: every step of the checklist has an ⓘ that
// opens its entry in one tap, from the side panel and from the phone's dialog.
func TestChecklistStepsLinkToEntries(t *testing.T) {
	e := NewEnv(t, "", DesktopSize)
	sess := e.Open(seed.QaSession(e.Store, "Tuesday", 0))
	steps := sess.Game().Steps(sess.State())
	f := e.Frame()
	infos := buttonsWithIcon(f.Checklist, theme.InfoIcon())
	if len(infos) != len(steps) {
		t.Fatalf("%d steps but %d info buttons", len(steps), len(infos))
	}
	test.Tap(infos[1])
	if e.entryOnTop() != steps[1].Ref {
		t.Fatalf("step 2's button opened %q, want %q", e.entryOnTop(), steps[1].Ref)
	}

	// Phone: the checklist is a dialog; the entry must not open under it.
	p := NewEnv(t, "", PhoneSize)
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
	if p.entryOnTop() != last.Ref {
		t.Fatalf("the last step opened %q, want %q", p.entryOnTop(), last.Ref)
	}
}

func buttonsWithIcon(o fyne.CanvasObject, icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	Walk(o, func(x fyne.CanvasObject) bool {
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
	e := NewEnv(t, "", PhoneSize)
	e.U.ShowGlossary("qa")
	var cell *glossaryCellWidget
	Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
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
	if e.entryOnTop() != "qa.icon.take2" {
		t.Fatalf("the cell opened %q", e.entryOnTop())
	}

	e.U.ShowHome()
	icon := e.U.RefIcon("thorgal-wound-3", 32)
	if icon.MinSize() != fyne.NewSize(32, 32) {
		t.Errorf("refIcon size %v", icon.MinSize())
	}
	test.Tap(icon.(fyne.Tappable))
	if e.entryOnTop() != "thorgal.icon.wound3" {
		t.Fatalf("tapping the wound icon opened %q", e.entryOnTop())
	}
	e.MustShow("Wound (3)")
}

// TestReferenceInFrench: labels, titles and a word of the other language.
func TestReferenceInFrench(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	e.U.SetLanguage("fr")
	e.U.ShowReference("", "")
	e.MustShow("Référence des règles")
	test.Type(e.searchBox(), "wound")
	if e.refRowNamed("Blessure") == nil {
		t.Fatalf(`"wound" in French shows no Blessure; texts: %q`, e.Texts())
	}
	e.MustShow("En anglais")
	e.U.ShowReference("qa", "qa.destin")
	e.MustShow("Phase du Destin")
	e.MustShow("Voir aussi")
}

// TestEveryQaStepOpensAnEntry: from a game screen each step's link lands on a
// written page, never on "not written yet".
func TestEveryQaStepOpensAnEntry(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	sess, err := seed.QaSession(e.Store, "Links", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sess.Game().Steps(sess.State()) {
		e.U.ShowReference("qa", s.Ref)
		if e.entryOnTop() != s.Ref {
			t.Errorf("step %s: %q is not an entry", s.Msg.ID, s.Ref)
		}
	}
}
