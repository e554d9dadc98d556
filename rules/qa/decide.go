package qa

import (
	"strconv"

	"skald/rules"
)

// Decide validates a command and returns what happens.
func Decide(s State, c Command, _ rules.Rand) ([]Event, error) {
	switch c.Kind {
	case CmdLearn:
		e := Event{Kind: EvLearned, Key: c.Key, Value: c.Value}
		return []Event{e}, Check(s, e)
	}
	if s.Over() {
		return nil, rules.Refuse("qa.err.over")
	}
	switch c.Kind {
	case CmdAdvanceOgotai:
		to := s.Ogotai + 1
		e := Event{Kind: EvOgotaiAdvanced, To: to}
		if to < WarSpaces {
			war, ok := s.War(to)
			if !ok {
				return nil, &rules.NeedPrinted{Key: warKey(to)}
			}
			e.War = war
		}
		return []Event{e}, nil
	}
	return nil, rules.Refuse("qa.err.command")
}

// Check reports whether a stored event could have happened in s.
func Check(s State, e Event) error {
	switch e.Kind {
	case EvLearned:
		spec, ok := printedSpec(e.Key)
		if !ok || !spec.Valid(e.Value) {
			return rules.Refuse("qa.err.printed")
		}
		return nil
	case EvOgotaiAdvanced:
		if s.Over() {
			return rules.Refuse("qa.err.over")
		}
		if e.To != s.Ogotai+1 || e.To > WarSpaces {
			return rules.Refuse("qa.err.ogotai_step")
		}
		if war, ok := s.War(e.To); (ok && war != e.War) || e.War < 0 || e.War > 4 {
			return rules.Refuse("qa.err.printed")
		}
		return nil
	}
	return rules.Refuse("qa.err.event")
}

// Evolve applies an event. Pure and total: an event it does not know changes nothing.
func Evolve(s State, e Event) State {
	switch e.Kind {
	case EvLearned:
		s.Printed = withPrinted(s.Printed, e.Key, e.Value)
	case EvOgotaiAdvanced:
		s.Ogotai = e.To
		if e.To < WarSpaces {
			s.Printed = withPrinted(s.Printed, warKey(e.To), strconv.Itoa(e.War))
		}
		if e.To >= WarSpaces {
			s.Result = rules.Outcome{Status: rules.Lost, Reason: rules.M("qa.lost.war_track")}
		} else {
			s.Round++
		}
	}
	return s
}

func withPrinted(m map[string]string, k, v string) map[string]string {
	out := make(map[string]string, len(m)+1)
	for a, b := range m {
		out[a] = b
	}
	out[k] = v
	return out
}
