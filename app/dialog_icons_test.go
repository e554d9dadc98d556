package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/rules/dwarves"
	"skald/rules/qa"
)

// entryDialogOnTop is the entry the topmost dialog shows, "" when the top
// dialog shows no entry.
func (e *env) entryDialogOnTop() string {
	id := ""
	walk(e.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if p, ok := o.(*refEntryPane); ok {
			id = p.id
			return true
		}
		return false
	})
	return id
}

// checkDialogIcon taps the pictogram icon in the dialog on top: its entry
// opens in a dialog of its own over it (the screen underneath stays as it
// was); Close returns to the same dialog.
func (e *env) checkDialogIcon(icon, wantID string) {
	e.t.Helper()
	ov := e.w.Canvas().Overlays()
	dlg, n, screen := ov.Top(), len(ov.List()), e.u.top()
	if dlg == nil {
		e.t.Fatal("no dialog open")
	}
	ref, err := e.u.reference()
	if err != nil {
		e.t.Fatal(err)
	}
	var shown *tapIcon
	walk(dlg, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*tapIcon); ok {
			if _, ok := ref.IconEntry(t.name); !ok {
				e.t.Errorf("the dialog shows %q, which has no glossary entry", t.name)
			}
			if t.name == icon && shown == nil {
				shown = t
			}
		}
		return false
	})
	if shown == nil {
		e.t.Fatalf("the dialog shows no tappable %q; texts %q", icon, e.texts())
	}
	test.Tap(shown)
	if got := e.entryDialogOnTop(); got != wantID || len(ov.List()) != n+1 {
		e.t.Fatalf("tapping %q shows %q on top (%d dialogs), want %q over the dialog", icon, got, len(ov.List()), wantID)
	}
	if e.u.top() != screen {
		e.t.Fatalf("tapping %q in a dialog changed the screen underneath to %T", icon, e.u.top())
	}
	e.tap(e.tr("common.close"))
	if ov.Top() != dlg || len(ov.List()) != n {
		e.t.Fatalf("Close left %d dialogs, the dialog on top is not the one tapped in", len(ov.List()))
	}
}

// The Dwarves: the check sheet's attribute opens its entry over the sheet,
// and the card name typed and the dice entered are still there after Close;
// the fight and dispatch sheets show their own pictograms.
func TestDwarvesDiceSheetIcons(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.tap("Check")
	e.checkDialogIcon("dwarves-check-craft", "dwarves.icon.craft") // Forge Keenfire, Craft 4+
	e.tap("Another card")
	var name *widget.Entry
	walk(e.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		en, ok := o.(*widget.Entry)
		if ok {
			name = en
		}
		return ok
	})
	if name == nil {
		t.Fatal("no card name entry")
	}
	test.Type(name, "Hold the Gates")
	e.tap(e.u.loc.Msg(dwarves.AttrName(dwarves.AttrBattle)))
	e.tap("Enter the dice")
	e.tap("5")
	e.checkDialogIcon("dwarves-check-battle", "dwarves.icon.battle")
	if name.Text != "Hold the Gates" {
		t.Fatalf("the card name is %q after the entry was closed", name.Text)
	}
	if !e.shows(e.tr("app.dwarves.sheet.entered", "Faces", "5", "N", 1, "Total", e.dwarvesSheet().dice)) {
		t.Fatalf("the die entered is lost: %q", e.texts())
	}
	e.tap(e.tr("common.close"))
	if e.dialogOpen() {
		t.Fatal("the sheet's Close left a dialog open")
	}

	e.tap("Fight")
	e.checkDialogIcon("dwarves-check-battle", "dwarves.icon.battle")
	e.tap(e.tr("common.close"))
	e.tap(e.tr("app.dwarves.act.dispatch"))
	e.checkDialogIcon("dwarves-council-marker", "dwarves.icon.council_marker")

	// An entry shown over a dialog leads to the entries it points to in
	// dialogs too, one over the other: each Close goes back one.
	ov := e.w.Canvas().Overlays()
	sheet, screen := ov.Top(), e.u.top()
	var marker *tapIcon
	walk(sheet, func(o fyne.CanvasObject) bool {
		marker, _ = o.(*tapIcon)
		return marker != nil
	})
	test.Tap(marker)
	var see *refRow
	walk(ov.Top(), func(o fyne.CanvasObject) bool {
		see, _ = o.(*refRow)
		return see != nil
	})
	if see == nil {
		t.Fatal("the Council marker's entry shows no entry to see")
	}
	test.Tap(see.button)
	if got := e.entryDialogOnTop(); got != "dwarves.icon.council" || len(ov.List()) != 3 || e.u.top() != screen {
		t.Fatalf("the see-also link shows %q on top of %d dialogs, screen %T", got, len(ov.List()), e.u.top())
	}
	e.tap(e.tr("common.close"))
	e.tap(e.tr("common.close"))
	if ov.Top() != sheet {
		t.Fatal("two Closes do not lead back to the sheet")
	}
}

func (e *env) dwarvesSheet() *diceSheet {
	e.t.Helper()
	b, ok := e.frame().b.(*dwarvesBoard)
	if !ok || b.sheet == nil {
		e.t.Fatal("no dice sheet open")
	}
	return b.sheet
}

// The card game: the damage pictogram in a seat's dialog opens its entry over
// it, and the amount set is kept.
func TestCardgameDamageDialogIcon(t *testing.T) {
	for _, size := range []fyne.Size{phoneSize, desktopSize} {
		e := newEnv(t, "", size)
		sess, err := seed.CardgameSession(e.store, "Duel", seed.CardgameAtUpkeep)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.u.OpenSession(sess.Info().ID); err != nil {
			t.Fatal(err)
		}
		if size == phoneSize {
			e.frame().b.(*cgBoard).askSeat(1) // Ben's seat tile
		} else {
			e.cgTapNth("Damage…", 1)
		}
		e.cgStep(theme.ContentAddIcon(), 0, 2)
		e.checkDialogIcon("cardgame-damage", "cardgame.icon.damage")
		e.tap("Paid: cards destroyed")
		h, err := e.frame().sess.History(0, 1)
		if err != nil || len(h) != 1 || e.u.loc.Msg(h[0].Label) != "Ben (Vikings): 3 damage taken and paid" {
			t.Fatalf("%v: history %v %v", size, h, err)
		}
	}
}

// Qâ: in the roll entered at the table, the black face chosen opens its
// entry over the dialog; the faces entered are kept.
func TestQaRollDialogIcon(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.QaExample(e.store, "Icons", "start")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	white := []string{qa.FaceSkill1, qa.FaceSkill3, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams2}
	e.tap(e.u.loc.N("app.qa.roll_enter", len(white)))
	e.tap(e.face(qa.BlackTake3))
	for _, w := range white[:2] {
		e.tap(e.face(w))
	}
	e.checkDialogIcon("qa-die-"+qa.BlackTake3, "qa.icon."+qa.BlackTake3)
	e.mustShow(e.tr("app.qa.white_dice", "Got", 2, "Want", len(white)))
	for _, w := range white[2:] {
		e.tap(e.face(w))
	}
	e.tap(e.tr("app.qa.roll_ok"))
	slices.Sort(white)
	if s := e.qaState(); s.Destin.Black != qa.BlackTake3 || !slices.Equal(slices.Sorted(slices.Values(s.Destin.White)), white) {
		t.Fatalf("rolled %q %q", s.Destin.Black, s.Destin.White)
	}
}
