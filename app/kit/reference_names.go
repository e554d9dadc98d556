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

// refGameMsgs and refTopicMsgs name the reference's games and topics.
var (
	refGameMsgs = map[string]string{"qa": "ref.game.qa", "thorgal": "ref.game.thorgal", "dwarves": "ref.game.dwarves",
		"althing": "ref.game.althing", "cardgame": "ref.game.cardgame", "general": "ref.game.general"}
	refTopicMsgs = map[string]string{"setup": "ref.topic.setup", "round": "ref.topic.round", "phase": "ref.topic.phase",
		"action": "ref.topic.action", "component": "ref.topic.component", "icon": "ref.topic.icon",
		"victory": "ref.topic.victory", "edge": "ref.topic.edge"}
)

// RefGameName names a game of the reference (its ID when unknown).
func (u *UI) RefGameName(game string) string { return u.named(refGameMsgs, game) }

// RefTopicName names a topic of the reference (its ID when unknown).
func (u *UI) RefTopicName(topic string) string { return u.named(refTopicMsgs, topic) }

func (u *UI) named(msgs map[string]string, id string) string {
	if m, ok := msgs[id]; ok {
		return u.Loc.T(m)
	}
	return id
}

// OpenReference shows the reference of a game ("" = all games) over the
// current screen and, when entryID names an entry, that entry over it, so
// that Back leads from the entry to its game's reference, then to the game.
func (u *UI) OpenReference(game, entryID string) {
	rs := NewRefScreen(u, game)
	if ref, err := u.Reference(); err == nil && entryID != "" {
		if _, ok := ref.Entry(entryID); ok {
			u.stack = append(u.stack, rs)
			u.Push(&RefEntryScreen{U: u, ID: entryID})
			return
		}
	}
	u.Push(rs)
}

// NewRefScreen makes the reference's search screen of a game; the shell, which
// owns that screen, sets it.
var NewRefScreen func(u *UI, game string) Screen
