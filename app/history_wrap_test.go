package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// historyRowText finds the label holding s in a history view.
func historyRowText(h *kit.HistoryView, s string) *widget.RichText {
	var found *widget.RichText
	kittest.Walk(h.Object(), func(o fyne.CanvasObject) bool {
		t, ok := o.(*widget.RichText)
		if ok && strings.Contains(t.String(), s) {
			found = t
		}
		return found != nil
	})
	return found
}

// shownText is what a RichText draws, line by line.
func shownText(t *widget.RichText) string {
	var lines []string
	for _, o := range test.WidgetRenderer(t).Objects() {
		if c, ok := o.(*canvas.Text); ok && c.Visible() {
			lines = append(lines, c.Text)
		}
	}
	return strings.Join(lines, " ")
}

// A step's label is read whole in the history: on a phone, in the dialog, a
// long label wraps over several lines and its row grows to hold them.
func TestHistoryLongLabelWrapsOnPhone(t *testing.T) {
	for _, tc := range []struct {
		name, lang, text string
		size             fyne.Size
	}{
		{"phone-en", "en", "normal", kittest.PhoneSize},
		{"phone-fr-xlarge", "fr", "xlarge", kittest.PhoneSize},
		{"desktop-en", "en", "normal", kittest.DesktopSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := kittest.NewEnv(t, "", tc.size)
			e.A.Preferences().SetString(kit.PrefLanguage, tc.lang)
			e.A.Preferences().SetString(kit.PrefTextSize, tc.text)
			e.U = kit.New(e.A, e.W, e.Store)
			sess, err := seed.QaSession(e.Store, "Wrap", 0)
			if err != nil {
				t.Fatal(err)
			}
			long := "The long challenge of the seven bridges over the frozen river beyond the last village of the north"
			if err := sess.Do(qa.Learn("qa.defi.1", long)); err != nil {
				t.Fatal(err)
			}
			if err := e.U.OpenSession(sess.Info().ID); err != nil {
				t.Fatal(err)
			}
			f := e.Frame()
			h := f.History
			if tc.size == kittest.PhoneSize {
				f.ShowHistory()
				h = f.PopHistory
			}
			text := historyRowText(h, "seven bridges")
			if text == nil {
				t.Fatal("no history row shows the long label")
			}
			if text.Truncation != fyne.TextTruncateOff || text.Wrapping != fyne.TextWrapWord {
				t.Fatalf("label truncation %v wrapping %v", text.Truncation, text.Wrapping)
			}
			shown := shownText(text)
			if strings.Contains(shown, "…") || !strings.Contains(shown, "frozen") || !strings.Contains(shown, "north") {
				t.Fatalf("label not shown whole: %q", shown)
			}
			line := text.MinSize().Height
			if text.Size().Height+0.5 < line {
				t.Fatalf("label cut: %v tall, needs %v", text.Size().Height, line)
			}
			if tc.size == kittest.PhoneSize && text.Size().Width > 0 {
				n := 0
				for _, o := range test.WidgetRenderer(text).Objects() {
					if c, ok := o.(*canvas.Text); ok && c.Text != "" {
						n++
					}
				}
				if n < 2 {
					t.Fatalf("a long label on a phone should wrap, drew %d line(s)", n)
				}
			}
		})
	}
}

// When the history narrows (a window resized, a phone turned), the rows shown
// are measured again and still hold their whole label.
func TestHistoryRowsRemeasuredOnResize(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Resize", 0))
	e.Play(sess, qa.Learn("qa.defi.1", "The long challenge of the seven bridges over the frozen river beyond the last village"))
	h := kit.NewHistoryView(e.U, sess)
	e.W.SetContent(h.Object())
	lines := func(w float32) int {
		e.W.Resize(fyne.NewSize(w, 600))
		text := historyRowText(h, "seven bridges")
		if text == nil {
			t.Fatal("no row shows the long label")
		}
		if text.Size().Height+0.5 < text.MinSize().Height {
			t.Fatalf("at width %v the label is cut: %v tall, needs %v", w, text.Size().Height, text.MinSize().Height)
		}
		n := 0
		for _, o := range test.WidgetRenderer(text).Objects() {
			if c, ok := o.(*canvas.Text); ok && c.Text != "" {
				n++
			}
		}
		return n
	}
	wide := lines(900)
	if narrow := lines(220); narrow <= wide {
		t.Fatalf("narrower history should wrap on more lines: %d then %d", wide, narrow)
	}
}
