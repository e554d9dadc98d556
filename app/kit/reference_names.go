package kit

import (
	"fyne.io/fyne/v2"

	"skald/assets"
	"skald/tracker"
)

// Reference is the rules reference, built on first use and shared.
func (u *UI) Reference() (*tracker.Reference, error) { return tracker.LoadReference() }

// EntryRow is a row that opens an entry, titled in the interface language.
func (u *UI) EntryRow(e assets.RefEntry) fyne.CanvasObject {
	return NewRefRow(u, e.Icon, Plain(e.Text(u.Loc.Lang()).Title), nil, nil, func() { u.openEntry(e.ID) })
}

func Plain(s string) []tracker.Span { return []tracker.Span{{Text: s}} }

// RefGameName names a game of the reference.
func (u *UI) RefGameName(game string) string {
	switch game {
	case "qa":
		return u.Loc.T("ref.game.qa")
	case "thorgal":
		return u.Loc.T("ref.game.thorgal")
	case "dwarves":
		return u.Loc.T("ref.game.dwarves")
	case "althing":
		return u.Loc.T("ref.game.althing")
	case "cardgame":
		return u.Loc.T("ref.game.cardgame")
	case "general":
		return u.Loc.T("ref.game.general")
	}
	return game
}

// RefTopicName names a topic of the reference.
func (u *UI) RefTopicName(topic string) string {
	switch topic {
	case "setup":
		return u.Loc.T("ref.topic.setup")
	case "round":
		return u.Loc.T("ref.topic.round")
	case "phase":
		return u.Loc.T("ref.topic.phase")
	case "action":
		return u.Loc.T("ref.topic.action")
	case "component":
		return u.Loc.T("ref.topic.component")
	case "icon":
		return u.Loc.T("ref.topic.icon")
	case "victory":
		return u.Loc.T("ref.topic.victory")
	case "edge":
		return u.Loc.T("ref.topic.edge")
	}
	return topic
}

// OpenReference shows the reference of a game ("" = all games) over the
// current screen and, when entryID names an entry, that entry over it, so
// that Back leads from the entry to its game's reference, then to the game.
func (u *UI) OpenReference(game, entryID string) {
	rs := NewRefScreen(u, game)
	if ref, err := u.Reference(); err == nil && entryID != "" {
		if _, ok := ref.Entry(entryID); ok {
			u.stack = append(u.stack, rs)
			u.Push(&RefEntryScreen{U: u, Id: entryID})
			return
		}
	}
	u.Push(rs)
}

// NewRefScreen makes the reference's search screen of a game; the shell, which
// owns that screen, sets it.
var NewRefScreen func(u *UI, game string) Screen
