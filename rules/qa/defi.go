package qa

import "skald/rules"

// decideDefi records the one challenge (1–20) the table counts for this game, or
// clears it (0). Its name is printed on the Défi cards: asked the first time.
func decideDefi(s State, c Command) ([]Event, error) {
	if c.Defi < 0 || c.Defi > DefiCount {
		return nil, rules.Refuse("qa.err.defi", "Max", DefiCount)
	}
	if c.Defi > 0 {
		if _, ok := specs.Known(s.Printed, defiKey(c.Defi)); !ok {
			return nil, &rules.NeedPrinted{Key: defiKey(c.Defi)}
		}
	}
	return one(s, Event{Kind: EvDefi, Defi: c.Defi})
}

func checkDefi(s State, e Event) error {
	if e.Defi < 0 || e.Defi > DefiCount {
		return rules.Refuse("qa.err.defi", "Max", DefiCount)
	}
	if e.Defi == s.Defi {
		return rules.Refuse("qa.err.defi_same")
	}
	return nil
}

// DefiName is challenge n's name as the table typed it.
func DefiName(s State, n int) (string, bool) { return specs.Known(s.Printed, defiKey(n)) }
