package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/assets"
	"skald/tracker"
)

// refEntryScreen shows one entry of the rules reference: its pictogram, title
// and text in the interface language, and the entries it points to.
type refEntryScreen struct {
	u  *UI
	id string
}

func (s *refEntryScreen) build() fyne.CanvasObject {
	u := s.u
	ref, err := u.reference()
	game := ""
	if err == nil {
		if e, ok := ref.Entry(s.id); ok {
			game = e.Game
		}
	}
	search := iconButton(theme.SearchIcon(), func() { u.openReference(game, "") })
	if err != nil {
		return page(u.topBar(u.loc.T("app.ref.title"), search), wrapLabel(u.loc.T("app.ref.unavailable", "Error", err.Error())), nil)
	}
	e, ok := ref.Entry(s.id)
	if !ok {
		return page(u.topBar(u.loc.T("app.ref.title"), search), container.NewPadded(wrapLabel(u.loc.T("app.ref.missing", "ID", s.id))), nil)
	}
	return page(u.topBar(u.refGameName(e.Game), search), u.refEntryBody(ref, e), nil)
}

// refEntryBody is an entry's content, as its screen and its dialog show it:
// the pictogram, the title, the game and topic, the text and the entries it
// points to.
func (u *UI) refEntryBody(ref *tracker.Reference, e assets.RefEntry) fyne.CanvasObject {
	lang := u.loc.Lang()
	title := heading(e.Text(lang).Title)
	var head fyne.CanvasObject = title
	if e.Icon != "" && iconResource(e.Icon) != nil {
		// The glossary is about the picture: show it large. Elsewhere the
		// picture is a symbol the entry uses, and a tap explains it.
		var pic fyne.CanvasObject = iconImage(e.Icon, 96)
		if e.Topic != "icon" {
			pic = u.refIcon(e.Icon, 56)
		}
		head = container.NewBorder(nil, nil, container.NewVBox(pic, layout.NewSpacer()), nil, title)
	}
	items := []fyne.CanvasObject{head, quiet(u.refGameName(e.Game) + " · " + u.refTopicName(e.Topic))}
	for _, p := range e.Paragraphs(lang) {
		items = append(items, wrapLabel(p))
	}
	var links []fyne.CanvasObject
	for _, id := range e.See {
		if see, ok := ref.Entry(id); ok {
			links = append(links, u.entryRow(see))
		}
	}
	if len(links) > 0 {
		items = append(items, widget.NewSeparator(), subheading(u.loc.T("app.ref.see_also")))
		items = append(items, links...)
	}
	return &refEntryPane{id: e.ID, body: narrow(container.NewPadded(container.NewVBox(items...)))}
}

// refEntryPane holds an entry's content; the dialog that shows an entry over
// another dialog finds its entry by it.
type refEntryPane struct {
	widget.BaseWidget
	id   string
	body fyne.CanvasObject
}

func (p *refEntryPane) CreateRenderer() fyne.WidgetRenderer {
	p.ExtendBaseWidget(p)
	return widget.NewSimpleRenderer(p.body)
}

// showEntryDialog shows an entry in a dialog of its own, over the dialog the
// tap came from, which Close returns to as it was.
func (u *UI) showEntryDialog(ref *tracker.Reference, e assets.RefEntry) {
	d := u.customDialogDismiss(u.refGameName(e.Game), u.loc.T("common.close"), dialogScroll(u.refEntryBody(ref, e)))
	d.Resize(dialogSize(u.win, 520, u.win.Canvas().Size().Height*0.85))
	d.Show()
}
