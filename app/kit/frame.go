package kit

import (
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit/live"
	"skald/rules"
	"skald/tracker"
)

// Board is a game's own part of the game screen; the frame around it is shared.
type Board interface {
	// Title says where the table is, e.g. "Qâ · Round 3".
	Title(state any) string
	// Build makes the board's widgets and its next-thing action for the bottom bar.
	Build(f *Frame) (main, action fyne.CanvasObject)
	// Update shows state in the widgets build made.
	Update(state any)
}

// StatusBoard is a board with a status strip: the two or three things the
// table is about right now (a track's position, each hero's health), pinned
// under the top bar on a phone so that they never scroll away. The board
// builds the strip once in Build and keeps it current in Update; a tap on it
// brings the board back to its top.
type StatusBoard interface {
	Status() fyne.CanvasObject
}

// bottomShare is the most of the window's height the bottom panel (the next
// step and the actions) takes on a phone; its actions scroll inside it.
const bottomShare = 0.4

// Frame is the game screen of one session: top bar with back, title, undo,
// redo and history; the board; the checklist; the next thing at the bottom.
type Frame struct {
	u      *UI
	Sess   Session
	B      Board
	cancel func()
	// stale: the session changed and Update has not shown it yet (Sync).
	stale atomic.Bool

	// Widgets of the current build.
	Title      *widget.Label
	titleSide  *fyne.Container // phone: the title's place beside the buttons
	titleBelow *fyne.Container // phone: its own line, when a word would not fit beside them
	UndoBtn    *widget.Button
	RedoBtn    *widget.Button
	HistoryBtn *widget.Button
	Banner     *fyne.Container
	BannerText *widget.Label
	bannerIcon *widget.Icon
	lastText   *Label          // the last action in words
	lastBox    *fyne.Container // its line, hidden before the first action
	Message    *fyne.Container
	MsgText    *Label
	NextBtn    *Tile
	Checklist  *fyne.Container
	History    *HistoryView
	PopHistory *HistoryView      // the history dialog, while open
	PopChecks  *fyne.Container   // the checklist dialog, while open
	checks     *checklist        // the side panel's checklist
	popChecks  *checklist        // the checklist dialog's, while open
	side       *fyne.Container   // the side panel: checklist and history
	sideStale  bool              // the side panel missed updates while hidden
	checksDlg  dialog.Dialog     // the checklist dialog, while open
	bottom     *fyne.Container   // the next step and the board's actions
	action     fyne.CanvasObject // the board's actions
	live       *live.Server      // the live view for other phones, while on
	liveLine   *fyne.Container   // the board's line saying the live view is on
	// LiveQR is the live view's QR code, while its sheet is open.
	LiveQR *canvas.Image
}

func newFrame(u *UI, sess Session, b Board) *Frame {
	f := &Frame{u: u, Sess: sess, B: b}
	f.cancel = sess.OnChange(func() {
		f.stale.Store(true)
		fyne.Do(f.Sync)
	})
	return f
}

// Sync shows the session's state now if it changed since last shown. The
// session's change is shown through fyne.Do, which a running app queues
// until the tap being handled returns: an action or a value taught, then a
// dialog that reads the board at once, calls Sync first (Do, AskLearn do),
// else the dialog reads the state from before ("asked twice").
func (f *Frame) Sync() {
	if f.stale.Swap(false) {
		f.Update()
	}
}

// placeTitle keeps a phone's title beside the buttons while each of its words
// fits there on at most two lines, and gives it a line of its own below them
// otherwise: large text must never break a word ("Thorga l").
func (f *Frame) placeTitle() {
	if f.titleSide == nil {
		return
	}
	th := f.u.App.Settings().Theme()
	size, pad := th.Size(theme.SizeNameText), th.Size(theme.SizeNamePadding)
	room := f.u.Win.Canvas().Size().Width - 5*TouchSize - 10*pad
	var widest, total float32
	for _, w := range strings.Fields(f.Title.Text) {
		width := fyne.MeasureText(w+" ", size, f.Title.TextStyle).Width
		widest, total = max(widest, width), total+width
	}
	side := widest <= room && total <= 2*room
	if side == (len(f.titleSide.Objects) == 1) {
		return
	}
	from, to := f.titleBelow, f.titleSide
	if !side {
		from, to = to, from
	}
	from.RemoveAll()
	to.Add(f.Title)
}

