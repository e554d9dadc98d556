// Package app is Skald's Fyne user interface: the screens, the navigation
// between them, the theme and the dialogs. It shows what the tracker holds and
// sends the players' taps to it; the rules live in package rules.
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"skald/i18n"
	"skald/tracker"
)

// Preference keys (not user-visible).
const (
	prefLanguage = "language"  // "system" | "en" | "fr"
	prefTheme    = "theme"     // "system" | "light" | "dark"
	prefTextSize = "text_size" // "small" | "normal" | "large" | "xlarge"
)

// desktopWidth is the window width from which a game screen shows its board and
// its checklist and history side by side.
const desktopWidth = 800

// screen is one page of the app. build makes its widgets afresh with the current
// localizer; it is called again after a language or theme change and when the
// screen comes back to the top of the stack.
type screen interface {
	build() fyne.CanvasObject
}

// closer is a screen that holds something (a tracker subscription) to release
// when it leaves the stack.
type closer interface {
	close()
}

// undoer is a screen that answers the undo and redo shortcuts.
type undoer interface {
	undo()
	redo()
}

// UI is the running app: one window, one store, one language.
type UI struct {
	app   fyne.App
	win   fyne.Window
	store *tracker.Store
	loc   *i18n.Localizer
	stack []screen
}

// New builds the UI in window w: it applies the saved language, theme and text
// size and installs the keyboard shortcuts. Call one of the Show methods next.
func New(a fyne.App, w fyne.Window, store *tracker.Store) *UI {
	u := &UI{app: a, win: w, store: store}
	u.loc = i18n.New(i18n.Resolve(u.pref(prefLanguage, "system"), systemLocale()))
	u.applyTheme()
	w.SetTitle(u.loc.T("app.title"))
	u.installShortcuts()
	return u
}

// systemLocale is the operating system's locale, e.g. "fr-FR".
func systemLocale() string {
	if l := lang.SystemLocale().String(); l != "" {
		return l
	}
	return i18n.EnvLocale()
}

func (u *UI) pref(key, fallback string) string {
	return u.app.Preferences().StringWithFallback(key, fallback)
}

// Localizer returns the language the UI speaks now.
func (u *UI) Localizer() *i18n.Localizer { return u.loc }

// Window returns the UI's window.
func (u *UI) Window() fyne.Window { return u.win }

// setLanguage switches the language live and keeps the choice.
func (u *UI) setLanguage(setting string) {
	u.app.Preferences().SetString(prefLanguage, setting)
	u.loc = i18n.New(i18n.Resolve(setting, systemLocale()))
	u.win.SetTitle(u.loc.T("app.title"))
	u.show()
}

// push shows s on top of the current screen.
func (u *UI) push(s screen) {
	u.stack = append(u.stack, s)
	u.show()
}

// back returns to the previous screen, rebuilt so it shows fresh data.
func (u *UI) back() {
	if len(u.stack) <= 1 {
		return
	}
	closeScreen(u.stack[len(u.stack)-1])
	u.stack = u.stack[:len(u.stack)-1]
	u.show()
}

// resetTo empties the stack and shows s alone.
func (u *UI) resetTo(s screen) {
	for _, old := range u.stack {
		closeScreen(old)
	}
	u.stack = []screen{s}
	u.show()
}

func closeScreen(s screen) {
	if c, ok := s.(closer); ok {
		c.close()
	}
}

// top is the screen shown now (nil before the first Show).
func (u *UI) top() screen {
	if len(u.stack) == 0 {
		return nil
	}
	return u.stack[len(u.stack)-1]
}

// show (re)builds the top screen into the window.
func (u *UI) show() {
	if s := u.top(); s != nil {
		u.win.SetContent(s.build())
	}
}

// ShowSetup shows a game's setup form over Home (false for an unknown game).
func (u *UI) ShowSetup(gameID string) bool {
	s := setupScreen(u, gameID)
	if s == nil {
		return false
	}
	u.ShowHome()
	u.push(s)
	return true
}

// OpenSession shows a session's game screen over Home.
func (u *UI) OpenSession(id int64) error {
	sess, err := u.store.OpenSession(id)
	if err != nil {
		return err
	}
	u.ShowHome()
	u.push(newPlayScreen(u, sess))
	return nil
}

// openInPlace opens a session over the screen shown now, so Back returns to
// it; a failure is shown.
func (u *UI) openInPlace(id int64) {
	sess, err := u.store.OpenSession(id)
	if err != nil {
		u.showError(err)
		return
	}
	u.push(newPlayScreen(u, sess))
}

// installShortcuts binds undo and redo (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z; Cmd on
// macOS) and Escape or the Android back key to Back.
func (u *UI) installShortcuts() {
	c := u.win.Canvas()
	// The desktop driver reports Ctrl+Z and Ctrl+Y (Cmd on macOS) as the standard
	// Undo and Redo shortcuts; Ctrl+Shift+Z, and drivers that do not translate,
	// arrive as custom shortcuts.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { u.undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { u.redo() })
	def := fyne.KeyModifierShortcutDefault
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: def}, func(fyne.Shortcut) { u.undo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: def}, func(fyne.Shortcut) { u.redo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: def | fyne.KeyModifierShift}, func(fyne.Shortcut) { u.redo() })
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape || e.Name == mobile.KeyBack {
			if len(c.Overlays().List()) == 0 {
				u.back()
			}
		}
	})
}

func (u *UI) undo() {
	if s, ok := u.top().(undoer); ok {
		s.undo()
	}
}

func (u *UI) redo() {
	if s, ok := u.top().(undoer); ok {
		s.redo()
	}
}

// showRecovered tells that a damaged database was set aside.
func (u *UI) showRecovered(r *tracker.Recovered) {
	body := u.loc.T("app.recovered.body", "Path", r.MovedTo)
	if r.Cause.ID != "" {
		body += "\n\n" + u.loc.T("app.recovered.cause", "Cause", u.loc.Msg(r.Cause))
	}
	u.info(u.loc.T("app.recovered.title"), body)
}

// info shows a message with an OK button, in the UI's language.
func (u *UI) info(title, body string) {
	d := dialog.NewCustom(title, u.loc.T("common.ok"), wrapLabel(body), u.win)
	d.Resize(dialogSize(u.win, 420, 0))
	d.Show()
}

// confirm asks a yes/no question; yes is the label of the confirming button.
func (u *UI) confirm(title, body, yes string, danger bool, then func()) {
	d := dialog.NewConfirm(title, body, func(ok bool) {
		if ok {
			then()
		}
	}, u.win)
	d.SetConfirmText(yes)
	d.SetDismissText(u.loc.T("common.cancel"))
	if danger {
		d.SetConfirmImportance(widget.DangerImportance)
	}
	d.Show()
}

// ShowHome shows Home as the only screen.
func (u *UI) ShowHome() { u.resetTo(shellScreen(shellHome, u)) }

// ShowCampaigns shows the list of every campaign over Home.
func (u *UI) ShowCampaigns() {
	u.ShowHome()
	u.push(shellScreen(shellCampaigns, u))
}

// The shell's own screens that the kit and the games lead to. The shell sets
// them; without a shell (a game's tests) an empty screen stands in.
var (
	shellHome      func(u *UI) screen
	shellCampaigns func(u *UI) screen
)

func shellScreen(make func(u *UI) screen, u *UI) screen {
	if make == nil {
		return emptyScreen{}
	}
	return make(u)
}

// emptyScreen shows nothing.
type emptyScreen struct{}

func (emptyScreen) build() fyne.CanvasObject { return container.NewStack() }
