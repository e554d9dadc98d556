package dwarves

import (
	"iter"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
)

// luck weighs a session's rolls against their odds (see dwarves.LuckCounter).
func luck(events iter.Seq2[any, []byte]) rules.Luck {
	var c dwarves.LuckCounter
	return kit.CountLuck(events, c.Add, c.Luck)
}
