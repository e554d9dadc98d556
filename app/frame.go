package app

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/tracker"
)

// board is a game's own part of the game screen; the frame around it is shared.
type board interface {
	// title says where the table is, e.g. "Qâ · Round 3".
	title(state any) string
	// build makes the board's widgets and its next-thing action for the bottom bar.
	build(f *frame) (main, action fyne.CanvasObject)
	// update shows state in the widgets build made.
	update(state any)
}

// frame is the game screen of one session: top bar with back, title, undo,
// redo and history; the board; the checklist; the next thing at the bottom.
type frame struct {
	u      *UI
	sess   *tracker.Session
	b      board
	cancel func()

	// Widgets of the current build.
	title      *widget.Label
	titleSide  *fyne.Container // phone: the title's place beside the buttons
	titleBelow *fyne.Container // phone: its own line, when a word would not fit beside them
	undoBtn    *widget.Button
	redoBtn    *widget.Button
	historyBtn *widget.Button
	banner     *fyne.Container
	bannerText *widget.Label
	bannerIcon *widget.Icon
	message    *fyne.Container
	msgText    *widget.Label
	nextBtn    *tile
	checklist  *fyne.Container
	history    *historyView
	popHistory *historyView    // the history dialog, while open
	popChecks  *fyne.Container // the checklist dialog, while open
	checksDlg  dialog.Dialog   // the checklist dialog, while open
}

func newFrame(u *UI, sess *tracker.Session, b board) *frame {
	f := &frame{u: u, sess: sess, b: b}
	f.cancel = sess.OnChange(func() { fyne.Do(f.update) })
	return f
}

// placeTitle keeps a phone's title beside the buttons while each of its words
// fits there on at most two lines, and gives it a line of its own below them
// otherwise: large text must never break a word ("Thorga l").
func (f *frame) placeTitle() {
	if f.titleSide == nil {
		return
	}
	th := f.u.app.Settings().Theme()
	size, pad := th.Size(theme.SizeNameText), th.Size(theme.SizeNamePadding)
	room := f.u.win.Canvas().Size().Width - 5*touchSize - 10*pad
	var widest, total float32
	for _, w := range strings.Fields(f.title.Text) {
		width := fyne.MeasureText(w+" ", size, f.title.TextStyle).Width
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
	to.Add(f.title)
}

func (f *frame) close() {
	if f.cancel != nil {
		f.cancel()
		f.cancel = nil
	}
}

func (f *frame) build() fyne.CanvasObject {
	u := f.u
	f.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	f.title.SizeName = theme.SizeNameSubHeadingText
	f.title.Truncation = fyne.TextTruncateEllipsis
	if w := u.win.Canvas().Size().Width; w > 0 && w < desktopWidth {
		// A phone leaves the title little room beside five buttons: smaller
		// text on up to two lines rather than "Qâ · R…".
		f.title.SizeName = theme.SizeNameText
		f.title.Truncation = fyne.TextTruncateOff
		f.title.Wrapping = fyne.TextWrapWord
	}
	f.undoBtn = iconButton(theme.ContentUndoIcon(), f.undo)
	f.redoBtn = iconButton(theme.ContentRedoIcon(), f.redo)
	f.historyBtn = iconButton(theme.HistoryIcon(), f.showHistory)
	back := iconButton(theme.NavigateBackIcon(), u.back)
	help := iconButton(theme.HelpIcon(), f.showReference)
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return atLeast(o, touchSize, touchSize) }
	var titleSlot fyne.CanvasObject = f.title
	f.titleSide, f.titleBelow = nil, nil
	if f.title.Wrapping == fyne.TextWrapWord {
		f.titleSide, f.titleBelow = container.NewStack(f.title), container.NewStack()
		titleSlot = f.titleSide
	}
	top := container.NewVBox(
		container.NewBorder(nil, nil, sq(back), container.NewHBox(sq(f.undoBtn), sq(f.redoBtn), sq(f.historyBtn), sq(help)), titleSlot),
	)
	if f.titleBelow != nil {
		top.Add(f.titleBelow)
	}
	top.Add(widget.NewSeparator())

	f.bannerIcon = widget.NewIcon(nil)
	f.bannerText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	f.bannerText.Wrapping = fyne.TextWrapWord
	f.bannerText.SizeName = theme.SizeNameSubHeadingText
	f.banner = container.NewVBox(card(container.NewBorder(nil, nil, f.bannerIcon, nil, f.bannerText)))

	f.msgText = wrapLabel("")
	f.msgText.Importance = widget.WarningImportance
	f.message = container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, f.msgText)
	f.message.Hide()

	main, action := f.b.build(f)
	boardArea := container.NewVScroll(container.NewPadded(container.NewVBox(f.banner, main)))

	f.checklist = container.NewVBox()
	f.history = newHistoryView(u, f.sess)
	split := container.NewVSplit(
		container.NewBorder(subheading(u.loc.T("app.frame.checklist")), nil, nil, nil, container.NewVScroll(f.checklist)),
		container.NewBorder(subheading(u.loc.T("app.frame.history")), nil, nil, nil, f.history.object()))
	split.Offset = 0.45
	side := container.NewStack(split)

	f.nextBtn = newTile("", theme.ListIcon(), f.showChecklist)
	bottomItems := []fyne.CanvasObject{widget.NewSeparator(), f.message, f.nextBtn}
	if action != nil {
		bottomItems = append(bottomItems, action)
	}
	bottom := container.NewVBox(bottomItems...)

	center := container.New(&splitLayout{}, boardArea, side)
	f.update()
	return container.NewBorder(top, bottom, nil, nil, center)
}

