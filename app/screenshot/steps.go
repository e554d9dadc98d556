package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

// The steps screens are made of: open a seeded session, tap a button, scroll
// a long screen down.

// seeded is the screen of the session a seed function makes.
func seeded(mk func(*tracker.Store, string) (*tracker.Session, error), title string) shot {
	return func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		sess, err := mk(store, title)
		if err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
}

// tap taps the buttons or tiles with these texts on w, in order, dialogs
// first.
func tap(w fyne.Window, texts ...string) error {
	for _, text := range texts {
		b := findButton(w.Canvas(), text)
		if b == nil {
			return fmt.Errorf("no button %q", text)
		}
		test.Tap(b)
	}
	return nil
}

// tapShown taps those of the buttons with these texts that w shows: a
// choice the box profile lacks is passed over.
func tapShown(w fyne.Window, texts ...string) {
	for _, text := range texts {
		if b := findButton(w.Canvas(), text); b != nil {
			test.Tap(b)
		}
	}
}

// tapMsgs taps the buttons (or tiles) saying these messages, in order.
func tapMsgs(ui *kit.UI, w fyne.Window, ids ...string) error {
	for _, id := range ids {
		if err := tap(w, ui.Localizer().T(id)); err != nil {
			return err
		}
	}
	return nil
}

// thenTap is the screen base with the buttons saying these messages tapped,
// in order.
func thenTap(base string, ids ...string) shot {
	return func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens[base](ui, store, w); err != nil {
			return err
		}
		return tapMsgs(ui, w, ids...)
	}
}

// atEnd is the screen base scrolled to its end.
func atEnd(base string) shot {
	return func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens[base](ui, store, w); err != nil {
			return err
		}
		scrollToEnd(w.Canvas().Content())
		return nil
	}
}

// scrolled registers each screen also scrolled down by 500, 1000 and 1500
// pixels ("dwarves-s1", "althing-solo-s2"…), so every part of a screen
// longer than a phone can be looked at.
func scrolled(bases ...string) {
	for _, base := range bases {
		for n := 1; n <= 3; n++ {
			screens[fmt.Sprintf("%s-s%d", base, n)] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
				if err := screens[base](ui, store, w); err != nil {
					return err
				}
				settleCanvas(w.Canvas())
				scrollDown(w.Canvas(), float32(500*n))
				return nil
			}
		}
	}
}

// scrollDown scrolls the top dialog's (else the screen's) first vertical
// scroller by dy.
func scrollDown(c fyne.Canvas, dy float32) {
	roots := c.Overlays().List()
	for i := len(roots) - 1; i >= 0; i-- {
		if s := firstScroll(roots[i]); s != nil {
			s.ScrollToOffset(fyne.NewPos(0, s.Offset.Y+dy))
			return
		}
	}
	if s := firstScroll(c.Content()); s != nil {
		s.ScrollToOffset(fyne.NewPos(0, s.Offset.Y+dy))
	}
}

func firstScroll(o fyne.CanvasObject) *container.Scroll {
	var found *container.Scroll
	kittest.Walk(o, func(o fyne.CanvasObject) bool {
		if s, ok := o.(*container.Scroll); ok && s.Direction != container.ScrollHorizontalOnly {
			found = s
		}
		return found != nil
	})
	return found
}
