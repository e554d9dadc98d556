package kittest

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"skald/app/kit"
)

// Strip is the status strip on screen, nil when none is shown.
func (e *Env) Strip() *kit.Strip {
	s, _ := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*kit.Strip); return ok }).(*kit.Strip)
	return s
}

// StripText is what the status strip says (facts joined by " · ", rows by
// new lines), failing the test when no strip is shown.
func (e *Env) StripText() string {
	e.T.Helper()
	s := e.Strip()
	if s == nil {
		e.T.Fatalf("no status strip on screen; texts: %q", e.Texts())
	}
	return s.Text()
}

// MustStrip fails the test unless the status strip says each of want.
func (e *Env) MustStrip(want ...string) {
	e.T.Helper()
	got := e.StripText()
	for _, w := range want {
		if !strings.Contains(got, w) {
			e.T.Errorf("the status strip does not say %q; it says:\n%s", w, got)
		}
	}
}

// BoardScroll is the scroll that holds the game board (the one the frame's
// outcome banner is in).
func (e *Env) BoardScroll() *container.Scroll {
	e.T.Helper()
	banner := e.Frame().Banner
	var board *container.Scroll
	Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		s, ok := o.(*container.Scroll)
		if ok && holds(s.Content, banner) {
			board = s
			return true
		}
		return false
	})
	if board == nil {
		e.T.Fatal("no scroll holds the board")
	}
	return board
}

// holds reports whether o is in the tree under root (hidden parts too).
func holds(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	switch x := root.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if holds(c, o) {
				return true
			}
		}
	case *container.Scroll:
		return x.Content != nil && holds(x.Content, o)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			if holds(c, o) {
				return true
			}
		}
	}
	return false
}

// CheckStripPinned checks that the status strip lies outside the board's
// scroll, inside the window, and stays where it is when the board scrolls
// to its end; a tap on it brings the board back to its top.
func (e *Env) CheckStripPinned() {
	e.T.Helper()
	SettleLayout(e)
	strip := e.Strip()
	if strip == nil {
		e.T.Fatalf("no status strip on screen; texts: %q", e.Texts())
	}
	board := e.BoardScroll()
	if holds(board, strip) {
		e.T.Fatal("the status strip is inside the board's scroll: it scrolls away")
	}
	drv := fyne.CurrentApp().Driver()
	before := drv.AbsolutePositionForObject(strip)
	win := e.W.Canvas().Size()
	if before.Y < 0 || before.Y+strip.Size().Height > win.Height || strip.Size().Height <= 0 {
		e.T.Fatalf("the status strip at y %.0f, %.0f tall, is not inside a window %.0f tall", before.Y, strip.Size().Height, win.Height)
	}
	board.ScrollToBottom()
	if board.Offset.Y <= 0 {
		e.T.Fatalf("the board (%.0f of %.0f high shown) did not scroll", board.Size().Height, board.Content.MinSize().Height)
	}
	if after := drv.AbsolutePositionForObject(strip); after != before {
		e.T.Errorf("the status strip moved from %v to %v when the board scrolled", before, after)
	}
	var tap *kit.TapArea
	Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if t, ok := o.(*kit.TapArea); ok && holds(t, strip) {
			tap = t
			return true
		}
		return false
	})
	if tap == nil {
		e.T.Fatal("the status strip does not answer a tap")
	}
	test.Tap(tap)
	if board.Offset.Y != 0 {
		e.T.Errorf("a tap on the status strip left the board scrolled by %.0f", board.Offset.Y)
	}
}

// bottomMost is the largest share of a phone's height the game screen's
// bottom panel (the next step and the actions) may take.
const bottomMost = 0.42

// CheckBottomPanel fails when the game screen's bottom panel takes more than
// about 40% of a phone's height: its actions must scroll inside it and
// leave the board the rest. A screen that is not a game screen passes.
func (e *Env) CheckBottomPanel(what string) {
	e.T.Helper()
	f, ok := e.U.Top().(*kit.Frame)
	if !ok || f.Bottom() == nil {
		return
	}
	win := e.W.Canvas().Size()
	if win.Width >= kit.DesktopWidth {
		return
	}
	b := f.Bottom()
	if h := max(b.MinSize().Height, b.Size().Height); h > win.Height*bottomMost {
		e.T.Errorf("%s: the bottom panel is %.0f tall, %.0f%% of a window %.0f tall (at most %.0f%%)",
			what, h, 100*h/win.Height, win.Height, 100*bottomMost)
	}
}
