package app

import (
	"fyne.io/fyne/v2"

	"skald/assets"
	"skald/tracker"
)

// reference is the rules reference, built on first use and shared.
func (u *UI) reference() (*tracker.Reference, error) { return tracker.LoadReference() }

// entryRow is a row that opens an entry, titled in the interface language.
func (u *UI) entryRow(e assets.RefEntry) fyne.CanvasObject {
	return newRefRow(u, e.Icon, plain(e.Text(u.loc.Lang()).Title), nil, nil, func() { u.openEntry(e.ID) })
}

func plain(s string) []tracker.Span { return []tracker.Span{{Text: s}} }

// refGameName names a game of the reference.
func (u *UI) refGameName(game string) string {
	switch game {
	case "qa":
		return u.loc.T("ref.game.qa")
	case "thorgal":
		return u.loc.T("ref.game.thorgal")
	case "dwarves":
		return u.loc.T("ref.game.dwarves")
	case "althing":
		return u.loc.T("ref.game.althing")
	case "cardgame":
		return u.loc.T("ref.game.cardgame")
	case "general":
		return u.loc.T("ref.game.general")
	}
	return game
}

// refTopicName names a topic of the reference.
func (u *UI) refTopicName(topic string) string {
	switch topic {
	case "setup":
		return u.loc.T("ref.topic.setup")
	case "round":
		return u.loc.T("ref.topic.round")
	case "phase":
		return u.loc.T("ref.topic.phase")
	case "action":
		return u.loc.T("ref.topic.action")
	case "component":
		return u.loc.T("ref.topic.component")
	case "icon":
		return u.loc.T("ref.topic.icon")
	case "victory":
		return u.loc.T("ref.topic.victory")
	case "edge":
		return u.loc.T("ref.topic.edge")
	}
	return topic
}

// openReference shows the reference of a game ("" = all games) over the
// current screen and, when entryID names an entry, that entry over it, so
// that Back leads from the entry to its game's reference, then to the game.
func (u *UI) openReference(game, entryID string) {
	rs := newRefScreen(u, game)
	if ref, err := u.reference(); err == nil && entryID != "" {
		if _, ok := ref.Entry(entryID); ok {
			u.stack = append(u.stack, rs)
			u.push(&refEntryScreen{u: u, id: entryID})
			return
		}
	}
	u.push(rs)
}

// newRefScreen makes the reference's search screen of a game; the shell, which
// owns that screen, sets it.
var newRefScreen func(u *UI, game string) screen
