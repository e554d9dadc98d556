package kittest

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/tracker"
)

var (
	DesktopSize = fyne.NewSize(1280, 800)
	PhoneSize   = fyne.NewSize(360, 640)
)

// Env is a UI over a real store in a temporary folder.
type Env struct {
	T     testing.TB
	A     fyne.App
	W     fyne.Window
	U     *kit.UI
	Store *tracker.Store
	Path  string
}

// NewEnv opens a store at path ("" = a new file in t.TempDir()) and a UI of the
// given size over it, showing nothing yet.
func NewEnv(t testing.TB, path string, size fyne.Size) *Env {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "skald.db")
	}
	a := test.NewTempApp(t)
	store, rec, err := tracker.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if rec != nil {
		t.Fatalf("fresh database reported as recovered: %+v", rec)
	}
	t.Cleanup(func() { store.Close() })
	w := test.NewTempWindow(t, nil)
	w.Resize(size)
	return &Env{T: t, A: a, W: w, U: kit.New(a, w, store), Store: store, Path: path}
}

// Roots are the places to look for widgets: the top dialog first, then the rest.
func (e *Env) Roots() []fyne.CanvasObject {
	c := e.W.Canvas()
	var roots []fyne.CanvasObject
	ov := c.Overlays().List()
	for i := len(ov) - 1; i >= 0; i-- {
		roots = append(roots, ov[i])
	}
	return append(roots, c.Content())
}

// Walk visits every visible object under o, widgets through their renderers.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) bool {
	if o == nil || !o.Visible() {
		return false
	}
	if visit(o) {
		return true
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if Walk(c, visit) {
				return true
			}
		}
	case *container.Scroll:
		return Walk(x.Content, visit)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			if Walk(c, visit) {
				return true
			}
		}
	}
	return false
}

// Find returns the first object the predicate accepts, dialogs first.
func (e *Env) Find(match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	var found fyne.CanvasObject
	for _, r := range e.Roots() {
		if Walk(r, func(o fyne.CanvasObject) bool {
			if match(o) {
				found = o
				return true
			}
			return false
		}) {
			return found
		}
	}
	return nil
}

// Button finds a button by its exact text.
func (e *Env) Button(text string) *widget.Button {
	o := e.Find(func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			return b.Text == text
		case *kit.Tile:
			return b.Text() == text
		}
		return false
	})
	switch b := o.(type) {
	case *widget.Button:
		return b
	case *kit.Tile:
		return b.Button
	}
	return nil
}

// Marked reports whether the button or tile with text shows an icon (a
// choice marks the chosen one with a tick, not only a colour); false when
// there is none.
func (e *Env) Marked(text string) bool {
	b := e.Button(text)
	if b == nil {
		return false
	}
	// A tile's icon is its own; its button draws no icon.
	if t, ok := e.Find(func(o fyne.CanvasObject) bool { t, ok := o.(*kit.Tile); return ok && t.Button == b }).(*kit.Tile); ok {
		return t.Icon() != nil
	}
	return b.Icon != nil
}

// IconButton finds a button showing icon (by resource name) and no text.
func (e *Env) IconButton(icon fyne.Resource) *widget.Button {
	o := e.Find(func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		return ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name()
	})
	if o == nil {
		return nil
	}
	return o.(*widget.Button)
}

// Tap taps the button with text, failing the test when there is none or it is
// disabled.
func (e *Env) Tap(text string) {
	e.T.Helper()
	b := e.Button(text)
	if b == nil {
		e.T.Fatalf("no button %q on screen; texts: %q", text, e.Texts())
	}
	if b.Disabled() {
		e.T.Fatalf("button %q is disabled", text)
	}
	test.Tap(b)
}

// TapPrefix taps the first enabled button or tile whose text starts with
// prefix, for texts that end in a count or a name the test need not spell.
func (e *Env) TapPrefix(prefix string) {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			return strings.HasPrefix(b.Text, prefix) && !b.Disabled()
		case *kit.Tile:
			return strings.HasPrefix(b.Text(), prefix) && !b.Disabled()
		}
		return false
	})
	switch b := o.(type) {
	case *widget.Button:
		test.Tap(b)
	case *kit.Tile:
		test.Tap(b.Button)
	default:
		e.T.Fatalf("nothing enabled starting with %q on screen; texts: %q", prefix, e.Texts())
	}
}

// StartIn starts the UI again in lang, as the app starts on a phone set to
// it (the language is read once, at start).
func (e *Env) StartIn(lang string) {
	e.A.Preferences().SetString(kit.PrefLanguage, lang)
	e.U = kit.New(e.A, e.W, e.Store)
}

// Texts lists every text shown: labels, rich text, canvas text and buttons.
func (e *Env) Texts() []string {
	var out []string
	for _, r := range e.Roots() {
		Walk(r, func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *kit.Label:
				out = append(out, x.Text) // whole, as well as its lines inside
			case *widget.Label:
				out = append(out, x.Text)
			case *widget.RichText:
				out = append(out, x.String())
			case *widget.Button:
				out = append(out, x.Text)
			case *canvas.Text:
				out = append(out, x.Text)
			}
			return false
		})
	}
	return out
}

