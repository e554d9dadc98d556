package kit

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Label is text that wraps between words by itself, at ordinary spaces only.
// Fyne's word wrap breaks at every unicode.IsSpace rune, the non-breaking
// spaces French puts inside « » and before : ; ? ! included, so a line could
// end on a lone "«" or start with ":". Label breaks its text into lines for
// the width it is given and shows them on a label that does not wrap. Like a
// wrapping label it is narrow (a word too long for the room is broken) and as
// tall as its lines at the width of its last layout.
type Label struct {
	widget.BaseWidget
	Text       string
	Alignment  fyne.TextAlign
	TextStyle  fyne.TextStyle
	Importance widget.Importance
	SizeName   fyne.ThemeSizeName

	shown *widget.Label // Text in explicit lines, not wrapping
}

// NewLabel is a Label showing text.
func NewLabel(text string) *Label {
	l := &Label{Text: text}
	l.ExtendBaseWidget(l)
	return l
}

// SetText shows text.
func (l *Label) SetText(text string) {
	l.Text = text
	l.Refresh()
}

// AccessibilityLabel is the whole text, not its lines.
func (l *Label) AccessibilityLabel() string { return l.Text }

// AccessibilityRole is a label's.
func (l *Label) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// CreateRenderer lays the lines out on an inner label.
func (l *Label) CreateRenderer() fyne.WidgetRenderer {
	l.ExtendBaseWidget(l)
	l.shown = widget.NewLabel("")
	r := &labelRenderer{l: l}
	r.sync(l.Size().Width)
	return r
}

// textSize is the size the label's text is drawn at.
func (l *Label) textSize() float32 {
	name := l.SizeName
	if name == "" {
		name = theme.SizeNameText
	}
	return l.Theme().Size(name)
}

type labelRenderer struct {
	l     *Label
	width float32 // the width the lines were broken for
}

// sync copies the label's style to the inner label and breaks the text for width.
func (r *labelRenderer) sync(width float32) {
	l, s := r.l, r.l.shown
	r.width = width
	s.Alignment, s.TextStyle, s.Importance, s.SizeName = l.Alignment, l.TextStyle, l.Importance, l.SizeName
	s.Wrapping, s.Truncation = fyne.TextWrapOff, fyne.TextTruncateOff
	text := l.Text
	if width > 0 {
		room := width - 2*l.Theme().Size(theme.SizeNameInnerPadding)
		size, style := l.textSize(), l.TextStyle
		text = strings.Join(BreakLines(l.Text, room, func(s string) float32 {
			return fyne.MeasureText(s, size, style).Width
		}), "\n")
	}
	s.Text = text
	s.Refresh()
}

func (r *labelRenderer) Layout(size fyne.Size) {
	if size.Width != r.width {
		r.sync(size.Width)
	}
	r.l.shown.Move(fyne.NewPos(0, 0))
	r.l.shown.Resize(size)
}

// MinSize is a wrapping label's: only the padding wide, its lines tall.
func (r *labelRenderer) MinSize() fyne.Size {
	pad := 2 * r.l.Theme().Size(theme.SizeNameInnerPadding)
	return fyne.NewSize(pad, r.l.shown.MinSize().Height)
}

func (r *labelRenderer) Refresh() {
	r.sync(r.l.Size().Width)
	r.Layout(r.l.Size())
}

func (r *labelRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.l.shown} }

func (r *labelRenderer) Destroy() {}

// breaking reports whether a line may end at r: a space, but not one of the
// spaces that keep their words together.
func breaking(r rune) bool {
	switch r {
	case '\u00a0', '\u202f', '\u2007', '\u2060', '\ufeff':
		return false
	}
	return unicode.IsSpace(r) && r != '\n'
}

// KeptWords are the pieces of text a Label never breaks between lines while
// they fit: the words between its breaking spaces.
func KeptWords(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || breaking(r) })
}

// BreakLines breaks text into lines no wider than room, as measure measures
// them: at breaking spaces, keeping its own line breaks. A word wider than
// the room is broken at its non-breaking spaces, and a piece that still does
// not fit between letters, as Fyne does, rather than run out of the room.
func BreakLines(text string, room float32, measure func(string) float32) []string {
	var out []string
	for _, para := range strings.Split(text, "\n") {
		if measure(para) <= room {
			out = append(out, para) // as written, its spaces and all
			continue
		}
		line := ""
		put := func(sep, piece string) {
			switch {
			case line == "":
				line = piece
			case measure(line+sep+piece) <= room:
				line += sep + piece
			default:
				out = append(out, line)
				line = piece
			}
		}
		for _, w := range spaced(para) {
			if measure(w.text) <= room {
				put(w.next, w.text)
				continue
			}
			// A kept word too wide for the room starts its own line.
			if line != "" {
				out = append(out, line)
				line = ""
			}
			sep := ""
			for _, piece := range kept(w.text) {
				if measure(piece.text) <= room {
					put(sep, piece.text)
				} else {
					if line != "" {
						out = append(out, line)
					}
					parts := byLetters(piece.text, room, measure)
					out = append(out, parts[:len(parts)-1]...)
					line = parts[len(parts)-1]
				}
				sep = piece.next
			}
		}
		out = append(out, line)
	}
	return out
}

// spaced splits a paragraph into its kept words, each with the breaking
// spaces written before it (next), so a line that keeps two words together
// keeps what was between them ("♥♥♥  Health").
func spaced(para string) []keptPiece {
	var out []keptPiece
	sep, start := "", -1
	for i, r := range para {
		if breaking(r) {
			if start >= 0 {
				out = append(out, keptPiece{para[start:i], sep})
				sep, start = "", -1
			}
			sep += string(r)
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, keptPiece{para[start:], sep})
	}
	return out
}

// keptPiece is a part of a text and the spaces beside it: before it in
// spaced, after it in kept.
type keptPiece struct{ text, next string }

// kept splits a word at its non-breaking spaces.
func kept(word string) []keptPiece {
	var out []keptPiece
	start := 0
	for i, r := range word {
		if unicode.IsSpace(r) || r == '\u2060' || r == '\ufeff' {
			out = append(out, keptPiece{word[start:i], string(r)})
			start = i + len(string(r))
		}
	}
	return append(out, keptPiece{word[start:], ""})
}

// byLetters breaks s between letters into lines no wider than room (at
// least one letter each).
func byLetters(s string, room float32, measure func(string) float32) []string {
	var out []string
	rs := []rune(s)
	for len(rs) > 0 {
		n := 1
		for n < len(rs) && measure(string(rs[:n+1])) <= room {
			n++
		}
		out = append(out, string(rs[:n]))
		rs = rs[n:]
	}
	return out
}
