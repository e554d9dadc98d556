package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/assets"
	"skald/tracker"
)

func init() {
	kit.NewRefScreen = func(u *kit.UI, game string) kit.Screen { return &refScreen{u: u, game: game} }
}

// refScreen is the rules reference: a search box that answers as you type
// and, with nothing typed, the entries of a game by topic.
type refScreen struct {
	u     *kit.UI
	game  string // "" = every game
	query string

	results *fyne.Container
}

func (s *refScreen) Build() fyne.CanvasObject {
	u := s.u
	glossary := kit.IconButton(theme.GridIcon(), func() { u.Push(&glossaryScreen{u: u, game: s.game}) })
	top := u.TopBar(u.Loc.T("app.ref.title"), glossary)

	search := widget.NewEntry()
	search.SetPlaceHolder(u.Loc.T("app.ref.search"))
	search.SetText(s.query)
	search.OnChanged = func(text string) {
		s.query = text
		s.fill()
	}
	clear := widget.NewButtonWithIcon("", theme.ContentClearIcon(), func() { search.SetText("") })
	clear.Importance = widget.LowImportance
	search.ActionItem = clear

	games := refGamePicker(u, s.game, true, func(game string) {
		s.game = game
		s.fill()
	})

	s.results = container.NewVBox()
	s.fill()
	head := container.NewVBox(top, kit.Narrow(container.NewPadded(container.NewVBox(kit.Tall(search), games))))
	return kit.Page(head, kit.Narrow(container.NewPadded(s.results)), nil)
}

// fill shows the search results, or the browsing lists when nothing is typed.
func (s *refScreen) fill() {
	u := s.u
	ref, err := u.Reference()
	if err != nil {
		s.results.Objects = []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.ref.unavailable", "Error", err.Error()))}
		s.results.Refresh()
		return
	}
	var rows []fyne.CanvasObject
	switch {
	case queryBlank(s.query):
		rows = s.browse(ref)
	default:
		hits, err := ref.Search(s.query, u.Loc.Lang(), s.game)
		if err != nil {
			rows = append(rows, kit.WrapLabel(u.ErrText(err)))
		}
		for _, h := range hits {
			rows = append(rows, s.hitRow(h))
		}
		if err == nil && len(hits) == 0 {
			rows = append(rows, kit.WrapLabel(u.Loc.T("app.ref.no_results", "Query", s.query)))
		}
	}
	s.results.Objects = rows
	s.results.Refresh()
}

func queryBlank(q string) bool {
	for _, r := range q {
		if r != ' ' && r != '\t' {
			return false
		}
	}
	return true
}

// browse lists the games (all games) or one game's entries by topic; the
// glossary of a game is one row that opens its icons.
func (s *refScreen) browse(ref *tracker.Reference) []fyne.CanvasObject {
	u := s.u
	var rows []fyne.CanvasObject
	if s.game == "" {
		for _, g := range ref.Games() {
			n := len(ref.Entries(g, ""))
			rows = append(rows, kit.NewRefRow(u, "", kit.Plain(u.RefGameName(g)),
				kit.Plain(u.Loc.N("app.ref.entries", n)), nil, func() {
					s.game = g
					u.Show()
				}))
		}
		return rows
	}
	for _, topic := range ref.Topics(s.game) {
		entries := ref.Entries(s.game, topic)
		rows = append(rows, kit.Subheading(u.RefTopicName(topic)))
		if topic == "icon" {
			rows = append(rows, kit.NewRefRow(u, "", kit.Plain(u.Loc.T("app.ref.glossary")),
				kit.Plain(u.Loc.N("app.ref.icons", len(entries))), nil,
				func() { u.Push(&glossaryScreen{u: u, game: s.game}) }))
			continue
		}
		for _, e := range entries {
			rows = append(rows, u.EntryRow(e))
		}
	}
	return rows
}

// hitRow is one search result: the title with the words found in bold, where
// they were found when it was the other language, and a piece of the text.
func (s *refScreen) hitRow(h tracker.Hit) fyne.CanvasObject {
	u := s.u
	var found []tracker.Span
	if h.Found != nil {
		lang := u.Loc.T("app.ref.found_en")
		if h.Lang == "fr" {
			lang = u.Loc.T("app.ref.found_fr")
		}
		found = append([]tracker.Span{{Text: lang + " "}}, h.Found...)
	}
	where := u.RefGameName(h.Entry.Game) + " · " + u.RefTopicName(h.Entry.Topic)
	detail := append([]tracker.Span{{Text: where + " — "}}, h.Snippet...)
	return kit.NewRefRow(u, h.Entry.Icon, h.Title, detail, found, func() {
		u.Push(&kit.RefEntryScreen{U: u, ID: h.Entry.ID})
	})
}

// refGamePicker chooses a game of the reference; withGeneral adds "Using
// Skald" to the five games.
func refGamePicker(u *kit.UI, selected string, withGeneral bool, changed func(string)) *widget.Select {
	ids := []string{""}
	names := []string{u.Loc.T("app.ref.all_games")}
	for _, g := range assets.RefGames {
		if g == "general" && !withGeneral {
			continue
		}
		ids = append(ids, g)
		names = append(names, u.RefGameName(g))
	}
	sel := widget.NewSelect(names, nil)
	for i, id := range ids {
		if id == selected {
			sel.SetSelectedIndex(i)
		}
	}
	sel.OnChanged = func(string) {
		if i := sel.SelectedIndex(); i >= 0 {
			changed(ids[i])
		}
	}
	return sel
}