// Shows reports whether some text on screen contains s.
func (e *Env) Shows(s string) bool {
	for _, t := range e.Texts() {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

func (e *Env) MustShow(s string) {
	e.T.Helper()
	if !e.Shows(s) {
		e.T.Fatalf("%q is not on screen; texts: %q", s, e.Texts())
	}
}

// Open shows a seeded session (what a seed function returns), failing the
// test when seeding or opening it failed.
func (e *Env) Open(sess *tracker.Session, err error) *tracker.Session {
	e.T.Helper()
	e.Seeded(sess, err)
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		e.T.Fatal(err)
	}
	return sess
}

// Seeded is a seeded session (what a seed function returns), failing the
// test when seeding it failed.
func (e *Env) Seeded(sess *tracker.Session, err error) *tracker.Session {
	e.T.Helper()
	if err != nil {
		e.T.Fatal(err)
	}
	return sess
}

// Play plays cmds on sess (the tracker's, or a game screen's), failing the
// test at the first the rules refuse.
func (e *Env) Play(sess interface{ Do(cmd any) error }, cmds ...any) {
	e.T.Helper()
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			e.T.Fatal(err)
		}
	}
}

// DialogEntry is the first text field of the top dialog, failing the test
// when there is none.
func (e *Env) DialogEntry() *widget.Entry {
	e.T.Helper()
	var entry *widget.Entry
	Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		entry, _ = o.(*widget.Entry)
		return entry != nil
	})
	if entry == nil {
		e.T.Fatalf("no text field in the dialog; texts: %q", e.Texts())
	}
	return entry
}

// DialogOpen reports whether a dialog (an overlay) is shown.
func (e *Env) DialogOpen() bool { return len(e.W.Canvas().Overlays().List()) > 0 }

// Frame is the game screen on top.
func (e *Env) Frame() *kit.Frame {
	e.T.Helper()
	f, ok := e.U.Top().(*kit.Frame)
	if !ok {
		e.T.Fatalf("the screen on top is %T, not a game screen", e.U.Top())
	}
	return f
}

// card finds the smallest container that shows text and holds a button, such
// as one row of a list of sessions or of a box profile.
func (e *Env) RowWith(text string) *fyne.Container {
	var best *fyne.Container
	Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok {
			return false
		}
		hasText, hasButton := false, false
		Walk(c, func(x fyne.CanvasObject) bool {
			switch x := x.(type) {
			case *widget.Label:
				hasText = hasText || strings.Contains(x.Text, text)
			case *kit.Label:
				hasText = hasText || strings.Contains(x.Text, text)
			case *widget.Button:
				hasButton = true
			}
			return false
		})
		if hasText && hasButton {
			best = c // deeper matches come later in the walk
		}
		return false
	})
	return best
}

// ButtonIn finds a button in o by its text, or by its icon when text is "".
func ButtonIn(o fyne.CanvasObject, text string, icon fyne.Resource) *widget.Button {
	var found *widget.Button
	Walk(o, func(x fyne.CanvasObject) bool {
		b, ok := x.(*widget.Button)
		if ok && ((text != "" && b.Text == text) || (text == "" && icon != nil && b.Icon != nil && b.Icon.Name() == icon.Name())) {
			found = b
			return true
		}
		return false
	})
	return found
}

// HistoryRow is the first (newest) row of the history panel: its text, its
// second line, and whether the text is struck through.
func (e *Env) HistoryRow() (text, when string, struck bool) {
	e.T.Helper()
	l := e.Frame().History.List
	var row fyne.CanvasObject
	Walk(l, func(o fyne.CanvasObject) bool {
		if rt, ok := o.(*widget.RichText); ok && row == nil {
			text = rt.String()
			if seg, ok := rt.Segments[0].(*widget.TextSegment); ok {
				struck = seg.Style.TextStyle.Strikethrough
			}
			row = rt
			return false
		}
		if lb, ok := o.(*widget.Label); ok && row != nil && when == "" && lb.SizeName == theme.SizeNameCaptionText {
			when = lb.Text
			return true
		}
		return false
	})
	if row == nil {
		e.T.Fatal("the history shows no row")
	}
	return text, when, struck
}

// Buttons finds every button saying text, dialogs first.
func (e *Env) Buttons(text string) []*widget.Button {
	var out []*widget.Button
	for _, r := range e.Roots() {
		out = append(out, buttonsIn(r, text)...)
	}
	return out
}

// TopButtons finds the buttons saying text in the topmost place that has
// any: the top dialog, else the one under it, else the screen.
func (e *Env) TopButtons(text string) []*widget.Button {
	for _, r := range e.Roots() {
		if out := buttonsIn(r, text); len(out) > 0 {
			return out
		}
	}
	return nil
}

// buttonsIn finds the buttons (tiles included) saying text under root.
func buttonsIn(root fyne.CanvasObject, text string) []*widget.Button {
	var out []*widget.Button
	Walk(root, func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			if b.Text == text {
				out = append(out, b)
			}
		case *kit.Tile:
			if b.Text() == text {
				out = append(out, b.Button)
			}
		}
		return false
	})
	return out
}
