package qa

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// Turning a phone on its side, or widening the window past a desktop's width,
// lays the game screen out again: the status strip gives way to the side
// panel, and comes back when the window narrows; the session is the same.
func TestGameScreenFollowsAResize(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Open(seed.QaSession(e.Store, "Resize", 2))
	if e.Strip() == nil {
		t.Fatal("no status strip on a phone")
	}
	shown := make(chan struct{}, 4)
	e.U.AfterShow = func() { shown <- struct{}{} }
	// The rebuild comes on the next frame, not inside the resize: wait for it.
	resize := func(size fyne.Size) {
		t.Helper()
		e.W.Resize(size)
		select {
		case <-shown:
		case <-time.After(2 * time.Second):
			t.Fatalf("the screen was not built again after a resize to %v", size)
		}
	}
	resize(kittest.DesktopSize)
	if e.Strip() != nil {
		t.Fatal("the strip is still shown at desktop size")
	}
	if e.Frame().Sess != sess {
		t.Fatal("the rebuilt screen holds another session")
	}
	resize(kittest.PhoneSize)
	if e.Strip() == nil {
		t.Fatal("no strip after narrowing back to a phone")
	}
}