// Close releases the session: its subscription, and the live view (leaving
// the game screen turns it off).
func (f *Frame) Close() {
	f.StopLive()
	if f.cancel != nil {
		f.cancel()
		f.cancel = nil
	}
}

func (f *Frame) Build() fyne.CanvasObject {
	u := f.u
	f.Title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	f.Title.SizeName = theme.SizeNameSubHeadingText
	f.Title.Truncation = fyne.TextTruncateEllipsis
	if w := u.Win.Canvas().Size().Width; w > 0 && w < DesktopWidth {
		// A phone leaves the title little room beside five buttons: smaller
		// text on up to two lines rather than "Qâ · R…".
		f.Title.SizeName = theme.SizeNameText
		f.Title.Truncation = fyne.TextTruncateOff
		f.Title.Wrapping = fyne.TextWrapWord
	}
	f.UndoBtn = IconButton(theme.ContentUndoIcon(), f.Undo)
	f.RedoBtn = IconButton(theme.ContentRedoIcon(), f.Redo)
	f.HistoryBtn = IconButton(theme.HistoryIcon(), f.ShowHistory)
	back := IconButton(theme.NavigateBackIcon(), u.Back)
	help := IconButton(theme.HelpIcon(), f.showReference)
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return AtLeast(o, TouchSize, TouchSize) }
	var titleSlot fyne.CanvasObject = f.Title
	f.titleSide, f.titleBelow = nil, nil
	if f.Title.Wrapping == fyne.TextWrapWord {
		f.titleSide, f.titleBelow = container.NewStack(f.Title), container.NewStack()
		titleSlot = f.titleSide
	}
	top := container.NewVBox(
		container.NewBorder(nil, nil, sq(back), container.NewHBox(sq(f.UndoBtn), sq(f.RedoBtn), sq(f.HistoryBtn), sq(help)), titleSlot),
	)
	if f.titleBelow != nil {
		top.Add(f.titleBelow)
	}
	top.Add(widget.NewSeparator())

	f.bannerIcon = widget.NewIcon(nil)
	f.BannerText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	f.BannerText.Wrapping = fyne.TextWrapWord
	f.BannerText.SizeName = theme.SizeNameSubHeadingText
	f.Banner = container.NewVBox(Card(container.NewBorder(nil, nil, f.bannerIcon, nil, f.BannerText)))

	f.MsgText = WrapLabel("")
	f.MsgText.Importance = widget.WarningImportance
	f.Message = container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, f.MsgText)
	f.Message.Hide()

	main, action := f.B.Build(f)
	// The last action in words, under the banner: what a digital draw gave
	// and what the rules applied by themselves, said as it happens.
	f.lastText = WrapLabel("")
	f.lastBox = container.NewBorder(nil, nil, widget.NewIcon(theme.HistoryIcon()), nil, f.lastText)
	f.lastBox.Hide()
	boardArea := container.NewVScroll(container.NewPadded(container.NewVBox(f.buildLiveLine(), f.Banner, f.lastBox, main)))
	if sb, ok := f.B.(StatusBoard); ok && f.phone() {
		if strip := sb.Status(); strip != nil {
			top.Add(NewTapArea(container.NewPadded(strip), boardArea.ScrollToTop))
			top.Add(widget.NewSeparator())
		}
	}

	f.checks = newChecklist(u, f.openRef)
	f.Checklist = f.checks.Object()
	f.History = NewHistoryView(u, f.Sess)
	split := container.NewVSplit(
		container.NewBorder(Subheading(u.Loc.T("app.frame.checklist")), f.liveButton(nil), nil, nil, container.NewVScroll(f.Checklist)),
		container.NewBorder(Subheading(u.Loc.T("app.frame.history")), nil, nil, nil, f.History.Object()))
	split.Offset = 0.45
	side := container.NewStack(split)
	f.side = side

	f.NextBtn = NewTile("", theme.ListIcon(), f.showChecklist)
	f.NextBtn.SetMaxHeight(f.nextRoom)
	f.action = action
	bottomItems := []fyne.CanvasObject{widget.NewSeparator(), f.Message, f.NextBtn}
	if action != nil {
		bottomItems = append(bottomItems, CapHeight(action, f.ActionRoom))
	}
	bottom := container.NewVBox(bottomItems...)
	f.bottom = bottom

	center := container.New(&splitLayout{shown: f.sideShown}, boardArea, side)
	f.Update()
	return container.NewBorder(top, bottom, nil, nil, center)
}

