package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/assets"
	"skald/tracker"
)

// RefEntryScreen shows one entry of the rules reference: its pictogram, title
// and text in the interface language, and the entries it points to.
type RefEntryScreen struct {
	U  *UI
	ID string
}

func (s *RefEntryScreen) Build() fyne.CanvasObject {
	u := s.U
	ref, err := u.Reference()
	game := ""
	if err == nil {
		if e, ok := ref.Entry(s.ID); ok {
			game = e.Game
		}
	}
	search := IconButton(theme.SearchIcon(), func() { u.OpenReference(game, "") })
	if err != nil {
		return Page(u.TopBar(u.Loc.T("app.ref.title"), search), WrapLabel(u.Loc.T("app.ref.unavailable", "Error", err.Error())), nil)
	}
	e, ok := ref.Entry(s.ID)
	if !ok {
		return Page(u.TopBar(u.Loc.T("app.ref.title"), search), container.NewPadded(WrapLabel(u.Loc.T("app.ref.missing", "ID", s.ID))), nil)
	}
	return Page(u.TopBar(u.RefGameName(e.Game), search), u.refEntryBody(ref, e), nil)
}

// refEntryBody is an entry's content, as its screen and its dialog show it:
// the pictogram, the title, the game and topic, the text, where the rulebook
// says it (so a table that disagrees can check the book) and the entries it
// points to.
func (u *UI) refEntryBody(ref *tracker.Reference, e assets.RefEntry) fyne.CanvasObject {
	lang := u.Loc.Lang()
	title := Heading(e.Text(lang).Title)
	var head fyne.CanvasObject = title
	if e.Icon != "" && IconResource(e.Icon) != nil {
		// The glossary is about the picture: show it large. Elsewhere the
		// picture is a symbol the entry uses, and a tap explains it.
		var pic fyne.CanvasObject = IconImage(e.Icon, 96)
		if e.Topic != "icon" {
			pic = u.RefIcon(e.Icon, 56)
		}
		head = BesideOrAbove(pic, title)
	}
	items := []fyne.CanvasObject{head, Quiet(u.RefGameName(e.Game) + " · " + u.RefTopicName(e.Topic))}
	for _, p := range e.Paragraphs(lang) {
		items = append(items, WrapLabel(p))
	}
	if src := strings.TrimSpace(e.Text(lang).Source); src != "" {
		items = append(items, Quiet(u.Loc.T("app.ref.source", "Source", src)))
	}
	var links []fyne.CanvasObject
	for _, id := range e.See {
		if see, ok := ref.Entry(id); ok {
			links = append(links, u.EntryRow(see))
		}
	}
	if len(links) > 0 {
		items = append(items, widget.NewSeparator(), Subheading(u.Loc.T("app.ref.see_also")))
		items = append(items, links...)
	}
	p := &RefEntryPane{ID: e.ID, body: Narrow(container.NewPadded(container.NewVBox(items...)))}
	p.ExtendBaseWidget(p) // so it measures its content before it is first drawn
	return p
}

// RefEntryPane holds an entry's content; the dialog that shows an entry over
// another dialog finds its entry by it.
type RefEntryPane struct {
	widget.BaseWidget
	ID   string
	body fyne.CanvasObject
}

func (p *RefEntryPane) CreateRenderer() fyne.WidgetRenderer {
	p.ExtendBaseWidget(p)
	return widget.NewSimpleRenderer(p.body)
}

// showEntryDialog shows an entry in a dialog of its own, over the dialog the
// tap came from, which Close returns to as it was.
func (u *UI) showEntryDialog(ref *tracker.Reference, e assets.RefEntry) {
	u.NewSheet(u.RefGameName(e.Game), u.refEntryBody(ref, e)).WithClose(u.Loc.T("common.close")).Show()
}
