package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// A wrapped label never ends a line on a non-breaking space: French keeps
// "« Tempête »" and "Vie :" whole, where Fyne's own word wrap breaks at
// them. It stays narrow, takes the height of its lines, and wraps again
// when it is laid out at another width.
func TestLabelKeepsNonBreakingSpaces(t *testing.T) {
	test.NewTempApp(t)
	text := "Piochez la carte «\u00a0Tempête\u00a0» puis notez la Vie\u00a0: deux points de Vie\u00a0!"
	l := WrapLabel(text)
	w := test.NewWindow(container.NewVBox(l))
	defer w.Close()
	size := theme.TextSize()
	// From the width of the widest kept word ("« Tempête »") up.
	for _, width := range []float32{130, 150, 200, 260, 400} {
		w.Resize(fyne.NewSize(width+2*theme.Padding(), 600))
		l.Resize(fyne.NewSize(width, l.MinSize().Height))
		lines := strings.Split(l.shown.Text, "\n")
		room := width - 2*theme.InnerPadding()
		for _, line := range lines {
			if strings.HasSuffix(line, "«") || strings.HasPrefix(line, "»") || strings.HasPrefix(line, ":") || strings.HasPrefix(line, "!") {
				t.Errorf("at %.0f px a line breaks at a non-breaking space: %q", width, lines)
			}
			if lw := fyne.MeasureText(line, size, fyne.TextStyle{}).Width; lw > room+0.5 && strings.Contains(line, " ") {
				t.Errorf("at %.0f px the line %q is %.0f wide, more than the room %.0f", width, line, lw, room)
			}
		}
		if got := strings.Join(strings.Fields(strings.ReplaceAll(l.shown.Text, "\n", " ")), " "); got != strings.Join(strings.Fields(text), " ") {
			t.Errorf("at %.0f px the lines say %q, not the text", width, got)
		}
		if min := l.MinSize(); min.Width > 2*theme.InnerPadding()+0.5 {
			t.Errorf("the label is %.0f wide at least: a wrapping label is narrow", min.Width)
		} else if want := l.shown.MinSize().Height; min.Height != want {
			t.Errorf("at %.0f px the label is %.0f tall, its %d lines %.0f", width, min.Height, len(lines), want)
		}
	}
	if l.shown.Text == text {
		t.Errorf("the label never wrapped")
	}
	if l.AccessibilityLabel() != text {
		t.Errorf("a screen reader hears %q", l.AccessibilityLabel())
	}
}

// BreakLines breaks between words, keeps the text's own line breaks and the
// spaces between words it keeps together, and cuts only a word longer than
// the whole room between letters.
func TestBreakLines(t *testing.T) {
	letters := func(s string) float32 { return float32(len([]rune(s))) }
	for _, c := range []struct {
		text string
		room float32
		want []string
	}{
		{"a bb ccc", 4, []string{"a bb", "ccc"}},
		{"«\u00a0ab\u00a0» cd", 6, []string{"«\u00a0ab\u00a0»", "cd"}},
		{"x «\u00a0ab\u00a0»", 4, []string{"x", "«\u00a0ab", "»"}},
		{"one\ntwo three", 5, []string{"one", "two", "three"}},
		{"abcdefg", 3, []string{"abc", "def", "g"}},
		{"", 5, []string{""}},
		{"a  b cc", 4, []string{"a  b", "cc"}},
		{"a  b", 4, []string{"a  b"}},
	} {
		if got := BreakLines(c.text, c.room, letters); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("BreakLines(%q, %v) = %q, want %q", c.text, c.room, got, c.want)
		}
	}
}
