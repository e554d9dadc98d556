// Command screenshot renders one of Skald's real screens, seeded with example
// data in a temporary database, to a PNG file without a display. Build it with
// -tags ci so Fyne uses its software driver:
//
//	go run -tags ci ./app/screenshot -screen qa -size phone -lang fr -out qa.png
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app"
	"skald/app/internal/seed"
	"skald/rules/qa"
	"skald/tracker"
)

var screens = []string{"home", "sessions", "settings", "profile", "newgame", "qa", "qa-setup", "qa-printed"}

func main() {
	screen := flag.String("screen", "home", fmt.Sprintf("screen to render: %v", screens))
	size := flag.String("size", "phone", "phone (360×640) or desktop (1280×800)")
	lang := flag.String("lang", "en", "language: en or fr")
	theme := flag.String("theme", "light", "theme: light or dark")
	text := flag.String("text", "normal", "text size: small, normal, large or xlarge")
	out := flag.String("out", "screenshot.png", "PNG file to write")
	flag.Parse()
	if err := run(*screen, *size, *lang, *theme, *text, *out); err != nil {
		fmt.Fprintln(os.Stderr, "screenshot:", err)
		os.Exit(1)
	}
}

func run(screen, size, lang, theme, text, out string) error {
	dims := map[string]fyne.Size{"phone": {Width: 360, Height: 640}, "desktop": {Width: 1280, Height: 800}}
	dim, ok := dims[size]
	if !ok {
		return fmt.Errorf("unknown size %q (phone or desktop)", size)
	}
	dir, err := os.MkdirTemp("", "skald-shot-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	store, _, err := tracker.Open(filepath.Join(dir, "skald.db"))
	if err != nil {
		return err
	}
	defer store.Close()

	a := test.NewApp()
	a.Preferences().SetString("language", lang)
	a.Preferences().SetString("theme", theme)
	a.Preferences().SetString("text_size", text)
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(dim)
	ui := app.New(a, w, store)

	switch screen {
	case "home":
		if _, err := seedQa(store, "Tuesday night"); err != nil {
			return err
		}
		ui.ShowHome()
	case "sessions":
		if err := seedSessions(store); err != nil {
			return err
		}
		ui.ShowSessions()
	case "settings":
		ui.ShowSettings()
	case "profile":
		if err := seed.QaProfile(store); err != nil {
			return err
		}
		ui.ShowProfile(qa.Game.ID())
	case "newgame":
		ui.ShowNewGame()
	case "qa-setup":
		ui.ShowSetup(qa.Game.ID())
		for _, name := range []string{"Thorgal", "Aaricia", "Jolan"} {
			if b := findButton(w.Canvas(), name); b != nil {
				test.Tap(b)
			}
		}
	case "qa", "qa-printed":
		id, err := seedQa(store, "Tuesday night")
		if err != nil {
			return err
		}
		if err := ui.OpenSession(id); err != nil {
			return err
		}
		if screen == "qa-printed" {
			// Ogotaï is on 5 and space 6 is not known yet: the app asks.
			b := findButton(w.Canvas(), ui.Localizer().T("app.qa.advance"))
			if b == nil {
				return fmt.Errorf("no Advance button")
			}
			test.Tap(b)
		}
	default:
		return fmt.Errorf("unknown screen %q: %v", screen, screens)
	}
	settle(w.Canvas())
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// seedQa starts the example session at the Ogotaï phase of round 3; its last
// action was undone and done again, so the history shows a dropped entry.
func seedQa(store *tracker.Store, title string) (int64, error) {
	sess, err := seed.QaSession(store, title, 2)
	if err != nil {
		return 0, err
	}
	if err := sess.Undo(); err != nil {
		return 0, err
	}
	if err := sess.Do(qa.Command{Kind: qa.CmdEndTurn}); err != nil {
		return 0, err
	}
	return sess.Info().ID, nil
}

// seedSessions makes a few sessions: two in progress, one lost.
func seedSessions(store *tracker.Store) error {
	if _, err := seedQa(store, "Tuesday night"); err != nil {
		return err
	}
	lost, err := seed.QaSession(store, "Solo evening", 0)
	if err != nil {
		return err
	}
	for i := 1; i < qa.WarSpaces; i++ {
		if _, ok := lost.State().(qa.State).War(i); !ok {
			if err := store.SetPrinted(qa.Game.ID(), fmt.Sprintf("qa.war.%d", i), "0"); err != nil {
				return err
			}
		}
	}
	for !lost.State().(qa.State).Over() {
		st := lost.State().(qa.State)
		if _, ok := st.War(st.Ogotai + 1); !ok && st.Ogotai+1 < qa.WarSpaces {
			if err := lost.Learn(fmt.Sprintf("qa.war.%d", st.Ogotai+1), "0"); err != nil {
				return err
			}
		}
		if err := lost.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			return err
		}
		if err := seed.QaHeroTurns(lost); err != nil {
			return err
		}
	}
	_, err = seed.QaSession(store, "Family game", 0)
	return err
}

// settle lays the screen out again until text that wraps has taken its
// height: the GL driver re-lays a parent out whenever a child's minimum size
// changes (every frame); the software canvas lays out only when asked.
func settle(c fyne.Canvas) {
	roots := append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...)
	for range 4 {
		for _, r := range roots {
			relayout(r)
		}
	}
}

func relayout(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			relayout(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		r.Layout(x.Size())
		for _, c := range r.Objects() {
			relayout(c)
		}
	}
}

// findButton finds a button by its text on the canvas, dialogs first.
func findButton(c fyne.Canvas, text string) *widget.Button {
	var roots []fyne.CanvasObject
	overlays := c.Overlays().List()
	for i := len(overlays) - 1; i >= 0; i-- {
		roots = append(roots, overlays[i])
	}
	roots = append(roots, c.Content())
	for _, r := range roots {
		if b := walk(r, text); b != nil {
			return b
		}
	}
	return nil
}

func walk(o fyne.CanvasObject, text string) *widget.Button {
	if b, ok := o.(*widget.Button); ok && b.Text == text {
		return b
	}
	// A tile (a button whose text wraps) says its text and holds the button.
	if t, ok := o.(interface{ Text() string }); ok && t.Text() == text {
		if w, ok := o.(fyne.Widget); ok {
			for _, c := range test.WidgetRenderer(w).Objects() {
				if b := firstButton(c); b != nil {
					return b
				}
			}
		}
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if b := walk(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			if b := walk(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

func firstButton(o fyne.CanvasObject) *widget.Button {
	if b, ok := o.(*widget.Button); ok {
		return b
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if b := firstButton(x); b != nil {
				return b
			}
		}
	}
	return nil
}