// ActionRoom is the height the bottom panel leaves the board's actions:
// bottomShare of the window's height less the separator, the message and
// the next step above them (a board whose actions keep a part in view below
// a scrolling list sizes that list from it), at least one big button.
func (f *Frame) ActionRoom() float32 {
	pad := theme.Padding()
	room := f.u.Win.Canvas().Size().Height*bottomShare - f.NextBtn.MinSize().Height - theme.SeparatorThicknessSize() - 2*pad
	if f.Message.Visible() {
		room -= f.Message.MinSize().Height + pad
	}
	return max(room, BigSize)
}

// nextRoom is the most height the next step may take (its whole text is
// one tap away, in the checklist): what the bottom panel's share leaves
// after the separator, the message and the actions at their own height,
// but at least half the share (the actions then scroll in the rest).
func (f *Frame) nextRoom() float32 {
	pad := theme.Padding()
	share := f.u.Win.Canvas().Size().Height * bottomShare
	room := share - theme.SeparatorThicknessSize() - pad
	if f.Message.Visible() {
		room -= f.Message.MinSize().Height + pad
	}
	if f.action != nil {
		room -= f.action.MinSize().Height + pad
	}
	return max(room, share/2)
}

// Bottom is the bottom panel: the next step and the board's actions.
func (f *Frame) Bottom() *fyne.Container { return f.bottom }

// phone reports whether the window is narrower than a desktop's.
func (f *Frame) phone() bool {
	w := f.u.Win.Canvas().Size().Width
	return w > 0 && w < DesktopWidth
}

// Update shows the session's current state everywhere on the screen.
func (f *Frame) Update() {
	if f.Title == nil {
		return
	}
	u, st := f.u, f.Sess.State()
	f.Title.SetText(f.B.Title(st))
	f.placeTitle()
	SetEnabled(f.UndoBtn, f.Sess.CanUndo())
	SetEnabled(f.RedoBtn, f.Sess.CanRedo())

	out := f.Sess.Game().Outcome(st)
	switch out.Status {
	case rules.Won:
		f.bannerIcon.SetResource(theme.ConfirmIcon())
		f.BannerText.SetText(u.OutcomeText(out))
		f.Banner.Show()
	case rules.Lost:
		f.bannerIcon.SetResource(theme.ErrorIcon())
		f.BannerText.SetText(u.OutcomeText(out))
		f.Banner.Show()
	default:
		if at := f.Sess.Info().Abandoned; !at.IsZero() {
			// Opened from the log: say so, and that playing on reopens it.
			f.bannerIcon.SetResource(theme.WarningIcon())
			f.BannerText.SetText(u.Loc.T("app.frame.abandoned", "Date", FormatTime(at)))
			f.Banner.Show()
		} else {
			f.Banner.Hide()
		}
	}

	steps := f.Sess.Game().Steps(st)
	if cur, ok := CurrentStep(steps); ok {
		f.NextBtn.SetText(u.Loc.T("app.frame.next", "Step", u.Loc.Msg(cur.Msg)))
	} else {
		f.NextBtn.SetText(u.OutcomeText(out))
	}
	// A phone hides the side panel: it is brought up to date when shown.
	if f.side.Visible() {
		f.checks.set(steps)
		f.History.refresh()
	} else {
		f.sideStale = true
	}
	if f.popChecks != nil {
		f.popChecks.set(steps)
	}
	f.showLast()
	if f.PopHistory != nil {
		f.PopHistory.refresh()
	}
	f.B.Update(st)
	f.publishLive() // after the board: its strip is current
}

