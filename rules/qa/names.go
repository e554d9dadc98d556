package qa

import "skald/rules"

// The history names Lieux as the table's cards print them. A label has no state
// to read the box profile from, so the events that name a Lieu carry its printed
// name (when the players gave one) from the moment they were decided.

// printedLieuName is Lieu n's name as the players gave it, "" where the
// rulebook's name stands.
func printedLieuName(s State, n int) string {
	v, _ := specs.Known(s.Printed, lieuNameKey(n))
	return v
}

// withNames fills in the printed names of the Lieux an event mentions.
func withNames(s State, e Event) Event {
	e.Name, e.Next = "", ""
	switch e.Kind {
	case EvChaamsPlaced, EvRevealed, EvMoved, EvChaamsRemoved:
		e.Name = printedLieuName(s, e.Lieu)
	case EvPowerMoved:
		e.Name = printedLieuName(s, e.Lieu)
		if e.To > 0 {
			e.Next = printedLieuName(s, e.To) // the Lieu whose step is skipped
		}
	case EvPowerChaams:
		e.Name = printedLieuName(s, e.Lieu)
		if e.To > 0 {
			e.Next = printedLieuName(s, e.To)
		}
	case EvStepDone:
		e.Name = printedLieuName(s, e.Lieu)
		if e.Lieu < LieuCount {
			e.Next = printedLieuName(s, e.Lieu+1)
		}
	}
	return e
}

// checkNames: an event names its Lieux as the table knew them then, or not at
// all (logs written before names were kept).
func checkNames(s State, e Event) error {
	want := withNames(s, e)
	if (e.Name != "" && e.Name != want.Name) || (e.Next != "" && e.Next != want.Next) {
		return rules.Refuse("qa.err.printed")
	}
	return nil
}
