package qa

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// Undoing a draw the app made asks first; in French its two buttons must not
// both say "Annuler": the one that keeps the draw says so.
func TestUndoRevealButtonsTellApart(t *testing.T) {
	for _, lang := range qaLangs {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.Open(seed.QaExample(e.Store, "Undo words", "tanatloc"))
			qaLang(e, lang)
			e.Tap(tr(e, "app.qa.mode_app"))
			e.Tap(face(e, qa.FaceSkill1))
			e.Tap(tr(e, "app.qa.stop_destin"))
			e.Tap(tr(e, "app.qa.draw_app"))
			owed := qaState(e).Draw.Draws // cards still to draw, after the app drew
			test.Tap(e.Frame().UndoBtn)
			if !e.DialogOpen() {
				t.Fatal("undoing the app's draw did not ask")
			}
			if e.Button(tr(e, "common.cancel")) != nil {
				t.Fatalf("the undo question offers %q beside %q", tr(e, "common.cancel"), tr(e, "app.undo.action"))
			}
			e.Tap(tr(e, "app.undo.keep"))
			if e.DialogOpen() || qaState(e).Draw.Draws != owed {
				t.Fatalf("keeping the draw: dialog open %v, %d cards to draw (had %d)", e.DialogOpen(), qaState(e).Draw.Draws, owed)
			}
			test.Tap(e.Frame().UndoBtn)
			e.Tap(tr(e, "app.undo.action"))
			// Undone, the card is owed again.
			if qaState(e).Draw.Draws != owed+1 {
				t.Fatalf("after undo: %d cards to draw (had %d)", qaState(e).Draw.Draws, owed)
			}
		})
	}
}
