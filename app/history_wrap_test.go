package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/rules/qa"
)

// historyRowText finds the label holding s in a history view.
func historyRowText(h *historyView, s string) *widget.RichText {
	var found *widget.RichText
	walk(h.object(), func(o fyne.CanvasObject) bool {
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
		{"phone-en", "en", "normal", phoneSize},
		{"phone-fr-xlarge", "fr", "xlarge", phoneSize},
		{"desktop-en", "en", "normal", desktopSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, "", tc.size)
			e.a.Preferences().SetString(prefLanguage, tc.lang)
			e.a.Preferences().SetString(prefTextSize, tc.text)
			e.u = New(e.a, e.w, e.store)
			sess, err := seed.QaSession(e.store, "Wrap", 0)
			if err != nil {
				t.Fatal(err)
			}
			long := "The long challenge of the seven bridges over the frozen river beyond the last village of the north"
			if err := sess.Do(qa.Learn("qa.defi.1", long)); err != nil {
				t.Fatal(err)
			}
			if err := e.u.OpenSession(sess.Info().ID); err != nil {
				t.Fatal(err)
			}
			f := e.frame()
			h := f.history
			if tc.size == phoneSize {
				f.showHistory()
				h = f.popHistory
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
			if tc.size == phoneSize && text.Size().Width > 0 {
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
	e := newEnv(t, "", desktopSize)
	sess, err := seed.QaSession(e.store, "Resize", 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(qa.Learn("qa.defi.1", "The long challenge of the seven bridges over the frozen river beyond the last village")); err != nil {
		t.Fatal(err)
	}
	h := newHistoryView(e.u, sess)
	e.w.SetContent(h.object())
	lines := func(w float32) int {
		e.w.Resize(fyne.NewSize(w, 600))
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
