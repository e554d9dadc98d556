package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Sheet widths: most dialogs read best at sheetWidth on a desktop; a phone
// gives them its whole width less a margin.
const (
	sheetWidth = 480
	// sheetMaxHeight is the share of the window a sheet may take; its content
	// scrolls inside beyond that.
	sheetMaxHeight = 0.9
)

// Sheet is every dialog of the app: a title, content and buttons in the UI's
// window, sized from its content and the window when it is shown. It is never
// wider than the window; it is as tall as its content needs at its width, up to
// 90% of the window, and scrolls inside beyond that. Once shown its height
// stays put, so a button never moves under a finger between two taps: content
// that grows scrolls inside instead. A title too long for one line wraps as the
// first line of the content; buttons that do not fit side by side stack.
type Sheet struct {
	*dialog.CustomDialog
	u       *UI
	body    *sheetBody
	tall    bool
	reserve float32 // room kept below the content for lines that may appear
	cancel  string  // the Cancel button's text, when Cancel would be ambiguous
}

// NewSheet makes a sheet showing content under title; give it buttons with
// one of the With methods, then Show it.
func (u *UI) NewSheet(title string, content fyne.CanvasObject) *Sheet {
	// A title that wraps scrolls with the content it heads.
	title, content = u.fitDialogTitle(title, content)
	s := &Sheet{u: u, body: newSheetBody(content)}
	s.CustomDialog = dialog.NewCustomWithoutButtons(title, s.body, u.Win)
	return s
}

// WithClose gives the sheet one button, labelled text, that closes it.
func (s *Sheet) WithClose(text string) *Sheet {
	return s.WithButtons(AtLeast(widget.NewButton(text, s.Hide), 120, TouchSize))
}

// WithCancelOK gives the sheet Cancel and a confirming button: a tap on it
// closes the sheet, then runs ok. The button is returned so the caller can
// enable it only when the answer is complete.
func (s *Sheet) WithCancelOK(okText string, ok func()) *widget.Button {
	okBtn := Primary(okText, theme.ConfirmIcon(), func() {
		s.Hide()
		ok()
	})
	s.WithCancel(okBtn)
	return okBtn
}

// CancelAs names the Cancel button text: for a question whose answer is
// itself an undo ("Annuler l'action"), where "Annuler" could mean either.
func (s *Sheet) CancelAs(text string) *Sheet {
	s.cancel = text
	return s
}

// WithCancel gives the sheet Cancel and confirm, a confirming button that
// closes the sheet itself: only when the answer holds, so that a refusal
// shows in the sheet it explains.
func (s *Sheet) WithCancel(confirm fyne.CanvasObject) *Sheet {
	cancel := s.cancel
	if cancel == "" {
		cancel = s.u.Loc.T("common.cancel")
	}
	return s.WithButtons(
		AtLeast(widget.NewButton(cancel, s.Hide), 110, TouchSize),
		AtLeast(confirm, 140, TouchSize),
	)
}

// WithButtons gives the sheet these buttons, side by side when they fit.
func (s *Sheet) WithButtons(buttons ...fyne.CanvasObject) *Sheet {
	s.SetButtons(s.u.fitDialogButtons(buttons...))
	return s
}

// Tall makes the sheet take the most height it may from the start: for
// content that grows while the sheet is open (dice entered one by one), so
// nothing under the finger moves.
func (s *Sheet) Tall() *Sheet {
	s.tall = true
	return s
}

// ReserveLines keeps room for n more lines of text below the content (a
// refusal that may show under the answer), so that they appear in view
// without the sheet growing.
func (s *Sheet) ReserveLines(n int) *Sheet {
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	s.reserve = float32(n)*line + 2*theme.InnerPadding()
	return s
}

// Show sizes the sheet from its content and the window, then shows it.
func (s *Sheet) Show() {
	win := s.u.Win.Canvas().Size()
	w := s.u.sheetOuterWidth()
	// The chrome is what the dialog adds around its content: title, buttons
	// and paddings (the dialog's own minimum less its content's).
	chrome := s.CustomDialog.MinSize().Height - s.body.MinSize().Height
	room := float32(0)
	if win.Height > 0 {
		room = win.Height*sheetMaxHeight - chrome
	}
	need := s.body.naturalHeight(s.u.SheetContentWidth()) + s.reserve
	switch {
	case room <= 0:
		s.body.height = need
	case s.tall || need > room:
		s.body.height = room
	default:
		s.body.height = need
	}
	s.body.Refresh()
	s.Resize(fyne.NewSize(w, 0))
	s.CustomDialog.Show()
}

// sheetOuterWidth is a sheet's width in the window as it is now.
func (u *UI) sheetOuterWidth() float32 {
	w := float32(sheetWidth)
	if win := u.Win.Canvas().Size(); win.Width > 0 {
		w = min(w, win.Width-2*theme.Padding())
	}
	return w
}

// SheetContentWidth is the width a sheet gives its content in the window as
// it is now: for content that chooses its columns from the room it has.
func (u *UI) SheetContentWidth() float32 { return u.sheetOuterWidth() - 2*sheetPadWidth }

// sheetPadWidth is the room the dialog leaves on each side of its content.
const sheetPadWidth = 16

// sheetBody scrolls a sheet's content and asks for the height Show chose, so
// the dialog opens showing its content rather than one line of it.
type sheetBody struct {
	widget.BaseWidget
	content fyne.CanvasObject
	scroll  *container.Scroll
	height  float32
}

func newSheetBody(content fyne.CanvasObject) *sheetBody {
	// A little room on the sides keeps the borders of cards and buttons at
	// the edges in view.
	padded := container.New(layout.NewCustomPaddedLayout(0, 0, 2, 2), content)
	b := &sheetBody{content: padded, scroll: container.NewVScroll(padded)}
	b.ExtendBaseWidget(b)
	return b
}

// naturalHeight is the content's height laid out at width w: text that wraps
// is measured at the width it will have, after a few layouts settle it.
func (b *sheetBody) naturalHeight(w float32) float32 {
	h := b.content.MinSize().Height
	for range 3 {
		b.content.Resize(fyne.NewSize(max(w, b.content.MinSize().Width), h))
		settle(b.content)
		next := b.content.MinSize().Height
		if next == h {
			break
		}
		h = next
	}
	return h
}

// settle lays out every container under o at its size, so wrapping labels
// learn their width and report their real height.
func settle(o fyne.CanvasObject) {
	if c, ok := o.(*fyne.Container); ok {
		if c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
		for _, child := range c.Objects {
			settle(child)
		}
	}
}

func (b *sheetBody) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return fyne.NewSize(b.scroll.MinSize().Width, b.height)
}

func (b *sheetBody) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.scroll)
}
