package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/tracker"
)

// historyPage is how many entries one read of the history fetches.
const historyPage = 50

// historyView lists a session's actions, newest first, each with its label in
// words and its time. Entries are fetched a page at a time as the list scrolls.
// Undone entries are greyed AND say "(undone)".
type historyView struct {
	u     *UI
	sess  *tracker.Session
	list  *widget.List
	empty *widget.Label
	cache map[int]tracker.Entry
	root  *fyne.Container
}

func newHistoryView(u *UI, sess *tracker.Session) *historyView {
	h := &historyView{u: u, sess: sess, cache: map[int]tracker.Entry{}}
	h.list = widget.NewList(
		func() int { return h.sess.HistoryLen() },
		func() fyne.CanvasObject {
			text := widget.NewRichText(&widget.TextSegment{})
			text.Truncation = fyne.TextTruncateEllipsis
			when := widget.NewLabel("")
			when.SizeName = theme.SizeNameCaptionText
			return container.NewBorder(nil, nil, widget.NewIcon(theme.ConfirmIcon()), nil,
				container.NewVBox(text, when))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			var icon *widget.Icon
			var box *fyne.Container
			for _, c := range row.Objects {
				switch c := c.(type) {
				case *widget.Icon:
					icon = c
				case *fyne.Container:
					box = c
				}
			}
			text, when := box.Objects[0].(*widget.RichText), box.Objects[1].(*widget.Label)
			e, ok := h.entry(id)
			if !ok {
				e = tracker.Entry{Label: rules.M("history.unknown")}
			}
			h.show(e, icon, text, when)
		},
	)
	h.list.HideSeparators = false
	h.empty = quiet(u.loc.T("app.history.empty"))
	h.root = container.NewStack(h.list, container.NewVBox(h.empty))
	h.refresh()
	return h
}

// show fills one row. An undone entry is struck through, in the placeholder
// colour, with an undo icon, and its second line ends with "(undone)".
func (h *historyView) show(e tracker.Entry, icon *widget.Icon, text *widget.RichText, when *widget.Label) {
	loc := h.u.loc
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
	text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: loc.Msg(e.Label), Style: style}}
	text.Refresh()
	when.SetText(stamp)
}

// entry returns the id-th newest entry, reading its page when needed.
func (h *historyView) entry(id int) (tracker.Entry, bool) {
	if e, ok := h.cache[id]; ok {
		return e, true
	}
	start := id / historyPage * historyPage
	es, err := h.sess.History(start, historyPage)
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
func (h *historyView) refresh() {
	h.cache = map[int]tracker.Entry{}
	if h.sess.HistoryLen() == 0 {
		h.empty.Show()
	} else {
		h.empty.Hide()
	}
	h.list.Refresh()
}

// object is the widget tree to place on screen.
func (h *historyView) object() fyne.CanvasObject { return h.root }
