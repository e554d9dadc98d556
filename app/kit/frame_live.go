package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	qrcode "github.com/skip2/go-qrcode"

	"skald/app/kit/live"
	"skald/rules"
	"skald/tracker"
)

// StripBoard is a board whose status strip the live view reads. Unlike
// Status, asking for it does not pin the strip under the top bar.
type StripBoard interface {
	StatusStrip() *Strip
}

// liveHistory is how many of the last actions the live view lists.
const liveHistory = 5

// Live is the live view being served, nil when it is off.
func (f *Frame) Live() *live.Server { return f.live }

// liveButton opens the live view's sheet (and starts the view); a tile, so
// that its words wrap on a phone at large text.
func (f *Frame) liveButton(before func()) *Tile {
	return NewTile(f.u.Loc.T("app.live.show"), theme.VisibilityIcon(), func() {
		if before != nil {
			before()
		}
		f.ShowLive()
	})
}

// buildLiveLine makes the line that says, on the board, that the table is
// shown on other phones; a tap on it shows the code again.
func (f *Frame) buildLiveLine() fyne.CanvasObject {
	text := WrapLabel(f.u.Loc.T("app.live.on"))
	text.TextStyle.Bold = true
	stop := widget.NewButtonWithIcon(f.u.Loc.T("app.live.stop"), theme.MediaStopIcon(), f.StopLive)
	f.liveLine = container.NewBorder(nil, nil, widget.NewIcon(theme.VisibilityIcon()),
		AtLeast(stop, 0, TouchSize), NewTapArea(text, f.ShowLive))
	f.liveLine.Hidden = f.live == nil
	return f.liveLine
}

