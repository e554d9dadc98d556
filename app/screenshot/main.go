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
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app"
	"skald/app/internal/seed"
	"skald/app/internal/settle"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/qa"
	"skald/tracker"
)

// shot seeds the store and shows one screen in w.
type shot func(ui *kit.UI, store *tracker.Store, w fyne.Window) error

// screens holds every screen the tool can render; each game's file registers
// its own from an init function.
var screens = map[string]shot{
	"home": func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if _, err := seedQa(store, "Tuesday night"); err != nil {
			return err
		}
		ui.ShowHome()
		return nil
	},
	"sessions": func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if err := seedSessions(store); err != nil {
			return err
		}
		app.ShowSessions(ui)
		return nil
	},
	"settings": func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error { app.ShowSettings(ui); return nil },
	"newgame":  func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error { app.ShowNewGame(ui); return nil },
	"profile": func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if err := seed.QaProfile(store); err != nil {
			return err
		}
		app.ShowProfile(ui, qa.Game.ID())
		return nil
	},
}

func screenNames() []string {
	names := make([]string, 0, len(screens))
	for n := range screens {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func main() {
	screen := flag.String("screen", "home", fmt.Sprintf("screen to render: %v", screenNames()))
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
	ui := kit.New(a, w, store)

	shot, ok := screens[screen]
	if !ok {
		return fmt.Errorf("unknown screen %q: %v", screen, screenNames())
	}
	if err := shot(ui, store, w); err != nil {
		return err
	}
	settleCanvas(w.Canvas())
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

// settleCanvas lays the screen and its dialogs out as a real window would.
func settleCanvas(c fyne.Canvas) {
	settle.Roots(append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...)...)
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
	var found *widget.Button
	kittest.Walk(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = b
			return true
		}
		// A tile (a button whose text wraps) says its text and holds the button.
		if t, ok := o.(interface{ Text() string }); ok && t.Text() == text {
			if w, ok := o.(fyne.Widget); ok {
				for _, c := range test.WidgetRenderer(w).Objects() {
					if found = firstButton(c); found != nil {
						return true
					}
				}
			}
		}
		return false
	})
	return found
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
