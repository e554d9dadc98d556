package kit

import (
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A phone stops an app it leaves, resumes it later, or kills it in the
// background. Every action is stored before it is shown, so nothing waits to
// be saved when Skald goes; what must not outlive it is the live view (a
// server no phone can reach while Skald sleeps), and what must come back is
// the screen as stored.

// lifeState is what the UI remembers between leaving the app and coming back.
type lifeState struct {
	awake     bool   // the screen's blanking is off now
	away      bool   // the phone has put Skald in the background
	liveAway  *Frame // the game screen whose live view stopped when Skald left
	liveSheet *Sheet // the live view's code, while shown
}

// awakeScreen is a screen that keeps the screen awake while it is shown:
// a game screen, which players leave lying on the table for minutes.
type awakeScreen interface {
	keepsAwake()
}

func (f *Frame) keepsAwake() {}

// followLifecycle hooks the UI to the app's lifecycle: the newest UI of an
// app answers it (a test that starts the UI again gets the hooks with it).
func (u *UI) followLifecycle() {
	l := u.App.Lifecycle()
	l.SetOnExitedForeground(func() {
		if u.Mobile() {
			u.Leave()
		}
	})
	l.SetOnEnteredForeground(u.Return)
	l.SetOnStopped(u.Leave)
}

// KeepsAwake reports whether the screen shown now keeps the screen awake:
// a game screen, unless the setting says to let it sleep.
func (u *UI) KeepsAwake() bool {
	_, game := u.Top().(awakeScreen)
	return game && !u.life.away && u.Pref(PrefAwake, "on") != "off"
}

// syncAwake asks the driver to keep the screen awake, or to let it sleep,
// when that changes.
func (u *UI) syncAwake() {
	if want := u.KeepsAwake(); want != u.life.awake {
		u.life.awake = want
		if u.DisableBlanking != nil {
			u.DisableBlanking(want)
		}
	}
}

// Leave is Skald going to the background or being stopped: the live view
// of every game screen stops serving (its sheet closes; the top one is
// offered again on return) and the screen may sleep. A dialog being filled
// in stays as it is.
func (u *UI) Leave() {
	u.life.away = true
	if u.life.liveSheet != nil {
		u.life.liveSheet.Hide()
	}
	for i := len(u.stack) - 1; i >= 0; i-- {
		if f, ok := u.stack[i].(*Frame); ok && f.live != nil {
			if u.life.liveAway == nil {
				u.life.liveAway = f
			}
			f.StopLive()
		}
	}
	u.syncAwake()
}

// Return is Skald back in the foreground after Leave: the screen shown is
// built again from what the store holds (a game's session read again), and
// a live view that Leave stopped is offered again. Without a Leave before
// (a desktop window gaining focus), nothing changes.
func (u *UI) Return() {
	if !u.life.away {
		return
	}
	u.life.away = false
	if f, ok := u.Top().(*Frame); ok {
		// The store answers the Session the screen holds (one per session),
		// its list facts read again; the state it holds is the stored one,
		// since every action is written before it is shown.
		if _, err := u.Store.OpenSession(f.Sess.Info().ID); err != nil {
			u.ShowError(err)
		}
	}
	u.Show()
	f := u.life.liveAway
	u.life.liveAway = nil
	if f != nil && u.Top() == f {
		u.offerLive(f)
	}
}

// offerLive says the live view stopped while Skald was away and offers to
// show it again (with a new code: the old address is gone).
func (u *UI) offerLive(f *Frame) {
	s := u.NewSheet(u.Loc.T("app.live.stopped_title"), WrapLabel(u.Loc.T("app.live.stopped")))
	again := widget.NewButtonWithIcon(u.Loc.T("app.live.again"), theme.VisibilityIcon(), func() {
		s.Hide()
		f.ShowLive()
	})
	again.Importance = widget.HighImportance
	s.WithButtons(AtLeast(widget.NewButton(u.Loc.T("app.live.not_now"), s.Hide), 110, TouchSize),
		AtLeast(again, 110, TouchSize))
	s.Show()
}

// liveSheetShown keeps the live view's sheet while it is open, so that Leave
// closes it with the server it shows (nil: it closed).
func (u *UI) liveSheetShown(s *Sheet) { u.life.liveSheet = s }
