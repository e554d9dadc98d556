package kit_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
)

// sheetSize is the size of the sheet on top.
func sheetSize(e *kittest.Env) fyne.Size {
	top := e.W.Canvas().Overlays().Top()
	if top == nil {
		e.T.Fatal("no sheet open")
	}
	return kittest.DialogBox(top)
}

// A sheet of wrapping text opens showing all of it, at phone and desktop size,
// never wider than the window.
func TestSheetOpensAtItsContentsHeight(t *testing.T) {
	for _, size := range []fyne.Size{kittest.PhoneSize, kittest.DesktopSize} {
		e := kittest.NewEnv(t, "", size)
		text := strings.Repeat("The war track moves one space for each Guerre symbol. ", 8)
		e.U.NewSheet("A question", kit.WrapLabel(text)).WithClose("Close").Show()
		e.CheckDialogs("text sheet")
		got := sheetSize(e)
		if got.Width > size.Width {
			t.Errorf("%v: sheet %.0f wide", size, got.Width)
		}
		if got.Height < 150 {
			t.Errorf("%v: sheet of eight sentences opens %.0f tall", size, got.Height)
		}
	}
}

// A sheet whose content is taller than the window takes 90% of it and
// scrolls; Tall takes that height from the start, and content that grows
// after the sheet opened does not move its buttons.
func TestSheetCapsAndKeepsItsHeight(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	rows := container.NewVBox()
	for range 60 {
		rows.Add(widget.NewLabel("row"))
	}
	e.U.NewSheet("Long", rows).WithClose("Close").Show()
	e.CheckDialogs("long sheet")
	if h := sheetSize(e).Height; h > kittest.PhoneSize.Height*0.9+1 || h < kittest.PhoneSize.Height*0.8 {
		t.Errorf("a sheet of 60 rows is %.0f tall in a window %.0f tall", h, kittest.PhoneSize.Height)
	}
	e.Tap("Close")

	grow := container.NewVBox(widget.NewLabel("first"))
	s := e.U.NewSheet("Growing", grow)
	ok := s.WithCancelOK("OK", func() {})
	s.Tall().Show()
	before := sheetSize(e)
	if before.Height < kittest.PhoneSize.Height*0.8 {
		t.Errorf("a Tall sheet opens %.0f tall", before.Height)
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(ok)
	for range 10 {
		grow.Add(widget.NewLabel("more"))
	}
	s.Refresh()
	if after := sheetSize(e); after != before {
		t.Errorf("the sheet changed from %v to %v as its content grew", before, after)
	}
	if now := fyne.CurrentApp().Driver().AbsolutePositionForObject(ok); now != pos {
		t.Errorf("OK moved from %v to %v under the finger", pos, now)
	}
}

// A glossary entry opened from a dialog opens over it showing the entry,
// not an empty sheet.
func TestEntrySheetOverADialog(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.NewSheet("Under", kit.WrapLabel("a dialog")).WithClose("Close").Show()
	e.U.OpenIcon("dwarves-icon-council")
	e.CheckDialogs("entry")
	if h := kittest.DialogBox(e.W.Canvas().Overlays().Top()).Height; h < 200 {
		t.Errorf("the entry over a dialog opens %.0f tall", h)
	}
}

// Room kept for a refusal lets it show under the answer without the sheet
// growing or its content being cut.
func TestSheetReservesRoomForARefusal(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	why := kit.WrapLabel("")
	why.Hide()
	s := e.U.NewSheet("Name", container.NewVBox(widget.NewEntry(), why)).ReserveLines(3)
	s.WithCancel(widget.NewButton("Save", func() {}))
	s.Show()
	before := sheetSize(e)
	why.SetText("That name is too long for the card; write at most twenty letters.")
	why.Show()
	e.CheckDialogs("refusal shown")
	if after := sheetSize(e); after != before {
		t.Errorf("the sheet changed from %v to %v when the refusal showed", before, after)
	}
}

// A number from a wide range can be typed as well as stepped; a number out
// of range cannot be sent.
func TestPrintedNumberTypedOrStepped(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	spec := rules.PrintedSpec{Key: "test.n", Kind: rules.PrintedInt, Min: 11, Max: 40, Prompt: rules.M("common.ok")}
	got := ""
	e.U.AskPrinted(spec, "", func(v string) { got = v })
	entry := e.DialogEntry()
	entry.SetText("110") // out of range
	if ok := e.Button("OK"); ok == nil || !ok.Disabled() {
		t.Fatal("OK can send 110 for a value from 11 to 40")
	}
	entry.SetText("27")
	e.Tap("OK")
	if got != "27" {
		t.Fatalf("typed 27, answered %q", got)
	}
	e.U.AskPrinted(spec, "30", func(v string) { got = v })
	test.Tap(e.IconButton(theme.ContentAddIcon()))
	e.Tap("OK")
	if got != "31" {
		t.Fatalf("30 stepped up once answered %q", got)
	}
}
