package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/tracker"
)

// HistoryPage is how many entries one read of the history fetches.
const HistoryPage = 50

// HistoryView lists a session's actions, newest first, each with its label in
// words and its time. Entries are fetched a page at a time as the list scrolls.
// Undone entries are greyed AND say "(undone)".
type HistoryView struct {
	u     *UI
	sess  Session
	List  *widget.List
	empty *Label
	cache map[int]tracker.Entry
	root  *fyne.Container
	// probe is a row off screen, filled and laid out at the list's width to
	// measure how tall a row's wrapped label is.
	probe fyne.CanvasObject
	width float32 // the list width the visible rows were measured for
}

// newHistoryRow is one row: an icon, the label wrapped on as many lines as it
// takes (a step must be readable whole, even on a phone), and its time.
func newHistoryRow() fyne.CanvasObject {
	text := widget.NewRichText(&widget.TextSegment{})
	text.Wrapping = fyne.TextWrapWord
	when := widget.NewLabel("")
	when.SizeName = theme.SizeNameCaptionText
	return container.NewBorder(nil, nil, widget.NewIcon(theme.ConfirmIcon()), nil,
		container.NewVBox(text, when))
}

// historyRowParts finds the icon, label and time of a row.
func historyRowParts(o fyne.CanvasObject) (icon *widget.Icon, text *widget.RichText, when *widget.Label) {
	var box *fyne.Container
	for _, c := range o.(*fyne.Container).Objects {
		switch c := c.(type) {
		case *widget.Icon:
			icon = c
		case *fyne.Container:
			box = c
		}
	}
	return icon, box.Objects[0].(*widget.RichText), box.Objects[1].(*widget.Label)
}

// fit gives row id the height its wrapped label takes at width. Only rows
// shown are measured, so a long session stays as cheap as a short one.
func (h *HistoryView) fit(id int, e tracker.Entry, width float32) {
	if width <= 0 {
		return
	}
	h.show(e, h.probe)
	h.probe.Resize(fyne.NewSize(width, h.probe.MinSize().Height))
	h.List.SetItemHeight(id, h.probe.MinSize().Height)
}

// historyLayout stacks the list and the empty note, and has the rows measured
// again when the width changes (a window resized, a phone turned).
type historyLayout struct{ h *HistoryView }

func (l *historyLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size.Width != l.h.width {
		l.h.width = size.Width
		l.h.List.Refresh()
	}
}

func (l *historyLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objects {
		m = m.Max(o.MinSize())
	}
	return m
}

func NewHistoryView(u *UI, sess Session) *HistoryView {
	h := &HistoryView{u: u, sess: sess, cache: map[int]tracker.Entry{}}
	h.List = widget.NewList(
		func() int { return h.sess.HistoryLen() },
		newHistoryRow,
		func(id widget.ListItemID, o fyne.CanvasObject) {
			e, ok := h.Entry(id)
			if !ok {
				e = tracker.Entry{Label: rules.M("history.unknown")}
			}
			h.show(e, o)
			h.fit(id, e, o.Size().Width)
		},
	)
	h.List.HideSeparators = false
	h.empty = Quiet(u.Loc.T("app.history.empty"))
	h.probe = newHistoryRow()
	h.root = container.New(&historyLayout{h: h}, h.List, container.NewVBox(h.empty))
	h.refresh()
	return h
}

// show fills one row. An undone entry is struck through, in the placeholder
// colour, with an undo icon, and its second line ends with "(undone)".
func (h *HistoryView) show(e tracker.Entry, row fyne.CanvasObject) {
	icon, text, when := historyRowParts(row)
	loc := h.u.Loc
	style := widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameForeground}
	stamp := loc.T("app.history.when", "N", e.Seq, "Time", e.At.Local().Format("15:04:05"))
	switch e.Status {
	case tracker.Undone:
		stamp = loc.T("app.history.undone", "Label", stamp)
		icon.SetResource(theme.ContentUndoIcon())
		style.ColorName = theme.ColorNamePlaceHolder
		style.TextStyle.Strikethrough = true
	case tracker.Dropped:
		stamp = loc.T("app.history.dropped", "Label", stamp)
		icon.SetResource(theme.ContentClearIcon())
		style.ColorName = theme.ColorNamePlaceHolder
		style.TextStyle.Strikethrough = true
	default:
		icon.SetResource(theme.ConfirmIcon())
	}
	text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: loc.Msg(h.named(e.Label)), Style: style}}
	text.Refresh()
	when.SetText(stamp)
}

// named puts the table's names into a label (the players' names a game's
// setup keeps), when the game does that.
func (h *HistoryView) named(m rules.Msg) rules.Msg { return namedLabel(h.sess, m) }

// Entry returns the id-th newest entry, reading its page when needed.
func (h *HistoryView) Entry(id int) (tracker.Entry, bool) {
	if e, ok := h.cache[id]; ok {
		return e, true
	}
	start := id / HistoryPage * HistoryPage
	es, err := h.sess.History(start, HistoryPage)
	if err != nil {
		return tracker.Entry{}, false
	}
	for i, e := range es {
		h.cache[start+i] = e
	}
	e, ok := h.cache[id]
	return e, ok
}

// refresh forgets what was read and shows the history as it is now.
func (h *HistoryView) refresh() {
	h.cache = map[int]tracker.Entry{}
	if h.sess.HistoryLen() == 0 {
		h.empty.Show()
	} else {
		h.empty.Hide()
	}
	h.List.Refresh()
}

// Object is the widget tree to place on screen.
func (h *HistoryView) Object() fyne.CanvasObject { return h.root }