// SetEnabled enables or disables w, and leaves it alone when it already is
// (a button refreshed for nothing parses its icon again).
func SetEnabled(w fyne.Disableable, on bool) {
	if w.Disabled() != on {
		return
	}
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// sideShown brings the side panel up to date when a wider window shows it.
func (f *Frame) sideShown() {
	if !f.sideStale {
		return
	}
	f.sideStale = false
	f.checks.set(f.Sess.Game().Steps(f.Sess.State()))
	f.History.refresh()
}

// ShowHistory opens the history over the screen (the phone's way to see it).
func (f *Frame) ShowHistory() {
	h := NewHistoryView(f.u, f.Sess)
	f.PopHistory = h
	// The history scrolls itself: the sheet gives it all the height it may.
	d := f.u.NewSheet(f.u.Loc.T("app.frame.history"), h.Object()).WithClose(f.u.Loc.T("common.close")).Tall()
	d.SetOnClosed(func() { f.PopHistory = nil })
	d.Show()
}

// showChecklist opens the full phase checklist.
func (f *Frame) showChecklist() {
	c := newChecklist(f.u, f.openRef)
	c.set(f.Sess.Game().Steps(f.Sess.State()))
	f.popChecks, f.PopChecks = c, c.Object()
	// The live view starts from here on a phone, where the top bar has no
	// room left for one more button.
	var d *Sheet
	content := container.NewVBox(c.Object(), widget.NewSeparator(), f.liveButton(func() { d.Hide() }))
	d = f.u.NewSheet(f.u.Loc.T("app.frame.checklist"), content).WithClose(f.u.Loc.T("common.close"))
	f.checksDlg = d
	d.SetOnClosed(func() { f.popChecks, f.PopChecks, f.checksDlg = nil, nil, nil })
	d.Show()
}

// showReference opens the rules reference of this game at the step the table
// is on (the first step when none is current).
func (f *Frame) showReference() {
	steps := f.Sess.Game().Steps(f.Sess.State())
	ref := ""
	if cur, ok := CurrentStep(steps); ok {
		ref = cur.Ref
	} else if len(steps) > 0 {
		ref = steps[0].Ref
	}
	f.openEntry(ref)
}

// openRef opens a checklist step's reference entry, closing the checklist
// dialog first so the entry is not hidden under it.
func (f *Frame) openRef(ref string) {
	if f.checksDlg != nil {
		f.checksDlg.Hide()
	}
	f.openEntry(ref)
}

// openEntry shows a reference entry straight over the game, so that Back
// returns to the table (the entry's search button leads to the game's
// reference); without an entry, it shows the game's reference.
func (f *Frame) openEntry(ref string) {
	if r, err := f.u.Reference(); err == nil && ref != "" {
		if _, ok := r.Entry(ref); ok {
			f.u.Push(&RefEntryScreen{U: f.u, ID: ref})
			return
		}
	}
	f.u.OpenReference(f.Sess.Game().ID(), "")
}

// unknownBoard stands in for a game this build has no screen for.
type unknownBoard struct{ u *UI }

func (b *unknownBoard) Title(any) string { return b.u.Loc.T("app.title") }
func (b *unknownBoard) Build(*Frame) (fyne.CanvasObject, fyne.CanvasObject) {
	return WrapLabel(b.u.Loc.T("app.frame.no_board")), nil
}
func (b *unknownBoard) Update(any) {}

// showLast says the newest action still in force, or hides the line.
func (f *Frame) showLast() {
	entries, err := f.Sess.History(0, 8)
	if err == nil {
		for _, e := range entries {
			if e.Status == tracker.Active {
				f.lastText.SetText(f.u.Loc.T("app.frame.last", "Action", f.u.Loc.Msg(namedLabel(f.Sess, e.Label))))
				f.lastBox.Show()
				return
			}
		}
	}
	f.lastBox.Hide()
}
