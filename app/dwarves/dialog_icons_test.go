package dwarves

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
)

// The Dwarves: the check sheet's attribute opens its entry over the sheet,
// and the card name typed and the dice entered are still there after Close;
// the fight and dispatch sheets show their own pictograms.
func TestDwarvesDiceSheetIcons(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "Saturday"))
	e.Tap("Check")
	kittest.CheckDialogIcon(e, "dwarves-check-craft", "dwarves.icon.craft") // Forge Keenfire, Craft 4+
	e.Tap("Another card")
	var name *widget.Entry
	kittest.Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
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
	kittest.CheckDialogIcon(e, "dwarves-check-battle", "dwarves.icon.battle")
	if name.Text != "Hold the Gates" {
		t.Fatalf("the card name is %q after the entry was closed", name.Text)
	}
	if !e.Shows(e.U.Loc.T("app.dwarves.sheet.entered", "Faces", "5", "N", 1, "Total", dwarvesSheet(e).dice)) {
		t.Fatalf("the die entered is lost: %q", e.Texts())
	}
	e.Tap(e.U.Loc.T("common.close"))
	if e.DialogOpen() {
		t.Fatal("the sheet's Close left a dialog open")
	}

	e.Tap("Fight")
	kittest.CheckDialogIcon(e, "dwarves-check-battle", "dwarves.icon.battle")
	e.Tap(e.U.Loc.T("common.close"))
	e.Tap(e.U.Loc.T("app.dwarves.act.dispatch"))
	kittest.CheckDialogIcon(e, "dwarves-council-marker", "dwarves.icon.council_marker")

	// An entry shown over a dialog leads to the entries it points to in
	// dialogs too, one over the other: each Close goes back one.
	ov := e.W.Canvas().Overlays()
	sheet, screen := ov.Top(), e.U.Top()
	var marker *kit.TapIcon
	kittest.Walk(sheet, func(o fyne.CanvasObject) bool {
		marker, _ = o.(*kit.TapIcon)
		return marker != nil
	})
	test.Tap(marker)
	var see *kit.RefRow
	kittest.Walk(ov.Top(), func(o fyne.CanvasObject) bool {
		see, _ = o.(*kit.RefRow)
		return see != nil
	})
	if see == nil {
		t.Fatal("the Council marker's entry shows no entry to see")
	}
	test.Tap(see.Button)
	if got := kittest.EntryDialogOnTop(e); got != "dwarves.icon.council" || len(ov.List()) != 3 || e.U.Top() != screen {
		t.Fatalf("the see-also link shows %q on top of %d dialogs, screen %T", got, len(ov.List()), e.U.Top())
	}
	e.Tap(e.U.Loc.T("common.close"))
	e.Tap(e.U.Loc.T("common.close"))
	if ov.Top() != sheet {
		t.Fatal("two Closes do not lead back to the sheet")
	}
}

func dwarvesSheet(e *kittest.Env) *diceSheet {
	e.T.Helper()
	b, ok := e.Frame().B.(*dwarvesBoard)
	if !ok || b.sheet == nil {
		e.T.Fatal("no dice sheet open")
	}
	return b.sheet
}
