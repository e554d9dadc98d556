package kittest

import (
	"math/rand/v2"
	"time"

	"skald/rules"
	"skald/tracker"
)

// FakeSession is a session held in memory, for testing a game screen without
// a store: it plays each command through the game's own rules (Decide, then
// Evolve) with a fixed random source and remembers the commands. It keeps no
// history and cannot undo.
type FakeSession struct {
	G       rules.Game
	S       any   // the state now
	Cmds    []any // the commands played, in order
	Learned map[string]string
	rand    *rand.Rand
	subs    []func()
}

// NewFakeSession starts a fake session of g from state.
func NewFakeSession(g rules.Game, state any) *FakeSession {
	return &FakeSession{G: g, S: state, Learned: map[string]string{}, rand: rand.New(rand.NewPCG(1, 2))}
}

func (f *FakeSession) Info() tracker.SessionInfo {
	return tracker.SessionInfo{Game: f.G.ID(), Title: "Fake", Created: time.Unix(0, 0), Updated: time.Unix(0, 0)}
}
func (f *FakeSession) Game() rules.Game { return f.G }
func (f *FakeSession) State() any       { return f.S }

// Do plays cmd by the rules; a refusal changes nothing.
func (f *FakeSession) Do(cmd any) error {
	evs, err := f.G.Decide(f.S, cmd, f.rand)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		if f.S, err = f.G.Evolve(f.S, ev); err != nil {
			return err
		}
	}
	f.Cmds = append(f.Cmds, cmd)
	for _, s := range f.subs {
		s()
	}
	return nil
}

// Learn plays the game's command that teaches a printed value.
func (f *FakeSession) Learn(key, value string) error {
	if err := f.Do(f.G.Learn(key, value)); err != nil {
		return err
	}
	f.Learned[key] = value
	return nil
}

func (f *FakeSession) OnChange(fn func()) func() {
	f.subs = append(f.subs, fn)
	i := len(f.subs) - 1
	return func() { f.subs[i] = func() {} }
}
func (f *FakeSession) History(int, int) ([]tracker.Entry, error) { return nil, nil }
func (f *FakeSession) HistoryLen() int                           { return 0 }
func (f *FakeSession) CanUndo() bool                             { return false }
func (f *FakeSession) CanRedo() bool                             { return false }
func (f *FakeSession) UndoReveals() bool                         { return false }
func (f *FakeSession) Undo() error                               { return nil }
func (f *FakeSession) Redo() error                               { return nil }
