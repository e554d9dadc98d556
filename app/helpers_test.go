package app

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

	"skald/tracker"
)

var (
	desktopSize = fyne.NewSize(1280, 800)
	phoneSize   = fyne.NewSize(360, 640)
)

// env is a UI over a real store in a temporary folder.
type env struct {
	t     testing.TB
	a     fyne.App
	w     fyne.Window
	u     *UI
	store *tracker.Store
	path  string
}

// newEnv opens a store at path ("" = a new file in t.TempDir()) and a UI of the
// given size over it, showing nothing yet.
func newEnv(t testing.TB, path string, size fyne.Size) *env {
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
	return &env{t: t, a: a, w: w, u: New(a, w, store), store: store, path: path}
}

// roots are the places to look for widgets: the top dialog first, then the rest.
func (e *env) roots() []fyne.CanvasObject {
	c := e.w.Canvas()
	var roots []fyne.CanvasObject
	ov := c.Overlays().List()
	for i := len(ov) - 1; i >= 0; i-- {
		roots = append(roots, ov[i])
	}
	return append(roots, c.Content())
}

// walk visits every visible object under o, widgets through their renderers.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) bool {
	if o == nil || !o.Visible() {
		return false
	}
	if visit(o) {
		return true
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if walk(c, visit) {
				return true
			}
		}
	case *container.Scroll:
		return walk(x.Content, visit)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			if walk(c, visit) {
				return true
			}
		}
	}
	return false
}

// find returns the first object the predicate accepts, dialogs first.
func (e *env) find(match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	var found fyne.CanvasObject
	for _, r := range e.roots() {
		if walk(r, func(o fyne.CanvasObject) bool {
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

// button finds a button by its exact text.
func (e *env) button(text string) *widget.Button {
	o := e.find(func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			return b.Text == text
		case *tile:
			return b.Text() == text
		}
		return false
	})
	switch b := o.(type) {
	case *widget.Button:
		return b
	case *tile:
		return b.button
	}
	return nil
}

// iconButton finds a button showing icon (by resource name) and no text.
func (e *env) iconButton(icon fyne.Resource) *widget.Button {
	o := e.find(func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		return ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name()
	})
	if o == nil {
		return nil
	}
	return o.(*widget.Button)
}

// tap taps the button with text, failing the test when there is none or it is
// disabled.
func (e *env) tap(text string) {
	e.t.Helper()
	b := e.button(text)
	if b == nil {
		e.t.Fatalf("no button %q on screen; texts: %q", text, e.texts())
	}
	if b.Disabled() {
		e.t.Fatalf("button %q is disabled", text)
	}
	test.Tap(b)
}

// texts lists every text shown: labels, rich text, canvas text and buttons.
func (e *env) texts() []string {
	var out []string
	for _, r := range e.roots() {
		walk(r, func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
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

// shows reports whether some text on screen contains s.
func (e *env) shows(s string) bool {
	for _, t := range e.texts() {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

func (e *env) mustShow(s string) {
	e.t.Helper()
	if !e.shows(s) {
		e.t.Fatalf("%q is not on screen; texts: %q", s, e.texts())
	}
}

// open shows a seeded session (what a seed function returns), failing the
// test when seeding or opening it failed.
func (e *env) open(sess *tracker.Session, err error) *tracker.Session {
	e.t.Helper()
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		e.t.Fatal(err)
	}
	return sess
}

// dialogEntry is the first text field of the top dialog, failing the test
// when there is none.
func (e *env) dialogEntry() *widget.Entry {
	e.t.Helper()
	var entry *widget.Entry
	walk(e.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		entry, _ = o.(*widget.Entry)
		return entry != nil
	})
	if entry == nil {
		e.t.Fatalf("no text field in the dialog; texts: %q", e.texts())
	}
	return entry
}

// dialogOpen reports whether a dialog (an overlay) is shown.
func (e *env) dialogOpen() bool { return len(e.w.Canvas().Overlays().List()) > 0 }

// frame is the game screen on top.
func (e *env) frame() *frame {
	e.t.Helper()
	f, ok := e.u.top().(*frame)
	if !ok {
		e.t.Fatalf("the screen on top is %T, not a game screen", e.u.top())
	}
	return f
}

// card finds the smallest container that shows text and holds a button, such
// as one row of a list of sessions or of a box profile.
func (e *env) rowWith(text string) *fyne.Container {
	var best *fyne.Container
	walk(e.w.Canvas().Content(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok {
			return false
		}
		hasText, hasButton := false, false
		walk(c, func(x fyne.CanvasObject) bool {
			switch x := x.(type) {
			case *widget.Label:
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

// buttonIn finds a button in o by its text, or by its icon when text is "".
func buttonIn(o fyne.CanvasObject, text string, icon fyne.Resource) *widget.Button {
	var found *widget.Button
	walk(o, func(x fyne.CanvasObject) bool {
		b, ok := x.(*widget.Button)
		if ok && ((text != "" && b.Text == text) || (text == "" && icon != nil && b.Icon != nil && b.Icon.Name() == icon.Name())) {
			found = b
			return true
		}
		return false
	})
	return found
}

// historyRow is the first (newest) row of the history panel: its text, its
// second line, and whether the text is struck through.
func (e *env) historyRow() (text, when string, struck bool) {
	e.t.Helper()
	l := e.frame().history.list
	var row fyne.CanvasObject
	walk(l, func(o fyne.CanvasObject) bool {
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
		e.t.Fatal("the history shows no row")
	}
	return text, when, struck
}

// buttons finds every button saying text, dialogs first.
func (e *env) buttons(text string) []*widget.Button {
	var out []*widget.Button
	for _, r := range e.roots() {
		walk(r, func(o fyne.CanvasObject) bool {
			switch b := o.(type) {
			case *widget.Button:
				if b.Text == text {
					out = append(out, b)
				}
			case *tile:
				if b.Text() == text {
					out = append(out, b.button)
				}
			}
			return false
		})
	}
	return out
}