// update shows the session's current state everywhere on the screen.
func (f *frame) update() {
	if f.title == nil {
		return
	}
	u, st := f.u, f.sess.State()
	f.title.SetText(f.b.title(st))
	f.placeTitle()
	setEnabled(f.undoBtn, f.sess.CanUndo())
	setEnabled(f.redoBtn, f.sess.CanRedo())

	out := f.sess.Game().Outcome(st)
	switch out.Status {
	case rules.Won:
		f.bannerIcon.SetResource(theme.ConfirmIcon())
		f.bannerText.SetText(u.outcomeText(out))
		f.banner.Show()
	case rules.Lost:
		f.bannerIcon.SetResource(theme.ErrorIcon())
		f.bannerText.SetText(u.outcomeText(out))
		f.banner.Show()
	default:
		f.banner.Hide()
	}

	steps := f.sess.Game().Steps(st)
	if cur, ok := currentStep(steps); ok {
		f.nextBtn.SetText(u.loc.T("app.frame.next", "Step", u.loc.Msg(cur.Msg)))
	} else {
		f.nextBtn.SetText(u.outcomeText(out))
	}
	fillChecklist(u, f.checklist, steps, f.openRef)
	if f.popChecks != nil {
		fillChecklist(u, f.popChecks, steps, f.openRef)
	}
	f.history.refresh()
	if f.popHistory != nil {
		f.popHistory.refresh()
	}
	f.b.update(st)
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// say shows a one-line message (a refusal, a failure) above the bottom bar;
// "" hides it.
func (f *frame) say(text string) {
	if f.msgText == nil {
		return
	}
	f.msgText.SetText(text)
	if text == "" {
		f.message.Hide()
	} else {
		f.message.Show()
	}
}

// do sends a command to the session. A value printed on the box that the rules
// need is asked for, learned (profile and session) and the command retried.
func (f *frame) do(cmd any) { f.doTry(cmd, "") }

// doTry sends cmd; answered is the printed key learned just before, so a value
// the rules keep asking for ends with a message instead of asking forever.
func (f *frame) doTry(cmd any, answered string) {
	err := f.sess.Do(cmd)
	var need *rules.NeedPrinted
	if errors.As(err, &need) && need.Key != answered {
		spec, ok := rules.PrintedSpecFor(f.sess.Game(), need.Key)
		if !ok {
			f.say(f.u.errText(err))
			return
		}
		f.u.askPrinted(spec, "", func(value string) {
			if err := f.sess.Learn(need.Key, value); err != nil {
				f.say(f.u.errText(err))
				return
			}
			f.doTry(cmd, need.Key)
		})
		return
	}
	if err != nil {
		f.say(f.u.errText(err))
		return
	}
	f.say("")
}

func (f *frame) undo() {
	if !f.sess.CanUndo() {
		return
	}
	run := func() {
		if err := f.sess.Undo(); err != nil {
			f.say(f.u.errText(err))
			return
		}
		f.say("")
	}
	if f.sess.UndoReveals() {
		f.u.confirm(f.u.loc.T("app.undo.reveal_title"), f.u.loc.T("app.undo.reveal_body"),
			f.u.loc.T("app.undo.action"), false, run)
		return
	}
	run()
}

func (f *frame) redo() {
	if !f.sess.CanRedo() {
		return
	}
	if err := f.sess.Redo(); err != nil {
		f.say(f.u.errText(err))
		return
	}
	f.say("")
}

// showHistory opens the history over the screen (the phone's way to see it).
func (f *frame) showHistory() {
	h := newHistoryView(f.u, f.sess)
	f.popHistory = h
	d := dialog.NewCustom(f.u.loc.T("app.frame.history"), f.u.loc.T("common.close"), h.object(), f.u.win)
	d.SetOnClosed(func() { f.popHistory = nil })
	size := f.u.win.Canvas().Size()
	d.Resize(dialogSize(f.u.win, 520, size.Height*0.85))
	d.Show()
}

// showChecklist opens the full phase checklist.
func (f *frame) showChecklist() {
	box := container.NewVBox()
	fillChecklist(f.u, box, f.sess.Game().Steps(f.sess.State()), f.openRef)
	f.popChecks = box
	d := dialog.NewCustom(f.u.loc.T("app.frame.checklist"), f.u.loc.T("common.close"), container.NewVScroll(box), f.u.win)
	f.checksDlg = d
	d.SetOnClosed(func() { f.popChecks, f.checksDlg = nil, nil })
	d.Resize(dialogSize(f.u.win, 480, 0))
	d.Show()
}

// showReference opens the rules reference of this game at the step the table
// is on (the first step when none is current).
func (f *frame) showReference() {
	steps := f.sess.Game().Steps(f.sess.State())
	ref := ""
	if cur, ok := currentStep(steps); ok {
		ref = cur.Ref
	} else if len(steps) > 0 {
		ref = steps[0].Ref
	}
	f.u.openReference(f.sess.Game().ID(), ref)
}

// openRef opens a checklist step's reference entry, closing the checklist
// dialog first so the entry is not hidden under it.
func (f *frame) openRef(ref string) {
	if f.checksDlg != nil {
		f.checksDlg.Hide()
	}
	f.u.openReference(f.sess.Game().ID(), ref)
}

// splitLayout puts the board (first object) and the side panel (second) side by
// side from desktopWidth on; narrower, the board takes everything and the side
// panel hides (its content is one tap away in dialogs).
type splitLayout struct{}

func (splitLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	boardObj, side := objs[0], objs[1]
	pad := theme.Padding()
	if size.Width+2*pad >= desktopWidth {
		sideW := sideWidth(size.Width)
		boardObj.Move(fyne.NewPos(0, 0))
		boardObj.Resize(fyne.NewSize(size.Width-sideW-pad, size.Height))
		side.Move(fyne.NewPos(size.Width-sideW, 0))
		side.Resize(fyne.NewSize(sideW, size.Height))
		if !side.Visible() {
			side.Show()
		}
		return
	}
	boardObj.Move(fyne.NewPos(0, 0))
	boardObj.Resize(size)
	if side.Visible() {
		side.Hide()
	}
}

// sideWidth is the width of the side panel in a split of width w.
func sideWidth(w float32) float32 {
	if s := w * 0.42; s < 380 {
		return s
	}
	return 380
}

// boardWidth is the board's width in the window as it is now.
func (f *frame) boardWidth() float32 {
	pad := theme.Padding()
	w := f.u.win.Canvas().Size().Width - 2*pad
	if w+2*pad >= desktopWidth {
		w -= sideWidth(w) + pad
	}
	return w - 2*pad // the board is padded inside its scroll
}

func (splitLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize()
}

// unknownBoard stands in for a game this build has no screen for.
type unknownBoard struct{ u *UI }

func (b *unknownBoard) title(any) string { return b.u.loc.T("app.title") }
func (b *unknownBoard) build(*frame) (fyne.CanvasObject, fyne.CanvasObject) {
	return wrapLabel(b.u.loc.T("app.frame.no_board")), nil
}
func (b *unknownBoard) update(any) {}