// ShowLive starts serving the live view, when it is off, and shows its
// QR code and address.
func (f *Frame) ShowLive() {
	u := f.u
	if f.live == nil {
		s, err := live.Start(f.liveViews()...)
		if err != nil {
			u.ShowError(err)
			return
		}
		f.live = s
		if f.liveLine != nil {
			SetShown(f.liveLine, true)
		}
	}
	url := f.live.URL()
	items := []fyne.CanvasObject{WrapLabel(u.Loc.T("app.live.scan"))}
	if q, err := qrcode.New(url, qrcode.Medium); err == nil {
		q.DisableBorder = false // the quiet zone readers need, white in both themes
		img := canvas.NewImageFromImage(q.Image(512))
		img.FillMode = canvas.ImageFillContain
		img.ScaleMode = canvas.ImageScalePixels // a code's modules stay sharp
		side := min(float32(240), u.Win.Canvas().Size().Width-2*TouchSize)
		img.SetMinSize(fyne.NewSize(side, side))
		f.LiveQR = img
		items = append(items, container.NewCenter(img))
	}
	items = append(items, Quiet(u.Loc.T("app.live.address")))
	addr := widget.NewLabelWithStyle(url, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	addr.Wrapping = fyne.TextWrapBreak // one long word: it breaks anywhere
	addr.Selectable = true
	items = append(items, addr)
	if !f.live.LAN() {
		items = append(items, liveWarning(u.Loc.T("app.live.no_lan")))
	}
	d := u.NewSheet(u.Loc.T("app.live.show"), container.NewVBox(items...))
	stop := widget.NewButtonWithIcon(u.Loc.T("app.live.stop"), theme.MediaStopIcon(), func() {
		d.Hide()
		f.StopLive()
	})
	stop.Importance = widget.DangerImportance
	d.WithButtons(AtLeast(stop, 110, TouchSize),
		AtLeast(widget.NewButton(u.Loc.T("common.close"), d.Hide), 110, TouchSize))
	d.SetOnClosed(func() {
		f.LiveQR = nil
		u.liveSheetShown(nil)
	})
	u.liveSheetShown(d) // leaving the app closes it with the server it shows
	d.Show()
}

// StopLive stops serving the live view: its port closes at once.
func (f *Frame) StopLive() {
	if f.live == nil {
		return
	}
	f.live.Stop()
	f.live = nil
	if f.liveLine != nil {
		SetShown(f.liveLine, false)
	}
}

// publishLive gives the live view the state the screen shows now.
func (f *Frame) publishLive() {
	if f.live != nil {
		f.live.Set(f.liveViews()...)
	}
}

// liveLangs are the languages the live view is written in: each phone
// reads the one its browser asks for.
var liveLangs = []string{"en", "fr"}

// liveViews are the live view of the screen as it is, in each language:
// the status strip, the current step with its rules reminder, the last
// actions, and each player's page. They are made here, from the state in
// memory, so that the server never reads the session itself.
func (f *Frame) liveViews() []live.View {
	st := f.Sess.State()
	entries, _ := f.Sess.History(0, liveHistory) // none shown on a failed read
	views := make([]live.View, len(liveLangs))
	for i, lang := range liveLangs {
		views[i] = f.liveView(f.u.In(lang), st, entries)
	}
	return views
}

// liveView is the live view in u's language.
func (f *Frame) liveView(u *UI, st any, entries []tracker.Entry) live.View {
	other := liveLangs[0]
	if u.Loc.Lang() == other {
		other = liveLangs[1]
	}
	v := live.View{
		Lang:         u.Loc.Lang(),
		Title:        u.Loc.T("app.live.title"),
		Where:        f.B.Title(st),
		NowLabel:     u.Loc.T("app.live.now"),
		LastLabel:    u.Loc.T("app.live.history"),
		Empty:        u.Loc.T("app.live.empty"),
		Note:         u.Loc.T("app.live.note"),
		Offline:      u.Loc.T("app.live.offline"),
		PlayersLabel: u.Loc.T("app.live.players"),
		Back:         u.Loc.T("app.live.back"),
		OtherLang:    other,
		OtherName:    u.Loc.T("app.live.switch"),
		BusyTitle:    u.Loc.T("app.live.busy_title"),
		Busy:         u.Loc.N("app.live.busy", live.MaxViewers),
	}
	g, hooked := GameUIs[f.Sess.Game().ID()]
	if hooked && g.Board != nil {
		v.Where = g.Board(u).Title(st) // a board made in u's language, for its words only
	}
	if hooked && g.Live != nil {
		ls := g.Live(u, st)
		v.Strip, v.Players = LiveLines(ls.Strip...), ls.Players
	} else if sb, ok := f.B.(StripBoard); ok && sb.StatusStrip() != nil {
		v.Strip = LiveLines(sb.StatusStrip().Rows()...) // the app's language: the one the board speaks
	}
	if cur, ok := CurrentStep(f.Sess.Game().Steps(st)); ok {
		v.Now = u.Loc.Msg(cur.Msg)
		v.Reminder = reminder(u, cur.Ref)
	} else {
		v.Now = u.ResultText(f.Sess.Game().Outcome(st))
	}
	if len(entries) > 0 {
		v.HistoryTop = entries[0].Seq // newest first, numbered as the app numbers them
	}
	for _, e := range entries {
		label := u.Loc.Msg(namedLabel(f.Sess, e.Label))
		switch e.Status {
		case tracker.Undone:
			label = u.Loc.T("app.history.undone", "Label", label)
		case tracker.Dropped:
			label = u.Loc.T("app.history.dropped", "Label", label)
		}
		v.History = append(v.History, label)
	}
	return v
}

// reminder is a step's rules reminder: its reference entry in u's language
// (the reference is in memory once loaded), nothing when it has none.
func reminder(u *UI, ref string) live.Reminder {
	if ref == "" {
		return live.Reminder{}
	}
	r, err := u.Reference()
	if err != nil {
		return live.Reminder{}
	}
	e, ok := r.Entry(ref)
	if !ok {
		return live.Reminder{}
	}
	lang := u.Loc.Lang()
	return live.Reminder{Title: e.Text(lang).Title, Text: e.Paragraphs(lang)}
}

// namedLabel puts the table's names into a history label (the players'
// names a game's setup keeps), when the game does that.
func namedLabel(sess Session, m rules.Msg) rules.Msg {
	if g, ok := GameUIs[sess.Game().ID()]; ok && g.Named != nil {
		return g.Named(sess.State(), m)
	}
	return m
}

// liveWarning says what the live view cannot do in the text colour beside a
// warning icon: the theme's orange is 2.2:1 on white, too faint to read.
func liveWarning(text string) fyne.CanvasObject {
	return container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, WrapLabel(text))
}
