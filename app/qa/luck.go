package qa

import (
	"iter"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/qa"
)

// luck weighs a session's rolls against their odds (see qa.LuckCounter).
func luck(events iter.Seq2[any, []byte]) rules.Luck {
	var c qa.LuckCounter
	return kit.CountLuck(events, c.Add, c.Luck)
}
