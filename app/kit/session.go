package kit

import (
	"skald/rules"
	"skald/tracker"
)

// Session is what a game screen needs of a session: its game and state,
// commands and printed values to send, its history and undo. The tracker's
// Session is one; a test can give a game screen a fake.
type Session interface {
	Info() tracker.SessionInfo
	Game() rules.Game
	State() any
	Do(cmd any) error
	Learn(key, value string) error
	// OnChange calls f after every change; cancel stops it.
	OnChange(f func()) (cancel func())
	History(offset, n int) ([]tracker.Entry, error)
	HistoryLen() int
	CanUndo() bool
	CanRedo() bool
	UndoReveals() bool
	Undo() error
	Redo() error
}

var _ Session = (*tracker.Session)(nil)
