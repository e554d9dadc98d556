package dwarves

import (
	"encoding/json"
	"iter"

	"skald/rules"
	"skald/rules/dwarves"
)

// luck weighs a session's rolls against their odds (see dwarves.LuckCounter),
// event by event; an event that does not decode counts for nothing.
func luck(events iter.Seq2[any, []byte]) rules.Luck {
	var c dwarves.LuckCounter
	for st, data := range events {
		s, ok := st.(dwarves.State)
		var e dwarves.Event
		if ok && json.Unmarshal(data, &e) == nil {
			c.Add(s, e)
		}
	}
	return c.Luck()
}
