package app

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/games"
)

// answerPrinted answers the printed-value dialog on top with a valid value
// and returns it.
func answerPrinted(e *kittest.Env, spec rules.PrintedSpec) string {
	e.T.Helper()
	switch spec.Kind {
	case rules.PrintedInt:
		v := strconv.Itoa(spec.Min)
		if spec.Max-spec.Min+1 <= kit.MaxIntButtons {
			e.Tap(v)
		} else {
			e.Tap(e.U.Loc.T("common.ok"))
		}
		return v
	case rules.PrintedChoice:
		e.Tap(e.U.Loc.Msg(spec.Choices[0].Label))
		return spec.Choices[0].Value
	}
	e.T.Fatalf("no test answer for %s", spec.Key)
	return ""
}

// "Fill in what's missing" asks the unknown values one after another: each
// answer is saved before the next question, Skip passes one by, Stop ends the
// series and the list shows what is known now.
func TestProfileFillInWhatsMissing(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	g, ok := games.ByID("qa")
	if !ok {
		t.Fatal("no qa game")
	}
	specs := g.Printed()
	if len(specs) < 3 {
		t.Fatalf("qa has %d printed values", len(specs))
	}
	e.U.Push(&profileScreen{u: e.U, gameID: "qa"})
	total := len(specs)
	e.Tap("Fill in what's missing")
	e.MustShow("Missing value 1 of " + strconv.Itoa(total))
	v := answerPrinted(e, specs[0])

	known, err := e.Store.Profile("qa")
	if err != nil {
		t.Fatal(err)
	}
	if known[specs[0].Key] != v {
		t.Fatalf("first answer not saved before the next question: %v", known)
	}
	e.MustShow("Missing value 2 of " + strconv.Itoa(total))
	e.Tap("Later")
	e.MustShow("Missing value 3 of " + strconv.Itoa(total))
	v3 := answerPrinted(e, specs[2])
	e.MustShow("Missing value 4 of " + strconv.Itoa(total))
	e.Tap("Stop")
	if n := len(e.W.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialog(s) still open after Stop", n)
	}
	known, err = e.Store.Profile("qa")
	if err != nil {
		t.Fatal(err)
	}
	if len(known) != 2 || known[specs[0].Key] != v || known[specs[2].Key] != v3 {
		t.Fatalf("profile after the walk: %v", known)
	}
	e.MustShow("Values known: 2 of " + strconv.Itoa(total))

	// Again: only what is still missing is asked; skipping to the end closes
	// the series.
	e.Tap("Fill in what's missing")
	e.MustShow("Missing value 1 of " + strconv.Itoa(total-2))
	for i := 0; i < total-2; i++ {
		e.Tap("Later")
	}
	if n := len(e.W.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialog(s) still open after the last question", n)
	}
	e.MustShow("Values known: 2 of " + strconv.Itoa(total))

	// Once everything is known there is nothing to fill in, and it says so.
	for _, s := range specs {
		val := strconv.Itoa(s.Min)
		if s.Kind == rules.PrintedChoice {
			val = s.Choices[0].Value
		}
		if err := e.Store.SetPrinted("qa", s.Key, val); err != nil {
			t.Fatal(err)
		}
	}
	e.U.Show()
	if b := e.Button("Fill in what's missing"); b == nil || !b.Disabled() {
		t.Fatal("fill-in should be shown disabled when nothing is missing")
	}
	e.MustShow("Every value is known: nothing to fill in.")
}

// A game's own editor offers only Cancel: under it, the series still says
// where it is and offers to ask again, answer later or stop.
func TestProfileFillWithGameEditor(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	g, _ := games.ByID("qa")
	specs := g.Printed()
	saved := kit.PrintedEditors
	t.Cleanup(func() { kit.PrintedEditors = saved })
	kit.RegisterPrintedEditor(func(k string) bool { return k == specs[0].Key }, func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
		d := u.NewSheet("Own editor", kit.Quiet("own"))
		d.WithButtons(
			widget.NewButton("Cancel", func() { d.Hide() }),
			widget.NewButton("Own save", func() { d.Hide(); done(strconv.Itoa(spec.Min)) }),
		).Show()
	})
	e.U.Push(&profileScreen{u: e.U, gameID: "qa"})
	e.Tap("Fill in what's missing")
	e.Tap("Cancel")
	e.MustShow("Missing value 1 of " + strconv.Itoa(len(specs)))
	e.Tap("Enter")
	e.Tap("Own save")
	known, err := e.Store.Profile("qa")
	if err != nil {
		t.Fatal(err)
	}
	if known[specs[0].Key] != strconv.Itoa(specs[0].Min) {
		t.Fatalf("own editor's answer not saved: %v", known)
	}
	e.MustShow("Missing value 2 of " + strconv.Itoa(len(specs)))
	e.Tap("Stop")
	if n := len(e.W.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialog(s) still open after Stop", n)
	}
}

// An unknown value of the box profile is not needed now: its question offers
// Later (not Cancel), which closes it and leaves the profile as it was. A
// known value being changed keeps Cancel.
func TestProfileEditLater(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := e.Store.SetPrinted("qa", "qa.start.4", "3"); err != nil {
		t.Fatal(err)
	}
	e.U.Push(&profileScreen{u: e.U, gameID: "qa"})
	row := e.RowWith("What does space 1 of the Préparatifs de guerre track show?")
	if row == nil {
		t.Fatal("no row for war space 1")
	}
	test.Tap(kittest.ButtonIn(row, "Enter", nil))
	if e.Button("Later") == nil || e.Button("Cancel") != nil {
		t.Fatal("an unknown value is asked with Cancel instead of Later")
	}
	e.Tap("Later")
	if e.DialogOpen() {
		t.Fatal("Later left the question open")
	}
	if p, _ := e.Store.Profile("qa"); len(p) != 1 || p["qa.start.4"] != "3" {
		t.Fatalf("Later changed the profile: %v", p)
	}
	test.Tap(kittest.ButtonIn(e.RowWith("which space is marked as Ogotaï's start for 4 heroes?"), "Change", nil))
	if e.Button("Later") != nil || e.Button("Cancel") == nil {
		t.Fatal("changing a known value should offer Cancel, not Later")
	}
	e.Tap("Cancel")
}

// Thorgal's Combat dice and card grids are asked only by the placement
// helper: the profile neither counts them as missing nor asks them in its
// series.
func TestProfileLeavesOptionalValuesOut(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	g, ok := games.ByID("thorgal")
	if !ok {
		t.Fatal("no thorgal game")
	}
	required, optional := 0, 0
	for _, s := range g.Printed() {
		if s.Optional {
			optional++
		} else {
			required++
		}
	}
	if optional == 0 {
		t.Fatal("no optional value: the Combat dice and grids should be")
	}
	e.U.Push(&profileScreen{u: e.U, gameID: "thorgal"})
	e.MustShow("Values known: 0 of " + strconv.Itoa(required))
	e.Tap("Fill in what's missing")
	e.MustShow("Missing value 1 of " + strconv.Itoa(required))
}
