package kit

import (
	"encoding/json"
	"iter"

	"fyne.io/fyne/v2"

	"skald/rules"
	"skald/tracker"
)

// SessionLuck replays a session's events and adds up the luck of its rolls
// through its game's hook; false when the game counts none.
func SessionLuck(store *tracker.Store, info tracker.SessionInfo) (rules.Luck, bool, error) {
	g, ok := GameUIs[info.Game]
	if !ok || g.Luck == nil {
		return rules.Luck{}, false, nil
	}
	var err error
	events := func(yield func(any, []byte) bool) {
		stop := false
		err = store.ReplayEvents(info.ID, func(st any, ev []byte) {
			if !stop {
				stop = !yield(st, ev)
			}
		})
	}
	l := g.Luck(iter.Seq2[any, []byte](events))
	return l, true, err
}

// HasLuck reports whether a game's rolls are weighed against their odds.
func HasLuck(game string) bool {
	g, ok := GameUIs[game]
	return ok && g.Luck != nil
}

// storyParts are the sections a story sheet shows under the story itself
// (the luck of the session's rolls). The shell adds them: the kit knows
// none of its screens.
var storyParts []func(u *UI, info tracker.SessionInfo) fyne.CanvasObject

// AddStoryPart adds a section to every story sheet; part returns nil for a
// session it has nothing to say of.
func AddStoryPart(part func(u *UI, info tracker.SessionInfo) fyne.CanvasObject) {
	storyParts = append(storyParts, part)
}

// addStoryParts puts the sections the story sheet of info shows under the
// story, the first thing in body.
func (u *UI) addStoryParts(body *fyne.Container, info tracker.SessionInfo) {
	var parts []fyne.CanvasObject
	for _, part := range storyParts {
		if o := part(u, info); o != nil {
			parts = append(parts, o)
		}
	}
	if len(parts) == 0 || len(body.Objects) == 0 {
		return
	}
	body.Objects = append(body.Objects[:1], append(parts, body.Objects[1:]...)...)
}

// CountLuck is a game's luck hook written once: each event decoded as E,
// with the state before it as S, goes to add; an event that does not decode
// (or a state of another type) counts for nothing. luck gives the total.
func CountLuck[S, E any](events iter.Seq2[any, []byte], add func(S, E), luck func() rules.Luck) rules.Luck {
	for st, data := range events {
		s, ok := st.(S)
		var e E
		if ok && json.Unmarshal(data, &e) == nil {
			add(s, e)
		}
	}
	return luck()
}
