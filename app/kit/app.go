// Package app is Skald's Fyne user interface: the screens, the navigation
// between them, the theme and the dialogs. It shows what the tracker holds and
// sends the players' taps to it; the rules live in package rules.
package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"skald/i18n"
	"skald/tracker"
)

// Preference keys (not user-visible).
const (
	PrefLanguage = "language"   // "system" | "en" | "fr"
	PrefTheme    = "theme"      // "system" | "light" | "dark"
	PrefTextSize = "text_size"  // "small" | "normal" | "large" | "xlarge"
	PrefAwake    = "keep_awake" // "on" | "off": the screen stays awake on a game screen
)

// DesktopWidth is the window width from which a game screen shows its board and
// its checklist and history side by side.
const DesktopWidth = 800

// Screen is one page of the app. build makes its widgets afresh with the current
// localizer; it is called again after a language or theme change and when the
// screen comes back to the top of the stack.
type Screen interface {
	Build() fyne.CanvasObject
}

// closer is a screen that holds something (a tracker subscription) to release
// when it leaves the stack.
type closer interface {
	Close()
}

// undoer is a screen that answers the undo and redo shortcuts.
type undoer interface {
	Undo()
	Redo()
}

// UI is the running app: one window, one store, one language.
type UI struct {
	App   fyne.App
	Win   fyne.Window
	Store *tracker.Store
	Loc   *i18n.Localizer
	// Settings are kept beside the store's database; nil (a UI without a
	// store) reads Fyne's preferences.
	Settings *Settings
	// AfterShow, when set, runs each time a screen has been built into the
	// window (a test waits on it for a rebuild that follows a resize).
	AfterShow func()
	// DisableBlanking keeps the screen awake (true) or lets it sleep again;
	// it is the driver's switch, which a test replaces (Fyne's test driver
	// does not record it).
	DisableBlanking func(disable bool)
	// Mobile reports whether Skald runs on a phone, where leaving the app
	// may stop it (on a desktop, leaving the foreground is a window losing
	// focus); a test replaces it.
	Mobile func() bool
	stack  []Screen
	life   lifeState
}

// New builds the UI in window w: it applies the saved language, theme and text
// size and installs the keyboard shortcuts. Call one of the Show methods next.
func New(a fyne.App, w fyne.Window, store *tracker.Store) *UI {
	u := &UI{App: a, Win: w, Store: store, Settings: LoadSettings(SettingsPath(store.Path()), a.Preferences()),
		DisableBlanking: a.Driver().SetDisableScreenBlanking, Mobile: fyne.CurrentDevice().IsMobile}
	u.Loc = i18n.New(i18n.Resolve(u.Pref(PrefLanguage, "system"), SystemLocale()))
	u.ApplyTheme()
	w.SetTitle(u.Loc.T("app.title"))
	u.installShortcuts()
	u.followTheme()
	u.followLifecycle()
	return u
}

// followTheme builds the screen shown again when the theme or its variant
// changes (the settings, or a phone switching to dark at night): screens are
// built once and updated in place, so colours read when a part was made
// would otherwise stay those of the old theme. A switch is rare; a rebuild
// is the one way that catches every colour.
func (u *UI) followTheme() {
	st := u.App.Settings()
	th, v := st.Theme(), st.ThemeVariant()
	st.AddListener(func(s fyne.Settings) {
		if s.Theme() == th && s.ThemeVariant() == v {
			return
		}
		th, v = s.Theme(), s.ThemeVariant()
		fyne.Do(func() {
			if u.showing() {
				u.Show()
			}
		})
	})
}

// showing reports whether the window shows this UI's screen (a test may
// make another UI over the same window).
func (u *UI) showing() bool {
	c, ok := u.Win.Content().(*fyne.Container)
	if !ok {
		return false
	}
	w, ok := c.Layout.(*widthWatch)
	return ok && w.u == u
}

// SystemLocale is the operating system's locale, e.g. "fr-FR".
func SystemLocale() string {
	if l := lang.SystemLocale().String(); l != "" {
		return l
	}
	return i18n.EnvLocale()
}

// Pref is the setting kept for key, or fallback.
func (u *UI) Pref(key, fallback string) string {
	if u.Settings == nil {
		return u.App.Preferences().StringWithFallback(key, fallback)
	}
	return u.Settings.String(key, fallback)
}

// SetPref keeps a setting beside the database. Over a read-only database the
// choice holds until Skald closes, and the file (which the Skald writing the
// database reads) is left alone.
func (u *UI) SetPref(key, value string) {
	if u.Settings == nil {
		u.App.Preferences().SetString(key, value)
		return
	}
	if ro, _ := u.Store.ReadOnly(); ro {
		u.Settings.Keep(key, value)
		return
	}
	if err := u.Settings.Set(key, value); err != nil {
		u.ShowError(err)
	}
}

// Localizer returns the language the UI speaks now.
func (u *UI) Localizer() *i18n.Localizer { return u.Loc }

// Window returns the UI's window.
func (u *UI) Window() fyne.Window { return u.Win }

// SetLanguage switches the language live and keeps the choice.
func (u *UI) SetLanguage(setting string) {
	u.SetPref(PrefLanguage, setting)
	u.Loc = i18n.New(i18n.Resolve(setting, SystemLocale()))
	u.Win.SetTitle(u.Loc.T("app.title"))
	u.Show()
}

// Push shows s on top of the current screen.
func (u *UI) Push(s Screen) {
	u.stack = append(u.stack, s)
	u.Show()
}

