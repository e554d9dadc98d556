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
func (e *Env) entryDialogOnTop() string {
	id := ""
	Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if p, ok := o.(*RefEntryPane); ok {
			id = p.Id
			return true
		}
		return false
	})
	return id
}

// checkDialogIcon taps the pictogram icon in the dialog on top: its entry
// opens in a dialog of its own over it (the screen underneath stays as it
// was); Close returns to the same dialog.
func (e *Env) checkDialogIcon(icon, wantID string) {
	e.T.Helper()
	ov := e.W.Canvas().Overlays()
	dlg, n, screen := ov.Top(), len(ov.List()), e.U.Top()
	if dlg == nil {
		e.T.Fatal("no dialog open")
	}
	ref, err := e.U.Reference()
	if err != nil {
		e.T.Fatal(err)
	}
	var shown *TapIcon
	Walk(dlg, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*TapIcon); ok {
			if _, ok := ref.IconEntry(t.Name); !ok {
				e.T.Errorf("the dialog shows %q, which has no glossary entry", t.Name)
			}
			if t.Name == icon && shown == nil {
				shown = t
			}
		}
		return false
	})
	if shown == nil {
		e.T.Fatalf("the dialog shows no tappable %q; texts %q", icon, e.Texts())
	}
	test.Tap(shown)
	if got := e.entryDialogOnTop(); got != wantID || len(ov.List()) != n+1 {
		e.T.Fatalf("tapping %q shows %q on top (%d dialogs), want %q over the dialog", icon, got, len(ov.List()), wantID)
	}
	if e.U.Top() != screen {
		e.T.Fatalf("tapping %q in a dialog changed the screen underneath to %T", icon, e.U.Top())
	}
	e.Tap(e.tr("common.close"))
	if ov.Top() != dlg || len(ov.List()) != n {
		e.T.Fatalf("Close left %d dialogs, the dialog on top is not the one tapped in", len(ov.List()))
	}
}

// The Dwarves: the check sheet's attribute opens its entry over the sheet,
// and the card name typed and the dice entered are still there after Close;
// the fight and dispatch sheets show their own pictograms.
func TestDwarvesDiceSheetIcons(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	sess, err := seed.DwarvesSession(e.Store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.Tap("Check")
	e.checkDialogIcon("dwarves-check-craft", "dwarves.icon.craft") // Forge Keenfire, Craft 4+
	e.Tap("Another card")
	var name *widget.Entry
	Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
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
	e.Tap(e.U.Loc.Msg(dwarves.AttrName(dwarves.AttrBattle)))
	e.Tap("Enter the dice")
	e.Tap("5")
	e.checkDialogIcon("dwarves-check-battle", "dwarves.icon.battle")
	if name.Text != "Hold the Gates" {
		t.Fatalf("the card name is %q after the entry was closed", name.Text)
	}
	if !e.Shows(e.tr("app.dwarves.sheet.entered", "Faces", "5", "N", 1, "Total", e.dwarvesSheet().dice)) {
		t.Fatalf("the die entered is lost: %q", e.Texts())
	}
	e.Tap(e.tr("common.close"))
	if e.DialogOpen() {
		t.Fatal("the sheet's Close left a dialog open")
	}

	e.Tap("Fight")
	e.checkDialogIcon("dwarves-check-battle", "dwarves.icon.battle")
	e.Tap(e.tr("common.close"))
	e.Tap(e.tr("app.dwarves.act.dispatch"))
	e.checkDialogIcon("dwarves-council-marker", "dwarves.icon.council_marker")

	// An entry shown over a dialog leads to the entries it points to in
	// dialogs too, one over the other: each Close goes back one.
	ov := e.W.Canvas().Overlays()
	sheet, screen := ov.Top(), e.U.Top()
	var marker *TapIcon
	Walk(sheet, func(o fyne.CanvasObject) bool {
		marker, _ = o.(*TapIcon)
		return marker != nil
	})
	test.Tap(marker)
	var see *RefRow
	Walk(ov.Top(), func(o fyne.CanvasObject) bool {
		see, _ = o.(*RefRow)
		return see != nil
	})
	if see == nil {
		t.Fatal("the Council marker's entry shows no entry to see")
	}
	test.Tap(see.Button)
	if got := e.entryDialogOnTop(); got != "dwarves.icon.council" || len(ov.List()) != 3 || e.U.Top() != screen {
		t.Fatalf("the see-also link shows %q on top of %d dialogs, screen %T", got, len(ov.List()), e.U.Top())
	}
	e.Tap(e.tr("common.close"))
	e.Tap(e.tr("common.close"))
	if ov.Top() != sheet {
		t.Fatal("two Closes do not lead back to the sheet")
	}
}

func (e *Env) dwarvesSheet() *diceSheet {
	e.T.Helper()
	b, ok := e.Frame().B.(*dwarvesBoard)
	if !ok || b.sheet == nil {
		e.T.Fatal("no dice sheet open")
	}
	return b.sheet
}

// The card game: the damage pictogram in a seat's dialog opens its entry over
// it, and the amount set is kept.
func TestCardgameDamageDialogIcon(t *testing.T) {
	for _, size := range []fyne.Size{PhoneSize, DesktopSize} {
		e := NewEnv(t, "", size)
		sess, err := seed.CardgameSession(e.Store, "Duel", seed.CardgameAtUpkeep)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.U.OpenSession(sess.Info().ID); err != nil {
			t.Fatal(err)
		}
		if size == PhoneSize {
			e.Frame().B.(*cgBoard).askSeat(1) // Ben's seat tile
		} else {
			e.cgTapNth("Damage…", 1)
		}
		e.cgStep(theme.ContentAddIcon(), 0, 2)
		e.checkDialogIcon("cardgame-damage", "cardgame.icon.damage")
		e.Tap("Paid: cards destroyed")
		h, err := e.Frame().Sess.History(0, 1)
		if err != nil || len(h) != 1 || e.U.Loc.Msg(h[0].Label) != "Ben (Vikings): 3 damage taken and paid" {
			t.Fatalf("%v: history %v %v", size, h, err)
		}
	}
}

// Qâ: in the roll entered at the table, the black face chosen opens its
// entry over the dialog; the faces entered are kept.
func TestQaRollDialogIcon(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	sess, err := seed.QaExample(e.Store, "Icons", "start")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	white := []string{qa.FaceSkill1, qa.FaceSkill3, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams2}
	e.Tap(e.U.Loc.N("app.qa.roll_enter", len(white)))
	e.Tap(e.face(qa.BlackTake3))
	for _, w := range white[:2] {
		e.Tap(e.face(w))
	}
	e.checkDialogIcon("qa-die-"+qa.BlackTake3, "qa.icon."+qa.BlackTake3)
	e.MustShow(e.tr("app.qa.white_dice", "Got", 2, "Want", len(white)))
	for _, w := range white[2:] {
		e.Tap(e.face(w))
	}
	e.Tap(e.tr("app.qa.roll_ok"))
	slices.Sort(white)
	if s := e.qaState(); s.Destin.Black != qa.BlackTake3 || !slices.Equal(slices.Sorted(slices.Values(s.Destin.White)), white) {
		t.Fatalf("rolled %q %q", s.Destin.Black, s.Destin.White)
	}
}
