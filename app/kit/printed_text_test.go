package kit_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
)

// A printed value typed as text (the Action Row, an Event deck's condition)
// opens with its field in view above the sheet's buttons on a phone at the
// largest text, in both languages; Save on an empty field says why, in
// view, and saves nothing. On the narrower phone the mobile driver makes of
// the same screen (scale 1.4: about 257×457) the sheet scrolls, but nothing
// in it is cut or wider than the window.
func TestPrintedTextFieldAndRefusalInView(t *testing.T) {
	spec := rules.PrintedSpec{Key: "test.row", Kind: rules.PrintedText,
		Prompt: rules.M("thorgal.printed.row", "Adventure", "Le Temple de Torkan")}
	for _, size := range []fyne.Size{kittest.PhoneSize, fyne.NewSize(257, 457)} {
		for _, lang := range []string{"en", "fr"} {
			e := kittest.NewEnv(t, "", size)
			e.A.Preferences().SetString(kit.PrefTextSize, "xlarge")
			e.StartIn(lang)
			e.U.ApplyTheme()
			saved := false
			e.U.AskPrinted(spec, "", func(string) { saved = true })
			kittest.SettleLayout(e)
			where := func(o fyne.CanvasObject) (top, bottom float32) {
				y := fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Y
				return y, y + o.Size().Height
			}
			cancel := e.Button(e.U.Loc.T("common.cancel"))
			if cancel == nil {
				t.Fatalf("%s %v: no Cancel", lang, size)
			}
			fold, _ := where(cancel)
			if size != kittest.PhoneSize {
				if w := kittest.DialogBox(e.W.Canvas().Overlays().Top()).Width; w > size.Width+0.5 {
					t.Errorf("%s %v: the sheet is %.0f wide", lang, size, w)
				}
				for _, r := range e.Roots() {
					kittest.Walk(r, func(o fyne.CanvasObject) bool {
						if l, ok := o.(*kit.Label); ok && l.Size().Height+0.5 < l.MinSize().Height {
							t.Errorf("%s %v: %q is cut", lang, size, l.Text)
						}
						return false
					})
				}
				continue
			}
			field := e.DialogEntry()
			if _, b := where(field); b > fold+0.5 {
				t.Errorf("%s %v: the text field ends at %.0f, under the sheet's buttons at %.0f", lang, size, b, fold)
			}
			test.Tap(e.Button(e.U.Loc.T("common.save")))
			kittest.SettleLayout(e)
			if saved || !e.DialogOpen() {
				t.Fatalf("%s %v: an empty answer was saved", lang, size)
			}
			var why *kit.Label
			for _, r := range e.Roots() {
				kittest.Walk(r, func(o fyne.CanvasObject) bool {
					if l, ok := o.(*kit.Label); ok && l.Importance == widget.DangerImportance && l.Text != "" {
						why = l
					}
					return false
				})
			}
			if why == nil {
				t.Errorf("%s %v: Save on an empty field says nothing", lang, size)
			} else if top, b := where(why); top < 0 || b > fold+0.5 {
				t.Errorf("%s %v: %q shows at %.0f–%.0f, out of view above %.0f", lang, size, why.Text, top, b, fold)
			}
		}
	}
}