// Back returns to the previous screen, rebuilt so it shows fresh data.
func (u *UI) Back() {
	if len(u.stack) <= 1 {
		return
	}
	closeScreen(u.stack[len(u.stack)-1])
	u.stack = u.stack[:len(u.stack)-1]
	u.Show()
}

// resetTo empties the stack and shows s alone.
func (u *UI) resetTo(s Screen) {
	for _, old := range u.stack {
		closeScreen(old)
	}
	u.stack = []Screen{s}
	u.Show()
}

// CloseScreens releases what every screen on the stack holds (a game
// screen's live view stops serving): the window is closing.
func (u *UI) CloseScreens() {
	for _, s := range u.stack {
		closeScreen(s)
	}
}

func closeScreen(s Screen) {
	if c, ok := s.(closer); ok {
		c.Close()
	}
}

// Top is the screen shown now (nil before the first Show).
func (u *UI) Top() Screen {
	if len(u.stack) == 0 {
		return nil
	}
	return u.stack[len(u.stack)-1]
}

// Show (re)builds the top screen into the window.
// A read-only store puts a banner above every screen.
func (u *UI) Show() {
	if s := u.Top(); s != nil {
		content := s.Build()
		if b := u.readOnlyBanner(); b != nil {
			content = container.NewBorder(b, nil, nil, nil, content)
		}
		if b := u.damagedBanner(); b != nil {
			content = container.NewBorder(b, nil, nil, nil, content)
		}
		u.Win.SetContent(container.New(&widthWatch{u: u, s: s}, content))
		u.syncAwake()
		if u.AfterShow != nil {
			u.AfterShow()
		}
	}
}

// ShowSetup shows a game's setup form over Home (false for an unknown game).
func (u *UI) ShowSetup(gameID string) bool {
	s := setupScreen(u, gameID)
	if s == nil {
		return false
	}
	u.ShowHome()
	u.Push(s)
	return true
}

// OpenSession shows a session's game screen over Home.
func (u *UI) OpenSession(id int64) error {
	sess, err := u.Store.OpenSession(id)
	if err != nil {
		return err
	}
	u.ShowHome()
	u.Play(sess)
	return nil
}

// Play shows the game screen of sess over the screen shown now.
func (u *UI) Play(sess Session) { u.Push(newPlayScreen(u, sess)) }

// OpenInPlace opens a session over the screen shown now, so Back returns to
// it; a failure is shown.
func (u *UI) OpenInPlace(id int64) {
	sess, err := u.Store.OpenSession(id)
	if err != nil {
		u.ShowError(err)
		return
	}
	u.Play(sess)
}

// installShortcuts binds undo and redo (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z; Cmd on
// macOS) and Escape or the Android back key to Back.
func (u *UI) installShortcuts() {
	c := u.Win.Canvas()
	// The desktop driver reports Ctrl+Z and Ctrl+Y (Cmd on macOS) as the standard
	// Undo and Redo shortcuts; Ctrl+Shift+Z, and drivers that do not translate,
	// arrive as custom shortcuts.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { u.Undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { u.Redo() })
	def := fyne.KeyModifierShortcutDefault
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: def}, func(fyne.Shortcut) { u.Undo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: def}, func(fyne.Shortcut) { u.Redo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: def | fyne.KeyModifierShift}, func(fyne.Shortcut) { u.Redo() })
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape || e.Name == mobile.KeyBack {
			if len(c.Overlays().List()) == 0 {
				u.Back()
			}
		}
	})
}

func (u *UI) Undo() {
	if s, ok := u.Top().(undoer); ok {
		s.Undo()
	}
}

func (u *UI) Redo() {
	if s, ok := u.Top().(undoer); ok {
		s.Redo()
	}
}

// ShowRecovered tells that a damaged database was set aside.
func (u *UI) ShowRecovered(r *tracker.Recovered) {
	body := u.Loc.T("app.recovered.body", "Path", r.MovedTo)
	if r.Cause.ID != "" {
		body += "\n\n" + u.Loc.T("app.recovered.cause", "Cause", u.Loc.Msg(r.Cause))
	}
	u.Info(u.Loc.T("app.recovered.title"), body)
}

// Info shows a message with an OK button, in the UI's language.
func (u *UI) Info(title, body string) {
	u.NewSheet(title, WrapLabel(body)).WithClose(u.Loc.T("common.ok")).Show()
}

// Confirm asks a yes/no question; yes is the label of the confirming button.
func (u *UI) Confirm(title, body, yes string, danger bool, then func()) {
	s := u.NewSheet(title, WrapLabel(body))
	ok := s.WithCancelOK(yes, then)
	if danger {
		ok.Importance = widget.DangerImportance
	}
	s.Show()
}

// ShowHome shows Home as the only screen.
func (u *UI) ShowHome() { u.resetTo(shellScreen(ShellHome, u)) }

// ShowCampaigns shows the list of every campaign over Home.
func (u *UI) ShowCampaigns() {
	u.ShowHome()
	u.Push(shellScreen(ShellCampaigns, u))
}

// The shell's own screens that the kit and the games lead to. The shell sets
// them; without a shell (a game's tests) an empty screen stands in.
var (
	ShellHome      func(u *UI) Screen
	ShellCampaigns func(u *UI) Screen
	// ShellCampaignStats is the Statistics of one campaign's games.
	ShellCampaignStats func(u *UI, campaign int64) Screen
)

func shellScreen(make func(u *UI) Screen, u *UI) Screen {
	if make == nil {
		return emptyScreen{}
	}
	return make(u)
}

// emptyScreen shows nothing.
type emptyScreen struct{}

func (emptyScreen) Build() fyne.CanvasObject { return container.NewStack() }
