package kittest

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/settle"
	"skald/app/kit"
	"skald/tracker"
)

// FitCase opens one game screen in one state on e.
type FitCase struct {
	Name string
	Open func(e *Env)
}

// FitCases gathers a game's fit cases.
type FitCases []FitCase

// Add adds the case name, whose screen open opens.
func (c *FitCases) Add(name string, open func(e *Env)) {
	*c = append(*c, FitCase{Name: name, Open: open})
}

// NewLargestText is an Env of phone size at the largest text, in lang.
func NewLargestText(t *testing.T, lang string) *Env {
	e := NewEnv(t, "", PhoneSize)
	e.A.Preferences().SetString(kit.PrefTextSize, "xlarge")
	e.StartIn(lang)
	return e
}

// OpenSeeded opens the session a seed function made.
func OpenSeeded(mk func(store *tracker.Store) (*tracker.Session, error)) func(e *Env) {
	return func(e *Env) {
		e.T.Helper()
		sess, err := mk(e.Store)
		if err != nil {
			e.T.Fatal(err)
		}
		if err := e.U.OpenSession(sess.Info().ID); err != nil {
			e.T.Fatal(err)
		}
	}
}

// PlayedOn is a seed that plays cmds on the session mk made.
func PlayedOn[C any](mk func(store *tracker.Store) (*tracker.Session, error), cmds ...C) func(store *tracker.Store) (*tracker.Session, error) {
	return func(store *tracker.Store) (*tracker.Session, error) {
		sess, err := mk(store)
		if err != nil {
			return nil, err
		}
		for _, c := range cmds {
			if err := sess.Do(c); err != nil {
				return nil, err
			}
		}
		return sess, nil
	}
}

// SetupWith shows a game's setup once profile (a seed's) has taught the box
// profile its example values, less the keys in skip.
func SetupWith(game string, profile func(store *tracker.Store, skip ...string) error, skip ...string) func(e *Env) {
	return func(e *Env) {
		e.T.Helper()
		if err := profile(e.Store, skip...); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(game)
	}
}

// Then runs more steps after open.
func Then(open func(e *Env), more ...func(e *Env)) func(e *Env) {
	return func(e *Env) {
		open(e)
		for _, m := range more {
			m(e)
		}
	}
}

// TapMsg taps the button saying a message in the UI's language.
func TapMsg(id string) func(e *Env) { return func(e *Env) { e.Tap(e.U.Loc.T(id)) } }

// CheckPhoneFit checks that, at the largest text size, in English and in
// French, each case's screen fits a phone's width in every state seeded: rows fold or wrap
// instead of pushing the screen wider than the phone; and that a game
// screen's bottom panel leaves the board most of the height.
func CheckPhoneFit(t *testing.T, cases []FitCase) {
	for _, lang := range []string{"en", "fr"} {
		for _, c := range cases {
			t.Run(lang+" "+c.Name, func(t *testing.T) {
				e := NewLargestText(t, lang)
				c.Open(e)
				// A screen wider than the phone when it is first shown grows
				// the test window, and is then laid out at that width.
				if w := e.W.Canvas().Size().Width; w > PhoneSize.Width {
					fresh := e.U.Top().Build()
					t.Errorf("%s made the window %.0f wide at extra-large text, more than a phone's %.0f: %s", c.Name, w, PhoneSize.Width,
						strings.Join(Widest(fresh, PhoneSize.Width-8), "; "))
					return
				}
				SettleLayout(e)
				if w := e.W.Canvas().Content().MinSize().Width; w > PhoneSize.Width {
					t.Errorf("%s is %.0f wide at extra-large text, more than a phone's %.0f: %s", c.Name, w, PhoneSize.Width,
						strings.Join(Widest(e.W.Canvas().Content(), PhoneSize.Width-8), "; "))
				}
				for _, o := range e.W.Canvas().Overlays().List() {
					if w := o.MinSize().Width; w > PhoneSize.Width {
						t.Errorf("%s: a dialog is %.0f wide at extra-large text: %s", c.Name, w, strings.Join(Widest(o, PhoneSize.Width-8), "; "))
					}
				}
				e.CheckDialogs(c.Name)
				e.CheckBottomPanel(c.Name)
			})
		}
	}
}

// SettleLayout lays the screen out again until text that wraps has taken its
// height and rows that fold have folded, as a real window does frame after
// frame: some minimum widths are known only after a layout.
func SettleLayout(e *Env) { settle.Roots(e.Roots()...) }

// Widest lists the deepest objects wider than w, for a layout failure.
func Widest(o fyne.CanvasObject, w float32) []string {
	var out []string
	var chain []string // the types above o, to name where it sits
	var visit func(o fyne.CanvasObject, depth int) bool
	visit = func(o fyne.CanvasObject, depth int) bool {
		if o == nil || o.MinSize().Width <= w {
			return false
		}
		child := false
		chain = append(chain, fmt.Sprintf("%T", o))
		defer func() { chain = chain[:len(chain)-1] }()
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				child = visit(c, depth+1) || child
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				child = visit(c, depth+1) || child
			}
		}
		if !child {
			text := ""
			if l, ok := o.(interface{ Text() string }); ok {
				text = l.Text()
			}
			if t, ok := o.(*canvas.Text); ok {
				text = t.Text
			}
			if c, ok := o.(*fyne.Container); ok {
				text = fmt.Sprintf("%T:", c.Layout)
				for _, ch := range c.Objects {
					text += fmt.Sprintf(" %T %.0f", ch, ch.MinSize().Width)
					if l, ok := ch.(interface{ Text() string }); ok {
						text += " " + l.Text()
					}
				}
			}
			under := chain[:len(chain)-1]
			if len(under) > 4 {
				under = under[len(under)-4:]
			}
			out = append(out, fmt.Sprintf("%T %.0f %q (in %s)", o, o.MinSize().Width, text, strings.Join(under, " > ")))
		}
		return true
	}
	visit(o, 0)
	return out
}
