package qa

import (
	"encoding/json"
	"iter"

	"skald/rules"
	"skald/rules/qa"
)

// luck weighs a session's rolls against their odds (see qa.LuckCounter),
// event by event; an event that does not decode counts for nothing.
func luck(events iter.Seq2[any, []byte]) rules.Luck {
	var c qa.LuckCounter
	for st, data := range events {
		s, ok := st.(qa.State)
		var e qa.Event
		if ok && json.Unmarshal(data, &e) == nil {
			c.Add(s, e)
		}
	}
	return c.Luck()
}
